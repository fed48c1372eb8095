(** * Non-vacuity of [remark_d_2_p1__eta_below_1]: its premises hold together at φ₀ = 1/8, η = 1/2, H = L = 1: φ₀(1 + Hη)^L = 3/16 ≤ 1/4 = 0.5η. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse FinalBound.
From Statements Require Import LargeWeights.remark_d_2_regimes.
From Statements Require Import LargeWeights.remark_d_2_p1__eta_below_1.
Open Scope R_scope.

Theorem remark_d_2_p1__eta_below_1_satisfiable :
  exists (phi_0 eta : R) (H L : nat),
    ((1 <= H)%nat) /\
    ((1 <= L)%nat) /\
    (0 < eta) /\
    (eta < 1) /\
    (0 < phi_0) /\
    (remark_d_2_case_1_condition phi_0 eta H L).
Proof.
  exists (1 / 8), (1 / 2), 1%nat, 1%nat.
  unfold remark_d_2_case_1_condition.
  repeat match goal with |- _ /\ _ => split end.
  all: try lia.
  all: try (simpl; lra).
Qed.
