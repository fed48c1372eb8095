(** * large-weights, Lemma 4.2, second bullet, proved for every n

    The paper's proof: |exp(aᵢ + bᵢ) − exp(aᵢ)| = exp(aᵢ + bᵢ)|exp(−bᵢ) − 1| ("simple
    algebra") and |exp(−bᵢ) − 1| ≤ e^ε − 1 (its Eq. (2), [exp_minus_one_abs]), since
    |−bᵢ| ≤ ‖b‖_∞ ≤ ε. The hypothesis n ≥ 1 is not used. *)

From Coq Require Import Reals Lra.
From Lemmacheck Require Import Sums Matrices Norms ExpFacts.
From Statements Require Import LargeWeights.lemma_4_2_p2.
Open Scope R_scope.

Theorem lemma_4_2_p2_holds : lemma_4_2_p2.
Proof.
  intros n a b eps _ Hb i Hi.
  replace (exp (a i + b i) - exp (a i)) with (- (exp (a i + b i) * (exp (- b i) - 1))).
  2:{ rewrite Rmult_minus_distr_l, <- exp_plus.
      replace (a i + b i + - b i) with (a i) by ring. ring. }
  rewrite Rabs_Ropp, Rabs_mult, (Rabs_right (exp (a i + b i))) by (apply Rle_ge, Rlt_le, exp_pos).
  rewrite Rmult_comm. apply Rmult_le_compat_r; [apply Rlt_le, exp_pos|].
  apply exp_minus_one_abs. rewrite Rabs_Ropp.
  eapply Rle_trans; [apply (bigmax_ge n (fun j => Rabs (b j)) i Hi) | exact Hb].
Qed.
