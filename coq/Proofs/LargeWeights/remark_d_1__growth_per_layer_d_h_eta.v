(** * large-weights, Remark D.1, reading [growth-per-layer-d-h-eta], proved for every size

    The module's argument (the d-h-eta repairs in [src/claims/large_weights/remark_d_1.rs]):
    with B_{ℓ+1} = X_ℓ + Σₕ softmvₕ(X_ℓ) and X_{ℓ+1} = f_ℓ(B_{ℓ+1}),
    - softm(X_ℓ) is row-stochastic, so each head adds at most d‖X_ℓ‖_∞‖W_v‖_∞ ≤ dη‖X_ℓ‖_∞
      to an entry and ‖B_{ℓ+1}‖_∞ ≤ (1 + dHη)‖X_ℓ‖_∞ ([residual_layer_max_abs_le],
      Library/LayerBounds.v);
    - "the paragraph on λ": an entry of Z W₁ in row i is at most ‖Z‖_∞ times a column sum of
      |W₁|, ReLU does not increase absolute values, and an entry of ReLU(Z W₁) W₂ is at most
      the row's largest |entry| times a column sum of |W₂|; so
      ‖f_ℓ(Z)‖_∞ ≤ ‖W₁^ℓ‖_col‖W₂^ℓ‖_col‖Z‖_∞ = λ_ℓ‖Z‖_∞ ([mlp_plain_max_abs_le]);
    - together ‖X_{ℓ+1}‖_∞ ≤ λ_ℓ(1 + dHη)‖X_ℓ‖_∞ ([mlp_network_step]), using λ_ℓ ≥ 0.
    Used: the value-weight bounds of layer ℓ + 1 and 0 ≤ η (from 0 < η). Not used:
    ‖X₀‖_∞ ≤ φ₀, η ≤ 1, d ≥ 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms NormFacts Attention Networks Bounded LayerBounds.
From Statements.LargeWeights Require Import lemma_d_7_p1 remark_d_1__growth_per_layer remark_d_1__growth_per_layer_d_h_eta.
Open Scope R_scope.

Theorem remark_d_1__growth_per_layer_d_h_eta_holds : remark_d_1__growth_per_layer_d_h_eta.
Proof.
  intros n d H L X_0 W_q W_k W_v eta phi_0 W_1 W_2 Hn _ _ _ [Hv [_ [Heta _]]] i Hi X.
  unfold remark_d_1_lambda, X.
  apply mlp_network_step; [exact Hn | lra |].
  intros h Hh. apply Hv; assumption.
Qed.
