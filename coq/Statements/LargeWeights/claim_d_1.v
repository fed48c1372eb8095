(** * large-weights, Proof of Theorem 5.3 (Appendix D.1), final bound: the reading [as-written] (as-written)

    Claim id [large-weights/claim-d.1]; the search's module is
    [src/claims/large_weights/claim_d_1.rs].

    The statement (Proof of Theorem 5.3 (Appendix D.1), final bound):

    Therefore for $L$ layers we have $$\|\operatorname{\mathsf{softmv}}_{L}(B^{0}_{L})-\operatorname{\mathsf{softmv}}_{L}(B^{L}_{L})\|_{\infty}\leq(C^{L}+\cdots+C+1)\delta$$

    The words this reading formalises (Appendix D.1, proof of Theorem 5.3):

    Note that the notation $B^{0}_{L}$ means we have residual in every layer, whereas the notation $B^{\ell_{0}}_{L}$ means we don’t have a residual connection from layer $\ell_{0}$ to layer $L$.

    The reading, as the search states it: B as the sentence after its definition says (B^0_L: residual in every layer) and as the step citing Lemma C.1 uses it: B^l0 removes the attention of layers 1..l0 and keeps their skip connections, so B^0_L = X_L and B^L_L = X_0; softmv_L each head of a read-out layer after layer L; delta, C and eps_l (Definition A.2) as printed; every weight bounded by eta in (0, 1], ||X_0||_inf <= phi_0, eps_l in (0, 1); no scale.

    How the statement below encodes it:
    - The network: L layers of H heads of the residual network of Definition 3.7 with no
      scale, followed by a read-out layer of H heads (the proof applies softmv_L to B_L, the
      output of layer L, so softmv_L is a head of the next layer, as in Lemma C.1);
      weights [W_q l h] etc. for the layers l = 0, ..., L (layer L the read-out layer);
      X₀ ∈ ℝⁿˣᵈ; [n d H L : nat], each at least 1.
    - The hypotheses the proof works under: every weight of every head of the L + 1 layers
      bounded by η ([weights_bounded (S L) H d W_q W_k W_v eta]), ‖X₀‖_∞ ≤ φ₀, η ∈ (0, 1], and
      ε_ℓ ∈ (0, 1) for ℓ ∈ [L] with ε_ℓ = 2ηφ₀(1 + Hη)^ℓ (Definition A.2, [epsilon_l]).
    - δ := max_{ℓ∈[L]} 2g(2Hε_ℓ), g(ε) = 2(e^ε − 1) ([delta_of], Library/FinalBound.v), and
      C := max_{ℓ∈[L]} 3η(ε_ℓ² + 1) ([lipschitz_constant], Library/LayerCollapse.v); the
      bound (C^L + ⋯ + C + 1)δ ([geometric_sum]).
    - B: the sentence after its definition, "the notation B⁰_L means we have residual in
      every layer", and the step citing Lemma C.1 (a layer with and without its heads): B^{ℓ₀}
      removes the attention of layers 1..ℓ₀ and keeps their skip connections
      ([hybrid_removed], Library/Networks.v), so B⁰_L = X_L and B^L_L = X₀.
    - For every read-out head i (the instance index [i]): ‖softmv_L(B⁰_L) − softmv_L(B^L_L)‖_∞
      ≤ (C^L + ⋯ + C + 1)δ, ‖·‖_∞ entrywise ([claim_d_1_with] with the growth rate H).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Attention Networks LayerCollapse FinalBound Bounded.
Open Scope R_scope.

(** The bound for a reading of B ([B l0 l] = B^{l0}_l) and the growth rate [r] of ε_ℓ per
    layer (H as printed, dH in the repairs), in ε_ℓ's hypothesis, δ and C. *)
Definition claim_d_1_with (n d H L r : nat) (B : nat -> nat -> mat) (W_q W_k W_v : nat -> nat -> mat) (X_0 : mat) (eta phi_0 : R) : Prop :=
  weights_bounded (S L) H d W_q W_k W_v eta ->
  max_abs_entry n d X_0 <= phi_0 ->
  0 < eta -> eta <= 1 ->
  (forall l, (1 <= l <= L)%nat -> 0 < epsilon_l eta phi_0 r l < 1) ->
  forall i : nat, (i < H)%nat ->
    max_abs_entry n d (msub (softmv n d 1 (B O L) (W_q L i) (W_k L i) (W_v L i))
                            (softmv n d 1 (B L L) (W_q L i) (W_k L i) (W_v L i)))
      <= geometric_sum (lipschitz_constant eta phi_0 r L) L * delta_of eta phi_0 H r L.

Definition claim_d_1 : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    claim_d_1_with n d H L H (hybrid_removed n d H 1 W_q W_k W_v X_0) W_q W_k W_v X_0 eta phi_0.
