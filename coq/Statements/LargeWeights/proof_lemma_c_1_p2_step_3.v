(** * large-weights, a displayed step of the proof of Lemma C.1, Part 2: step 3

    Claim id [large-weights/proof-lemma-c.1-p2.step-3], reading [as-written]; the search's module is
    [src/claims/large_weights/proofs/lemma_c_1.rs].

    The display (Appendix C.1, proof of Lemma C.1):

    $$\leq ~{}\|\operatorname{\mathsf{softm}}_{2}(B)\|_{\infty}\cdot\|(B-X)W_{v}\|_{\infty}+\|\operatorname{\mathsf{softm}}_{2}(B)-\operatorname{\mathsf{softm}}_{2}(X)\|_{\infty}\cdot\|XW_{v}\|_{\infty}$$

    How the statement below encodes it:
    - Lemma C.1's hypotheses in Part 2's reading [as-written]: [lemma_c_1_hypotheses]
      (coq/Statements/LargeWeights/lemma_c_1_p1.v) with Res of Definition 3.4 ([Res n]);
      the proof's objects A_[i] (the prefix sums, A_[0] = 0), B, R_{A_[i]}, softm₂ and
      ‖·‖_∞ (entrywise maximum) in coq/Statements/LargeWeights/proof_lemma_c_1_objects.v.
    - The step, with the previous line's right-hand side (products grouped as softmv's,
      (P X) W_v): ‖softm₂(B)BW_v − softm₂(B)XW_v‖_∞ + ‖softm₂(B)XW_v − softm₂(X)XW_v‖_∞ ≤
      ‖softm₂(B)‖_∞‖(B − X)W_v‖_∞ + ‖softm₂(B) − softm₂(X)‖_∞‖XW_v‖_∞.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [lemma_c_1_hypotheses n d H (Res n) X W_q_1 W_k_1 W_v_1 W_v theta eps] printed
      "$\|\operatorname{\mathsf{Res}}(A_{i})\|_{\infty}\leq
      K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$ for all $i\in[H]$. (We remark
      that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1) • Let
      $g(\epsilon):=2(e^{\epsilon}-1)$. • Let $W_{v}$ satisfy that $\|(B-X)W_{v}\|_{\infty}\leq
      H\cdot\epsilon$ and $\|XW_{v}\|_{\infty}\leq 1$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Sums Matrices Norms Softmax Res Attention FinalBound.
From Statements.LargeWeights Require Import lemma_c_1_p1 proof_lemma_c_1_objects.
Open Scope R_scope.

Definition proof_lemma_c_1_p2_step_3 : Prop :=
  forall (n d H : nat) (X : mat) (W_q_1 W_k_1 W_v_1 : nat -> mat) (W_q_2 W_k_2 W_v : mat) (theta : vec) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat ->
    lemma_c_1_hypotheses n d H (Res n) X W_q_1 W_k_1 W_v_1 W_v theta eps ->
      let s2 := lemma_c_1_softm_2 n d W_q_2 W_k_2 in
      let B := lemma_c_1_B n d H X W_q_1 W_k_1 W_v_1 in
      lemma_c_1_distance n d (mmul d (mmul n (s2 B) B) W_v) (mmul d (mmul n (s2 B) X) W_v)
        + lemma_c_1_distance n d (mmul d (mmul n (s2 B) X) W_v) (mmul d (mmul n (s2 X) X) W_v)
        <= max_abs_entry n n (s2 B) * max_abs_entry n d (mmul d (msub B X) W_v)
           + lemma_c_1_distance n n (s2 B) (s2 X) * max_abs_entry n d (mmul d X W_v).
