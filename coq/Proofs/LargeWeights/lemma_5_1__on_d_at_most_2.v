(** * large-weights, Lemma 5.1 as written holds for d ≤ 2 (every n)

    The repair [times-half-d] (Proofs/LargeWeights/lemma_5_1__times_half_d.v) bounds the
    left-hand side by (d/2)·K·‖Res(X)‖_∞ under the same hypotheses, K = (e^θ − 1)‖W_v‖_∞.
    For d ≤ 2, d/2 ≤ 1, and K·‖Res(X)‖_∞ ≥ 0 (θ ≥ balance(E) ≥ 0), so the printed bound
    K·‖Res(X)‖_∞ follows. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms NormFacts ExpFacts Res Balance Attention.
From Statements Require Import LargeWeights.lemma_5_1 LargeWeights.lemma_5_1__on_d_at_most_2.
From Proofs Require Import LargeWeights.lemma_5_1__times_half_d.
Open Scope R_scope.

Theorem lemma_5_1__on_d_at_most_2_holds : lemma_5_1__on_d_at_most_2.
Proof.
  intros n d X W_q W_k W_v theta Hn Hd Hd2 Hbal.
  pose proof (lemma_5_1__times_half_d_holds n d X W_q W_k W_v theta Hn Hd Hbal) as Hhalf.
  (* K·‖Res(X)‖_∞ ≥ 0: θ ≥ balance(E) ≥ 0 *)
  assert (Htheta : 0 <= theta) by (eapply Rle_trans; [apply bigmax_nonneg | exact Hbal]).
  pose proof (exp_minus_one_nonneg theta Htheta) as HK.
  pose proof (max_abs_entry_nonneg d d W_v) as HV.
  pose proof (max_abs_entry_nonneg n d (Res n X)) as HR.
  assert (HKR : 0 <= (exp theta - 1) * max_abs_entry d d W_v * max_abs_entry n d (Res n X))
    by (apply Rmult_le_pos; [apply Rmult_le_pos|]; assumption).
  (* d/2 ≤ 1 *)
  assert (Hhalf_d : INR d / 2 <= 1) by (apply le_INR in Hd2; simpl in Hd2; lra).
  eapply Rle_trans; [exact Hhalf|].
  rewrite !Rmult_assoc. rewrite !Rmult_assoc in HKR.
  rewrite <- (Rmult_1_l ((exp theta - 1) * (max_abs_entry d d W_v * max_abs_entry n d (Res n X)))) at 2.
  apply Rmult_le_compat_r; assumption.
Qed.
