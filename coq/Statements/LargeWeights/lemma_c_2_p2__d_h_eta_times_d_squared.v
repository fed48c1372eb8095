(** * large-weights, Lemma C.2, Part 2: the reading [d-h-eta-times-d-squared] (repair)

    Claim id [large-weights/lemma-c.2-p2], reading [d-h-eta-times-d-squared]; the search's
    module is [src/claims/large_weights/lemma_c_2.rs].

    The statement (Lemma C.2, Part 2):

    If the following conditions hold • $\epsilon_{\ell}:=2\eta\phi_{0}(1+H\eta)^{\ell}$. (see Definition A.2) • Let $\eta\in(0,1]$. • Let $\epsilon_{\ell}\in(0,1)$. Then, we can show • Part 1. $K\cdot\|\operatorname{\mathsf{Res}}(X_{\ell})\|_{\infty}\leq\epsilon_{\ell}$ • Part 2. $\|(B-X_{\ell})W_{v}\|_{\infty}\leq H\epsilon_{\ell}$ • Part 3. $\|X_{\ell}W_{v}\|_{\infty}\leq 1$

    The words this reading changes (Appendix C.2, Lemma C.2, Part 2):

    • Part 2. $\|(B-X_{\ell})W_{v}\|_{\infty}\leq H\epsilon_{\ell}$

    The reading, as the search states it: Repair: $\varepsilon_\ell := 2\eta\phi_0 (1 + dH\eta)^\ell$ as in d-h-eta, and the bound $d^2 H \varepsilon_\ell$ (Fact 3.3 repaired: $\|MW\|_\infty \le d\,\|M\|_\infty \|W\|_\infty$, used twice); otherwise as-written.

    How the statement below encodes it:
    - The network and its hypotheses as in Part 1's reading [d-h-eta]
      ([lemma_c_2_hypotheses n d H L (d * H) ...], Statements/LargeWeights/lemma_c_2_p1.v:
      ε_ℓ := 2ηφ₀(1 + dHη)^ℓ in the hypothesis ε_ℓ ∈ (0, 1)).
    - B = X_{ℓ+1} and ℓ ∈ [L − 1] (the instance index [i] is ℓ − 1), the largest
      ‖(X_{ℓ+1} − X_ℓ)W_v‖_∞ over the network's value matrices, as in [as-written].
    - The repaired bound d²Hε_ℓ: [INR d ^ 2 * INR H * epsilon_l eta phi_0 (d * H) ℓ].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [lemma_c_2_hypotheses n d H L (d * H) X_0 W_q W_k W_v eta phi_0] reading "Repair: $\varepsilon_\ell := 2\eta\phi_0 (1 + dH\eta)^\ell$ as in d-h-eta, and the bound $d^2 H \varepsilon_\ell$ (Fact 3.3 repaired: $\|MW\|_\infty \le d\,\|M\|_\infty \|W\|_\infty$, used twice); otherwise as-written."
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Sums Matrices Norms Attention LayerCollapse.
From Statements.LargeWeights Require Import lemma_c_2_p1.
Open Scope R_scope.

Definition lemma_c_2_p2__d_h_eta_times_d_squared : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    lemma_c_2_hypotheses n d H L (d * H) X_0 W_q W_k W_v eta phi_0 ->
    forall i : nat, (i < L - 1)%nat ->
      let X := residual_network n d H 1 W_q W_k W_v X_0 in
      bigmax L (fun k => bigmax H (fun h => max_abs_entry n d (mmul d (msub (X (S (S i))) (X (S i))) (W_v k h))))
        <= INR d ^ 2 * INR H * epsilon_l eta phi_0 (d * H) (S i).
