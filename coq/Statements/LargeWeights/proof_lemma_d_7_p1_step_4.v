(** * large-weights, a displayed step of the proof of Lemma D.7, Part 1: step 4

    Claim id [large-weights/proof-lemma-d.7-p1.step-4], reading [as-written]; the search's
    module is [src/claims/large_weights/proofs/lemma_d_7.rs].

    The display (Appendix D.4, proof of Lemma D.7):

    $$\leq ~{}\|X_{\ell}\|_{\infty}+H\cdot\|\operatorname{\mathsf{softm}}_{i}(X_{\ell})\|_{\infty}\cdot\|X_{\ell}\|_{\infty}\cdot\|W_{v,i}\|_{\infty}$$

    How the statement below encodes it:
    - Lemma D.7's hypotheses in Part 1's reading [as-written]: [lemma_d_7_hypotheses]
      (Statements/LargeWeights/lemma_d_7_p1.v: ‖X₀‖_∞ ≤ φ₀, ‖W_v‖_∞ ≤ η for every head of
      every layer, η ∈ (0, 1] added), the residual network of Definition 3.7 with no scale,
      X_ℓ = [residual_network n d H 1 W_q W_k W_v X_0 ℓ]; W_q, W_k free; ‖·‖_∞ the entrywise
      maximum ([max_abs_entry]).
    - softmᵢ(X_ℓ) = [attention_matrix n d 1 X_ℓ (W_q ℓ h) (W_k ℓ h)] (no scale), head h of
      layer ℓ + 1; the free index i of the display read as the largest head, H·maxᵢ
      ([bigmax H], over nonnegative terms).
    - The step, for every layer ℓ = 0, ..., L − 1 (the instance index [i] is ℓ):
      ‖X_ℓ‖ + H·maxᵢ‖softmᵢ(X_ℓ)X_ℓW_{v,i}‖ ≤ ‖X_ℓ‖ + H·maxᵢ‖softmᵢ(X_ℓ)‖‖X_ℓ‖‖W_{v,i}‖ (Fact 3.3).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [lemma_d_7_hypotheses n d H L X_0 W_v eta phi_0] added "the printed
      $\|X_{0}\|_{\infty}\leq\phi_{0}$ and $\|W_{v}\|_{\infty}\leq\eta$ (every head of every layer)
      bundled with eta in (0, 1], which the reading adds (the regime of Lemma C.2 and Theorem 5.3);
      a refutation under it is stronger"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Sums Matrices Norms Attention.
From Statements.LargeWeights Require Import lemma_d_7_p1.
Open Scope R_scope.

Definition proof_lemma_d_7_p1_step_4 : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    lemma_d_7_hypotheses n d H L X_0 W_v eta phi_0 ->
    forall i : nat, (i < L)%nat ->
      let X := residual_network n d H 1 W_q W_k W_v X_0 in
      let softm := fun h => attention_matrix n d 1 (X i) (W_q i h) (W_k i h) in
      max_abs_entry n d (X i) + INR H * bigmax H (fun h => max_abs_entry n d (mmul d (mmul n (softm h) (X i)) (W_v i h)))
        <= max_abs_entry n d (X i) + INR H * bigmax H (fun h => max_abs_entry n n (softm h) * max_abs_entry n d (X i) * max_abs_entry d d (W_v i h)).
