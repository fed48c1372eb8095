(** * large-weights, Lemma 4.1 with the bound 2ε, proved for every size

    The module's argument: Res(Z) = Z − 1c(Z)ᵀ with cⱼ the midrange of column j; a column's
    maximum and minimum each move by at most ε when every entry does, so
    |cⱼ(A) − cⱼ(B)| ≤ ε ([midrange_close]) and
    |Res(A)ᵢⱼ − Res(B)ᵢⱼ| ≤ |Aᵢⱼ − Bᵢⱼ| + |cⱼ(A) − cⱼ(B)| ≤ 2ε. The statement has no
    hypothesis ε > 0 (ε ≥ 0 follows from ‖A − B‖_∞ ≤ ε); d ≥ 1 is not used. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Matrices Norms NormFacts Res.
From Statements Require Import LargeWeights.lemma_4_1__constant_2.
Open Scope R_scope.

Theorem lemma_4_1__constant_2_holds : lemma_4_1__constant_2.
Proof.
  intros n d A B eps Hn _ Hclose.
  assert (Heps : 0 <= eps) by (eapply Rle_trans; [apply max_abs_entry_nonneg | exact Hclose]).
  assert (Hentry : forall i j, (i < n)%nat -> (j < d)%nat -> Rabs (A i j - B i j) <= eps)
    by (intros i j Hi Hj; eapply Rle_trans; [apply (max_abs_entry_ge n d (msub A B) i j Hi Hj) | exact Hclose]).
  apply max_abs_entry_le; [lra|]. intros i j Hi Hj.
  pose proof (midrange_close n A B j eps Hn (fun i' Hi' => Hentry i' j Hi' Hj)) as Hmid.
  unfold msub, Res.
  replace (A i j - midrange n A j - (B i j - midrange n B j))
    with ((A i j - B i j) - (midrange n A j - midrange n B j)) by ring.
  eapply Rle_trans; [apply Rabs_triang|]. rewrite Rabs_Ropp.
  specialize (Hentry i j Hi Hj). lra.
Qed.
