(** * Non-vacuity of [theorem_5_3__identity_witness_attained]: its premises hold together at one point

    Witness: n = 1, d = 1, H = 1, L = 1, eta = 1. *)

From Coq Require Import Reals Lra Lia.
From Statements Require Import LargeWeights.theorem_5_3__identity_witness_attained.
Open Scope R_scope.

Theorem theorem_5_3__identity_witness_attained_satisfiable :
  exists (n d H L : nat) (eta : R),
    ((1 <= n)%nat) /\
    ((1 <= d)%nat) /\
    ((1 <= H)%nat) /\
    ((1 <= L)%nat) /\
    (0 <= eta).
Proof. exists 1%nat, 1%nat, 1%nat, 1%nat, 1. repeat split; try lia; lra. Qed.
