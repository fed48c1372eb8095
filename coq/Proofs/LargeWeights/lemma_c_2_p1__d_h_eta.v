(** * large-weights, Lemma C.2, Part 1 with ε_ℓ := 2ηφ₀(1 + dHη)^ℓ, proved for every size

    The module's argument ("Repaired readings" in [src/claims/large_weights/lemma_c_2.rs]):
    (e − 1)‖W_v‖_∞‖Res(X_ℓ)‖_∞ ≤ (e − 1)η‖X_ℓ‖_∞ ≤ (e − 1)ηφ₀(1 + dHη)^ℓ = ((e − 1)/2)ε_ℓ ≤ ε_ℓ.
    Step by step:
    - every value matrix has ‖W_v‖_∞ ≤ η, so their largest is at most η, and η ≥ 0 (a norm
      is at most η);
    - ‖Res(X_ℓ)‖_∞ ≤ ‖X_ℓ‖_∞: the midrange of a column is within the column's range, so
      each entry of Res is at most half the range, at most ‖X_ℓ‖_∞
      ([max_abs_entry_Res_le], Library/LayerBounds.v);
    - ‖X_ℓ‖_∞ ≤ φ₀(1 + dHη)^ℓ: softm is row-stochastic, so each head adds at most dη‖X‖_∞
      to an entry, and induction from ‖X₀‖_∞ ≤ φ₀ ([residual_network_max_abs_le], Lemma D.7
      repaired);
    - e − 1 ≤ 2 (e ≤ 3) and ηφ₀(1 + dHη)^ℓ ≥ 0.
    The premises η > 0 (only η ≥ 0 is used, which the weight bounds give), η ≤ 1, ε_ℓ ∈ (0, 1),
    the bounds on W_q and W_k, and d ≥ 1 are not used. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts Res Attention LayerCollapse Bounded LayerBounds.
From Statements.LargeWeights Require Import lemma_c_2_p1 lemma_c_2_p1__d_h_eta.
Open Scope R_scope.

Theorem lemma_c_2_p1__d_h_eta_holds : lemma_c_2_p1__d_h_eta.
Proof.
  intros n d H L X_0 W_q W_k W_v eta phi_0 Hn _ HH HL [HW [HX0 _]] i Hi.
  pose proof (weights_bounded_values L H d W_q W_k W_v eta HW) as Hv.
  pose proof (value_bound_nonneg L H d W_v eta HL HH Hv) as Heta.
  set (X := residual_network n d H 1 W_q W_k W_v X_0 (S i)).
  set (g := (1 + INR (d * H) * eta) ^ S i).
  (* the largest ‖W_v‖_∞ is at most η *)
  assert (Hlv : largest_value_weight L H d W_v <= eta).
  { apply bigmax_le; [exact Heta|]. intros l Hl.
    apply bigmax_le; [exact Heta|]. intros h Hh. apply Hv; assumption. }
  (* ‖Res(X_ℓ)‖_∞ ≤ ‖X_ℓ‖_∞ ≤ φ₀(1 + dHη)^ℓ *)
  assert (HX : max_abs_entry n d (Res n X) <= phi_0 * g).
  { eapply Rle_trans; [apply max_abs_entry_Res_le, Hn|].
    apply (residual_network_max_abs_le n d H L); auto; lia. }
  assert (Hphi : 0 <= phi_0) by (eapply Rle_trans; [apply max_abs_entry_nonneg | exact HX0]).
  assert (Hg : 0 <= g) by (apply pow_le; pose proof (pos_INR (d * H)); nra).
  assert (He : 0 <= exp 1 - 1) by (pose proof (exp_ineq1_le 1); lra).
  pose proof exp_le_3.
  apply (Rle_trans _ ((exp 1 - 1) * eta * (phi_0 * g))).
  - apply Rmult_le_compat; [| apply max_abs_entry_nonneg | | exact HX].
    + apply Rmult_le_pos; [exact He | apply bigmax_nonneg].
    + apply Rmult_le_compat_l; [exact He | exact Hlv].
  - unfold epsilon_l. fold g.
    assert (0 <= eta * (phi_0 * g)) by (apply Rmult_le_pos; [exact Heta | apply Rmult_le_pos; assumption]).
    nra.
Qed.
