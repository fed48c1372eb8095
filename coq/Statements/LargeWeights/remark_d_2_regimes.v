(** * large-weights, Remark D.2: the two parameter regimes, shared by its readings

    Not a reading itself: the hypotheses the readings of [remark-d.2-p*] combine, as the
    search's [src/claims/large_weights/remark_d_2/regime.rs] checks them. The remark is about
    four numbers: φ₀ (the input bound) and η (the weight bound), [phi_0 eta : R], and H
    (heads per layer) and L (layers), [H L : nat], positive integers.

    "Recall that above we have $\epsilon_{\ell}=2\phi_{0}\eta(1+H\eta)^{\ell}\in(0,1)$,
    $\delta=\max_{\ell}2g(2H\epsilon_{\ell})$, and $C=\max_{\ell}3\eta(\epsilon_{\ell}^{2}+1)$."
    (Appendix D.1, Remark D.2)

    - ε_ℓ: [epsilon_l eta phi_0 H l] (Definition A.2, Library/LayerCollapse.v);
      C: [lipschitz_constant eta phi_0 H L]; δ: [delta_of eta phi_0 H H L] with
      g(ε) = 2(e^ε − 1), Lemma C.1's g (the remark does not define g; Library/FinalBound.v);
      the maxima run over ℓ ∈ [L] = {1, ..., L}.
    - Case 1's condition "$\phi_{0}\leq 0.5\eta/(1+H\eta)^{L}$", multiplied out as the search
      checks it: [phi_0 * (1 + INR H * eta) ^ L <= 1 / 2 * eta] (the same, as 1 + Hη > 0).
    - Case 2's condition "$\eta\leq 1/(\phi_{0}HL)$" with a constant [c] (1 as printed, 4 in
      a repair), multiplied out: [INR c * eta * phi_0 * INR H * INR L <= 1].
    - The recalled "ε_ℓ ∈ (0, 1)": [remark_d_2_recalled], for every ℓ ∈ [L]. *)

From Coq Require Import Reals.
From Lemmacheck Require Import LayerCollapse.
Open Scope R_scope.

Definition remark_d_2_case_1_condition (phi_0 eta : R) (H L : nat) : Prop :=
  phi_0 * (1 + INR H * eta) ^ L <= 1 / 2 * eta.

Definition remark_d_2_case_2_condition (c : nat) (phi_0 eta : R) (H L : nat) : Prop :=
  INR c * eta * phi_0 * INR H * INR L <= 1.

(** 0 < ε_ℓ < 1 for every ℓ ∈ [L]. *)
Definition remark_d_2_recalled (phi_0 eta : R) (H L : nat) : Prop :=
  forall l : nat, (1 <= l <= L)%nat -> 0 < epsilon_l eta phi_0 H l < 1.

(** ε_ℓ ≤ 1 for every ℓ ∈ [L] (Case 2's "in order to make ε_ℓ ≤ 1"). *)
Definition remark_d_2_at_most_one (phi_0 eta : R) (H L : nat) : Prop :=
  forall l : nat, (1 <= l <= L)%nat -> epsilon_l eta phi_0 H l <= 1.
