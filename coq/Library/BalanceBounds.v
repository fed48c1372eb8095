(** * Bounds on bilinear scores, their change, and the change of softm, for every size

    Shared by the proofs of the repairs of large-weights' Lemma D.5 ([times-d-squared],
    [times-d-cubed]) and Lemma B.2 ([theta-2d-cubed]), with ‖·‖_∞ the entrywise maximum:

    - [bilinear_abs_le]: |(A W Bᵀ)ᵢₗ| ≤ d² a w b when every |Aᵢₖ| ≤ a, |Wₖₘ| ≤ w, |Bₗₘ| ≤ b
      (each of the two products sums d terms: Fact 3.3 with its inner dimensions);
    - [product_abs_le]: |(W_q W_kᵀ)ₖₘ| ≤ d η² when every |(W_q)ₖₐ|, |(W_k)ₘₐ| ≤ η;
    - [scores_diff]: X W Xᵀ − Y W Yᵀ = (X − Y) W Xᵀ + Y W (X − Y)ᵀ, entrywise;
    - [scores_change_le]: |(X W Xᵀ − Y W Yᵀ)ᵢₗ| ≤ d² ‖W‖_∞ ‖X − Y‖_∞ (‖X‖_∞ + ‖Y‖_∞);
    - [exp_pade_le]: eᴹ(2 − M) ≤ 2 + M for M ≥ 0, i.e. 2 tanh(M/2) ≤ M;
    - [softm_l1_diff_le]: if every |tₗ − sₗ| ≤ M then Σₗ |softm(t)ₗ − softm(s)ₗ| ≤ M (softm's
      Jacobian diag(p) − ppᵀ has ℓ_∞ → ℓ₁ norm at most 1), from the bound 2 tanh(D/4) of
      [softm_l1_shift_le] (Library/Spread.v) with the spread D ≤ 2M of t − s;
    - [attention_l1_diff_le]: the same for a row of two attention matrices;
    - [stochastic_mix_abs_le]: a convex combination of numbers at most b in absolute value
      is at most b.

    Only the standard library's reals are used. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Softmax SumFacts ExpFacts SoftmaxFacts
  NormFacts Attention Spread.
Open Scope R_scope.

(** ** Products *)

(** |Σₖ fₖ gₖ| ≤ d a w when every |fₖ| ≤ a and |gₖ| ≤ w. *)
Lemma sum_mul_abs_le d f g a w :
  (forall k, (k < d)%nat -> Rabs (f k) <= a) -> (forall k, (k < d)%nat -> Rabs (g k) <= w) ->
  Rabs (sum d (fun k => f k * g k)) <= INR d * (a * w).
Proof.
  intros Hf Hg. eapply Rle_trans; [apply sum_abs_mul|].
  apply sum_le_const. intros k Hk.
  apply Rmult_le_compat; try apply Rabs_pos; [apply Hf, Hk | apply Hg, Hk].
Qed.

(** |(A W Bᵀ)ᵢₗ| = |Σₘ (Σₖ Aᵢₖ Wₖₘ) Bₗₘ| ≤ d (d a w) b. *)
Lemma bilinear_abs_le d A W B i l a w b :
  (forall k, (k < d)%nat -> Rabs (A i k) <= a) ->
  (forall k m, (k < d)%nat -> (m < d)%nat -> Rabs (W k m) <= w) ->
  (forall m, (m < d)%nat -> Rabs (B l m) <= b) ->
  Rabs (mmul d (mmul d A W) (transpose B) i l) <= INR d * INR d * a * w * b.
Proof.
  intros HA HW HB. unfold mmul at 1, transpose.
  replace (INR d * INR d * a * w * b) with (INR d * ((INR d * (a * w)) * b)) by ring.
  apply sum_mul_abs_le; [|exact HB].
  intros m Hm. unfold mmul. apply sum_mul_abs_le; [exact HA|]. intros k Hk. apply HW; assumption.
Qed.

(** Every entry of W_q W_kᵀ is at most d η² in absolute value. *)
Lemma product_abs_le d Wq Wk eta k m :
  max_abs_entry d d Wq <= eta -> max_abs_entry d d Wk <= eta ->
  (k < d)%nat -> (m < d)%nat -> Rabs (mmul d Wq (transpose Wk) k m) <= INR d * (eta * eta).
Proof.
  intros Hq Hk Hkd Hmd. unfold mmul, transpose. apply sum_mul_abs_le; intros a Ha.
  - eapply Rle_trans; [apply (max_abs_entry_ge d d Wq); assumption | exact Hq].
  - eapply Rle_trans; [apply (max_abs_entry_ge d d Wk); assumption | exact Hk].
Qed.

(** ** How the scores move *)

