(** * Non-vacuity of [theorem_5_3__identity_witness]: its premises hold together at one point

    Witness: n = 1, d = 1, H = 1, L = 1, H' = 1, X = identity, W_q = W_k = W_v = (fun _ _ => identity), W_q' = W_k' = (fun _ _ => identity), eta = 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Matrices Norms NormFacts Attention Bounded.
From Statements Require Import LargeWeights.theorem_5_3__identity_witness.
Open Scope R_scope.

Theorem theorem_5_3__identity_witness_satisfiable :
  exists (n d H L H' : nat) (X : mat) (W_q W_k W_v : nat -> nat -> mat) (W_q' W_k' : nat -> nat -> mat) (eta : R),
    ((1 <= n)%nat) /\
    ((1 <= d)%nat) /\
    ((1 <= H)%nat) /\
    ((1 <= L)%nat) /\
    ((1 <= H')%nat) /\
    (weights_bounded L H d W_q W_k W_v eta).
Proof.
  exists 1%nat, 1%nat, 1%nat, 1%nat, 1%nat, identity, (fun _ _ => identity), (fun _ _ => identity), (fun _ _ => identity), (fun _ _ => identity), (fun _ _ => identity), 1.
  (* the identity's entries are 0 and 1 *)
  assert (HI : max_abs_entry 1 1 identity <= 1).
  { apply max_abs_entry_le; [lra|]. intros i j Hi Hj.
    replace i with 0%nat by lia. replace j with 0%nat by lia.
    unfold identity, diag, ones. simpl. rewrite Rabs_R1. lra. }
  repeat split; try lia; exact HI.
Qed.
