(** * Skip connections, the family W_Q = 0 (uniform attention), proved for every size

    The module's argument: with W_Q = 0, W_QK = W_Q W_Kᵀ = 0 on the d × d block read, so
    every score τ (X_{l−1} W_QK X_{l−1}ᵀ)ᵢₘ is 0 and every row of the attention matrix is
    softmax of the zero row (the uniform row 1/n; only that all rows are equal is used).
    Then each head's term (Pₕ X_{l−1} Wₕ)ᵢⱼ = Σₖ (Σₘ Pᵢₘ (X_{l−1})ₘₖ)(Wₕ)ₖⱼ is the same for every
    token i, and so is the bias: layer l adds the same row to every token, and
    res(X_l) = res(X) (the token mean absorbs a constant row; n ≥ 1) with the composite norm
    reading only the entries i < n, j < d ([san_skip_residual_preserved],
    Library/Paths.v). The inequality holds with equality, which is why interval arithmetic
    could not decide it (its two sides are exactly equal). Premises not used: (1 <= L),
    (1 <= H), (1 <= d), (1 <= d_qk); used: n ≥ 1 and W_Q = 0. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms NormFacts Softmax SoftmaxFacts Residuals San Paths.
From Statements Require Import Dong2021.claim_skip__family_uniform_attention.
Open Scope R_scope.

(** With W_Q = 0 on the d × d_qk block, every row of the attention matrix is the same. *)
Lemma san_attention_queries_zero n d d_qk tau Y WQ WK :
  (forall k q, (k < d)%nat -> (q < d_qk)%nat -> WQ k q = 0) ->
  forall i m, (m < n)%nat -> san_attention n d d_qk tau Y WQ WK i m = san_attention n d d_qk tau Y WQ WK 0%nat m.
Proof.
  intros HQ.
  assert (Hs : forall i m, mscale tau (mmul d (mmul d Y (mmul d_qk WQ (transpose WK))) (transpose Y)) i m = 0).
  { intros i m. unfold mscale, mmul.
    rewrite (sum_ext d _ (fun _ => 0)); [rewrite sum_zero; ring|].
    intros k Hk. rewrite (sum_ext d _ (fun _ => 0)); [rewrite sum_zero; ring|].
    intros k' Hk'. rewrite (sum_ext d_qk _ (fun _ => 0)); [rewrite sum_zero; ring|].
    intros q Hq. rewrite HQ by assumption. ring. }
  intros i m Hm. unfold san_attention, softm_rows. apply softm_ext; [|exact Hm].
  intros j Hj. unfold row. rewrite !Hs. reflexivity.
Qed.

Theorem claim_skip__family_uniform_attention_holds : claim_skip__family_uniform_attention.
Proof.
  intros L H n d d_qk X W_Q W_K W_V b _ _ Hn _ _ HQ i Hi.
  set (tau := 1 / sqrt (INR d_qk)).
  assert (Hrow : forall k, (k < L)%nat -> forall i j, (j < d)%nat ->
            self_attention n d d_qk H tau (W_Q k) (W_K k) (W_V k) (row b k) (san n d d_qk H tau true W_Q W_K W_V b X k) i j
            = self_attention n d d_qk H tau (W_Q k) (W_K k) (W_V k) (row b k) (san n d d_qk H tau true W_Q W_K W_V b X k) 0%nat j).
  { intros k Hk i' j _. unfold self_attention. f_equal. apply sum_ext. intros h Hh.
    unfold san_head, mmul. apply sum_ext. intros m _. f_equal. apply sum_ext. intros m' Hm'.
    rewrite (san_attention_queries_zero n d d_qk tau _ (W_Q k h) (W_K k h)); [reflexivity| |exact Hm'].
    intros r q Hr Hq. pose proof (max_abs_entry_ge d d_qk (W_Q k h) r q Hr Hq) as Habs.
    rewrite HQ in Habs by assumption. revert Habs. unfold Rabs. destruct Rcase_abs; lra. }
  rewrite (san_skip_residual_preserved n d d_qk H tau W_Q W_K W_V b X L Hn Hrow (S i) Hi).
  lra.
Qed.
