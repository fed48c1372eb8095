(** * Non-vacuity of [lemma_4_4]: its premises hold together at one point

    Witness: n = 1, a = (fun _ => 0), b = (fun _ => 1 / 2), eps = 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Matrices Norms Softmax.
From Statements Require Import LargeWeights.lemma_4_4.
Open Scope R_scope.

Theorem lemma_4_4_satisfiable :
  exists (n : nat) (a b : vec) (eps : R),
    ((1 <= n)%nat) /\
    ((forall i, (i < n)%nat -> Rabs (b i) <= eps)).
Proof.
  exists 1%nat, (fun _ => 0), (fun _ => 1 / 2), 1.
  split; [lia|]. intros i Hi. rewrite Rabs_right; lra.
Qed.
