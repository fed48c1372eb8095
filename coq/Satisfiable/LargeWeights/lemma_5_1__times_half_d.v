(** * Non-vacuity of [lemma_5_1__times_half_d]: its premises hold together at one point

    Witness: n = 1, d = 1, X = identity, Wq = identity, Wk = identity, Wv = identity, theta = 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Res Balance Attention.
From Statements Require Import LargeWeights.lemma_5_1.
From Statements Require Import LargeWeights.lemma_5_1__times_half_d.
Open Scope R_scope.

Theorem lemma_5_1__times_half_d_satisfiable :
  exists (n d : nat) (X Wq Wk Wv : mat) (theta : R),
    ((1 <= n)%nat) /\
    ((1 <= d)%nat) /\
    (balance n (lemma_5_1_E n d (1 / sqrt (INR d)) X Wq Wk) <= theta).
Proof.
  exists 1%nat, 1%nat, identity, identity, identity, identity, 1.
  split; [lia|]. split; [lia|].
  (* a 1 × 1 matrix has no spread: every |E₁₁ − E₁₁| is 0 *)
  apply bigmax_le; [lra|]. intros i Hi. unfold balance_diagonal.
  apply bigmax_le; [lra|]. intros j Hj. apply bigmax_le; [lra|]. intros l Hl.
  replace j with 0%nat by lia. replace l with 0%nat by lia.
  rewrite Rminus_diag_eq, Rabs_R0 by reflexivity. lra.
Qed.
