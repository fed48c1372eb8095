(** * large-weights, a displayed step of the proof of Lemma 5.2: Eq. (9)

    Claim id [large-weights/eq-9], reading [as-written]; the search's module is
    [src/claims/large_weights/proofs/lemma_5_2.rs].

    The display (§5.2, proof of Lemma 5.2):

    $$\operatorname{\mathsf{softm}}_{1}(X)=\operatorname{\mathsf{softm}}_{1}(R_{X}).$$

    How the statement below encodes it:
    - Lemma 5.2's hypotheses in its reading [as-written], n = d:
      [lemma_5_2_hypotheses] (coq/Statements/LargeWeights/proof_lemma_5_2_objects.v), with
      the proof's objects A, B, R_X, R_A, R_B, softm₂ and ‖·‖_∞ (entrywise maximum) there.
    - The step: softm₁(X) = softm₁(R_X), entrywise: [forall i j, (i < n)%nat -> (j < n)%nat -> ...], an
      equality of reals at each entry.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [lemma_5_2_hypotheses n X W_q_1 W_k_1 W_v_1 theta eps] printed "Suppose $\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1)"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Attention FinalBound.
From Statements.LargeWeights Require Import proof_lemma_5_2_objects.
Open Scope R_scope.

Definition eq_9 : Prop :=
  forall (n : nat) (X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 : mat) (theta eps : R),
    (1 <= n)%nat ->
    lemma_5_2_hypotheses n X W_q_1 W_k_1 W_v_1 theta eps ->
    forall i j : nat, (i < n)%nat -> (j < n)%nat ->
      lemma_5_2_softm n W_q_1 W_k_1 X i j = lemma_5_2_softm n W_q_1 W_k_1 (Res n X) i j.
