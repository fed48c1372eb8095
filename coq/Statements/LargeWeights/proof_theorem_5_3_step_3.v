(** * large-weights, a displayed step of the proof of Theorem 5.3: two layers, the second step

    Claim id [large-weights/proof-theorem-5.3.step-3], reading [as-written]; the search's module is
    [src/claims/large_weights/proofs/theorem_5_3.rs].

    The display (Appendix D.1, proof of Theorem 5.3):

    $$\leq ~{}C\cdot\|\operatorname{\mathsf{softmv}}_{1}(B^{0}_{1})-\operatorname{\mathsf{softmv}}_{1}(B^{1}_{1})\|_{\infty}+\|\operatorname{\mathsf{softmv}}_{2}(B^{1}_{2})-\operatorname{\mathsf{softmv}}_{2}(B^{2}_{2})\|_{\infty}$$

    How the statement below encodes it:
    - The hypotheses of the proof's final bound in its reading [as-written]
      ([theorem_5_3_hypotheses], with the proof's objects in
      coq/Statements/LargeWeights/proof_theorem_5_3_objects.v): L layers of H heads of the
      residual network with no scale and a read-out layer of H heads, every weight bounded by
      η ∈ (0, 1], ‖X₀‖_∞ ≤ φ₀, ε_ℓ ∈ (0, 1) for ℓ ∈ [L]; B^{ℓ₀}_ℓ with the attention of layers
      1, ..., ℓ₀ removed; softmv_ℓ head i of layer ℓ + 1 (the read-out layer for ℓ = L);
      δ = max_{ℓ∈[L]} 2g(2Hε_ℓ), C = max_{ℓ∈[L]} 3η(ε_ℓ² + 1); ‖·‖_∞ the entrywise maximum.
    - The step, for every head index i (the instance index), in a network of L ≥ 2 layers (the display is
      about layer 2): ‖softmv₂(B⁰₂) − softmv₂(B¹₂)‖_∞ + ‖softmv₂(B¹₂) − softmv₂(B²₂)‖_∞
      ≤ C‖softmv₁(B⁰₁) − softmv₁(B¹₁)‖_∞ + ‖softmv₂(B¹₂) − softmv₂(B²₂)‖_∞ (the left-hand side is
      the first step's right-hand side; "one layer of the network is C-Lipschitz (see Lemma D.5)").

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(2 <= L)%nat] printed "B^{1}_{2}"
    - [theorem_5_3_hypotheses n d H L X_0 W_q W_k W_v eta phi_0] added "the hypotheses of the final bound's as-written reading (claim-d.1),
      which the proof works under: Definition A.2's weight and input bounds, eta in (0, 1] and
      eps_l in (0, 1) (Lemma C.2, Remark D.2); the search draws every case under them, so a
      refutation under them is stronger"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Attention Networks LayerCollapse FinalBound Bounded.
From Statements.LargeWeights Require Import proof_theorem_5_3_objects.
Open Scope R_scope.

Definition proof_theorem_5_3_step_3 : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (2 <= L)%nat ->
    theorem_5_3_hypotheses n d H L X_0 W_q W_k W_v eta phi_0 ->
    forall i : nat, (i < H)%nat ->
      let gap := theorem_5_3_gap n d H X_0 W_q W_k W_v in
      let C := theorem_5_3_C eta phi_0 H L in
      gap 2%nat 0%nat 1%nat i + gap 2%nat 1%nat 2%nat i <= C * gap 1%nat 0%nat 1%nat i + gap 2%nat 1%nat 2%nat i.
