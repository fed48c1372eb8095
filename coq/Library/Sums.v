(** * Finite sums and maxima over the first [n] indices

    The papers index vectors and matrices by [[n]] = {1, ..., n}; here indices are
    [0, ..., n-1], and every operation takes its size as an explicit parameter. A vector of
    length [n] is any function [nat -> R] of which only the first [n] values are read, so the
    same definitions serve a concrete counterexample (where [n] is a numeral and [simpl]
    unfolds a sum into its terms) and a proof for every [n] (by induction on [n]).

    - [sum n f]    = f 0 + ... + f (n-1)      (0 when n = 0);
    - [bigmax n f] = max (0, f 0, ..., f (n-1)) (0 when n = 0).

    [bigmax] starts from 0: it is the maximum of the [f i] whenever they are nonnegative
    (absolute values, sums of absolute values), which is the only way the library uses it. *)

From Coq Require Import Reals Lra Lia.
Open Scope R_scope.

Fixpoint sum (n : nat) (f : nat -> R) : R :=
  match n with
  | O => 0
  | S m => sum m f + f m
  end.

Fixpoint bigmax (n : nat) (f : nat -> R) : R :=
  match n with
  | O => 0
  | S m => Rmax (bigmax m f) (f m)
  end.

(** ** Sums *)

Lemma sum_ext n f g : (forall i, (i < n)%nat -> f i = g i) -> sum n f = sum n g.
Proof.
  induction n as [|n IH]; intros H; simpl; [reflexivity|].
  rewrite IH by (intros; apply H; lia). rewrite H by lia. reflexivity.
Qed.

Lemma sum_zero n : sum n (fun _ => 0) = 0.
Proof. induction n; simpl; [reflexivity|]. rewrite IHn. ring. Qed.

Lemma sum_plus n f g : sum n (fun i => f i + g i) = sum n f + sum n g.
Proof. induction n; simpl; [ring|]. rewrite IHn. ring. Qed.

Lemma sum_minus n f g : sum n (fun i => f i - g i) = sum n f - sum n g.
Proof. induction n; simpl; [ring|]. rewrite IHn. ring. Qed.

Lemma sum_scal_l n c f : sum n (fun i => c * f i) = c * sum n f.
Proof. induction n; simpl; [ring|]. rewrite IHn. ring. Qed.

Lemma sum_scal_r n c f : sum n (fun i => f i * c) = sum n f * c.
Proof. induction n; simpl; [ring|]. rewrite IHn. ring. Qed.

Lemma sum_const n c : sum n (fun _ => c) = INR n * c.
Proof. induction n; simpl sum; [simpl; ring|]. rewrite IHn, S_INR. ring. Qed.

Lemma sum_le n f g : (forall i, (i < n)%nat -> f i <= g i) -> sum n f <= sum n g.
Proof.
  induction n as [|n IH]; intros H; simpl; [lra|].
  apply Rplus_le_compat; [apply IH; intros; apply H; lia | apply H; lia].
Qed.

Lemma sum_nonneg n f : (forall i, (i < n)%nat -> 0 <= f i) -> 0 <= sum n f.
Proof. intros H. rewrite <- (sum_zero n). apply sum_le. exact H. Qed.

Lemma sum_pos n f : (0 < n)%nat -> (forall i, (i < n)%nat -> 0 < f i) -> 0 < sum n f.
Proof.
  destruct n as [|n]; intros Hn H; [lia|]. simpl.
  assert (0 <= sum n f) by (apply sum_nonneg; intros; apply Rlt_le, H; lia).
  assert (0 < f n) by (apply H; lia). lra.
Qed.

Lemma sum_abs n f : Rabs (sum n f) <= sum n (fun i => Rabs (f i)).
Proof.
  induction n; simpl; [rewrite Rabs_R0; lra|].
  eapply Rle_trans; [apply Rabs_triang|]. lra.
Qed.

Lemma sum_term_le n f i : (i < n)%nat -> (forall j, (j < n)%nat -> 0 <= f j) -> f i <= sum n f.
Proof.
  induction n as [|n IH]; intros Hi H; [lia|]. simpl.
  destruct (Nat.eq_dec i n) as [->|Hne].
  - assert (0 <= sum n f) by (apply sum_nonneg; intros; apply H; lia). lra.
  - assert (f i <= sum n f) by (apply IH; [lia | intros; apply H; lia]).
    assert (0 <= f n) by (apply H; lia). lra.
Qed.

(** ** Maxima *)

Lemma bigmax_nonneg n f : 0 <= bigmax n f.
Proof.
  induction n; simpl; [lra|]. eapply Rle_trans; [exact IHn|]. apply Rmax_l.
Qed.

Lemma bigmax_ge n f i : (i < n)%nat -> f i <= bigmax n f.
Proof.
  induction n as [|n IH]; intros Hi; [lia|]. simpl.
  destruct (Nat.eq_dec i n) as [->|Hne]; [apply Rmax_r|].
  eapply Rle_trans; [apply IH; lia|]. apply Rmax_l.
Qed.

(** The maximum is at most [c] when every term is and [c] is nonnegative. *)
Lemma bigmax_le n f c : 0 <= c -> (forall i, (i < n)%nat -> f i <= c) -> bigmax n f <= c.
Proof.
  induction n as [|n IH]; intros Hc H; simpl; [exact Hc|].
  apply Rmax_lub; [apply IH; auto; intros; apply H; lia | apply H; lia].
Qed.

(** The maximum is below [c] when every term is and [c] is positive. *)
Lemma bigmax_lt n f c : 0 < c -> (forall i, (i < n)%nat -> f i < c) -> bigmax n f < c.
Proof.
  induction n as [|n IH]; intros Hc H; simpl; [exact Hc|].
  apply Rmax_lub_lt; [apply IH; auto; intros; apply H; lia | apply H; lia].
Qed.

Lemma bigmax_ext n f g : (forall i, (i < n)%nat -> f i = g i) -> bigmax n f = bigmax n g.
Proof.
  induction n as [|n IH]; intros H; simpl; [reflexivity|].
  rewrite IH by (intros; apply H; lia). rewrite H by lia. reflexivity.
Qed.
