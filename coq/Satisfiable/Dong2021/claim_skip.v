From Coq Require Import Reals Lra.
From Lemmacheck Require Import Matrices Norms Residuals San.
From Statements Require Import Dong2021.claim_skip.
Open Scope R_scope.

Theorem claim_skip_satisfiable :
  exists (L H d d_qk : nat) (beta : R),
    ((1 <= L)%nat) /\ ((1 <= H)%nat) /\ ((1 <= d)%nat) /\ ((1 <= d_qk)%nat) /\ (0 < beta).
Proof.
  (* three layers of two heads, one feature, d_qk = 1, β = 1/16 *)
  exists 3%nat, 2%nat, 1%nat, 1%nat, (1 / 16).
  repeat split; auto; lra.
Qed.
