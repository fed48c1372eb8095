(** * large-weights, Lemma C.2, Part 2 with ε_ℓ := 2ηφ₀(1 + dHη)^ℓ and the bound d²Hε_ℓ,
    proved for every size

    The module's argument ("Repaired readings" in [src/claims/large_weights/lemma_c_2.rs]):
    ‖(B − X_ℓ)W_v‖_∞ ≤ dη‖B − X_ℓ‖_∞ ≤ dη·Hdη‖X_ℓ‖_∞ ≤ (d²η/2)Hε_ℓ ≤ d²Hε_ℓ. Step by step:
    - B − X_ℓ = X_{ℓ+1} − X_ℓ is the sum of the H heads of layer ℓ + 1; softm is
      row-stochastic, so each head's entries are at most d‖X_ℓ‖_∞η ([multi_head_abs_le],
      Library/LayerBounds.v) and ‖B − X_ℓ‖_∞ ≤ Hdη‖X_ℓ‖_∞;
    - for every value matrix W_v of the network (‖W_v‖_∞ ≤ η), an entry of (B − X_ℓ)W_v is
      a sum of d products, so ‖(B − X_ℓ)W_v‖_∞ ≤ d·Hdη‖X_ℓ‖_∞·η (Fact 3.3 repaired);
    - ‖X_ℓ‖_∞ ≤ φ₀(1 + dHη)^ℓ ([residual_network_max_abs_le], Lemma D.7 repaired), so the
      left-hand side is at most d²Hη²φ₀(1 + dHη)^ℓ = (η/2)d²Hε_ℓ, and η ≤ 1 gives d²Hε_ℓ.
    Used: the value-weight bounds, ‖X₀‖_∞ ≤ φ₀ and η ≤ 1 (η ≤ 2 would do). Not used: η > 0
    (η ≥ 0 follows from the weight bounds), ε_ℓ ∈ (0, 1), the bounds on W_q and W_k, and
    d ≥ 1. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts Attention LayerCollapse Bounded LayerBounds.
From Statements.LargeWeights Require Import lemma_c_2_p1 lemma_c_2_p2__d_h_eta_times_d_squared.
Open Scope R_scope.

Theorem lemma_c_2_p2__d_h_eta_times_d_squared_holds : lemma_c_2_p2__d_h_eta_times_d_squared.
Proof.
  intros n d H L X_0 W_q W_k W_v eta phi_0 Hn _ HH HL [HW [HX0 [_ [Heta1 _]]]] i Hi X.
  pose proof (weights_bounded_values L H d W_q W_k W_v eta HW) as Hv.
  pose proof (value_bound_nonneg L H d W_v eta HL HH Hv) as Heta.
  set (M := max_abs_entry n d (X (S i))).
  set (g := (1 + INR (d * H) * eta) ^ S i).
  assert (HM0 : 0 <= M) by apply max_abs_entry_nonneg.
  assert (HM : M <= phi_0 * g) by (apply (residual_network_max_abs_le n d H L); auto; lia).
  assert (Hphi : 0 <= phi_0) by (eapply Rle_trans; [apply max_abs_entry_nonneg | exact HX0]).
  assert (Hg : 0 <= g) by (apply pow_le; pose proof (pos_INR (d * H)); nra).
  pose proof (pos_INR d) as Hd0. pose proof (pos_INR H) as HH0.
  (* each entry of B − X_ℓ is at most H d M η *)
  assert (Hdiff : forall a b, (a < n)%nat -> (b < d)%nat ->
            Rabs (msub (X (S (S i))) (X (S i)) a b) <= INR H * (INR d * (M * eta))).
  { intros a b Ha Hb.
    replace (msub (X (S (S i))) (X (S i)) a b)
      with (multi_head n d H 1 (W_q (S i)) (W_k (S i)) (W_v (S i)) (X (S i)) a b)
      by (change (X (S (S i))) with (residual_layer n d H 1 (W_q (S i)) (W_k (S i)) (W_v (S i)) (X (S i)));
          unfold msub, residual_layer, madd; ring).
    apply multi_head_abs_le; [exact Hn | intros; apply max_abs_entry_ge; assumption |].
    intros h k Hh Hk. eapply Rle_trans; [apply max_abs_entry_ge; eassumption | apply Hv; lia]. }
  (* the bound d²Hη²M ≤ d²H(2ηφ₀(1 + dHη)^ℓ) *)
  assert (Hfinal : INR d * (INR H * (INR d * (M * eta)) * eta) <= INR d ^ 2 * INR H * epsilon_l eta phi_0 (d * H) (S i)).
  { unfold epsilon_l. fold g.
    assert (Hk : eta * eta * M <= 2 * eta * phi_0 * g).
    { assert (eta * M <= phi_0 * g) by nra. nra. }
    replace (INR d * (INR H * (INR d * (M * eta)) * eta)) with (INR d ^ 2 * INR H * (eta * eta * M)) by ring.
    apply Rmult_le_compat_l; [apply Rmult_le_pos; [apply pow_le|]; assumption | exact Hk]. }
  assert (Hr : 0 <= INR d * (INR H * (INR d * (M * eta)) * eta))
    by (repeat apply Rmult_le_pos; assumption).
  apply (Rle_trans _ (INR d * (INR H * (INR d * (M * eta)) * eta))); [|exact Hfinal].
  apply bigmax_le; [exact Hr|]. intros k Hk.
  apply bigmax_le; [exact Hr|]. intros h Hh.
  apply max_abs_entry_le; [exact Hr|]. intros a b Ha Hb.
  apply mmul_abs_bound; intros c Hc; [apply Hdiff; assumption|].
  eapply Rle_trans; [apply max_abs_entry_ge; eassumption | apply Hv; assumption].
Qed.
