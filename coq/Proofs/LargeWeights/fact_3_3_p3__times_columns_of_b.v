(** * large-weights, Fact 3.3, third bullet times p (entrywise norms), proved for every size

    The module's argument: ‖AB‖₁ = Σᵢⱼ |Σₗ AᵢₗBₗⱼ| ≤ Σᵢⱼ Σₗ |Aᵢₗ| ‖B‖_∞ = p ‖A‖₁ ‖B‖_∞: for
    each of the p columns j, the row i contributes at most (Σₗ |Aᵢₗ|)‖B‖_∞. The size
    hypotheses are not used. *)

From Coq Require Import Reals Lra.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts.
From Statements Require Import LargeWeights.fact_3_3_p3__times_columns_of_b.
Open Scope R_scope.

Theorem fact_3_3_p3__times_columns_of_b_holds : fact_3_3_p3__times_columns_of_b.
Proof.
  intros m k p A B _ _ _.
  unfold abs_entry_sum at 1.
  apply (Rle_trans _ (sum m (fun i => INR p * (sum k (fun l => Rabs (A i l)) * max_abs_entry k p B)))).
  - apply sum_le. intros i Hi. apply sum_le_const. intros j Hj.
    eapply Rle_trans; [apply mmul_abs_le|]. rewrite <- sum_scal_r.
    apply sum_le. intros l Hl.
    apply Rmult_le_compat_l; [apply Rabs_pos | apply max_abs_entry_ge; assumption].
  - right. rewrite sum_scal_l, sum_scal_r. unfold abs_entry_sum. ring.
Qed.
