(** * Non-vacuity of [eq_12__times_n]: its premises hold together at one point

    Witness: n = 1, d = 1, d_v = 1, D = identity, s = ones, R = identity, W_V = identity. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms.
From Statements Require Import Dong2021.eq_12__times_n.
Open Scope R_scope.

Theorem eq_12__times_n_satisfiable :
  exists (n d d_v : nat) (D : mat) (s : vec) (R W_V : mat),
    ((1 <= n)%nat) /\
    ((1 <= d)%nat) /\
    ((1 <= d_v)%nat) /\
    ((forall i, (i < n)%nat -> 0 < s i)) /\
    (sum n s = 1).
Proof.
  exists 1%nat, 1%nat, 1%nat, identity, ones, identity, identity.
  repeat split; try lia.
  - intros i Hi. unfold ones. lra.
  - simpl. unfold ones. lra.
Qed.
