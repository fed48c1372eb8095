(** * large-weights, Fact 3.3, third bullet times k (induced norms), proved for every size

    The module's argument: with the induced norms, ‖AB‖₁ ≤ ‖A‖₁‖B‖₁ (the first bullet's
    induced-norms reading, submultiplicativity), and ‖B‖₁, a column sum of k entries, is at
    most k times the largest entry, which is at most ‖B‖_∞ (a row sum is at least each of its
    entries). *)

From Coq Require Import Reals Lra.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts.
From Statements Require Import LargeWeights.fact_3_3_p3__induced_norms_times_inner_dimension.
From Proofs Require Import LargeWeights.fact_3_3_p1__induced_norms.
Open Scope R_scope.

Theorem fact_3_3_p3__induced_norms_times_inner_dimension_holds :
  fact_3_3_p3__induced_norms_times_inner_dimension.
Proof.
  intros m k p A B Hm Hk Hp.
  eapply Rle_trans; [exact (fact_3_3_p1__induced_norms_holds m k p A B Hm Hk Hp)|].
  (* ‖B‖₁ ≤ k ‖B‖_∞ *)
  assert (HB : max_column_sum k p B <= INR k * max_row_sum k p B).
  { apply bigmax_le.
    { apply Rmult_le_pos; [apply pos_INR | apply max_row_sum_nonneg]. }
    intros j Hj. apply sum_le_const. intros l Hl. apply abs_entry_le_max_row_sum; assumption. }
  pose proof (max_column_sum_nonneg m k A).
  apply (Rle_trans _ (max_column_sum m k A * (INR k * max_row_sum k p B))).
  - apply Rmult_le_compat_l; assumption.
  - right. ring.
Qed.
