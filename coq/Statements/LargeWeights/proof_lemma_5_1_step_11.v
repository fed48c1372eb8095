(** * large-weights, a displayed step of the proof of Lemma 5.1: the norm chain, first step

    Claim id [large-weights/proof-lemma-5.1.step-11], reading [as-written]; the search's module is
    [src/claims/large_weights/proofs/lemma_5_1.rs].

    The display (§5.1, proof of Lemma 5.1):

    $$\|\operatorname{\mathsf{SAtt}}(X)-{\bf 1}_{n}(r^{\prime})^{\top}\|_{\infty}\leq ~{}(e^{\theta}-1)\|D{\bf 1}_{n}\|_{\infty}\cdot\|\operatorname{\mathsf{softm}}(r)^{\top}RW_{v}\|_{\infty}$$

    How the statement below encodes it:
    - Lemma 5.1's hypotheses in its reading [as-written] (coq/Statements/LargeWeights/lemma_5_1.v):
      X ∈ ℝⁿˣᵈ, W_q, W_k, W_v ∈ ℝᵈˣᵈ free, E θ-balanced ([lemma_5_1_balanced]), with the
      proof's objects x, R, W, P, r, softm(r), D, r̃ and ‖·‖_∞ (entrywise maximum) of
      coq/Statements/LargeWeights/proof_lemma_5_1_objects.v (the biases read as 0,
      β = 1/√d in E and in the scores).
    - The step: ‖SAtt(X) − 1r′ᵀ‖_∞ ≤ (e^θ − 1)‖D1‖_∞‖softm(r)ᵀRW_v‖_∞, SAtt(X) =
      [softmv n d β X W_q W_k W_v], r′ := r̃ (the proof names Res(SAtt(X)) both R̃ and R′),
      ‖softm(r)ᵀRW_v‖_∞ the first row's of [lemma_5_1_sRWv].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [lemma_5_1_balanced n d X W_q W_k theta] printed "Suppose that $E$ is a $\theta$-balanced matrix (see Definition 3.5)."
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Balance Softmax Attention.
From Statements.LargeWeights Require Import lemma_5_1 proof_lemma_5_1_objects.
Open Scope R_scope.

Definition proof_lemma_5_1_step_11 : Prop :=
  forall (n d : nat) (X W_q W_k W_v : mat) (theta : R),
    (1 <= n)%nat -> (1 <= d)%nat ->
    lemma_5_1_balanced n d X W_q W_k theta ->
    max_abs_entry n d (msub (softmv n d (lemma_5_1_beta d) X W_q W_k W_v) (lemma_5_1_one_r_tilde n d X W_q W_k W_v))
      <= (exp theta - 1) * vmax_abs n (lemma_5_1_D n d X W_q W_k) * max_abs_entry 1 d (lemma_5_1_sRWv n d X W_q W_k W_v).
