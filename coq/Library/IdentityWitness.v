(** * The identity as a one-layer witness for Theorem 5.3 of large-weights, for every size

    Definition 3.7's residual network X_{ℓ+1} = SAtt_H(X_ℓ) + X_ℓ (no scale, β = 1) with
    value weights bounded entrywise by η stays close to its input: softm is row-stochastic,
    so a head adds at most dη‖X_ℓ‖_∞ to an entry ([softmv_abs_le]), and by induction on ℓ

      ‖X_ℓ‖_∞ ≤ (1 + dHη)^ℓ ‖X₀‖_∞,   ‖X_ℓ − X₀‖_∞ ≤ ((1 + dHη)^ℓ − 1) ‖X₀‖_∞
      ([residual_network_entry_bounds], [residual_network_identity_gap]).

    The bound is attained: with every weight η11ᵀ and X₀ = 11ᵀ every entry of X_ℓ is
    (1 + dHη)^ℓ ([residual_network_constant]: a row-stochastic mix of a constant matrix is
    that constant). Also here: ‖·‖_∞ of a constant matrix ([max_abs_entry_const]), of two
    matrices equal on their size ([max_abs_entry_ext]), the one-layer network with zero value
    weights is the identity ([residual_layer_zero_values]), and the convexity bound
    (1 + aη)^L − 1 ≤ ((1 + a)^L − 1)η for a ≥ 0, η ∈ [0, 1] ([pow_convex_le]). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Softmax SumFacts NormFacts Attention AttentionFacts.
Open Scope R_scope.

(** ** Norms of particular matrices *)

Lemma max_abs_entry_ext m k A B :
  (forall i j, (i < m)%nat -> (j < k)%nat -> A i j = B i j) ->
  max_abs_entry m k A = max_abs_entry m k B.
Proof.
  intros H. unfold max_abs_entry. apply bigmax_ext. intros i Hi.
  apply bigmax_ext. intros j Hj. rewrite H by assumption. reflexivity.
Qed.

(** ‖c11ᵀ‖_∞ = |c| for a matrix of at least one entry. *)
Lemma max_abs_entry_const m k c :
  (1 <= m)%nat -> (1 <= k)%nat -> max_abs_entry m k (fun _ _ => c) = Rabs c.
Proof.
  intros Hm Hk. apply Rle_antisym.
  - apply max_abs_entry_le; [apply Rabs_pos|]. intros. lra.
  - apply (max_abs_entry_ge m k (fun _ _ => c) 0 0); lia.
Qed.

(** ** A power bound *)

(** (1 + a)^L ≥ 1 for a ≥ 0. *)
Lemma pow_ge_1 a L : 0 <= a -> 1 <= (1 + a) ^ L.
Proof. intros Ha. apply pow_R1_Rle. lra. Qed.

(** Convexity of η ↦ (1 + aη)^L on [0, 1]: (1 + aη)^L − 1 ≤ ((1 + a)^L − 1) η. *)
Lemma pow_convex_le a eta L :
  0 <= a -> 0 <= eta -> eta <= 1 -> (1 + a * eta) ^ L - 1 <= ((1 + a) ^ L - 1) * eta.
Proof.
  intros Ha He0 He1. induction L as [|L IH]; simpl; [lra|].
  set (P := (1 + a) ^ L) in *. set (Q := (1 + a * eta) ^ L) in *.
  assert (HP : 1 <= P) by apply pow_ge_1, Ha.
  assert (HQ : 0 <= Q) by (apply pow_le; nra).
  (* (1 + aη) Q ≤ (1 + aη)(1 + (P − 1)η) ≤ 1 + ((1 + a)P − 1)η:
     the last difference is aη(P − 1)(1 − η) ≥ 0. *)
  assert (H1 : (1 + a * eta) * Q <= (1 + a * eta) * (1 + (P - 1) * eta))
    by (apply Rmult_le_compat_l; nra).
  assert (H2 : 0 <= a * eta * (P - 1) * (1 - eta)).
  { apply Rmult_le_pos; [|lra]. apply Rmult_le_pos; [|lra]. nra. }
  nra.
Qed.

(** ** The residual network stays close to its input *)

Section Bounds.

Variables (n d H : nat) (Wq Wk Wv : nat -> nat -> mat) (X : mat) (eta : R) (L : nat).
Hypothesis Hn : (1 <= n)%nat.
Hypothesis Heta : 0 <= eta.
Hypothesis HWv : forall l h, (l < L)%nat -> (h < H)%nat -> max_abs_entry d d (Wv l h) <= eta.

Let M := max_abs_entry n d X.
Let a := INR (d * H) * eta.

(** For ℓ ≤ L, every entry: |(X_ℓ)ᵢⱼ| ≤ (1 + dHη)^ℓ M and |(X_ℓ − X)ᵢⱼ| ≤ ((1 + dHη)^ℓ − 1) M. *)
Lemma residual_network_entry_bounds l :
  (l <= L)%nat -> forall i j, (i < n)%nat -> (j < d)%nat ->
    Rabs (residual_network n d H 1 Wq Wk Wv X l i j) <= (1 + a) ^ l * M /\
    Rabs (residual_network n d H 1 Wq Wk Wv X l i j - X i j) <= ((1 + a) ^ l - 1) * M.
Proof.
  assert (HM : 0 <= M) by apply max_abs_entry_nonneg.
  assert (Ha : 0 <= a) by (apply Rmult_le_pos; [apply pos_INR | exact Heta]).
  induction l as [|l IH]; intros Hl i j Hi Hj.
  - simpl. unfold Rminus. rewrite Rplus_opp_r, Rabs_R0. split; [|lra].
    rewrite Rmult_1_l. apply max_abs_entry_ge; assumption.
  - set (Y := residual_network n d H 1 Wq Wk Wv X l).
    assert (HY : forall m k, (m < n)%nat -> (k < d)%nat -> Rabs (Y m k) <= (1 + a) ^ l * M)
      by (intros m k Hm Hk; apply (IH ltac:(lia) m k Hm Hk)).
    assert (HYX : Rabs (Y i j - X i j) <= ((1 + a) ^ l - 1) * M) by apply (IH ltac:(lia) i j Hi Hj).
    assert (HYij : Rabs (Y i j) <= (1 + a) ^ l * M) by (apply HY; assumption).
    (* the heads: at most H · d · (1 + a)^l M · η = a (1 + a)^l M *)
    assert (Hheads : Rabs (multi_head n d H 1 (Wq l) (Wk l) (Wv l) Y i j) <= a * ((1 + a) ^ l * M)).
    { unfold multi_head. eapply Rle_trans; [apply sum_abs|].
      eapply Rle_trans; [apply sum_le_const|].
      { intros h Hh. apply (softmv_abs_le n d 1 Y (Wq l h) (Wk l h) (Wv l h) i j ((1 + a) ^ l * M) eta Hn HY).
        intros k Hk. eapply Rle_trans; [apply max_abs_entry_ge; eassumption | apply HWv; lia]. }
      unfold a. rewrite mult_INR. right. ring. }
    change (residual_network n d H 1 Wq Wk Wv X (S l) i j)
      with (multi_head n d H 1 (Wq l) (Wk l) (Wv l) Y i j + Y i j).
    simpl pow. split.
    + eapply Rle_trans; [apply Rabs_triang|]. lra.
    + replace (multi_head n d H 1 (Wq l) (Wk l) (Wv l) Y i j + Y i j - X i j)
        with (multi_head n d H 1 (Wq l) (Wk l) (Wv l) Y i j + (Y i j - X i j)) by ring.
      eapply Rle_trans; [apply Rabs_triang|]. lra.
Qed.

(** ‖X_L − X‖_∞ ≤ ((1 + dHη)^L − 1)‖X‖_∞. *)
Lemma residual_network_identity_gap :
  max_abs_entry n d (msub (residual_network n d H 1 Wq Wk Wv X L) X)
    <= ((1 + INR (d * H) * eta) ^ L - 1) * max_abs_entry n d X.
Proof.
  fold M a.
  assert (HM : 0 <= M) by apply max_abs_entry_nonneg.
  assert (Ha : 0 <= a) by (apply Rmult_le_pos; [apply pos_INR | exact Heta]).
  apply max_abs_entry_le.
  - apply Rmult_le_pos; [|exact HM]. pose proof (pow_ge_1 a L Ha). lra.
  - intros i j Hi Hj. unfold msub. apply (residual_network_entry_bounds L (le_n L) i j Hi Hj).
Qed.

End Bounds.

(** ** The network with every weight η11ᵀ at X = 11ᵀ *)

(** A row-stochastic mix of a matrix that is constant on its size keeps the constant. *)
Lemma softmv_const n d beta Y Wq Wk c w i j :
  (1 <= n)%nat -> (forall m k, (m < n)%nat -> (k < d)%nat -> Y m k = c) ->
  softmv n d beta Y Wq Wk (fun _ _ => w) i j = INR d * (c * w).
Proof.
  intros Hn HY. unfold softmv, mmul at 1.
  rewrite <- sum_const. apply sum_ext. intros k Hk. f_equal.
  unfold mmul. rewrite (sum_ext n _ (fun m => attention_matrix n d beta Y Wq Wk i m * c))
    by (intros m Hm; rewrite HY by assumption; reflexivity).
  rewrite sum_scal_r, attention_row_sum by exact Hn. ring.
Qed.

(** Every entry of X_ℓ is (1 + dHη)^ℓ c when every entry of X is c and every value weight
    is η11ᵀ (the query and key weights are arbitrary). *)
Lemma residual_network_constant n d H Wq Wk (X : mat) c eta l :
  (1 <= n)%nat -> (forall i j, X i j = c) ->
  forall i j, residual_network n d H 1 Wq Wk (fun _ _ => mscale eta (outer ones ones)) X l i j
    = (1 + INR (d * H) * eta) ^ l * c.
Proof.
  intros Hn HX. induction l as [|l IH]; intros i j.
  - simpl. rewrite HX. ring.
  - simpl residual_network. unfold residual_layer, madd, multi_head. rewrite IH.
    rewrite (sum_ext H _ (fun _ => INR d * ((1 + INR (d * H) * eta) ^ l * c * eta))).
    2:{ intros h _. unfold mscale, outer, ones.
        rewrite (softmv_const n d 1 _ (Wq l h) (Wk l h) ((1 + INR (d * H) * eta) ^ l * c) (eta * (1 * 1)))
          by (intros; apply IH || exact Hn).
        ring. }
    rewrite sum_const, mult_INR. simpl pow. ring.
Qed.

(** ** The one-layer network with zero value weights is the identity *)

Lemma residual_layer_zero_values n d H' Wq Wk (X : mat) i j :
  residual_layer n d H' 1 Wq Wk (fun _ => zero_mat) X i j = X i j.
Proof.
  unfold residual_layer, madd, multi_head, softmv, mmul at 1, zero_mat.
  rewrite (sum_ext H' _ (fun _ => 0)); [rewrite sum_zero; ring|].
  intros h _. rewrite (sum_ext d _ (fun _ => 0)); [apply sum_zero|]. intros. ring.
Qed.
