(** * large-weights, Fact 3.3, first bullet (entrywise norms), proved for every size

    The paper states the fact without proof. With |(AB)ᵢⱼ| ≤ Σₗ |Aᵢₗ||Bₗⱼ|:
    ‖AB‖₁ ≤ Σᵢ Σₗ |Aᵢₗ| (Σⱼ |Bₗⱼ|) ≤ Σᵢ Σₗ |Aᵢₗ| ‖B‖₁ = ‖A‖₁‖B‖₁, since a row's sum of
    absolute values is at most the sum of all. The size hypotheses are not used. *)

From Coq Require Import Reals Lra.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts.
From Statements Require Import LargeWeights.fact_3_3_p1.
Open Scope R_scope.

Theorem fact_3_3_p1_holds : fact_3_3_p1.
Proof.
  intros m k p A B _ _ _.
  unfold abs_entry_sum at 1.
  apply (Rle_trans _ (sum m (fun i => sum k (fun l => Rabs (A i l) * abs_entry_sum k p B)))).
  - apply sum_le. intros i Hi.
    apply (Rle_trans _ (sum p (fun j => sum k (fun l => Rabs (A i l) * Rabs (B l j))))).
    + apply sum_le. intros j Hj. apply mmul_abs_le.
    + rewrite sum_swap. apply sum_le. intros l Hl. rewrite sum_scal_l.
      apply Rmult_le_compat_l; [apply Rabs_pos | apply row_abs_sum_le, Hl].
  - right. change (abs_entry_sum m k A) with (sum m (fun i => sum k (fun l => Rabs (A i l)))).
    rewrite <- sum_scal_r. apply sum_ext. intros i _. apply sum_scal_r.
Qed.
