(** * large-weights, Fact 3.2 (shift invariance of softmax): the reading [as-written]

    Claim id [large-weights/fact-3.2]; the search's module is
    [src/claims/large_weights/fact_3_2.rs].

    The statement (§3.1, Fact 3.2):

    For any vector $x\in\mathbb{R}^{n}$ and for any fixed scalar $a\in\mathbb{R}$, we have $\operatorname{\mathsf{softm}}(x)=\operatorname{\mathsf{softm}}(x+a{\bf 1}_{n})$.

    How the statement below encodes it:
    - "$x\in\mathbb{R}^{n}$": [n : nat] with [(1 <= n)%nat] ("for an arbitrary positive
      integer n", §3.1; the search draws n ≥ 1), and [x : vec] read at 0, ..., n−1;
      "$a\in\mathbb{R}$": [a : R]. No hypothesis on them.
    - "$x+a{\bf 1}_{n}$": [vadd x (vscale a ones)], with [ones] the all-ones vector 1ₙ.
    - softm of Definition 3.1: [softm n]. The identity of two vectors of length n is stated
      coordinate by coordinate, for every [i < n], as the search checks it.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Softmax.
Open Scope R_scope.

Definition fact_3_2 : Prop :=
  forall (n : nat) (x : vec) (a : R),
    (1 <= n)%nat ->
    forall i, (i < n)%nat ->
      softm n x i = softm n (vadd x (vscale a ones)) i.
