(** * large-weights, Remark D.2, Case 2: C ≤ 6η, reading [case-condition-only-quarter], proved for every H and L

    The module's argument (constants.rs, case-condition-only-quarter: "with ε_ℓ < 1, which
    remark_d_2::conditions shows under η ≤ 1/(4φ₀HL), C < 6η"): for every ℓ ∈ [L],
    ε_ℓ > 0 (η > 0, φ₀ > 1) and, as for [remark-d.2-p5.quarter], ε_ℓ ≤ 3/4
    ([case_2_quarter_epsilon_le], Library/RemarkD2.v: 2ηφ₀ ≤ 1/2 and
    (1 + Hη)^L ≤ e^{LHη} ≤ e^{1/4} ≤ 3/2); so ε_ℓ² + 1 ≤ 2, every 3η(ε_ℓ² + 1) ≤ 6η, and
    so is their maximum C ([lipschitz_constant_le_6eta]). Every premise is used. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse RemarkD2.
From Statements Require Import LargeWeights.remark_d_2_regimes LargeWeights.remark_d_2_p6__case_condition_only_quarter.
Open Scope R_scope.

Theorem remark_d_2_p6__case_condition_only_quarter_holds : remark_d_2_p6__case_condition_only_quarter.
Proof.
  intros phi_0 eta H L HH HL Hphi Heta Hc.
  unfold remark_d_2_case_2_condition in Hc.
  replace (INR 4) with 4 in Hc by (simpl; ring).
  apply lipschitz_constant_le_6eta; [exact HL | lra |].
  intros l Hl.
  pose proof (epsilon_l_pos eta phi_0 H l Heta ltac:(lra)).
  pose proof (case_2_quarter_epsilon_le phi_0 eta H L l HH HL ltac:(lra) ltac:(lra) Hc
                ltac:(lia)).
  lra.
Qed.
