(** * Skip connections, the existence statement, proved for every depth, every β > 0 and every size

    The module's argument (its witness family, [proofs/dong2021/claim-skip.json] being the
    instance L = H = d = d_qk = 1 of it): take n = 2 tokens, X with Xᵢⱼ = i (the certified
    witness [[0]; [1]], its columns repeated), W_Q = W_K = W_V = 0 in every head and layer and
    zero biases.
    - ‖W_QK‖₁‖W_V‖_{1,∞} = ‖W_QK‖₁ · √(0·0) = 0 ≤ β, for every β > 0 ("for β arbitrarily
      small").
    - res(X) ≠ 0: res(X)ᵢⱼ = i − 1/2, so ‖res(X)‖₁ ≥ 1 (first column) and
      ‖res(X)‖_∞ ≥ 1/2 (first row, d ≥ 1), and ‖res(X)‖_{1,∞} ≥ √(1/2) > 0.
    - For every depth ("as L → ∞"): each layer adds Σₕ Pₕ X_{l−1} 0 + 1 0ᵀ, a row that is the
      same for every token, to X_{l−1} ([self_attention_values_zero]), so res(X_l) = res(X)
      and ‖res(X_l)‖_{1,∞} = ‖res(X)‖_{1,∞} after every layer
      ([san_skip_residual_preserved], Library/Paths.v).
    The last step holds for every X, W_Q, W_K and biases once W_V = 0
    ([claim_skip_family] below): the family has infinitely many members, as the words say,
    though the statement asks for one. Premises not used: (1 <= L), (1 <= H), (1 <= d_qk)
    (the witness works at every size); used: d ≥ 1 (for res(X) ≠ 0) and β > 0. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms NormFacts Residuals San Paths.
From Statements Require Import Dong2021.claim_skip.
Open Scope R_scope.

(** The family: W_V = 0, everything else free, keeps ‖res(X_l)‖_{1,∞} = ‖res(X)‖_{1,∞}. *)
Lemma claim_skip_family L H n d d_qk X W_Q W_K b :
  (1 <= n)%nat ->
  forall i, (i < L)%nat ->
    composite_1_inf n d (res_mean n (san n d d_qk H (1 / sqrt (INR d_qk)) true W_Q W_K (fun _ _ => zero_mat) b X (S i)))
    = composite_1_inf n d (res_mean n X).
Proof.
  intros Hn i Hi. apply (san_skip_residual_preserved n d d_qk H _ W_Q W_K _ b X L Hn); [|exact Hi].
  intros k Hk. apply self_attention_values_zero. intros. reflexivity.
Qed.

Lemma composite_1_inf_zero d : composite_1_inf d d zero_mat = 0.
Proof.
  unfold composite_1_inf.
  assert (Hr : max_row_sum d d zero_mat = 0).
  { apply Rle_antisym; [|apply max_row_sum_nonneg]. apply bigmax_le; [lra|]. intros r _.
    unfold zero_mat. rewrite (sum_ext d _ (fun _ => 0)) by (intros; apply Rabs_R0).
    rewrite sum_zero. lra. }
  rewrite Hr, Rmult_0_r. apply sqrt_0.
Qed.

Theorem claim_skip_holds : claim_skip.
Proof.
  intros L H d d_qk beta _ _ Hd _ Hbeta.
  exists 2%nat, (fun i _ => INR i), (fun _ _ => zero_mat), (fun _ _ => zero_mat), (fun _ _ => zero_mat), zero_mat.
  split; [lia|]. split; [|split].
  - intros l h _ _. rewrite composite_1_inf_zero, Rmult_0_r. lra.
  - set (Rm := res_mean 2 (fun i _ => INR i)).
    assert (HR : forall i j, Rm i j = INR i - / 2).
    { intros i j. unfold Rm, res_mean, msub, outer, ones, token_mean. simpl. field. }
    assert (Hc : 1 <= max_column_sum 2 d Rm).
    { eapply Rle_trans; [|apply (column_sum_le_max 2 d Rm 0%nat); lia].
      simpl. rewrite !HR. simpl. unfold Rabs. repeat destruct Rcase_abs; lra. }
    assert (Hr : / 2 <= max_row_sum 2 d Rm).
    { eapply Rle_trans; [|apply (abs_entry_le_max_row_sum 2 d Rm 0%nat 0%nat); lia].
      rewrite HR. simpl. unfold Rabs. destruct Rcase_abs; lra. }
    unfold composite_1_inf. apply sqrt_lt_R0. apply Rmult_lt_0_compat; lra.
  - intros i Hi. rewrite (claim_skip_family L H 2 d d_qk) by (lia || exact Hi). lra.
Qed.
