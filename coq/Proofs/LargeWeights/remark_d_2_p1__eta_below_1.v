(** * large-weights, Remark D.2, Case 1: the condition on φ₀, reading [eta-below-1], proved for every H and L

    The module's argument (conditions.rs, Case 1): for η > 0 and φ₀ > 0, ε_ℓ = 2ηφ₀(1 + Hη)^ℓ
    is positive and increasing in ℓ (1 + Hη ≥ 1), so for ℓ ≤ L Case 1's condition
    φ₀(1 + Hη)^L ≤ 0.5η gives ε_ℓ ≤ ε_L = 2η·φ₀(1 + Hη)^L ≤ η² ([case_1_epsilon_le],
    Library/RemarkD2.v), and η² < 1 because 0 < η < 1. Every premise is used except
    [(1 <= H)%nat] and [(1 <= L)%nat]. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse RemarkD2.
From Statements Require Import LargeWeights.remark_d_2_regimes LargeWeights.remark_d_2_p1__eta_below_1.
Open Scope R_scope.

Theorem remark_d_2_p1__eta_below_1_holds : remark_d_2_p1__eta_below_1.
Proof.
  intros phi_0 eta H L _ _ Heta Heta1 Hphi Hc i Hi.
  unfold remark_d_2_case_1_condition in Hc.
  split.
  - apply epsilon_l_pos; assumption.
  - pose proof (case_1_epsilon_le phi_0 eta H L (S i) Heta Hc ltac:(lia)).
    assert (eta * eta < 1) by nra. lra.
Qed.
