(** * large-weights, a displayed step of the proof of Lemma D.5, Part 2: step 3

    Claim id [large-weights/proof-lemma-d.5-p2.step-3], reading [as-written]; the search's
    module is [src/claims/large_weights/proofs/lemma_d_5.rs].

    The display (Appendix D.2, proof of Lemma D.5):

    $$\leq ~{}\|\operatorname{\mathsf{softm}}(X)-\operatorname{\mathsf{softm}}(Y)\|_{\infty}\cdot\|XW_{v}\|_{\infty}+\|(X-Y)W_{v}\|_{\infty}$$

    How the statement below encodes it:
    - Lemma D.5's hypotheses in Part 2's reading [as-written]
      (coq/Statements/LargeWeights/lemma_d_5_p1.v): X, Y ∈ ℝⁿˣᵈ, W_q, W_k, W_v ∈ ℝᵈˣᵈ free,
      [lemma_d_5_close n d X Y] (‖Y − X‖_∞ ≤ 2‖X‖_∞); ‖·‖_∞ the entrywise maximum.
    - W = W_q W_kᵀ; softm(X) = [attention_matrix n d 1 X W_q W_k] (no scale),
      softmv(X) = softm(X) X W_v; K₁ = [lemma_d_5_K1].
    - The step: ‖softm(X)XW_v − softm(Y)XW_v‖_∞ + ‖softm(Y)XW_v − softm(Y)YW_v‖_∞
      ≤ ‖softm(X) − softm(Y)‖_∞‖XW_v‖_∞ + ‖(X − Y)W_v‖_∞ (Fact 3.3).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [lemma_d_5_close n d X Y] printed "$\|Y-X\|_{\infty}\leq 2\|X\|_{\infty}$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Attention.
From Statements.LargeWeights Require Import lemma_d_5_p1.
Open Scope R_scope.

Definition proof_lemma_d_5_p2_step_3 : Prop :=
  forall (n d : nat) (X Y W_q W_k W_v : mat),
    (1 <= n)%nat -> (1 <= d)%nat ->
    lemma_d_5_close n d X Y ->
    let W := mmul d W_q (transpose W_k) in
    let dist := max_abs_entry n d (msub X Y) in
    let P_X := attention_matrix n d 1 X W_q W_k in
    let P_Y := attention_matrix n d 1 Y W_q W_k in
    let XW_v := mmul d X W_v in
      max_abs_entry n d (msub (mmul n P_X XW_v) (mmul n P_Y XW_v)) + max_abs_entry n d (msub (mmul n P_Y XW_v) (mmul n P_Y (mmul d Y W_v)))
        <= max_abs_entry n n (msub P_X P_Y) * max_abs_entry n d XW_v + max_abs_entry n d (mmul d (msub X Y) W_v).
