(** * large-weights, Eq. (7) with R ≥ 0 entrywise (the repair), proved for every n and d

    The module's argument for the repair, step by step:
    - P is row-stochastic ([softm_sum]), so
      (PX)ᵢⱼ = Σₖ Pᵢₖ (xⱼ + Rₖⱼ) = xⱼ + Σₖ Pᵢₖ Rₖⱼ;
    - Lemma B.1's bound, Pᵢₖ = softm(r + Eᵢ.)ₖ ≤ e^{Dᵢᵢ} softm(r)ₖ, since every
      |Eᵢₗ − Eᵢₖ| ≤ Dᵢᵢ ([softm_shift_le], Library/SoftmaxFacts.v, with
      [balance_diagonal_ge]);
    - multiplied into Rₖⱼ ≥ 0 (the reading's hypothesis) and summed over k:
      Σₖ Pᵢₖ Rₖⱼ ≤ e^{Dᵢᵢ} Σₖ softm(r)ₖ Rₖⱼ;
    - the right-hand side's (i, j) entry is xⱼ + Σₗ (e^D)ᵢₗ (1ₙ softm(r)ᵀ R)ₗⱼ
      = xⱼ + e^{Dᵢᵢ} Σₖ softm(r)ₖ Rₖⱼ, e^D being diagonal ([sum_diag] below).

    Premises not used: [(1 <= n)%nat] and [(1 <= d)%nat] (the entry's indices i < n and
    j < d are all the proof needs); the hypothesis R ≥ 0 is used in the third step. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Softmax SumFacts SoftmaxFacts Balance.
From Statements Require Import LargeWeights.eq_7__extra_hypothesis_r_nonnegative.
Open Scope R_scope.

(** Σₗ diag(a)ᵢₗ bₗ = aᵢ bᵢ for i < n. *)
Lemma sum_diag n a b i :
  sum n (fun l => diag a i l * b l) = if Nat.ltb i n then a i * b i else 0.
Proof.
  induction n as [|n IH]; simpl sum.
  - destruct (Nat.ltb_spec i 0); [lia | reflexivity].
  - rewrite IH. unfold diag.
    destruct (Nat.ltb_spec i n), (Nat.ltb_spec i (S n)), (Nat.eqb_spec i n); try lia; subst; ring.
Qed.

Theorem eq_7__extra_hypothesis_r_nonnegative_holds : eq_7__extra_hypothesis_r_nonnegative.
Proof.
  intros n d x R_ E r _ _ HR i j Hi Hj.
  set (D := balance_diagonal n E i).
  set (P := softm_rows n (madd E (outer ones r))).
  (* row i of P is softm(r + row i of E) *)
  assert (HP : forall k, (k < n)%nat -> P i k = softm n (vadd r (row E i)) k).
  { intros k Hk. unfold P, softm_rows. apply softm_ext; [|exact Hk].
    intros l _. unfold row, madd, outer, ones, vadd. ring. }
  (* Lemma B.1: Pᵢₖ ≤ e^{Dᵢᵢ} softm(r)ₖ *)
  assert (HB : forall k, (k < n)%nat -> P i k <= exp D * softm n r k).
  { intros k Hk. rewrite HP by exact Hk. apply softm_shift_le; [exact Hk|].
    intros l Hl. unfold row. apply balance_diagonal_ge; assumption. }
  (* P is row-stochastic *)
  assert (Hsum : sum n (fun k => P i k) = 1).
  { rewrite (sum_ext n _ (softm n (vadd r (row E i)))) by exact HP. apply softm_sum. lia. }
  (* the left-hand side: xⱼ + Σₖ Pᵢₖ Rₖⱼ *)
  assert (Hl : mmul n P (madd (outer ones x) R_) i j = x j + sum n (fun k => P i k * R_ k j)).
  { unfold mmul, madd, outer, ones.
    rewrite (sum_ext n _ (fun k => P i k * x j + P i k * R_ k j)) by (intros; ring).
    rewrite sum_plus, sum_scal_r. change (sum n (P i)) with (sum n (fun k => P i k)). rewrite Hsum. ring. }
  (* the right-hand side: xⱼ + e^{Dᵢᵢ} Σₖ softm(r)ₖ Rₖⱼ *)
  assert (Hr : madd (outer ones x) (mmul n (diag (vmap exp (balance_diagonal n E)))
                 (mmul n (outer ones (softm n r)) R_)) i j
               = x j + exp D * sum n (fun k => softm n r k * R_ k j)).
  { unfold madd at 1. unfold outer at 1, ones at 1. unfold mmul at 1.
    rewrite sum_diag. destruct (Nat.ltb_spec i n); [|lia].
    unfold vmap, D, mmul, outer, ones.
    rewrite (sum_ext n (fun l => 1 * softm n r l * R_ l j) (fun k => softm n r k * R_ k j)) by (intros; ring).
    ring. }
  rewrite Hl, Hr. apply Rplus_le_compat_l.
  rewrite <- sum_scal_l. apply sum_le. intros k Hk.
  rewrite <- Rmult_assoc. apply Rmult_le_compat_r; [apply HR; assumption | apply HB, Hk].
Qed.
