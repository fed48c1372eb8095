(** * large-weights, Lemma B.2: the reading [as-written] (as-written)

    Claim id [large-weights/lemma-b.2]; the search's module is
    [src/claims/large_weights/lemma_b_2.rs].

    The statement (Appendix B, Lemma B.2):

    If the following conditions hold • Let $W_{q},W_{k},W_{v}$ be the matrix that $\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$. • Let $W=W_{q}W_{k}^{\top}$. • Let $E=\beta\operatorname{\mathsf{Res}}(X)W\operatorname{\mathsf{Res}}(X)^{\top}$. • Let $\beta$ satisfy that $\beta\leq 1/(\|\operatorname{\mathsf{Res}}(X)\|_{\infty}^{2}\eta^{2})$. Then, we have $E$ is $\theta$-balanced with $\theta=1$.

    The reading, as the search states it: beta > 0 free under the printed bound beta <= 1/(||Res(X)||_inf^2 eta^2); Res with the midrange minimiser; theta = 1; ||.||_inf entrywise.

    How the statement below encodes it:
    - X ∈ ℝⁿˣᵈ, W_q, W_k, W_v ∈ ℝᵈˣᵈ: [n d : nat] with [(1 <= n)%nat], [(1 <= d)%nat].
    - "$\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$", ‖·‖_∞ the
      entrywise maximum; η > 0 ([0 < eta]) where the printed bound on β is defined (it
      divides by η²).
    - β is free under the printed bound, with [0 < beta] (β is the normalization factor
      1/√d₀ of Lemma 5.1, a positive number); "$\beta\leq 1/(\|\operatorname{\mathsf{Res}}(X)\|_{\infty}^{2}\eta^{2})$"
      multiplied out as the search checks it, [beta * r * r * eta * eta <= 1] with
      r = ‖Res(X)‖_∞ (the same for a positive denominator; no bound where it is 0).
    - E = β Res(X) W_q W_kᵀ Res(X)ᵀ ([lemma_b_2_E]); Res of Definition 3.4 with the midrange
      minimiser.
    - "E is θ-balanced with θ = 1" (Definition 3.5): [balance n E <= 1].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [0 < beta] added "beta > 0: beta is the normalization factor 1/sqrt(d_0) of Lemma 5.1, a
      positive number, and the search draws it positive; a refutation under it is stronger"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Balance.
Open Scope R_scope.

(** E = β Res(X) W_q W_kᵀ Res(X)ᵀ. *)
Definition lemma_b_2_E (n d : nat) (beta : R) (X W_q W_k : mat) : mat :=
  mscale beta (mmul d (mmul d (Res n X) (mmul d W_q (transpose W_k))) (transpose (Res n X))).

(** The hypotheses on the weights and on β, and the conclusion, for a given β. *)
Definition lemma_b_2_with (n d : nat) (X W_q W_k W_v : mat) (eta beta : R) : Prop :=
  0 < eta ->
  max_abs_entry d d W_q <= eta ->
  max_abs_entry d d W_k <= eta ->
  max_abs_entry d d W_v <= eta ->
  beta * max_abs_entry n d (Res n X) * max_abs_entry n d (Res n X) * eta * eta <= 1 ->
  balance n (lemma_b_2_E n d beta X W_q W_k) <= 1.

Definition lemma_b_2 : Prop :=
  forall (n d : nat) (X W_q W_k W_v : mat) (eta beta : R),
    (1 <= n)%nat -> (1 <= d)%nat ->
    0 < beta ->
    lemma_b_2_with n d X W_q W_k W_v eta beta.
