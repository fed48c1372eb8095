(** * θ-balance: Definition 3.5 of large-weights

    "Given a matrix E ∈ ℝⁿˣⁿ, we define a corresponding matrix D ∈ ℝⁿˣⁿ to be the diagonal
    matrix with D_{i,i} := max_{j,l∈[n]} |E_{i,j} − E_{i,l}|. We say E is θ-balanced, if
    ‖D‖_∞ ≤ θ."

    [balance_diagonal n E i] is D_{i,i}, the spread of row i; [balance n E] is ‖D‖_∞, which
    for the non-negative diagonal D is maxᵢ D_{i,i} (the smallest θ for which E is
    θ-balanced). Both are maxima of absolute values, where [bigmax]'s floor 0 changes
    nothing (see [src/math/balance.rs]). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices.
Open Scope R_scope.

(** D_{i,i} := max_{j,l∈[n]} |E_{i,j} − E_{i,l}|. *)
Definition balance_diagonal (n : nat) (E : mat) (i : nat) : R :=
  bigmax n (fun j => bigmax n (fun l => Rabs (E i j - E i l))).

(** ‖D‖_∞ = maxᵢ D_{i,i}. *)
Definition balance (n : nat) (E : mat) : R := bigmax n (balance_diagonal n E).

Lemma balance_diagonal_ge n E i j l :
  (j < n)%nat -> (l < n)%nat -> Rabs (E i j - E i l) <= balance_diagonal n E i.
Proof.
  intros Hj Hl. unfold balance_diagonal.
  eapply Rle_trans; [|apply (bigmax_ge n _ j Hj)].
  apply (bigmax_ge n (fun l => Rabs (E i j - E i l)) l Hl).
Qed.

Lemma balance_diagonal_nonneg n E i : 0 <= balance_diagonal n E i.
Proof. apply bigmax_nonneg. Qed.

Lemma balance_diagonal_le_balance n E i : (i < n)%nat -> balance_diagonal n E i <= balance n E.
Proof. intros Hi. apply (bigmax_ge n (balance_diagonal n E) i Hi). Qed.
