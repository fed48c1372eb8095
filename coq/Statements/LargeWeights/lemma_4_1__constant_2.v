(** * large-weights, Lemma 4.1 (perturbation of Res): the reading [constant-2] (repair)

    Claim id [large-weights/lemma-4.1], reading [constant-2]; the search's module is
    [src/claims/large_weights/lemma_4_1.rs].

    The statement (§4.1, Lemma 4.1):

    Let $\operatorname{\mathsf{Res}}()$ be defined as Definition 3.4. If $\|A-B\|_{\infty}\leq\epsilon$, then $$\|\operatorname{\mathsf{Res}}(A)-\operatorname{\mathsf{Res}}(B)\|_{\infty}\leq\epsilon.$$

    The words this repair changes (§4.1, Lemma 4.1):

    $$\|\operatorname{\mathsf{Res}}(A)-\operatorname{\mathsf{Res}}(B)\|_{\infty}\leq\epsilon.$$

    The repair: the bound 2ε in place of ε; otherwise the reading [as-written].

    How the statement below encodes it:
    - A, B ∈ ℝⁿˣᵈ (Res is defined on ℝⁿˣᵈ, Definition 3.4): [n d : nat] with
      [(1 <= n)%nat] and [(1 <= d)%nat] (the search draws both from 1), [A B : mat].
    - "$\|A-B\|_{\infty}\leq\epsilon$": [max_abs_entry n d (msub A B) <= eps], the entrywise
      maximum "‖A‖_∞ := max_{j,l} |A_{j,l}|" of §3.1.
    - ε > 0, which the reading's note adds ("the reading adds ε > 0"), is not a hypothesis
      here: the proof does not need it (ε ≥ 0 follows from the hypothesis), so the theorem
      covers ε = 0 as well.
    - Res of Definition 3.4 with the midrange minimiser, the unique minimiser whenever the
      argmin is unique: [Res n] (see [Library/Res.v]).
    - The conclusion: [max_abs_entry n d (msub (Res n A) (Res n B)) <= 2 * eps].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [max_abs_entry n d (msub A B) <= eps] printed "$\|A-B\|_{\infty}\leq\epsilon$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res.
Open Scope R_scope.

Definition lemma_4_1__constant_2 : Prop :=
  forall (n d : nat) (A B : mat) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat ->
    max_abs_entry n d (msub A B) <= eps ->
    max_abs_entry n d (msub (Res n A) (Res n B)) <= 2 * eps.
