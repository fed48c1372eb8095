(** * large-weights, a displayed step of the proof of Lemma 5.2: the bound before Eq. (11), its second inequality

    Claim id [large-weights/proof-lemma-5.2.step-5], reading [as-written]; the search's module is
    [src/claims/large_weights/proofs/lemma_5_2.rs].

    The display (§5.2, proof of Lemma 5.2):

    $$\|R_{X}+R_{A}-R_{B}\|_{\infty}\leq\|R_{X}-R_{B}\|_{\infty}+\|R_{A}\|_{\infty}\leq 2\|R_{A}\|_{\infty}\leq 2\epsilon.$$

    How the statement below encodes it:
    - Lemma 5.2's hypotheses in its reading [as-written], n = d:
      [lemma_5_2_hypotheses] (coq/Statements/LargeWeights/proof_lemma_5_2_objects.v), with
      the proof's objects A, B, R_X, R_A, R_B, softm₂ and ‖·‖_∞ (entrywise maximum) there.
    - The step: the second inequality of the chain, ‖R_X − R_B‖_∞ + ‖R_A‖_∞ ≤ 2‖R_A‖_∞.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [lemma_5_2_hypotheses n X W_q_1 W_k_1 W_v_1 theta eps] printed "Suppose $\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1)"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Attention FinalBound.
From Statements.LargeWeights Require Import proof_lemma_5_2_objects.
Open Scope R_scope.

Definition proof_lemma_5_2_step_5 : Prop :=
  forall (n : nat) (X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 : mat) (theta eps : R),
    (1 <= n)%nat ->
    lemma_5_2_hypotheses n X W_q_1 W_k_1 W_v_1 theta eps ->
    let R_X := Res n X in
      let R_A := Res n (lemma_5_2_A n X W_q_1 W_k_1) in
      let R_B := Res n (lemma_5_2_B n X W_q_1 W_k_1) in
      lemma_5_2_distance n R_X R_B + max_abs_entry n n R_A <= 2 * max_abs_entry n n R_A.
