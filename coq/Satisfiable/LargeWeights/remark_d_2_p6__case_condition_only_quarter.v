(** * Non-vacuity of [remark_d_2_p6__case_condition_only_quarter]: its premises hold together at φ₀ = 2, η = 1/8, H = L = 1: 4ηφ₀HL = 1 (on Case 2's quartered bound). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse FinalBound.
From Statements Require Import LargeWeights.remark_d_2_regimes.
From Statements Require Import LargeWeights.remark_d_2_p6__case_condition_only_quarter.
Open Scope R_scope.

Theorem remark_d_2_p6__case_condition_only_quarter_satisfiable :
  exists (phi_0 eta : R) (H L : nat),
    ((1 <= H)%nat) /\
    ((1 <= L)%nat) /\
    (1 < phi_0) /\
    (0 < eta) /\
    (remark_d_2_case_2_condition 4 phi_0 eta H L).
Proof.
  exists 2, (1 / 8), 1%nat, 1%nat.
  unfold remark_d_2_case_2_condition.
  repeat match goal with |- _ /\ _ => split end.
  all: try lia.
  all: try (simpl; lra).
Qed.
