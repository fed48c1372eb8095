(** * large-weights, Lemma C.2, Part 3: the reading [as-written] (as-written)

    Claim id [large-weights/lemma-c.2-p3]; the search's module is
    [src/claims/large_weights/lemma_c_2.rs].

    The statement (Lemma C.2, Part 3):

    If the following conditions hold • $\epsilon_{\ell}:=2\eta\phi_{0}(1+H\eta)^{\ell}$. (see Definition A.2) • Let $\eta\in(0,1]$. • Let $\epsilon_{\ell}\in(0,1)$. Then, we can show • Part 1. $K\cdot\|\operatorname{\mathsf{Res}}(X_{\ell})\|_{\infty}\leq\epsilon_{\ell}$ • Part 2. $\|(B-X_{\ell})W_{v}\|_{\infty}\leq H\epsilon_{\ell}$ • Part 3. $\|X_{\ell}W_{v}\|_{\infty}\leq 1$

    The words this reading formalises (Appendix C.2, Lemma C.2, Part 3):

    • Part 3. $\|X_{\ell}W_{v}\|_{\infty}\leq 1$

    The reading, as the search states it: Residual network of Definition 3.7 (no scale) with every weight bounded by eta and ||X_0||_inf <= phi_0 (Definition A.2); K = (e - 1)||W_v||_inf (theta = 1 as the text says); B = X_(l+1); W_v every value matrix of the network; every layer l in [L] checked; ||.||_inf entrywise, Res with the midrange minimiser (only its norm enters).

    How the statement below encodes it:
    - The network and its hypotheses as in Part 1's reading [as-written]
      ([lemma_c_2_hypotheses], Statements/LargeWeights/lemma_c_2_p1.v).
    - "$\|X_{\ell}W_{v}\|_{\infty}\leq 1$" for every layer ℓ ∈ [L] (the instance index [i] is
      ℓ − 1) and every value matrix W_v of the network: the largest of ‖X_ℓ W_v‖_∞ over the
      network's heads.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [lemma_c_2_hypotheses n d H L H X_0 W_q W_k W_v eta phi_0] printed
      "$\epsilon_{\ell}:=2\eta\phi_{0}(1+H\eta)^{\ell}$. (see Definition A.2) • Let $\eta\in(0,1]$.
      • Let $\epsilon_{\ell}\in(0,1)$."
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Sums Matrices Norms Attention.
From Statements.LargeWeights Require Import lemma_c_2_p1.
Open Scope R_scope.

Definition lemma_c_2_p3 : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    lemma_c_2_hypotheses n d H L H X_0 W_q W_k W_v eta phi_0 ->
    forall i : nat, (i < L)%nat ->
      bigmax L (fun k => bigmax H (fun h =>
        max_abs_entry n d (mmul d (residual_network n d H 1 W_q W_k W_v X_0 (S i)) (W_v k h)))) <= 1.
