(** * Non-vacuity of [lemma_4_1__constant_2]: its premises hold together at one point

    Witness: n = 1, d = 1, A = zero_mat, B = (fun _ _ => 1 / 2), eps = 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Matrices Norms NormFacts Res.
From Statements Require Import LargeWeights.lemma_4_1__constant_2.
Open Scope R_scope.

Theorem lemma_4_1__constant_2_satisfiable :
  exists (n d : nat) (A B : mat) (eps : R),
    ((1 <= n)%nat) /\
    ((1 <= d)%nat) /\
    (max_abs_entry n d (msub A B) <= eps).
Proof.
  exists 1%nat, 1%nat, zero_mat, (fun _ _ => 1 / 2), 1.
  repeat split; try lia; try lra.
  apply max_abs_entry_le; [lra|]. intros i j Hi Hj. unfold msub, zero_mat.
  rewrite Rabs_left; lra.
Qed.
