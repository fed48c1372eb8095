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
