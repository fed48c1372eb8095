(** * large-weights, Remark D.2, Case 2: C ≤ 6η: the reading [as-written] (as-written)

    Claim id [large-weights/remark-d.2-p6]; the search's module is
    [src/claims/large_weights/remark_d_2/constants.rs].

    The statement (Remark D.2, Case 2: C ≤ 6η):

    Recall that above we have $\epsilon_{\ell}=2\phi_{0}\eta(1+H\eta)^{\ell}\in(0,1)$, $\delta=\max_{\ell}2g(2H\epsilon_{\ell})$, and $C=\max_{\ell}3\eta(\epsilon_{\ell}^{2}+1)$. There are two different parameter regimes of interest for $\phi_{0}$ and $\eta$. Case 1, the $\eta$ can be some fixed constant which doesn’t depend on $H$ or $L$. In this case, we need $\phi_{0}$ to exponentially small in $L$, i.e., $\phi_{0}\leq 0.5\eta/(1+H\eta)^{L}$. We have $\delta=O(1)$ and $C\leq 6\eta$. Thus the final bound is $\leq\delta(1+10C)=O(1)\cdot(1+O(\eta))$. Case 2. we can choose $\phi_{0}$ to some fixed constant (bigger than $1$) which doesn’t depend on $H$ or $L$. In this case, in order to make $\epsilon_{\ell}\leq 1$, we need to choose $\eta\leq 1/(\phi_{0}HL)$. We will have $\delta=O(1)$ and $C\leq 6\eta$. Then the final bound is $\leq O(1)\cdot(1+O(\eta))$.

    The words this reading formalises (Appendix D.1, Remark D.2, Case 2):

    we need to choose $\eta\leq 1/(\phi_{0}HL)$. We will have $\delta=O(1)$ and $C\leq 6\eta$.

    The reading, as the search states it: Case 2's hypotheses (φ₀ > 1, η ≤ 1/(φ₀HL)), η > 0 (η bounds the weights' norms, Definition A.2) and the recalled 0 < ε_ℓ < 1 for every layer ℓ ∈ [L] imply C = max_ℓ 3η(ε_ℓ² + 1) ≤ 6η.

    How the statement below encodes it:
    - φ₀, η, H, L and the regimes' hypotheses as in Statements/LargeWeights/remark_d_2_regimes.v;
      [(1 <= H)%nat], [(1 <= L)%nat].
    - η > 0: [0 < eta], stated by the reading because η bounds the weights' norms,
      Definition A.2: "Let all layers’ weights are bounded, i.e, $\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$" (at L = 1 the
      recalled 0 < ε₁ = 2φ₀η(1 + Hη) alone would admit η < −1/H).
    - Case 2's hypotheses (φ₀ > 1, Case 2's condition) and the recalled 0 < ε_ℓ < 1 for every
      ℓ ∈ [L]; the conclusion "C ≤ 6η" as printed.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [1 < phi_0] printed "we can choose $\phi_{0}$ to some fixed constant (bigger than $1$)"
    - [0 < eta] printed "$\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$"
    - [remark_d_2_case_2_condition 1 phi_0 eta H L] printed "$\eta\leq 1/(\phi_{0}HL)$"
    - [remark_d_2_recalled phi_0 eta H L] shown "given $\varepsilon_\ell \in (0, 1)$ recalled from the proof"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import LayerCollapse FinalBound.
From Statements.LargeWeights Require Import remark_d_2_regimes.
Open Scope R_scope.

Definition remark_d_2_p6 : Prop :=
  forall (phi_0 eta : R) (H L : nat),
    (1 <= H)%nat -> (1 <= L)%nat ->
    1 < phi_0 -> 0 < eta ->
    remark_d_2_case_2_condition 1 phi_0 eta H L ->
    remark_d_2_recalled phi_0 eta H L ->
    lipschitz_constant eta phi_0 H L <= 6 * eta.
