(** * large-weights, Remark D.1: the reading [growth-per-layer-d-h-eta] (repair)

    Claim id [large-weights/remark-d.1], reading [growth-per-layer-d-h-eta]; the search's
    module is [src/claims/large_weights/remark_d_1.rs].

    The statement (Remark D.1):

    We remark that our proof can be straightforwardly generalized to the situation where the Self Attention Network also has MLP layers, similar to Section 3.2 in [30], by defining $X_{\ell}^{\ell_{0}}=f(B_{\ell}^{\ell_{0}})$ where $f$ is the MLP layer. Note that the Lipshitz property of $f$ will appear correspondingly in the final bound.

    The words this reading formalises (Appendix D.1, Remark D.1):

    by defining $X_{\ell}^{\ell_{0}}=f(B_{\ell}^{\ell_{0}})$ where $f$ is the MLP layer. Note that the Lipshitz property of $f$ will appear correspondingly in the final bound.

    The reading, as the search states it: Repair of growth-per-layer: the factor $1 + dH\eta$ ($d$ the feature dimension) in place of $1 + H\eta$, as in Lemma D.7's repair.

    How the statement below encodes it:
    - The network, λ_ℓ and the hypotheses as in the reading [growth-per-layer]
      (Statements/LargeWeights/remark_d_1__growth_per_layer.v): L residual layers of H heads
      (no scale), each followed by the bias-free MLP f_ℓ(Z) = ReLU(Z W₁^ℓ) W₂^ℓ
      ([mlp_network n d H 1 W_q W_k W_v W_1 W_2 X_0], Library/Networks.v); Lemma D.7's
      hypotheses with η ∈ (0, 1] ([lemma_d_7_hypotheses], Statements/LargeWeights/lemma_d_7_p1.v:
      ‖W_v‖_∞ ≤ η for every head of every layer, ‖X₀‖_∞ ≤ φ₀, 0 < η ≤ 1); W_q, W_k, W₁, W₂ free;
      λ_ℓ = ‖W₁^ℓ‖_col‖W₂^ℓ‖_col ([remark_d_1_lambda]).
    - The repair: for every layer ℓ = 0, ..., L − 1 (the instance index [i] is ℓ),
      [‖X_{ℓ+1}‖_∞ <= λ_ℓ * (1 + INR (d * H) * eta) * ‖X_ℓ‖_∞], the factor 1 + dHη in place
      of 1 + Hη.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [lemma_d_7_hypotheses n d H L X_0 W_v eta phi_0] reading "Repair of growth-per-layer"

    The last premise is the hypotheses of the reading growth-per-layer, which this repair
    keeps; that reading's note states them ("Lemma D.7's hypotheses with
    $\eta \in (0, 1]$"). *)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Networks.
From Statements.LargeWeights Require Import lemma_d_7_p1 remark_d_1__growth_per_layer.
Open Scope R_scope.

Definition remark_d_1__growth_per_layer_d_h_eta : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R) (W_1 W_2 : nat -> mat),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    lemma_d_7_hypotheses n d H L X_0 W_v eta phi_0 ->
    forall i : nat, (i < L)%nat ->
      let X := mlp_network n d H 1 W_q W_k W_v W_1 W_2 X_0 in
      max_abs_entry n d (X (S i)) <= remark_d_1_lambda d W_1 W_2 i * (1 + INR (d * H) * eta) * max_abs_entry n d (X i).
