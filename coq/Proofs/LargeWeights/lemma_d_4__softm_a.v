(** * large-weights, Lemma D.4 with softm(a) (the typo corrected), proved for every n

    The paper's proof: Corollary D.3 bounds the left-hand side by 2(e^{‖b‖_∞} − 1), and
    e^x − 1 ≤ 2x for 0 ≤ x ≤ 1 ([exp_le_one_plus_two], Library/ExpFacts.v) with
    x = ‖b‖_∞ ≤ 1 gives 2(e^{‖b‖_∞} − 1) ≤ 4‖b‖_∞. *)

From Coq Require Import Reals Lra.
From Lemmacheck Require Import Sums Matrices Norms Softmax ExpFacts.
From Statements Require Import LargeWeights.lemma_d_4__softm_a.
From Proofs Require Import LargeWeights.corollary_d_3.
Open Scope R_scope.

Theorem lemma_d_4__softm_a_holds : lemma_d_4__softm_a.
Proof.
  intros n a b Hn Hb.
  pose proof (corollary_d_3_holds n a b Hn) as Hc.
  (* 0 ≤ ‖b‖_∞ ≤ 1, so e^{‖b‖_∞} ≤ 1 + 2‖b‖_∞ *)
  pose proof (bigmax_nonneg n (fun i => Rabs (b i))) as H0. fold (vmax_abs n b) in H0.
  pose proof (exp_le_one_plus_two (vmax_abs n b) (conj H0 Hb)) as He.
  lra.
Qed.
