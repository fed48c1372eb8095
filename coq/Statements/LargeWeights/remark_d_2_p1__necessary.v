(** * large-weights, Remark D.2, Case 1: the condition on phi_0: the reading [necessary] (alternative)

    Claim id [large-weights/remark-d.2-p1], reading [necessary]; the search's module is
    [src/claims/large_weights/remark_d_2/conditions.rs].

    The statement (Remark D.2, Case 1: the condition on phi_0):

    Recall that above we have $\epsilon_{\ell}=2\phi_{0}\eta(1+H\eta)^{\ell}\in(0,1)$, $\delta=\max_{\ell}2g(2H\epsilon_{\ell})$, and $C=\max_{\ell}3\eta(\epsilon_{\ell}^{2}+1)$. There are two different parameter regimes of interest for $\phi_{0}$ and $\eta$. Case 1, the $\eta$ can be some fixed constant which doesn’t depend on $H$ or $L$. In this case, we need $\phi_{0}$ to exponentially small in $L$, i.e., $\phi_{0}\leq 0.5\eta/(1+H\eta)^{L}$. We have $\delta=O(1)$ and $C\leq 6\eta$. Thus the final bound is $\leq\delta(1+10C)=O(1)\cdot(1+O(\eta))$. Case 2. we can choose $\phi_{0}$ to some fixed constant (bigger than $1$) which doesn’t depend on $H$ or $L$. In this case, in order to make $\epsilon_{\ell}\leq 1$, we need to choose $\eta\leq 1/(\phi_{0}HL)$. We will have $\delta=O(1)$ and $C\leq 6\eta$. Then the final bound is $\leq O(1)\cdot(1+O(\eta))$.

    The words this reading formalises (Appendix D.1, Remark D.2, Case 1):

    Case 1, the $\eta$ can be some fixed constant which doesn’t depend on $H$ or $L$. In this case, we need $\phi_{0}$ to exponentially small in $L$, i.e., $\phi_{0}\leq 0.5\eta/(1+H\eta)^{L}$.

    The reading, as the search states it: Necessary (the literal sense of 'need'): eta in (0, 1] and 0 < eps_l < 1 for every layer l in [L] imply phi_0 <= 0.5 eta/(1 + H eta)^L.

    How the statement below encodes it:
    - φ₀, η, H, L and the regimes' hypotheses as in Statements/LargeWeights/remark_d_2_regimes.v;
      [(1 <= H)%nat], [(1 <= L)%nat].
    - Necessary (the literal sense of "need"): η ∈ (0, 1] and the recalled 0 < ε_ℓ < 1 for
      every ℓ ∈ [L] imply Case 1's bound, as printed: [phi_0 <= 1 / 2 * eta / (1 + INR H * eta) ^ L].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [0 < eta] reading "$\eta \in (0, 1]$"
    - [eta <= 1] reading "$\eta \in (0, 1]$"
    - [remark_d_2_recalled phi_0 eta H L] printed
      "$\epsilon_{\ell}=2\phi_{0}\eta(1+H\eta)^{\ell}\in(0,1)$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import LayerCollapse FinalBound.
From Statements.LargeWeights Require Import remark_d_2_regimes.
Open Scope R_scope.

Definition remark_d_2_p1__necessary : Prop :=
  forall (phi_0 eta : R) (H L : nat),
    (1 <= H)%nat -> (1 <= L)%nat ->
    0 < eta -> eta <= 1 ->
    remark_d_2_recalled phi_0 eta H L ->
    phi_0 <= 1 / 2 * eta / (1 + INR H * eta) ^ L.
