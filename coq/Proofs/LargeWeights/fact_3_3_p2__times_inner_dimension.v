(** * large-weights, Fact 3.3, second bullet times k (entrywise maximum), proved for every size

    The module's argument: ‖AB‖_∞ = maxᵢⱼ |Σₗ AᵢₗBₗⱼ| ≤ Σₗ |Aᵢₗ||Bₗⱼ| ≤ k‖A‖_∞‖B‖_∞, a sum of
    k terms each at most ‖A‖_∞‖B‖_∞. The size hypotheses are not used. *)

From Coq Require Import Reals Lra.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts.
From Statements Require Import LargeWeights.fact_3_3_p2__times_inner_dimension.
Open Scope R_scope.

Theorem fact_3_3_p2__times_inner_dimension_holds : fact_3_3_p2__times_inner_dimension.
Proof.
  intros m k p A B _ _ _.
  pose proof (max_abs_entry_nonneg m k A). pose proof (max_abs_entry_nonneg k p B).
  apply max_abs_entry_le.
  { apply Rmult_le_pos; [apply pos_INR | apply Rmult_le_pos; assumption]. }
  intros i j Hi Hj.
  eapply Rle_trans; [apply mmul_abs_le|].
  apply sum_le_const. intros l Hl.
  apply Rmult_le_compat; try apply Rabs_pos; apply max_abs_entry_ge; assumption.
Qed.
