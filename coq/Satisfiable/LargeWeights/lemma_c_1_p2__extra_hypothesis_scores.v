From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Softmax Res Balance Attention FinalBound NormFacts.
From Statements Require Import LargeWeights.lemma_c_1_p1 LargeWeights.lemma_c_1_p1__extra_hypothesis_scores.
From Statements Require Import LargeWeights.lemma_c_1_p2__extra_hypothesis_scores.
Open Scope R_scope.

Theorem lemma_c_1_p2__extra_hypothesis_scores_satisfiable :
  exists (n d H : nat) (X : mat) (W_q_1 W_k_1 W_v_1 : nat -> mat) (W_q_2 W_k_2 W_v : mat) (theta : vec) (eps : R), ((1 <= n)%nat) /\ ((1 <= d)%nat) /\ ((1 <= H)%nat) /\ (lemma_c_1_hypotheses n d H (Res n) X W_q_1 W_k_1 W_v_1 W_v theta eps) /\ (max_abs_entry n n (lemma_c_1_score_change d (1 / sqrt (INR d))
      (madd X (multi_head n d H (1 / sqrt (INR d)) W_q_1 W_k_1 W_v_1 X)) X W_q_2 W_k_2) <= 2 * INR H * eps).
Proof.
  (* n = d = H = 1, X = [1]; the head of instance 1 has W_q = W_k = [0], W_v = [1], so
     A_1 = softm(·) X W_v = [1] and B = [2]; instance 2 has W_q_2 = W_k_2 = W_v = [1];
     θ = (0), ε = 3/2. Then β = 1, K₁ = 0 and every Res of a 1 × d matrix is 0;
     ‖(B − X)W_v‖_∞ = 1 ≤ Hε, ‖XW_v‖_∞ = 1 ≤ 1, and the scores of instance 2 move from
     X W₂ Xᵀ = [1] to B W₂ Bᵀ = [4]: ‖β(BW₂Bᵀ − XW₂Xᵀ)‖_∞ = 3 = 2Hε. *)
  exists 1%nat, 1%nat, 1%nat, (fun _ _ => 1), (fun _ => zero_mat), (fun _ => zero_mat), (fun _ => identity),
    identity, identity, identity, (fun _ => 0), (3 / 2).
  assert (Hb : 1 / sqrt (INR 1) = 1) by (simpl; rewrite sqrt_1; lra).
  (* softm of one entry is 1 *)
  assert (Hs1 : forall x, softm 1 x 0%nat = 1).
  { intros x. unfold softm, alpha. simpl. field. apply Rgt_not_eq, exp_pos. }
  assert (HA : forall Z Wq Wk, attention_matrix 1 1 1 Z Wq Wk 0%nat 0%nat = 1).
  { intros Z Wq Wk. unfold attention_matrix, softm_rows. apply Hs1. }
  (* B = X + A_1 = [2] *)
  assert (HB : madd (fun _ _ => 1) (multi_head 1 1 1 1 (fun _ => zero_mat) (fun _ => zero_mat) (fun _ => identity)
                 (fun _ _ => 1)) 0%nat 0%nat = 2).
  { unfold madd, multi_head, softmv, mmul. simpl. rewrite HA. unfold identity, diag, ones. simpl. ring. }
  (* a 1 × 1 residual is 0 *)
  assert (Hres : forall Z, max_abs_entry 1 1 (Res 1 Z) = 0).
  { intros Z. apply Rle_antisym; [|apply max_abs_entry_nonneg].
    apply max_abs_entry_le; [lra|]. intros i j Hi Hj.
    replace 0 with (0 / 2) by lra. apply res_entry_le; [lia| |exact Hi].
    intros r r' Hr Hr'. replace r with 0%nat by lia. replace r' with 0%nat by lia. lra. }
  (* every entry of a 1 × 1 matrix is its (0, 0) entry *)
  assert (H11 : forall M c, Rabs (M 0%nat 0%nat) <= c -> max_abs_entry 1 1 M <= c).
  { intros M c HM. apply max_abs_entry_le; [eapply Rle_trans; [apply Rabs_pos | exact HM]|].
    intros i j Hi Hj. replace i with 0%nat by lia. replace j with 0%nat by lia. exact HM. }
  rewrite Hb.
  split; [lia|]. split; [lia|]. split; [lia|]. split.
  - unfold lemma_c_1_hypotheses. rewrite Hb. split; [|split].
    + intros i Hi. rewrite !Hres, exp_0. split; [|split; lra].
      apply bigmax_le; [lra|]. intros r Hr. apply bigmax_le; [lra|]. intros j Hj.
      apply bigmax_le; [lra|]. intros l Hl.
      replace j with 0%nat by lia. replace l with 0%nat by lia.
      unfold Rminus. rewrite Rplus_opp_r, Rabs_R0. lra.
    + apply H11. unfold mmul, msub. simpl. rewrite HB. unfold identity, diag, ones. simpl.
      rewrite Rabs_right; lra.
    + apply H11. unfold mmul. simpl. unfold identity, diag, ones. simpl.
      rewrite Rabs_right; lra.
  - apply H11. unfold lemma_c_1_score_change, mscale, msub, mmul, transpose. simpl.
    rewrite HB. unfold identity, diag, ones. simpl. rewrite Rabs_right; lra.
Qed.
