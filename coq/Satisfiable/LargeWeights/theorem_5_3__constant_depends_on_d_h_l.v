(** * Non-vacuity of [theorem_5_3__constant_depends_on_d_h_l]: its premises hold together at one point

    Witness: d = 1, H = 1, L = 1. *)

From Coq Require Import Reals Lra Lia.
From Statements Require Import LargeWeights.theorem_5_3__constant_depends_on_d_h_l.
Open Scope R_scope.

Theorem theorem_5_3__constant_depends_on_d_h_l_satisfiable :
  exists (d H L : nat),
    ((1 <= d)%nat) /\
    ((1 <= H)%nat) /\
    ((1 <= L)%nat).
Proof. exists 1%nat, 1%nat, 1%nat. repeat split; lia. Qed.
