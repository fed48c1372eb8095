(** * large-weights, Lemma C.2, Part 1: the reading [d-h-eta] (repair)

    Claim id [large-weights/lemma-c.2-p1], reading [d-h-eta]; the search's module is
    [src/claims/large_weights/lemma_c_2.rs].

    The statement (Lemma C.2, Part 1):

    If the following conditions hold • $\epsilon_{\ell}:=2\eta\phi_{0}(1+H\eta)^{\ell}$. (see Definition A.2) • Let $\eta\in(0,1]$. • Let $\epsilon_{\ell}\in(0,1)$. Then, we can show • Part 1. $K\cdot\|\operatorname{\mathsf{Res}}(X_{\ell})\|_{\infty}\leq\epsilon_{\ell}$ • Part 2. $\|(B-X_{\ell})W_{v}\|_{\infty}\leq H\epsilon_{\ell}$ • Part 3. $\|X_{\ell}W_{v}\|_{\infty}\leq 1$

    The words this reading changes (Appendix C.2, Lemma C.2, Part 1):

    • $\epsilon_{\ell}:=2\eta\phi_{0}(1+H\eta)^{\ell}$. (see Definition A.2)

    The reading, as the search states it: Repair: $\varepsilon_\ell := 2\eta\phi_0 (1 + dH\eta)^\ell$ (the growth Lemma D.7 allows, its reading d-h-eta), in the hypothesis $\varepsilon_\ell \in (0, 1)$ and in the bound; otherwise as-written.

    How the statement below encodes it:
    - The network and its hypotheses as in the reading [as-written]
      ([lemma_c_2_hypotheses], Statements/LargeWeights/lemma_c_2_p1.v: the residual network
      of Definition 3.7 with no scale, every weight bounded by η, ‖X₀‖_∞ ≤ φ₀, η ∈ (0, 1],
      ε_ℓ ∈ (0, 1) for every ℓ ∈ [L]), with the growth rate of ε_ℓ per layer changed from H
      to dH: [lemma_c_2_hypotheses n d H L (d * H) ...], so the hypothesis reads
      0 < 2ηφ₀(1 + dHη)^ℓ < 1.
    - K = (e − 1)‖W_v‖_∞ for every value matrix of the network (the largest of them,
      [largest_value_weight L H d W_v]), as in [as-written].
    - Part 1 with the repaired ε_ℓ, for every layer ℓ ∈ [L] (the instance index [i] is
      ℓ − 1): [(exp 1 - 1) * largest_value_weight L H d W_v * ‖Res(X_ℓ)‖_∞ <= epsilon_l eta phi_0 (d * H) ℓ].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [lemma_c_2_hypotheses n d H L (d * H) X_0 W_q W_k W_v eta phi_0] reading "Repair: $\varepsilon_\ell := 2\eta\phi_0 (1 + dH\eta)^\ell$ (the growth Lemma D.7 allows, its reading d-h-eta), in the hypothesis $\varepsilon_\ell \in (0, 1)$ and in the bound; otherwise as-written."
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Attention LayerCollapse Bounded.
From Statements.LargeWeights Require Import lemma_c_2_p1.
Open Scope R_scope.

Definition lemma_c_2_p1__d_h_eta : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    lemma_c_2_hypotheses n d H L (d * H) X_0 W_q W_k W_v eta phi_0 ->
    forall i : nat, (i < L)%nat ->
      (exp 1 - 1) * largest_value_weight L H d W_v * max_abs_entry n d (Res n (residual_network n d H 1 W_q W_k W_v X_0 (S i)))
        <= epsilon_l eta phi_0 (d * H) (S i).
