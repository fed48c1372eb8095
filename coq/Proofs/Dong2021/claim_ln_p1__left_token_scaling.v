(** * Dong et al. (2021), LayerNorm with its scaling on the left, proved for every size

    The module's argument (claim_ln.rs, left-token-scaling): it holds by LayerNorm's
    definition with Z = SA(X). Entry (i, j), j < d:
    - (D_s⁻¹ Z)ᵢₗ = Zᵢₗ / sᵢ ([mmul_diag_l], i < n);
    - ((D_s⁻¹ Z) C)ᵢⱼ = Zᵢⱼ/sᵢ − (1/d) Σₗ Zᵢₗ/sᵢ = (Zᵢⱼ − μ(Zᵢ))/sᵢ: row i of Z C is Zᵢ
      minus its mean ([sum_single] picks the diagonal of I);
    - diag(g) scales column j by gⱼ ([mmul_diag_r]) and 1b_LNᵀ adds b_LN,ⱼ;
    which is LN(Z)ᵢⱼ = gⱼ (Zᵢⱼ − μ(Zᵢ))/sᵢ + b_LN,ⱼ. Division is the same [/ sᵢ] on both
    sides, so no premise is used: not the sizes, and not ε > 0. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices San DongFacts.
From Statements Require Import Dong2021.claim_ln_p1__left_token_scaling.
Open Scope R_scope.

Theorem claim_ln_p1__left_token_scaling_holds : claim_ln_p1__left_token_scaling.
Proof.
  intros H n d d_qk X W_Q W_K W_V b g b_LN eps _ _ _ _ _ SA Ds_inv C i j Hi Hj.
  (* the identity holds for any matrix in place of SA(X) *)
  clearbody SA.
  remember (token_scale d eps (row SA i)) as s eqn:Hs.
  unfold madd at 1. rewrite mmul_diag_r by exact Hj.
  assert (HC : mmul d (mmul n Ds_inv SA) C i j = SA i j / s - token_average d (row SA i) / s).
  { unfold mmul at 1. unfold C, msub, mscale, outer, ones, identity.
    rewrite (sum_ext d _ (fun l => mmul n Ds_inv SA i l * diag ones l j - / s * SA i l * (1 / INR d))).
    2: { intros l Hl. unfold Ds_inv. rewrite mmul_diag_l by exact Hi. rewrite <- Hs. ring. }
    rewrite sum_minus. change (sum d (fun l => mmul n Ds_inv SA i l * diag ones l j)) with (mmul d (mmul n Ds_inv SA) (diag ones) i j).
    rewrite mmul_diag_r by exact Hj. unfold Ds_inv. rewrite mmul_diag_l by exact Hi. rewrite <- Hs.
    unfold token_average, row. rewrite sum_scal_r, sum_scal_l. unfold ones. unfold Rdiv.
    change (fun l => SA i l) with (SA i). ring. }
  rewrite HC. unfold layer_norm, outer, ones. rewrite <- Hs. unfold Rdiv. ring.
Qed.
