(** * large-weights, a displayed step of the proof of Lemma 5.2: Eq. (11)

    Claim id [large-weights/eq-11], reading [as-written]; the search's module is
    [src/claims/large_weights/proofs/lemma_5_2.rs].

    The display (§5.2, proof of Lemma 5.2):

    $$\|\operatorname{\mathsf{softm}}_{2}(R_{X}+R_{A})-\operatorname{\mathsf{softm}}_{2}(R_{B})\|_{\infty}\leq g(2\epsilon)$$

    How the statement below encodes it:
    - Lemma 5.2's hypotheses in its reading [as-written], n = d:
      [lemma_5_2_hypotheses] (coq/Statements/LargeWeights/proof_lemma_5_2_objects.v), with
      the proof's objects A, B, R_X, R_A, R_B, softm₂ and ‖·‖_∞ (entrywise maximum) there.
    - The step: ‖softm₂(R_X + R_A) − softm₂(R_B)‖_∞ ≤ g(2ε), with B = X + A.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [lemma_5_2_hypotheses n X W_q_1 W_k_1 W_v_1 theta eps] printed "Suppose $\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1)"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Attention FinalBound.
From Statements.LargeWeights Require Import proof_lemma_5_2_objects.
Open Scope R_scope.

Definition eq_11 : Prop :=
  forall (n : nat) (X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 : mat) (theta eps : R),
    (1 <= n)%nat ->
    lemma_5_2_hypotheses n X W_q_1 W_k_1 W_v_1 theta eps ->
    let s2 := lemma_5_2_softm n W_q_2 W_k_2 in
      let R_X := Res n X in
      let R_A := Res n (lemma_5_2_A n X W_q_1 W_k_1) in
      let R_B := Res n (lemma_5_2_B n X W_q_1 W_k_1) in
      lemma_5_2_distance n (s2 (madd R_X R_A)) (s2 R_B) <= g_of (2 * eps).
