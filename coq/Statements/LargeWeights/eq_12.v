(** * large-weights, a displayed step of the proof of Lemma C.1, Part 1: Eq. (12)

    Claim id [large-weights/eq-12], reading [as-written]; the search's module is
    [src/claims/large_weights/proofs/lemma_c_1.rs].

    The display (Appendix C.1, proof of Lemma C.1):

    $$\operatorname{\mathsf{softm}}_{1}(X)=\operatorname{\mathsf{softm}}_{1}(R_{X}).$$

    How the statement below encodes it:
    - Lemma C.1's hypotheses in Part 1's reading [as-written]: [lemma_c_1_hypotheses]
      (coq/Statements/LargeWeights/lemma_c_1_p1.v) with Res of Definition 3.4 ([Res n]);
      the proof's objects A_[i] (the prefix sums, A_[0] = 0), B, R_{A_[i]}, softm₂ and
      ‖·‖_∞ (entrywise maximum) in coq/Statements/LargeWeights/proof_lemma_c_1_objects.v.
    - softm₁ is read for every head i of instance 1 (the display names none): head i's
      attention matrix [attention_matrix n d β X (W_q_1 i) (W_k_1 i)], β = 1/√d; the step
      is softm₁,ᵢ(X) = softm₁,ᵢ(R_X) at every entry (r, c), the entry numbered
      e = r·n + c ([forall h e, (h < H)%nat -> (e < n * n)%nat -> ...], r = e / n,
      c = e mod n), an equality of reals; R_X = [Res n X].

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

Definition eq_12 : Prop :=
  forall (n d H : nat) (X : mat) (W_q_1 W_k_1 W_v_1 : nat -> mat) (W_q_2 W_k_2 W_v : mat) (theta : vec) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat ->
    lemma_c_1_hypotheses n d H (Res n) X W_q_1 W_k_1 W_v_1 W_v theta eps ->
    forall h e : nat, (h < H)%nat -> (e < n * n)%nat ->
      let beta := lemma_c_1_beta d in
      attention_matrix n d beta X (W_q_1 h) (W_k_1 h) (e / n)%nat (e mod n)%nat
        = attention_matrix n d beta (Res n X) (W_q_1 h) (W_k_1 h) (e / n)%nat (e mod n)%nat.
