(** * large-weights, Lemma 4.1: the reading [as-written] (as-written)

    Claim id [large-weights/lemma-4.1]; the search's module is
    [src/claims/large_weights/lemma_4_1.rs].

    The statement (§4.1, Lemma 4.1):

    Let $\operatorname{\mathsf{Res}}()$ be defined as Definition 3.4. If $\|A-B\|_{\infty}\leq\epsilon$, then $$\|\operatorname{\mathsf{Res}}(A)-\operatorname{\mathsf{Res}}(B)\|_{\infty}\leq\epsilon.$$

    The reading, as the search states it: Res(Z) = Z - 1 y^T with y the per-column midrange, the minimiser of Definition 3.4 whenever it is unique; norms entrywise (Section 3.1). The reading adds eps > 0 (eps = 0 forces B = A).

    How the statement below encodes it:
    - A, B ∈ ℝⁿˣᵈ: [n d : nat] with [(1 <= n)%nat] and [(1 <= d)%nat] (the search draws both
      from 1), [A B : mat] read at those sizes.
    - "$\|A-B\|_{\infty}\leq\epsilon$": [max_abs_entry n d (msub A B) <= eps], the entrywise
      maximum "‖A‖_∞ := max_{j,l} |A_{j,l}|" of §3.1.
    - ε > 0 ([0 < eps]): added by the reading (ε ≥ 0 follows from the hypothesis, and ε = 0
      forces B = A).
    - Res of Definition 3.4 with the midrange minimiser, the unique minimiser whenever the
      argmin is unique (always when d = 1): [Res n] (Library/Res.v).
    - The conclusion "$\|\operatorname{\mathsf{Res}}(A)-\operatorname{\mathsf{Res}}(B)\|_{\infty}\leq\epsilon$":
      [max_abs_entry n d (msub (Res n A) (Res n B)) <= eps].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [0 < eps] added "eps > 0: the search's reading adds it (eps >= 0 follows from the printed
      hypothesis, and eps = 0 forces B = A); a refutation under it is stronger"
    - [max_abs_entry n d (msub A B) <= eps] printed "$\|A-B\|_{\infty}\leq\epsilon$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res.
Open Scope R_scope.

Definition lemma_4_1 : Prop :=
  forall (n d : nat) (A B : mat) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat ->
    0 < eps ->
    max_abs_entry n d (msub A B) <= eps ->
    max_abs_entry n d (msub (Res n A) (Res n B)) <= eps.
