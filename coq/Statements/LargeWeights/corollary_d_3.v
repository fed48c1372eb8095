(** * large-weights, Corollary D.3 (Lipschitz property of softmax): the reading [as-written]

    Claim id [large-weights/corollary-d.3]; the search's module is
    [src/claims/large_weights/corollary_d_3.rs].

    The statement (Appendix D.2, Corollary D.3):

    Let $a,b\in\mathbb{R}^{n}$. Then, we can show that $$\|\operatorname{\mathsf{softm}}(a+b)-\operatorname{\mathsf{softm}}(a)\|_{\infty}\leq 2(e^{\|b\|_{\infty}}-1)$$

    How the statement below encodes it:
    - "Let $a,b\in\mathbb{R}^{n}$": [n : nat] with [(1 <= n)%nat] ("for an arbitrary
      positive integer n", §3.1; the search draws n ≥ 1), and [a b : vec] read at
      0, ..., n−1. No other hypothesis.
    - "‖·‖_∞" of a vector, "‖x‖_∞ := max_{i=1}^n |x_i|" (§3.1): [vmax_abs n], on both sides.
    - softm of Definition 3.1: [softm n]; a + b: [vadd a b]; the difference: [vsub].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Softmax.
Open Scope R_scope.

Definition corollary_d_3 : Prop :=
  forall (n : nat) (a b : vec),
    (1 <= n)%nat ->
    vmax_abs n (vsub (softm n (vadd a b)) (softm n a)) <= 2 * (exp (vmax_abs n b) - 1).
