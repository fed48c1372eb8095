(** * large-weights, Eq. (2) of the proof of Lemma 4.2: the reading [as-written]

    Claim id [large-weights/eq-2]; the search's module is
    [src/claims/large_weights/proofs/lemma_4_2.rs].

    The display (§4.2, proof of Lemma 4.2):

    $$\max\{|\exp(-b_{i})-1|,|\exp(b_{i})-1|\}\leq e^{\epsilon}-1$$

    How the statement below encodes it:
    - Lemma 4.2's hypotheses in its reading [as-written] (as
      Statements/LargeWeights/lemma_4_2_p1.v states them): [n : nat] with [(1 <= n)%nat],
      [a b : vec] read at 0, ..., n−1, and "$\|b\|_{\infty}\leq\epsilon$" as
      [vmax_abs n b <= eps], the ℓ_∞ norm of §3.1. [a] does not enter the display.
    - The display for every index [i < n] (from 0 here, from 1 in the paper), max{u, v} as
      [Rmax u v], [exp] the standard library's exponential.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [vmax_abs n b <= eps] printed "$\|b\|_{\infty}\leq\epsilon$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms.
Open Scope R_scope.

Definition eq_2 : Prop :=
  forall (n : nat) (a b : vec) (eps : R),
    (1 <= n)%nat ->
    vmax_abs n b <= eps ->
    forall i, (i < n)%nat ->
      Rmax (Rabs (exp (- b i) - 1)) (Rabs (exp (b i) - 1)) <= exp eps - 1.
