(** * large-weights, Fact 3.3, first bullet, induced norms, proved for every size

    Submultiplicativity of the largest column sum: column j of AB has
    Σᵢ |(AB)ᵢⱼ| ≤ Σₗ |Bₗⱼ| (Σᵢ |Aᵢₗ|) ≤ Σₗ |Bₗⱼ| ‖A‖₁ ≤ ‖A‖₁‖B‖₁. The size hypotheses are not
    used. *)

From Coq Require Import Reals Lra.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts.
From Statements Require Import LargeWeights.fact_3_3_p1__induced_norms.
Open Scope R_scope.

Theorem fact_3_3_p1__induced_norms_holds : fact_3_3_p1__induced_norms.
Proof.
  intros m k p A B _ _ _.
  unfold max_column_sum at 1.
  apply bigmax_le; [apply Rmult_le_pos; apply max_column_sum_nonneg|]. intros j Hj.
  apply (Rle_trans _ (sum m (fun i => sum k (fun l => Rabs (A i l) * Rabs (B l j))))).
  { apply sum_le. intros i _. apply mmul_abs_le. }
  rewrite sum_swap.
  apply (Rle_trans _ (sum k (fun l => max_column_sum m k A * Rabs (B l j)))).
  - apply sum_le. intros l Hl. rewrite sum_scal_r.
    apply Rmult_le_compat_r; [apply Rabs_pos | apply column_sum_le_max, Hl].
  - rewrite sum_scal_l. apply Rmult_le_compat_l; [apply max_column_sum_nonneg|].
    apply column_sum_le_max, Hj.
Qed.
