(** * Bounds on the layers of large-weights' bounded networks, for every size

    Shared by the proofs of the repaired readings of Lemma C.2, Lemma D.6 and Remark D.1
    (the growth 1 + dHη of Lemma D.7's repair, d the feature dimension):

    - [mmul_abs_bound], [max_abs_entry_mmul_le]: an entry of a product with inner size k is
      at most k times the product of bounds of the factors' entries, so
      ‖AB‖_∞ ≤ k‖A‖_∞‖B‖_∞ (entrywise maxima, Fact 3.3 with the inner dimension);
    - [max_abs_entry_Res_le]: ‖Res(Z)‖_∞ ≤ ‖Z‖_∞ (Res with the midrange minimiser);
    - [multi_head_abs_le], [residual_layer_max_abs_le], [residual_network_max_abs_le]: softm
      is row-stochastic, so a head adds at most d‖X‖_∞‖W_v‖_∞ to an entry, a residual layer
      grows ‖·‖_∞ by at most 1 + dHη, and ‖X_ℓ‖_∞ ≤ φ₀(1 + dHη)^ℓ (Lemma D.7 repaired);
    - [two_exp_minus_one_le], [softm_l1_close]: moving the scores by at most C entrywise moves
      softm by at most 2 tanh(C/2) ≤ C in ℓ₁ ([Spread.softm_l1_shift_le] with D = 2C);
    - [softmv_lipschitz]: one head, no scale, is Lipschitz entrywise:
      |softmv(X)ᵢⱼ − softmv(Y)ᵢⱼ| ≤ d v (δ + d² w δ (M + M_Y) M_Y) for entries of X, Y, X − Y,
      W_q W_kᵀ and W_v bounded by M, M_Y, δ, w and v (Lemma D.5's Part 2 with the inner
      dimension: the repair [times-d-cubed]);
    - [relu_abs_le], [mlp_plain_max_abs_le], [mlp_network_step]: the bias-free MLP
      f(Z) = ReLU(Z W₁) W₂ has ‖f(Z)‖_∞ ≤ ‖W₁‖_col‖W₂‖_col‖Z‖_∞ (largest column sums), so a
      layer of Remark D.1's network grows ‖·‖_∞ by at most λ_ℓ(1 + dHη). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Softmax SumFacts ExpFacts SoftmaxFacts
  NormFacts Extrema Res Attention AttentionFacts Spread Networks Bounded.
Open Scope R_scope.

(** ** Products *)

Lemma mmul_abs_bound k A B i j a b :
  (forall l, (l < k)%nat -> Rabs (A i l) <= a) -> (forall l, (l < k)%nat -> Rabs (B l j) <= b) ->
  Rabs (mmul k A B i j) <= INR k * (a * b).
Proof.
  intros HA HB. eapply Rle_trans; [apply mmul_abs_le|].
  apply sum_le_const. intros l Hl.
  apply Rmult_le_compat; try apply Rabs_pos; [apply HA | apply HB]; exact Hl.
Qed.

Lemma max_abs_entry_mmul_le m k p A B :
  max_abs_entry m p (mmul k A B) <= INR k * (max_abs_entry m k A * max_abs_entry k p B).
Proof.
  apply max_abs_entry_le.
  { apply Rmult_le_pos; [apply pos_INR | apply Rmult_le_pos; apply max_abs_entry_nonneg]. }
  intros i j Hi Hj. apply mmul_abs_bound; intros l Hl; apply max_abs_entry_ge; assumption.
Qed.

(** ** Res *)

Lemma max_abs_entry_Res_le n d Z :
  (1 <= n)%nat -> max_abs_entry n d (Res n Z) <= max_abs_entry n d Z.
Proof.
  intros Hn.
  apply max_abs_entry_le; [apply max_abs_entry_nonneg|]. intros i j Hi Hj.
  replace (max_abs_entry n d Z) with (2 * max_abs_entry n d Z / 2) by field.
  apply res_entry_le; [exact Hn | | exact Hi].
  intros r r' Hr Hr'.
  pose proof (max_abs_entry_ge n d Z r j Hr Hj). pose proof (max_abs_entry_ge n d Z r' j Hr' Hj).
  pose proof (Rle_abs (Z r j)). pose proof (Rle_abs (- Z r' j)). rewrite Rabs_Ropp in *.
  lra.
Qed.

(** ** The residual network grows by at most 1 + dHη per layer *)

Lemma value_bound_nonneg L H d (Wv : nat -> nat -> mat) eta :
  (1 <= L)%nat -> (1 <= H)%nat -> value_weights_bounded L H d Wv eta -> 0 <= eta.
Proof.
  intros HL HH HW. eapply Rle_trans; [apply (max_abs_entry_nonneg d d (Wv O O))|].
  apply HW; lia.
Qed.

Lemma weights_bounded_values L H d Wq Wk Wv eta :
  weights_bounded L H d Wq Wk Wv eta -> value_weights_bounded L H d Wv eta.
Proof. intros HW l h Hl Hh. apply (HW l h Hl Hh). Qed.

(** Each of the H heads adds at most d M η to an entry. *)
Lemma multi_head_abs_le n d H beta Wq Wk Wv X i j M eta :
  (1 <= n)%nat ->
  (forall m k, (m < n)%nat -> (k < d)%nat -> Rabs (X m k) <= M) ->
  (forall h k, (h < H)%nat -> (k < d)%nat -> Rabs (Wv h k j) <= eta) ->
  Rabs (multi_head n d H beta Wq Wk Wv X i j) <= INR H * (INR d * (M * eta)).
Proof.
  intros Hn HX HW. unfold multi_head. eapply Rle_trans; [apply sum_abs|].
  apply sum_le_const. intros h Hh. apply softmv_abs_le; [exact Hn | exact HX|].
  intros k Hk. apply HW; assumption.
Qed.

Lemma residual_layer_max_abs_le n d H beta Wq Wk Wv X eta :
  (1 <= n)%nat -> 0 <= eta -> (forall h, (h < H)%nat -> max_abs_entry d d (Wv h) <= eta) ->
  max_abs_entry n d (residual_layer n d H beta Wq Wk Wv X)
    <= max_abs_entry n d X * (1 + INR (d * H) * eta).
Proof.
  intros Hn Heta HW. set (M := max_abs_entry n d X).
  assert (HM : 0 <= M) by apply max_abs_entry_nonneg.
  assert (HX : forall m k, (m < n)%nat -> (k < d)%nat -> Rabs (X m k) <= M)
    by (intros; apply max_abs_entry_ge; assumption).
  pose proof (pos_INR (d * H)).
  apply max_abs_entry_le; [apply Rmult_le_pos; [exact HM | nra]|].
  intros i j Hi Hj. unfold residual_layer, madd.
  eapply Rle_trans; [apply Rabs_triang|].
  assert (Hh : Rabs (multi_head n d H beta Wq Wk Wv X i j) <= INR H * (INR d * (M * eta))).
  { apply multi_head_abs_le; [exact Hn | exact HX|]. intros h k Hh Hk.
    eapply Rle_trans; [apply max_abs_entry_ge; eassumption | apply HW, Hh]. }
  pose proof (HX i j Hi Hj). rewrite mult_INR. nra.
Qed.

(** Lemma D.7 repaired, both parts: ‖X_{ℓ+1}‖_∞ ≤ (1 + dHη)‖X_ℓ‖_∞ and
    ‖X_ℓ‖_∞ ≤ φ₀(1 + dHη)^ℓ for ℓ ≤ L. *)
Lemma residual_network_step n d H L Wq Wk Wv X0 eta l :
  (1 <= n)%nat -> 0 <= eta -> value_weights_bounded L H d Wv eta -> (l < L)%nat ->
  max_abs_entry n d (residual_network n d H 1 Wq Wk Wv X0 (S l))
    <= max_abs_entry n d (residual_network n d H 1 Wq Wk Wv X0 l) * (1 + INR (d * H) * eta).
Proof.
  intros Hn Heta HW Hl. simpl residual_network at 1.
  apply residual_layer_max_abs_le; [exact Hn | exact Heta|]. intros h Hh. apply HW; assumption.
Qed.

Lemma residual_network_max_abs_le n d H L Wq Wk Wv X0 eta phi0 :
  (1 <= n)%nat -> 0 <= eta -> value_weights_bounded L H d Wv eta -> max_abs_entry n d X0 <= phi0 ->
  forall l, (l <= L)%nat ->
    max_abs_entry n d (residual_network n d H 1 Wq Wk Wv X0 l) <= phi0 * (1 + INR (d * H) * eta) ^ l.
Proof.
  intros Hn Heta HW HX0.
  assert (Hg : 0 <= 1 + INR (d * H) * eta) by (pose proof (pos_INR (d * H)); nra).
  induction l as [|l IH]; intros Hl.
  - simpl. rewrite Rmult_1_r. exact HX0.
  - eapply Rle_trans; [apply (residual_network_step n d H L); [exact Hn | exact Heta | exact HW | lia]|].
    simpl pow. rewrite <- Rmult_assoc, (Rmult_comm phi0), Rmult_assoc, (Rmult_comm _ (phi0 * _)).
    apply Rmult_le_compat_r; [exact Hg | apply IH; lia].
Qed.

(** ** softm moves by at most the largest move of the scores, in ℓ₁ *)

(** 2(eᵗ − 1) ≤ t(eᵗ + 1) for t ≥ 0, i.e. 2 tanh(t/2) ≤ t: f(t) = t(eᵗ + 1) − 2(eᵗ − 1) has
    f(0) = 0 and f'(t) = 1 − eᵗ + t eᵗ ≥ 0 (from e^{−t} ≥ 1 − t). *)
Lemma two_exp_minus_one_le t : 0 <= t -> 2 * (exp t - 1) <= t * (exp t + 1).
Proof.
  intros Ht.
  set (f := fun x => x * (exp x + 1) - 2 * (exp x - 1)).
  assert (Hd : derivable f) by (unfold f; reg).
  assert (Hf : f 0 <= f t).
  { destruct Ht as [Ht|<-]; [|lra].
    apply (derive_increasing_interv_var 0 t f Hd Ht); [|lra|lra|lra].
    intros x Hx.
    replace (derive_pt f x (Hd x)) with (1 - exp x + x * exp x).
    - pose proof (exp_ineq1_le (- x)) as H1.
      assert (He : exp x * exp (- x) = 1) by (rewrite <- exp_plus, Rplus_opp_r; apply exp_0).
      pose proof (exp_pos x). nra.
    - symmetry. apply derive_pt_eq_0. unfold f.
      change (fun x0 => x0 * (exp x0 + 1) - 2 * (exp x0 - 1))
        with (minus_fct (mult_fct id (plus_fct exp (fct_cte 1))) (mult_fct (fct_cte 2) (minus_fct exp (fct_cte 1)))).
      replace (1 - exp x + x * exp x)
        with ((1 * (exp x + 1) + x * (exp x + 0)) - (0 * (exp x - 1) + 2 * (exp x - 0))) by ring.
      apply derivable_pt_lim_minus.
      + apply (derivable_pt_lim_mult id (plus_fct exp (fct_cte 1))).
        * apply derivable_pt_lim_id.
        * apply derivable_pt_lim_plus; [apply derivable_pt_lim_exp | apply derivable_pt_lim_const].
      + apply (derivable_pt_lim_mult (fct_cte 2) (minus_fct exp (fct_cte 1))).
        * apply derivable_pt_lim_const.
        * apply derivable_pt_lim_minus; [apply derivable_pt_lim_exp | apply derivable_pt_lim_const]. }
  unfold f in Hf. rewrite exp_0 in Hf. lra.
Qed.

(** If every score moves by at most C, softm moves by at most C in ℓ₁. *)
Lemma softm_l1_close n x y C :
  (1 <= n)%nat -> 0 <= C -> (forall m, (m < n)%nat -> Rabs (y m - x m) <= C) ->
  sum n (fun m => Rabs (softm n y m - softm n x m)) <= C.
Proof.
  intros Hn HC Hc.
  set (c := fun m => y m - x m).
  rewrite (sum_ext n _ (fun m => Rabs (softm n (vadd x c) m - softm n x m))).
  2:{ intros m Hm. rewrite (softm_ext n y (vadd x c) m); [reflexivity| |exact Hm].
      intros j _. unfold vadd, c. ring. }
  eapply Rle_trans; [apply (softm_l1_shift_le n x c (2 * C)); [exact Hn | lra|]|].
  - intros j l Hj Hl. unfold c.
    pose proof (Hc j Hj) as H1. pose proof (Hc l Hl) as H2.
    apply Rabs_le_bounds in H1. apply Rabs_le_bounds in H2. lra.
  - replace (2 * C / 2) with C by field.
    pose proof (two_exp_minus_one_le C HC). pose proof (exp_pos C).
    apply (Rmult_le_reg_r (exp C + 1)); [lra|].
    unfold Rdiv. rewrite Rmult_assoc, Rinv_l by lra. lra.
Qed.

(** ** One head is Lipschitz (Lemma D.5's Part 2 with the inner dimension) *)

Lemma softmv_lipschitz n d X Y Wq Wk Wv M MY delta w v i j :
  (1 <= n)%nat -> (i < n)%nat -> 0 <= M -> 0 <= MY -> 0 <= delta -> 0 <= w -> 0 <= v ->
  (forall m k, (m < n)%nat -> (k < d)%nat -> Rabs (X m k) <= M) ->
  (forall m k, (m < n)%nat -> (k < d)%nat -> Rabs (Y m k) <= MY) ->
  (forall m k, (m < n)%nat -> (k < d)%nat -> Rabs (X m k - Y m k) <= delta) ->
  (forall a b, (a < d)%nat -> (b < d)%nat -> Rabs (mmul d Wq (transpose Wk) a b) <= w) ->
  (forall k, (k < d)%nat -> Rabs (Wv k j) <= v) ->
  Rabs (softmv n d 1 X Wq Wk Wv i j - softmv n d 1 Y Wq Wk Wv i j)
    <= INR d * v * (delta + INR d * INR d * w * delta * (M + MY) * MY).
Proof.
  intros Hn Hi HM HMY Hdel Hw Hv HX HY HXY HW HWv.
  set (W := mmul d Wq (transpose Wk)) in *.
  set (P := attention_matrix n d 1 X Wq Wk).
  set (Q := attention_matrix n d 1 Y Wq Wk).
  set (Cs := INR d * INR d * w * delta * (M + MY)).
  assert (HCs : 0 <= Cs) by (unfold Cs; pose proof (pos_INR d); repeat apply Rmult_le_pos; lra).
  (* the scores move by at most d² w δ (M + M_Y) *)
  assert (Hscore : forall m, (m < n)%nat ->
    Rabs (mmul d (mmul d Y W) (transpose Y) i m - mmul d (mmul d X W) (transpose X) i m) <= Cs).
  { intros m Hm.
    assert (E : mmul d (mmul d Y W) (transpose Y) i m - mmul d (mmul d X W) (transpose X) i m
              = sum d (fun a => mmul d Y W i a * (Y m a - X m a)
                                + sum d (fun b => (Y i b - X i b) * W b a) * X m a)).
    { symmetry.
      rewrite (sum_ext d _ (fun a => mmul d Y W i a * Y m a - mmul d X W i a * X m a)).
      - rewrite sum_minus. reflexivity.
      - intros a _.
        assert (Hb : sum d (fun b => (Y i b - X i b) * W b a) = mmul d Y W i a - mmul d X W i a)
          by (unfold mmul; rewrite <- sum_minus; apply sum_ext; intros; ring).
        rewrite Hb. ring. }
    rewrite E. eapply Rle_trans; [apply sum_abs|].
    unfold Cs. replace (INR d * INR d * w * delta * (M + MY)) with (INR d * (INR d * (MY * w) * delta + INR d * (delta * w) * M)) by ring.
    apply sum_le_const. intros a Ha.
    eapply Rle_trans; [apply Rabs_triang|]. rewrite !Rabs_mult.
    apply Rplus_le_compat.
    - apply Rmult_le_compat; try apply Rabs_pos.
      + apply mmul_abs_bound; intros l Hl; [apply HY | apply HW]; assumption.
      + rewrite Rabs_minus_sym. apply HXY; assumption.
    - apply Rmult_le_compat; try apply Rabs_pos.
      + change (sum d (fun b => (Y i b - X i b) * W b a)) with (mmul d (msub Y X) W i a).
        apply mmul_abs_bound; intros l Hl; [|apply HW; assumption].
        unfold msub. rewrite Rabs_minus_sym. apply HXY; assumption.
      + apply HX; assumption. }
  (* so the attention row moves by at most Cs in ℓ₁ *)
  assert (Hl1 : sum n (fun m => Rabs (Q i m - P i m)) <= Cs).
  { unfold P, Q, attention_matrix, softm_rows.
    apply softm_l1_close; [exact Hn | exact HCs|]. intros m Hm.
    unfold row, mscale. rewrite !Rmult_1_l. apply Hscore, Hm. }
  (* each entry of PX − QY moves by at most δ + Cs M_Y *)
  assert (Hmix : forall k, (k < d)%nat -> Rabs (mmul n P X i k - mmul n Q Y i k) <= delta + Cs * MY).
  { intros k Hk.
    replace (mmul n P X i k - mmul n Q Y i k)
      with (sum n (fun m => P i m * (X m k - Y m k)) - sum n (fun m => (Q i m - P i m) * Y m k))
      by (unfold mmul; rewrite <- !sum_minus; apply sum_ext; intros; ring).
    unfold Rminus at 1. eapply Rle_trans; [apply Rabs_triang|]. rewrite Rabs_Ropp.
    apply Rplus_le_compat.
    - eapply Rle_trans; [apply sum_abs_mul|].
      apply (Rle_trans _ (sum n (fun m => P i m * delta))).
      + apply sum_le. intros m Hm. unfold P.
        rewrite (Rabs_right (attention_matrix _ _ _ _ _ _ i m)) by (apply Rle_ge, attention_nonneg, Hm).
        apply Rmult_le_compat_l; [apply attention_nonneg, Hm | apply HXY; assumption].
      + rewrite sum_scal_r. unfold P. rewrite attention_row_sum by exact Hn. lra.
    - eapply Rle_trans; [apply sum_abs_mul|].
      apply (Rle_trans _ (sum n (fun m => Rabs (Q i m - P i m) * MY))).
      + apply sum_le. intros m Hm. apply Rmult_le_compat_l; [apply Rabs_pos | apply HY; assumption].
      + rewrite sum_scal_r. apply Rmult_le_compat_r; [exact HMY | exact Hl1]. }
  unfold softmv. fold P Q.
  replace (mmul d (mmul n P X) Wv i j - mmul d (mmul n Q Y) Wv i j)
    with (mmul d (fun r k => mmul n P X r k - mmul n Q Y r k) Wv i j)
    by (unfold mmul; rewrite <- sum_minus; apply sum_ext; intros; ring).
  replace (INR d * v * (delta + Cs * MY)) with (INR d * ((delta + Cs * MY) * v)) by ring.
  apply mmul_abs_bound; [exact Hmix | exact HWv].
Qed.

(** ** The MLP of Remark D.1 *)

Lemma relu_abs_le t : Rabs (relu t) <= Rabs t.
Proof.
  unfold relu, Rmax. destruct (Rle_dec t 0).
  - rewrite Rabs_R0. apply Rabs_pos.
  - apply Rle_refl.
Qed.

(** ‖ReLU(Z W₁) W₂‖_∞ ≤ ‖W₁‖_col ‖W₂‖_col ‖Z‖_∞. *)
Lemma mlp_plain_max_abs_le n d W1 W2 Z :
  max_abs_entry n d (mlp_plain d W1 W2 Z)
    <= max_column_sum d d W1 * max_column_sum d d W2 * max_abs_entry n d Z.
Proof.
  set (M := max_abs_entry n d Z). set (c1 := max_column_sum d d W1). set (c2 := max_column_sum d d W2).
  assert (HM : 0 <= M) by apply max_abs_entry_nonneg.
  assert (Hc1 : 0 <= c1) by apply max_column_sum_nonneg.
  assert (Hc2 : 0 <= c2) by apply max_column_sum_nonneg.
  apply max_abs_entry_le; [apply Rmult_le_pos; [apply Rmult_le_pos|]; assumption|].
  intros i j Hi Hj.
  (* each entry of Z W₁ in row i is at most M c1 *)
  assert (H1 : forall k, (k < d)%nat -> Rabs (mmul d Z W1 i k) <= M * c1).
  { intros k Hk. eapply Rle_trans; [apply mmul_abs_le|].
    apply (Rle_trans _ (sum d (fun a => M * Rabs (W1 a k)))).
    - apply sum_le. intros a Ha. apply Rmult_le_compat_r; [apply Rabs_pos | apply max_abs_entry_ge; assumption].
    - rewrite sum_scal_l. apply Rmult_le_compat_l; [exact HM | apply column_sum_le_max, Hk]. }
  unfold mlp_plain. eapply Rle_trans; [apply mmul_abs_le|].
  apply (Rle_trans _ (sum d (fun k => (M * c1) * Rabs (W2 k j)))).
  - apply sum_le. intros k Hk. apply Rmult_le_compat_r; [apply Rabs_pos|].
    unfold mmap. eapply Rle_trans; [apply relu_abs_le | apply H1, Hk].
  - rewrite sum_scal_l. replace (c1 * c2 * M) with (M * c1 * c2) by ring.
    apply Rmult_le_compat_l; [apply Rmult_le_pos; assumption | apply column_sum_le_max, Hj].
Qed.

(** One layer of Remark D.1's network: ‖X_{ℓ+1}‖_∞ ≤ λ_ℓ(1 + dHη)‖X_ℓ‖_∞. *)
Lemma mlp_network_step n d H Wq Wk Wv W1 W2 X0 eta l :
  (1 <= n)%nat -> 0 <= eta -> (forall h, (h < H)%nat -> max_abs_entry d d (Wv l h) <= eta) ->
  max_abs_entry n d (mlp_network n d H 1 Wq Wk Wv W1 W2 X0 (S l))
    <= max_column_sum d d (W1 l) * max_column_sum d d (W2 l) * (1 + INR (d * H) * eta)
       * max_abs_entry n d (mlp_network n d H 1 Wq Wk Wv W1 W2 X0 l).
Proof.
  intros Hn Heta HW. simpl mlp_network at 1.
  eapply Rle_trans; [apply mlp_plain_max_abs_le|].
  rewrite (Rmult_assoc _ (1 + _)), (Rmult_comm (1 + _)).
  apply Rmult_le_compat_l.
  - apply Rmult_le_pos; apply max_column_sum_nonneg.
  - apply residual_layer_max_abs_le; assumption.
Qed.
