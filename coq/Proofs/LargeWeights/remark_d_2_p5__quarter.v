(** * large-weights, Remark D.2, Case 2: the condition on η, reading [quarter], proved for every H and L

    The module's argument (conditions.rs, quarter): with η > 0 and φ₀ > 1, ε_ℓ is
    increasing in ℓ, so ε_ℓ ≤ ε_L = 2ηφ₀(1 + Hη)^L for ℓ ≤ L. Case 2's condition with the
    quarter, 4ηφ₀HL ≤ 1, gives 2ηφ₀ ≤ 1/(2HL) ≤ 1/2 (H, L ≥ 1) and LHη ≤ LHηφ₀ ≤ 1/4, so
    (1 + Hη)^L ≤ e^{LHη} ≤ e^{1/4} ≤ 1 + 2/4 (1 + x ≤ eˣ; eˣ ≤ 1 + 2x on [0, 1],
    Library/ExpFacts.v). Hence ε_ℓ ≤ (1/2)(3/2) = 3/4 ≤ 1 ([case_2_quarter_epsilon_le],
    Library/RemarkD2.v). Every premise is used. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse RemarkD2.
From Statements Require Import LargeWeights.remark_d_2_regimes LargeWeights.remark_d_2_p5__quarter.
Open Scope R_scope.

Theorem remark_d_2_p5__quarter_holds : remark_d_2_p5__quarter.
Proof.
  intros phi_0 eta H L HH HL Hphi Heta Hc i Hi.
  unfold remark_d_2_case_2_condition in Hc.
  replace (INR 4) with 4 in Hc by (simpl; ring).
  pose proof (case_2_quarter_epsilon_le phi_0 eta H L (S i) HH HL ltac:(lra) ltac:(lra) Hc
                ltac:(lia)).
  lra.
Qed.
