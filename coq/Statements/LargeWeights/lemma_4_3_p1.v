(** * large-weights, Lemma 4.3, first bullet: the reading [as-written]

    Claim id [large-weights/lemma-4.3-p1]; the search's module is
    [src/claims/large_weights/lemma_4_3.rs].

    The statement (§4.2, Lemma 4.3):

    If the following conditions hold: Let $a,b\in\mathbb{R}^{n}$. Let $\|b\|_{\infty}\leq\epsilon$. Then we can show • $|\alpha(a+b)^{-1}-\alpha(a)^{-1}|\leq(e^{\epsilon}-1)\alpha(a)^{-1}$ • $|\alpha(a+b)^{-1}-\alpha(a)^{-1}|\leq(e^{\epsilon}-1)\alpha(a+b)^{-1}$

    The bullet this reading states (§4.2, Lemma 4.3, first bullet):

    • $|\alpha(a+b)^{-1}-\alpha(a)^{-1}|\leq(e^{\epsilon}-1)\alpha(a)^{-1}$

    How the statement below encodes it:
    - "Let $a,b\in\mathbb{R}^{n}$": [n : nat] with [(1 <= n)%nat] ("for an arbitrary
      positive integer n", §3.1; the search draws n ≥ 1), and [a b : vec] read at
      0, ..., n−1. With n ≥ 1, α(a) and α(a + b) are positive, so their inverses are the
      paper's α(·)⁻¹ (Coq's [/ x] is defined for every x).
    - "$\|b\|_{\infty}\leq\epsilon$": [vmax_abs n b <= eps], the ℓ_∞ norm of §3.1,
      "‖x‖_∞ := max_{i=1}^n |x_i|".
    - ε: [eps : R], with no hypothesis of its own (the printed words state none): ε ≥ 0
      follows from ‖b‖_∞ ≤ ε, and at ε = 0 that hypothesis forces b = 0.
    - α(x) := ⟨exp(x), 1ₙ⟩ = Σᵢ exp(xᵢ) (Definition 3.1): [alpha n x]; a + b: [vadd a b];
      α(x)⁻¹: [/ alpha n x].
    No other hypothesis.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [vmax_abs n b <= eps] printed "$\|b\|_{\infty}\leq\epsilon$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Softmax.
Open Scope R_scope.

Definition lemma_4_3_p1 : Prop :=
  forall (n : nat) (a b : vec) (eps : R),
    (1 <= n)%nat ->
    vmax_abs n b <= eps ->
    Rabs (/ alpha n (vadd a b) - / alpha n a) <= (exp eps - 1) * / alpha n a.
