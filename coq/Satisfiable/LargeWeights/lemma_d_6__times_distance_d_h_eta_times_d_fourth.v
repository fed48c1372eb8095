From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms NormFacts Attention LayerCollapse Bounded.
From Statements Require Import LargeWeights.lemma_d_6 LargeWeights.lemma_d_6__times_distance_d_h_eta_times_d_fourth.
Open Scope R_scope.

(** The witness: one token, one feature, one head, two layers (ℓ = 1); X₀ = [1], every
    weight [1/4], η = 1/4, Y = 0. The definition's premises before the quantifier over φ₀
    are the sizes; [lemma_d_6__times_distance_d_h_eta_times_d_fourth_satisfiable_inner] shows
    that the hypotheses after it (φ₀ = 1, the weight bounds, η ∈ (0, 1],
    ‖Y − X_ℓ‖_∞ ≤ 2‖X_ℓ‖_∞) hold at the same point. *)
Theorem lemma_d_6__times_distance_d_h_eta_times_d_fourth_satisfiable :
  exists (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta : R) (Y : mat),
    ((1 <= n)%nat) /\ ((1 <= d)%nat) /\ ((1 <= H)%nat) /\ ((2 <= L)%nat).
Proof.
  exists 1%nat, 1%nat, 1%nat, 2%nat, (fun _ _ => 1),
    (fun _ _ _ _ => 1 / 4), (fun _ _ _ _ => 1 / 4), (fun _ _ _ _ => 1 / 4), (1 / 4), zero_mat.
  repeat split; lia.
Qed.

Theorem lemma_d_6__times_distance_d_h_eta_times_d_fourth_satisfiable_inner :
  let X_0 : mat := fun _ _ => 1 in
  let W : nat -> nat -> mat := fun _ _ _ _ => 1 / 4 in
  let X_l := residual_network 1 1 1 1 W W W X_0 (2 - 1) in
  exists phi_0 : R,
    max_abs_entry 1 1 X_0 <= phi_0 /\
    weights_bounded 2 1 1 W W W (1 / 4) /\ 0 < 1 / 4 /\ 1 / 4 <= 1 /\
    max_abs_entry 1 1 (msub zero_mat X_l) <= 2 * max_abs_entry 1 1 X_l.
Proof.
  intros X_0 W X_l. exists 1.
  assert (Hw : max_abs_entry 1 1 (fun _ _ => 1 / 4) <= 1 / 4).
  { apply max_abs_entry_le; [lra|]. intros. rewrite Rabs_right; lra. }
  split; [|split; [|split; [lra|split; [lra|]]]].
  - apply max_abs_entry_le; [lra|]. intros. unfold X_0. rewrite Rabs_right; lra.
  - intros l h Hl Hh. repeat split; exact Hw.
  - assert (E : max_abs_entry 1 1 (msub zero_mat X_l) = max_abs_entry 1 1 X_l).
    { unfold max_abs_entry. apply bigmax_ext. intros a _. apply bigmax_ext. intros b _.
      unfold msub, zero_mat. rewrite Rminus_0_l. apply Rabs_Ropp. }
    rewrite E. pose proof (max_abs_entry_nonneg 1 1 X_l). lra.
Qed.
