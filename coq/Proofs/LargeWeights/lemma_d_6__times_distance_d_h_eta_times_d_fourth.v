(** * large-weights, Lemma D.6, reading [times-distance-d-h-eta-times-d-fourth], proved for
    every size

    The module's argument (the reading's "Argument" in
    [src/claims/large_weights/lemma_d_6.rs]): Lemma D.5's Part 2 with its factor d³ applied to
    X = X_ℓ and a head of layer ℓ + 1, ‖W_qW_kᵀ‖_∞ ≤ dη², ‖W_v‖_∞ ≤ η, and
    ‖X_ℓ‖_∞ ≤ φ₀(1 + dHη)^ℓ = ε_ℓ/(2η). Step by step, with M = ‖X_ℓ‖_∞ and δ = ‖X_ℓ − Y‖_∞:
    - ‖Y‖_∞ ≤ M + δ, and δ ≤ 2M by the hypothesis on Y (‖Y − X_ℓ‖_∞ = ‖X_ℓ − Y‖_∞);
    - each entry of W = W_qW_kᵀ is a sum of d products of entries at most η: |W_ab| ≤ dη²;
    - Lemma D.5's Part 2 with the inner dimension ([softmv_lipschitz],
      Library/LayerBounds.v): the scores XWXᵀ and YWYᵀ differ entrywise by at most
      d²‖W‖_∞δ(M + ‖Y‖_∞); moving the scores by at most C moves a row of softm by at most
      2 tanh(C/2) ≤ C in ℓ₁ ([softm_l1_close], from [Spread.softm_l1_shift_le]); so each
      entry of softm(X)X − softm(Y)Y moves by at most δ + C‖Y‖_∞ (softm row-stochastic) and
      |softmv(X_ℓ)ᵢⱼ − softmv(Y)ᵢⱼ| ≤ dη(δ + d²·dη²·δ(2M + δ)(M + δ));
    - (2M + δ)(M + δ) ≤ 4M·3M = 12M² (δ ≤ 2M), and M ≤ φ₀(1 + dHη)^ℓ
      ([residual_network_max_abs_le], Lemma D.7 repaired), so
      12d⁴η³M²δ ≤ 3d⁴η(2ηφ₀(1 + dHη)^ℓ)²δ = 3d⁴ηε_ℓ²δ;
    - dηδ ≤ 3d⁴ηδ (d ≥ 1), and the sum is at most d⁴·3η(ε_ℓ² + 1)δ.
    Not used: η > 0 (η ≥ 0 follows from the weight bounds) and η ≤ 1. Used: the weight
    bounds (W_q, W_k and W_v of layer ℓ + 1, W_v of the first ℓ layers), ‖X₀‖_∞ ≤ φ₀,
    ‖Y − X_ℓ‖_∞ ≤ 2‖X_ℓ‖_∞ and d ≥ 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts Attention LayerCollapse Bounded LayerBounds.
From Statements.LargeWeights Require Import lemma_d_6 lemma_d_6__times_distance_d_h_eta_times_d_fourth.
Open Scope R_scope.

