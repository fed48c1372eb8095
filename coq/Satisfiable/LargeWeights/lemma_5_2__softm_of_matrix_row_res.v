From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Softmax SoftmaxFacts NormFacts Extrema Res Residuals FinalBound.
From Statements Require Import LargeWeights.lemma_5_2__softm_of_matrix_row_res.
Open Scope R_scope.

Theorem lemma_5_2__softm_of_matrix_row_res_satisfiable :
  exists (n d : nat) (X : mat) (K eps : R), ((1 <= n)%nat) /\ ((1 <= d)%nat) /\ (0 <= K) /\ (max_abs_entry n d (Res_rows d (softm_rows d X)) <= K * max_abs_entry n d (Res_rows d X)) /\ (K * max_abs_entry n d (Res_rows d X) <= eps).
Proof.
  (* n = 1, d = 2, X = [0 1] (row residual [−1/2 1/2], ‖R_X‖_∞ = 1/2), K = 1, ε = 1/2:
     A = softm(X) has entries in [0, 1], so ‖R_A‖_∞ ≤ 1/2 ≤ K‖R_X‖_∞ = 1/2 = ε. *)
  exists 1%nat, 2%nat, (fun _ j => INR j), 1, (1 / 2).
  (* a row whose entries differ by at most 1 has row residual at most 1/2 *)
  assert (Hle : forall Z, (forall r r', (r < 2)%nat -> (r' < 2)%nat -> Z 0%nat r - Z 0%nat r' <= 1) ->
                max_abs_entry 1 2 (Res_rows 2 Z) <= 1 / 2).
  { intros Z HZ. apply max_abs_entry_le; [lra|]. intros i j Hi Hj.
    replace i with 0%nat by lia. unfold Res_rows, transpose.
    apply (res_entry_le 2 (fun a b => Z b a) 0%nat 1); [lia | | exact Hj].
    intros r r' Hr Hr'. apply HZ; assumption. }
  assert (HX : max_abs_entry 1 2 (Res_rows 2 (fun _ j => INR j)) = 1 / 2).
  { apply Rle_antisym.
    - apply Hle. intros r r' Hr Hr'.
      destruct r as [|[|r]], r' as [|[|r']]; try lia; simpl; lra.
    - eapply Rle_trans; [|apply (max_abs_entry_ge 1 2 _ 0%nat 1%nat); lia].
      unfold Res_rows, transpose, Res.Res, midrange. simpl.
      unfold Rmax, Rmin. destruct (Rle_dec 0 1); [|lra].
      rewrite Rabs_right; lra. }
  rewrite HX.
  split; [lia|]. split; [lia|]. split; [lra|]. split; [|lra].
  rewrite Rmult_1_l. apply Hle. intros r r' Hr Hr'.
  unfold softm_rows.
  pose proof (softm_nonneg 2 (row (fun _ j => INR j) 0%nat) r' Hr').
  pose proof (softm_le_1 2 (row (fun _ j => INR j) 0%nat) r Hr). lra.
Qed.
