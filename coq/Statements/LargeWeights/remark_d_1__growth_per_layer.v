(** * large-weights, Remark D.1: the reading [growth-per-layer] (reconstructed)

    Claim id [large-weights/remark-d.1], reading [growth-per-layer]; the search's module is
    [src/claims/large_weights/remark_d_1.rs].

    The statement (Remark D.1):

    We remark that our proof can be straightforwardly generalized to the situation where the Self Attention Network also has MLP layers, similar to Section 3.2 in [30], by defining $X_{\ell}^{\ell_{0}}=f(B_{\ell}^{\ell_{0}})$ where $f$ is the MLP layer. Note that the Lipshitz property of $f$ will appear correspondingly in the final bound.

    The words this reading formalises (Appendix D.1, Remark D.1):

    by defining $X_{\ell}^{\ell_{0}}=f(B_{\ell}^{\ell_{0}})$ where $f$ is the MLP layer. Note that the Lipshitz property of $f$ will appear correspondingly in the final bound.

    The reading, as the search states it: Lemma D.7 Part 1 with the MLP (rebuilt: the remark prints no formula): ||X_(l+1)||_inf <= lambda_l (1 + H eta) ||X_l||_inf for every layer; bias-free MLP f_l(Z) = ReLU(Z W_1) W_2 after each layer, lambda_l the product of the largest column sums of |W_1| and |W_2|; Lemma D.7's hypotheses with eta in (0, 1].

    How the statement below encodes it:
    - "by defining $X_{\ell}^{\ell_{0}}=f(B_{\ell}^{\ell_{0}})$ where f is the MLP layer": L
      residual layers of H heads as in Lemma D.7 (no scale), each followed by the bias-free
      MLP f_ℓ(Z) = ReLU(Z W₁^ℓ) W₂^ℓ, W₁^ℓ, W₂^ℓ ∈ ℝᵈˣᵈ ([W_1 W_2 : nat -> mat]):
      X_{ℓ+1} = f_ℓ(X_ℓ + Σᵢ softmvᵢ(X_ℓ)) ([mlp_network n d H 1 W_q W_k W_v W_1 W_2 X_0 l],
      Library/Networks.v); [n d H L : nat], each at least 1.
    - Lemma D.7's hypotheses with η ∈ (0, 1] ([lemma_d_7_hypotheses],
      Statements/LargeWeights/lemma_d_7_p1.v); W₁, W₂ free.
    - "the Lipshitz property of f will appear correspondingly": λ_ℓ = ‖W₁^ℓ‖_col‖W₂^ℓ‖_col with
      ‖W‖_col the largest column sum of |W| ([max_column_sum d d]), a Lipschitz constant of
      f_ℓ in ‖·‖_∞ (ReLU is 1-Lipschitz with ReLU(0) = 0).
    - Lemma D.7 Part 1 with the MLP, for every layer ℓ = 0, ..., L − 1 (the instance index
      [i] is ℓ): [‖X_{ℓ+1}‖_∞ <= λ_ℓ * (1 + INR H * eta) * ‖X_ℓ‖_∞].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [lemma_d_7_hypotheses n d H L X_0 W_v eta phi_0] reading "Lemma D.7's hypotheses with $\eta
      \in (0, 1]$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Networks.
From Statements.LargeWeights Require Import lemma_d_7_p1.
Open Scope R_scope.

(** λ_ℓ = ‖W₁^ℓ‖_col ‖W₂^ℓ‖_col. *)
Definition remark_d_1_lambda (d : nat) (W_1 W_2 : nat -> mat) (l : nat) : R :=
  max_column_sum d d (W_1 l) * max_column_sum d d (W_2 l).

Definition remark_d_1__growth_per_layer : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R) (W_1 W_2 : nat -> mat),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    lemma_d_7_hypotheses n d H L X_0 W_v eta phi_0 ->
    forall i : nat, (i < L)%nat ->
      let X := mlp_network n d H 1 W_q W_k W_v W_1 W_2 X_0 in
      max_abs_entry n d (X (S i)) <= remark_d_1_lambda d W_1 W_2 i * (1 + INR H * eta) * max_abs_entry n d (X i).
