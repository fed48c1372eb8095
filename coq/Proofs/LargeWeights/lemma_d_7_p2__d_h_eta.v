(** * large-weights, Lemma D.7, Part 2 with the factor 1 + dHη, proved for every size

    The module's argument: by induction on ℓ with Part 1 (reading [d-h-eta]),
    ‖X_ℓ‖_∞ ≤ ‖X_{ℓ−1}‖_∞(1 + dHη) ≤ φ₀(1 + dHη)^ℓ, starting from ‖X₀‖_∞ ≤ φ₀; η ≥ 0 because
    it bounds ‖W_v‖_∞ of the first head of the first layer (H, L ≥ 1), so 1 + dHη ≥ 0. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms NormFacts Attention.
From Statements Require Import LargeWeights.lemma_d_7_p2__d_h_eta.
From Proofs Require Import LargeWeights.lemma_d_7_p1__d_h_eta.
Open Scope R_scope.

Theorem lemma_d_7_p2__d_h_eta_holds : lemma_d_7_p2__d_h_eta.
Proof.
  intros n d H L X0 Wq Wk Wv eta phi0 Hn Hd HH HL HWv HX0 X.
  pose proof (lemma_d_7_p1__d_h_eta_holds n d H L X0 Wq Wk Wv eta phi0 Hn Hd HH HL HWv HX0)
    as Part1.
  (* η ≥ 0: it bounds ‖W_v‖_∞ of head 1 of layer 1 *)
  assert (Heta : 0 <= eta).
  { eapply Rle_trans; [apply (max_abs_entry_nonneg d d (Wv 0%nat 0%nat)) | apply HWv; lia]. }
  fold X in Part1.
  assert (Hg : 0 <= 1 + INR (d * H) * eta) by (pose proof (pos_INR (d * H)); nra).
  (* the bound for every l ≤ L, including X₀ *)
  assert (Hall : forall l, (l <= L)%nat -> max_abs_entry n d (X l) <= phi0 * (1 + INR (d * H) * eta) ^ l).
  { induction l as [|l IH]; intros Hl.
    - simpl. rewrite Rmult_1_r. exact HX0.
    - eapply Rle_trans; [apply Part1; lia|]. simpl.
      replace (phi0 * ((1 + INR (d * H) * eta) * (1 + INR (d * H) * eta) ^ l))
        with (phi0 * (1 + INR (d * H) * eta) ^ l * (1 + INR (d * H) * eta)) by ring.
      apply Rmult_le_compat_r; [exact Hg | apply IH; lia]. }
  intros l Hl. apply Hall. lia.
Qed.
