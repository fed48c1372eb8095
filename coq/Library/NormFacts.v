(** * Facts about matrix products and the norms of [Norms], for every size

    The entries of a product are bounded by the product of absolute values,
    |(AB)ᵢⱼ| ≤ Σₗ |Aᵢₗ||Bₗⱼ| ([mmul_abs_le]); the rest bounds a norm's terms by the norm:
    an entry by the entrywise maximum, a row or column sum of absolute values by the
    entrywise sum, the induced row or column sum, or the number of its terms times the
    entrywise maximum. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms SumFacts.
Open Scope R_scope.

(** |(AB)ᵢⱼ| ≤ Σₗ |Aᵢₗ||Bₗⱼ|. *)
Lemma mmul_abs_le k A B i j : Rabs (mmul k A B i j) <= sum k (fun l => Rabs (A i l) * Rabs (B l j)).
Proof. apply sum_abs_mul. Qed.

Lemma max_abs_entry_ge m k A i j :
  (i < m)%nat -> (j < k)%nat -> Rabs (A i j) <= max_abs_entry m k A.
Proof.
  intros Hi Hj. unfold max_abs_entry.
  eapply Rle_trans; [|apply (bigmax_ge m _ i Hi)]. apply (bigmax_ge k (fun l => Rabs (A i l)) j Hj).
Qed.

Lemma max_abs_entry_nonneg m k A : 0 <= max_abs_entry m k A.
Proof. apply bigmax_nonneg. Qed.

(** Below a nonnegative [c] exactly when every entry is. *)
Lemma max_abs_entry_le m k A c :
  0 <= c -> (forall i j, (i < m)%nat -> (j < k)%nat -> Rabs (A i j) <= c) -> max_abs_entry m k A <= c.
Proof.
  intros Hc H. apply bigmax_le; [exact Hc|]. intros i Hi.
  apply bigmax_le; [exact Hc|]. intros j Hj. apply H; assumption.
Qed.

Lemma abs_entry_sum_nonneg m k A : 0 <= abs_entry_sum m k A.
Proof. apply sum_nonneg. intros. apply sum_abs_nonneg. Qed.

(** A row's sum of absolute values is at most the entrywise sum. *)
Lemma row_abs_sum_le m k A i :
  (i < m)%nat -> sum k (fun j => Rabs (A i j)) <= abs_entry_sum m k A.
Proof.
  intros Hi. apply (sum_term_le m (fun r => sum k (fun j => Rabs (A r j))) i Hi).
  intros. apply sum_abs_nonneg.
Qed.

(** A row's sum of absolute values is at most the largest row sum. *)
Lemma row_sum_le_max m k A i :
  (i < m)%nat -> sum k (fun j => Rabs (A i j)) <= max_row_sum m k A.
Proof. intros Hi. apply (bigmax_ge m (fun r => sum k (fun j => Rabs (A r j))) i Hi). Qed.

(** A column's sum of absolute values is at most the largest column sum. *)
Lemma column_sum_le_max m k A j :
  (j < k)%nat -> sum m (fun i => Rabs (A i j)) <= max_column_sum m k A.
Proof. intros Hj. apply (bigmax_ge k (fun c => sum m (fun i => Rabs (A i c))) j Hj). Qed.

Lemma max_row_sum_nonneg m k A : 0 <= max_row_sum m k A.
Proof. apply bigmax_nonneg. Qed.

Lemma max_column_sum_nonneg m k A : 0 <= max_column_sum m k A.
Proof. apply bigmax_nonneg. Qed.

(** An entry is at most its row's sum of absolute values, hence at most the largest row
    sum. *)
Lemma abs_entry_le_max_row_sum m k A i j :
  (i < m)%nat -> (j < k)%nat -> Rabs (A i j) <= max_row_sum m k A.
Proof.
  intros Hi Hj. eapply Rle_trans; [|apply row_sum_le_max, Hi].
  apply (sum_term_le k (fun c => Rabs (A i c)) j Hj). intros. apply Rabs_pos.
Qed.
