(** * Dong et al. (2021), LayerNorm increases rank by at most one, proved for every size

    The reading's argument: LN(Z) = D_s⁻¹ Z C diag(g) + 1b_LNᵀ, a right and left
    multiplication plus a rank-1 shift. Written out for the minors:
    - with Z = A B on every row, LN(Z)ᵢⱼ = Σₜ (Aᵢₜ/sᵢ)·(gⱼ(Bₜⱼ − (1/d)Σₗ Bₜₗ)) + 1·b_LN,ⱼ
      ([layer_norm_linear_factored]), a product with inner dimension k + 1: the factor
      [A/s, 1] of size n × (k+1) times the factor [B C diag(g); b_LNᵀ] of size (k+1) × d;
    - so the submatrix on any k + 2 rows (all < n, [subset_entry_below]) and k + 2 columns
      (all < d) is P Q with inner dimension k + 1 < k + 2, whose determinant is 0
      ([det_factored_zero]).
    Premises not used: the sizes (1 ≤ n, 1 ≤ d, 1 ≤ k) and ε > 0. *)

From Coq Require Import Reals Lra Lia List.
From Lemmacheck Require Import Sums Matrices San Cofactors DongFacts.
From Statements Require Import Dong2021.claim_ln_p2__plus_one.
Import ListNotations.
Open Scope R_scope.

Theorem claim_ln_p2__plus_one_holds : claim_ln_p2__plus_one.
Proof.
  intros n d k Z_ A B g b_LN eps _ _ _ _ HZ r c Hr Hc.
  set (rs := nth r (subsets n (k + 2)) []). set (cs := nth c (subsets d (k + 2)) []).
  apply (det_factored_zero (k + 2) (S k) _
           (fun a t => if Nat.ltb t k then A (nth a rs O) t / token_scale d eps (row Z_ (nth a rs O)) else 1)
           (fun t b => if Nat.ltb t k then g (nth b cs O) * (B t (nth b cs O) - sum d (fun l => B t l) / INR d)
                       else b_LN (nth b cs O))); [lia|].
  intros a b Ha Hb.
  assert (Hi : (nth a rs O < n)%nat) by (apply subset_entry_below; assumption).
  assert (Hj : (nth b cs O < d)%nat) by (apply subset_entry_below; assumption).
  unfold submatrix.
  (* LN(Z) = (LN(Z) − 1 b_LNᵀ) + 1 b_LNᵀ, the first part a product with inner dimension k *)
  pose proof (layer_norm_linear_factored d k A B Z_ g b_LN eps (nth a rs O) (nth b cs O)
                ltac:(intros l Hl; apply HZ; assumption) Hj) as E.
  unfold msub, outer, ones in E.
  change (sum (S k) ?f) with (sum k f + f k). cbv beta. rewrite Nat.ltb_irrefl.
  rewrite (sum_ext k _ (fun t => A (nth a rs O) t / token_scale d eps (row Z_ (nth a rs O))
                                  * (g (nth b cs O) * (B t (nth b cs O) - sum d (fun l => B t l) / INR d)))).
  - rewrite <- E. ring.
  - intros t Ht. destruct (Nat.ltb_spec t k); [reflexivity | lia].
Qed.
