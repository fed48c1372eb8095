(** * large-weights, Lemma 5.2 with the score hypothesis (the repair), proved for every n

    The module's argument (scores that move by at most δ), with δ = 2ε:
    - softm₂(Z) is softm, row by row, of the scores S(Z) = β (Z W₂) Zᵀ, and the hypothesis
      ‖β(B W₂ Bᵀ − X W₂ Xᵀ)‖_∞ ≤ 2ε says that every score of every row moves by at most
      δ = 2ε from X to B: |S(B)ᵢₗ − S(X)ᵢₗ| ≤ 2ε; in particular ε ≥ 0;
    - each entry of softm₂ then moves by at most 1 − e^{−2δ} ≤ 2δ ([softm_rows_close_entry],
      Library/SoftmaxPerturbation.v: the ratio of the new entry p′ to the old p lies in
      [e^{−2δ}, e^{2δ}], so p′ − p ≤ min((e^{2δ} − 1)p, 1 − p) ≤ 1 − e^{−2δ} and
      p − p′ ≤ (1 − e^{−2δ})p);
    - hence ‖softm₂(B) − softm₂(X)‖_∞ ≤ 2δ = 4ε ≤ 4(e^{2ε} − 1) = 2g(2ε), by 1 + t ≤ eᵗ.

    Premises not used: the θ-balance of E₁ and both inequalities of the chain
    ‖Res(A)‖_∞ ≤ K‖Res(X)‖_∞ ≤ ε (the module marks all three unneeded: the chain only fixes
    ε), and [(1 <= n)%nat]; only the score hypothesis is used. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Softmax NormFacts Attention FinalBound SoftmaxPerturbation.
From Statements.LargeWeights Require Import lemma_5_2 lemma_5_2__extra_hypothesis_scores.
Open Scope R_scope.

Theorem lemma_5_2__extra_hypothesis_scores_holds : lemma_5_2__extra_hypothesis_scores.
Proof.
  intros n X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 theta eps _ _ _ _ Hs.
  set (beta := 1 / sqrt (INR n)) in *.
  set (B := madd X (attention_matrix n n beta X W_q_1 W_k_1)) in *.
  set (W := mmul n W_q_2 (transpose W_k_2)).
  set (SB := mscale beta (mmul n (mmul n B W) (transpose B))).
  set (SX := mscale beta (mmul n (mmul n X W) (transpose X))).
  (* ε ≥ 0 *)
  assert (He : 0 <= eps) by (pose proof (max_abs_entry_nonneg n n
    (lemma_5_2_score_change n beta B X W_q_2 W_k_2)); lra).
  (* every score moves by at most 2ε *)
  assert (Hrow : forall i l, (i < n)%nat -> (l < n)%nat -> Rabs (SB i l - SX i l) <= 2 * eps).
  { intros i l Hi Hl. eapply Rle_trans; [|exact Hs].
    replace (SB i l - SX i l) with (lemma_5_2_score_change n beta B X W_q_2 W_k_2 i l)
      by (unfold lemma_5_2_score_change, SB, SX, W, mscale, msub; ring).
    apply max_abs_entry_ge; assumption. }
  (* 2δ = 4ε ≤ 4(e^{2ε} − 1) = 2g(2ε) *)
  assert (Hg : 2 * (2 * eps) <= 2 * g_of (2 * eps))
    by (unfold g_of; pose proof (exp_ineq1_le (2 * eps)); lra).
  apply max_abs_entry_le; [lra|].
  intros i m Hi Hm. unfold msub.
  change (attention_matrix n n beta B W_q_2 W_k_2) with (softm_rows n SB).
  change (attention_matrix n n beta X W_q_2 W_k_2) with (softm_rows n SX).
  eapply Rle_trans; [apply (softm_rows_close_entry n SX SB i m (2 * eps)); [exact Hm|]|].
  - intros l Hl. apply Hrow; assumption.
  - pose proof (one_minus_exp_neg_le (2 * (2 * eps))). lra.
Qed.
