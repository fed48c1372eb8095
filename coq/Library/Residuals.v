(** * Res with any minimiser, the row-wise Res of the proofs, and Dong et al.'s res

    [Res] (Res.v) takes Definition 3.4's minimiser to be the midrange of every column. The
    readings that leave the choice open, and the other residuals the sources use, are:

    - [Res_with y Z] = Z − 1ₙyᵀ for any [y]; [minimises n d Z y] says that [y] is a minimiser
      of ‖Z − 1ₙyᵀ‖_∞ ("y := argmin_{y∈ℝᵈ} ‖Z − 1ₙyᵀ‖_∞", Definition 3.4), ‖·‖_∞ the entrywise
      maximum; the minimum is [minimum_distance] = maxⱼ (maxᵢ Zᵢⱼ − minᵢ Zᵢⱼ)/2, and the
      minimisers form a box, a single point exactly when every column has the same range;
    - [Res_rows d Z]: the proofs' "X = R_X + y_X 1_dᵀ for some vector y_X ∈ ℝⁿ" (proof of
      Lemma 5.2), the midrange of every row subtracted from it, i.e. Res of Zᵀ transposed;
    - [res_mean n Z]: Dong et al.'s res(H) = H − 1ₙh̄ᵀ with h̄ = (1/n)Hᵀ1ₙ the token mean
      (the choice of their experiments).

    The same definitions are in the Rust suite's [src/math/res.rs], [row_res.rs] and
    [token_mean.rs]. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Extrema Res.
Open Scope R_scope.

(** Z − 1ₙyᵀ. *)
Definition Res_with (y : vec) (Z : mat) : mat := msub Z (outer ones y).

(** [y] minimises ‖Z − 1ₙyᵀ‖_∞ over ℝᵈ. *)
Definition minimises (n d : nat) (Z : mat) (y : vec) : Prop :=
  forall y' : vec, max_abs_entry n d (Res_with y Z) <= max_abs_entry n d (Res_with y' Z).

(** The minimum value maxⱼ (maxᵢ Zᵢⱼ − minᵢ Zᵢⱼ)/2. *)
Definition minimum_distance (n d : nat) (Z : mat) : R :=
  bigmax d (fun j => (maximum n (fun i => Z i j) - minimum n (fun i => Z i j)) / 2).

(** The proofs' row-wise residual: the midrange of every row subtracted from it. *)
Definition Res_rows (d : nat) (Z : mat) : mat := transpose (Res d (transpose Z)).

(** Dong et al.'s token mean h̄ = (1/n) Hᵀ 1ₙ and res(H) = H − 1ₙ h̄ᵀ. *)
Definition token_mean (n : nat) (Z : mat) : vec := fun j => sum n (fun k => Z k j) / INR n.
Definition res_mean (n : nat) (Z : mat) : mat := msub Z (outer ones (token_mean n Z)).

(** ** Every [y] is at least the minimum distance away

    |Zᵢⱼ − yⱼ| + |Zₖⱼ − yⱼ| ≥ Zᵢⱼ − Zₖⱼ, so one of the two is at least half the column's
    range; hence ‖Z − 1yᵀ‖_∞ ≥ [minimum_distance], and a [y] that attains it minimises. *)

Lemma maximum_attained n f : (0 < n)%nat -> exists i, (i < n)%nat /\ maximum n f = f i.
Proof.
  induction n as [|[|m] IH]; intros Hn; [lia | exists O; split; [lia | reflexivity]|].
  destruct IH as [i [Hi E]]; [lia|].
  change (maximum (S (S m)) f) with (Rmax (maximum (S m) f) (f (S m))).
  unfold Rmax. destruct (Rle_dec (maximum (S m) f) (f (S m))).
  - exists (S m). split; [lia | reflexivity].
  - exists i. split; [lia | exact E].
Qed.

Lemma minimum_attained n f : (0 < n)%nat -> exists i, (i < n)%nat /\ minimum n f = f i.
Proof.
  induction n as [|[|m] IH]; intros Hn; [lia | exists O; split; [lia | reflexivity]|].
  destruct IH as [i [Hi E]]; [lia|].
  change (minimum (S (S m)) f) with (Rmin (minimum (S m) f) (f (S m))).
  unfold Rmin. destruct (Rle_dec (minimum (S m) f) (f (S m))).
  - exists i. split; [lia | exact E].
  - exists (S m). split; [lia | reflexivity].
Qed.

Lemma abs_entry_le_max_abs_entry n d A i j :
  (i < n)%nat -> (j < d)%nat -> Rabs (A i j) <= max_abs_entry n d A.
Proof.
  intros Hi Hj. unfold max_abs_entry.
  eapply Rle_trans; [|apply (bigmax_ge n (fun j0 => bigmax d (fun l => Rabs (A j0 l))) i Hi)].
  apply (bigmax_ge d (fun l => Rabs (A i l)) j Hj).
Qed.

Lemma minimum_distance_le n d Z y :
  (0 < n)%nat -> minimum_distance n d Z <= max_abs_entry n d (Res_with y Z).
Proof.
  intros Hn. unfold minimum_distance.
  apply bigmax_le; [unfold max_abs_entry; apply bigmax_nonneg|].
  intros j Hj.
  destruct (maximum_attained n (fun i => Z i j) Hn) as [i [Hi Ei]].
  destruct (minimum_attained n (fun i => Z i j) Hn) as [k [Hk Ek]].
  rewrite Ei, Ek.
  pose proof (abs_entry_le_max_abs_entry n d (Res_with y Z) i j Hi Hj) as H1.
  pose proof (abs_entry_le_max_abs_entry n d (Res_with y Z) k j Hk Hj) as H2.
  revert H1 H2. generalize (max_abs_entry n d (Res_with y Z)) as M. intros M.
  unfold Res_with, msub, outer, ones. unfold Rabs. repeat destruct Rcase_abs; intros; lra.
Qed.

Lemma minimises_of_le n d Z y :
  (0 < n)%nat -> max_abs_entry n d (Res_with y Z) <= minimum_distance n d Z -> minimises n d Z y.
Proof.
  intros Hn H y'. eapply Rle_trans; [exact H|]. apply minimum_distance_le, Hn.
Qed.
