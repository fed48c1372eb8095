(** * large-weights, Fact 3.3, third bullet: the reading [induced-norms] (alternative)

    Claim id [large-weights/fact-3.3-p3], reading [induced-norms]; the search's module is
    [src/claims/large_weights/fact_3_3.rs].

    The statement (Fact 3.3, third bullet):

    For any matrices $A,B$ we have • $\|AB\|_{1}\leq\|A\|_{1}\cdot\|B\|_{1}$. • $\|AB\|_{\infty}\leq\|A\|_{\infty}\cdot\|B\|_{\infty}$. • $\|AB\|_{1}\leq\|A\|_{1}\cdot\|B\|_{\infty}$.

    The words this reading formalises (§3.1, Fact 3.3, third bullet):

    • $\|AB\|_{1}\leq\|A\|_{1}\cdot\|B\|_{\infty}$.

    The reading, as the search states it: Section 3.1 defines the matrix norms entrywise; this reading takes ||A||_1 and ||A||_inf as the induced norms (max column sum, max row sum), the reading under which Fact 3.3 is the standard submultiplicativity.

    How the statement below encodes it:
    - "For any matrices $A,B$": conformable A ∈ ℝᵐˣᵏ and B ∈ ℝᵏˣᵖ, [A B : mat] read at
      their sizes, with [(1 <= m)%nat], [(1 <= k)%nat], [(1 <= p)%nat] (the search draws each
      from 1). No other hypothesis.
    - AB: [mmul k A B], of size m × p.
    - The symbols read as the operator norms: ‖A‖₁ the largest column sum
      ([max_column_sum]), ‖A‖_∞ the largest row sum ([max_row_sum]), each with the matrix's
      sizes.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= m)%nat] size
    - [(1 <= k)%nat] size
    - [(1 <= p)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms.
Open Scope R_scope.

Definition fact_3_3_p3__induced_norms : Prop :=
  forall (m k p : nat) (A B : mat),
    (1 <= m)%nat -> (1 <= k)%nat -> (1 <= p)%nat ->
    max_column_sum m p (mmul k A B) <= max_column_sum m k A * max_row_sum k p B.
