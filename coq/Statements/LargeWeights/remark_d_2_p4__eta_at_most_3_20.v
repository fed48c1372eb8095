(** * large-weights, Remark D.2, Case 1: the final bound: the reading [eta-at-most-3-20] (repair)

    Claim id [large-weights/remark-d.2-p4], reading [eta-at-most-3-20]; the search's module is
    [src/claims/large_weights/remark_d_2/final_bound.rs].

    The statement (Remark D.2, Case 1: the final bound):

    Recall that above we have $\epsilon_{\ell}=2\phi_{0}\eta(1+H\eta)^{\ell}\in(0,1)$, $\delta=\max_{\ell}2g(2H\epsilon_{\ell})$, and $C=\max_{\ell}3\eta(\epsilon_{\ell}^{2}+1)$. There are two different parameter regimes of interest for $\phi_{0}$ and $\eta$. Case 1, the $\eta$ can be some fixed constant which doesn’t depend on $H$ or $L$. In this case, we need $\phi_{0}$ to exponentially small in $L$, i.e., $\phi_{0}\leq 0.5\eta/(1+H\eta)^{L}$. We have $\delta=O(1)$ and $C\leq 6\eta$. Thus the final bound is $\leq\delta(1+10C)=O(1)\cdot(1+O(\eta))$. Case 2. we can choose $\phi_{0}$ to some fixed constant (bigger than $1$) which doesn’t depend on $H$ or $L$. In this case, in order to make $\epsilon_{\ell}\leq 1$, we need to choose $\eta\leq 1/(\phi_{0}HL)$. We will have $\delta=O(1)$ and $C\leq 6\eta$. Then the final bound is $\leq O(1)\cdot(1+O(\eta))$.

    The words this reading formalises (Appendix D.1, Remark D.2, Case 1):

    Thus the final bound is $\leq\delta(1+10C)=O(1)\cdot(1+O(\eta))$.

    The reading, as the search states it: Repair of as-written: eta in (0, 3/20] instead of (0, 1], so that C < 6 eta <= 9/10 and C^(L-1) + ... + 1 < 10.

    How the statement below encodes it:
    - φ₀, η, H, L and the regimes' hypotheses as in Statements/LargeWeights/remark_d_2_regimes.v;
      [(1 <= H)%nat], [(1 <= L)%nat].
    - The repair: η ∈ (0, 3/20] in place of (0, 1]; otherwise the reading [as-written] (Case
      1's condition, the recalled 0 < ε_ℓ < 1, (C^L + ⋯ + C + 1)δ ≤ δ(1 + 10C)).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [0 < eta] reading "$\eta \in (0, 3/20]$"
    - [eta <= 3 / 20] reading "$\eta \in (0, 3/20]$"
    - [remark_d_2_case_1_condition phi_0 eta H L] printed "$\phi_{0}\leq 0.5\eta/(1+H\eta)^{L}$"
    - [remark_d_2_recalled phi_0 eta H L] printed "$\epsilon_{\ell}=2\phi_{0}\eta(1+H\eta)^{\ell}\in(0,1)$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import LayerCollapse FinalBound.
From Statements.LargeWeights Require Import remark_d_2_regimes.
Open Scope R_scope.

Definition remark_d_2_p4__eta_at_most_3_20 : Prop :=
  forall (phi_0 eta : R) (H L : nat),
    (1 <= H)%nat -> (1 <= L)%nat ->
    0 < eta -> eta <= 3 / 20 ->
    remark_d_2_case_1_condition phi_0 eta H L ->
    remark_d_2_recalled phi_0 eta H L ->
    geometric_sum (lipschitz_constant eta phi_0 H L) L * delta_of eta phi_0 H H L
      <= delta_of eta phi_0 H H L * (1 + 10 * lipschitz_constant eta phi_0 H L).
