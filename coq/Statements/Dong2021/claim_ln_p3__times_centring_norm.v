(** * Dong et al. (2021), Layer normalisation cannot help: residual (seed 002): the reading [times-centring-norm] (repair)

    Claim id [dong2021/claim-ln-p3], reading [times-centring-norm]; the search's module is
    [src/claims/dong2021/claim_ln.rs].

    The statement (Layer normalisation cannot help: residual (seed 002)):

    Layer normalization cannot help, and the argument is two lines. LN(SA(X)) rewrites as Σ_h P_h X W̃_h + 1b̃ᵀ with W̃_h = W_h D_LN^{-1}. Layer normalization is therefore a right multiplication plus a rank-1 shift, and right multiplication cannot increase rank.

    The words this reading formalises (seed 002, The account, last paragraph):

    Layer normalization cannot help, and the argument is two lines.

    The reading, as the search states it: Repair candidate of reconstructed: the factor times ||C||_1 = ||C||_inf = 2(d-1)/d, C = I - 1 1^T/d the centring over features that LN applies before scaling; not argued (a conjecture: the module's argument gives 4d).

    How the statement below encodes it:
    - As the reading [reconstructed] ([claim_ln_p3_with], Statements/Dong2021/claim_ln_p3__reconstructed.v),
      with the factor multiplied by ‖C‖₁ = ‖C‖_∞ = 2(d − 1)/d, C = I − 11ᵀ/d the centring over
      features ([2 * (INR d - 1) / INR d]).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [0 < eps] domain "which needs $\varepsilon > 0$ when a token is constant"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices.
From Statements.Dong2021 Require Import claim_ln_p3__reconstructed.
Open Scope R_scope.

Definition claim_ln_p3__times_centring_norm : Prop :=
  forall (n d : nat) (Z_ : mat) (g b_LN : vec) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat -> 0 < eps ->
    claim_ln_p3_with (2 * (INR d - 1) / INR d) n d Z_ g b_LN eps.
