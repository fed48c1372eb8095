(** * Dong et al. (2021), Eq. (12), proof of Lemma A.1: the reading [as-written] (as-written)

    Claim id [dong2021/eq-12]; the search's module is
    [src/claims/dong2021/eq_12.rs].

    The statement (Eq. (12), proof of Lemma A.1):

    In the proof of Lemma A.1, we find Eqn. (12) may not be satisfied in general. We can raise the following counterexample: Since E , r , R , W V can be any matrices, we simply let D = diag(2 , 3) , softmax( r ) = [0 . 8 0 . 2] T , R = W V = I . Then ‖ D 1 softmax( r ) T RW V ‖ 1 = 4 while ‖ D 1 ‖ ∞ ‖ R ‖ 1 ‖ W V ‖ 1 = 3 , which disproves the claim.

    The words this reading formalises (seed 003, remark on Eqn. (12) in the proof of Lemma A.1):

    ‖ D 1 softmax( r ) T RW V ‖ 1 = 4 while ‖ D 1 ‖ ∞ ‖ R ‖ 1 ‖ W V ‖ 1 = 3 , which disproves the claim.

    The reading, as the search states it: The two printed sides joined by <= (the claim their values disprove): ||D1 softmax(r)^T R W_V||_1 <= ||D1||_inf ||R||_1 ||W_V||_1, induced norms (||.||_1 max column sum, ||.||_inf max row sum), D non-negative diagonal, softmax(r) any probability vector with positive entries; R and W_V arbitrary.

    How the statement below encodes it:
    - D ∈ ℝⁿˣⁿ, softmax(r) ∈ ℝⁿ (named [softmax_r] as in the file), R ∈ ℝⁿˣᵈ, W_V ∈ ℝᵈˣᵈᵛ:
      [n d d_v : nat], each at least 1, [D R_ W_V : mat], [softmax_r : vec] ([R_] is the
      file's R: the name R is Coq's type of reals).
    - D is the diagonal matrix of Definition 3.5-style spreads: diagonal ([D i j = 0] for
      i ≠ j) with Dᵢᵢ ≥ 0; softmax(r) is a probability vector with positive entries
      ([0 < softmax_r i], [sum n softmax_r = 1]); "E, r, R, W_V can be any matrices".
    - 1 the all-ones vector and D1 the product [mmul n D (column ones)] (n × 1); the norms
      are Dong et al.'s induced ones: ‖·‖₁ the largest column sum ([max_column_sum]), ‖·‖_∞ the
      largest row sum ([max_row_sum]).
    - The two printed sides joined by ≤ (the claim their values disprove):
      ‖D 1 softmax(r)ᵀ R W_V‖₁ ≤ ‖D1‖_∞ ‖R‖₁ ‖W_V‖₁.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= d_v)%nat] size
    - [(forall i j : nat, (i < n)%nat -> (j < n)%nat -> i <> j -> D i j = 0)] added "D diagonal: D
      is the diagonal matrix of the proof of Lemma A.1, as in the seed's D = diag(2 , 3); a
      refutation under it is stronger"
    - [(forall i : nat, (i < n)%nat -> 0 <= D i i)] added "D_ii >= 0: the diagonal of D holds
      non-negative spreads, as in the seed's D = diag(2 , 3); a refutation under it is stronger"
    - [(forall i : nat, (i < n)%nat -> 0 < softmax_r i)] printed "softmax( r )"
    - [sum n softmax_r = 1] printed "softmax( r )"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Sums Matrices Norms.
Open Scope R_scope.

Definition eq_12 : Prop :=
  forall (n d d_v : nat) (D : mat) (softmax_r : vec) (R_ W_V : mat),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= d_v)%nat ->
    (forall i j : nat, (i < n)%nat -> (j < n)%nat -> i <> j -> D i j = 0) ->
    (forall i : nat, (i < n)%nat -> 0 <= D i i) ->
    (forall i : nat, (i < n)%nat -> 0 < softmax_r i) ->
    sum n softmax_r = 1 ->
    max_column_sum n d_v (mmul d (mmul n (mmul 1 (mmul n D (column ones)) (transpose (column softmax_r))) R_) W_V)
      <= max_row_sum n 1 (mmul n D (column ones)) * max_column_sum n d R_ * max_column_sum d d_v W_V.
