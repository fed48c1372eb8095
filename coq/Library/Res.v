(** * Res: Definition 3.4 of large-weights, with the midrange minimiser

    "Let Z ∈ ℝⁿˣᵈ denote any matrix, we define function the Res : ℝⁿˣᵈ → ℝⁿˣᵈ as
    Res(Z) := Z − 1ₙyᵀ where y := argmin_{y∈ℝᵈ} ‖Z − 1ₙyᵀ‖_∞."

    With the entrywise maximum ‖·‖_∞ of §3.1 the problem splits by column: column j alone is
    minimised by its midrange cⱼ = (maxᵢ Zᵢⱼ + minᵢ Zᵢⱼ)/2, which is the minimiser whenever
    the argmin is unique (always when d = 1). Res here subtracts the midranges, as
    [src/math/res.rs] does in the readings that fix the minimiser ([as-written],
    [constant-2]). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Matrices Extrema.
Open Scope R_scope.

(** cⱼ = (maxᵢ Zᵢⱼ + minᵢ Zᵢⱼ)/2, over the n rows. *)
Definition midrange (n : nat) (Z : mat) (j : nat) : R :=
  (maximum n (fun i => Z i j) + minimum n (fun i => Z i j)) / 2.

(** Res(Z) = Z − 1ₙcᵀ. *)
Definition Res (n : nat) (Z : mat) : mat := fun i j => Z i j - midrange n Z j.

(** Matrices entrywise within ε have midranges within ε: each column's maximum and
    minimum move by at most ε. *)
Lemma midrange_close n A B j eps :
  (1 <= n)%nat -> (forall i, (i < n)%nat -> Rabs (A i j - B i j) <= eps) ->
  Rabs (midrange n A j - midrange n B j) <= eps.
Proof.
  intros Hn H.
  pose proof (maximum_close n (fun i => A i j) (fun i => B i j) eps Hn H) as Hmax.
  pose proof (minimum_close n (fun i => A i j) (fun i => B i j) eps Hn H) as Hmin.
  unfold midrange.
  replace ((maximum n (fun i => A i j) + minimum n (fun i => A i j)) / 2 -
           (maximum n (fun i => B i j) + minimum n (fun i => B i j)) / 2)
    with ((maximum n (fun i => A i j) - maximum n (fun i => B i j)) / 2 +
          (minimum n (fun i => A i j) - minimum n (fun i => B i j)) / 2) by field.
  eapply Rle_trans; [apply Rabs_triang|].
  unfold Rdiv. rewrite !Rabs_mult, Rabs_inv, (Rabs_right 2) by lra. lra.
Qed.
