(** * Dong et al. (2021), Eq. (12) times n, proved for every size

    The module's argument, written out: the product is D1·w with wⱼ = (softmax(r)ᵀR W_V)ⱼ,
    so column j has Σᵢ |D1ᵢ| |wⱼ|. Here Σᵢ |D1ᵢ| ≤ n‖D1‖_∞, and
    |wⱼ| ≤ Σₘ |(softmax(r)ᵀR)ₘ| |(W_V)ₘⱼ| ≤ ‖R‖₁ ‖W_V‖₁, since each |(softmax(r)ᵀR)ₘ| ≤
    Σₗ softmax(r)ₗ |Rₗₘ| ≤ Σₗ |Rₗₘ| ≤ ‖R‖₁ (0 < softmax(r)ₗ ≤ 1). Only the diagonal of D
    enters, with entries of any sign. The hypotheses d ≥ 1 and d_v ≥ 1 are not used. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts.
From Statements Require Import Dong2021.eq_12__times_n.
Open Scope R_scope.

Theorem eq_12__times_n_holds : eq_12__times_n.
Proof.
  intros n d d_v D s R W_V Hn _ _ Hpos Hsum D1.
  (* softmax(r)ᵀR and softmax(r)ᵀR W_V *)
  set (t := fun m => sum n (fun l => s l * R l m)).
  set (w := fun j => sum d (fun m => t m * W_V m j)).
  assert (HM : forall i j, mmul d (mmul n (outer D1 s) R) W_V i j = D1 i * w j).
  { intros i j. unfold mmul, outer, w, t. rewrite <- sum_scal_l.
    apply sum_ext. intros m _.
    replace (sum n (fun l => D1 i * s l * R l m)) with (D1 i * sum n (fun l => s l * R l m))
      by (rewrite <- sum_scal_l; apply sum_ext; intros; ring).
    ring. }
  (* 0 < softmax(r)ₗ ≤ 1 *)
  assert (Hs1 : forall l, (l < n)%nat -> Rabs (s l) <= 1).
  { intros l Hl. rewrite Rabs_right by (apply Rle_ge, Rlt_le, Hpos, Hl). rewrite <- Hsum.
    apply sum_term_le; [exact Hl | intros; apply Rlt_le, Hpos; assumption]. }
  assert (Ht : forall m, (m < d)%nat -> Rabs (t m) <= max_column_sum n d R).
  { intros m Hm. unfold t. eapply Rle_trans; [apply sum_abs_mul|].
    eapply Rle_trans; [|apply column_sum_le_max, Hm].
    apply sum_le. intros l Hl. rewrite <- (Rmult_1_l (Rabs (R l m))) at 2.
    apply Rmult_le_compat_r; [apply Rabs_pos | apply Hs1, Hl]. }
  assert (Hw : forall j, (j < d_v)%nat -> Rabs (w j) <= max_column_sum n d R * max_column_sum d d_v W_V).
  { intros j Hj. unfold w. eapply Rle_trans; [apply sum_abs_mul|].
    apply (Rle_trans _ (sum d (fun m => max_column_sum n d R * Rabs (W_V m j)))).
    - apply sum_le. intros m Hm. apply Rmult_le_compat_r; [apply Rabs_pos | apply Ht, Hm].
    - rewrite sum_scal_l. apply Rmult_le_compat_l; [apply max_column_sum_nonneg|].
      apply column_sum_le_max, Hj. }
  (* Σᵢ |D1ᵢ| ≤ n ‖D1‖_∞ *)
  assert (HD : sum n (fun i => Rabs (D1 i)) <= INR n * max_row_sum n 1 (fun i _ => D1 i)).
  { apply sum_le_const. intros i Hi.
    exact (abs_entry_le_max_row_sum n 1 (fun i _ => D1 i) i 0 Hi ltac:(lia)). }
  pose proof (max_row_sum_nonneg n 1 (fun i _ => D1 i)).
  pose proof (max_column_sum_nonneg n d R). pose proof (max_column_sum_nonneg d d_v W_V).
  unfold max_column_sum at 1. apply bigmax_le.
  { apply Rmult_le_pos; [apply pos_INR|]. repeat apply Rmult_le_pos; assumption. }
  intros j Hj.
  rewrite (sum_ext _ _ (fun i => Rabs (D1 i) * Rabs (w j))) by (intros; rewrite HM; apply Rabs_mult).
  rewrite sum_scal_r.
  apply (Rle_trans _ (INR n * max_row_sum n 1 (fun i _ => D1 i) * (max_column_sum n d R * max_column_sum d d_v W_V))).
  - apply Rmult_le_compat; [apply sum_abs_nonneg | apply Rabs_pos | exact HD | apply Hw, Hj].
  - right. ring.
Qed.
