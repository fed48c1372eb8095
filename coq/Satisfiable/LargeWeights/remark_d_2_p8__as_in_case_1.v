(** * Non-vacuity of [remark_d_2_p8__as_in_case_1]: its premises hold together at φ₀ = 2, η = 1/8, H = L = 1: ηφ₀HL = 1/4, ε₁ = 9/16. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse FinalBound.
From Statements Require Import LargeWeights.remark_d_2_regimes.
From Statements Require Import LargeWeights.remark_d_2_p8__as_in_case_1.
Open Scope R_scope.

Theorem remark_d_2_p8__as_in_case_1_satisfiable :
  exists (phi_0 eta : R) (H L : nat),
    ((1 <= H)%nat) /\
    ((1 <= L)%nat) /\
    (1 < phi_0) /\
    (0 < eta) /\
    (remark_d_2_case_2_condition 1 phi_0 eta H L) /\
    (remark_d_2_recalled phi_0 eta H L).
Proof.
  exists 2, (1 / 8), 1%nat, 1%nat.
  unfold remark_d_2_case_2_condition, remark_d_2_recalled.
  repeat match goal with |- _ /\ _ => split end.
  all: try lia.
  all: try (simpl; lra).
  all: intros l Hl; replace l with 1%nat by lia; unfold epsilon_l; simpl; lra.
Qed.
