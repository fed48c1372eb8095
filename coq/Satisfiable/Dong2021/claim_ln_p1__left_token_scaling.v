From Coq Require Import Reals Lra.
From Lemmacheck Require Import Sums Matrices San.
From Statements Require Import Dong2021.claim_ln_p1__left_token_scaling.
Open Scope R_scope.

(** One head, one token of one feature, d_qk = 1, zero weights, bias and input, unit gain,
    zero LayerNorm bias, ε = 1. *)
Theorem claim_ln_p1__left_token_scaling_satisfiable :
  exists (H n d d_qk : nat) (X : mat) (W_Q W_K W_V : nat -> nat -> mat) (b : mat) (g b_LN : vec) (eps : R),
    ((1 <= H)%nat) /\ ((1 <= n)%nat) /\ ((1 <= d)%nat) /\ ((1 <= d_qk)%nat) /\ (0 < eps).
Proof.
  exists 1%nat, 1%nat, 1%nat, 1%nat, zero_mat, (fun _ _ => zero_mat), (fun _ _ => zero_mat), (fun _ _ => zero_mat),
    zero_mat, ones, (fun _ => 0), 1.
  repeat split; auto; lra.
Qed.
