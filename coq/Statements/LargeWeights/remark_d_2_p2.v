(** * large-weights, Remark D.2, Case 1: C ≤ 6η: the reading [as-written]

    Claim id [large-weights/remark-d.2-p2]; the search's module is
    [src/claims/large_weights/remark_d_2/constants.rs] (the hypotheses in
    [src/claims/large_weights/remark_d_2/regime.rs]).

    The remark's first sentence, which it recalls (Appendix D.1, Remark D.2):

    Recall that above we have $\epsilon_{\ell}=2\phi_{0}\eta(1+H\eta)^{\ell}\in(0,1)$, $\delta=\max_{\ell}2g(2H\epsilon_{\ell})$, and $C=\max_{\ell}3\eta(\epsilon_{\ell}^{2}+1)$.

    The words this reading states (Appendix D.1, Remark D.2, Case 1):

    i.e., $\phi_{0}\leq 0.5\eta/(1+H\eta)^{L}$. We have $\delta=O(1)$ and $C\leq 6\eta$.

    How the statement below encodes it:
    - φ₀ (the input bound) and η (the weight bound): [phi0 eta : R]; H (heads per layer)
      and L (layers): [H L : nat] with [(1 <= H)%nat] and [(1 <= L)%nat] (positive integers;
      the search draws both from 1).
    - η > 0: [0 < eta], what η means: it bounds the weights' norms, Definition A.2: "Let all
      layers’ weights are bounded, i.e, $\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$"
      (so η ≥ 0, and η = 0 would make every ε_ℓ = 0, against the recalled ε_ℓ > 0). The
      proof needs it: without it the statement fails, e.g. at H = 2, L = 1, η = −9/10,
      φ₀ = 3/5 (Case 1's condition: −12/25 ≤ −9/20; ε₁ = 108/125 ∈ (0, 1); C = 3η(ε₁² + 1)
      ≈ −4.72 > 6η = −5.4). The reading's η ≤ 1 is not a hypothesis here: the printed words
      do not state it and the proof does not need it.
    - Case 1's condition "$\phi_{0}\leq 0.5\eta/(1+H\eta)^{L}$", multiplied out as the search
      checks it: [phi0 * (1 + INR H * eta) ^ L <= 1 / 2 * eta] (the same, as 1 + Hη > 0).
    - The recalled "$\epsilon_{\ell}=2\phi_{0}\eta(1+H\eta)^{\ell}\in(0,1)$" for every layer
      ℓ ∈ [L]: [0 < epsilon_l eta phi0 H l < 1] for every [1 <= l <= L], with [epsilon_l] of
      Definition A.2 (2ηφ₀(1 + Hη)^ℓ, the same number).
    - "$C=\max_{\ell}3\eta(\epsilon_{\ell}^{2}+1)$", the maximum over ℓ ∈ [L]:
      [lipschitz_constant eta phi0 H L]; the conclusion "$C\leq 6\eta$" as printed.
    No other hypothesis (φ₀ > 0 follows from the recalled ε_ℓ > 0 and η > 0).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [0 < eta] printed "$\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$"
    - [phi0 * (1 + INR H * eta) ^ L <= 1 / 2 * eta] printed "$\phi_{0}\leq 0.5\eta/(1+H\eta)^{L}$"
    - [(forall l, (1 <= l <= L)%nat -> 0 < epsilon_l eta phi0 H l < 1)] shown "given $\varepsilon_\ell \in (0, 1)$ recalled from the proof"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import LayerCollapse.
Open Scope R_scope.

Definition remark_d_2_p2 : Prop :=
  forall (phi0 eta : R) (H L : nat),
    (1 <= H)%nat -> (1 <= L)%nat ->
    0 < eta ->
    phi0 * (1 + INR H * eta) ^ L <= 1 / 2 * eta ->
    (forall l, (1 <= l <= L)%nat -> 0 < epsilon_l eta phi0 H l < 1) ->
    lipschitz_constant eta phi0 H L <= 6 * eta.
