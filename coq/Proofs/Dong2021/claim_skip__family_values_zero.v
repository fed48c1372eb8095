(** * Skip connections, the family W_V = 0, proved for every size

    The module's argument ("the length-zero path carries the input through untouched"):
    with W_V = 0 every head's term Pₕ X_{l−1} Wₕ is 0 on the d columns read, so
    X_l = X_{l−1} + 1b_lᵀ: layer l adds the same row b_lᵀ to every token
    ([self_attention_values_zero], Library/Paths.v). By induction X_l = X + 1cᵀ with
    c = b₁ + … + b_l, and res(X + 1cᵀ) = res(X) because the token mean moves by c (n ≥ 1);
    the composite norm reads only the entries i < n, j < d, so
    ‖res(X_l)‖_{1,∞} = ‖res(X)‖_{1,∞} for every l ≤ L ([san_skip_residual_preserved]): the
    inequality holds with equality. W_Q, W_K, the biases and X are arbitrary. Premises not
    used: (1 <= L), (1 <= H), (1 <= d), (1 <= d_qk); used: n ≥ 1 and W_V = 0. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms NormFacts Residuals San Paths.
From Statements Require Import Dong2021.claim_skip__family_values_zero.
Open Scope R_scope.

Theorem claim_skip__family_values_zero_holds : claim_skip__family_values_zero.
Proof.
  intros L H n d d_qk X W_Q W_K W_V b _ _ Hn _ _ HV i Hi.
  set (tau := 1 / sqrt (INR d_qk)).
  assert (Hrow : forall k, (k < L)%nat -> forall i j, (j < d)%nat ->
            self_attention n d d_qk H tau (W_Q k) (W_K k) (W_V k) (row b k) (san n d d_qk H tau true W_Q W_K W_V b X k) i j
            = self_attention n d d_qk H tau (W_Q k) (W_K k) (W_V k) (row b k) (san n d d_qk H tau true W_Q W_K W_V b X k) 0%nat j).
  { intros k Hk. apply self_attention_values_zero. intros h m j Hh Hm Hj.
    pose proof (max_abs_entry_ge d d (W_V k h) m j Hm Hj) as Habs.
    rewrite HV in Habs by assumption. revert Habs. unfold Rabs. destruct Rcase_abs; lra. }
  rewrite (san_skip_residual_preserved n d d_qk H tau W_Q W_K W_V b X L Hn Hrow (S i) Hi).
  lra.
Qed.
