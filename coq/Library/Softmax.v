(** * α and softm: Definition 3.1 of large-weights

    "For a vector x ∈ ℝⁿ, we define α(x) := ⟨exp(x), 1ₙ⟩. We define softm(x) as
    softm(x) := α(x)⁻¹ exp(x). For a matrix A, we use the notation softm(A) to denote that we
    apply softm to each row of A individually." *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices.
Open Scope R_scope.

(** α(x) := ⟨exp(x), 1ₙ⟩ = Σᵢ exp(xᵢ). *)
Definition alpha (n : nat) (x : vec) : R := sum n (fun i => exp (x i)).

(** softm(x) := α(x)⁻¹ exp(x). *)
Definition softm (n : nat) (x : vec) : vec := fun i => / alpha n x * exp (x i).

(** softm applied to each row of an [m x n] matrix (the number of rows is not needed). *)
Definition softm_rows (n : nat) (A : mat) : mat := fun i => softm n (row A i).

Lemma alpha_pos n x : (0 < n)%nat -> 0 < alpha n x.
Proof. intros Hn. apply sum_pos; [exact Hn|]. intros. apply exp_pos. Qed.

Lemma softm_pos n x i : (0 < n)%nat -> 0 < softm n x i.
Proof.
  intros Hn. unfold softm. apply Rmult_lt_0_compat; [apply Rinv_0_lt_compat, alpha_pos, Hn | apply exp_pos].
Qed.

(** "α(x)⁻¹ exp(xᵢ) ∈ (0, 1) for any x and i" (proof of Lemma 4.4), for i in [n]. *)
Lemma softm_le_1 n x i : (i < n)%nat -> softm n x i <= 1.
Proof.
  intros Hi. unfold softm.
  assert (Ha : 0 < alpha n x) by (apply alpha_pos; lia).
  assert (exp (x i) <= alpha n x).
  { apply (sum_term_le n (fun j => exp (x j))); [exact Hi|]. intros. apply Rlt_le, exp_pos. }
  apply (Rmult_le_reg_l (alpha n x)); [exact Ha|].
  rewrite <- Rmult_assoc, Rinv_r by lra. lra.
Qed.
