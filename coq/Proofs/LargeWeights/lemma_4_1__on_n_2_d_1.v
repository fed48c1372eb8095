(** * large-weights, Lemma 4.1 as written holds at n = 2, d = 1

    The argument of the branch-and-bound proof (proofs/large-weights/lemma-4.1.json), without
    the branch and bound: at n = 2 the midrange of a column is its mean,
    (max(Z₀, Z₁) + min(Z₀, Z₁))/2 = (Z₀ + Z₁)/2, so Res(Z) = ((Z₀ − Z₁)/2, (Z₁ − Z₀)/2)ᵀ
    is linear in Z and Res(A) − Res(B) = Res(A − B). With Uᵣ = Aᵣ − Bᵣ (|Uᵣ| ≤ ε by the
    hypothesis), every entry of Res(A) − Res(B) is ±(U₀ − U₁)/2, at most (ε + ε)/2 = ε.
    Premises not used: [(1 <= n)%nat], [(1 <= d)%nat] (implied by n = 2, d = 1) and
    [0 < eps]. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Matrices Norms SumFacts NormFacts Extrema Res.
From Statements Require Import LargeWeights.lemma_4_1__on_n_2_d_1.
Open Scope R_scope.

(** At two rows the midrange is the mean. *)
Lemma midrange_two Z j : midrange 2 Z j = (Z 0%nat j + Z 1%nat j) / 2.
Proof.
  unfold midrange. simpl maximum. simpl minimum.
  unfold Rmax, Rmin. destruct (Rle_dec (Z 0%nat j) (Z 1%nat j)); lra.
Qed.

Theorem lemma_4_1__on_n_2_d_1_holds : lemma_4_1__on_n_2_d_1.
Proof.
  intros n d A B eps _ _ Hn2 Hd1 Hclose. subst n d.
  assert (Hentry : forall i, (i < 2)%nat -> Rabs (A i 0%nat - B i 0%nat) <= eps)
    by (intros i Hi; eapply Rle_trans; [apply (max_abs_entry_ge 2 1 (msub A B) i 0 Hi); lia | exact Hclose]).
  pose proof (Hentry 0%nat ltac:(lia)) as H0. pose proof (Hentry 1%nat ltac:(lia)) as H1.
  apply Rabs_le_bounds in H0. apply Rabs_le_bounds in H1.
  assert (Heps : 0 <= eps) by lra.
  apply max_abs_entry_le; [exact Heps|]. intros i j Hi Hj.
  replace j with 0%nat by lia.
  unfold msub, Res. rewrite !midrange_two.
  apply Rabs_le. destruct i as [|[|i]]; [lra | lra | lia].
Qed.
