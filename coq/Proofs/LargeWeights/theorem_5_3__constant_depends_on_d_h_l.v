(** * large-weights, Theorem 5.3, the reading [constant-depends-on-d-h-l], proved for every size

    Given d, H, L, take c = (1 + dH)^L − 1 (it depends on d, H and L only). Given n,
    η ∈ (0, 1] and S, take S′ the identity witness: one layer of H heads with zero value
    weights (and S's first query and key weights). By the reading identity-witness
    ([theorem_5_3__identity_witness_holds]), ‖S(X) − S′(X)‖_∞ ≤ ((1 + dHη)^L − 1)‖X‖_∞,
    and (1 + dHη)^L − 1 ≤ ((1 + dH)^L − 1)η for η ∈ [0, 1] by convexity
    ([pow_convex_le], Library/IdentityWitness.v). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Matrices Norms NormFacts Attention Bounded IdentityWitness.
From Statements Require Import LargeWeights.theorem_5_3__identity_witness LargeWeights.theorem_5_3__constant_depends_on_d_h_l.
From Proofs Require Import LargeWeights.theorem_5_3__identity_witness.
Open Scope R_scope.

Theorem theorem_5_3__constant_depends_on_d_h_l_holds : theorem_5_3__constant_depends_on_d_h_l.
Proof.
  intros d H L Hd HH HL.
  exists ((1 + INR (d * H)) ^ L - 1).
  intros n eta Wq Wk Wv Hn He0 He1 HW.
  exists H, Wq, Wk, (fun _ _ => zero_mat). split; [exact HH|]. intros X.
  eapply Rle_trans.
  - apply (theorem_5_3__identity_witness_holds n d H L H X Wq Wk Wv Wq Wk eta); assumption.
  - assert (HM : 0 <= max_abs_entry n d X) by apply max_abs_entry_nonneg.
    pose proof (pow_convex_le (INR (d * H)) eta L (pos_INR _) ltac:(lra) He1) as Hc.
    apply Rmult_le_compat_r; [exact HM | exact Hc].
Qed.
