(** * large-weights, Lemma B.2 with θ = 2d³, proved for every size

    The module's argument (src/claims/large_weights/lemma_b_2.rs, theta-2d-cubed), with
    R = Res(X), r = ‖R‖_∞ and W = W_q W_kᵀ:
    1. each entry of W sums d products of entries at most η: |Wₖₘ| ≤ dη²
       ([product_abs_le], Library/BalanceBounds.v);
    2. |(R W Rᵀ)ᵢⱼ| = |Σₘ (Σₖ Rᵢₖ Wₖₘ) Rⱼₘ| ≤ d² r (dη²) r ([bilinear_abs_le]), so with β > 0
       and β r² η² ≤ 1, |Eᵢⱼ| = β |(R W Rᵀ)ᵢⱼ| ≤ d³ β r² η² ≤ d³;
    3. a row's spread |Eᵢⱼ − Eᵢₗ| ≤ |Eᵢⱼ| + |Eᵢₗ| ≤ 2d³, so balance(E) ≤ 2d³.
    Premises not used: [(1 <= n)%nat], [(1 <= d)%nat], [0 < eta] and
    [max_abs_entry d d W_v <= eta] (W_v does not enter E). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms NormFacts Res Balance BalanceBounds.
From Statements.LargeWeights Require Import lemma_b_2 lemma_b_2__theta_2d_cubed.
Open Scope R_scope.

Theorem lemma_b_2__theta_2d_cubed_holds : lemma_b_2__theta_2d_cubed.
Proof.
  intros n d X W_q W_k W_v eta beta _ _ Hbeta _ Hq Hk _ Hbound.
  set (R := Res n X) in *. set (r := max_abs_entry n d R) in *.
  set (E := lemma_b_2_E n d beta X W_q W_k).
  assert (HD : 0 <= INR d) by apply pos_INR.
  assert (Hr : 0 <= r) by apply max_abs_entry_nonneg.
  (* every |E_ij| ≤ d³ *)
  assert (Hentry : forall i j, (i < n)%nat -> (j < n)%nat -> Rabs (E i j) <= INR d ^ 3).
  { intros i j Hi Hj. unfold E, lemma_b_2_E, mscale. fold R.
    rewrite Rabs_mult, (Rabs_right beta) by lra.
    pose proof (bilinear_abs_le d R (mmul d W_q (transpose W_k)) R i j r (INR d * (eta * eta)) r
      (fun k Hk => max_abs_entry_ge n d R i k Hi Hk)
      (fun k m Hkd Hmd => product_abs_le d W_q W_k eta k m Hq Hk Hkd Hmd)
      (fun m Hm => max_abs_entry_ge n d R j m Hj Hm)) as H.
    apply (Rle_trans _ (beta * (INR d * INR d * r * (INR d * (eta * eta)) * r))).
    - apply Rmult_le_compat_l; [lra | exact H].
    - replace (beta * (INR d * INR d * r * (INR d * (eta * eta)) * r))
        with (INR d ^ 3 * (beta * r * r * eta * eta)) by ring.
      rewrite <- (Rmult_1_r (INR d ^ 3)) at 2.
      apply Rmult_le_compat_l; [apply pow_le, HD | exact Hbound]. }
  assert (H3 : 0 <= 2 * INR d ^ 3) by (pose proof (pow_le (INR d) 3 HD); lra).
  unfold balance, balance_diagonal.
  apply bigmax_le; [exact H3|]. intros i Hi.
  apply bigmax_le; [exact H3|]. intros j Hj.
  apply bigmax_le; [exact H3|]. intros l Hl.
  fold E.
  unfold Rminus. eapply Rle_trans; [apply Rabs_triang|]. rewrite Rabs_Ropp.
  pose proof (Hentry i j Hi Hj). pose proof (Hentry i l Hi Hl). lra.
Qed.
