(** * Dong et al. (2021), LayerNorm without its shift does not increase rank, proved for every size

    The reading's argument: LN(Z) − 1b_LNᵀ = D_s⁻¹ Z C diag(g), and right and left
    multiplication cannot increase rank. Written out for the minors:
    - with Z = A B on every row, entry (i, j) of LN(Z) − 1b_LNᵀ is
      gⱼ(Zᵢⱼ − μ(Zᵢ))/sᵢ = Σₜ (Aᵢₜ/sᵢ)·(gⱼ(Bₜⱼ − (1/d)Σₗ Bₜₗ)), t < k
      ([layer_norm_linear_factored]: the token mean of Zᵢ is Σₜ Aᵢₜ times the mean of Bₜ);
    - so the submatrix on any k + 1 rows (all < n, [subset_entry_below]) and k + 1 columns
      (all < d) is P Q with P of size (k+1) × k and Q of size k × (k+1), whose determinant
      is 0 ([det_factored_zero]: det is multilinear and alternating in the columns, and
      the k + 1 columns of P Q lie in the span of the k columns of P).
    Premises not used: the sizes (1 ≤ n, 1 ≤ d, 1 ≤ k) and ε > 0 (the identity divides by
    the same sᵢ on both sides). *)

From Coq Require Import Reals Lra Lia List.
From Lemmacheck Require Import Sums Matrices San Cofactors DongFacts.
From Statements Require Import Dong2021.claim_ln_p2__linear_part.
Import ListNotations.
Open Scope R_scope.

Theorem claim_ln_p2__linear_part_holds : claim_ln_p2__linear_part.
Proof.
  intros n d k Z_ A B g b_LN eps _ _ _ _ HZ r c Hr Hc.
  set (rs := nth r (subsets n (k + 1)) []). set (cs := nth c (subsets d (k + 1)) []).
  apply (det_factored_zero (k + 1) k _
           (fun a t => A (nth a rs O) t / token_scale d eps (row Z_ (nth a rs O)))
           (fun t b => g (nth b cs O) * (B t (nth b cs O) - sum d (fun l => B t l) / INR d))); [lia|].
  intros a b Ha Hb.
  assert (Hi : (nth a rs O < n)%nat) by (apply subset_entry_below; assumption).
  assert (Hj : (nth b cs O < d)%nat) by (apply subset_entry_below; assumption).
  unfold submatrix. apply layer_norm_linear_factored; [|exact Hj].
  intros l Hl. apply HZ; assumption.
Qed.
