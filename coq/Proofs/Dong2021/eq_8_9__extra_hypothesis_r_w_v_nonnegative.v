(** * Dong et al. (2021), Eqs. (8)-(9) with R, W_V ≥ 0, proved for every size

    The module's argument (eq_8_9.rs, Argument), step by step:
    - row i of P = softmax(E + 1rᵀ) is softmax(r + Eᵢ), whose denominator is at least
      e^{Eᵢₖ − Dᵢᵢ} α(r), so Pᵢₖ ≤ e^{Dᵢᵢ} softmax(r)ₖ ([softm_shift_le], every
      |Eᵢₗ − Eᵢₖ| ≤ Dᵢᵢ by [balance_diagonal_ge]);
    - (e^D 1 softmax(r)ᵀ)ᵢₖ = e^{Dᵢᵢ} softmax(r)ₖ ([mmul_diag_l]);
    - (P R W_V)ᵢⱼ = Σₘ (Σₖ Pᵢₖ Rₖₘ)(W_V)ₘⱼ: the entrywise bound on P is multiplied by
      Rₖₘ ≥ 0 and then by (W_V)ₘⱼ ≥ 0, which keeps it.
    The size premises [(1 <= n)%nat], [(1 <= d)%nat], [(1 <= d_v)%nat] are not used
    (i < n already makes the softmax's sum non-empty). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Softmax SoftmaxFacts Balance DongFacts.
From Statements Require Import Dong2021.eq_8_9__extra_hypothesis_r_w_v_nonnegative.
Open Scope R_scope.

Theorem eq_8_9__extra_hypothesis_r_w_v_nonnegative_holds : eq_8_9__extra_hypothesis_r_w_v_nonnegative.
Proof.
  intros n d d_v E r R_ W_V _ _ _ HR HW i j Hi Hj.
  (* Pᵢₖ ≤ e^{Dᵢᵢ} softmax(r)ₖ *)
  assert (HP : forall k, (k < n)%nat ->
            softm_rows n (madd E (outer ones r)) i k
              <= mmul n (diag (vmap exp (balance_diagonal n E))) (outer ones (softm n r)) i k).
  { intros k Hk. rewrite mmul_diag_l by exact Hi. unfold vmap, outer, ones. rewrite Rmult_1_l.
    unfold softm_rows.
    rewrite (softm_ext n _ (vadd r (row E i)) k); [| intros l _; unfold row, madd, outer, ones, vadd; ring | exact Hk].
    apply softm_shift_le; [exact Hk|]. intros l Hl. apply balance_diagonal_ge; assumption. }
  unfold mmul at 1 3. apply sum_le. intros m Hm.
  apply Rmult_le_compat_r; [apply HW; assumption|].
  unfold mmul. apply sum_le. intros k Hk.
  apply Rmult_le_compat_r; [apply HR; assumption|].
  apply HP, Hk.
Qed.
