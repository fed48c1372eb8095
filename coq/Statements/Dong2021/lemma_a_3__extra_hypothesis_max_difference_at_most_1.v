(** * Dong et al. (2021), Lemma A.3 with the authors' missed assumption: the reading
      [extra-hypothesis-max-difference-at-most-1] (repair)

    Claim id [dong2021/lemma-a.3], reading [extra-hypothesis-max-difference-at-most-1]; the
    search's module is [src/claims/dong2021/lemma_a_3.rs].

    The sources do not print the lemma. The remarks on the proofs of Dong et al. (seed 003,
    remark on the proof of Lemma A.3) say:

    In the proof of Lemma A.3, Taylor expansion was used to approximate and upper bound an exponentiation. However, to let the right-hand side upper bound satisfied, we conjectured that the authors implicitly assumed E ij -E ij ′ is bounded around zero. After directly communicating with the authors, they confirmed that a missed assumption here is max i,j ( E ij -E ij ′ ) ≤ 1 .

    The bound is rebuilt in the search's module (reading [reconstructed]): with
    P = softmax(E + 1rᵀ) row by row and Dᵢᵢ = max_{j,j′} (Eᵢⱼ − Eᵢⱼ′), the exponential is bounded
    by the first-order expansion e^x ≤ 1 + 2x, giving P ≤ (I + 2D) 1 softmax(r)ᵀ entrywise,
    i.e. Pᵢⱼ ≤ (1 + 2Dᵢᵢ) softmax(r)ⱼ. This repair adds the authors' assumption.

    How the statement below encodes it:
    - n tokens: [n : nat] with [(1 <= n)%nat]; E ∈ ℝⁿˣⁿ and r ∈ ℝⁿ: [E : mat], [r : vec].
      (The search draws n ≥ 2: at n = 1 both sides are 1, an equality that would tie every
      case; the statement here covers n = 1 as well.)
    - The assumption "max i,j ( E ij -E ij ′ ) ≤ 1", j′ ranging over all columns:
      [balance n E <= 1], the largest Dᵢᵢ = max_{j,l} |Eᵢⱼ − Eᵢₗ| of Definition 3.5 of
      large-weights ([balance_diagonal]), as the search checks it; the same number, since
      j and j′ range over the same set.
    - P = softmax(E + 1rᵀ): [softm_rows n (fun i j => E i j + r j)]; softmax(r):
      [softm n r]; softmax is the softm of large-weights' Definition 3.1.
    - The conclusion, for every [i < n] and [j < n]:
      [P i j <= (1 + 2 * balance_diagonal n E i) * softm n r j].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [balance n E <= 1] printed "max i,j ( E ij -E ij ′ ) ≤ 1"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Softmax Balance.
Open Scope R_scope.

Definition lemma_a_3__extra_hypothesis_max_difference_at_most_1 : Prop :=
  forall (n : nat) (E : mat) (r : vec),
    (1 <= n)%nat ->
    balance n E <= 1 ->
    forall i j, (i < n)%nat -> (j < n)%nat ->
      softm_rows n (fun i' j' => E i' j' + r j') i j <= (1 + 2 * balance_diagonal n E i) * softm n r j.
