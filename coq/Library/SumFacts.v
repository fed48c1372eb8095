(** * Facts about [sum] and [bigmax] used by the proofs for every size

    General lemmas on the finite sums and maxima of [Sums] (indices [0, ..., n-1]): exchange
    of a double sum, products of sums, bounds of a sum by its size times a bound of its
    terms, and the link between [bigmax] and its terms. Nothing here is specific to a claim. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums.
Open Scope R_scope.

(** ** Absolute values *)

Lemma Rabs_le_bounds x a : Rabs x <= a -> - a <= x <= a.
Proof. intros H. pose proof (Rle_abs x). pose proof (Rle_abs (- x)). rewrite Rabs_Ropp in *. lra. Qed.

(** ** Sums *)

Lemma sum_swap n m (f : nat -> nat -> R) :
  sum n (fun i => sum m (fun j => f i j)) = sum m (fun j => sum n (fun i => f i j)).
Proof.
  induction n as [|n IH]; simpl.
  - symmetry. apply sum_zero.
  - rewrite IH, sum_plus. reflexivity.
Qed.

Lemma sum_opp n f : sum n (fun i => - f i) = - sum n f.
Proof. induction n; simpl; [ring|]. rewrite IHn. ring. Qed.

(** Σᵢ Σⱼ fᵢ gⱼ = (Σᵢ fᵢ)(Σⱼ gⱼ). *)
Lemma sum_product n m f g :
  sum n (fun i => sum m (fun j => f i * g j)) = sum n f * sum m g.
Proof.
  rewrite <- sum_scal_r. apply sum_ext. intros i _. apply sum_scal_l.
Qed.

(** A sum of [n] terms each at most [c] is at most [n c]. *)
Lemma sum_le_const n f c : (forall i, (i < n)%nat -> f i <= c) -> sum n f <= INR n * c.
Proof. intros H. rewrite <- sum_const. apply sum_le. exact H. Qed.

(** |Σᵢ fᵢ gᵢ| ≤ Σᵢ |fᵢ| |gᵢ|. *)
Lemma sum_abs_mul n f g : Rabs (sum n (fun i => f i * g i)) <= sum n (fun i => Rabs (f i) * Rabs (g i)).
Proof.
  eapply Rle_trans; [apply sum_abs|]. apply Req_le, sum_ext. intros. apply Rabs_mult.
Qed.

Lemma sum_abs_nonneg n f : 0 <= sum n (fun i => Rabs (f i)).
Proof. apply sum_nonneg. intros. apply Rabs_pos. Qed.

(** ** Maxima *)

(** Below a nonnegative [c] exactly when every term is. *)
Lemma bigmax_le_iff n f c : 0 <= c -> (bigmax n f <= c <-> forall i, (i < n)%nat -> f i <= c).
Proof.
  intros Hc. split.
  - intros H i Hi. eapply Rle_trans; [apply bigmax_ge, Hi | exact H].
  - intros H. apply bigmax_le; assumption.
Qed.

Lemma bigmax_mono n f g : (forall i, (i < n)%nat -> f i <= g i) -> bigmax n f <= bigmax n g.
Proof.
  intros H. apply bigmax_le; [apply bigmax_nonneg|].
  intros i Hi. eapply Rle_trans; [apply H, Hi | apply bigmax_ge, Hi].
Qed.

(** The maximum of nonnegative terms is at most their sum. *)
Lemma bigmax_le_sum n f : (forall i, (i < n)%nat -> 0 <= f i) -> bigmax n f <= sum n f.
Proof.
  intros H. apply bigmax_le; [apply sum_nonneg, H|].
  intros i Hi. apply sum_term_le; assumption.
Qed.

(** A sum is at most [n] times the maximum of its terms. *)
Lemma sum_le_size_bigmax n f : sum n f <= INR n * bigmax n f.
Proof. apply sum_le_const. intros. apply bigmax_ge. assumption. Qed.

(** c · max = max of c · terms, for c ≥ 0. *)
Lemma bigmax_scal_l n c f : 0 <= c -> bigmax n (fun i => c * f i) = c * bigmax n f.
Proof.
  intros Hc. induction n as [|n IH]; simpl; [ring|].
  rewrite IH. apply RmaxRmult. exact Hc.
Qed.
