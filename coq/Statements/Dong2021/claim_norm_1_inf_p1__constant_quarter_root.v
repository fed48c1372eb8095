(** * Dong et al. (2021), ||.||_{1,inf} used as a norm: triangle inequality (not stated in the sources): the reading [constant-quarter-root] (repair)

    Claim id [dong2021/claim-norm-1-inf-p1], reading [constant-quarter-root]; the search's
    module is [src/claims/dong2021/claim_norm.rs].

    The statement (||.||_{1,inf} used as a norm: triangle inequality (not stated in the sources)):

    The convergence condition is never evaluated. 4γβ < √d_qk bounds quantities — β ≥ ‖W_QK‖₁‖W_V‖₁,∞ and a γ depending on attention entries — that no trained model is checked against here.

    The words this reading formalises (seed 002, Why Proposed, third paragraph):

    β ≥ ‖W_QK‖₁‖W_V‖₁,∞

    The reading, as the search states it: Repair: the right-hand side times ((nd)^{1/4} + (nd)^{-1/4})/2 (no constant works: the supremum of lhs/rhs grows with nd; this factor is attained by a column of ones plus a row of sqrt(n/d)).

    How the statement below encodes it:
    - A, B ∈ ℝⁿˣᵈ any real matrices: [n d : nat] with [(1 <= n)%nat], [(1 <= d)%nat]. No
      other hypothesis.
    - ‖A‖_{1,∞} := √(‖A‖₁‖A‖_∞) with the induced norms (largest column sum, largest row sum;
      Dong et al.'s code): [composite_1_inf n d] (Library/Norms.v).
    - The triangle inequality with its right-hand side times κ(n, d) = ((nd)^{1/4} +
      (nd)^{−1/4})/2, computed as the search computes it: q = √(√(nd)) and κ = (q + 1/q)/2.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms.
Open Scope R_scope.

Definition claim_norm_1_inf_p1__constant_quarter_root : Prop :=
  forall (n d : nat) (A B : mat),
    (1 <= n)%nat -> (1 <= d)%nat ->
    composite_1_inf n d (madd A B)
      <= (sqrt (sqrt (INR (n * d))) + 1 / sqrt (sqrt (INR (n * d)))) / 2
         * (composite_1_inf n d A + composite_1_inf n d B).
