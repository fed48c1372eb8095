(** * large-weights, Remark D.2, Case 1: the final bound, reading [eta-at-most-3-20], proved for every H and L

    The module's argument (final_bound.rs, eta-at-most-3-20): with the recalled
    0 < ε_ℓ < 1, every 3η(ε_ℓ² + 1) ≤ 6η, so 0 ≤ C ≤ 6η ≤ 9/10 (η ≤ 3/20)
    ([lipschitz_constant_le_6eta], [lipschitz_constant_nonneg], Library/RemarkD2.v); then
    C^{L−1} + ⋯ + 1 ≤ 10 (by induction, 1 + C·10 ≤ 10: [geometric_sum_le_10]), and
    C^L + ⋯ + C + 1 = 1 + C(C^{L−1} + ⋯ + 1) ≤ 1 + 10C. δ ≥ 0 because δ ≥ 2g(2Hε₁) and
    ε₁ > 0 ([delta_of_nonneg]); multiplying by δ gives (C^L + ⋯ + 1)δ ≤ δ(1 + 10C)
    ([final_bound_le]). Premises not used: [(1 <= H)%nat] and Case 1's condition
    [remark_d_2_case_1_condition phi_0 eta H L] (the module's "unneeded"). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse FinalBound RemarkD2.
From Statements Require Import LargeWeights.remark_d_2_regimes LargeWeights.remark_d_2_p4__eta_at_most_3_20.
Open Scope R_scope.

Theorem remark_d_2_p4__eta_at_most_3_20_holds : remark_d_2_p4__eta_at_most_3_20.
Proof.
  intros phi_0 eta H L _ HL Heta Heta1 _ Hrec.
  assert (HC : lipschitz_constant eta phi_0 H L <= 6 * eta).
  { apply lipschitz_constant_le_6eta; [exact HL | lra |].
    intros l Hl. destruct (Hrec l Hl). lra. }
  pose proof (lipschitz_constant_nonneg eta phi_0 H L HL ltac:(lra)).
  apply final_bound_le; [exact HL | assumption | |].
  - apply delta_of_nonneg; [exact HL|].
    destruct (Hrec 1%nat ltac:(lia)). lra.
  - apply geometric_sum_le_10. lra.
Qed.
