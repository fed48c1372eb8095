(** * large-weights, a displayed step of the proof of Lemma C.1, Part 1: the shift of the prefix sums (step 2)

    Claim id [large-weights/proof-lemma-c.1-p1.step-2], reading [as-written]; the search's module is
    [src/claims/large_weights/proofs/lemma_c_1.rs].

    The display (Appendix C.1, proof of Lemma C.1):

    $$\operatorname{\mathsf{softm}}(A_{[i]})=\operatorname{\mathsf{softm}}(R_{A_{[i]}}).$$

    How the statement below encodes it:
    - Lemma C.1's hypotheses in Part 1's reading [as-written]: [lemma_c_1_hypotheses]
      (coq/Statements/LargeWeights/lemma_c_1_p1.v) with Res of Definition 3.4 ([Res n]);
      the proof's objects A_[i] (the prefix sums, A_[0] = 0), B, R_{A_[i]}, softm₂ and
      ‖·‖_∞ (entrywise maximum) in coq/Statements/LargeWeights/proof_lemma_c_1_objects.v.
    - softm without index is Definition 3.1's, applied to each row of the n × d matrix
      ([softm_rows d]); for every i ∈ [H] (the index [i] is i − 1, A_[i] the sum of the
      first i heads) and every entry (r, c), numbered e = r·d + c:
      softm(A_[i]) = softm(R_{A_[i]}) ([forall i e, (i < H)%nat -> (e < n * d)%nat -> ...]),
      an equality of reals.

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

Definition proof_lemma_c_1_p1_step_2 : Prop :=
  forall (n d H : nat) (X : mat) (W_q_1 W_k_1 W_v_1 : nat -> mat) (W_q_2 W_k_2 W_v : mat) (theta : vec) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat ->
    lemma_c_1_hypotheses n d H (Res n) X W_q_1 W_k_1 W_v_1 W_v theta eps ->
    forall i e : nat, (i < H)%nat -> (e < n * d)%nat ->
      let A_i := lemma_c_1_prefix n d (S i) X W_q_1 W_k_1 W_v_1 in
      softm_rows d A_i (e / d)%nat (e mod d)%nat = softm_rows d (Res n A_i) (e / d)%nat (e mod d)%nat.
