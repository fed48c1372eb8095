(** * large-weights, Remark D.2, Case 1: C ≤ 6η, reading [case-condition-only], proved for every H and L

    The module's argument (constants.rs, "In Case 1 it does (ε_ℓ ≤ η² ≤ 1)"): for every
    ℓ ∈ [L], ε_ℓ > 0 (η, φ₀ > 0) and Case 1's condition gives ε_ℓ ≤ ε_L ≤ η² ≤ 1
    ([case_1_epsilon_le], Library/RemarkD2.v); so ε_ℓ² + 1 ≤ 2, every 3η(ε_ℓ² + 1) ≤ 6η,
    and so is their maximum C ([lipschitz_constant_le_6eta]). Premise not used:
    [(1 <= H)%nat]. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse RemarkD2.
From Statements Require Import LargeWeights.remark_d_2_regimes LargeWeights.remark_d_2_p2__case_condition_only.
Open Scope R_scope.

Theorem remark_d_2_p2__case_condition_only_holds : remark_d_2_p2__case_condition_only.
Proof.
  intros phi_0 eta H L _ HL Heta Heta1 Hphi Hc.
  unfold remark_d_2_case_1_condition in Hc.
  apply lipschitz_constant_le_6eta; [exact HL | lra |].
  intros l Hl.
  pose proof (epsilon_l_pos eta phi_0 H l Heta Hphi).
  pose proof (case_1_epsilon_le phi_0 eta H L l Heta Hc ltac:(lia)).
  assert (eta * eta <= 1) by nra. lra.
Qed.
