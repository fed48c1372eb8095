(** * large-weights, Lemma 4.3, second bullet, proved for every n

    The paper's "Similarly": |α(a + b)⁻¹ − α(a)⁻¹| = α(a + b)⁻¹α(a)⁻¹|α(a + b) − α(a)|
    ≤ α(a + b)⁻¹α(a)⁻¹(e^ε − 1)α(a) (Lemma 4.2, third bullet) = (e^ε − 1)α(a + b)⁻¹. Here
    n ≥ 1 makes α(a), α(a + b) positive. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Softmax ExpFacts.
From Statements Require Import LargeWeights.lemma_4_3_p2.
From Proofs Require Import LargeWeights.lemma_4_2_p3.
Open Scope R_scope.

Theorem lemma_4_3_p2_holds : lemma_4_3_p2.
Proof.
  intros n a b eps Hn Hb.
  pose proof (lemma_4_2_p3_holds n a b eps Hn Hb) as H.
  assert (Ha : 0 < alpha n a) by (apply alpha_pos; lia).
  assert (Hab : 0 < alpha n (vadd a b)) by (apply alpha_pos; lia).
  set (A := alpha n a) in *. set (B := alpha n (vadd a b)) in *.
  replace (/ B - / A) with (/ B * / A * (A - B)) by (field; lra).
  rewrite Rabs_mult, (Rabs_right (/ B * / A)) by (apply Rle_ge, Rlt_le, Rmult_lt_0_compat; apply Rinv_0_lt_compat; assumption).
  rewrite Rabs_minus_sym.
  apply (Rle_trans _ (/ B * / A * ((exp eps - 1) * A))).
  - apply Rmult_le_compat_l; [apply Rlt_le, Rmult_lt_0_compat; apply Rinv_0_lt_compat; assumption | exact H].
  - right. field. lra.
Qed.
