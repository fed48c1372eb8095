(** * large-weights, a displayed step of the proof of Lemma 5.1: the entrywise chain, second step

    Claim id [large-weights/proof-lemma-5.1.step-10], reading [as-written]; the search's module is
    [src/claims/large_weights/proofs/lemma_5_1.rs].

    The display (§5.1, proof of Lemma 5.1):

    $$\leq ~{}(e^{\theta}-1)\cdot|[D{\bf 1}_{n}\operatorname{\mathsf{softm}}(r)^{\top}RW_{v}]_{i,j}|$$

    How the statement below encodes it:
    - Lemma 5.1's hypotheses in its reading [as-written] (coq/Statements/LargeWeights/lemma_5_1.v):
      X ∈ ℝⁿˣᵈ, W_q, W_k, W_v ∈ ℝᵈˣᵈ free, E θ-balanced ([lemma_5_1_balanced]), with the
      proof's objects x, R, W, P, r, softm(r), D, r̃ and ‖·‖_∞ (entrywise maximum) of
      coq/Statements/LargeWeights/proof_lemma_5_1_objects.v (the biases read as 0,
      β = 1/√d in E and in the scores).
    - The step, for every entry (i, j): |[PXW_v − 1r̃ᵀ]ᵢⱼ| ≤ (e^θ − 1)|[D1softm(r)ᵀRW_v]ᵢⱼ|,
      P the attention matrix, r̃ = W_vᵀ(x + Rᵀsoftm(r)), the instance quantifiers [i j]
      first.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [lemma_5_1_balanced n d X W_q W_k theta] printed "Suppose that $E$ is a $\theta$-balanced matrix (see Definition 3.5)."
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Balance Softmax Attention.
From Statements.LargeWeights Require Import lemma_5_1 proof_lemma_5_1_objects.
Open Scope R_scope.

Definition proof_lemma_5_1_step_10 : Prop :=
  forall (n d : nat) (X W_q W_k W_v : mat) (theta : R),
    (1 <= n)%nat -> (1 <= d)%nat ->
    lemma_5_1_balanced n d X W_q W_k theta ->
    forall i j : nat, (i < n)%nat -> (j < d)%nat ->
      let P := attention_matrix n d (lemma_5_1_beta d) X W_q W_k in
        Rabs (msub (mmul d (mmul n P X) W_v) (lemma_5_1_one_r_tilde n d X W_q W_k W_v) i j)
          <= (exp theta - 1) *
             Rabs (mmul d (mmul n (mmul n (diag (lemma_5_1_D n d X W_q W_k)) (outer ones (lemma_5_1_s n d X W_q W_k))) (Res n X)) W_v i j).
