(** * Non-vacuity of [lemma_a_3__extra_hypothesis_max_difference_at_most_1]: its premises hold together at one point

    Witness: n = 1, E = zero_mat, r = (fun _ => 0). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Softmax Balance.
From Statements Require Import Dong2021.lemma_a_3__extra_hypothesis_max_difference_at_most_1.
Open Scope R_scope.

Theorem lemma_a_3__extra_hypothesis_max_difference_at_most_1_satisfiable :
  exists (n : nat) (E : mat) (r : vec),
    ((1 <= n)%nat) /\
    (balance n E <= 1).
Proof.
  exists 1%nat, zero_mat, (fun _ => 0).
  split; [lia|].
  apply bigmax_le; [lra|]. intros i Hi. unfold balance_diagonal.
  apply bigmax_le; [lra|]. intros j Hj. apply bigmax_le; [lra|]. intros l Hl.
  unfold zero_mat. rewrite Rminus_diag_eq, Rabs_R0 by reflexivity. lra.
Qed.
