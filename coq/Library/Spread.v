(** * How far a reweighted probability vector moves: a bound by the spread of the weights

    If p_j = s_j ρ_j with s and p probability vectors and every ρ_j in [a, a q²] (q ≥ 1),
    then Σ_j |p_j − s_j| ≤ 2(q − 1)/(q + 1) ([reweighted_l1_le]). For softm this reads: adding
    c to the scores moves softm(x) by at most 2 tanh(D/4) in ℓ₁ when the c_j spread over at
    most D ([softm_l1_shift_le], with q = e^{D/2}).

    Proof of the first: |ρ − 1| is convex, so on [a, b] (b = a q², a ≤ 1 ≤ b since the
    weighted mean of ρ is 1) it is below its chord:
    (b − a)|ρ − 1| ≤ (b − ρ)(1 − a) + (ρ − a)(b − 1). Averaging with the weights s_j gives
    (b − a) Σ s_j |ρ_j − 1| ≤ 2(1 − a)(b − 1), and 2(1 − a)(aq² − 1)(q + 1) ≤
    2a(q² − 1)(q − 1) is (aq − 1)² ≥ 0. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Softmax SumFacts ExpFacts SoftmaxFacts Extrema.
Open Scope R_scope.

(** The chord of |ρ − 1| over [a, b]. *)
Lemma abs_minus_one_chord a b rho :
  a <= 1 <= b -> a <= rho <= b -> (b - a) * Rabs (rho - 1) <= (b - rho) * (1 - a) + (rho - a) * (b - 1).
Proof.
  intros Hab Hr. destruct (Rle_or_lt 1 rho) as [H|H].
  - rewrite Rabs_right by lra. nra.
  - rewrite Rabs_left by lra. nra.
Qed.

Lemma reweighted_l1_le n s rho a q :
  (forall j, (j < n)%nat -> 0 <= s j) -> sum n s = 1 -> sum n (fun j => s j * rho j) = 1 ->
  0 < a -> 1 <= q -> (forall j, (j < n)%nat -> a <= rho j <= a * (q * q)) ->
  sum n (fun j => s j * Rabs (rho j - 1)) <= 2 * (q - 1) / (q + 1).
Proof.
  intros Hs Hsum Hmean Ha Hq Hrho.
  set (b := a * (q * q)).
  (* a ≤ 1 ≤ b: the weighted mean of ρ is 1 *)
  assert (Ha1 : a <= 1).
  { rewrite <- Hmean. rewrite <- (Rmult_1_r a) at 1. rewrite <- Hsum, <- sum_scal_l.
    apply sum_le. intros j Hj. rewrite (Rmult_comm a).
    apply Rmult_le_compat_l; [apply Hs, Hj | apply Hrho, Hj]. }
  assert (Hb1 : 1 <= b).
  { rewrite <- Hmean. rewrite <- (Rmult_1_r b). rewrite <- Hsum, <- sum_scal_l.
    apply sum_le. intros j Hj. rewrite (Rmult_comm b).
    apply Rmult_le_compat_l; [apply Hs, Hj | apply Hrho, Hj]. }
  (* (b − a) Σ s_j |ρ_j − 1| ≤ 2(1 − a)(b − 1) *)
  assert (Hchord : (b - a) * sum n (fun j => s j * Rabs (rho j - 1)) <= 2 * (1 - a) * (b - 1)).
  { rewrite <- sum_scal_l.
    apply (Rle_trans _ (sum n (fun j => s j * ((b - rho j) * (1 - a) + (rho j - a) * (b - 1))))).
    - apply sum_le. intros j Hj.
      replace ((b - a) * (s j * Rabs (rho j - 1))) with (s j * ((b - a) * Rabs (rho j - 1))) by ring.
      apply Rmult_le_compat_l; [apply Hs, Hj | apply abs_minus_one_chord; [lra | apply Hrho, Hj]].
    - right.
      rewrite (sum_ext n _ (fun j => (s j * (b * (1 - a) - a * (b - 1))) + (s j * rho j) * ((b - 1) - (1 - a))))
        by (intros; ring).
      rewrite sum_plus, sum_scal_r, sum_scal_r, Hsum, Hmean. ring. }
  assert (Hnonneg : 0 <= sum n (fun j => s j * Rabs (rho j - 1)))
    by (apply sum_nonneg; intros j Hj; apply Rmult_le_pos; [apply Hs, Hj | apply Rabs_pos]).
  destruct (Rle_or_lt b a) as [Hba|Hba].
  - (* b = a = 1: every ρ_j = 1 *)
    assert (a = 1) by lra. assert (b = 1) by lra.
    rewrite (sum_ext _ _ (fun _ => 0)), sum_zero.
    + apply Rmult_le_pos; [|apply Rlt_le, Rinv_0_lt_compat]; lra.
    + intros j Hj. specialize (Hrho j Hj). fold b in Hrho.
      replace (rho j - 1) with 0 by lra. rewrite Rabs_R0. ring.
  - (* divide by b − a > 0; then (aq − 1)² ≥ 0 *)
    apply (Rmult_le_reg_l (b - a)); [lra|].
    eapply Rle_trans; [exact Hchord|].
    unfold b. apply (Rmult_le_reg_r (q + 1)); [lra|].
    unfold Rdiv. rewrite !Rmult_assoc, Rinv_l by lra. rewrite Rmult_1_r.
    assert (Hsq : 0 <= (q + 1) * ((a * q - 1) * (a * q - 1)))
      by (apply Rmult_le_pos; [lra | apply Rle_0_sqr]).
    assert (Hid : (a * (q * q) - a) * (2 * (q - 1)) - 2 * ((1 - a) * ((a * (q * q) - 1) * (q + 1)))
                  = 2 * ((q + 1) * ((a * q - 1) * (a * q - 1)))) by ring.
    lra.
Qed.

(** softm(x + c) = softm(x) reweighted by e^{c_j}/Z, Z = Σ_l softm(x)_l e^{c_l}. *)
Lemma softm_reweighted n x c j :
  (1 <= n)%nat ->
  softm n (vadd x c) j = softm n x j * (exp (c j) / sum n (fun l => softm n x l * exp (c l))).
Proof.
  intros Hn.
  assert (Ha : 0 < alpha n x) by (apply alpha_pos; lia).
  assert (HZ : alpha n (vadd x c) = alpha n x * sum n (fun l => softm n x l * exp (c l))).
  { rewrite <- sum_scal_l. unfold alpha at 1. apply sum_ext. intros l _.
    unfold vadd, softm. rewrite exp_plus. field. lra. }
  assert (Hpos : 0 < alpha n (vadd x c)) by (apply alpha_pos; lia).
  rewrite HZ in Hpos.
  set (Z := sum n (fun l => softm n x l * exp (c l))) in *.
  assert (0 < Z).
  { apply (Rmult_lt_reg_l (alpha n x)); [exact Ha|]. rewrite Rmult_0_r. exact Hpos. }
  unfold softm at 1. rewrite HZ. unfold softm at 1. unfold vadd. rewrite exp_plus. field. lra.
Qed.

(** Adding c to the scores moves softm by at most 2(e^{D/2} − 1)/(e^{D/2} + 1) = 2 tanh(D/4)
    in ℓ₁ when every c_j − c_l ≤ D. *)
Lemma softm_l1_shift_le n x c D :
  (1 <= n)%nat -> 0 <= D -> (forall j l, (j < n)%nat -> (l < n)%nat -> c j - c l <= D) ->
  sum n (fun j => Rabs (softm n (vadd x c) j - softm n x j))
    <= 2 * (exp (D / 2) - 1) / (exp (D / 2) + 1).
Proof.
  intros Hn HD Hc.
  set (Z := sum n (fun l => softm n x l * exp (c l))).
  assert (HZ : 0 < Z).
  { apply sum_pos; [lia|]. intros l Hl. apply Rmult_lt_0_compat; [apply softm_pos; lia | apply exp_pos]. }
  set (rho := fun j => exp (c j) / Z).
  set (m := minimum n c).
  assert (Hrew : forall j, softm n (vadd x c) j = softm n x j * rho j)
    by (intros j; apply softm_reweighted, Hn).
  rewrite (sum_ext n _ (fun j => softm n x j * Rabs (rho j - 1))).
  2:{ intros j Hj. rewrite Hrew.
      replace (softm n x j * rho j - softm n x j) with (softm n x j * (rho j - 1)) by ring.
      rewrite Rabs_mult, Rabs_right by (apply Rle_ge, softm_nonneg, Hj). reflexivity. }
  assert (Hq : exp (D / 2) * exp (D / 2) = exp D) by (rewrite <- exp_plus; f_equal; field).
  apply (reweighted_l1_le n (softm n x) rho (exp m / Z) (exp (D / 2))).
  - intros j Hj. apply softm_nonneg, Hj.
  - apply softm_sum. lia.
  - rewrite <- (softm_sum n (vadd x c)) by lia. apply sum_ext. intros j _. symmetry. apply Hrew.
  - unfold Rdiv. apply Rmult_lt_0_compat; [apply exp_pos | apply Rinv_0_lt_compat, HZ].
  - apply exp_ge_1. lra.
  - intros j Hj. unfold rho. rewrite Hq. split.
    + unfold Rdiv. apply Rmult_le_compat_r; [apply Rlt_le, Rinv_0_lt_compat, HZ|].
      apply exp_le_mono. apply minimum_le, Hj.
    + unfold Rdiv. rewrite Rmult_assoc, (Rmult_comm (/ Z)), <- Rmult_assoc, <- exp_plus.
      apply Rmult_le_compat_r; [apply Rlt_le, Rinv_0_lt_compat, HZ|].
      apply exp_le_mono.
      assert (c j - D <= m); [|lra].
      apply minimum_ge; [exact Hn|]. intros l Hl. specialize (Hc j l Hj Hl). lra.
Qed.
