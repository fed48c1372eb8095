(** * large-weights, Corollary D.3, proved for every n

    The paper: "The proof is same as Lemma 4.4", "a simple application of Lemma 4.4". It is
    Lemma 4.4 with ε = ‖b‖_∞: every |bᵢ| ≤ ‖b‖_∞ (n ≥ 1 is Lemma 4.4's own hypothesis). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Softmax.
From Statements Require Import LargeWeights.corollary_d_3.
From Proofs Require Import LargeWeights.lemma_4_4.
Open Scope R_scope.

Theorem corollary_d_3_holds : corollary_d_3.
Proof.
  intros n a b Hn.
  (* |bᵢ| ≤ ‖b‖_∞, the hypothesis of Lemma 4.4 with ε = ‖b‖_∞ *)
  assert (Hb : forall i, (i < n)%nat -> Rabs (b i) <= vmax_abs n b)
    by (intros i Hi; apply (bigmax_ge n (fun j => Rabs (b j)) i Hi)).
  exact (lemma_4_4_holds n a b (vmax_abs n b) Hn Hb).
Qed.
