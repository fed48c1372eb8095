(** * large-weights, the proof of Theorem 5.3 (Appendix D.1): its objects

    Shared by the statements of the displayed steps of the proof of Theorem 5.3
    ([proof_theorem_5_3_step_*]); the search's module is
    [src/claims/large_weights/proofs/theorem_5_3.rs]. Every step is checked under the
    hypotheses of the proof's final bound in its reading [as-written]
    (coq/Statements/LargeWeights/claim_d_1.v, [src/claims/large_weights/claim_d_1.rs]): L
    layers of H heads of the residual network of Definition 3.7 with no scale, followed by a
    read-out layer of H heads; the weights [W_q l h] etc. for the layers l = 0, ..., L
    (layer L the read-out layer).

    The proof's objects:
    - the hypotheses the proof works under ([theorem_5_3_hypotheses], as in [claim_d_1]):
      every weight of every head of the L + 1 layers bounded by η, ‖X₀‖_∞ ≤ φ₀,
      η ∈ (0, 1], ε_ℓ ∈ (0, 1) for ℓ ∈ [L] (ε_ℓ = 2ηφ₀(1 + Hη)^ℓ, Definition A.2);
    - B^{ℓ₀}_ℓ = [hybrid_removed n d H 1 W_q W_k W_v X_0 ℓ₀ ℓ] (Library/Networks.v): the
      attention of layers 1, ..., ℓ₀ removed, their skip connections kept ("B⁰_L means we
      have residual in every layer"), so B⁰_ℓ = X_ℓ and B^ℓ_ℓ = X₀;
    - softmv_ℓ: head i of layer ℓ + 1 ([W_q ℓ i], ...; the read-out layer for ℓ = L), with one
      head index i throughout a display;
    - ‖softmv_ℓ(B^{from}_ℓ) − softmv_ℓ(B^{to}_ℓ)‖_∞ = [theorem_5_3_gap ... ℓ from to i],
      ‖·‖_∞ the entrywise maximum;
    - δ = max_{ℓ∈[L]} 2g(2Hε_ℓ) ([theorem_5_3_delta], [delta_of] of Library/FinalBound.v) and
      C = max_{ℓ∈[L]} 3η(ε_ℓ² + 1) ([theorem_5_3_C], [lipschitz_constant] of
      Library/LayerCollapse.v). *)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Attention Networks LayerCollapse FinalBound Bounded.
Open Scope R_scope.

(** The hypotheses of the final bound's reading [as-written]. *)
Definition theorem_5_3_hypotheses (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R) : Prop :=
  weights_bounded (S L) H d W_q W_k W_v eta /\
  max_abs_entry n d X_0 <= phi_0 /\
  0 < eta /\ eta <= 1 /\
  (forall l, (1 <= l <= L)%nat -> 0 < epsilon_l eta phi_0 H l < 1).

(** ‖softmv_ℓ(B^{from}_ℓ) − softmv_ℓ(B^{to}_ℓ)‖_∞ for head [i] of layer ℓ + 1. *)
Definition theorem_5_3_gap (n d H : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (l from to i : nat) : R :=
  max_abs_entry n d
    (msub (softmv n d 1 (hybrid_removed n d H 1 W_q W_k W_v X_0 from l) (W_q l i) (W_k l i) (W_v l i))
          (softmv n d 1 (hybrid_removed n d H 1 W_q W_k W_v X_0 to l) (W_q l i) (W_k l i) (W_v l i))).

(** δ := max_{ℓ∈[L]} 2g(2Hε_ℓ). *)
Definition theorem_5_3_delta (eta phi_0 : R) (H L : nat) : R := delta_of eta phi_0 H H L.

(** C := max_{ℓ∈[L]} 3η(ε_ℓ² + 1). *)
Definition theorem_5_3_C (eta phi_0 : R) (H L : nat) : R := lipschitz_constant eta phi_0 H L.
