(** * A proof that can fail: Lemma 4.4 with the bound (e^ε − 1)/3 (coqc must reject this file)

    Made mechanically from two files, nothing else changed:
    - the statement [Statements/LargeWeights/lemma_4_4.v] with its bound
      [2 * (exp eps - 1).] replaced by [(exp eps - 1) / 3.] (the definition keeps its name);
    - the proof [Proofs/LargeWeights/lemma_4_4.v] with its line
      [From Statements Require Import LargeWeights.lemma_4_4.] replaced by that statement.

    The changed statement is false: at n = 2, a = (0, ε), b = (ε, −ε), the left side is
    σ(ε) − σ(−ε) = tanh(ε/2) = (e^ε − 1)/(e^ε + 1) (σ the logistic function), which exceeds
    (e^ε − 1)/3 exactly when e^ε + 1 < 3, i.e. for 0 < ε < ln 2 (at ε = 1/2:
    tanh(1/4) = 0.2449 > (e^{1/2} − 1)/3 = 0.2162). The proof's
    last step, A₁ + A₂ ≤ bound from A₁, A₂ ≤ e^ε − 1, fails. *)

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
(** * large-weights, Lemma 4.4: the reading [as-written]

    Claim id [large-weights/lemma-4.4]; the search's module is
    [src/claims/large_weights/lemma_4_4.rs].

    The statement (§4.3, Lemma 4.4):

    Let $a,b\in\mathbb{R}^{n}$. If $|b_{i}|\leq\epsilon$ for all $i\in[n]$, then, we can show that $$\|\operatorname{\mathsf{softm}}(a+b)-\operatorname{\mathsf{softm}}(a)\|_{\infty}\leq 2(e^{\epsilon}-1)$$

    How the statement below encodes it:
    - "Let $a,b\in\mathbb{R}^{n}$": [n : nat] with [(1 <= n)%nat] ("for an arbitrary
      positive integer n", §3.1; the search draws n ≥ 1), and [a b : vec] read at
      0, ..., n−1.
    - "$|b_{i}|\leq\epsilon$ for all $i\in[n]$": [forall i, (i < n)%nat -> Rabs (b i) <= eps]
      (indices run from 0 here, from 1 in the paper). The search checks the same condition
      as ‖b‖_∞ ≤ ε, which is equivalent.
    - ε: [eps : R], with no hypothesis of its own (the printed words state none): ε ≥ 0
      follows from the hypothesis at n ≥ 1, and at ε = 0 it forces b = 0.
    - softm(x) := α(x)⁻¹ exp(x) (Definition 3.1): [softm n x]; a + b: [vadd a b]; the
      difference of the two vectors: [vsub].
    - "$\|\cdot\|_{\infty}$" of a vector, "‖x‖_∞ := max_{i=1}^n |x_i|" (§3.1):
      [vmax_abs n]. The conclusion is the printed inequality, nothing added.
    No other hypothesis.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(forall i, (i < n)%nat -> Rabs (b i) <= eps)] printed "$|b_{i}|\leq\epsilon$ for all $i\in[n]$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Softmax.
Open Scope R_scope.

Definition lemma_4_4 : Prop :=
  forall (n : nat) (a b : vec) (eps : R),
    (1 <= n)%nat ->
    (forall i, (i < n)%nat -> Rabs (b i) <= eps) ->
    vmax_abs n (vsub (softm n (vadd a b)) (softm n a)) <= (exp eps - 1) / 3.
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
