(** * large-weights, Lemma 4.2, third bullet: the reading [as-written]

    Claim id [large-weights/lemma-4.2-p3]; the search's module is
    [src/claims/large_weights/lemma_4_2.rs].

    The statement (§4.2, Lemma 4.2):

    If the following conditions hold: Let $a,b\in\mathbb{R}^{n}$. Let $\|b\|_{\infty}\leq\epsilon$. Then, we can show • $|\exp(a_{i}+b_{i})-\exp(a_{i})|\leq(e^{\epsilon}-1)\cdot\exp(a_{i})$. • $|\exp(a_{i}+b_{i})-\exp(a_{i})|\leq(e^{\epsilon}-1)\cdot\exp(a_{i}+b_{i})$. • $|\alpha(a+b)-\alpha(a)|\leq(e^{\epsilon}-1)\cdot\alpha(a)$. • $|\alpha(a+b)-\alpha(a)|\leq(e^{\epsilon}-1)\cdot\alpha(a+b)$.

    The bullet this reading states (§4.2, Lemma 4.2, third bullet):

    • $|\alpha(a+b)-\alpha(a)|\leq(e^{\epsilon}-1)\cdot\alpha(a)$.

    How the statement below encodes it:
    - "Let $a,b\in\mathbb{R}^{n}$": [n : nat] with [(1 <= n)%nat] ("for an arbitrary
      positive integer n", §3.1; the search draws n ≥ 1), and [a b : vec] read at
      0, ..., n−1.
    - "$\|b\|_{\infty}\leq\epsilon$": [vmax_abs n b <= eps], the ℓ_∞ norm of §3.1,
      "‖x‖_∞ := max_{i=1}^n |x_i|".
    - ε: [eps : R], with no hypothesis of its own (the printed words state none): ε ≥ 0
      follows from ‖b‖_∞ ≤ ε, and at ε = 0 that hypothesis forces b = 0.
    - α(x) := ⟨exp(x), 1ₙ⟩ = Σᵢ exp(xᵢ) (Definition 3.1): [alpha n x]; a + b: [vadd a b].
    No other hypothesis.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [vmax_abs n b <= eps] printed "$\|b\|_{\infty}\leq\epsilon$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Softmax.
Open Scope R_scope.

Definition lemma_4_2_p3 : Prop :=
  forall (n : nat) (a b : vec) (eps : R),
    (1 <= n)%nat ->
    vmax_abs n b <= eps ->
    Rabs (alpha n (vadd a b) - alpha n a) <= (exp eps - 1) * alpha n a.
