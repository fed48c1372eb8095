(** * large-weights, Eq. (2) of the proof of Lemma 4.2, proved for every n

    "It is easy to see": |bᵢ| ≤ ‖b‖_∞ ≤ ε, and so |−bᵢ| ≤ ε; |e^t − 1| ≤ e^ε − 1 whenever
    |t| ≤ ε ([exp_minus_one_abs], Library/ExpFacts.v), for t = −bᵢ and t = bᵢ. The
    hypothesis n ≥ 1 is not used. *)

From Coq Require Import Reals Lra.
From Lemmacheck Require Import Sums Matrices Norms ExpFacts.
From Statements Require Import LargeWeights.eq_2.
Open Scope R_scope.

Theorem eq_2_holds : eq_2.
Proof.
  intros n a b eps _ Hb i Hi.
  assert (Hbi : Rabs (b i) <= eps).
  { eapply Rle_trans; [apply (bigmax_ge n (fun j => Rabs (b j)) i Hi) | exact Hb]. }
  apply Rmax_lub; apply exp_minus_one_abs; [rewrite Rabs_Ropp|]; exact Hbi.
Qed.