(** X W Xᵀ − Y W Yᵀ = (X − Y) W Xᵀ + Y W (X − Y)ᵀ. *)
Lemma scores_diff d X Y W i l :
  mmul d (mmul d X W) (transpose X) i l - mmul d (mmul d Y W) (transpose Y) i l
  = mmul d (mmul d (msub X Y) W) (transpose X) i l + mmul d (mmul d Y W) (transpose (msub X Y)) i l.
Proof.
  assert (U : forall A B, mmul d (mmul d A W) (transpose B) i l
                          = sum d (fun m => mmul d A W i m * B l m)) by reflexivity.
  rewrite !U, <- sum_minus, <- sum_plus. apply sum_ext. intros m _.
  assert (E : mmul d (msub X Y) W i m = mmul d X W i m - mmul d Y W i m).
  { unfold mmul. rewrite <- sum_minus. apply sum_ext. intros k _. unfold msub. ring. }
  rewrite E. unfold msub. ring.
Qed.

(** |(X W Xᵀ − Y W Yᵀ)ᵢₗ| ≤ d² ‖W‖_∞ ‖X − Y‖_∞ (‖X‖_∞ + ‖Y‖_∞), X, Y ∈ ℝⁿˣᵈ, W ∈ ℝᵈˣᵈ. *)
Lemma scores_change_le n d X Y W i l :
  (i < n)%nat -> (l < n)%nat ->
  Rabs (mmul d (mmul d X W) (transpose X) i l - mmul d (mmul d Y W) (transpose Y) i l)
  <= INR d * INR d * max_abs_entry d d W * max_abs_entry n d (msub X Y)
     * (max_abs_entry n d X + max_abs_entry n d Y).
Proof.
  intros Hi Hl. rewrite scores_diff.
  eapply Rle_trans; [apply Rabs_triang|].
  set (w := max_abs_entry d d W). set (e := max_abs_entry n d (msub X Y)).
  set (x := max_abs_entry n d X). set (y := max_abs_entry n d Y).
  assert (HW : forall k m, (k < d)%nat -> (m < d)%nat -> Rabs (W k m) <= w)
    by (intros; apply max_abs_entry_ge; assumption).
  pose proof (bilinear_abs_le d (msub X Y) W X i l e w x
    (fun k Hk => max_abs_entry_ge n d (msub X Y) i k Hi Hk) HW
    (fun m Hm => max_abs_entry_ge n d X l m Hl Hm)) as H1.
  pose proof (bilinear_abs_le d Y W (msub X Y) i l y w e
    (fun k Hk => max_abs_entry_ge n d Y i k Hi Hk) HW
    (fun m Hm => max_abs_entry_ge n d (msub X Y) l m Hl Hm)) as H2.
  replace (INR d * INR d * w * e * (x + y))
    with (INR d * INR d * e * w * x + INR d * INR d * y * w * e) by ring.
  lra.
Qed.

(** ** How softm moves *)

