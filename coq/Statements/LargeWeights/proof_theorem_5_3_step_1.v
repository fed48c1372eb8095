(** * large-weights, a displayed step of the proof of Theorem 5.3: the step citing Lemma C.1

    Claim id [large-weights/proof-theorem-5.3.step-1], reading [as-written]; the search's module is
    [src/claims/large_weights/proofs/theorem_5_3.rs].

    The display (Appendix D.1, proof of Theorem 5.3):

    Using Lemma C.1, we can show for all $\ell\in[L]$, $$\|\operatorname{\mathsf{softmv}}_{\ell}(B^{\ell-1}_{\ell})-\operatorname{\mathsf{softmv}}_{\ell}(B^{\ell}_{\ell})\|_{\infty}\leq\delta$$

    How the statement below encodes it:
    - The hypotheses of the proof's final bound in its reading [as-written]
      ([theorem_5_3_hypotheses], with the proof's objects in
      coq/Statements/LargeWeights/proof_theorem_5_3_objects.v): L layers of H heads of the
      residual network with no scale and a read-out layer of H heads, every weight bounded by
      η ∈ (0, 1], ‖X₀‖_∞ ≤ φ₀, ε_ℓ ∈ (0, 1) for ℓ ∈ [L]; B^{ℓ₀}_ℓ with the attention of layers
      1, ..., ℓ₀ removed; softmv_ℓ head i of layer ℓ + 1 (the read-out layer for ℓ = L);
      δ = max_{ℓ∈[L]} 2g(2Hε_ℓ), C = max_{ℓ∈[L]} 3η(ε_ℓ² + 1); ‖·‖_∞ the entrywise maximum.
    - The step, for every layer ℓ ∈ [L] (the first instance index, ℓ − 1) and every head i of layer
      ℓ + 1 (the second): ‖softmv_ℓ(B^{ℓ−1}_ℓ) − softmv_ℓ(B^ℓ_ℓ)‖_∞ ≤ δ.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [theorem_5_3_hypotheses n d H L X_0 W_q W_k W_v eta phi_0] added "the hypotheses of the final bound's as-written reading (claim-d.1),
      which the proof works under: Definition A.2's weight and input bounds, eta in (0, 1] and
      eps_l in (0, 1) (Lemma C.2, Remark D.2); the search draws every case under them, so a
      refutation under them is stronger"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Attention Networks LayerCollapse FinalBound Bounded.
From Statements.LargeWeights Require Import proof_theorem_5_3_objects.
Open Scope R_scope.

Definition proof_theorem_5_3_step_1 : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    theorem_5_3_hypotheses n d H L X_0 W_q W_k W_v eta phi_0 ->
    forall l : nat, (l < L)%nat -> forall i : nat, (i < H)%nat ->
      theorem_5_3_gap n d H X_0 W_q W_k W_v (S l) l (S l) i <= theorem_5_3_delta eta phi_0 H L.
