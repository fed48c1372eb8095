(** * Non-vacuity of [remark_d_2_p6]: its premises hold together at one point

    Witness: phi_0 = 2, eta = (1 / 8), H = 1, L = 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse.
From Statements Require Import LargeWeights.remark_d_2_regimes.
From Statements Require Import LargeWeights.remark_d_2_p6.
Open Scope R_scope.

Theorem remark_d_2_p6_satisfiable :
  exists (phi_0 eta : R) (H L : nat),
    ((1 <= H)%nat) /\
    ((1 <= L)%nat) /\
    (1 < phi_0) /\
    (0 < eta) /\
    (remark_d_2_case_2_condition 1 phi_0 eta H L) /\
    (remark_d_2_recalled phi_0 eta H L).
Proof.
  exists 2, (1 / 8), 1%nat, 1%nat.
  split; [lia|]. split; [lia|]. split; [lra|]. split; [lra|].
  split; [unfold remark_d_2_case_2_condition; simpl; lra|].
  intros l Hl. replace l with 1%nat by lia. unfold epsilon_l. simpl. lra.
Qed.
