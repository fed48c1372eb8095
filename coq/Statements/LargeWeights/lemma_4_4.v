(** * large-weights, Lemma 4.4: the reading [as-written]

    Claim id [large-weights/lemma-4.4]; the search's module is
    [src/claims/large_weights/lemma_4_4.rs].

    The statement (§4.3, Lemma 4.4):

    Let $a,b\in\mathbb{R}^{n}$. If $|b_{i}|\leq\epsilon$ for all $i\in[n]$, then, we can show that $$\|\operatorname{\mathsf{softm}}(a+b)-\operatorname{\mathsf{softm}}(a)\|_{\infty}\leq 2(e^{\epsilon}-1)$$

    How the statement below encodes it:
    - "Let $a,b\in\mathbb{R}^{n}$": [n : nat] with [(1 <= n)%nat] ("for an arbitrary
      positive integer n", §3.1; the search draws n ≥ 1), and [a b : vec] read at
      0, ..., n−1.
    - "$|b_{i}|\leq\epsilon$ for all $i\in[n]$": [forall i, (i < n)%nat -> Rabs (b i) <= eps]
      (indices run from 0 here, from 1 in the paper). The search checks the same condition
      as ‖b‖_∞ ≤ ε, which is equivalent.
    - ε: [eps : R], with no hypothesis of its own (the printed words state none): ε ≥ 0
      follows from the hypothesis at n ≥ 1, and at ε = 0 it forces b = 0.
    - softm(x) := α(x)⁻¹ exp(x) (Definition 3.1): [softm n x]; a + b: [vadd a b]; the
      difference of the two vectors: [vsub].
    - "$\|\cdot\|_{\infty}$" of a vector, "‖x‖_∞ := max_{i=1}^n |x_i|" (§3.1):
      [vmax_abs n]. The conclusion is the printed inequality, nothing added.
    No other hypothesis.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(forall i, (i < n)%nat -> Rabs (b i) <= eps)] printed "$|b_{i}|\leq\epsilon$ for all $i\in[n]$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Softmax.
Open Scope R_scope.

Definition lemma_4_4 : Prop :=
  forall (n : nat) (a b : vec) (eps : R),
    (1 <= n)%nat ->
    (forall i, (i < n)%nat -> Rabs (b i) <= eps) ->
    vmax_abs n (vsub (softm n (vadd a b)) (softm n a)) <= 2 * (exp eps - 1).