Theorem lemma_d_6__times_distance_d_h_eta_times_d_fourth_holds : lemma_d_6__times_distance_d_h_eta_times_d_fourth.
Proof.
  intros n d H L X_0 W_q W_k W_v eta Y Hn Hd HH HL phi_0 HX0.
  unfold lemma_d_6_at. intros HW _ _ HY i Hi.
  set (l := (L - 1)%nat) in *.
  set (X_l := residual_network n d H 1 W_q W_k W_v X_0 l) in *.
  set (e := epsilon_l eta phi_0 (d * H) l).
  pose proof (weights_bounded_values L H d W_q W_k W_v eta HW) as Hv.
  assert (Heta : 0 <= eta) by (apply (value_bound_nonneg L H d W_v eta); [lia | exact HH | exact Hv]).
  set (M := max_abs_entry n d X_l) in *.
  set (delta := max_abs_entry n d (msub X_l Y)).
  set (g := (1 + INR (d * H) * eta) ^ l).
  assert (HM0 : 0 <= M) by apply max_abs_entry_nonneg.
  assert (Hdel0 : 0 <= delta) by apply max_abs_entry_nonneg.
  (* ‖Y − X_ℓ‖_∞ = ‖X_ℓ − Y‖_∞ ≤ 2M *)
  assert (Hdel : delta <= 2 * M).
  { eapply Rle_trans; [|exact HY]. unfold delta, max_abs_entry. apply Req_le, bigmax_ext. intros a _.
    apply bigmax_ext. intros b _. unfold msub. apply Rabs_minus_sym. }
  (* M ≤ φ₀(1 + dHη)^ℓ *)
  assert (HMg : M <= phi_0 * g).
  { apply (residual_network_max_abs_le n d H L); [exact Hn | exact Heta | exact Hv | exact HX0 | unfold l; lia]. }
  (* the entries of X_ℓ, Y, X_ℓ − Y, W_qW_kᵀ and W_v *)
  assert (HXe : forall m k, (m < n)%nat -> (k < d)%nat -> Rabs (X_l m k) <= M)
    by (intros; apply max_abs_entry_ge; assumption).
  assert (HXYe : forall m k, (m < n)%nat -> (k < d)%nat -> Rabs (X_l m k - Y m k) <= delta)
    by (intros m k Hm Hk; apply (max_abs_entry_ge n d (msub X_l Y) m k Hm Hk)).
  assert (HYe : forall m k, (m < n)%nat -> (k < d)%nat -> Rabs (Y m k) <= M + delta).
  { intros m k Hm Hk. replace (Y m k) with (X_l m k - (X_l m k - Y m k)) by ring.
    eapply Rle_trans; [apply Rabs_triang|]. rewrite Rabs_Ropp.
    apply Rplus_le_compat; [apply HXe | apply HXYe]; assumption. }
  assert (Hl : (l < L)%nat) by (unfold l; lia).
  assert (HWe : forall a b, (a < d)%nat -> (b < d)%nat ->
            Rabs (mmul d (W_q l i) (transpose (W_k l i)) a b) <= INR d * (eta * eta)).
  { intros a b Ha Hb. apply mmul_abs_bound; intros c Hc.
    - eapply Rle_trans; [apply max_abs_entry_ge; eassumption | apply (HW l i Hl Hi)].
    - unfold transpose. eapply Rle_trans; [apply max_abs_entry_ge; eassumption | apply (HW l i Hl Hi)]. }
  pose proof (pos_INR d) as Hd0.
  assert (Hd1 : 1 <= INR d) by (apply (le_INR 1); exact Hd).
  (* the final comparison *)
  assert (Hfinal : INR d * eta * (delta + INR d * INR d * (INR d * (eta * eta)) * delta * (M + (M + delta)) * (M + delta))
                   <= INR d ^ 4 * 3 * eta * (e * e + 1) * delta).
  { assert (Hq : (M + (M + delta)) * (M + delta) <= 12 * ((phi_0 * g) * (phi_0 * g))).
    { assert (M * M <= (phi_0 * g) * (phi_0 * g)) by (apply Rmult_le_compat; assumption).
      nra. }
    assert (Hd4 : INR d <= INR d ^ 4).
    { replace (INR d ^ 4) with (INR d * (INR d * INR d * INR d)) by ring.
      assert (1 <= INR d * INR d * INR d) by (assert (1 <= INR d * INR d) by nra; nra). nra. }
    assert (Hc : 0 <= INR d ^ 4 * (eta * eta * eta) * delta) by (apply Rmult_le_pos; [apply Rmult_le_pos; [apply pow_le; lra | repeat apply Rmult_le_pos; lra] | lra]).
    assert (T2 : INR d ^ 4 * (eta * eta * eta) * delta * ((M + (M + delta)) * (M + delta))
                 <= INR d ^ 4 * (eta * eta * eta) * delta * (12 * ((phi_0 * g) * (phi_0 * g))))
      by (apply Rmult_le_compat_l; assumption).
    assert (T1 : INR d * (eta * delta) <= INR d ^ 4 * (eta * delta))
      by (apply Rmult_le_compat_r; [apply Rmult_le_pos; assumption | exact Hd4]).
    assert (Hed : 0 <= INR d ^ 4 * (eta * delta)) by (apply Rmult_le_pos; [apply pow_le; lra | apply Rmult_le_pos; assumption]).
    unfold e, epsilon_l. fold g.
    replace (INR d * eta * (delta + INR d * INR d * (INR d * (eta * eta)) * delta * (M + (M + delta)) * (M + delta)))
      with (INR d * (eta * delta) + INR d ^ 4 * (eta * eta * eta) * delta * ((M + (M + delta)) * (M + delta))) by ring.
    replace (INR d ^ 4 * 3 * eta * (2 * eta * phi_0 * g * (2 * eta * phi_0 * g) + 1) * delta)
      with (INR d ^ 4 * (eta * eta * eta) * delta * (12 * ((phi_0 * g) * (phi_0 * g))) + 3 * (INR d ^ 4 * (eta * delta))) by ring.
    lra. }
  assert (Hr : 0 <= INR d ^ 4 * 3 * eta * (e * e + 1) * delta).
  { apply Rmult_le_pos; [|exact Hdel0].
    apply Rmult_le_pos; [apply Rmult_le_pos; [apply Rmult_le_pos; [apply pow_le; lra | lra] | exact Heta]|].
    pose proof (Rle_0_sqr e). unfold Rsqr in *. lra. }
  apply max_abs_entry_le; [exact Hr|]. intros a b Ha Hb. unfold msub.
  eapply Rle_trans; [|exact Hfinal].
  apply softmv_lipschitz; try assumption; try lra.
  - apply Rmult_le_pos; [exact Hd0 | apply Rmult_le_pos; exact Heta].
  - intros k Hk. eapply Rle_trans; [apply max_abs_entry_ge; eassumption | apply (HW l i Hl Hi)].
Qed.
