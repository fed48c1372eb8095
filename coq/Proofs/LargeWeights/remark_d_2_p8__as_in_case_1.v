(** * large-weights, Remark D.2, Case 2: the final bound, reading [as-in-case-1], proved for every H and L

    The module's argument (final_bound.rs, as-in-case-1: "C < 6η ≤ 6/(φ₀HL) < 6/L, and
    Σ_{k<L} (6/L)^k < 10 for every L"): with the recalled 0 < ε_ℓ < 1, every
    3η(ε_ℓ² + 1) ≤ 6η, so 0 ≤ C ≤ 6η ([lipschitz_constant_le_6eta],
    [lipschitz_constant_nonneg], Library/RemarkD2.v). Case 2's condition ηφ₀HL ≤ 1 with
    φ₀ > 1 and H ≥ 1 gives ηL ≤ 1, so CL ≤ 6. Then C^{L−1} + ⋯ + 1 ≤ 10
    ([geometric_sum_six_over_L]: for L ≥ 7, C ≤ 6/7 ≤ 9/10 and the sum is at most 10 by
    induction; for L ≤ 6 it is at most Σ_{k<L} (6/L)^k, which is 1, 4, 7, 8.125, 7.4416,
    6), and C^L + ⋯ + C + 1 = 1 + C(C^{L−1} + ⋯ + 1) ≤ 1 + 10C. δ ≥ 0 because δ ≥ 2g(2Hε₁)
    and ε₁ > 0 ([delta_of_nonneg]); multiplying by δ gives (C^L + ⋯ + 1)δ ≤ δ(1 + 10C)
    ([final_bound_le]). Every premise is used (the module notes that Case 2's condition
    could be dropped at the cost of a numerical argument; this proof uses it). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse FinalBound RemarkD2.
From Statements Require Import LargeWeights.remark_d_2_regimes LargeWeights.remark_d_2_p8__as_in_case_1.
Open Scope R_scope.

Theorem remark_d_2_p8__as_in_case_1_holds : remark_d_2_p8__as_in_case_1.
Proof.
  intros phi_0 eta H L HH HL Hphi Heta Hc Hrec.
  unfold remark_d_2_case_2_condition in Hc. simpl (INR 1) in Hc.
  assert (HHr : 1 <= INR H) by (apply (le_INR 1); lia).
  assert (HLr : 1 <= INR L) by (apply (le_INR 1); lia).
  assert (HC : lipschitz_constant eta phi_0 H L <= 6 * eta).
  { apply lipschitz_constant_le_6eta; [exact HL | lra |].
    intros l Hl. destruct (Hrec l Hl). lra. }
  pose proof (lipschitz_constant_nonneg eta phi_0 H L HL ltac:(lra)) as HC0.
  apply final_bound_le; [exact HL | assumption | |].
  - apply delta_of_nonneg; [exact HL|].
    destruct (Hrec 1%nat ltac:(lia)). lra.
  - apply geometric_sum_six_over_L; [exact HL | assumption |].
    (* ηL ≤ ηL·φ₀H = ηφ₀HL ≤ 1 *)
    assert (Hph : 1 <= phi_0 * INR H) by nra.
    assert (HetaL : eta * INR L <= 1).
    { assert (eta * INR L * 1 <= eta * INR L * (phi_0 * INR H))
        by (apply Rmult_le_compat_l; nra).
      replace (eta * INR L * (phi_0 * INR H)) with (1 * eta * phi_0 * INR H * INR L) in H0
        by ring.
      lra. }
    assert (lipschitz_constant eta phi_0 H L * INR L <= 6 * eta * INR L)
      by (apply Rmult_le_compat_r; lra).
    lra.
Qed.
