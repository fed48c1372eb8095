From Coq Require Import Reals Lra.
From Lemmacheck Require Import Matrices Norms.
From Statements Require Import Dong2021.claim_norm_1_inf_p2__submultiplicativity.
Open Scope R_scope.

(** 1 × 1 matrices A = B = 1 (the statement has no hypothesis beyond the sizes). *)
Theorem claim_norm_1_inf_p2__submultiplicativity_satisfiable :
  exists (n k d : nat) (A B : mat),
    ((1 <= n)%nat) /\ ((1 <= k)%nat) /\ ((1 <= d)%nat).
Proof.
  exists 1%nat, 1%nat, 1%nat, (fun _ _ => 1), (fun _ _ => 1).
  repeat split; auto.
Qed.
