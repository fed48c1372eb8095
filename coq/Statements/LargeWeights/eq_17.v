(** * large-weights, a displayed step of the proof of Lemma C.1, Part 1: Eq. (17)

    Claim id [large-weights/eq-17], reading [as-written]; the search's module is
    [src/claims/large_weights/proofs/lemma_c_1.rs].

    The display (Appendix C.1, proof of Lemma C.1):

    $$\leq ~{}g(2H\epsilon)+H\cdot g(\epsilon)$$ (17)

    How the statement below encodes it:
    - Lemma C.1's hypotheses in Part 1's reading [as-written]: [lemma_c_1_hypotheses]
      (coq/Statements/LargeWeights/lemma_c_1_p1.v) with Res of Definition 3.4 ([Res n]);
      the proof's objects A_[i] (the prefix sums, A_[0] = 0), B, R_{A_[i]}, softm₂ and
      ‖·‖_∞ (entrywise maximum) in coq/Statements/LargeWeights/proof_lemma_c_1_objects.v.
    - R_{A,H} and R_{A,i} (undefined in the proof) read as R_{A_[H]} and R_{A_[i]}.
    - The tagged line, with the previous line's right-hand side (the sum as printed,
      i = 1, …, H − 1, [lemma_c_1_sum_1_to_H_minus_1]): ‖softm₂(R_B) − softm₂(R_X + R_{A_[H]})‖_∞ + Σ_{i=1}^{H−1}
      ‖softm₂(R_X + R_{A_[i]}) − softm₂(R_X + R_{A_[i−1]})‖_∞ ≤ g(2Hε) + H·g(ε).

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

Definition eq_17 : Prop :=
  forall (n d H : nat) (X : mat) (W_q_1 W_k_1 W_v_1 : nat -> mat) (W_q_2 W_k_2 W_v : mat) (theta : vec) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat ->
    lemma_c_1_hypotheses n d H (Res n) X W_q_1 W_k_1 W_v_1 W_v theta eps ->
      let s2 := lemma_c_1_softm_2 n d W_q_2 W_k_2 in
      let B := lemma_c_1_B n d H X W_q_1 W_k_1 W_v_1 in
      let R_X := Res n X in
      let R_B := Res n B in
      let R_AH := lemma_c_1_R_prefix n d H X W_q_1 W_k_1 W_v_1 in
      lemma_c_1_distance n n (s2 R_B) (s2 (madd R_X R_AH))
        + lemma_c_1_sum_1_to_H_minus_1 H (fun i => lemma_c_1_distance n n
            (s2 (madd R_X (lemma_c_1_R_prefix n d i X W_q_1 W_k_1 W_v_1)))
            (s2 (madd R_X (lemma_c_1_R_prefix n d (i - 1)%nat X W_q_1 W_k_1 W_v_1))))
        <= g_of (2 * INR H * eps) + INR H * g_of eps.
