(** * large-weights, Fact 3.3, second bullet: the reading [as-written] (as-written)

    Claim id [large-weights/fact-3.3-p2]; the search's module is
    [src/claims/large_weights/fact_3_3.rs].

    The statement (Fact 3.3, second bullet):

    For any matrices $A,B$ we have • $\|AB\|_{1}\leq\|A\|_{1}\cdot\|B\|_{1}$. • $\|AB\|_{\infty}\leq\|A\|_{\infty}\cdot\|B\|_{\infty}$. • $\|AB\|_{1}\leq\|A\|_{1}\cdot\|B\|_{\infty}$.

    The words this reading formalises (§3.1, Fact 3.3, second bullet):

    • $\|AB\|_{\infty}\leq\|A\|_{\infty}\cdot\|B\|_{\infty}$.

    The reading, as the search states it: The norms of Section 3.1: ||A||_inf = max_ij |A_ij| and ||A||_1 = sum_ij |A_ij| (entrywise).

    How the statement below encodes it:
    - "For any matrices $A,B$": conformable A ∈ ℝᵐˣᵏ and B ∈ ℝᵏˣᵖ, [A B : mat] read at
      their sizes, with [(1 <= m)%nat], [(1 <= k)%nat], [(1 <= p)%nat] (the search draws each
      from 1). No other hypothesis.
    - AB: [mmul k A B], of size m × p.
    - ‖·‖_∞ of §3.1, "‖A‖_∞ := max_{j,l} |A_{j,l}|": [max_abs_entry] with the matrix's sizes.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= m)%nat] size
    - [(1 <= k)%nat] size
    - [(1 <= p)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms.
Open Scope R_scope.

Definition fact_3_3_p2 : Prop :=
  forall (m k p : nat) (A B : mat),
    (1 <= m)%nat -> (1 <= k)%nat -> (1 <= p)%nat ->
    max_abs_entry m p (mmul k A B) <= max_abs_entry m k A * max_abs_entry k p B.
