(** * Non-vacuity of [eq_2]: its premises hold together at one point

    Witness: n = 1, a = (fun _ => 0), b = (fun _ => 1 / 2), eps = 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms.
From Statements Require Import LargeWeights.eq_2.
Open Scope R_scope.

Theorem eq_2_satisfiable :
  exists (n : nat) (a b : vec) (eps : R),
    ((1 <= n)%nat) /\
    (vmax_abs n b <= eps).
Proof.
  exists 1%nat, (fun _ => 0), (fun _ => 1 / 2), 1.
  repeat split; try lia.
  apply bigmax_le; [lra|]. intros i Hi. rewrite Rabs_right; lra.
Qed.
