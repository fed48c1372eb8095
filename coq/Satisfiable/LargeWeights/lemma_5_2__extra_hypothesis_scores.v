From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Softmax Res Balance Attention FinalBound NormFacts.
From Statements Require Import LargeWeights.lemma_5_2 LargeWeights.lemma_5_2__extra_hypothesis_scores.
Open Scope R_scope.

Theorem lemma_5_2__extra_hypothesis_scores_satisfiable :
  exists (n : nat) (X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 : mat) (theta eps : R), ((1 <= n)%nat) /\ (balance n (lemma_5_2_E n (Res n) (1 / sqrt (INR n)) X W_q_1 W_k_1) <= theta) /\ (max_abs_entry n n (Res n (attention_matrix n n (1 / sqrt (INR n)) X W_q_1 W_k_1))
      <= (exp theta - 1) * max_abs_entry n n W_v_1 * max_abs_entry n n (Res n X)) /\ ((exp theta - 1) * max_abs_entry n n W_v_1 * max_abs_entry n n (Res n X) <= eps) /\ (max_abs_entry n n (lemma_5_2_score_change n (1 / sqrt (INR n))
      (madd X (attention_matrix n n (1 / sqrt (INR n)) X W_q_1 W_k_1)) X W_q_2 W_k_2) <= 2 * eps).
Proof.
  (* n = 1, X = [0], instance 1 with zero weights, instance 2 with W_q_2 = W_k_2 = [1];
     θ = 0 and ε = 1/2. Then β = 1, A = softm₁(X) = [1], B = [1], and the scores of
     instance 2 move from X W₂ Xᵀ = [0] to B W₂ Bᵀ = [1]: the score hypothesis holds with
     equality, 1 ≤ 2ε. *)
  exists 1%nat, zero_mat, zero_mat, zero_mat, zero_mat, identity, identity, 0, (1 / 2).
  assert (Hb : 1 / sqrt (INR 1) = 1) by (simpl; rewrite sqrt_1; lra).
  assert (HA : attention_matrix 1 1 1 zero_mat zero_mat zero_mat 0%nat 0%nat = 1).
  { unfold attention_matrix, softm_rows, softm, alpha, row. simpl.
    field. apply Rgt_not_eq, exp_pos. }
  (* a 1 × 1 residual is 0 *)
  assert (Hres : forall Z, max_abs_entry 1 1 (Res 1 Z) = 0).
  { intros Z. apply Rle_antisym; [|apply max_abs_entry_nonneg].
    apply max_abs_entry_le; [lra|]. intros i j Hi Hj.
    replace 0 with (0 / 2) by lra. apply res_entry_le; [lia| |exact Hi].
    intros r r' Hr Hr'. replace r with 0%nat by lia. replace r' with 0%nat by lia. lra. }
  rewrite Hb, !Hres, exp_0.
  split; [lia|]. split.
  - apply bigmax_le; [lra|]. intros i Hi. apply bigmax_le; [lra|]. intros j Hj.
    apply bigmax_le; [lra|]. intros l Hl.
    replace j with 0%nat by lia. replace l with 0%nat by lia.
    unfold Rminus. rewrite Rplus_opp_r, Rabs_R0. lra.
  - split; [lra|]. split; [lra|].
    apply max_abs_entry_le; [lra|]. intros i j Hi Hj.
    replace i with 0%nat by lia. replace j with 0%nat by lia.
    unfold lemma_5_2_score_change, mscale, msub, mmul, madd, transpose, identity, diag, ones.
    simpl. rewrite HA. unfold zero_mat. rewrite Rabs_right; lra.
Qed.
