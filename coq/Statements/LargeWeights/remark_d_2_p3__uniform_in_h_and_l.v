(** * large-weights, Remark D.2, Case 1: delta = O(1): the reading [uniform-in-h-and-l] (alternative)

    Claim id [large-weights/remark-d.2-p3], reading [uniform-in-h-and-l]; the search's module is
    [src/claims/large_weights/remark_d_2/constants.rs].

    The statement (Remark D.2, Case 1: delta = O(1)):

    Recall that above we have $\epsilon_{\ell}=2\phi_{0}\eta(1+H\eta)^{\ell}\in(0,1)$, $\delta=\max_{\ell}2g(2H\epsilon_{\ell})$, and $C=\max_{\ell}3\eta(\epsilon_{\ell}^{2}+1)$. There are two different parameter regimes of interest for $\phi_{0}$ and $\eta$. Case 1, the $\eta$ can be some fixed constant which doesn’t depend on $H$ or $L$. In this case, we need $\phi_{0}$ to exponentially small in $L$, i.e., $\phi_{0}\leq 0.5\eta/(1+H\eta)^{L}$. We have $\delta=O(1)$ and $C\leq 6\eta$. Thus the final bound is $\leq\delta(1+10C)=O(1)\cdot(1+O(\eta))$. Case 2. we can choose $\phi_{0}$ to some fixed constant (bigger than $1$) which doesn’t depend on $H$ or $L$. In this case, in order to make $\epsilon_{\ell}\leq 1$, we need to choose $\eta\leq 1/(\phi_{0}HL)$. We will have $\delta=O(1)$ and $C\leq 6\eta$. Then the final bound is $\leq O(1)\cdot(1+O(\eta))$.

    The words this reading formalises (Appendix D.1, Remark D.2, Case 1):

    i.e., $\phi_{0}\leq 0.5\eta/(1+H\eta)^{L}$. We have $\delta=O(1)$ and $C\leq 6\eta$.

    The reading, as the search states it: O(1) as a constant depending on eta only (eta 'doesn't depend on H or L'): stated as delta <= 2g(2 eta^2), the least constant at H = 1; no constant exists (delta = 2g(2H eta^2) with phi_0 on the bound); Case 1's hypotheses.

    How the statement below encodes it:
    - φ₀, η, H, L and the regimes' hypotheses as in Statements/LargeWeights/remark_d_2_regimes.v;
      [(1 <= H)%nat], [(1 <= L)%nat].
    - Case 1's hypotheses: η ∈ (0, 1], φ₀ > 0, Case 1's condition.
    - "δ = O(1)" with a constant depending on η only (η "doesn't depend on H or L"): stated as
      δ ≤ 2g(2η²), the least constant at H = 1.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [0 < eta] printed "$\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$"
    - [eta <= 1] reading "Case 1's hypotheses"
    - [0 < phi_0] printed "it is bounded $\|X_{0}\|_{\infty}\leq\phi_{0}$"
    - [remark_d_2_case_1_condition phi_0 eta H L] printed "$\phi_{0}\leq 0.5\eta/(1+H\eta)^{L}$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import LayerCollapse FinalBound.
From Statements.LargeWeights Require Import remark_d_2_regimes.
Open Scope R_scope.

Definition remark_d_2_p3__uniform_in_h_and_l : Prop :=
  forall (phi_0 eta : R) (H L : nat),
    (1 <= H)%nat -> (1 <= L)%nat ->
    0 < eta -> eta <= 1 -> 0 < phi_0 ->
    remark_d_2_case_1_condition phi_0 eta H L ->
    delta_of eta phi_0 H H L <= 2 * g_of (2 * eta * eta).
