(** * large-weights, Remark D.2, Case 1: the condition on φ₀, reading [necessary-half-over-eta], proved for every H and L

    The module's argument (conditions.rs, Case 1): the conclusion φ₀ ≤ 0.5/(η(1 + Hη)^L) is
    the recalled ε_L < 1 rewritten. With ℓ = L (L ≥ 1) the recalled 0 < ε_ℓ < 1 gives
    2ηφ₀(1 + Hη)^L < 1; η > 0 and 1 + Hη ≥ 1 make η(1 + Hη)^L positive, and dividing by it
    gives φ₀ < 0.5/(η(1 + Hη)^L). Premises not used: [(1 <= H)%nat], [eta <= 1], and of the
    recalled hypothesis only ε_L < 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse RemarkD2.
From Statements Require Import LargeWeights.remark_d_2_regimes LargeWeights.remark_d_2_p1__necessary_half_over_eta.
Open Scope R_scope.

Theorem remark_d_2_p1__necessary_half_over_eta_holds : remark_d_2_p1__necessary_half_over_eta.
Proof.
  intros phi_0 eta H L _ HL Heta _ Hrec.
  destruct (Hrec L ltac:(lia)) as [_ Hlt].
  unfold epsilon_l in Hlt.
  set (G := (1 + INR H * eta) ^ L) in *.
  assert (HG : 1 <= G) by (apply growth_pow_ge_1; lra).
  assert (Hpos : 0 < eta * G) by nra.
  apply (Rmult_le_reg_r (eta * G)); [exact Hpos|].
  replace (1 / 2 / (eta * G) * (eta * G)) with (1 / 2) by (field; lra).
  lra.
Qed.
