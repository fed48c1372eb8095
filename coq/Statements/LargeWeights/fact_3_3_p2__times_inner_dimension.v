(** * large-weights, Fact 3.3, second bullet: the reading [times-inner-dimension] (repair)

    Claim id [large-weights/fact-3.3-p2.times-inner-dimension]; the search's module is
    [src/claims/large_weights/fact_3_3.rs].

    The statement (§3.1, Fact 3.3):

    For any matrices $A,B$ we have • $\|AB\|_{1}\leq\|A\|_{1}\cdot\|B\|_{1}$. • $\|AB\|_{\infty}\leq\|A\|_{\infty}\cdot\|B\|_{\infty}$. • $\|AB\|_{1}\leq\|A\|_{1}\cdot\|B\|_{\infty}$.

    The bullet this reading states (§3.1, Fact 3.3, second bullet):

    • $\|AB\|_{\infty}\leq\|A\|_{\infty}\cdot\|B\|_{\infty}$.

    How the statement below encodes it:
    - "For any matrices $A,B$": conformable A ∈ ℝᵐˣᵏ and B ∈ ℝᵏˣᵖ, [A B : mat] read at
      their sizes, with [(1 <= m)%nat], [(1 <= k)%nat], [(1 <= p)%nat] (sizes are positive
      integers; the search draws each from 1). No other hypothesis.
    - AB: [mmul k A B], of size m × p.
    - The norms of §3.1, entrywise: "‖A‖₁ = Σ_{j,l} |A_{j,l}|" is [abs_entry_sum] and
      "‖A‖_∞ := max_{j,l} |A_{j,l}|" is [max_abs_entry], each with the matrix's sizes.
    - The repair: the printed right-hand side times k, the inner dimension of AB (the
      columns of A, the rows of B), [INR k].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= m)%nat] size
    - [(1 <= k)%nat] size
    - [(1 <= p)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms.
Open Scope R_scope.

Definition fact_3_3_p2__times_inner_dimension : Prop :=
  forall (m k p : nat) (A B : mat),
    (1 <= m)%nat -> (1 <= k)%nat -> (1 <= p)%nat ->
    max_abs_entry m p (mmul k A B) <= INR k * (max_abs_entry m k A * max_abs_entry k p B).
