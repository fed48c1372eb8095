(** * Non-vacuity of [lemma_d_4__softm_a]: its premises hold together at one point

    Witness: n = 1, a = (fun _ => 0), b = (fun _ => 1 / 2). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Softmax.
From Statements Require Import LargeWeights.lemma_d_4__softm_a.
Open Scope R_scope.

Theorem lemma_d_4__softm_a_satisfiable :
  exists (n : nat) (a b : vec),
    ((1 <= n)%nat) /\
    (vmax_abs n b <= 1).
Proof.
  exists 1%nat, (fun _ => 0), (fun _ => 1 / 2).
  repeat split; try lia.
  apply bigmax_le; [lra|]. intros i Hi. rewrite Rabs_right; lra.
Qed.
