(** * large-weights, Lemma C.2, Part 3 with ε_ℓ := 2ηφ₀(1 + dHη)^ℓ and the bound d, proved for
    every size

    The module's argument ("Repaired readings" in [src/claims/large_weights/lemma_c_2.rs]):
    ‖X_ℓW_v‖_∞ ≤ dη‖X_ℓ‖_∞ ≤ dηφ₀(1 + dHη)^ℓ = (d/2)ε_ℓ < d/2 ≤ d. Step by step:
    - for every value matrix W_v of the network (‖W_v‖_∞ ≤ η), an entry of X_ℓW_v is a sum of
      d products, so ‖X_ℓW_v‖_∞ ≤ d‖X_ℓ‖_∞η (Fact 3.3 repaired);
    - ‖X_ℓ‖_∞ ≤ φ₀(1 + dHη)^ℓ ([residual_network_max_abs_le], Library/LayerBounds.v: softm
      is row-stochastic, so each layer grows ‖·‖_∞ by at most 1 + dHη);
    - so η‖X_ℓ‖_∞ ≤ ε_ℓ/2, and ε_ℓ < 1 (the hypothesis ε_ℓ ∈ (0, 1) at ℓ ∈ [L]).
    Used: the value-weight bounds, ‖X₀‖_∞ ≤ φ₀ and ε_ℓ < 1 (ε_ℓ ≤ 2 would do). Not used:
    η > 0 (η ≥ 0 follows from the weight bounds), η ≤ 1, ε_ℓ > 0, the bounds on W_q and W_k,
    and d ≥ 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts Attention LayerCollapse Bounded LayerBounds.
From Statements.LargeWeights Require Import lemma_c_2_p1 lemma_c_2_p3__d_h_eta_times_d.
Open Scope R_scope.

Theorem lemma_c_2_p3__d_h_eta_times_d_holds : lemma_c_2_p3__d_h_eta_times_d.
Proof.
  intros n d H L X_0 W_q W_k W_v eta phi_0 Hn _ HH HL [HW [HX0 [_ [_ Heps]]]] i Hi.
  pose proof (weights_bounded_values L H d W_q W_k W_v eta HW) as Hv.
  pose proof (value_bound_nonneg L H d W_v eta HL HH Hv) as Heta.
  set (X := residual_network n d H 1 W_q W_k W_v X_0 (S i)).
  set (M := max_abs_entry n d X).
  set (g := (1 + INR (d * H) * eta) ^ S i).
  assert (HM0 : 0 <= M) by apply max_abs_entry_nonneg.
  assert (HM : M <= phi_0 * g) by (apply (residual_network_max_abs_le n d H L); auto; lia).
  assert (He : epsilon_l eta phi_0 (d * H) (S i) < 1) by (apply Heps; lia).
  unfold epsilon_l in He. fold g in He.
  pose proof (pos_INR d) as Hd0.
  assert (HMe : M * eta <= 1) by nra.
  assert (Hr : 0 <= INR d * (M * eta)) by (apply Rmult_le_pos; [exact Hd0 | apply Rmult_le_pos; assumption]).
  apply (Rle_trans _ (INR d * (M * eta))); [|nra].
  apply bigmax_le; [exact Hr|]. intros k Hk.
  apply bigmax_le; [exact Hr|]. intros h Hh.
  apply max_abs_entry_le; [exact Hr|]. intros a b Ha Hb.
  apply mmul_abs_bound; intros c Hc; [apply max_abs_entry_ge; assumption|].
  eapply Rle_trans; [apply max_abs_entry_ge; eassumption | apply Hv; assumption].
Qed.
