(** * Dong et al. (2021), ||.||_{1,inf} used as a norm: submultiplicativity (not stated in the sources): the reading [submultiplicativity] (reconstructed)

    Claim id [dong2021/claim-norm-1-inf-p2], reading [submultiplicativity]; the search's
    module is [src/claims/dong2021/claim_norm.rs].

    The statement (||.||_{1,inf} used as a norm: submultiplicativity (not stated in the sources)):

    The convergence condition is never evaluated. 4γβ < √d_qk bounds quantities — β ≥ ‖W_QK‖₁‖W_V‖₁,∞ and a γ depending on attention entries — that no trained model is checked against here.

    The words this reading formalises (seed 002, Why Proposed, third paragraph):

    β ≥ ‖W_QK‖₁‖W_V‖₁,∞

    The reading, as the search states it: Rebuilt: a matrix norm used to chain bounds satisfies ||AB|| <= ||A|| ||B||; ||A||_{1,inf} = sqrt(max column sum * max row sum); A (n x k) and B (k x d) any real matrices.

    How the statement below encodes it:
    - A ∈ ℝⁿˣᵏ, B ∈ ℝᵏˣᵈ any real matrices: [n k d : nat], each at least 1 (the search
      draws each from 1). No other hypothesis.
    - ‖A‖_{1,∞} := √(‖A‖₁‖A‖_∞) with the induced norms (largest column sum, largest row sum;
      Dong et al.'s code): [composite_1_inf] (Library/Norms.v), of AB ([mmul k A B],
      n × d), A (n × k) and B (k × d).
    - Submultiplicativity: ‖AB‖_{1,∞} ≤ ‖A‖_{1,∞} ‖B‖_{1,∞}.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= k)%nat] size
    - [(1 <= d)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms.
Open Scope R_scope.

Definition claim_norm_1_inf_p2__submultiplicativity : Prop :=
  forall (n k d : nat) (A B : mat),
    (1 <= n)%nat -> (1 <= k)%nat -> (1 <= d)%nat ->
    composite_1_inf n d (mmul k A B) <= composite_1_inf n k A * composite_1_inf k d B.
