From Coq Require Import Reals Lra.
From Lemmacheck Require Import Matrices Norms NormFacts Residuals San.
From Statements Require Import Dong2021.claim_skip__family_values_zero.
Open Scope R_scope.

Theorem claim_skip__family_values_zero_satisfiable :
  exists (L H n d d_qk : nat) (X : mat) (W_Q W_K W_V : nat -> nat -> mat) (b : mat),
    ((1 <= L)%nat) /\ ((1 <= H)%nat) /\ ((1 <= n)%nat) /\ ((1 <= d)%nat) /\ ((1 <= d_qk)%nat) /\
    ((forall l h : nat, (l < L)%nat -> (h < H)%nat -> max_abs_entry d d (W_V l h) = 0)).
Proof.
  (* two layers of one head on two tokens of one feature: X = [[0]; [1]] (Xᵢⱼ = i),
     W_Q = W_K = I, W_V = 0, biases 1 *)
  exists 2%nat, 1%nat, 2%nat, 1%nat, 1%nat, (fun i _ => INR i),
    (fun _ _ => identity), (fun _ _ => identity), (fun _ _ => zero_mat), (fun _ _ => 1).
  repeat split; auto.
  intros l h _ _. apply Rle_antisym; [|apply max_abs_entry_nonneg].
  apply max_abs_entry_le; [lra|]. intros i j _ _. unfold zero_mat. rewrite Rabs_R0. lra.
Qed.
