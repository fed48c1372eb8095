From Coq Require Import Reals Lra List.
From Lemmacheck Require Import Sums Matrices San Cofactors DongFacts.
From Statements Require Import Dong2021.claim_ln_p2__linear_part.
Open Scope R_scope.

(** n = d = k = 1: A = B = 1 and Z = A B = 1, unit gain, zero bias, ε = 1. *)
Theorem claim_ln_p2__linear_part_satisfiable :
  exists (n d k : nat) (Z_ A B : mat) (g b_LN : vec) (eps : R),
    ((1 <= n)%nat) /\ ((1 <= d)%nat) /\ ((1 <= k)%nat) /\ (0 < eps) /\
    ((forall i j, (i < n)%nat -> (j < d)%nat -> Z_ i j = mmul k A B i j)).
Proof.
  exists 1%nat, 1%nat, 1%nat, (fun _ _ => 1), (fun _ _ => 1), (fun _ _ => 1), ones, (fun _ => 0), 1.
  repeat split; auto; try lra.
  intros i j _ _. unfold mmul. simpl. ring.
Qed.
