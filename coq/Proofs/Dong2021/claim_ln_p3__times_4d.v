(** * Dong et al. (2021), LayerNorm increases res by at most 4d ‖D_LN⁻¹‖, proved for every size

    The module's argument (claim_ln.rs, times-4d), step by step. Write sᵢ = √(σ²(Zᵢ) + ε),
    s_min = minᵢ sᵢ, G = maxⱼ |gⱼ|, R = res(Z) with rows rᵢ and row sums ρᵢ = Σⱼ |Rᵢⱼ|,
    uᵢ = Zᵢ − μ(Zᵢ) the centred token and yᵢ = uᵢ/sᵢ.
    - res(LN(Z))ᵢⱼ = gⱼ (yᵢⱼ − (1/n) Σₖ yₖⱼ) = gⱼ (1/n) Σₖ (yᵢⱼ − yₖⱼ): the bias cancels;
    - (i) ‖yᵢ − yₖ‖₂ ≤ 2‖uᵢ − uₖ‖₂ / s_min ([normalise_lipschitz]: with s_u ≥ s_v,
      u/s_u − v/s_v = (u − v)/s_u + v(1/s_u − 1/s_v), and ‖v‖(s_u − s_v) ≤ ‖u − v‖ s_v since
      d(s_u² − s_v²) = ‖u‖² − ‖v‖²), and ‖uᵢ − uₖ‖₂ ≤ ‖Zᵢ − Zₖ‖₂ (centring,
      [vnorm2_centre]) ≤ ‖rᵢ − rₖ‖₁ ≤ ρᵢ + ρₖ (Zᵢ − Zₖ = rᵢ − rₖ, ℓ₂ ≤ ℓ₁);
    - (ii) row i: Σⱼ |res(LN(Z))ᵢⱼ| ≤ G (1/n) Σₖ ‖yᵢ − yₖ‖₁ ≤ G (1/n) Σₖ d ‖yᵢ − yₖ‖₂
      ≤ G d · 2 · 2‖R‖_∞ / s_min (ℓ₁ ≤ d ℓ₂, each entry being at most ℓ₂; the module's
      √d is replaced by d here, which the factor 4d allows); column j: Σᵢ |·| ≤
      G (1/n) Σᵢ,ₖ ‖yᵢ − yₖ‖₂ ≤ (2G/(n s_min)) Σᵢ,ₖ (ρᵢ + ρₖ) = (4G/s_min) Σᵢ ρᵢ ≤
      4 d G ‖R‖₁ / s_min;
    - (iii) so ‖res(LN(Z))‖₁ ≤ K‖R‖₁ and ‖res(LN(Z))‖_∞ ≤ K‖R‖_∞ with K = 4d G/s_min, and
      ‖A‖_{1,∞} = √(‖A‖₁‖A‖_∞) gives the bound K ‖R‖_{1,∞}.
    Every premise is used: n ≥ 1 (the token mean divides by n, s_min is attained),
    d ≥ 1 and ε > 0 (the token scales are positive). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts Extrema Residuals San DongFacts.
From Statements Require Import Dong2021.claim_ln_p3__reconstructed Dong2021.claim_ln_p3__times_4d.
Open Scope R_scope.

Theorem claim_ln_p3__times_4d_holds : claim_ln_p3__times_4d.
Proof.
  intros n d Z g b eps Hn Hd He. unfold claim_ln_p3_with.
  assert (HN : 0 < INR n) by (apply lt_0_INR; lia).
  assert (HD : 0 < INR d) by (apply lt_0_INR; lia).
  (* the centred tokens, their scales and the normalised tokens *)
  set (u := fun i j => Z i j - token_average d (row Z i)).
  set (s := fun i => token_scale d eps (row Z i)).
  assert (Hsu : forall i, s i = scale_of d eps (u i)) by reflexivity.
  set (y := fun i j => u i j / s i).
  assert (Hs : forall i, 0 < s i) by (intros i; rewrite Hsu; apply scale_of_pos; assumption).
  set (smin := minimum n (fun i => token_scale d eps (row Z i))).
  assert (Hsmin : 0 < smin).
  { destruct (minimum_attained n (fun i => token_scale d eps (row Z i))) as [i0 [_ E]]; [lia|].
    unfold smin. rewrite E. apply (Hs i0). }
  assert (Hsmin_le : forall i, (i < n)%nat -> smin <= s i).
  { intros i Hi. apply (minimum_le n (fun i => token_scale d eps (row Z i)) i Hi). }
  set (G := vmax_abs d g).
  assert (HG : forall j, (j < d)%nat -> Rabs (g j) <= G).
  { intros j Hj. apply (bigmax_ge d (fun j => Rabs (g j)) j Hj). }
  assert (HG0 : 0 <= G) by apply bigmax_nonneg.
  set (Rm := res_mean n Z).
  set (rho := fun i => sum d (fun j => Rabs (Rm i j))).
  set (L := res_mean n (layer_norm d g b eps Z)).
  (* res(LN(Z))ᵢⱼ = gⱼ (1/n) Σₖ (yᵢⱼ − yₖⱼ) *)
  assert (HL : forall i j, (i < n)%nat -> (j < d)%nat ->
             Rabs (L i j) <= G * (sum n (fun k => Rabs (y i j - y k j)) / INR n)).
  { intros i j Hi Hj.
    assert (E : L i j = g j * (sum n (fun k => y i j - y k j) / INR n)).
    { unfold L, res_mean, msub, outer, ones, token_mean.
      rewrite (sum_ext n (fun k => layer_norm d g b eps Z k j) (fun k => g j * y k j + b j))
        by (intros k _; unfold layer_norm, y, u, s; unfold Rdiv; ring).
      rewrite sum_plus, sum_scal_l, sum_const, sum_minus, sum_const.
      unfold layer_norm. fold (s i). fold (u i j). replace (g j * u i j / s i) with (g j * y i j) by (unfold y, Rdiv; ring).
      field. lra. }
    rewrite E, Rabs_mult. apply Rmult_le_compat; [apply Rabs_pos | apply Rabs_pos | apply HG, Hj |].
    unfold Rdiv. rewrite Rabs_mult, (Rabs_right (/ INR n)) by (apply Rle_ge, Rlt_le, Rinv_0_lt_compat, HN).
    apply Rmult_le_compat_r; [apply Rlt_le, Rinv_0_lt_compat, HN | apply sum_abs]. }
  (* (i) ‖yᵢ − yₖ‖₂ ≤ 2 (ρᵢ + ρₖ) / s_min *)
  assert (Hdiff : forall i k, (i < n)%nat -> (k < n)%nat ->
             vnorm2 d (fun j => y i j - y k j) <= 2 * (rho i + rho k) / smin).
  { intros i k Hi Hk.
    assert (Hu : vnorm2 d (fun j => u i j - u k j) <= rho i + rho k).
    { set (w := fun j => Z i j - Z k j).
      rewrite (vnorm2_ext d _ (fun j => w j - sum d w / INR d)).
      2: { intros j Hj. unfold u.
           change (token_average d (row Z i)) with (sum d (Z i) / INR d).
           change (token_average d (row Z k)) with (sum d (Z k) / INR d).
           unfold w. rewrite (sum_minus d (Z i) (Z k)). field. lra. }
      eapply Rle_trans; [apply vnorm2_centre, Hd|].
      eapply Rle_trans; [apply vnorm2_le_abs_sum|].
      unfold rho. rewrite <- sum_plus. apply sum_le. intros j Hj.
      replace (w j) with (Rm i j - Rm k j) by (unfold w, Rm, res_mean, msub, outer, ones; ring).
      unfold Rminus. eapply Rle_trans; [apply Rabs_triang|]. rewrite Rabs_Ropp. lra. }
    eapply Rle_trans.
    - unfold y. rewrite !Hsu. apply normalise_lipschitz; [exact Hd | exact He | exact Hsmin | |].
      + rewrite <- Hsu. apply Hsmin_le, Hi.
      + rewrite <- Hsu. apply Hsmin_le, Hk.
    - unfold Rdiv. apply Rmult_le_compat_r; [apply Rlt_le, Rinv_0_lt_compat, Hsmin | lra]. }
  set (K := 4 * INR d * (G / smin)).
  assert (HK : 0 <= K).
  { unfold K. apply Rmult_le_pos; [lra|]. unfold Rdiv. apply Rmult_le_pos; [exact HG0|].
    apply Rlt_le, Rinv_0_lt_compat, Hsmin. }
  (* (ii) rows: Σⱼ |res(LN(Z))ᵢⱼ| ≤ G (1/n) Σₖ d ‖yᵢ − yₖ‖₂ ≤ K ‖R‖_∞ *)
  assert (Hrow : forall i, (i < n)%nat -> sum d (fun j => Rabs (L i j)) <= K * max_row_sum n d Rm).
  { intros i Hi. set (Rinf := max_row_sum n d Rm).
    assert (Hrho : forall k, (k < n)%nat -> rho k <= Rinf) by (intros k Hk; apply (row_sum_le_max n d Rm k Hk)).
    apply (Rle_trans _ (sum d (fun j => G * (sum n (fun k => Rabs (y i j - y k j)) / INR n)))).
    { apply sum_le. intros j Hj. apply HL; assumption. }
    rewrite (sum_ext d _ (fun j => G / INR n * sum n (fun k => Rabs (y i j - y k j)))) by (intros; unfold Rdiv; ring).
    rewrite sum_scal_l, sum_swap.
    apply (Rle_trans _ (G / INR n * sum n (fun k => INR d * (2 * (Rinf + Rinf) / smin)))).
    - apply Rmult_le_compat_l; [unfold Rdiv; apply Rmult_le_pos; [exact HG0 | apply Rlt_le, Rinv_0_lt_compat, HN]|].
      apply sum_le. intros k Hk.
      eapply Rle_trans; [apply (abs_sum_le_vnorm2 d (fun j => y i j - y k j))|].
      apply Rmult_le_compat_l; [lra|]. eapply Rle_trans; [apply Hdiff; assumption|].
      unfold Rdiv. apply Rmult_le_compat_r; [apply Rlt_le, Rinv_0_lt_compat, Hsmin|].
      pose proof (Hrho i Hi). pose proof (Hrho k Hk). lra.
    - rewrite sum_const. right. unfold K. field. split; lra. }
  (* (ii) columns: Σᵢ |res(LN(Z))ᵢⱼ| ≤ G (1/n) Σᵢ,ₖ ‖yᵢ − yₖ‖₂ ≤ K ‖R‖₁ *)
  assert (Hsumrho : sum n rho <= INR d * max_column_sum n d Rm).
  { unfold rho. rewrite sum_swap. apply sum_le_const. intros j Hj. apply column_sum_le_max, Hj. }
  assert (Hdouble : sum n (fun i => sum n (fun k => rho i + rho k)) = 2 * INR n * sum n rho).
  { rewrite (sum_ext n _ (fun i => INR n * rho i + sum n rho)) by (intros; rewrite sum_plus, sum_const; ring).
    rewrite sum_plus, sum_scal_l, sum_const. ring. }
  assert (Hcol : forall j, (j < d)%nat -> sum n (fun i => Rabs (L i j)) <= K * max_column_sum n d Rm).
  { intros j Hj.
    apply (Rle_trans _ (sum n (fun i => G * (sum n (fun k => 2 * (rho i + rho k) / smin) / INR n)))).
    { apply sum_le. intros i Hi. eapply Rle_trans; [apply HL; assumption|].
      apply Rmult_le_compat_l; [exact HG0|]. unfold Rdiv at 1 3.
      apply Rmult_le_compat_r; [apply Rlt_le, Rinv_0_lt_compat, HN|].
      apply sum_le. intros k Hk.
      eapply Rle_trans; [apply (abs_le_vnorm2 d (fun j => y i j - y k j) j Hj)|]. apply Hdiff; assumption. }
    rewrite (sum_ext n _ (fun i => 2 * G / (smin * INR n) * sum n (fun k => rho i + rho k))).
    2: { intros i _. rewrite (sum_ext n (fun k => 2 * (rho i + rho k) / smin) (fun k => 2 / smin * (rho i + rho k)))
           by (intros; unfold Rdiv; ring).
         rewrite sum_scal_l. field. split; lra. }
    rewrite sum_scal_l, Hdouble.
    replace (2 * G / (smin * INR n) * (2 * INR n * sum n rho)) with (4 * (G / smin) * sum n rho) by (field; split; lra).
    unfold K. replace (4 * INR d * (G / smin) * max_column_sum n d Rm) with (4 * (G / smin) * (INR d * max_column_sum n d Rm)) by ring.
    apply Rmult_le_compat_l; [|exact Hsumrho].
    apply Rmult_le_pos; [lra|]. unfold Rdiv. apply Rmult_le_pos; [exact HG0 | apply Rlt_le, Rinv_0_lt_compat, Hsmin]. }
  (* (iii) the composite norm *)
  assert (HC1 : max_column_sum n d L <= K * max_column_sum n d Rm).
  { apply bigmax_le; [apply Rmult_le_pos; [exact HK | apply max_column_sum_nonneg]|]. exact Hcol. }
  assert (HCinf : max_row_sum n d L <= K * max_row_sum n d Rm).
  { apply bigmax_le; [apply Rmult_le_pos; [exact HK | apply max_row_sum_nonneg]|]. exact Hrow. }
  unfold composite_1_inf.
  apply (Rle_trans _ (sqrt ((K * max_column_sum n d Rm) * (K * max_row_sum n d Rm)))).
  - apply sqrt_le_1_alt. apply Rmult_le_compat; [apply max_column_sum_nonneg | apply max_row_sum_nonneg | exact HC1 | exact HCinf].
  - right. replace ((K * max_column_sum n d Rm) * (K * max_row_sum n d Rm))
      with ((K * K) * (max_column_sum n d Rm * max_row_sum n d Rm)) by ring.
    rewrite sqrt_mult by (apply Rle_0_sqr || (apply Rmult_le_pos; [apply max_column_sum_nonneg | apply max_row_sum_nonneg])).
    rewrite sqrt_square by exact HK. reflexivity.
Qed.
