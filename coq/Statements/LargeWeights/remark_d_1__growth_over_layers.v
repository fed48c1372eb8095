(** * large-weights, Remark D.1: the reading [growth-over-layers] (reconstructed)

    Claim id [large-weights/remark-d.1], reading [growth-over-layers]; the search's module is
    [src/claims/large_weights/remark_d_1.rs].

    The statement (Remark D.1):

    We remark that our proof can be straightforwardly generalized to the situation where the Self Attention Network also has MLP layers, similar to Section 3.2 in [30], by defining $X_{\ell}^{\ell_{0}}=f(B_{\ell}^{\ell_{0}})$ where $f$ is the MLP layer. Note that the Lipshitz property of $f$ will appear correspondingly in the final bound.

    The words this reading formalises (Appendix D.1, Remark D.1):

    by defining $X_{\ell}^{\ell_{0}}=f(B_{\ell}^{\ell_{0}})$ where $f$ is the MLP layer. Note that the Lipshitz property of $f$ will appear correspondingly in the final bound.

    The reading, as the search states it: Lemma D.7 Part 2 with the MLP (rebuilt): ||X_l||_inf <= phi_0 lambda_0 ... lambda_(l-1) (1 + H eta)^l for every layer; the network and lambda_l as in growth-per-layer.

    How the statement below encodes it:
    - The network, λ_ℓ and the hypotheses as in the reading [growth-per-layer]
      (Statements/LargeWeights/remark_d_1__growth_per_layer.v).
    - Lemma D.7 Part 2 with the MLP, for every layer ℓ ∈ [L] (the instance index [i] is
      ℓ − 1): ‖X_ℓ‖_∞ ≤ φ₀ λ₀ ⋯ λ_{ℓ−1} (1 + Hη)^ℓ, the product written
      φ₀·(λ₀(1 + Hη))⋯(λ_{ℓ−1}(1 + Hη)) ([remark_d_1_bound]).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [lemma_d_7_hypotheses n d H L X_0 W_v eta phi_0] reading "the network and $\lambda_\ell$ as in
      growth-per-layer"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Networks.
From Statements.LargeWeights Require Import lemma_d_7_p1 remark_d_1__growth_per_layer.
Open Scope R_scope.

(** φ₀ λ₀(1 + Hη) ⋯ λ_{ℓ−1}(1 + Hη). *)
Fixpoint remark_d_1_bound (d H : nat) (W_1 W_2 : nat -> mat) (eta phi_0 : R) (l : nat) : R :=
  match l with
  | O => phi_0
  | S k => remark_d_1_bound d H W_1 W_2 eta phi_0 k * (remark_d_1_lambda d W_1 W_2 k * (1 + INR H * eta))
  end.

Definition remark_d_1__growth_over_layers : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R) (W_1 W_2 : nat -> mat),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    lemma_d_7_hypotheses n d H L X_0 W_v eta phi_0 ->
    forall i : nat, (i < L)%nat ->
      max_abs_entry n d (mlp_network n d H 1 W_q W_k W_v W_1 W_2 X_0 (S i))
        <= remark_d_1_bound d H W_1 W_2 eta phi_0 (S i).
