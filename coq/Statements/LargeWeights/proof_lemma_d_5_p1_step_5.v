(** * large-weights, a displayed step of the proof of Lemma D.5, Part 1: step 5

    Claim id [large-weights/proof-lemma-d.5-p1.step-5], reading [as-written]; the search's
    module is [src/claims/large_weights/proofs/lemma_d_5.rs].

    The display (Appendix D.2, proof of Lemma D.5):

    $$\leq ~{}12\|W\|_{\infty}\|X\|_{\infty}\|X-Y\|_{\infty}$$

    How the statement below encodes it:
    - Lemma D.5's hypotheses in Part 1's reading [as-written]
      (coq/Statements/LargeWeights/lemma_d_5_p1.v): X, Y ∈ ℝⁿˣᵈ, W_q, W_k, W_v ∈ ℝᵈˣᵈ free,
      [lemma_d_5_close n d X Y] (‖Y − X‖_∞ ≤ 2‖X‖_∞); ‖·‖_∞ the entrywise maximum.
    - W = W_q W_kᵀ; softm(X) = [attention_matrix n d 1 X W_q W_k] (no scale),
      softmv(X) = softm(X) X W_v; K₁ = [lemma_d_5_K1].
    - The step: 4(‖WXᵀ‖_∞ + ‖WYᵀ‖_∞)‖X − Y‖_∞ ≤ 12‖W‖_∞‖X‖_∞‖X − Y‖_∞ (Fact 3.3; the left-hand side
      is the display before it, ‖WX‖_∞ and ‖WY‖_∞ read as ‖WXᵀ‖_∞ and ‖WYᵀ‖_∞).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [lemma_d_5_close n d X Y] printed "$\|Y-X\|_{\infty}\leq 2\|X\|_{\infty}$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Attention.
From Statements.LargeWeights Require Import lemma_d_5_p1.
Open Scope R_scope.

Definition proof_lemma_d_5_p1_step_5 : Prop :=
  forall (n d : nat) (X Y W_q W_k W_v : mat),
    (1 <= n)%nat -> (1 <= d)%nat ->
    lemma_d_5_close n d X Y ->
    let W := mmul d W_q (transpose W_k) in
    let dist := max_abs_entry n d (msub X Y) in
    let XW := mmul d X W in
    let WYt := mmul d W (transpose Y) in
      4 * (max_abs_entry d n (mmul d W (transpose X)) + max_abs_entry d n WYt) * dist
        <= 12 * max_abs_entry d d W * max_abs_entry n d X * dist.
