(** * Dong et al. (2021), Layer normalisation cannot help: residual (seed 002): the reading [reconstructed] (reconstructed)

    Claim id [dong2021/claim-ln-p3], reading [reconstructed]; the search's module is
    [src/claims/dong2021/claim_ln.rs].

    The statement (Layer normalisation cannot help: residual (seed 002)):

    Layer normalization cannot help, and the argument is two lines. LN(SA(X)) rewrites as Σ_h P_h X W̃_h + 1b̃ᵀ with W̃_h = W_h D_LN^{-1}. Layer normalization is therefore a right multiplication plus a rank-1 shift, and right multiplication cannot increase rank.

    The words this reading formalises (seed 002, The account, last paragraph):

    Layer normalization cannot help, and the argument is two lines.

    The reading, as the search states it: Rebuilt (the inequality is not printed): ||res(LN(Z))||_{1,inf} <= ||D_LN^-1|| ||res(Z)||_{1,inf}, with ||D_LN^-1|| read as max_j |g_j| / min_i sqrt(sigma^2(Z_i) + eps) (gain over the smallest token scale); per-token LayerNorm; res with the token mean, norms ||.||_{1,inf}.

    How the statement below encodes it:
    - Z ∈ ℝⁿˣᵈ ([Z_]: the file's Z; the name Z is Coq's type of integers), [n d : nat], each
      at least 1; LN the per-token LayerNorm ([layer_norm d g b_LN eps], Library/San.v),
      ε > 0 where LN is defined.
    - res with the token mean, res(H) = H − 1ₙh̄ᵀ ([res_mean n], Library/Residuals.v), and
      ‖A‖_{1,∞} = √(‖A‖₁‖A‖_∞) with the induced norms ([composite_1_inf]).
    - "cannot help": res is not increased beyond the factor the rewrite states, ‖D_LN⁻¹‖,
      read as the largest entry of diag(g)·D_s⁻¹: maxⱼ|gⱼ| ([vmax_abs d g]) over the smallest
      token scale minᵢ √(σ²(Zᵢ) + ε) ([minimum n (fun i => token_scale d eps (row Z_ i))]);
      [claim_ln_p3_with] with the factor [c].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [0 < eps] domain "which needs $\varepsilon > 0$ when a token is constant"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Extrema Residuals San.
Open Scope R_scope.

(** The inequality with its factor multiplied by [c]. *)
Definition claim_ln_p3_with (c : R) (n d : nat) (Z_ : mat) (g b_LN : vec) (eps : R) : Prop :=
  composite_1_inf n d (res_mean n (layer_norm d g b_LN eps Z_))
    <= c * (vmax_abs d g / minimum n (fun i => token_scale d eps (row Z_ i))) * composite_1_inf n d (res_mean n Z_).

Definition claim_ln_p3__reconstructed : Prop :=
  forall (n d : nat) (Z_ : mat) (g b_LN : vec) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat -> 0 < eps ->
    claim_ln_p3_with 1 n d Z_ g b_LN eps.
