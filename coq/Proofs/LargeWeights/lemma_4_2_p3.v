(** * large-weights, Lemma 4.2, third bullet, proved for every n

    The paper's proof: |α(a + b) − α(a)| ≤ Σᵢ |exp(aᵢ + bᵢ) − exp(aᵢ)| (triangle inequality)
    ≤ Σᵢ exp(aᵢ)(e^ε − 1) (its Eq. (3), the first bullet) = (e^ε − 1)α(a). *)

From Coq Require Import Reals Lra.
From Lemmacheck Require Import Sums Matrices Norms Softmax.
From Statements Require Import LargeWeights.lemma_4_2_p3.
From Proofs Require Import LargeWeights.lemma_4_2_p1.
Open Scope R_scope.

Theorem lemma_4_2_p3_holds : lemma_4_2_p3.
Proof.
  intros n a b eps Hn Hb.
  unfold alpha, vadd. rewrite <- sum_minus.
  eapply Rle_trans; [apply sum_abs|].
  rewrite <- sum_scal_l. apply sum_le. intros i Hi.
  exact (lemma_4_2_p1_holds n a b eps Hn Hb i Hi).
Qed.
