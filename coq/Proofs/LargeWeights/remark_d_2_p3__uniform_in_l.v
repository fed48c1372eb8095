(** * large-weights, Remark D.2, Case 1: δ = O(1), reading [uniform-in-l], proved for every H and L

    The module's argument (constants.rs, "It holds: ε_ℓ ≤ η² (Case 1's condition)"): for
    every ℓ ∈ [L], Case 1's condition gives ε_ℓ ≤ η² ([case_1_epsilon_le],
    Library/RemarkD2.v: for φ₀ > 0, ε_ℓ ≤ ε_L = 2η·φ₀(1 + Hη)^L ≤ η²; for φ₀ ≤ 0,
    ε_ℓ ≤ 0 ≤ η²), so 2Hε_ℓ ≤ 2Hη² (H ≥ 0), and since g(x) = 2(eˣ − 1) is increasing,
    every 2g(2Hε_ℓ) ≤ 2g(2Hη²), and so is their maximum δ ([delta_of_le]). Premises not
    used: [(1 <= H)%nat], [eta <= 1] and [0 < phi_0] (the module's "unneeded" for φ₀ > 0). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse FinalBound RemarkD2.
From Statements Require Import LargeWeights.remark_d_2_regimes LargeWeights.remark_d_2_p3__uniform_in_l.
Open Scope R_scope.

Theorem remark_d_2_p3__uniform_in_l_holds : remark_d_2_p3__uniform_in_l.
Proof.
  intros phi_0 eta H L _ HL Heta _ _ Hc.
  unfold remark_d_2_case_1_condition in Hc.
  apply delta_of_le; [exact HL|].
  intros l Hl.
  pose proof (case_1_epsilon_le phi_0 eta H L l Heta Hc ltac:(lia)).
  pose proof (pos_INR H).
  replace (2 * INR H * eta * eta) with (2 * INR H * (eta * eta)) by ring.
  apply Rmult_le_compat_l; [lra | assumption].
Qed.
