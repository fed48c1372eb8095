From Coq Require Import Reals Lra.
From Lemmacheck Require Import Matrices Softmax Balance.
From Statements Require Import LargeWeights.eq_7__extra_hypothesis_r_nonnegative.
Open Scope R_scope.

Theorem eq_7__extra_hypothesis_r_nonnegative_satisfiable :
  exists (n d : nat) (x : vec) (R_ E : mat) (r : vec), ((1 <= n)%nat) /\ ((1 <= d)%nat) /\ ((forall k j, (k < n)%nat -> (j < d)%nat -> 0 <= R_ k j)).
Proof.
  (* n = d = 1, x = 0, R = [1], E = 0, r = 0 *)
  exists 1%nat, 1%nat, (fun _ => 0), (fun _ _ => 1), zero_mat, (fun _ => 0).
  split; [auto|]. split; [auto|]. intros k j _ _. lra.
Qed.
