(** * Dong et al. (2021), ||.||_{1,inf} used as a norm: triangle inequality (not stated in the sources): the reading [triangle-inequality] (reconstructed)

    Claim id [dong2021/claim-norm-1-inf-p1], reading [triangle-inequality]; the search's module is
    [src/claims/dong2021/claim_norm.rs].

    The statement (||.||_{1,inf} used as a norm: triangle inequality (not stated in the sources)):

    The convergence condition is never evaluated. 4γβ < √d_qk bounds quantities — β ≥ ‖W_QK‖₁‖W_V‖₁,∞ and a γ depending on attention entries — that no trained model is checked against here.

    The words this reading formalises (seed 002, Why Proposed, third paragraph):

    β ≥ ‖W_QK‖₁‖W_V‖₁,∞

    The reading, as the search states it: Rebuilt: a norm satisfies ||A + B|| <= ||A|| + ||B||; ||A||_{1,inf} = sqrt(max column sum * max row sum) (Dong et al.'s code, seeds README); A, B any real n x d matrices.

    How the statement below encodes it:
    - A, B ∈ ℝⁿˣᵈ any real matrices: [n d : nat] with [(1 <= n)%nat], [(1 <= d)%nat]. No
      hypothesis.
    - ‖A‖_{1,∞} := √(‖A‖₁‖A‖_∞) with the induced norms (largest column sum, largest row sum;
      Dong et al.'s code): [composite_1_inf n d] (Library/Norms.v).
    - The triangle inequality a norm satisfies: ‖A + B‖_{1,∞} ≤ ‖A‖_{1,∞} + ‖B‖_{1,∞}.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms.
Open Scope R_scope.

Definition claim_norm_1_inf_p1__triangle_inequality : Prop :=
  forall (n d : nat) (A B : mat),
    (1 <= n)%nat -> (1 <= d)%nat ->
    composite_1_inf n d (madd A B) <= composite_1_inf n d A + composite_1_inf n d B.
