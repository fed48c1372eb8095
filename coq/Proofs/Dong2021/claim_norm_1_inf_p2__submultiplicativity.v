(** * Dong et al. (2021), ‖·‖_{1,∞} is submultiplicative, proved for every size

    Both induced norms are submultiplicative: column j of AB has
    Σᵢ |(AB)ᵢⱼ| ≤ Σₗ |Bₗⱼ| Σᵢ |Aᵢₗ| ≤ ‖A‖₁‖B‖₁ ([max_column_sum_mmul]) and row i has
    Σⱼ |(AB)ᵢⱼ| ≤ Σₗ |Aᵢₗ| Σⱼ |Bₗⱼ| ≤ ‖A‖_∞‖B‖_∞ ([max_row_sum_mmul]); so
    ‖AB‖₁‖AB‖_∞ ≤ (‖A‖₁‖A‖_∞)(‖B‖₁‖B‖_∞), and the square root is monotone and
    multiplicative on nonnegative numbers. The size premises are not used. *)

From Coq Require Import Reals Lra.
From Lemmacheck Require Import Sums Matrices Norms NormFacts DongFacts.
From Statements Require Import Dong2021.claim_norm_1_inf_p2__submultiplicativity.
Open Scope R_scope.

Theorem claim_norm_1_inf_p2__submultiplicativity_holds : claim_norm_1_inf_p2__submultiplicativity.
Proof.
  intros n k d A B _ _ _. unfold composite_1_inf.
  pose proof (max_column_sum_nonneg n k A). pose proof (max_row_sum_nonneg n k A).
  pose proof (max_column_sum_nonneg k d B). pose proof (max_row_sum_nonneg k d B).
  rewrite <- sqrt_mult by (apply Rmult_le_pos; assumption).
  apply sqrt_le_1_alt.
  apply (Rle_trans _ ((max_column_sum n k A * max_column_sum k d B) * (max_row_sum n k A * max_row_sum k d B))).
  - apply Rmult_le_compat; [apply max_column_sum_nonneg | apply max_row_sum_nonneg | apply max_column_sum_mmul | apply max_row_sum_mmul].
  - right. ring.
Qed.
