(** * Dong et al. (2021), Layer normalisation: a right multiplication plus a shift (seed 002): the reading [as-written] (as-written)

    Claim id [dong2021/claim-ln-p2]; the search's module is
    [src/claims/dong2021/claim_ln.rs].

    The statement (Layer normalisation: a right multiplication plus a shift (seed 002)):

    Layer normalization cannot help, and the argument is two lines. LN(SA(X)) rewrites as Σ_h P_h X W̃_h + 1b̃ᵀ with W̃_h = W_h D_LN^{-1}. Layer normalization is therefore a right multiplication plus a rank-1 shift, and right multiplication cannot increase rank.

    The words this reading formalises (seed 002, The account, last paragraph):

    Layer normalization is therefore a right multiplication plus a rank-1 shift, and right multiplication cannot increase rank.

    The reading, as the search states it: Per-token LayerNorm (gain g, bias b_LN, eps) as a right multiplication plus a rank-1 shift: some M in R^{d x d}, b~ in R^d give LN(Z) = Z M + 1 b~^T. Checked on every set S of d + 2 tokens as u^T LN(Z)_S = 0, u the cofactor vector of [Z_S, 1].

    How the statement below encodes it:
    - Z ∈ ℝⁿˣᵈ ([Z_]: the file's Z; the name Z is Coq's type of integers), [n d : nat], each
      at least 1.
    - LN is the per-token LayerNorm with gain g, bias b_LN and ε ([layer_norm d g b_LN eps],
      Library/San.v); ε > 0 is where LN is defined (it divides by √(σ² + ε)).
    - "Layer normalization is therefore a right multiplication plus a rank-1 shift", stated
      for LN itself: there exist M ∈ ℝᵈˣᵈ and b̃ ∈ ℝᵈ with LN(Z) = Z M + 1b̃ᵀ entry by entry.
    - [claim_ln_p2_checked] is the consequence the search checks, for d = 2 (the file's
      size): for every set S of d + 2 = 4 tokens (the k-th in lexicographic order,
      [subsets n 4]) and every column j, uᵀ LN(Z)_S = 0 with u the cofactor vector of
      [Z_S, 1] (Library/Cofactors.v); [claim_ln_p2_checked_of] proves that the statement
      implies it.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [0 < eps] domain "which needs $\varepsilon > 0$ when a token is constant"
*)

From Coq Require Import Reals Lia List.
From Lemmacheck Require Import Sums Matrices San Cofactors.
Import ListNotations.
Open Scope R_scope.

Definition claim_ln_p2 : Prop :=
  forall (n d : nat) (Z_ : mat) (g b_LN : vec) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat -> 0 < eps ->
    exists (M : mat) (bt : vec), forall i j : nat, (i < n)%nat -> (j < d)%nat ->
      layer_norm d g b_LN eps Z_ i j = madd (mmul d Z_ M) (outer ones bt) i j.

Definition claim_ln_p2_checked : Prop :=
  forall (n d : nat) (Z_ : mat) (g b_LN : vec) (eps : R),
    (1 <= n)%nat -> d = 2%nat -> 0 < eps ->
    forall k j : nat, (k < length (subsets n 4))%nat -> (j < 2)%nat ->
      sum 4 (fun i =>
        cofactor4 (augment_ones 2 (select_rows n (nth k (subsets n 4) []) Z_)) i
        * select_rows n (nth k (subsets n 4) []) (layer_norm 2 g b_LN eps Z_) i j) = 0.

Lemma claim_ln_p2_checked_of : claim_ln_p2 -> claim_ln_p2_checked.
Proof.
  intros Hs n d Z_ g b_LN eps Hn -> Heps k j Hk Hj.
  destruct (Hs n 2%nat Z_ g b_LN eps Hn ltac:(lia) Heps) as [M [bt HM]].
  apply cofactor4_kills_span with (M := M) (bt := bt).
  intros i Hi. rewrite HM by (try apply subset_entry_below; lia). reflexivity.
Qed.
