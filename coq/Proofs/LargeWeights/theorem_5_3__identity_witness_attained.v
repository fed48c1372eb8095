(** * large-weights, Theorem 5.3, the reading [identity-witness-attained], proved for every size

    With every weight η11ᵀ and X = 11ᵀ, every entry of X_ℓ is (1 + dHη)^ℓ
    ([residual_network_constant], Library/IdentityWitness.v: a row-stochastic mix of a
    constant matrix is that constant, and each head adds dη times it); S′(X) = X
    ([residual_layer_zero_values]). So every entry of S(X) − S′(X) is (1 + dHη)^L − 1 ≥ 0,
    its ‖·‖_∞ is that number ([max_abs_entry_const]), and ‖X‖_∞ = 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Matrices Norms NormFacts Attention IdentityWitness.
From Statements Require Import LargeWeights.theorem_5_3__identity_witness_attained.
Open Scope R_scope.

Theorem theorem_5_3__identity_witness_attained_holds : theorem_5_3__identity_witness_attained.
Proof.
  intros n d H L eta Hn Hd HH HL Heta W X.
  set (a := INR (d * H) * eta).
  assert (Ha : 0 <= a) by (apply Rmult_le_pos; [apply pos_INR | exact Heta]).
  assert (HX : forall i j, X i j = 1) by (intros; unfold X, outer, ones; ring).
  rewrite (max_abs_entry_ext n d _ (fun _ _ => (1 + a) ^ L - 1)).
  2:{ intros i j _ _. unfold msub. cbn [residual_network].
      rewrite residual_layer_zero_values. cbn [residual_network].
      unfold W. rewrite (residual_network_constant n d H _ _ X 1 eta L Hn HX). unfold a.
      rewrite HX. ring. }
  rewrite (max_abs_entry_ext n d X (fun _ _ => 1)) by (intros; apply HX).
  rewrite !max_abs_entry_const by assumption.
  pose proof (pow_ge_1 a L Ha).
  rewrite Rabs_R1, Rabs_pos_eq by lra. ring.
Qed.
