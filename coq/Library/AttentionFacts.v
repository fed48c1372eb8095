(** * Facts about self-attention for every size

    The attention matrix is row-stochastic (non-negative entries, rows summing to 1), so a
    head's output is bounded entrywise by the value weights and the input:
    |softmv(X)ᵢⱼ| ≤ d ‖X‖_∞ ‖W_v‖_∞ with the entrywise maxima of §3.1 ([softmv_abs_le]). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Softmax SumFacts SoftmaxFacts Attention.
Open Scope R_scope.

Lemma attention_nonneg n d beta X Wq Wk i m :
  (m < n)%nat -> 0 <= attention_matrix n d beta X Wq Wk i m.
Proof. intros Hm. unfold attention_matrix, softm_rows. apply softm_nonneg, Hm. Qed.

Lemma attention_row_sum n d beta X Wq Wk i :
  (1 <= n)%nat -> sum n (fun m => attention_matrix n d beta X Wq Wk i m) = 1.
Proof. intros Hn. unfold attention_matrix, softm_rows. apply softm_sum. lia. Qed.

(** A row-stochastic combination of the rows of X: |(PX)ᵢₖ| ≤ M when every |Xₘₖ| ≤ M. *)
Lemma attention_mix_abs_le n d beta X Wq Wk i k M :
  (1 <= n)%nat -> (forall m, (m < n)%nat -> Rabs (X m k) <= M) ->
  Rabs (mmul n (attention_matrix n d beta X Wq Wk) X i k) <= M.
Proof.
  intros Hn HX. unfold mmul. eapply Rle_trans; [apply sum_abs_mul|].
  apply (Rle_trans _ (sum n (fun m => attention_matrix n d beta X Wq Wk i m * M))).
  - apply sum_le. intros m Hm.
    rewrite (Rabs_right (attention_matrix _ _ _ _ _ _ i m)) by (apply Rle_ge, attention_nonneg, Hm).
    apply Rmult_le_compat_l; [apply attention_nonneg, Hm | apply HX, Hm].
  - rewrite sum_scal_r, attention_row_sum by exact Hn. lra.
Qed.

(** |softmv(X)ᵢⱼ| ≤ d M w when every |Xₘₖ| ≤ M and every |(W_v)ₖⱼ| ≤ w. *)
Lemma softmv_abs_le n d beta X Wq Wk Wv i j M w :
  (1 <= n)%nat ->
  (forall m k, (m < n)%nat -> (k < d)%nat -> Rabs (X m k) <= M) ->
  (forall k, (k < d)%nat -> Rabs (Wv k j) <= w) ->
  Rabs (softmv n d beta X Wq Wk Wv i j) <= INR d * (M * w).
Proof.
  intros Hn HX HW. unfold softmv, mmul at 1. eapply Rle_trans; [apply sum_abs_mul|].
  apply sum_le_const. intros k Hk.
  apply Rmult_le_compat; try apply Rabs_pos; [|apply HW, Hk].
  apply attention_mix_abs_le; [exact Hn|]. intros m Hm. apply HX; assumption.
Qed.

(** Scores of X = R + 1yᵀ: (X W Xᵀ)ᵢⱼ = (R W Rᵀ)ᵢⱼ + Σₐ (yᵀW)ₐ Rⱼₐ + Σₐ (XW)ᵢₐ yₐ, the last
    term constant along row i. *)
Lemma scores_split d X Rm y W i j :
  (forall r b, X r b = Rm r b + y b) ->
  mmul d (mmul d X W) (transpose X) i j
  = mmul d (mmul d Rm W) (transpose Rm) i j
    + sum d (fun a => sum d (fun b => y b * W b a) * Rm j a)
    + sum d (fun a => mmul d X W i a * y a).
Proof.
  intros HX. unfold mmul at 1 3, transpose.
  rewrite (sum_ext d _ (fun a => mmul d X W i a * Rm j a + mmul d X W i a * y a))
    by (intros; rewrite HX; ring).
  rewrite sum_plus. f_equal.
  rewrite <- sum_plus. apply sum_ext. intros a _.
  assert (HXW : mmul d X W i a = mmul d Rm W i a + sum d (fun b => y b * W b a)).
  { unfold mmul. rewrite <- sum_plus. apply sum_ext. intros b _. rewrite HX. ring. }
  rewrite HXW. ring.
Qed.

(** With X = R + 1yᵀ and P row-stochastic (rows summing to 1):
    (P X W_v)ᵢⱼ = Σₘ Pᵢₘ (R W_v)ₘⱼ + (yᵀW_v)ⱼ. *)
Lemma mix_split n d P X Rm y Wv i j :
  (forall r b, X r b = Rm r b + y b) -> sum n (fun m => P i m) = 1 ->
  mmul d (mmul n P X) Wv i j
  = sum n (fun m => P i m * sum d (fun k => Rm m k * Wv k j)) + sum d (fun k => y k * Wv k j).
Proof.
  intros HX HP. assert (HP' : sum n (P i) = 1) by exact HP. unfold mmul.
  rewrite (sum_ext d _ (fun k => sum n (fun m => P i m * Rm m k) * Wv k j + y k * Wv k j)).
  2:{ intros k _. rewrite (sum_ext n _ (fun m => P i m * Rm m k + P i m * y k)) by (intros; rewrite HX; ring).
      rewrite sum_plus, sum_scal_r. rewrite ?HP, ?HP'. ring. }
  rewrite sum_plus. f_equal.
  rewrite (sum_ext d _ (fun k => sum n (fun m => P i m * Rm m k * Wv k j))) by (intros; symmetry; apply sum_scal_r).
  rewrite sum_swap. apply sum_ext. intros m _. rewrite <- sum_scal_l. apply sum_ext. intros. ring.
Qed.