(** eᴹ(2 − M) ≤ 2 + M for M ≥ 0: f(x) = (2 + x)e^{−x} + x has f(0) = 2 and
    f'(x) = 1 − (1 + x)e^{−x} ≥ 0 (1 + x ≤ eˣ), so (2 + M)e^{−M} ≥ 2 − M. *)
Lemma exp_pade_le M : 0 <= M -> exp M * (2 - M) <= 2 + M.
Proof.
  intros HM.
  set (f := fun x => (2 + x) * exp (- x) + x).
  assert (Hd : derivable f) by (unfold f; reg).
  assert (Hf : f 0 <= f M).
  { destruct HM as [HM|<-]; [|lra].
    apply (derive_increasing_interv_var 0 M f Hd HM); [|lra|lra|lra].
    intros x Hx.
    replace (derive_pt f x (Hd x)) with (1 - (1 + x) * exp (- x)).
    - pose proof (exp_ineq1_le x) as H1. pose proof (exp_pos (- x)) as H2.
      assert (He : exp x * exp (- x) = 1) by (rewrite <- exp_plus, Rplus_opp_r; apply exp_0).
      assert ((1 + x) * exp (- x) <= exp x * exp (- x)) by (apply Rmult_le_compat_r; lra).
      lra.
    - symmetry. apply derive_pt_eq_0. unfold f.
      change (fun x0 => (2 + x0) * exp (- x0) + x0)
        with (plus_fct (mult_fct (plus_fct (fct_cte 2) id) (comp exp (opp_fct id))) id).
      replace (1 - (1 + x) * exp (- x))
        with (((0 + 1) * (comp exp (opp_fct id)) x + (plus_fct (fct_cte 2) id) x * (exp (opp_fct id x) * - 1)) + 1)
        by (unfold comp, opp_fct, plus_fct, fct_cte, id; ring).
      apply derivable_pt_lim_plus; [|apply derivable_pt_lim_id].
      apply derivable_pt_lim_mult.
      + apply derivable_pt_lim_plus; [apply derivable_pt_lim_const | apply derivable_pt_lim_id].
      + apply derivable_pt_lim_comp; [|apply derivable_pt_lim_exp].
        apply derivable_pt_lim_opp, derivable_pt_lim_id. }
  unfold f in Hf. rewrite Ropp_0, exp_0 in Hf.
  assert (H : 2 - M <= (2 + M) * exp (- M)) by lra.
  pose proof (exp_pos M) as HeM.
  assert (He : exp M * exp (- M) = 1) by (rewrite <- exp_plus, Rplus_opp_r; apply exp_0).
  apply (Rmult_le_compat_l (exp M)) in H; [|lra].
  replace (exp M * ((2 + M) * exp (- M))) with ((2 + M) * (exp M * exp (- M))) in H by ring.
  rewrite He in H. lra.
Qed.

(** 2(e^{D/2} − 1)/(e^{D/2} + 1) ≤ M for D = 2M ≥ 0. *)
Lemma tanh_bound_le M : 0 <= M -> 2 * (exp (2 * M / 2) - 1) / (exp (2 * M / 2) + 1) <= M.
Proof.
  intros HM. replace (2 * M / 2) with M by field.
  pose proof (exp_pos M). pose proof (exp_pade_le M HM).
  apply (Rmult_le_reg_r (exp M + 1)); [lra|].
  unfold Rdiv. rewrite Rmult_assoc, Rinv_l by lra. lra.
Qed.

(** If every |tₗ − sₗ| ≤ M (l ∈ [n]), softm(t) is within M of softm(s) in ℓ₁. *)
Lemma softm_l1_diff_le n s t M :
  (1 <= n)%nat -> (forall l, (l < n)%nat -> Rabs (t l - s l) <= M) ->
  sum n (fun l => Rabs (softm n t l - softm n s l)) <= M.
Proof.
  intros Hn H.
  assert (HM : 0 <= M) by (eapply Rle_trans; [apply Rabs_pos | apply (H 0%nat); lia]).
  set (c := fun l => t l - s l).
  rewrite (sum_ext n _ (fun l => Rabs (softm n (vadd s c) l - softm n s l))).
  2:{ intros l Hl. rewrite (softm_ext n t (vadd s c) l); [reflexivity| |exact Hl].
      intros j _. unfold vadd, c. ring. }
  eapply Rle_trans; [apply (softm_l1_shift_le n s c (2 * M) Hn)|].
  - lra.
  - intros j l Hj Hl. pose proof (H j Hj). pose proof (H l Hl).
    apply Rabs_le_bounds in H0. apply Rabs_le_bounds in H1. unfold c. lra.
  - apply tanh_bound_le, HM.
Qed.

(** Row i of two attention matrices (scale β, inputs X and Y): within M in ℓ₁ when their
    scaled scores are within M entrywise. *)
Lemma attention_l1_diff_le n d beta X Y Wq Wk i M :
  (1 <= n)%nat ->
  (forall l, (l < n)%nat ->
     Rabs (beta * mmul d (mmul d X (mmul d Wq (transpose Wk))) (transpose X) i l
           - beta * mmul d (mmul d Y (mmul d Wq (transpose Wk))) (transpose Y) i l) <= M) ->
  sum n (fun l => Rabs (attention_matrix n d beta X Wq Wk i l - attention_matrix n d beta Y Wq Wk i l))
    <= M.
Proof.
  intros Hn H. unfold attention_matrix, softm_rows.
  apply softm_l1_diff_le; [exact Hn|]. intros l Hl. unfold row, mscale. apply H, Hl.
Qed.

(** A convex combination of numbers at most [b] in absolute value is at most [b]. *)
Lemma stochastic_mix_abs_le n p z b :
  (forall m, (m < n)%nat -> 0 <= p m) -> sum n p = 1 ->
  (forall m, (m < n)%nat -> Rabs (z m) <= b) ->
  Rabs (sum n (fun m => p m * z m)) <= b.
Proof.
  intros Hp Hs Hz. eapply Rle_trans; [apply sum_abs_mul|].
  apply (Rle_trans _ (sum n (fun m => p m * b))).
  - apply sum_le. intros m Hm. rewrite (Rabs_right (p m)) by (apply Rle_ge, Hp, Hm).
    apply Rmult_le_compat_l; [apply Hp, Hm | apply Hz, Hm].
  - rewrite sum_scal_r, Hs. lra.
Qed.
