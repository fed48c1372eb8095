(** * large-weights, Remark D.2, Case 2: the condition on η, reading [necessary-half-over-phi0], proved for every H and L

    The module's argument (conditions.rs, "η ≤ 1/(2φ₀), which ε_L ≥ 2φ₀η makes
    necessary"): for η ≤ 0 the conclusion holds because 1/(2φ₀) > 0. For η > 0,
    (1 + Hη)^L ≥ 1 gives ε_L = 2ηφ₀(1 + Hη)^L ≥ 2ηφ₀, and ε_L ≤ 1 (ℓ = L, L ≥ 1) gives
    2φ₀η ≤ 1, that is η ≤ 1/(2φ₀) (φ₀ > 0). Premises not used: [(1 <= H)%nat] and
    [0 < eta] (the module's "unneeded": the case η ≤ 0 is proved directly), and of
    [remark_d_2_at_most_one] only ε_L ≤ 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse RemarkD2.
From Statements Require Import LargeWeights.remark_d_2_regimes LargeWeights.remark_d_2_p5__necessary_half_over_phi0.
Open Scope R_scope.

Theorem remark_d_2_p5__necessary_half_over_phi0_holds : remark_d_2_p5__necessary_half_over_phi0.
Proof.
  intros phi_0 eta H L _ HL Hphi _ Hle.
  assert (Hq : 0 < 1 / (2 * phi_0)) by (apply Rdiv_lt_0_compat; lra).
  destruct (Rle_or_lt eta 0) as [Hneg|Heta]; [lra|].
  pose proof (Hle L ltac:(lia)) as HL1.
  pose proof (epsilon_l_ge_base eta phi_0 H L ltac:(lra) ltac:(lra)).
  apply (Rmult_le_reg_r (2 * phi_0)); [lra|].
  replace (1 / (2 * phi_0) * (2 * phi_0)) with 1 by (field; lra).
  lra.
Qed.
