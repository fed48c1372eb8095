(** * large-weights, Lemma 4.1 as written, on the part n = 2, d = 1 of its hypothesis set

    Claim id [large-weights/lemma-4.1], reading [as-written], which the search refutes
    (a certified counterexample at n = 3, d = 1); the search's module is
    [src/claims/large_weights/lemma_4_1.rs]. At n = 2, d = 1 it is also proved by an
    interval branch and bound (proofs/large-weights/lemma-4.1.json).

    The statement (§4.1, Lemma 4.1):

    Let $\operatorname{\mathsf{Res}}()$ be defined as Definition 3.4. If $\|A-B\|_{\infty}\leq\epsilon$, then $$\|\operatorname{\mathsf{Res}}(A)-\operatorname{\mathsf{Res}}(B)\|_{\infty}\leq\epsilon.$$

    The statement below is the reading's own, [lemma_4_1] of Statements/LargeWeights/lemma_4_1.v
    (whose header says how each hypothesis is encoded: A, B ∈ ℝⁿˣᵈ, ‖·‖_∞ the entrywise
    maximum, Res of Definition 3.4 with the midrange minimiser, which at d = 1 is the
    unique minimiser: each column's Res subtracts the column's midrange), without the
    ε > 0 that the reading adds (ε ≥ 0 follows from ‖A − B‖_∞ ≤ ε, and the proof needs no
    more), and with two hypotheses added after the sizes:
    - n = 2 ([(n = 2)%nat]) and d = 1 ([(d = 1)%nat]), for every ε and every A, B.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(n = 2)%nat] shown "at $n = 2$, $d = 1$"
    - [(d = 1)%nat] shown "at $n = 2$, $d = 1$"
    - [max_abs_entry n d (msub A B) <= eps] printed "$\|A-B\|_{\infty}\leq\epsilon$" *)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res.
Open Scope R_scope.

Definition lemma_4_1__on_n_2_d_1 : Prop :=
  forall (n d : nat) (A B : mat) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (n = 2)%nat -> (d = 1)%nat ->
    max_abs_entry n d (msub A B) <= eps ->
    max_abs_entry n d (msub (Res n A) (Res n B)) <= eps.
