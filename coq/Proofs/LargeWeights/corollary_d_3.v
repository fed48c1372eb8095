(** * large-weights, Corollary D.3, proved for every n

    The paper: "The proof is same as Lemma 4.4", "a simple application of Lemma 4.4". It is
    Lemma 4.4 with ε = ‖b‖_∞ when ‖b‖_∞ > 0 (every |bᵢ| ≤ ‖b‖_∞); when ‖b‖_∞ = 0, b is 0
    on [n], softm(a + b) = softm(a) and both sides are 0 (Lemma 4.4's reading has ε > 0,
    so this case is argued separately). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Softmax SumFacts SoftmaxFacts.
From Statements Require Import LargeWeights.corollary_d_3.
From Proofs Require Import LargeWeights.lemma_4_4.
Open Scope R_scope.

Theorem corollary_d_3_holds : corollary_d_3.
Proof.
  intros n a b Hn.
  assert (Hb : forall i, (i < n)%nat -> Rabs (b i) <= vmax_abs n b)
    by (intros i Hi; apply (bigmax_ge n (fun j => Rabs (b j)) i Hi)).
  destruct (bigmax_nonneg n (fun j => Rabs (b j))) as [Hpos|Hzero].
  - (* ‖b‖_∞ > 0: Lemma 4.4 with ε = ‖b‖_∞ *)
    exact (lemma_4_4_holds n a b (vmax_abs n b) Hn Hpos Hb).
  - (* ‖b‖_∞ = 0: b vanishes on [n] and both sides are 0 *)
    fold (vmax_abs n b) in Hzero. rewrite <- Hzero, exp_0.
    unfold vmax_abs. apply bigmax_le; [lra|]. intros i Hi.
    unfold vsub. rewrite (softm_ext n (vadd a b) a i); [|clear i Hi|exact Hi].
    { rewrite Rminus_diag_eq, Rabs_R0 by reflexivity. lra. }
    intros j Hj. unfold vadd. specialize (Hb j Hj). rewrite <- Hzero in Hb.
    apply Rabs_le_bounds in Hb. lra.
Qed.
