(** * large-weights, the proof of Lemma D.6: its objects

    Shared by the statements of the displayed steps of the proof of Lemma D.6
    ([proof_lemma_d_6_step_*]); the search's module is
    [src/claims/large_weights/proofs/lemma_d_6.rs]. Every step is checked under Lemma D.6's
    hypotheses in its reading [as-written] (coq/Statements/LargeWeights/lemma_d_6.v): the
    network has L = ℓ + 1 layers of H heads, X_ℓ is the output of the first ℓ
    ([residual_network], no scale), the heads of layer ℓ + 1 ([W_q (L - 1) i], ...) are the
    softmv instances (no scale), every weight is bounded by η, and the reading adds
    η ∈ (0, 1]; φ₀ = ‖X₀‖_∞ (the search checks the statement there: its bound grows with φ₀).

    The proof's objects, for a head with weights W_q, W_k, W_v: W = W_q W_kᵀ
    ([lemma_d_6_W]), K₁ = 12‖X_ℓ‖_∞‖W‖_∞ and K₂ = K₁‖X_ℓ‖_∞‖W_v‖_∞ + ‖W_v‖_∞ (Lemma D.5's
    at X = X_ℓ: [lemma_d_6_K1], [lemma_d_6_K2]), ‖·‖_∞ the entrywise maximum. *)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Attention LayerCollapse Bounded.
Open Scope R_scope.

(** X_ℓ, the output of the first ℓ = L − 1 layers. *)
Definition lemma_d_6_X_l (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) : mat :=
  residual_network n d H 1 W_q W_k W_v X_0 (L - 1).

(** W = W_q W_kᵀ. *)
Definition lemma_d_6_W (d : nat) (W_q W_k : mat) : mat := mmul d W_q (transpose W_k).

(** K₁ = 12‖X‖_∞‖W‖_∞. *)
Definition lemma_d_6_K1 (n d : nat) (X W_q W_k : mat) : R :=
  12 * max_abs_entry n d X * max_abs_entry d d (lemma_d_6_W d W_q W_k).

(** K₂ = K₁‖X‖_∞‖W_v‖_∞ + ‖W_v‖_∞. *)
Definition lemma_d_6_K2 (n d : nat) (X W_q W_k W_v : mat) : R :=
  lemma_d_6_K1 n d X W_q W_k * max_abs_entry n d X * max_abs_entry d d W_v + max_abs_entry d d W_v.
