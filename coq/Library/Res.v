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

(** Half a column's range bounds its Res entries: if Zᵢⱼ − Zᵢ'ⱼ ≤ B for all rows i, i', then
    every |Res(Z)ᵢⱼ| ≤ B/2. *)
Lemma res_entry_le n Z j B :
  (1 <= n)%nat -> (forall i i', (i < n)%nat -> (i' < n)%nat -> Z i j - Z i' j <= B) ->
  forall i, (i < n)%nat -> Rabs (Res n Z i j) <= B / 2.
Proof.
  intros Hn H i Hi.
  set (hi := maximum n (fun r => Z r j)). set (lo := minimum n (fun r => Z r j)).
  assert (Hhi : Z i j <= hi) by apply (maximum_ge n (fun r => Z r j) i Hi).
  assert (Hlo : lo <= Z i j) by apply (minimum_le n (fun r => Z r j) i Hi).
  assert (Hrange : hi <= lo + B).
  { apply maximum_le; [exact Hn|]. intros r Hr.
    assert (Z r j - B <= lo); [|lra].
    apply minimum_ge; [exact Hn|]. intros r' Hr'. specialize (H r r' Hr Hr'). lra. }
  unfold Res, midrange. fold hi lo. apply Rabs_le. lra.
Qed.
