From Coq Require Import Reals Lra.
From Lemmacheck Require Import Matrices San Paths.
From Statements Require Import Dong2021.theorem_2_1__skip_connections.
Open Scope R_scope.

Theorem theorem_2_1__skip_connections_satisfiable :
  exists (L H n d d_qk : nat) (X : mat) (W_Q W_K W_V : nat -> nat -> mat) (b : mat),
    ((1 <= L)%nat) /\ ((1 <= H)%nat) /\ ((1 <= n)%nat) /\ ((1 <= d)%nat) /\ ((1 <= d_qk)%nat).
Proof.
  (* two layers of two heads on two tokens of one feature: X = [[0]; [1]] (Xᵢⱼ = i),
     identity weights, zero biases *)
  exists 2%nat, 2%nat, 2%nat, 1%nat, 1%nat, (fun i _ => INR i),
    (fun _ _ => identity), (fun _ _ => identity), (fun _ _ => identity), zero_mat.
  repeat split; auto.
Qed.
