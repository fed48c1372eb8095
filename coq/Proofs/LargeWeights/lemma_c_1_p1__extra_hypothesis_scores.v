(** * large-weights, Lemma C.1, Part 1 with the score hypothesis (the repair), proved for
      every n, d and H

    The module's argument for the repair (that of Lemma 5.2's, with δ = 2Hε):
    - softm₂(Z) is softm, row by row, of the scores S(Z) = β (Z W₂) Zᵀ, and the hypothesis
      ‖β(B W₂ Bᵀ − X W₂ Xᵀ)‖_∞ ≤ 2Hε says that every score moves by at most δ = 2Hε from X
      to B; in particular Hε ≥ 0;
    - each entry of softm₂ then moves by at most 1 − e^{−2δ} ≤ 2δ = 4Hε
      ([softm_rows_close_entry], Library/SoftmaxPerturbation.v: the entry's ratio lies in
      [e^{−2δ}, e^{2δ}], so p′ − p ≤ min((e^{2δ} − 1)p, 1 − p) ≤ 1 − e^{−2δ} and
      p − p′ ≤ (1 − e^{−2δ})p);
    - and 4Hε ≤ 12Hε ≤ 6(e^{2Hε} − 1) = 3g(2Hε) = ε₀, by 1 + t ≤ eᵗ.

    Premises not used: all of [lemma_c_1_hypotheses] (the θᵢ-balance of every E₁ᵢ, the chain
    ‖Res(A_i)‖_∞ ≤ Kᵢ‖Res(X)‖_∞ ≤ ε, ‖(B − X)W_v‖_∞ ≤ Hε and ‖XW_v‖_∞ ≤ 1; the module marks
    them unneeded), and the three size premises; only the score hypothesis is used. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Softmax NormFacts Attention FinalBound SoftmaxPerturbation.
From Statements.LargeWeights Require Import lemma_c_1_p1 lemma_c_1_p1__extra_hypothesis_scores.
Open Scope R_scope.

Theorem lemma_c_1_p1__extra_hypothesis_scores_holds : lemma_c_1_p1__extra_hypothesis_scores.
Proof.
  intros n d H X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 W_v theta eps _ _ _ _ Hs.
  unfold lemma_c_1_part_1.
  set (beta := 1 / sqrt (INR d)) in *.
  set (B := madd X (multi_head n d H beta W_q_1 W_k_1 W_v_1 X)) in *.
  replace (2 * INR H * eps) with (2 * (INR H * eps)) in * by ring.
  set (t := INR H * eps) in *.
  set (W := mmul d W_q_2 (transpose W_k_2)).
  set (SB := mscale beta (mmul d (mmul d B W) (transpose B))).
  set (SX := mscale beta (mmul d (mmul d X W) (transpose X))).
  (* Hε ≥ 0 *)
  assert (He : 0 <= t) by (pose proof (max_abs_entry_nonneg n n
    (lemma_c_1_score_change d beta B X W_q_2 W_k_2)); lra).
  (* every score moves by at most δ = 2Hε *)
  assert (Hrow : forall i l, (i < n)%nat -> (l < n)%nat -> Rabs (SB i l - SX i l) <= 2 * t).
  { intros i l Hi Hl. eapply Rle_trans; [|exact Hs].
    replace (SB i l - SX i l) with (lemma_c_1_score_change d beta B X W_q_2 W_k_2 i l)
      by (unfold lemma_c_1_score_change, SB, SX, W, mscale, msub; ring).
    apply max_abs_entry_ge; assumption. }
  (* 2δ = 4Hε ≤ 6(e^{2Hε} − 1) = 3g(2Hε) *)
  assert (Hg : 2 * (2 * t) <= 3 * g_of (2 * t))
    by (unfold g_of; pose proof (exp_ineq1_le (2 * t)); lra).
  apply max_abs_entry_le; [lra|].
  intros i m Hi Hm. unfold msub.
  change (attention_matrix n d beta B W_q_2 W_k_2) with (softm_rows n SB).
  change (attention_matrix n d beta X W_q_2 W_k_2) with (softm_rows n SX).
  eapply Rle_trans; [apply (softm_rows_close_entry n SX SB i m (2 * t)); [exact Hm|]|].
  - intros l Hl. apply Hrow; assumption.
  - pose proof (one_minus_exp_neg_le (2 * (2 * t))). lra.
Qed.
