(** * large-weights, Remark D.2, Case 2: δ = O(1), reading [uniform-in-h-and-l], proved for every H and L

    The module's argument (constants.rs, Case 2 uniform-in-h-and-l: "Hη ≤ 1/(φ₀L) gives
    2Hε_L = 4Hφ₀η(1 + Hη)^L ≤ (4/L)(1 + 1/(φ₀L))^L, largest at L = 1, where it is
    4(1 + 1/φ₀)"). Write b = 1/φ₀ ∈ (0, 1), a = Hη ≥ 0 and u = Hηφ₀ = aφ₀ ≥ 0; Case 2's
    condition is uL ≤ 1, so La ≤ b. For ℓ ∈ [L], ε_ℓ ≤ ε_L (ε_ℓ increasing in ℓ), so
    2Hε_ℓ ≤ 2Hε_L = 4u(1 + a)^L, and:
    - L = 1: u ≤ 1 and a ≤ b, so 4u(1 + a) ≤ 4(1 + b);
    - L ≥ 2: u ≤ 1/L ≤ 1/2 and (1 + a)^L ≤ e^{La} ≤ e^b ≤ 1 + 2b (1 + x ≤ eˣ; eˣ ≤ 1 + 2x
      on [0, 1], Library/ExpFacts.v), so 4u(1 + a)^L ≤ 2(1 + 2b) ≤ 4(1 + b).
    Since g(x) = 2(eˣ − 1) is increasing, every 2g(2Hε_ℓ) ≤ 2g(4(1 + 1/φ₀)), and so is their
    maximum δ ([delta_of_le], Library/RemarkD2.v). Every premise is used except
    [(1 <= H)%nat]. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import LayerCollapse FinalBound ExpFacts RemarkD2.
From Statements Require Import LargeWeights.remark_d_2_regimes LargeWeights.remark_d_2_p7__uniform_in_h_and_l.
Open Scope R_scope.

Theorem remark_d_2_p7__uniform_in_h_and_l_holds : remark_d_2_p7__uniform_in_h_and_l.
Proof.
  intros phi_0 eta H L _ HL Hphi Heta Hc.
  unfold remark_d_2_case_2_condition in Hc. simpl (INR 1) in Hc.
  apply delta_of_le; [exact HL|]. intros l Hl.
  pose proof (pos_INR H) as HH0.
  assert (HLr : 1 <= INR L) by (apply (le_INR 1); lia).
  set (b := 1 / phi_0).
  assert (Hb : b * phi_0 = 1) by (unfold b; field; lra).
  assert (Hb0 : 0 < b) by (unfold b; apply Rdiv_lt_0_compat; lra).
  assert (Hb1 : b < 1) by nra.
  set (a := INR H * eta).
  assert (Ha : 0 <= a) by (unfold a; nra).
  set (u := a * phi_0).
  assert (Hu : 0 <= u) by (unfold u; nra).
  assert (HuL : u * INR L <= 1).
  { unfold u, a. replace (INR H * eta * phi_0 * INR L) with (1 * eta * phi_0 * INR H * INR L)
      by ring. exact Hc. }
  assert (Hab : a * INR L <= b).
  { apply (Rmult_le_reg_r phi_0); [lra|].
    replace (a * INR L * phi_0) with (u * INR L) by (unfold u; ring). lra. }
  pose proof (epsilon_l_mono eta phi_0 H l L ltac:(lra) ltac:(lra) ltac:(lia)) as Hmono.
  assert (HeL : 2 * INR H * epsilon_l eta phi_0 H L = 4 * u * (1 + a) ^ L)
    by (unfold epsilon_l, u, a; ring).
  assert (Hstep : 2 * INR H * epsilon_l eta phi_0 H l <= 2 * INR H * epsilon_l eta phi_0 H L)
    by (apply Rmult_le_compat_l; lra).
  rewrite HeL in Hstep.
  apply (Rle_trans _ _ _ Hstep).
  destruct (Nat.eq_dec L 1) as [->|HL2].
  - simpl in HuL, Hab |- *.
    assert (u <= 1) by lra. assert (a <= b) by lra.
    assert (u * (1 + a) <= 1 * (1 + b)) by (apply Rmult_le_compat; lra).
    lra.
  - assert (HL2r : 2 <= INR L) by (apply (le_INR 2); lia).
    assert (Hg : (1 + a) ^ L <= 1 + 2 * b).
    { eapply Rle_trans; [apply one_plus_pow_le_exp; exact Ha|].
      eapply Rle_trans; [apply exp_le_mono; rewrite Rmult_comm; exact Hab|].
      apply exp_le_one_plus_two. lra. }
    assert (Hu2 : 2 * u <= 1) by nra.
    assert (4 * u * (1 + a) ^ L <= 4 * u * (1 + 2 * b))
      by (apply Rmult_le_compat_l; lra).
    assert (u * b <= 1 / 2 * b) by (apply Rmult_le_compat_r; lra).
    lra.
Qed.
