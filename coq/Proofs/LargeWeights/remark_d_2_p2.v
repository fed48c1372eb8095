(** * large-weights, Remark D.2, Case 1: C ≤ 6η, proved for every H and L

    The module's argument: with 0 < ε_ℓ < 1 recalled, ε_ℓ² + 1 < 2, so every
    3η(ε_ℓ² + 1) ≤ 6η (η > 0), and so is their maximum C. Case 1's condition and H ≥ 1 are
    not used. *)

From Coq Require Import Reals Lra.
From Lemmacheck Require Import LayerCollapse.
From Statements Require Import LargeWeights.remark_d_2_p2.
Open Scope R_scope.

Theorem remark_d_2_p2_holds : remark_d_2_p2.
Proof.
  intros phi0 eta H L _ HL Heta _ Hrecall.
  unfold lipschitz_constant. apply layer_max_le; [exact HL|]. intros l Hl.
  destruct (Hrecall l Hl) as [Hpos Hlt].
  set (e := epsilon_l eta phi0 H l) in *. cbv zeta.
  assert (e * e + 1 <= 2) by nra.
  apply (Rle_trans _ (3 * eta * 2)); [|lra].
  apply Rmult_le_compat_l; [lra | assumption].
Qed.
