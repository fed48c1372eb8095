(** * large-weights, Fact 3.3, first bullet: the reading [induced-norms] (alternative)

    Claim id [large-weights/fact-3.3-p1.induced-norms]; the search's module is
    [src/claims/large_weights/fact_3_3.rs].

    The statement (§3.1, Fact 3.3):

    For any matrices $A,B$ we have • $\|AB\|_{1}\leq\|A\|_{1}\cdot\|B\|_{1}$. • $\|AB\|_{\infty}\leq\|A\|_{\infty}\cdot\|B\|_{\infty}$. • $\|AB\|_{1}\leq\|A\|_{1}\cdot\|B\|_{\infty}$.

    The bullet this reading states (§3.1, Fact 3.3, first bullet):

    • $\|AB\|_{1}\leq\|A\|_{1}\cdot\|B\|_{1}$.

    How the statement below encodes it:
    - "For any matrices $A,B$": conformable A ∈ ℝᵐˣᵏ and B ∈ ℝᵏˣᵖ, [A B : mat] read at
      their sizes, with [(1 <= m)%nat], [(1 <= k)%nat], [(1 <= p)%nat] (sizes are positive
      integers; the search draws each from 1). No other hypothesis.
    - AB: [mmul k A B], of size m × p.
    - The norms read as the induced (operator) norms, the convention of Dong et al. whom the
      paper builds on, not §3.1's: ‖A‖₁ the largest column sum of absolute values,
      [max_column_sum], and ‖A‖_∞ the largest row sum, [max_row_sum], each with the
      matrix's sizes.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= m)%nat] size
    - [(1 <= k)%nat] size
    - [(1 <= p)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms.
Open Scope R_scope.

Definition fact_3_3_p1__induced_norms : Prop :=
  forall (m k p : nat) (A B : mat),
    (1 <= m)%nat -> (1 <= k)%nat -> (1 <= p)%nat ->
    max_column_sum m p (mmul k A B) <= max_column_sum m k A * max_column_sum k p B.
