(** * Dong et al. (2021), Lemma A.3 (not printed in the sources): the reading [reconstructed] (reconstructed)

    Claim id [dong2021/lemma-a.3], reading [reconstructed]; the search's module is
    [src/claims/dong2021/lemma_a_3.rs].

    The statement (Lemma A.3 (not printed in the sources)):

    In the proof of Lemma A.3, Taylor expansion was used to approximate and upper bound an exponentiation. However, to let the right-hand side upper bound satisfied, we conjectured that the authors implicitly assumed E ij -E ij ′ is bounded around zero. After directly communicating with the authors, they confirmed that a missed assumption here is max i,j ( E ij -E ij ′ ) ≤ 1 .

    The words this reading formalises (seed 003, remark on the proof of Lemma A.3):

    In the proof of Lemma A.3, Taylor expansion was used to approximate and upper bound an exponentiation.

    The reading, as the search states it: Rebuilt (the lemma is not printed): P_ij <= (1 + 2 D_ii) softmax(r)_j for all i, j, P = softmax(E + 1 r^T), D_ii = max_{j,j'} (E_ij - E_ij'), the exponential bounded by the first-order expansion e^x <= 1 + 2x; E and r arbitrary (no assumption on E).

    How the statement below encodes it:
    - E ∈ ℝⁿˣⁿ and r ∈ ℝⁿ, no assumption on E: [n : nat] with [(1 <= n)%nat], [E : mat],
      [r : vec].
    - P = softmax(E + 1rᵀ) row by row: [softm_rows n (madd E (outer ones r))].
    - Dᵢᵢ = max_{j,j′} (Eᵢⱼ − Eᵢⱼ′): j′ ranges over all columns, so it is the largest
      |Eᵢⱼ − Eᵢⱼ′| ([balance_diagonal n E i], Library/Balance.v).
    - The exponential bounded by the first-order expansion e^x ≤ 1 + 2x (the reading's
      coefficient 2: the literal 1 + x is below eˣ for every x ≠ 0): for every entry (i, j),
      Pᵢⱼ ≤ (1 + 2Dᵢᵢ) softmax(r)ⱼ, the instance quantifiers [i j] first.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Softmax Balance.
Open Scope R_scope.

Definition lemma_a_3__reconstructed : Prop :=
  forall (n : nat) (E : mat) (r : vec),
    (1 <= n)%nat ->
    forall i j : nat, (i < n)%nat -> (j < n)%nat ->
      softm_rows n (madd E (outer ones r)) i j <= (1 + 2 * balance_diagonal n E i) * softm n r j.
