(** * Dong et al. (2021), Layer normalisation cannot help: residual (seed 002): the reading [times-4d] (repair)

    Claim id [dong2021/claim-ln-p3], reading [times-4d]; the search's module is
    [src/claims/dong2021/claim_ln.rs].

    The statement (Layer normalisation cannot help: residual (seed 002)):

    Layer normalization cannot help, and the argument is two lines. LN(SA(X)) rewrites as Σ_h P_h X W̃_h + 1b̃ᵀ with W̃_h = W_h D_LN^{-1}. Layer normalization is therefore a right multiplication plus a rank-1 shift, and right multiplication cannot increase rank.

    The words this reading formalises (seed 002, The account, last paragraph):

    Layer normalization cannot help, and the argument is two lines.

    The reading, as the search states it: Repair of reconstructed: the factor times 4d, which the module's argument gives (normalising a centred token is 2/s_min-Lipschitz in l_2, then l_1 <= sqrt(d) l_2 and the composite norm).

    How the statement below encodes it:
    - As the reading [reconstructed] ([claim_ln_p3_with], Statements/Dong2021/claim_ln_p3__reconstructed.v):
      Z ∈ ℝⁿˣᵈ ([Z_]), [n d : nat], each at least 1; LN the per-token LayerNorm
      ([layer_norm d g b_LN eps]); ε > 0 is the search's domain condition "eps > 0";
      res with the token mean ([res_mean n]); ‖A‖_{1,∞} = √(‖A‖₁‖A‖_∞) with the induced
      norms ([composite_1_inf]); the factor ‖D_LN⁻¹‖ read as maxⱼ|gⱼ| over the smallest
      token scale minᵢ √(σ²(Zᵢ) + ε).
    - The repair: that factor multiplied by 4d, [4 * INR d] (the search computes it as
      (4d²)/d, the same number).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [0 < eps] domain "which needs $\varepsilon > 0$ when a token is constant"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices.
From Statements.Dong2021 Require Import claim_ln_p3__reconstructed.
Open Scope R_scope.

Definition claim_ln_p3__times_4d : Prop :=
  forall (n d : nat) (Z_ : mat) (g b_LN : vec) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat -> 0 < eps ->
    claim_ln_p3_with (4 * INR d) n d Z_ g b_LN eps.
