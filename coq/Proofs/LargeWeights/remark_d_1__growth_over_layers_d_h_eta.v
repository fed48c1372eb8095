(** * large-weights, Remark D.1, reading [growth-over-layers-d-h-eta], proved for every size

    The module's argument (the d-h-eta repairs in [src/claims/large_weights/remark_d_1.rs],
    "Part 2 by induction"): by the per-layer bound ([mlp_network_step],
    Library/LayerBounds.v; see the proof of the reading [growth-per-layer-d-h-eta]),
    ‖X_{k+1}‖_∞ ≤ λ_k(1 + dHη)‖X_k‖_∞ for every layer k < L, and by induction from
    ‖X₀‖_∞ ≤ φ₀, ‖X_k‖_∞ ≤ φ₀·(λ₀(1 + dHη))⋯(λ_{k−1}(1 + dHη)) for every k ≤ L (each factor
    λ_k(1 + dHη) is non-negative). Used: the value-weight bounds, ‖X₀‖_∞ ≤ φ₀ and 0 ≤ η (from
    0 < η). Not used: η ≤ 1, d ≥ 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms NormFacts Attention Networks Bounded LayerBounds.
From Statements.LargeWeights Require Import lemma_d_7_p1 remark_d_1__growth_per_layer remark_d_1__growth_over_layers remark_d_1__growth_over_layers_d_h_eta.
Open Scope R_scope.

Theorem remark_d_1__growth_over_layers_d_h_eta_holds : remark_d_1__growth_over_layers_d_h_eta.
Proof.
  intros n d H L X_0 W_q W_k W_v eta phi_0 W_1 W_2 Hn _ _ _ [Hv [HX0 [Heta _]]] i Hi.
  set (X := mlp_network n d H 1 W_q W_k W_v W_1 W_2 X_0).
  assert (Hall : forall k, (k <= L)%nat -> max_abs_entry n d (X k) <= remark_d_1_bound d (d * H) W_1 W_2 eta phi_0 k).
  { induction k as [|k IH]; intros Hk.
    - exact HX0.
    - simpl remark_d_1_bound. unfold X.
      eapply Rle_trans; [apply (mlp_network_step n d H W_q W_k W_v W_1 W_2 X_0 eta k); [exact Hn | lra | intros h Hh; apply Hv; lia]|].
      fold X. unfold remark_d_1_lambda.
      rewrite (Rmult_comm (remark_d_1_bound _ _ _ _ _ _ k)).
      apply Rmult_le_compat_l; [|apply IH; lia].
      apply Rmult_le_pos; [apply Rmult_le_pos; apply max_column_sum_nonneg|].
      pose proof (pos_INR (d * H)). nra. }
  apply Hall. lia.
Qed.
