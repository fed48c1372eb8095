(** * large-weights, Fact 3.2, proved for every n

    The paper states the fact without proof. softm(x + a1ₙ)ᵢ = e^{xᵢ + a}/α(x + a1ₙ) and
    α(x + a1ₙ) = eᵃα(x) ([alpha_shift]), so the factor eᵃ cancels. Here n ≥ 1 makes α(x)
    positive. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Softmax SoftmaxFacts.
From Statements Require Import LargeWeights.fact_3_2.
Open Scope R_scope.

Theorem fact_3_2_holds : fact_3_2.
Proof.
  intros n x a Hn i Hi.
  assert (Hx : 0 < alpha n x) by (apply alpha_pos; lia).
  pose proof (exp_pos a) as Ha.
  unfold softm at 2. rewrite alpha_shift. unfold vadd, vscale, ones.
  rewrite Rmult_1_r, exp_plus. unfold softm. field. lra.
Qed.
