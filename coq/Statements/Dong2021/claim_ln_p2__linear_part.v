(** * Dong et al. (2021), Layer normalisation: a right multiplication plus a shift (seed 002): the reading [linear-part] (reconstructed)

    Claim id [dong2021/claim-ln-p2], reading [linear-part]; the search's module is
    [src/claims/dong2021/claim_ln.rs].

    The statement (Layer normalisation: a right multiplication plus a shift (seed 002)):

    Layer normalization cannot help, and the argument is two lines. LN(SA(X)) rewrites as Σ_h P_h X W̃_h + 1b̃ᵀ with W̃_h = W_h D_LN^{-1}. Layer normalization is therefore a right multiplication plus a rank-1 shift, and right multiplication cannot increase rank.

    The words this reading formalises (seed 002, The account, last paragraph):

    Layer normalization is therefore a right multiplication plus a rank-1 shift, and right multiplication cannot increase rank.

    The reading, as the search states it: Rebuilt consequence for the part before the shift: rank(LN(Z) - 1 b_LN^T) <= rank(Z), LN(Z) - 1 b_LN^T = D_s^-1 Z C diag(g); every (k+1)-minor of it is 0 for Z = A B, A of size n x k.

    How the statement below encodes it:
    - Z ∈ ℝⁿˣᵈ ([Z_]: the file's Z; the name Z is Coq's type of integers), A ∈ ℝⁿˣᵏ,
      B ∈ ℝᵏˣᵈ, [n d k : nat], each at least 1 (the search draws each from 1).
    - LN is the per-token LayerNorm with gain g, bias b_LN and ε ([layer_norm d g b_LN eps],
      Library/San.v); ε > 0 is the search's domain condition "eps > 0" (LN divides by
      √(σ² + ε)).
    - The search's hypothesis "Z = A B" (so rank(Z) ≤ k), one equality per entry:
      [Z_ i j = mmul k A B i j] for i < n, j < d.
    - The rank consequence for the part before the shift: every (k+1)-minor of
      LN(Z) − 1b_LNᵀ ([msub (layer_norm d g b_LN eps Z_) (outer ones b_LN)]) is 0, which
      says rank(LN(Z) − 1b_LNᵀ) ≤ k.
      A minor is the determinant, by Laplace expansion along the first row as the search
      computes it ([det], Library/DongFacts.v), of the submatrix on a set of rows and a
      set of columns of that size ([submatrix]), the sets in lexicographic order
      ([subsets], Library/Cofactors.v): the r-th set of rows and the c-th set of columns,
      the instance quantifiers [r c] after the premises. When the order exceeds n or d
      there is no such set, and nothing to check (as in the search).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= k)%nat] size
    - [0 < eps] domain "which needs $\varepsilon > 0$ when a token is constant"
    - [(forall i j, (i < n)%nat -> (j < d)%nat -> Z_ i j = mmul k A B i j)] reading "$Z = A B$"
*)

From Coq Require Import Reals List.
From Lemmacheck Require Import Sums Matrices San Cofactors DongFacts.
Import ListNotations.
Open Scope R_scope.

Definition claim_ln_p2__linear_part : Prop :=
  forall (n d k : nat) (Z_ A B : mat) (g b_LN : vec) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= k)%nat -> 0 < eps ->
    (forall i j, (i < n)%nat -> (j < d)%nat -> Z_ i j = mmul k A B i j) ->
    forall r c : nat, (r < length (subsets n (k + 1)))%nat -> (c < length (subsets d (k + 1)))%nat ->
      det (k + 1) (submatrix (nth r (subsets n (k + 1)) []) (nth c (subsets d (k + 1)) [])
        (msub (layer_norm d g b_LN eps Z_) (outer ones b_LN))) = 0.
