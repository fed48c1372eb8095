(** * large-weights, a displayed step of the proof of Lemma D.7, Part 2: step 3

    Claim id [large-weights/proof-lemma-d.7-p2.step-3], reading [as-written]; the search's
    module is [src/claims/large_weights/proofs/lemma_d_7.rs].

    The display (Appendix D.4, proof of Lemma D.7):

    $$\leq ~{}\|X_{0}\|_{\infty}(1+H\eta)^{\ell}$$

    How the statement below encodes it:
    - Lemma D.7's hypotheses in Part 2's reading [as-written]: [lemma_d_7_hypotheses]
      (Statements/LargeWeights/lemma_d_7_p1.v: ‖X₀‖_∞ ≤ φ₀, ‖W_v‖_∞ ≤ η for every head of
      every layer, η ∈ (0, 1] added), the residual network of Definition 3.7 with no scale,
      X_ℓ = [residual_network n d H 1 W_q W_k W_v X_0 ℓ]; W_q, W_k free; ‖·‖_∞ the entrywise
      maximum ([max_abs_entry]).
    - The display compared with the last printed right-hand side, ‖X_{ℓ−1}‖(1 + Hη) (the
      display before it, "≤ ⋯", has none): for every layer ℓ = 1, ..., L (the instance index
      [i] is ℓ − 1), ‖X_{ℓ−1}‖(1 + Hη)¹ ≤ ‖X₀‖(1 + Hη)^ℓ ("recursively applying Part 1").

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

Definition proof_lemma_d_7_p2_step_3 : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    lemma_d_7_hypotheses n d H L X_0 W_v eta phi_0 ->
    forall i : nat, (i < L)%nat ->
      let X := residual_network n d H 1 W_q W_k W_v X_0 in
      max_abs_entry n d (X i) * (1 + INR H * eta) ^ 1 <= max_abs_entry n d (X 0%nat) * (1 + INR H * eta) ^ (S i).
