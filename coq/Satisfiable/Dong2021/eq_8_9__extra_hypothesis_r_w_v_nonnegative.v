From Coq Require Import Reals Lra.
From Lemmacheck Require Import Matrices Softmax Balance.
From Statements Require Import Dong2021.eq_8_9__extra_hypothesis_r_w_v_nonnegative.
Open Scope R_scope.

(** One token, one feature, one value column: E = 0, r = 0, R = W_V = 1 (both ≥ 0). *)
Theorem eq_8_9__extra_hypothesis_r_w_v_nonnegative_satisfiable :
  exists (n d d_v : nat) (E : mat) (r : vec) (R_ W_V : mat),
    ((1 <= n)%nat) /\ ((1 <= d)%nat) /\ ((1 <= d_v)%nat) /\
    ((forall i j, (i < n)%nat -> (j < d)%nat -> 0 <= R_ i j)) /\
    ((forall i j, (i < d)%nat -> (j < d_v)%nat -> 0 <= W_V i j)).
Proof.
  exists 1%nat, 1%nat, 1%nat, zero_mat, (fun _ => 0), (fun _ _ => 1), (fun _ _ => 1).
  repeat split; try (intros; lra); auto.
Qed.
