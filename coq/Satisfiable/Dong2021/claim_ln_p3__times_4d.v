From Coq Require Import Reals Lra.
From Lemmacheck Require Import Matrices.
From Statements Require Import Dong2021.claim_ln_p3__times_4d.
Open Scope R_scope.

(** One token of one feature, Z = 1, unit gain, zero bias, ε = 1. *)
Theorem claim_ln_p3__times_4d_satisfiable :
  exists (n d : nat) (Z_ : mat) (g b_LN : vec) (eps : R),
    ((1 <= n)%nat) /\ ((1 <= d)%nat) /\ (0 < eps).
Proof.
  exists 1%nat, 1%nat, (fun _ _ => 1), ones, (fun _ => 0), 1.
  repeat split; auto; lra.
Qed.
