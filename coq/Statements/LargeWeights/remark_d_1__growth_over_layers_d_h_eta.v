(** * large-weights, Remark D.1: the reading [growth-over-layers-d-h-eta] (repair)

    Claim id [large-weights/remark-d.1], reading [growth-over-layers-d-h-eta]; the search's
    module is [src/claims/large_weights/remark_d_1.rs].

    The statement (Remark D.1):

    We remark that our proof can be straightforwardly generalized to the situation where the Self Attention Network also has MLP layers, similar to Section 3.2 in [30], by defining $X_{\ell}^{\ell_{0}}=f(B_{\ell}^{\ell_{0}})$ where $f$ is the MLP layer. Note that the Lipshitz property of $f$ will appear correspondingly in the final bound.

    The words this reading formalises (Appendix D.1, Remark D.1):

    by defining $X_{\ell}^{\ell_{0}}=f(B_{\ell}^{\ell_{0}})$ where $f$ is the MLP layer. Note that the Lipshitz property of $f$ will appear correspondingly in the final bound.

    The reading, as the search states it: Repair of growth-over-layers: the factor $(1 + dH\eta)^\ell$ in place of $(1 + H\eta)^\ell$.

    How the statement below encodes it:
    - The network, λ_ℓ and the hypotheses as in the reading [growth-over-layers]
      (Statements/LargeWeights/remark_d_1__growth_over_layers.v, which takes them from
      [growth-per-layer]): [mlp_network n d H 1 W_q W_k W_v W_1 W_2 X_0] and
      [lemma_d_7_hypotheses n d H L X_0 W_v eta phi_0].
    - The repair: for every layer ℓ ∈ [L] (the instance index [i] is ℓ − 1),
      ‖X_ℓ‖_∞ ≤ φ₀ λ₀ ⋯ λ_{ℓ−1} (1 + dHη)^ℓ, the product written
      φ₀·(λ₀(1 + dHη))⋯(λ_{ℓ−1}(1 + dHη)): [remark_d_1_bound] of the reading
      [growth-over-layers] with its growth argument dH in place of H
      ([remark_d_1_bound d (d * H) W_1 W_2 eta phi_0 ℓ]; that argument enters only the
      factor 1 + (·)η, λ_ℓ is computed from the first argument d).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [lemma_d_7_hypotheses n d H L X_0 W_v eta phi_0] reading "Repair of growth-over-layers"

    The last premise is the hypotheses of the reading growth-over-layers, which this repair
    keeps ("the network and $\lambda_\ell$ as in growth-per-layer"); growth-per-layer's note
    states them ("Lemma D.7's hypotheses with $\eta \in (0, 1]$"). *)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Networks.
From Statements.LargeWeights Require Import lemma_d_7_p1 remark_d_1__growth_per_layer remark_d_1__growth_over_layers.
Open Scope R_scope.

Definition remark_d_1__growth_over_layers_d_h_eta : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R) (W_1 W_2 : nat -> mat),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    lemma_d_7_hypotheses n d H L X_0 W_v eta phi_0 ->
    forall i : nat, (i < L)%nat ->
      max_abs_entry n d (mlp_network n d H 1 W_q W_k W_v W_1 W_2 X_0 (S i))
        <= remark_d_1_bound d (d * H) W_1 W_2 eta phi_0 (S i).
