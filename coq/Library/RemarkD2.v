(** * Facts shared by the proofs of large-weights' Remark D.2 (its two parameter regimes)

    About ε_ℓ = 2ηφ₀(1 + Hη)^ℓ, C = max_{ℓ∈[L]} 3η(ε_ℓ² + 1), δ = max_{ℓ∈[L]} 2g(2Hε_ℓ) and
    the final bound's C^L + ⋯ + C + 1 (Library/LayerCollapse.v, Library/FinalBound.v):

    - [epsilon_l_pos], [epsilon_l_mono], [epsilon_l_ge_base]: for η, φ₀ ≥ 0, ε_ℓ is
      positive (η, φ₀ > 0), increasing in ℓ and at least 2ηφ₀;
    - [case_1_epsilon_le]: Case 1's condition φ₀(1 + Hη)^L ≤ 0.5η gives ε_ℓ ≤ η² for every
      ℓ ≤ L (for φ₀ ≤ 0 because ε_ℓ ≤ 0);
    - [case_2_quarter_epsilon_le]: Case 2's condition with a quarter of the printed bound,
      4ηφ₀HL ≤ 1, gives ε_ℓ ≤ 3/4 (from (1 + Hη)^L ≤ e^{LHη} ≤ e^{1/4} ≤ 3/2);
    - [lipschitz_constant_le_6eta], [lipschitz_constant_nonneg]: C ≤ 6η when every
      |ε_ℓ| ≤ 1, and C ≥ 0 for η ≥ 0;
    - [g_of_le], [delta_of_le], [delta_of_nonneg]: g is increasing, δ ≤ 2g(K) when every
      2Hε_ℓ ≤ K, and δ ≥ 0 when ε₁ ≥ 0;
    - [geometric_sum_succ], [geometric_sum_le_10], [geometric_sum_six_over_L],
      [final_bound_le]: Σ_{k≤n} c^k = 1 + cΣ_{k<n} c^k, so Σ_{k<L} c^k ≤ 10 gives
      (C^L + ⋯ + 1)δ ≤ δ(1 + 10C); Σ_{k<L} c^k ≤ 10 holds for 0 ≤ c ≤ 9/10 and for
      0 ≤ cL ≤ 6;
    - [one_plus_pow_le_exp]: (1 + y)^n ≤ e^{ny} for y ≥ 0.

    Only the standard library's reals are used. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums ExpFacts LayerCollapse FinalBound.
Open Scope R_scope.

(** ** ε_ℓ *)

Lemma growth_ge_1 eta H : 0 <= eta -> 1 <= 1 + INR H * eta.
Proof. intros He. pose proof (pos_INR H). nra. Qed.

Lemma growth_pow_ge_1 eta H l : 0 <= eta -> 1 <= (1 + INR H * eta) ^ l.
Proof.
  intros He. pose proof (growth_ge_1 eta H He).
  pose proof (pow_R1_Rle (1 + INR H * eta) l ltac:(lra)). lra.
Qed.

Lemma epsilon_l_pos eta phi0 H l : 0 < eta -> 0 < phi0 -> 0 < epsilon_l eta phi0 H l.
Proof.
  intros He Hp. unfold epsilon_l.
  pose proof (growth_pow_ge_1 eta H l ltac:(lra)).
  assert (0 < eta * phi0) by nra. nra.
Qed.

Lemma epsilon_l_mono eta phi0 H l m :
  0 <= eta -> 0 <= phi0 -> (l <= m)%nat -> epsilon_l eta phi0 H l <= epsilon_l eta phi0 H m.
Proof.
  intros He Hp Hlm. unfold epsilon_l.
  pose proof (Rle_pow _ l m (growth_ge_1 eta H He) Hlm).
  assert (0 <= 2 * eta * phi0) by nra. nra.
Qed.

Lemma epsilon_l_ge_base eta phi0 H l :
  0 <= eta -> 0 <= phi0 -> 2 * eta * phi0 <= epsilon_l eta phi0 H l.
Proof.
  intros He Hp. unfold epsilon_l.
  pose proof (growth_pow_ge_1 eta H l He).
  assert (0 <= 2 * eta * phi0) by nra. nra.
Qed.

(** Case 1: φ₀(1 + Hη)^L ≤ 0.5η gives ε_ℓ ≤ η² for ℓ ≤ L. For φ₀ > 0,
    ε_ℓ ≤ ε_L = 2η·φ₀(1 + Hη)^L ≤ 2η·0.5η; for φ₀ ≤ 0, ε_ℓ ≤ 0 ≤ η². *)
Lemma case_1_epsilon_le phi0 eta H L l :
  0 < eta -> phi0 * (1 + INR H * eta) ^ L <= 1 / 2 * eta -> (l <= L)%nat ->
  epsilon_l eta phi0 H l <= eta * eta.
Proof.
  intros He Hc Hl.
  destruct (Rle_or_lt phi0 0) as [Hp|Hp].
  - unfold epsilon_l. pose proof (growth_pow_ge_1 eta H l ltac:(lra)).
    assert (eta * phi0 <= 0) by nra.
    assert (2 * eta * phi0 * (1 + INR H * eta) ^ l <= 0) by nra. nra.
  - apply (Rle_trans _ (epsilon_l eta phi0 H L)); [apply epsilon_l_mono; lra || lia|].
    unfold epsilon_l. nra.
Qed.

(** (1 + y)^n ≤ (e^y)^n = e^{ny} for y ≥ 0. *)
Lemma one_plus_pow_le_exp y n : 0 <= y -> (1 + y) ^ n <= exp (INR n * y).
Proof.
  intros Hy. induction n as [|n IH].
  - simpl. rewrite Rmult_0_l, exp_0. lra.
  - rewrite S_INR. replace ((INR n + 1) * y) with (y + INR n * y) by ring.
    rewrite exp_plus. simpl.
    apply Rmult_le_compat; [lra | apply pow_le; lra | apply exp_ineq1_le | exact IH].
Qed.

(** Case 2 with a quarter of the printed bound: 4ηφ₀HL ≤ 1, φ₀ ≥ 1, η ≥ 0 and H, L ≥ 1
    give ε_ℓ ≤ 3/4 for ℓ ≤ L: 2ηφ₀ ≤ 1/2 and (1 + Hη)^L ≤ e^{LHη} ≤ e^{1/4} ≤ 1 + 2/4. *)
Lemma case_2_quarter_epsilon_le phi0 eta H L l :
  (1 <= H)%nat -> (1 <= L)%nat -> 1 <= phi0 -> 0 <= eta ->
  4 * eta * phi0 * INR H * INR L <= 1 -> (l <= L)%nat ->
  epsilon_l eta phi0 H l <= 3 / 4.
Proof.
  intros HH HL Hp He Hc Hl.
  apply (Rle_trans _ (epsilon_l eta phi0 H L)); [apply epsilon_l_mono; lra || lia|].
  assert (HHr : 1 <= INR H) by (apply (le_INR 1); lia).
  assert (HLr : 1 <= INR L) by (apply (le_INR 1); lia).
  set (a := INR H * eta).
  assert (Ha : 0 <= a) by (unfold a; nra).
  assert (Hep : 0 <= eta * phi0) by nra.
  assert (Hprod : 1 <= INR H * INR L) by nra.
  (* 4ηφ₀ ≤ 4ηφ₀HL ≤ 1 *)
  assert (H2 : 4 * (eta * phi0) <= 1).
  { assert (4 * (eta * phi0) * 1 <= 4 * (eta * phi0) * (INR H * INR L)) by nra. nra. }
  (* LHη ≤ LHηφ₀ ≤ 1/4 *)
  assert (HLa : INR L * a <= 1 / 4).
  { unfold a. assert (INR L * INR H * eta * 1 <= INR L * INR H * eta * phi0).
    { apply Rmult_le_compat_l; [|lra]. assert (0 <= INR L * INR H) by nra. nra. }
    nra. }
  assert (Hg : (1 + a) ^ L <= 3 / 2).
  { eapply Rle_trans; [apply one_plus_pow_le_exp; exact Ha|].
    eapply Rle_trans; [apply exp_le_mono, HLa|].
    pose proof (exp_le_one_plus_two (1 / 4) ltac:(lra)). lra. }
  unfold epsilon_l. fold a.
  pose proof (pow_le (1 + a) L ltac:(lra)).
  replace (2 * eta * phi0 * (1 + a) ^ L) with (2 * (eta * phi0) * (1 + a) ^ L) by ring.
  nra.
Qed.

(** ** C *)

Lemma lipschitz_constant_le_6eta eta phi0 H L :
  (1 <= L)%nat -> 0 <= eta ->
  (forall l, (1 <= l <= L)%nat -> -1 <= epsilon_l eta phi0 H l <= 1) ->
  lipschitz_constant eta phi0 H L <= 6 * eta.
Proof.
  intros HL He Heps. unfold lipschitz_constant. apply layer_max_le; [exact HL|].
  intros l Hl. destruct (Heps l Hl) as [Hlo Hhi].
  set (e := epsilon_l eta phi0 H l) in *. cbv zeta.
  assert (e * e + 1 <= 2) by nra.
  apply (Rle_trans _ (3 * eta * 2)); [|lra].
  apply Rmult_le_compat_l; [lra | assumption].
Qed.

Lemma lipschitz_constant_nonneg eta phi0 H L :
  (1 <= L)%nat -> 0 <= eta -> 0 <= lipschitz_constant eta phi0 H L.
Proof.
  intros HL He. unfold lipschitz_constant.
  eapply Rle_trans; [|apply (layer_max_ge L _ 1%nat); lia].
  cbv beta zeta. set (e := epsilon_l eta phi0 H 1).
  assert (0 <= e * e + 1) by nra. nra.
Qed.

(** ** g and δ *)

Lemma g_of_le x y : x <= y -> g_of x <= g_of y.
Proof. intros H. unfold g_of. pose proof (exp_le_mono x y H). lra. Qed.

Lemma g_of_nonneg x : 0 <= x -> 0 <= g_of x.
Proof. intros H. unfold g_of. pose proof (exp_minus_one_nonneg x H). lra. Qed.

Lemma delta_of_le eta phi0 H r L K :
  (1 <= L)%nat ->
  (forall l, (1 <= l <= L)%nat -> 2 * INR H * epsilon_l eta phi0 r l <= K) ->
  delta_of eta phi0 H r L <= 2 * g_of K.
Proof.
  intros HL HK. unfold delta_of. apply layer_max_le; [exact HL|].
  intros l Hl. pose proof (g_of_le _ _ (HK l Hl)). lra.
Qed.

Lemma delta_of_nonneg eta phi0 H r L :
  (1 <= L)%nat -> 0 <= epsilon_l eta phi0 r 1 -> 0 <= delta_of eta phi0 H r L.
Proof.
  intros HL He. unfold delta_of.
  eapply Rle_trans; [|apply (layer_max_ge L _ 1%nat); lia].
  cbv beta. pose proof (pos_INR H).
  assert (0 <= 2 * INR H * epsilon_l eta phi0 r 1) by nra.
  pose proof (g_of_nonneg _ H1). lra.
Qed.

(** ** C^L + ⋯ + C + 1 *)

Lemma geometric_sum_succ c n : geometric_sum c (S n) = 1 + c * geometric_sum c n.
Proof.
  unfold geometric_sum.
  assert (Hs : forall m, sum (S m) (fun k => c ^ k) = 1 + c * sum m (fun k => c ^ k)).
  { induction m as [|m IH].
    - simpl. ring.
    - change (sum (S (S m)) (fun k => c ^ k)) with (sum (S m) (fun k => c ^ k) + c ^ S m).
      rewrite IH at 1.
      change (sum (S m) (fun k => c ^ k)) with (sum m (fun k => c ^ k) + c ^ m).
      simpl (c ^ S m). ring. }
  apply Hs.
Qed.

Lemma geometric_sum_nonneg c n : 0 <= c -> 0 <= geometric_sum c n.
Proof.
  intros Hc. unfold geometric_sum. apply sum_nonneg. intros i _. apply pow_le, Hc.
Qed.

Lemma geometric_sum_mono a b n : 0 <= a <= b -> geometric_sum a n <= geometric_sum b n.
Proof.
  intros Hab. induction n as [|n IH].
  - unfold geometric_sum. simpl. lra.
  - rewrite !geometric_sum_succ.
    pose proof (geometric_sum_nonneg a n ltac:(lra)).
    assert (a * geometric_sum a n <= b * geometric_sum b n).
    { apply Rmult_le_compat; lra. }
    lra.
Qed.

(** Σ_{k≤n} c^k ≤ 10 for 0 ≤ c ≤ 9/10: 1 + c·10 ≤ 10. *)
Lemma geometric_sum_le_10 c n : 0 <= c <= 9 / 10 -> geometric_sum c n <= 10.
Proof.
  intros Hc. induction n as [|n IH].
  - unfold geometric_sum. simpl. lra.
  - rewrite geometric_sum_succ.
    pose proof (geometric_sum_nonneg c n ltac:(lra)). nra.
Qed.

(** Σ_{k<L} c^k ≤ 10 for 0 ≤ c and cL ≤ 6: for L ≥ 7, c ≤ 6/7 ≤ 9/10; for L ≤ 6,
    Σ_{k<L} (6/L)^k is 1, 4, 7, 8.125, 7.4416, 6. *)
Lemma geometric_sum_six_over_L c L :
  (1 <= L)%nat -> 0 <= c -> c * INR L <= 6 -> geometric_sum c (L - 1) <= 10.
Proof.
  intros HL Hc HcL.
  destruct (le_lt_dec 7 L) as [H7|H7].
  - apply geometric_sum_le_10. split; [exact Hc|].
    assert (7 <= INR L) by (apply (le_INR 7) in H7; simpl in H7; lra). nra.
  - assert (Hcase : L = 1%nat \/ L = 2%nat \/ L = 3%nat \/ L = 4%nat \/ L = 5%nat \/ L = 6%nat)
      by lia.
    destruct Hcase as [E|[E|[E|[E|[E|E]]]]]; subst L; simpl in HcL.
    + unfold geometric_sum. simpl. lra.
    + eapply Rle_trans; [apply (geometric_sum_mono c (6 / 2)); lra|].
      unfold geometric_sum. simpl. lra.
    + eapply Rle_trans; [apply (geometric_sum_mono c (6 / 3)); lra|].
      unfold geometric_sum. simpl. lra.
    + eapply Rle_trans; [apply (geometric_sum_mono c (6 / 4)); lra|].
      unfold geometric_sum. simpl. lra.
    + eapply Rle_trans; [apply (geometric_sum_mono c (6 / 5)); lra|].
      unfold geometric_sum. simpl. lra.
    + eapply Rle_trans; [apply (geometric_sum_mono c (6 / 6)); lra|].
      unfold geometric_sum. simpl. lra.
Qed.

(** (C^L + ⋯ + C + 1)δ ≤ δ(1 + 10C) when C ≥ 0, δ ≥ 0 and C^{L−1} + ⋯ + 1 ≤ 10:
    C^L + ⋯ + 1 = 1 + C(C^{L−1} + ⋯ + 1) ≤ 1 + 10C. *)
Lemma final_bound_le c d L :
  (1 <= L)%nat -> 0 <= c -> 0 <= d -> geometric_sum c (L - 1) <= 10 ->
  geometric_sum c L * d <= d * (1 + 10 * c).
Proof.
  intros HL Hc Hd Hs.
  replace L with (S (L - 1)) by lia. rewrite geometric_sum_succ.
  assert (c * geometric_sum c (L - 1) <= c * 10) by (apply Rmult_le_compat_l; lra).
  nra.
Qed.
