(** * large-weights, Lemma D.4: the reading [as-written] (as-written)

    Claim id [large-weights/lemma-d.4]; the search's module is
    [src/claims/large_weights/lemma_d_4.rs].

    The statement (Appendix D.2, Lemma D.4):

    Let $a,b\in\mathbb{R}^{n}$. If $\|b\|_{\infty}\leq 1$, then we have $$\|\operatorname{\mathsf{softm}}(a+b)-\operatorname{\mathsf{softm}}(b)\|_{\infty}\leq 4\|b\|_{\infty}$$

    The reading, as the search states it: As printed: the difference softm(a + b) - softm(b); ||v||_inf = max_i |v_i|.

    How the statement below encodes it:
    - "Let $a,b\in\mathbb{R}^{n}$": [n : nat] with [(1 <= n)%nat], [a b : vec].
    - ‖v‖_∞ = maxᵢ |vᵢ| ([vmax_abs n], §3.1); the hypothesis [vmax_abs n b <= 1].
    - softm of Definition 3.1 ([softm n], Library/Softmax.v); the conclusion as printed,
      with softm(b): [vmax_abs n (vsub (softm n (vadd a b)) (softm n b)) <= 4 * vmax_abs n b].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [vmax_abs n b <= 1] printed "$\|b\|_{\infty}\leq 1$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Softmax.
Open Scope R_scope.

Definition lemma_d_4 : Prop :=
  forall (n : nat) (a b : vec),
    (1 <= n)%nat ->
    vmax_abs n b <= 1 ->
    vmax_abs n (vsub (softm n (vadd a b)) (softm n b)) <= 4 * vmax_abs n b.
