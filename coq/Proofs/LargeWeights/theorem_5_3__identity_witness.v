(** * large-weights, Theorem 5.3, the reading [identity-witness], proved for every size

    The argument, in three steps:
    - S′(X) = X: the one-layer SAtt with residuals and zero value weights adds nothing to its
      input ([residual_layer_zero_values], Library/IdentityWitness.v);
    - η ≥ 0: the bound ‖W_q‖_∞ ≤ η of the first head of the first layer (H, L ≥ 1);
    - ‖X_L − X‖_∞ ≤ ((1 + dHη)^L − 1)‖X‖_∞ ([residual_network_identity_gap]): softm is
      row-stochastic, so each of the H heads of a layer adds at most dη‖X_ℓ‖_∞ to an entry,
      ‖X_ℓ‖_∞ ≤ (1 + dHη)^ℓ‖X‖_∞, and the differences add up to the geometric sum
      dHη((1 + dHη)^{L−1} + ⋯ + 1)‖X‖_∞ = ((1 + dHη)^L − 1)‖X‖_∞. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Matrices Norms NormFacts Attention Bounded IdentityWitness.
From Statements Require Import LargeWeights.theorem_5_3__identity_witness.
Open Scope R_scope.

Theorem theorem_5_3__identity_witness_holds : theorem_5_3__identity_witness.
Proof.
  intros n d H L H' X Wq Wk Wv Wq' Wk' eta Hn Hd HH HL HH' HW.
  assert (Heta : 0 <= eta).
  { destruct (HW 0%nat 0%nat ltac:(lia) ltac:(lia)) as [Hq _].
    eapply Rle_trans; [apply max_abs_entry_nonneg | exact Hq]. }
  rewrite (max_abs_entry_ext n d _ (msub (residual_network n d H 1 Wq Wk Wv X L) X)).
  2:{ intros i j _ _. unfold msub. cbn [residual_network].
      rewrite residual_layer_zero_values. reflexivity. }
  apply residual_network_identity_gap; [exact Hn | exact Heta |].
  intros l h Hl Hh. apply (HW l h Hl Hh).
Qed.
