(** * large-weights, Lemma 5.2: the reading [softm-of-matrix] (alternative)

    Claim id [large-weights/lemma-5.2], reading [softm-of-matrix]; the search's module is
    [src/claims/large_weights/lemma_5_2.rs].

    The statement (Lemma 5.2):

    Let $X\in\mathbb{R}^{n\times d}$. Let $A=\operatorname{\mathsf{softm}}_{1}(X)$ (Recall that $\operatorname{\mathsf{softm}}()$ function is defined as Definition 3.1. Note that $\operatorname{\mathsf{softm}}_{1}$ and $\operatorname{\mathsf{softm}}_{2}$ are two different instantiations with different $W_{k},W_{q},W_{v}$ weights). Let $B=X+A$. Suppose $\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1). Let $g(\epsilon):=2(e^{\epsilon}-1)$ and let $\epsilon_{0}=2g(2\epsilon)$. Then we can show $$\|\operatorname{\mathsf{softm}}_{2}(B)-\operatorname{\mathsf{softm}}_{2}(X)\|_{\infty}\leq\epsilon_{0}.$$

    The words this reading formalises (§5.2, Lemma 5.2):

    (Recall that $\operatorname{\mathsf{softm}}()$ function is defined as Definition 3.1. Note that $\operatorname{\mathsf{softm}}_{1}$ and $\operatorname{\mathsf{softm}}_{2}$ are two different instantiations with different $W_{k},W_{q},W_{v}$ weights)

    The reading, as the search states it: The statement recalls Definition 3.1 for softm and also calls softm_1, softm_2 instantiations with weights: here softm_1 = softm_2 = Definition 3.1's softm applied to the matrix itself, row by row (no weights); K a free number >= 0 (Lemma 5.1's K is never negative); Res of Definition 3.4 (midrange).

    How the statement below encodes it:
    - X ∈ ℝⁿˣᵈ: [n d : nat] with [(1 <= n)%nat], [(1 <= d)%nat], [X : mat].
    - "Recall that softm() function is defined as Definition 3.1": softm₁ = softm₂ = softm of
      Definition 3.1 applied to the matrix itself, row by row ([softm_rows d],
      Library/Softmax.v); no weights.
    - A = softm₁(X), B = X + A: [madd X (softm_rows d X)].
    - K is a free number [K : R] with the hypothesis [0 <= K] (Lemma 5.1's
      K = (e^θ − 1)‖W_v‖_∞ is never negative).
    - "$\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$":
      two hypotheses, Res of Definition 3.4 with the midrange minimiser ([Res n]).
    - ε₀ = 2g(2ε), g(ε) = 2(e^ε − 1) ([g_of]); the conclusion
      [max_abs_entry n d (msub (softm_rows d B) (softm_rows d X)) <= 2 * g_of (2 * eps)].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [0 <= K] reading "$K$ a free number $\ge 0$"
    - [max_abs_entry n d (Res n (softm_rows d X)) <= K * max_abs_entry n d (Res n X)] printed
      "$\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq
      K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}"
    - [K * max_abs_entry n d (Res n X) <= eps] printed
      "K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Softmax Res FinalBound.
Open Scope R_scope.

Definition lemma_5_2__softm_of_matrix : Prop :=
  forall (n d : nat) (X : mat) (K eps : R),
    (1 <= n)%nat -> (1 <= d)%nat ->
    0 <= K ->
    max_abs_entry n d (Res n (softm_rows d X)) <= K * max_abs_entry n d (Res n X) ->
    K * max_abs_entry n d (Res n X) <= eps ->
    max_abs_entry n d (msub (softm_rows d (madd X (softm_rows d X))) (softm_rows d X)) <= 2 * g_of (2 * eps).
