From Coq Require Import Reals Lra.
From Lemmacheck Require Import Matrices Norms NormFacts.
From Statements Require Import LargeWeights.lemma_d_5_p1 LargeWeights.lemma_d_5_p1__times_d_squared.
Open Scope R_scope.

(** n = d = 1, X = (1), Y = (2) (‖Y − X‖_∞ = 1 ≤ 2 = 2‖X‖_∞), all weights (1). *)
Theorem lemma_d_5_p1__times_d_squared_satisfiable :
  exists (n d : nat) (X Y W_q W_k W_v : mat),
    ((1 <= n)%nat) /\ ((1 <= d)%nat) /\ (lemma_d_5_close n d X Y).
Proof.
  exists 1%nat, 1%nat, (fun _ _ => 1), (fun _ _ => 2), (fun _ _ => 1), (fun _ _ => 1), (fun _ _ => 1).
  split; [constructor|]. split; [constructor|].
  unfold lemma_d_5_close.
  pose proof (max_abs_entry_ge 1 1 (fun _ _ => 1) 0 0 ltac:(constructor) ltac:(constructor)) as HX.
  cbv beta in HX. rewrite Rabs_R1 in HX.
  apply max_abs_entry_le; [lra|]. intros i j _ _. unfold msub.
  replace (2 - 1) with 1 by ring. rewrite Rabs_R1. lra.
Qed.
