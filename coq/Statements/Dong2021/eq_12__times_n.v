(** * Dong et al. (2021), Eq. (12) in the proof of Lemma A.1: the reading [times-n] (repair)

    Claim id [dong2021/eq-12], reading [times-n]; the search's module is
    [src/claims/dong2021/eq_12.rs].

    The sources do not print Eq. (12) as a formula; the remarks on the proofs of Dong et al.
    (seed 003, remark on Eqn. (12) in the proof of Lemma A.1) print its two sides:

    In the proof of Lemma A.1, we find Eqn. (12) may not be satisfied in general. We can raise the following counterexample: Since E , r , R , W V can be any matrices, we simply let D = diag(2 , 3) , softmax( r ) = [0 . 8 0 . 2] T , R = W V = I . Then ‖ D 1 softmax( r ) T RW V ‖ 1 = 4 while ‖ D 1 ‖ ∞ ‖ R ‖ 1 ‖ W V ‖ 1 = 3 , which disproves the claim.

    The reading [as-written] joins the two printed sides by ≤; this repair multiplies the
    right-hand side by n, the number of tokens (rows of R).

    How the statement below encodes it:
    - Sizes: n tokens, d features, d_v value columns, [(1 <= n)%nat], [(1 <= d)%nat],
      [(1 <= d_v)%nat] (the search draws each from 1).
    - D ∈ ℝⁿˣⁿ: [D : mat], no hypothesis. "D diagonal" (D = diag(2, 3) in the remark; the
      reading [as-written] takes D diagonal) would change nothing: only the diagonal of D
      enters either side (through D1 below). D_ii ≥ 0, which the reading [as-written] also
      takes and the printed words do not state, is not needed: the bound holds for
      diagonal entries of any sign. Neither is a hypothesis here.
    - softmax(r): any probability vector with positive entries, [s : vec] with [0 < s i]
      for i < n and [sum n s = 1] (the inputs name it [softmax_r]; every such vector is a
      softmax(r), with r = ln s).
    - "E, r, R, W_V can be any matrices": [R : mat] of size n × d and [W_V : mat] of size
      d × d_v, no hypothesis.
    - D1: the vector D·1ₙ of a diagonal D, whose entries are the D_ii; computed, as the
      search computes it, as [fun i => D i i].
    - "D 1 softmax( r ) T RW V": the outer product D1 softmax(r)ᵀ ([outer]) times R times
      W_V, [mmul d (mmul n (outer D1 s) R) W_V], of size n × d_v.
    - The norms are Dong et al.'s induced ones (their code): ‖·‖₁ the largest column sum,
      [max_column_sum], and ‖·‖_∞ the largest row sum, [max_row_sum]; D1 is an n × 1
      column, [fun i _ => D1 i], so ‖D1‖_∞ = maxᵢ |D_ii|.
    - The repair: the printed right-hand side times n, [INR n].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= d_v)%nat] size
    - [(forall i, (i < n)%nat -> 0 < s i)] printed "softmax( r )"
    - [sum n s = 1] printed "softmax( r )"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Sums Matrices Norms.
Open Scope R_scope.

Definition eq_12__times_n : Prop :=
  forall (n d d_v : nat) (D : mat) (s : vec) (R W_V : mat),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= d_v)%nat ->
    (forall i, (i < n)%nat -> 0 < s i) ->
    sum n s = 1 ->
    let D1 : vec := fun i => D i i in
    max_column_sum n d_v (mmul d (mmul n (outer D1 s) R) W_V)
      <= INR n * (max_row_sum n 1 (fun i _ => D1 i) * max_column_sum n d R * max_column_sum d d_v W_V).
