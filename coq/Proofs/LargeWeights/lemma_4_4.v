(** * large-weights, Lemma 4.4, proved for every n

    The paper's proof, step by step. For each i ∈ [n],

      |α(a + b)⁻¹exp((a + b)ᵢ) − α(a)⁻¹exp(aᵢ)|
        ≤ α(a + b)⁻¹|exp(aᵢ + bᵢ) − exp(aᵢ)| + exp(aᵢ)|α(a + b)⁻¹ − α(a)⁻¹| =: A₁ + A₂

    by the triangle inequality; A₁ ≤ α(a + b)⁻¹(e^ε − 1)exp(aᵢ + bᵢ) ≤ e^ε − 1 by Lemma 4.2
    (second bullet) and α(x)⁻¹exp(xᵢ) ∈ (0, 1); A₂ ≤ exp(aᵢ)(e^ε − 1)α(a)⁻¹ ≤ e^ε − 1 by
    Lemma 4.3 (first bullet) and the same fact. Lemmas 4.2 and 4.3 assume ‖b‖_∞ ≤ ε, which
    "|bᵢ| ≤ ε for all i ∈ [n]" gives; that hypothesis at i = 1 (n ≥ 1) also gives ε ≥ 0, so
    e^ε − 1 ≥ 0. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Softmax ExpFacts.
From Statements Require Import LargeWeights.lemma_4_4.
From Proofs Require Import LargeWeights.lemma_4_2_p2 LargeWeights.lemma_4_3_p1.
Open Scope R_scope.

Theorem lemma_4_4_holds : lemma_4_4.
Proof.
  intros n a b eps Hn Hb.
  (* ε ≥ 0: |b₁| ≤ ε *)
  assert (Heps : 0 <= eps) by (eapply Rle_trans; [apply Rabs_pos | apply (Hb 0%nat); lia]).
  (* ‖b‖_∞ ≤ ε, the hypothesis of Lemmas 4.2 and 4.3 *)
  assert (Hnorm : vmax_abs n b <= eps) by (apply bigmax_le; [exact Heps | exact Hb]).
  pose proof (exp_minus_one_nonneg eps Heps) as He.
  unfold vmax_abs. apply bigmax_le; [lra|]. intros i Hi.
  assert (Hab : 0 < alpha n (vadd a b)) by (apply alpha_pos; lia).
  assert (Ha : 0 < alpha n a) by (apply alpha_pos; lia).
  unfold vsub, softm. unfold vadd at 2.
  (* the triangle inequality: A₁ + A₂ *)
  replace (/ alpha n (vadd a b) * exp (a i + b i) - / alpha n a * exp (a i))
    with (/ alpha n (vadd a b) * (exp (a i + b i) - exp (a i))
          + exp (a i) * (/ alpha n (vadd a b) - / alpha n a)) by ring.
  eapply Rle_trans; [apply Rabs_triang|].
  rewrite !Rabs_mult, (Rabs_right (/ alpha n (vadd a b))), (Rabs_right (exp (a i)))
    by (apply Rle_ge, Rlt_le; try apply Rinv_0_lt_compat; (assumption || apply exp_pos)).
  (* A₁ ≤ e^ε − 1: Lemma 4.2, second bullet, and α(a + b)⁻¹exp(aᵢ + bᵢ) ≤ 1 *)
  assert (A1 : / alpha n (vadd a b) * Rabs (exp (a i + b i) - exp (a i)) <= exp eps - 1).
  { apply (Rle_trans _ (/ alpha n (vadd a b) * ((exp eps - 1) * exp (a i + b i)))).
    - apply Rmult_le_compat_l; [apply Rlt_le, Rinv_0_lt_compat, Hab|].
      exact (lemma_4_2_p2_holds n a b eps Hn Hnorm i Hi).
    - pose proof (softm_le_1 n (vadd a b) i Hi) as H1. unfold softm, vadd in H1.
      replace (/ alpha n (vadd a b) * ((exp eps - 1) * exp (a i + b i)))
        with ((exp eps - 1) * (/ alpha n (vadd a b) * exp (a i + b i))) by ring.
      rewrite <- (Rmult_1_r (exp eps - 1)) at 2.
      apply Rmult_le_compat_l; assumption. }
  (* A₂ ≤ e^ε − 1: Lemma 4.3, first bullet, and α(a)⁻¹exp(aᵢ) ≤ 1 *)
  assert (A2 : exp (a i) * Rabs (/ alpha n (vadd a b) - / alpha n a) <= exp eps - 1).
  { apply (Rle_trans _ (exp (a i) * ((exp eps - 1) * / alpha n a))).
    - apply Rmult_le_compat_l; [apply Rlt_le, exp_pos|].
      exact (lemma_4_3_p1_holds n a b eps Hn Hnorm).
    - pose proof (softm_le_1 n a i Hi) as H1. unfold softm in H1.
      replace (exp (a i) * ((exp eps - 1) * / alpha n a))
        with ((exp eps - 1) * (/ alpha n a * exp (a i))) by ring.
      rewrite <- (Rmult_1_r (exp eps - 1)) at 2.
      apply Rmult_le_compat_l; assumption. }
  lra.
Qed.
