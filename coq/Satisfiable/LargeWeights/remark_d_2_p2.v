(** * Non-vacuity of [remark_d_2_p2]: its premises hold together at one point

    Witness: phi0 = (1 / 8), eta = 1, H = 1, L = 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse.
From Statements Require Import LargeWeights.remark_d_2_p2.
Open Scope R_scope.

Theorem remark_d_2_p2_satisfiable :
  exists (phi0 eta : R) (H L : nat),
    ((1 <= H)%nat) /\
    ((1 <= L)%nat) /\
    (0 < eta) /\
    (phi0 * (1 + INR H * eta) ^ L <= 1 / 2 * eta) /\
    ((forall l, (1 <= l <= L)%nat -> 0 < epsilon_l eta phi0 H l < 1)).
Proof.
  exists (1 / 8), 1, 1%nat, 1%nat.
  split; [lia|]. split; [lia|]. split; [lra|].
  split; [simpl; lra|].
  intros l Hl. replace l with 1%nat by lia. unfold epsilon_l. simpl. lra.
Qed.
