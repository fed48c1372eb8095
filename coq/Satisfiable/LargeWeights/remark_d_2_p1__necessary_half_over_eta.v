(** * Non-vacuity of [remark_d_2_p1__necessary_half_over_eta]: its premises hold together at φ₀ = 1/8, η = 1/2, H = L = 1: ε₁ = 3/16. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse FinalBound.
From Statements Require Import LargeWeights.remark_d_2_regimes.
From Statements Require Import LargeWeights.remark_d_2_p1__necessary_half_over_eta.
Open Scope R_scope.

Theorem remark_d_2_p1__necessary_half_over_eta_satisfiable :
  exists (phi_0 eta : R) (H L : nat),
    ((1 <= H)%nat) /\
    ((1 <= L)%nat) /\
    (0 < eta) /\
    (eta <= 1) /\
    (remark_d_2_recalled phi_0 eta H L).
Proof.
  exists (1 / 8), (1 / 2), 1%nat, 1%nat.
  unfold remark_d_2_recalled.
  repeat match goal with |- _ /\ _ => split end.
  all: try lia.
  all: try (simpl; lra).
  all: intros l Hl; replace l with 1%nat by lia; unfold epsilon_l; simpl; lra.
Qed.
