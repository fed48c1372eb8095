(** * Non-vacuity of [lemma_d_7_p1__d_h_eta]: its premises hold together at one point

    Witness: n = 1, d = 1, H = 1, L = 1, X0 = identity, Wq = (fun _ _ => identity), Wk = (fun _ _ => identity), Wv = (fun _ _ => identity), eta = 1, phi0 = 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Matrices Norms NormFacts Attention.
From Statements Require Import LargeWeights.lemma_d_7_p1__d_h_eta.
Open Scope R_scope.

Theorem lemma_d_7_p1__d_h_eta_satisfiable :
  exists (n d H L : nat) (X0 : mat) (Wq Wk Wv : nat -> nat -> mat) (eta phi0 : R),
    ((1 <= n)%nat) /\
    ((1 <= d)%nat) /\
    ((1 <= H)%nat) /\
    ((1 <= L)%nat) /\
    ((forall l h, (l < L)%nat -> (h < H)%nat -> max_abs_entry d d (Wv l h) <= eta)) /\
    (max_abs_entry n d X0 <= phi0).
Proof.
  exists 1%nat, 1%nat, 1%nat, 1%nat, identity, (fun _ _ => identity), (fun _ _ => identity), (fun _ _ => identity), 1, 1.
  (* the identity's entries are 0 and 1 *)
  assert (HI : max_abs_entry 1 1 identity <= 1).
  { apply max_abs_entry_le; [lra|]. intros i j Hi Hj.
    replace i with 0%nat by lia. replace j with 0%nat by lia.
    unfold identity, diag, ones. simpl. rewrite Rabs_R1. lra. }
  repeat split; try lia; [|exact HI]. intros l h Hl Hh. exact HI.
Qed.
