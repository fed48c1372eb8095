(** * large-weights, a displayed step of the proof of Lemma 5.2: the final chain, its first step

    Claim id [large-weights/proof-lemma-5.2.step-8], reading [as-written]; the search's module is
    [src/claims/large_weights/proofs/lemma_5_2.rs].

    The display (§5.2, proof of Lemma 5.2):

    $$= ~{}\|\operatorname{\mathsf{softm}}_{2}(B)-\operatorname{\mathsf{softm}}_{2}(R_{X})\|_{\infty}$$

    How the statement below encodes it:
    - Lemma 5.2's hypotheses in its reading [as-written], n = d:
      [lemma_5_2_hypotheses] (coq/Statements/LargeWeights/proof_lemma_5_2_objects.v), with
      the proof's objects A, B, R_X, R_A, R_B, softm₂ and ‖·‖_∞ (entrywise maximum) there.
    - The step: ‖softm₂(B) − softm₂(X)‖_∞ = ‖softm₂(B) − softm₂(R_X)‖_∞ (the chain's left-hand side is
      the conclusion's).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [lemma_5_2_hypotheses n X W_q_1 W_k_1 W_v_1 theta eps] printed "Suppose $\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1)"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Attention FinalBound.
From Statements.LargeWeights Require Import proof_lemma_5_2_objects.
Open Scope R_scope.

Definition proof_lemma_5_2_step_8 : Prop :=
  forall (n : nat) (X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 : mat) (theta eps : R),
    (1 <= n)%nat ->
    lemma_5_2_hypotheses n X W_q_1 W_k_1 W_v_1 theta eps ->
    let s2 := lemma_5_2_softm n W_q_2 W_k_2 in
      let B := lemma_5_2_B n X W_q_1 W_k_1 in
      lemma_5_2_distance n (s2 B) (s2 X) = lemma_5_2_distance n (s2 B) (s2 (Res n X)).
