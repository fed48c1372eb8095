(** * large-weights, Lemma D.5, Part 1 with the bound d² K₁ ‖X − Y‖_∞, proved for every size

    The module's argument (src/claims/large_weights/lemma_d_5.rs, Repairs, times-d-squared),
    with x = ‖X‖_∞, y = ‖Y‖_∞, w = ‖W‖_∞ (W = W_q W_kᵀ), δ = ‖X − Y‖_∞:
    1. the scores move by at most M := d² w δ (x + y) entrywise: XWXᵀ − YWYᵀ =
       (X − Y)WXᵀ + YW(X − Y)ᵀ and each product of an n×d, a d×d and a d×n matrix has
       entries at most d² times the product of the entrywise maxima ([scores_change_le],
       Library/BalanceBounds.v);
    2. y ≤ x + ‖Y − X‖_∞ ≤ 3x by the hypothesis, so M ≤ 4 d² w x δ;
    3. softm's Jacobian has ℓ_∞ → ℓ₁ norm at most 1: a row of softm(X) − softm(Y) has
       absolute sum at most the largest change M of that row's scores
       ([attention_l1_diff_le]: 2 tanh(D/4) of Library/Spread.v with the spread D ≤ 2M, and
       2 tanh(M/2) ≤ M); hence every entry of softm(X) − softm(Y) is at most
       M ≤ 4 d² w x δ ≤ d² (12 x w) δ = d² K₁ δ.
    (The module's ℓ_∞ → ℓ_∞ bound ½ would give d² K₁ δ / 6; the ℓ₁ bound used here gives
    d² K₁ δ / 3, enough.) Premise not used: [(1 <= d)%nat] (the bound holds at d = 0
    too); W_v does not enter Part 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts Attention BalanceBounds.
From Statements.LargeWeights Require Import lemma_d_5_p1 lemma_d_5_p1__times_d_squared.
Open Scope R_scope.

Theorem lemma_d_5_p1__times_d_squared_holds : lemma_d_5_p1__times_d_squared.
Proof.
  intros n d X Y W_q W_k W_v Hn Hd Hclose.
  unfold lemma_d_5_part_1, lemma_d_5_K1. unfold lemma_d_5_close in Hclose.
  set (W := mmul d W_q (transpose W_k)).
  set (x := max_abs_entry n d X). set (y := max_abs_entry n d Y).
  set (w := max_abs_entry d d W). set (e := max_abs_entry n d (msub X Y)).
  fold x in Hclose.
  assert (Hx : 0 <= x) by apply max_abs_entry_nonneg.
  assert (Hw : 0 <= w) by apply max_abs_entry_nonneg.
  assert (He : 0 <= e) by apply max_abs_entry_nonneg.
  assert (HD : 0 <= INR d) by apply pos_INR.
  (* ‖Y‖_∞ ≤ 3‖X‖_∞ *)
  assert (Hy : y <= 3 * x).
  { apply max_abs_entry_le; [lra|]. intros i j Hi Hj.
    pose proof (max_abs_entry_ge n d X i j Hi Hj) as H1.
    pose proof (max_abs_entry_ge n d (msub Y X) i j Hi Hj) as H2.
    change (msub Y X i j) with (Y i j - X i j) in H2. fold x in H1.
    replace (Y i j) with (X i j + (Y i j - X i j)) by ring.
    eapply Rle_trans; [apply Rabs_triang|]. lra. }
  set (M := INR d * INR d * w * e * (x + y)).
  assert (HM : M <= INR d ^ 2 * (12 * x * w) * e).
  { unfold M. simpl pow.
    assert (0 <= INR d * INR d * w * e) by (repeat apply Rmult_le_pos; assumption).
    replace (INR d * (INR d * 1) * (12 * x * w) * e) with ((INR d * INR d * w * e) * (12 * x)) by ring.
    apply Rmult_le_compat_l; [assumption | lra]. }
  assert (HM0 : 0 <= M) by (unfold M; assert (0 <= y) by apply max_abs_entry_nonneg;
                            repeat apply Rmult_le_pos; lra).
  apply max_abs_entry_le; [lra|]. intros i l Hi Hl.
  (* the row's absolute sum bounds the entry *)
  assert (Hrow : sum n (fun m => Rabs (attention_matrix n d 1 X W_q W_k i m
                                       - attention_matrix n d 1 Y W_q W_k i m)) <= M).
  { apply attention_l1_diff_le; [exact Hn|]. intros m Hm.
    rewrite !Rmult_1_l. apply (scores_change_le n d X Y W i m Hi Hm). }
  unfold msub.
  eapply Rle_trans; [|exact HM]. eapply Rle_trans; [|exact Hrow].
  apply (sum_term_le n (fun m => Rabs (attention_matrix n d 1 X W_q W_k i m
                                       - attention_matrix n d 1 Y W_q W_k i m)) l Hl).
  intros. apply Rabs_pos.
Qed.
