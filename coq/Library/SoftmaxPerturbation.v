(** * softm under a perturbation of its scores, for every size

    p = softm(x) and q = softm(y) (Definition 3.1 of large-weights, [softm n]) for scores
    that are close: either every |yₗ − xₗ| ≤ δ ("scores within δ": a row of attention scores
    moves by at most δ in each entry), or y = x + c with every |cₗ − cₖ| ≤ D (a perturbation
    of spread at most D; scores within δ have spread at most 2δ).

    - Ratio bounds ([softm_spread_ratio], [softm_close_ratio]): e^{−D} pₖ ≤ qₖ ≤ e^{D} pₖ,
      D = 2δ for scores within δ (Lemma B.1's step, [softm_shift_le]/[softm_shift_ge]).
    - One entry, from the ratio bounds alone ([ratio_entry_diff], [softm_spread_entry],
      [softm_close_entry], [softm_close_entry_linear]): |qₖ − pₖ| ≤ 1 − e^{−D} ≤ D, i.e.
      ≤ 1 − e^{−2δ} ≤ 2δ for scores within δ: qₖ − pₖ ≤ min((e^D − 1)pₖ, 1 − pₖ), the two
      meeting at pₖ = e^{−D}, and pₖ − qₖ ≤ (1 − e^{−D})pₖ.
    - A row's ℓ₁ distance Σₖ |qₖ − pₖ|, from the ratio bounds alone ([ratio_l1_le],
      [ratio_l1_two_sided], [softm_spread_l1], [softm_close_l1], [softm_close_l1_two_sided],
      [softm_l1_le_2]): at most e^D − 1 (summing |qₖ − pₖ| ≤ (e^D − 1)pₖ), at most
      2(1 − e^{−D}) (twice the mass that decreases, Σₖ (pₖ − qₖ)⁺ ≤ (1 − e^{−D})Σₖ pₖ), and
      at most 2. Neither of the first two implies the other (e^D − 1 ≤ 2(1 − e^{−D}) exactly
      when e^D ≤ 2).
    - The sharp bounds for scores within δ, which use the form of softm and not only the
      ratio bounds ([softm_close_l1_tanh], [softm_close_l1_linear], [softm_close_entry_tanh],
      [softm_close_entry_half]): Σₖ |qₖ − pₖ| ≤ 2 tanh(δ/2) = 2(e^δ − 1)/(e^δ + 1) ≤ δ and
      |qₖ − pₖ| ≤ tanh(δ/2) ≤ δ/2, both tanh bounds attained at n = 2, x = (0, δ),
      y = (δ, 0) (p₁ = 1/(1 + e^δ), q₁ = e^δ/(1 + e^δ)). Proof: qₖ = pₖe^{Δₖ}/Z
      with Δ = y − x and Z = Σₗ pₗe^{Δₗ} ([softm_reweight]); with S the indices where q
      exceeds p and P = p(S), Σₖ |qₖ − pₖ| = 2(q(S) − P), and q(S) = A/(A + B) with
      A = Σ_S pₖe^{Δₖ} ≤ e^δ P and B = Σ_{S^c} pₖe^{Δₖ} ≥ e^{−δ}(1 − P), so
      q(S) − P ≤ (e^δ − 1)/(e^δ + 1) ([ratio_mass_step]: with v = e^δ and u = P(v + 1) it
      reduces to (u − 1)²(v² − 1) ≥ 0); 2(v − 1)/(v + 1) ≤ ln v for v ≥ 1
      ([two_tanh_half_le], by the derivative of 2 + δ − (2 − δ)e^δ); an entry of a vector
      summing to 0 is at most half its ℓ₁ norm ([entry_le_half_l1]).
    - For the rows of [softm_rows] ([softm_rows_close_entry], [softm_rows_close_l1],
      [softm_rows_close_entry_half], [softm_rows_close_l1_linear]): the same bounds for row i
      of softm(S) and softm(S′) when every |S′ᵢₗ − Sᵢₗ| ≤ δ.
    - One head's output ([mmul_assoc_entry], [softmv_diff_le]):
      softmv(B) − softmv(X) = P_B(B − X)W_v + (P_B − P_X)XW_v, so an entry is at most
      maxₘ |((B − X)W_v)ₘⱼ| plus maxₘ |(XW_v)ₘⱼ| times the ℓ₁ distance of the rows of P_B and
      P_X.

    Only the standard library's reals are used (no interval arithmetic). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Softmax SumFacts ExpFacts SoftmaxFacts Attention AttentionFacts.
Open Scope R_scope.

(** ** The exponential *)

Lemma exp_mul_exp_neg x : exp x * exp (- x) = 1.
Proof. rewrite <- exp_plus, Rplus_opp_r. apply exp_0. Qed.

Lemma exp_neg_le_1 x : 0 <= x -> exp (- x) <= 1.
Proof. intros H. rewrite <- exp_0. apply exp_le_mono. lra. Qed.

(** 1 − e^{−x} ≤ x (1 + t ≤ eᵗ at t = −x). *)
Lemma one_minus_exp_neg_le x : 1 - exp (- x) <= x.
Proof. pose proof (exp_ineq1_le (- x)). lra. Qed.

(** 1 − e^{−x} ≤ eˣ − 1: 1 − e^{−x} = e^{−x}(eˣ − 1). *)
Lemma one_minus_exp_neg_le_exp_minus_one x : 0 <= x -> 1 - exp (- x) <= exp x - 1.
Proof.
  intros H. pose proof (exp_mul_exp_neg x) as E. pose proof (exp_neg_le_1 x H).
  pose proof (exp_minus_one_nonneg x H). pose proof (exp_pos (- x)).
  assert (exp (- x) * (exp x - 1) <= 1 * (exp x - 1)) by (apply Rmult_le_compat_r; lra).
  nra.
Qed.

(** ** Two numbers whose ratio is within e^{±D} *)

(** |q − p| ≤ (e^D − 1)p when e^{−D}p ≤ q ≤ e^D p. *)
Lemma ratio_diff_le p q D :
  0 <= p -> 0 <= D -> exp (- D) * p <= q -> q <= exp D * p -> Rabs (q - p) <= (exp D - 1) * p.
Proof.
  intros Hp HD Hl Hu. pose proof (one_minus_exp_neg_le_exp_minus_one D HD).
  assert ((1 - exp (- D)) * p <= (exp D - 1) * p) by (apply Rmult_le_compat_r; lra).
  unfold Rabs. destruct (Rcase_abs (q - p)); nra.
Qed.

(** |q − p| ≤ 1 − e^{−D} for p ∈ [0, 1] and q ≤ 1 with e^{−D}p ≤ q ≤ e^D p. *)
Lemma ratio_entry_diff p q D :
  0 <= p <= 1 -> q <= 1 -> 0 <= D -> exp (- D) * p <= q -> q <= exp D * p ->
  Rabs (q - p) <= 1 - exp (- D).
Proof.
  intros Hp Hq HD Hl Hu.
  pose proof (exp_mul_exp_neg D) as E. pose proof (exp_pos D). pose proof (exp_pos (- D)).
  pose proof (exp_neg_le_1 D HD).
  unfold Rabs. destruct (Rcase_abs (q - p)) as [Hneg|Hpos].
  - (* p − q ≤ (1 − e^{−D})p ≤ 1 − e^{−D} *)
    assert ((1 - exp (- D)) * p <= (1 - exp (- D)) * 1) by (apply Rmult_le_compat_l; lra).
    nra.
  - destruct (Rle_or_lt p (exp (- D))) as [Hs|Hl'].
    + (* q − p ≤ (e^D − 1)p ≤ (e^D − 1)e^{−D} = 1 − e^{−D} *)
      assert ((exp D - 1) * p <= (exp D - 1) * exp (- D))
        by (apply Rmult_le_compat_l; [pose proof (exp_ge_1 D HD); lra | exact Hs]).
      nra.
    + lra.
Qed.

(** ** Ratio bounds for softm *)

(** y = x + c with every |cₗ − cₖ| ≤ D: e^{−D} softm(x)ₖ ≤ softm(x + c)ₖ ≤ e^D softm(x)ₖ. *)
Lemma softm_spread_ratio n x c k D :
  (k < n)%nat -> (forall l, (l < n)%nat -> Rabs (c l - c k) <= D) ->
  exp (- D) * softm n x k <= softm n (vadd x c) k <= exp D * softm n x k.
Proof.
  intros Hk H. split; [apply softm_shift_ge | apply softm_shift_le]; assumption.
Qed.

(** Scores within δ of each other: the ratio is within e^{±2δ}. *)
Lemma softm_close_ratio n x y k delta :
  (k < n)%nat -> (forall l, (l < n)%nat -> Rabs (y l - x l) <= delta) ->
  exp (- (2 * delta)) * softm n x k <= softm n y k <= exp (2 * delta) * softm n x k.
Proof.
  intros Hk H.
  assert (Hy : softm n y k = softm n (vadd x (fun l => y l - x l)) k).
  { apply softm_ext; [|exact Hk]. intros l _. unfold vadd. ring. }
  rewrite Hy. apply softm_spread_ratio; [exact Hk|]. intros l Hl.
  pose proof (H l Hl). pose proof (H k Hk).
  replace (y l - x l - (y k - x k)) with ((y l - x l) + - (y k - x k)) by ring.
  eapply Rle_trans; [apply Rabs_triang|]. rewrite Rabs_Ropp. lra.
Qed.

(** ** One entry *)

Lemma softm_spread_entry n x c k D :
  (k < n)%nat -> (forall l, (l < n)%nat -> Rabs (c l - c k) <= D) ->
  Rabs (softm n (vadd x c) k - softm n x k) <= 1 - exp (- D).
Proof.
  intros Hk H.
  assert (HD : 0 <= D) by (eapply Rle_trans; [apply Rabs_pos | apply (H k Hk)]).
  destruct (softm_spread_ratio n x c k D Hk H) as [Hl Hu].
  apply ratio_entry_diff; try assumption.
  - split; [apply softm_nonneg, Hk | apply softm_le_1, Hk].
  - apply softm_le_1, Hk.
Qed.

Lemma softm_close_entry n x y k delta :
  (k < n)%nat -> (forall l, (l < n)%nat -> Rabs (y l - x l) <= delta) ->
  Rabs (softm n y k - softm n x k) <= 1 - exp (- (2 * delta)).
Proof.
  intros Hk H.
  assert (Hd : 0 <= delta) by (eapply Rle_trans; [apply Rabs_pos | apply (H k Hk)]).
  destruct (softm_close_ratio n x y k delta Hk H) as [Hl Hu].
  apply ratio_entry_diff; try assumption; try lra.
  - split; [apply softm_nonneg, Hk | apply softm_le_1, Hk].
  - apply softm_le_1, Hk.
Qed.

Lemma softm_close_entry_linear n x y k delta :
  (k < n)%nat -> (forall l, (l < n)%nat -> Rabs (y l - x l) <= delta) ->
  Rabs (softm n y k - softm n x k) <= 2 * delta.
Proof.
  intros Hk H. eapply Rle_trans; [apply softm_close_entry; eassumption|].
  apply one_minus_exp_neg_le.
Qed.

(** ** A row's ℓ₁ distance *)

(** Two probability vectors are at ℓ₁ distance at most 2. *)
Lemma softm_l1_le_2 n x y :
  (0 < n)%nat -> sum n (fun k => Rabs (softm n y k - softm n x k)) <= 2.
Proof.
  intros Hn.
  apply (Rle_trans _ (sum n (fun k => softm n y k + softm n x k))).
  - apply sum_le. intros k Hk.
    pose proof (softm_nonneg n x k Hk). pose proof (softm_nonneg n y k Hk).
    unfold Rabs. destruct (Rcase_abs _); lra.
  - rewrite sum_plus. change (fun k => softm n y k) with (softm n y).
    change (fun k => softm n x k) with (softm n x). rewrite !softm_sum by exact Hn. lra.
Qed.

(** From ratio bounds e^{−D} ≤ qₖ/pₖ ≤ e^D on every entry: Σₖ |qₖ − pₖ| ≤ e^D − 1. *)
Lemma ratio_l1_le n x y D :
  (0 < n)%nat -> 0 <= D ->
  (forall k, (k < n)%nat -> exp (- D) * softm n x k <= softm n y k <= exp D * softm n x k) ->
  sum n (fun k => Rabs (softm n y k - softm n x k)) <= exp D - 1.
Proof.
  intros Hn HD H.
  apply (Rle_trans _ (sum n (fun k => (exp D - 1) * softm n x k))).
  - apply sum_le. intros k Hk. destruct (H k Hk).
    apply ratio_diff_le; try assumption. apply softm_nonneg, Hk.
  - rewrite sum_scal_l. change (fun k => softm n x k) with (softm n x).
    rewrite softm_sum by exact Hn. lra.
Qed.

(** From the same bounds: Σₖ |qₖ − pₖ| = 2 Σₖ (pₖ − qₖ)⁺ ≤ 2(1 − e^{−D}). *)
Lemma ratio_l1_two_sided n x y D :
  (0 < n)%nat -> 0 <= D ->
  (forall k, (k < n)%nat -> exp (- D) * softm n x k <= softm n y k <= exp D * softm n x k) ->
  sum n (fun k => Rabs (softm n y k - softm n x k)) <= 2 * (1 - exp (- D)).
Proof.
  intros Hn HD H.
  apply (Rle_trans _ (sum n (fun k => (softm n y k - softm n x k) + 2 * ((1 - exp (- D)) * softm n x k)))).
  - apply sum_le. intros k Hk. destruct (H k Hk) as [Hl _].
    pose proof (softm_nonneg n x k Hk). pose proof (exp_neg_le_1 D HD).
    assert (0 <= (1 - exp (- D)) * softm n x k) by (apply Rmult_le_pos; lra).
    unfold Rabs. destruct (Rcase_abs _); lra.
  - rewrite sum_plus, sum_minus, sum_scal_l, sum_scal_l.
    change (fun k => softm n y k) with (softm n y). change (fun k => softm n x k) with (softm n x).
    rewrite !softm_sum by exact Hn. lra.
Qed.

Lemma softm_spread_l1 n x c D :
  (0 < n)%nat -> 0 <= D -> (forall l k, (l < n)%nat -> (k < n)%nat -> Rabs (c l - c k) <= D) ->
  sum n (fun k => Rabs (softm n (vadd x c) k - softm n x k)) <= exp D - 1.
Proof.
  intros Hn HD H. apply ratio_l1_le; [exact Hn | exact HD |].
  intros k Hk. apply softm_spread_ratio; [exact Hk|]. intros l Hl. apply H; assumption.
Qed.

Lemma softm_close_l1 n x y delta :
  (0 < n)%nat -> (forall l, (l < n)%nat -> Rabs (y l - x l) <= delta) ->
  sum n (fun k => Rabs (softm n y k - softm n x k)) <= exp (2 * delta) - 1.
Proof.
  intros Hn H.
  assert (Hd : 0 <= delta) by (eapply Rle_trans; [apply Rabs_pos | apply (H 0%nat Hn)]).
  apply ratio_l1_le; [exact Hn | lra |].
  intros k Hk. apply softm_close_ratio; assumption.
Qed.

Lemma softm_close_l1_two_sided n x y delta :
  (0 < n)%nat -> (forall l, (l < n)%nat -> Rabs (y l - x l) <= delta) ->
  sum n (fun k => Rabs (softm n y k - softm n x k)) <= 2 * (1 - exp (- (2 * delta))).
Proof.
  intros Hn H.
  assert (Hd : 0 <= delta) by (eapply Rle_trans; [apply Rabs_pos | apply (H 0%nat Hn)]).
  apply ratio_l1_two_sided; [exact Hn | lra |].
  intros k Hk. apply softm_close_ratio; assumption.
Qed.

(** ** The sharp bounds for scores within δ *)

(** 2(v − 1)/(v + 1) ≤ ln v for v = e^δ, δ ≥ 0: f(δ) = 2 + δ − (2 − δ)e^δ has f(0) = 0 and
    f′(δ) = 1 − (1 − δ)e^δ ≥ 0, as (1 − δ) ≤ e^{−δ}. *)
Lemma two_tanh_half_le delta : 0 <= delta -> 2 * ((exp delta - 1) / (exp delta + 1)) <= delta.
Proof.
  intros Hd.
  set (f := fun x => 2 + x - (2 - x) * exp x).
  assert (Hder : forall x, derivable_pt_lim f x ((0 + 1) - ((0 - 1) * exp x + (2 - x) * exp x))).
  { intros x. unfold f.
    change (fun x0 => 2 + x0 - (2 - x0) * exp x0)
      with (minus_fct (plus_fct (fct_cte 2) id) (mult_fct (minus_fct (fct_cte 2) id) exp)).
    apply derivable_pt_lim_minus.
    - apply derivable_pt_lim_plus; [apply derivable_pt_lim_const | apply derivable_pt_lim_id].
    - apply (derivable_pt_lim_mult (minus_fct (fct_cte 2) id) exp x (0 - 1) (exp x)).
      + apply derivable_pt_lim_minus; [apply derivable_pt_lim_const | apply derivable_pt_lim_id].
      + apply derivable_pt_lim_exp. }
  assert (Hd' : derivable f) by (intros x; exists ((0 + 1) - ((0 - 1) * exp x + (2 - x) * exp x)); apply Hder).
  assert (Hf : f 0 <= f delta).
  { destruct Hd as [Hd|<-]; [|lra].
    apply (derive_increasing_interv_var 0 delta f Hd' Hd); [|lra|lra|exact Hd].
    intros x Hx. rewrite (derive_pt_eq_0 f x _ (Hd' x) (Hder x)).
    (* (1 − x) eˣ ≤ e^{−x} eˣ = 1 *)
    pose proof (exp_ineq1_le (- x)). pose proof (exp_pos x). pose proof (exp_mul_exp_neg x).
    nra. }
  unfold f in Hf. rewrite exp_0 in Hf.
  pose proof (exp_pos delta).
  apply (Rmult_le_reg_r (exp delta + 1)); [lra|].
  replace (2 * ((exp delta - 1) / (exp delta + 1)) * (exp delta + 1)) with (2 * (exp delta - 1)) by (field; lra).
  lra.
Qed.

(** The step of the sharp bound: with 0 ≤ A ≤ vP, 1 − P ≤ vB, 0 ≤ P ≤ 1 and v ≥ 1,
    A/(A + B) − P ≤ (v − 1)/(v + 1). With u = P(v + 1) it is A(2 − u) ≤ B(u + v − 1), and
    (v + 1)((1 − P)(u + v − 1) − v²P(2 − u)) = (u − 1)²(v² − 1) ≥ 0. *)
Lemma ratio_mass_step A B P v :
  1 <= v -> 0 <= P <= 1 -> 0 <= A -> A <= v * P -> 1 - P <= v * B -> 0 < A + B ->
  A / (A + B) - P <= (v - 1) / (v + 1).
Proof.
  intros Hv HP HA HAv HB HN.
  set (u := P * (v + 1)).
  assert (HB0 : 0 <= B).
  { destruct (Rle_or_lt 0 B) as [|HBn]; [assumption|].
    assert (0 < v * - B) by (apply Rmult_lt_0_compat; lra).
    assert (v * - B = - (v * B)) by ring. lra. }
  assert (Hkey : A * (2 - u) <= B * (u + v - 1)).
  { destruct (Rle_or_lt (2 - u) 0) as [Hu|Hu].
    - assert (A * (2 - u) <= 0) by nra. assert (0 <= B * (u + v - 1)) by (unfold u in *; nra). lra.
    - assert (Hid : (v + 1) * ((1 - P) * (u + v - 1) - v * v * P * (2 - u)) = (u - 1) * (u - 1) * (v * v - 1))
        by (unfold u; ring).
      assert (Hsq : 0 <= (u - 1) * (u - 1) * (v * v - 1)).
      { apply Rmult_le_pos; [pose proof (Rle_0_sqr (u - 1)); unfold Rsqr in *; lra|].
        assert (1 * 1 <= v * v) by (apply Rmult_le_compat; lra). lra. }
      assert (Hbr0 : 0 <= (1 - P) * (u + v - 1) - v * v * P * (2 - u)).
      { apply (Rmult_le_reg_l (v + 1)); [lra|]. rewrite Rmult_0_r, Hid. exact Hsq. }
      assert (Hbr : v * v * P * (2 - u) <= (1 - P) * (u + v - 1)) by lra.
      assert (Hu1 : 0 <= u + v - 1) by (unfold u in *; nra).
      (* v A(2 − u) ≤ v²P(2 − u) ≤ (1 − P)(u + v − 1) ≤ vB(u + v − 1) *)
      assert (H1 : A * (2 - u) <= v * P * (2 - u)) by (apply Rmult_le_compat_r; lra).
      assert (H2 : (1 - P) * (u + v - 1) <= v * B * (u + v - 1)) by (apply Rmult_le_compat_r; lra).
      apply (Rmult_le_reg_l v); [lra|].
      apply (Rle_trans _ (v * (v * P * (2 - u)))); [apply Rmult_le_compat_l; lra|].
      replace (v * (v * P * (2 - u))) with (v * v * P * (2 - u)) by ring.
      replace (v * (B * (u + v - 1))) with (v * B * (u + v - 1)) by ring.
      lra. }
  assert (Hnum : A - P * (A + B) <= (v - 1) / (v + 1) * (A + B)).
  { apply (Rmult_le_reg_l (v + 1)); [lra|].
    replace ((v + 1) * ((v - 1) / (v + 1) * (A + B))) with ((v - 1) * (A + B)) by (field; lra).
    unfold u in Hkey.
    replace ((v + 1) * (A - P * (A + B))) with ((v - 1) * (A + B) - (B * (P * (v + 1) + v - 1) - A * (2 - P * (v + 1)))) by ring.
    lra. }
  replace (A / (A + B) - P) with ((A - P * (A + B)) / (A + B)) by (field; lra).
  apply (Rmult_le_reg_r (A + B)); [exact HN|].
  replace ((A - P * (A + B)) / (A + B) * (A + B)) with (A - P * (A + B)) by (field; lra).
  exact Hnum.
Qed.

(** softm(y)ₖ = pₖ e^{Δₖ} / Σₗ pₗ e^{Δₗ} with p = softm(x) and Δ = y − x. *)
Lemma softm_reweight n x y k :
  (0 < n)%nat ->
  softm n y k = softm n x k * exp (y k - x k) / sum n (fun l => softm n x l * exp (y l - x l)).
Proof.
  intros Hn. pose proof (alpha_pos n x Hn) as Hx. pose proof (alpha_pos n y Hn) as Hy.
  assert (HZ : sum n (fun l => softm n x l * exp (y l - x l)) = alpha n y / alpha n x).
  { unfold alpha at 1. unfold Rdiv. rewrite <- sum_scal_r. apply sum_ext. intros l _.
    rewrite softm_unfold. replace (y l) with (x l + (y l - x l)) at 2 by ring.
    rewrite exp_plus. field. lra. }
  rewrite HZ, !softm_unfold. replace (y k) with (x k + (y k - x k)) at 1 by ring.
  rewrite exp_plus. field. split; lra.
Qed.

(** The sharp ℓ₁ bound: scores within δ give Σₖ |softm(y)ₖ − softm(x)ₖ| ≤ 2 tanh(δ/2). *)
Lemma softm_close_l1_tanh n x y delta :
  (0 < n)%nat -> (forall l, (l < n)%nat -> Rabs (y l - x l) <= delta) ->
  sum n (fun k => Rabs (softm n y k - softm n x k)) <= 2 * ((exp delta - 1) / (exp delta + 1)).
Proof.
  intros Hn H.
  assert (Hd : 0 <= delta) by (eapply Rle_trans; [apply Rabs_pos | apply (H 0%nat Hn)]).
  set (p := softm n x). set (q := softm n y).
  set (e := fun l => exp (y l - x l)).
  set (Z := sum n (fun l => p l * e l)).
  set (v := exp delta).
  set (s := fun k => if Rlt_dec (p k) (q k) then 1 else 0).
  assert (Hp0 : forall k, (k < n)%nat -> 0 <= p k) by (intros; apply softm_nonneg; assumption).
  assert (Hs01 : forall k, 0 <= s k <= 1) by (intros k; unfold s; destruct (Rlt_dec _ _); lra).
  assert (He : forall k, (k < n)%nat -> 0 < e k /\ v * e k >= 1 /\ e k <= v).
  { intros k Hk. pose proof (H k Hk) as Hk'. apply Rabs_le_bounds in Hk'. unfold e, v.
    split; [apply exp_pos|]. split; [|apply exp_le_mono; lra].
    rewrite <- exp_plus. apply Rle_ge. apply exp_ge_1. lra. }
  assert (Hv : 1 <= v) by (apply exp_ge_1, Hd).
  assert (HZ : 0 < Z).
  { apply sum_pos; [exact Hn|]. intros k Hk. destruct (He k Hk) as [He0 _].
    apply Rmult_lt_0_compat; [apply softm_pos; lia | exact He0]. }
  assert (Hq : forall k, (k < n)%nat -> q k = p k * e k / Z) by (intros; apply softm_reweight, Hn).
  (* Σ|q − p| = 2 Σ sₖ(qₖ − pₖ) *)
  assert (Habs : sum n (fun k => Rabs (q k - p k)) = 2 * sum n (fun k => s k * (q k - p k))).
  { rewrite <- sum_scal_l.
    rewrite (sum_ext n (fun k => Rabs (q k - p k)) (fun k => 2 * (s k * (q k - p k)) - (q k - p k))).
    - rewrite sum_minus, sum_minus. unfold p, q. rewrite !softm_sum by exact Hn. ring.
    - intros k _. unfold s. destruct (Rlt_dec (p k) (q k)).
      + rewrite Rabs_right by lra. ring.
      + rewrite Rabs_left1 by lra. ring. }
  set (P := sum n (fun k => s k * p k)).
  set (A := sum n (fun k => s k * (p k * e k))).
  set (B := sum n (fun k => (1 - s k) * (p k * e k))).
  assert (HAB : Z = A + B).
  { unfold Z, A, B. rewrite <- sum_plus. apply sum_ext. intros. ring. }
  assert (Hmass : sum n (fun k => s k * (q k - p k)) = A / Z - P).
  { unfold A, P, Rdiv. rewrite <- sum_scal_r, <- sum_minus. apply sum_ext. intros k Hk.
    rewrite Hq by exact Hk. field. lra. }
  assert (HP : 0 <= P <= 1).
  { split; [apply sum_nonneg; intros k Hk; pose proof (Hs01 k); pose proof (Hp0 k Hk); nra|].
    rewrite <- (softm_sum n x Hn). apply sum_le. intros k Hk.
    pose proof (Hs01 k). pose proof (Hp0 k Hk). fold p. nra. }
  assert (HA0 : 0 <= A).
  { apply sum_nonneg. intros k Hk. pose proof (Hs01 k). pose proof (Hp0 k Hk).
    destruct (He k Hk) as [? _]. apply Rmult_le_pos; [lra | nra]. }
  assert (HAv : A <= v * P).
  { unfold A, P. rewrite <- sum_scal_l. apply sum_le. intros k Hk.
    pose proof (Hs01 k). pose proof (Hp0 k Hk). destruct (He k Hk) as [? [? ?]].
    assert (0 <= s k * p k) by nra.
    replace (s k * (p k * e k)) with ((s k * p k) * e k) by ring. nra. }
  assert (HBv : 1 - P <= v * B).
  { assert (H1P : 1 - P = sum n (fun k => (1 - s k) * p k)).
    { unfold P. replace 1 with (sum n p) at 1 by (apply softm_sum, Hn). rewrite <- sum_minus. apply sum_ext. intros. ring. }
    rewrite H1P. unfold B. rewrite <- sum_scal_l. apply sum_le. intros k Hk.
    pose proof (Hs01 k). pose proof (Hp0 k Hk). destruct (He k Hk) as [? [? ?]].
    assert (0 <= (1 - s k) * p k) by nra.
    replace (v * ((1 - s k) * (p k * e k))) with (((1 - s k) * p k) * (v * e k)) by ring. nra. }
  change (sum n (fun k => Rabs (q k - p k)) <= 2 * ((v - 1) / (v + 1))).
  rewrite Habs, Hmass, HAB.
  apply Rmult_le_compat_l; [lra|]. apply ratio_mass_step; try assumption. lra.
Qed.

(** Hence Σₖ |softm(y)ₖ − softm(x)ₖ| ≤ δ. *)
Lemma softm_close_l1_linear n x y delta :
  (0 < n)%nat -> (forall l, (l < n)%nat -> Rabs (y l - x l) <= delta) ->
  sum n (fun k => Rabs (softm n y k - softm n x k)) <= delta.
Proof.
  intros Hn H.
  assert (Hd : 0 <= delta) by (eapply Rle_trans; [apply Rabs_pos | apply (H 0%nat Hn)]).
  eapply Rle_trans; [apply softm_close_l1_tanh; eassumption|]. apply two_tanh_half_le, Hd.
Qed.

(** A vector summing to 0 has every entry at most half its ℓ₁ norm:
    Σⱼ |fⱼ| = |fₖ| + Σ_{j≠k} |fⱼ| ≥ |fₖ| + |Σ_{j≠k} fⱼ| = 2|fₖ|. *)
Lemma entry_le_half_l1 n f k :
  (k < n)%nat -> sum n f = 0 -> 2 * Rabs (f k) <= sum n (fun j => Rabs (f j)).
Proof.
  intros Hk Hs.
  set (g := fun j => if Nat.eqb j k then 0 else f j).
  assert (Hind : forall c m, sum m (fun j => if Nat.eqb j k then c else 0) = if Nat.ltb k m then c else 0).
  { intros c. induction m as [|m IH]; simpl sum; [destruct (Nat.ltb_spec k 0); [lia | reflexivity]|].
    rewrite IH. destruct (Nat.ltb_spec k m), (Nat.ltb_spec k (S m)), (Nat.eqb_spec m k); try lia; subst; ring. }
  assert (Hf : sum n f = sum n (fun j => if Nat.eqb j k then f k else 0) + sum n g).
  { rewrite <- sum_plus. apply sum_ext. intros j _. unfold g.
    destruct (Nat.eqb_spec j k); [subst; ring | ring]. }
  assert (Habs : sum n (fun j => Rabs (f j))
                 = sum n (fun j => if Nat.eqb j k then Rabs (f k) else 0) + sum n (fun j => Rabs (g j))).
  { rewrite <- sum_plus. apply sum_ext. intros j _. unfold g.
    destruct (Nat.eqb_spec j k); [subst; rewrite Rabs_R0; ring | ring]. }
  rewrite !Hind in *. destruct (Nat.ltb_spec k n); [|lia].
  pose proof (sum_abs n g) as Hg.
  replace (sum n g) with (- f k) in Hg by lra. rewrite Rabs_Ropp in Hg. lra.
Qed.

(** The sharp bound on one entry: scores within δ move each entry of softm by at most
    tanh(δ/2) = (e^δ − 1)/(e^δ + 1) ≤ δ/2. *)
Lemma softm_close_entry_tanh n x y k delta :
  (k < n)%nat -> (forall l, (l < n)%nat -> Rabs (y l - x l) <= delta) ->
  Rabs (softm n y k - softm n x k) <= (exp delta - 1) / (exp delta + 1).
Proof.
  intros Hk H. assert (Hn : (0 < n)%nat) by lia.
  pose proof (entry_le_half_l1 n (fun j => softm n y j - softm n x j) k Hk) as Hh.
  rewrite sum_minus in Hh. change (fun j => softm n y j) with (softm n y) in Hh.
  change (fun j => softm n x j) with (softm n x) in Hh. rewrite !softm_sum in Hh by exact Hn.
  specialize (Hh ltac:(ring)).
  pose proof (softm_close_l1_tanh n x y delta Hn H). lra.
Qed.

Lemma softm_close_entry_half n x y k delta :
  (k < n)%nat -> (forall l, (l < n)%nat -> Rabs (y l - x l) <= delta) ->
  Rabs (softm n y k - softm n x k) <= delta / 2.
Proof.
  intros Hk H.
  assert (Hd : 0 <= delta) by (eapply Rle_trans; [apply Rabs_pos | apply (H k Hk)]).
  pose proof (softm_close_entry_tanh n x y k delta Hk H). pose proof (two_tanh_half_le delta Hd). lra.
Qed.

(** ** The rows of [softm_rows] *)

Lemma softm_rows_close_entry n S S' i k delta :
  (k < n)%nat -> (forall l, (l < n)%nat -> Rabs (S' i l - S i l) <= delta) ->
  Rabs (softm_rows n S' i k - softm_rows n S i k) <= 1 - exp (- (2 * delta)).
Proof. intros Hk H. unfold softm_rows. apply softm_close_entry; [exact Hk|]. exact H. Qed.

Lemma softm_rows_close_l1 n S S' i delta :
  (0 < n)%nat -> (forall l, (l < n)%nat -> Rabs (S' i l - S i l) <= delta) ->
  sum n (fun k => Rabs (softm_rows n S' i k - softm_rows n S i k)) <= exp (2 * delta) - 1.
Proof. intros Hn H. unfold softm_rows. apply softm_close_l1; [exact Hn|]. exact H. Qed.

Lemma softm_rows_close_entry_half n S S' i k delta :
  (k < n)%nat -> (forall l, (l < n)%nat -> Rabs (S' i l - S i l) <= delta) ->
  Rabs (softm_rows n S' i k - softm_rows n S i k) <= delta / 2.
Proof. intros Hk H. unfold softm_rows. apply softm_close_entry_half; [exact Hk|]. exact H. Qed.

Lemma softm_rows_close_l1_linear n S S' i delta :
  (0 < n)%nat -> (forall l, (l < n)%nat -> Rabs (S' i l - S i l) <= delta) ->
  sum n (fun k => Rabs (softm_rows n S' i k - softm_rows n S i k)) <= delta.
Proof. intros Hn H. unfold softm_rows. apply softm_close_l1_linear; [exact Hn|]. exact H. Qed.

(** ** One head's output softmv(Z) = softm(β Z W_q W_kᵀ Zᵀ) Z W_v *)

(** ((P Z) W)ᵢⱼ = (P (Z W))ᵢⱼ. *)
Lemma mmul_assoc_entry n d P Z W i j : mmul d (mmul n P Z) W i j = mmul n P (mmul d Z W) i j.
Proof.
  unfold mmul.
  rewrite (sum_ext d _ (fun k => sum n (fun m => P i m * Z m k * W k j))) by (intros; symmetry; apply sum_scal_r).
  rewrite sum_swap. apply sum_ext. intros m _. rewrite <- sum_scal_l. apply sum_ext. intros. ring.
Qed.

(** softmv(B) − softmv(X) = P_B (B − X) W_v + (P_B − P_X) X W_v, entry by entry: with
    |((B − X)W_v)ₘⱼ| ≤ a and |(X W_v)ₘⱼ| ≤ b for every token m, the (i, j) entry is at most
    a (a convex combination, P_B being row-stochastic) plus b times the ℓ₁ distance of row i
    of P_B and P_X. *)
Lemma softmv_diff_le n d beta B X Wq Wk Wv i j a b :
  (1 <= n)%nat ->
  (forall m, (m < n)%nat -> Rabs (mmul d (msub B X) Wv m j) <= a) ->
  (forall m, (m < n)%nat -> Rabs (mmul d X Wv m j) <= b) ->
  Rabs (softmv n d beta B Wq Wk Wv i j - softmv n d beta X Wq Wk Wv i j)
    <= a + b * sum n (fun m => Rabs (attention_matrix n d beta B Wq Wk i m - attention_matrix n d beta X Wq Wk i m)).
Proof.
  intros Hn Ha Hb.
  set (PB := attention_matrix n d beta B Wq Wk). set (PX := attention_matrix n d beta X Wq Wk).
  unfold softmv. fold PB PX. rewrite !mmul_assoc_entry.
  assert (HBX : forall m, mmul d B Wv m j = mmul d (msub B X) Wv m j + mmul d X Wv m j).
  { intros m. unfold mmul, msub. rewrite <- sum_plus. apply sum_ext. intros. ring. }
  assert (Hsplit : mmul n PB (mmul d B Wv) i j - mmul n PX (mmul d X Wv) i j
    = sum n (fun m => PB i m * mmul d (msub B X) Wv m j)
      + sum n (fun m => (PB i m - PX i m) * mmul d X Wv m j)).
  { change (mmul n PB (mmul d B Wv) i j) with (sum n (fun m => PB i m * mmul d B Wv m j)).
    change (mmul n PX (mmul d X Wv) i j) with (sum n (fun m => PX i m * mmul d X Wv m j)).
    rewrite <- sum_plus, <- sum_minus. apply sum_ext. intros m _.
    rewrite HBX. ring. }
  rewrite Hsplit. eapply Rle_trans; [apply Rabs_triang|]. apply Rplus_le_compat.
  - (* the convex combination *)
    eapply Rle_trans; [apply sum_abs|].
    apply (Rle_trans _ (sum n (fun m => PB i m * a))).
    + apply sum_le. intros m Hm. rewrite Rabs_mult.
      rewrite (Rabs_right (PB i m)) by (apply Rle_ge; unfold PB; apply attention_nonneg, Hm).
      apply Rmult_le_compat_l; [unfold PB; apply attention_nonneg, Hm | apply Ha, Hm].
    + rewrite sum_scal_r. unfold PB. rewrite attention_row_sum by exact Hn. lra.
  - eapply Rle_trans; [apply sum_abs|]. rewrite <- sum_scal_l. apply sum_le. intros m Hm.
    rewrite Rabs_mult, Rmult_comm. apply Rmult_le_compat_r; [apply Rabs_pos | apply Hb, Hm].
Qed.
