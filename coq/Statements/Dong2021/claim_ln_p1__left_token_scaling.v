(** * Dong et al. (2021), Layer normalisation: the rewrite (seed 002): the reading [left-token-scaling] (repair)

    Claim id [dong2021/claim-ln-p1], reading [left-token-scaling]; the search's module is
    [src/claims/dong2021/claim_ln.rs].

    The statement (Layer normalisation: the rewrite (seed 002)):

    Layer normalization cannot help, and the argument is two lines. LN(SA(X)) rewrites as Σ_h P_h X W̃_h + 1b̃ᵀ with W̃_h = W_h D_LN^{-1}. Layer normalization is therefore a right multiplication plus a rank-1 shift, and right multiplication cannot increase rank.

    The words this reading formalises (seed 002, The account, last paragraph):

    LN(SA(X)) rewrites as Σ_h P_h X W̃_h + 1b̃ᵀ with W̃_h = W_h D_LN^{-1}.

    The reading, as the search states it: Repair: the normalisation on the left, one scale per token: LN(SA(X)) = D_s^-1 SA(X) C diag(g) + 1 b_LN^T with D_s = diag(sqrt(sigma^2(SA(X)_i) + eps)), C = I - 1 1^T/d (so W~_h = W_h C diag(g) after a token-wise scaling); an identity entrywise.

    How the statement below encodes it:
    - One self-attention layer as in the reading [as-written] (Statements/Dong2021/claim_ln_p1.v,
      Library/San.v): X ∈ ℝⁿˣᵈ, H heads with W_Q, W_K ∈ ℝᵈˣᵈ_qk and W_V ∈ ℝᵈˣᵈ
      ([W_Q 0 h] etc.: the file's grids have one layer), bias b ([row b 0]),
      τ = 1/√d_qk, SA(X) = Σₕ Pₕ X Wₕ + 1bᵀ ([self_attention n d d_qk H tau ...]);
      [H n d d_qk : nat], each at least 1.
    - LN is the per-token LayerNorm with gain g, bias b_LN and ε ([layer_norm d g b_LN eps],
      Library/San.v); ε > 0 is the search's domain condition "eps > 0" (LN divides by
      √(σ² + ε)).
    - D_s = diag(√(σ²(SA(X)ᵢ) + ε)): its inverse is the diagonal matrix of the reciprocals
      of the token scales, [diag (fun i => / token_scale d eps (row SA i))]; C = I − 11ᵀ/d,
      [msub identity (mscale (1 / INR d) (outer ones ones))]; diag(g) is [diag g].
    - The identity entry by entry, for every i < n and j < d (the instance quantifiers
      after the premises): LN(SA(X))ᵢⱼ = (D_s⁻¹ SA(X) C diag(g) + 1 b_LNᵀ)ᵢⱼ, the products
      taken in the reading's order with their inner sizes ([mmul n], [mmul d], [mmul d]).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= H)%nat] size
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= d_qk)%nat] size
    - [0 < eps] domain "which needs $\varepsilon > 0$ when a token is constant"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Sums Matrices San.
Open Scope R_scope.

Definition claim_ln_p1__left_token_scaling : Prop :=
  forall (H n d d_qk : nat) (X : mat) (W_Q W_K W_V : nat -> nat -> mat) (b : mat) (g b_LN : vec) (eps : R),
    (1 <= H)%nat -> (1 <= n)%nat -> (1 <= d)%nat -> (1 <= d_qk)%nat -> 0 < eps ->
    let SA := self_attention n d d_qk H (1 / sqrt (INR d_qk)) (W_Q 0%nat) (W_K 0%nat) (W_V 0%nat) (row b 0%nat) X in
    let Ds_inv := diag (fun i => / token_scale d eps (row SA i)) in
    let C := msub identity (mscale (1 / INR d) (outer ones ones)) in
    forall i j : nat, (i < n)%nat -> (j < d)%nat ->
      layer_norm d g b_LN eps SA i j
        = madd (mmul d (mmul d (mmul n Ds_inv SA) C) (diag g)) (outer ones b_LN) i j.
