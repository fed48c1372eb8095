(** * large-weights, Lemma D.4: the reading [softm-a] (alternative, the typo corrected)

    Claim id [large-weights/lemma-d.4], reading [softm-a]; the search's module is
    [src/claims/large_weights/lemma_d_4.rs].

    The statement (Appendix D.2, Lemma D.4):

    Let $a,b\in\mathbb{R}^{n}$. If $\|b\|_{\infty}\leq 1$, then we have $$\|\operatorname{\mathsf{softm}}(a+b)-\operatorname{\mathsf{softm}}(b)\|_{\infty}\leq 4\|b\|_{\infty}$$

    The reading: the evident typo corrected, softm(b) read as softm(a), the difference
    Corollary D.3 bounds, which the proof's first step cites (the printed softm(b) is the
    reading [as-written], Statements/LargeWeights/lemma_d_4.v).

    How the statement below encodes it:
    - "Let $a,b\in\mathbb{R}^{n}$": [n : nat] with [(1 <= n)%nat] (the search draws n ≥ 1),
      [a b : vec] read at 0, ..., n−1.
    - "$\|b\|_{\infty}\leq 1$": ‖v‖_∞ = maxᵢ |vᵢ| (§3.1), [vmax_abs n b <= 1]. No other
      hypothesis.
    - softm of Definition 3.1 ([softm n], Library/Softmax.v); the conclusion with softm(a):
      [vmax_abs n (vsub (softm n (vadd a b)) (softm n a)) <= 4 * vmax_abs n b].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [vmax_abs n b <= 1] printed "$\|b\|_{\infty}\leq 1$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Softmax.
Open Scope R_scope.

Definition lemma_d_4__softm_a : Prop :=
  forall (n : nat) (a b : vec),
    (1 <= n)%nat ->
    vmax_abs n b <= 1 ->
    vmax_abs n (vsub (softm n (vadd a b)) (softm n a)) <= 4 * vmax_abs n b.
