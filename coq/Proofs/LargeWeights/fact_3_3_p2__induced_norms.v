(** * large-weights, Fact 3.3, second bullet, induced norms, proved for every size

    Submultiplicativity of the largest row sum: row i of AB has
    Σⱼ |(AB)ᵢⱼ| ≤ Σₗ |Aᵢₗ| (Σⱼ |Bₗⱼ|) ≤ Σₗ |Aᵢₗ| ‖B‖_∞ ≤ ‖A‖_∞‖B‖_∞. The size hypotheses are
    not used. *)

From Coq Require Import Reals Lra.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts.
From Statements Require Import LargeWeights.fact_3_3_p2__induced_norms.
Open Scope R_scope.

Theorem fact_3_3_p2__induced_norms_holds : fact_3_3_p2__induced_norms.
Proof.
  intros m k p A B _ _ _.
  unfold max_row_sum at 1.
  apply bigmax_le; [apply Rmult_le_pos; apply max_row_sum_nonneg|]. intros i Hi.
  apply (Rle_trans _ (sum p (fun j => sum k (fun l => Rabs (A i l) * Rabs (B l j))))).
  { apply sum_le. intros j _. apply mmul_abs_le. }
  rewrite sum_swap.
  apply (Rle_trans _ (sum k (fun l => Rabs (A i l) * max_row_sum k p B))).
  - apply sum_le. intros l Hl. rewrite sum_scal_l.
    apply Rmult_le_compat_l; [apply Rabs_pos | apply row_sum_le_max, Hl].
  - rewrite sum_scal_r. apply Rmult_le_compat_r; [apply max_row_sum_nonneg|].
    apply row_sum_le_max, Hi.
Qed.
