(** * large-weights, Lemma D.5, Part 2 with the bound d³ K₂ ‖X − Y‖_∞, proved for every size

    The module's argument (src/claims/large_weights/lemma_d_5.rs, Repairs, times-d-cubed),
    with x = ‖X‖_∞, y = ‖Y‖_∞, w = ‖W‖_∞ (W = W_q W_kᵀ), v = ‖W_v‖_∞, δ = ‖X − Y‖_∞,
    P = softm(X), Q = softm(Y) the attention matrices:
    1. as in Part 1 (Proofs/LargeWeights/lemma_d_5_p1__times_d_squared.v), the scores move
       by at most M := d² w δ (x + y) entrywise, and every row of ΔP = P − Q has absolute
       sum at most M ([attention_l1_diff_le], Library/BalanceBounds.v); y ≤ 3x by the
       hypothesis ‖Y − X‖_∞ ≤ 2‖X‖_∞;
    2. PX − QY = P(X − Y) + ΔP·Y; P is row-stochastic, so |(P(X − Y))ᵢₖ| ≤ δ
       ([stochastic_mix_abs_le]), and |(ΔP·Y)ᵢₖ| ≤ (Σₘ |ΔPᵢₘ|) y ≤ M y;
    3. softmv(X) − softmv(Y) = (PX − QY) W_v sums d terms, each at most (δ + M y) v:
       the left-hand side is at most d v δ + d M y v ≤ d v δ + d³ w δ (4x)(3x) v
       = d v δ + d³ K₁ x v δ ≤ d³ (K₁ x v + v) δ = d³ K₂ δ (d ≤ d³ for d ≥ 1).
    (The module bounds ΔP·Y W_v through ‖Y W_v‖_∞ ≤ 3d x v; the order of the two sums is
    the only difference.) Every premise is used. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts Attention AttentionFacts
  BalanceBounds.
From Statements.LargeWeights Require Import lemma_d_5_p1 lemma_d_5_p2__times_d_cubed.
Open Scope R_scope.

Theorem lemma_d_5_p2__times_d_cubed_holds : lemma_d_5_p2__times_d_cubed.
Proof.
  intros n d X Y W_q W_k W_v Hn Hd Hclose.
  unfold lemma_d_5_part_2, lemma_d_5_K2, lemma_d_5_K1. unfold lemma_d_5_close in Hclose.
  set (W := mmul d W_q (transpose W_k)).
  set (P := attention_matrix n d 1 X W_q W_k). set (Q := attention_matrix n d 1 Y W_q W_k).
  set (x := max_abs_entry n d X). set (y := max_abs_entry n d Y).
  set (w := max_abs_entry d d W). set (e := max_abs_entry n d (msub X Y)).
  set (v := max_abs_entry d d W_v).
  fold x in Hclose.
  assert (Hx : 0 <= x) by apply max_abs_entry_nonneg.
  assert (Hy0 : 0 <= y) by apply max_abs_entry_nonneg.
  assert (Hw : 0 <= w) by apply max_abs_entry_nonneg.
  assert (He : 0 <= e) by apply max_abs_entry_nonneg.
  assert (Hv : 0 <= v) by apply max_abs_entry_nonneg.
  assert (HD1 : 1 <= INR d) by (apply (le_INR 1 d) in Hd; simpl in Hd; exact Hd).
  (* ‖Y‖_∞ ≤ 3‖X‖_∞ *)
  assert (Hy : y <= 3 * x).
  { apply max_abs_entry_le; [lra|]. intros i j Hi Hj.
    pose proof (max_abs_entry_ge n d X i j Hi Hj) as H1.
    pose proof (max_abs_entry_ge n d (msub Y X) i j Hi Hj) as H2.
    change (msub Y X i j) with (Y i j - X i j) in H2. fold x in H1.
    replace (Y i j) with (X i j + (Y i j - X i j)) by ring.
    eapply Rle_trans; [apply Rabs_triang|]. lra. }
  set (M := INR d * INR d * w * e * (x + y)).
  (* the final inequality between the numbers *)
  assert (Hfinal : INR d * ((e + M * y) * v) <= INR d ^ 3 * (12 * x * w * x * v + v) * e).
  { unfold M. simpl pow.
    set (A := INR d) in *.
    assert (Hxy : (x + y) * y <= 12 * (x * x)).
    { apply (Rle_trans _ ((4 * x) * y)); [apply Rmult_le_compat_r; lra|].
      replace (12 * (x * x)) with ((4 * x) * (3 * x)) by ring.
      apply Rmult_le_compat_l; lra. }
    assert (Hc : 0 <= A * A * A * w * e * v) by (repeat apply Rmult_le_pos; lra).
    assert (HA : A * e * v <= A * A * A * e * v).
    { assert (0 <= e * v) by (apply Rmult_le_pos; lra).
      assert (A <= A * A * A) by nra.
      replace (A * e * v) with (A * (e * v)) by ring.
      replace (A * A * A * e * v) with ((A * A * A) * (e * v)) by ring.
      apply Rmult_le_compat_r; assumption. }
    assert (HB : (A * A * A * w * e * v) * ((x + y) * y) <= (A * A * A * w * e * v) * (12 * (x * x)))
      by (apply Rmult_le_compat_l; assumption).
    replace (A * ((e + A * A * w * e * (x + y) * y) * v))
      with (A * e * v + (A * A * A * w * e * v) * ((x + y) * y)) by ring.
    replace (A * (A * (A * 1)) * (12 * x * w * x * v + v) * e)
      with (A * A * A * e * v + (A * A * A * w * e * v) * (12 * (x * x))) by ring.
    lra. }
  assert (HM0 : 0 <= M) by (unfold M; repeat apply Rmult_le_pos; lra).
  assert (Hfin0 : 0 <= INR d * ((e + M * y) * v))
    by (apply Rmult_le_pos; [lra | apply Rmult_le_pos; [apply Rplus_le_le_0_compat; [|apply Rmult_le_pos]|]; lra]).
  apply max_abs_entry_le; [lra|]. intros i j Hi Hj.
  eapply Rle_trans; [|exact Hfinal].
  (* row i of ΔP has absolute sum at most M *)
  assert (Hrow : sum n (fun m => Rabs (P i m - Q i m)) <= M).
  { apply attention_l1_diff_le; [exact Hn|]. intros m Hm.
    rewrite !Rmult_1_l. apply (scores_change_le n d X Y W i m Hi Hm). }
  (* (PX − QY)ᵢₖ = Σₘ Pᵢₘ (X − Y)ₘₖ + Σₘ ΔPᵢₘ Yₘₖ, at most δ + M y *)
  assert (Hmix : forall k, (k < d)%nat ->
            Rabs (mmul n P X i k - mmul n Q Y i k) <= e + M * y).
  { intros k Hk.
    assert (Hsplit : mmul n P X i k - mmul n Q Y i k
                     = sum n (fun m => P i m * (X m k - Y m k)) + sum n (fun m => (P i m - Q i m) * Y m k)).
    { unfold mmul. rewrite <- sum_minus, <- sum_plus. apply sum_ext. intros. ring. }
    rewrite Hsplit. eapply Rle_trans; [apply Rabs_triang|]. apply Rplus_le_compat.
    - apply stochastic_mix_abs_le.
      + intros m Hm. apply attention_nonneg, Hm.
      + apply (attention_row_sum n d 1 X W_q W_k i Hn).
      + intros m Hm. apply (max_abs_entry_ge n d (msub X Y) m k Hm Hk).
    - eapply Rle_trans; [apply sum_abs_mul|].
      apply (Rle_trans _ (sum n (fun m => Rabs (P i m - Q i m) * y))).
      + apply sum_le. intros m Hm. apply Rmult_le_compat_l; [apply Rabs_pos|].
        apply (max_abs_entry_ge n d Y m k Hm Hk).
      + rewrite sum_scal_r. apply Rmult_le_compat_r; assumption. }
  unfold msub, softmv. fold P Q.
  unfold mmul at 1 3. rewrite <- sum_minus.
  rewrite (sum_ext d _ (fun k => (mmul n P X i k - mmul n Q Y i k) * W_v k j)) by (intros; ring).
  apply sum_mul_abs_le; [exact Hmix|].
  intros k Hk. apply (max_abs_entry_ge d d W_v k j Hk Hj).
Qed.
