(** * large-weights, Lemma C.1, Part 2 with the score hypothesis (the repair), proved for
      every n, d and H

    The module's argument for the repair, with δ = 2Hε and y = e^{2Hε} − 1:
    - as in Part 1, the score hypothesis says every score of softm₂ moves by at most δ from X
      to B, and gives Hε ≥ 0; row i of P_B = softm₂(B) and of P_X = softm₂(X) are then at ℓ₁
      distance Lᵢ ≤ e^{2δ} − 1 = e^{4Hε} − 1 = y(y + 2) (each entry within a factor e^{±2δ},
      [softm_rows_close_l1]) and Lᵢ ≤ 2 ([softm_l1_le_2]), Library/SoftmaxPerturbation.v;
    - softmv₂(B) − softmv₂(X) = P_B(B − X)W_v + (P_B − P_X)XW_v ([softmv_diff_le]): the first
      term's entries are convex combinations of entries of (B − X)W_v, at most Hε by the
      hypothesis ‖(B − X)W_v‖_∞ ≤ Hε; the second's are at most Lᵢ‖XW_v‖_∞ ≤ Lᵢ by the
      hypothesis ‖XW_v‖_∞ ≤ 1;
    - with Hε ≤ y/2 (1 + t ≤ eᵗ): Hε + min(2, y(y + 2)) ≤ y/2 + 3.5y + 2y = 6y when y ≤ 3.5,
      and ≤ y/2 + 2 < 6y when y > 3.5; 6y = 3g(2Hε) = ε₀.

    Premises not used: from [lemma_c_1_hypotheses], the θᵢ-balance of every E₁ᵢ and the chain
    ‖Res(A_i)‖_∞ ≤ Kᵢ‖Res(X)‖_∞ ≤ ε (the module marks them unneeded; its two bounds on W_v
    are used); [(1 <= d)%nat] and [(1 <= H)%nat]. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Softmax NormFacts Attention FinalBound SoftmaxPerturbation.
From Statements.LargeWeights Require Import lemma_c_1_p1 lemma_c_1_p2 lemma_c_1_p1__extra_hypothesis_scores
  lemma_c_1_p2__extra_hypothesis_scores.
Open Scope R_scope.

Theorem lemma_c_1_p2__extra_hypothesis_scores_holds : lemma_c_1_p2__extra_hypothesis_scores.
Proof.
  intros n d H X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 W_v theta eps Hn _ _ Hh Hs.
  unfold lemma_c_1_hypotheses in Hh. destruct Hh as [_ [Hdiff Hx]].
  unfold lemma_c_1_part_2.
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
  (* y = e^{2Hε} − 1 ≥ 2Hε and e^{2δ} − 1 = y(y + 2) *)
  set (y := exp (2 * t) - 1).
  assert (Hy : 2 * t <= y) by (unfold y; pose proof (exp_ineq1_le (2 * t)); lra).
  assert (Hsq : exp (2 * (2 * t)) - 1 = y * (y + 2)).
  { unfold y. replace (2 * (2 * t)) with (2 * t + 2 * t) by ring. rewrite exp_plus. ring. }
  assert (Hfin : forall L, 0 <= L -> L <= 2 -> L <= y * (y + 2) -> t + L <= 3 * g_of (2 * t)).
  { intros L HL0 HL2 HLy. unfold g_of. fold y.
    destruct (Rle_or_lt y (7 / 2)) as [Hs'|Hl']; nra. }
  apply max_abs_entry_le; [pose proof (Hfin 0 ltac:(lra) ltac:(lra) ltac:(nra)); lra|].
  intros i j Hi Hj. unfold msub.
  set (L := sum n (fun m => Rabs (attention_matrix n d beta B W_q_2 W_k_2 i m
                                   - attention_matrix n d beta X W_q_2 W_k_2 i m))).
  eapply Rle_trans; [apply (softmv_diff_le n d beta B X W_q_2 W_k_2 W_v i j t 1); [exact Hn | |]|].
  - intros m Hm. eapply Rle_trans; [apply max_abs_entry_ge; eassumption | exact Hdiff].
  - intros m Hm. eapply Rle_trans; [apply max_abs_entry_ge; eassumption | exact Hx].
  - fold L. rewrite Rmult_1_l.
    assert (HL : L = sum n (fun m => Rabs (softm_rows n SB i m - softm_rows n SX i m))) by reflexivity.
    apply Hfin.
    + apply sum_nonneg. intros. apply Rabs_pos.
    + rewrite HL. unfold softm_rows. apply softm_l1_le_2. lia.
    + rewrite HL, <- Hsq. apply softm_rows_close_l1; [lia|]. intros l Hl. apply Hrow; assumption.
Qed.
