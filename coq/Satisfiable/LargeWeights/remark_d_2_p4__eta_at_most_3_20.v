(** * Non-vacuity of [remark_d_2_p4__eta_at_most_3_20]: its premises hold together at φ₀ = 1/40, η = 1/10, H = L = 1: φ₀(1 + Hη)^L = 11/400 ≤ 1/20 = 0.5η, ε₁ = 11/2000. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse FinalBound.
From Statements Require Import LargeWeights.remark_d_2_regimes.
From Statements Require Import LargeWeights.remark_d_2_p4__eta_at_most_3_20.
Open Scope R_scope.

Theorem remark_d_2_p4__eta_at_most_3_20_satisfiable :
  exists (phi_0 eta : R) (H L : nat),
    ((1 <= H)%nat) /\
    ((1 <= L)%nat) /\
    (0 < eta) /\
    (eta <= 3 / 20) /\
    (remark_d_2_case_1_condition phi_0 eta H L) /\
    (remark_d_2_recalled phi_0 eta H L).
Proof.
  exists (1 / 40), (1 / 10), 1%nat, 1%nat.
  unfold remark_d_2_case_1_condition, remark_d_2_recalled.
  repeat match goal with |- _ /\ _ => split end.
  all: try lia.
  all: try (simpl; lra).
  all: intros l Hl; replace l with 1%nat by lia; unfold epsilon_l; simpl; lra.
Qed.
