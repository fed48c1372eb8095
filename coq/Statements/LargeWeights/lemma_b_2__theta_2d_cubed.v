(** * large-weights, Lemma B.2: the reading [theta-2d-cubed] (repair)

    Claim id [large-weights/lemma-b.2], reading [theta-2d-cubed]; the search's module is
    [src/claims/large_weights/lemma_b_2.rs].

    The statement (Appendix B, Lemma B.2):

    If the following conditions hold • Let $W_{q},W_{k},W_{v}$ be the matrix that $\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$. • Let $W=W_{q}W_{k}^{\top}$. • Let $E=\beta\operatorname{\mathsf{Res}}(X)W\operatorname{\mathsf{Res}}(X)^{\top}$. • Let $\beta$ satisfy that $\beta\leq 1/(\|\operatorname{\mathsf{Res}}(X)\|_{\infty}^{2}\eta^{2})$. Then, we have $E$ is $\theta$-balanced with $\theta=1$.

    The words this reading formalises (Appendix B, Lemma B.2):

    Then, we have $E$ is $\theta$-balanced with $\theta=1$.

    The reading, as the search states it: Repair of as-written: E is 2d^3-balanced instead of 1-balanced (each of the three products in beta Res(X) W_q W_k^T Res(X)^T sums d terms, and a row's spread is at most twice its largest entry); otherwise as-written.

    How the statement below encodes it:
    - Everything as in the reading [as-written] (Statements/LargeWeights/lemma_b_2.v), its
      hypotheses written out in the order of the search's [hypotheses()] after [0 < beta]
      (the order of [lemma_b_2] and [lemma_b_2_with]): X ∈ ℝⁿˣᵈ, W_q, W_k, W_v ∈ ℝᵈˣᵈ
      ([(1 <= n)%nat], [(1 <= d)%nat]); β > 0 free under the printed bound, as in
      [as-written] ("otherwise as-written": the note of [as-written] reads "β > 0 free under
      the printed bound"); η > 0 where the printed bound on β is defined (it divides by η²);
      "$\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$" with ‖·‖_∞ the
      entrywise maximum; the printed bound on β multiplied out as the search checks it,
      [beta * r * r * eta * eta <= 1] with r = ‖Res(X)‖_∞; E = β Res(X) W_q W_kᵀ Res(X)ᵀ
      ([lemma_b_2_E]) with Res of Definition 3.4 with the midrange minimiser.
    - The conclusion, changed by the reading: "E is θ-balanced" (Definition 3.5) with
      θ = 2d³ instead of 1: [balance n (lemma_b_2_E ...) <= 2 * INR d ^ 3].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [0 < beta] reading "otherwise as-written"
    - [0 < eta] printed "$\beta\leq 1/(\|\operatorname{\mathsf{Res}}(X)\|_{\infty}^{2}\eta^{2})$"
    - [max_abs_entry d d W_q <= eta] printed "$\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$"
    - [max_abs_entry d d W_k <= eta] printed "$\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$"
    - [max_abs_entry d d W_v <= eta] printed "$\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$"
    - [beta * max_abs_entry n d (Res n X) * max_abs_entry n d (Res n X) * eta * eta <= 1] printed "$\beta\leq 1/(\|\operatorname{\mathsf{Res}}(X)\|_{\infty}^{2}\eta^{2})$" *)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Balance.
From Statements.LargeWeights Require Import lemma_b_2.
Open Scope R_scope.

Definition lemma_b_2__theta_2d_cubed : Prop :=
  forall (n d : nat) (X W_q W_k W_v : mat) (eta beta : R),
    (1 <= n)%nat -> (1 <= d)%nat ->
    0 < beta ->
    0 < eta ->
    max_abs_entry d d W_q <= eta ->
    max_abs_entry d d W_k <= eta ->
    max_abs_entry d d W_v <= eta ->
    beta * max_abs_entry n d (Res n X) * max_abs_entry n d (Res n X) * eta * eta <= 1 ->
    balance n (lemma_b_2_E n d beta X W_q W_k) <= 2 * INR d ^ 3.
