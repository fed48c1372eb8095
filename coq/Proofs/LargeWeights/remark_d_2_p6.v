(** * large-weights, Remark D.2, Case 2: C ≤ 6η, proved for every H and L

    The module's argument, as for Case 1 (remark_d_2_p2.v): with 0 < ε_ℓ < 1 recalled,
    ε_ℓ² + 1 < 2, so every 3η(ε_ℓ² + 1) ≤ 6η (η > 0), and so is their maximum C. Case 2's
    condition, φ₀ > 1 and H ≥ 1 are not used. *)

From Coq Require Import Reals Lra.
From Lemmacheck Require Import LayerCollapse.
From Statements Require Import LargeWeights.remark_d_2_regimes LargeWeights.remark_d_2_p6.
Open Scope R_scope.

Theorem remark_d_2_p6_holds : remark_d_2_p6.
Proof.
  intros phi_0 eta H L _ HL _ Heta _ Hrecall.
  unfold lipschitz_constant. apply layer_max_le; [exact HL|]. intros l Hl.
  destruct (Hrecall l Hl) as [Hpos Hlt].
  set (e := epsilon_l eta phi_0 H l) in *. cbv zeta.
  assert (e * e + 1 <= 2) by nra.
  apply (Rle_trans _ (3 * eta * 2)); [|lra].
  apply Rmult_le_compat_l; [lra | assumption].
Qed.
