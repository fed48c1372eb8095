(** * large-weights, Lemma D.7, Part 2: the reading [as-written] (as-written)

    Claim id [large-weights/lemma-d.7-p2]; the search's module is
    [src/claims/large_weights/lemma_d_7.rs].

    The statement (Lemma D.7, Part 2):

    If the following conditions hold • Let $X_{0}$ denote the input of first layer of neural network, and satisfy $\|X_{0}\|_{\infty}\leq\phi_{0}$ • For $\ell\in[L]$, we use $X_{\ell}$ to denote the $\ell$-th layer output • Let $\|W_{v}\|_{\infty}\leq\eta$ Then, we can show • Part 1. For any $\ell$, $\|X_{\ell+1}\|_{\infty}\leq\|X_{\ell}\|_{\infty}\cdot(1+H\eta)$ • Part 2. For any $\ell$, $\|X_{\ell}\|_{\infty}\leq\phi_{0}\cdot(1+H\eta)^{\ell}$

    The words this reading formalises (Appendix D.4, Lemma D.7, Part 2):

    • Part 2. For any $\ell$, $\|X_{\ell}\|_{\infty}\leq\phi_{0}\cdot(1+H\eta)^{\ell}$

    The reading, as the search states it: Residual network of Definition 3.7 (no scale), ||W_v||_inf <= eta for every head of every layer, W_q and W_k free, ||X_0||_inf <= phi_0; ||.||_inf entrywise; checked for every layer. The reading adds eta in (0, 1] (the regime of Lemma C.2 and Theorem 5.3).

    How the statement below encodes it:
    - The network and its hypotheses as in Part 1's reading [as-written]
      ([lemma_d_7_hypotheses], Statements/LargeWeights/lemma_d_7_p1.v).
    - Part 2, "For any ℓ", ℓ ∈ [L] (the instance index [i] is ℓ − 1):
      [‖X_ℓ‖_∞ <= phi_0 * (1 + INR H * eta) ^ ℓ].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [lemma_d_7_hypotheses n d H L X_0 W_v eta phi_0] added "the printed
      $\|X_{0}\|_{\infty}\leq\phi_{0}$ and $\|W_{v}\|_{\infty}\leq\eta$ (every head of every layer)
      bundled with eta in (0, 1], which the reading adds (the regime of Lemma C.2 and Theorem 5.3);
      a refutation under it is stronger"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Attention.
From Statements.LargeWeights Require Import lemma_d_7_p1.
Open Scope R_scope.

Definition lemma_d_7_p2 : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    lemma_d_7_hypotheses n d H L X_0 W_v eta phi_0 ->
    forall i : nat, (i < L)%nat ->
      max_abs_entry n d (residual_network n d H 1 W_q W_k W_v X_0 (S i)) <= phi_0 * (1 + INR H * eta) ^ (S i).
