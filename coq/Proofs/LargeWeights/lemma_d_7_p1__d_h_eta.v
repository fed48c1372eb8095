(** * large-weights, Lemma D.7, Part 1 with the factor 1 + dHη, proved for every size

    The module's argument: softm(X) is row-stochastic, so each head's output has entries at
    most d‖X_ℓ‖_∞‖W_v‖_∞ ≤ dη‖X_ℓ‖_∞ ([softmv_abs_le]), and
    |(X_{ℓ+1})ᵢⱼ| ≤ Σₕ |softmvₕ(X_ℓ)ᵢⱼ| + |(X_ℓ)ᵢⱼ| ≤ HdηM + M with M = ‖X_ℓ‖_∞; η ≥ 0 because
    it bounds ‖W_v‖_∞ of the first head of the first layer (H, L ≥ 1). The input bound φ₀ and
    d ≥ 1 are not used. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms SumFacts NormFacts Attention AttentionFacts.
From Statements Require Import LargeWeights.lemma_d_7_p1__d_h_eta.
Open Scope R_scope.

Theorem lemma_d_7_p1__d_h_eta_holds : lemma_d_7_p1__d_h_eta.
Proof.
  intros n d H L X0 Wq Wk Wv eta phi0 Hn _ HH HL HWv _ X l Hl.
  (* η ≥ 0: it bounds ‖W_v‖_∞ of head 1 of layer 1 *)
  assert (Heta : 0 <= eta).
  { eapply Rle_trans; [apply (max_abs_entry_nonneg d d (Wv 0%nat 0%nat)) | apply HWv; lia]. }
  set (M := max_abs_entry n d (X l)).
  assert (HM : 0 <= M) by apply max_abs_entry_nonneg.
  assert (HX : forall m k, (m < n)%nat -> (k < d)%nat -> Rabs (X l m k) <= M)
    by (intros; apply max_abs_entry_ge; assumption).
  apply max_abs_entry_le.
  { apply Rmult_le_pos; [exact HM|]. pose proof (pos_INR (d * H)). nra. }
  intros i j Hi Hj.
  change (X (S l)) with (residual_layer n d H 1 (Wq l) (Wk l) (Wv l) (X l)).
  unfold residual_layer, madd, multi_head.
  eapply Rle_trans; [apply Rabs_triang|].
  eapply Rle_trans; [apply Rplus_le_compat; [apply sum_abs | apply (HX i j Hi Hj)]|].
  (* every head: d M η *)
  assert (Hhead : sum H (fun h => Rabs (softmv n d 1 (X l) (Wq l h) (Wk l h) (Wv l h) i j))
                  <= INR H * (INR d * (M * eta))).
  { apply sum_le_const. intros h Hh. apply softmv_abs_le; [exact Hn | exact HX|].
    intros k Hk. eapply Rle_trans; [apply max_abs_entry_ge; eassumption | apply HWv; assumption]. }
  rewrite mult_INR. nra.
Qed.
