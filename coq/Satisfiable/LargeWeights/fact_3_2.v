(** * Non-vacuity of [fact_3_2]: its premises hold together at one point

    Witness: n = 1, x = (fun _ => 0), a = 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Matrices Softmax.
From Statements Require Import LargeWeights.fact_3_2.
Open Scope R_scope.

Theorem fact_3_2_satisfiable :
  exists (n : nat) (x : vec) (a : R),
    ((1 <= n)%nat).
Proof.
  exists 1%nat, (fun _ => 0), 1.
  lia.
Qed.
