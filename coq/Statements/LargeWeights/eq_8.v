(** * large-weights, a displayed step of the proof of Lemma 5.1: Eq. (8), the norm chain's last step

    Claim id [large-weights/eq-8], reading [as-written]; the search's module is
    [src/claims/large_weights/proofs/lemma_5_1.rs].

    The display (§5.1, proof of Lemma 5.1):

    $$\leq ~{}(e^{\theta}-1)\|R\|_{\infty}\cdot\|W_{v}\|_{\infty},$$

    How the statement below encodes it:
    - Lemma 5.1's hypotheses in its reading [as-written] (coq/Statements/LargeWeights/lemma_5_1.v):
      X ∈ ℝⁿˣᵈ, W_q, W_k, W_v ∈ ℝᵈˣᵈ free, E θ-balanced ([lemma_5_1_balanced]), with the
      proof's objects x, R, W, P, r, softm(r), D, r̃ and ‖·‖_∞ (entrywise maximum) of
      coq/Statements/LargeWeights/proof_lemma_5_1_objects.v (the biases read as 0,
      β = 1/√d in E and in the scores).
    - The step: (e^θ − 1)‖D1‖_∞‖R‖_∞‖W_v‖_∞ ≤ (e^θ − 1)‖R‖_∞‖W_v‖_∞ ("the last step
      follows from Definition 3.5").

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [lemma_5_1_balanced n d X W_q W_k theta] printed "Suppose that $E$ is a $\theta$-balanced matrix (see Definition 3.5)."
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Balance Softmax Attention.
From Statements.LargeWeights Require Import lemma_5_1 proof_lemma_5_1_objects.
Open Scope R_scope.

Definition eq_8 : Prop :=
  forall (n d : nat) (X W_q W_k W_v : mat) (theta : R),
    (1 <= n)%nat -> (1 <= d)%nat ->
    lemma_5_1_balanced n d X W_q W_k theta ->
    (exp theta - 1) * vmax_abs n (lemma_5_1_D n d X W_q W_k) * max_abs_entry n d (Res n X) * max_abs_entry d d W_v
      <= (exp theta - 1) * max_abs_entry n d (Res n X) * max_abs_entry d d W_v.
