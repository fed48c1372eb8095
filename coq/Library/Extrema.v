(** * The largest and smallest of f 0, ..., f (n−1), for n ≥ 1

    Unlike [bigmax] (a maximum of absolute values, with floor 0), [maximum] and [minimum]
    take no floor: they are the extreme values of terms of any sign, as the column maxima
    and minima of Res (Definition 3.4) need. For n = 0 they return f 0, a value no statement
    uses (sizes are at least 1). *)

From Coq Require Import Reals Lra Lia.
Open Scope R_scope.

Fixpoint maximum (n : nat) (f : nat -> R) : R :=
  match n with
  | O => f O
  | S m => match m with
           | O => f O
           | _ => Rmax (maximum m f) (f m)
           end
  end.

Fixpoint minimum (n : nat) (f : nat -> R) : R :=
  match n with
  | O => f O
  | S m => match m with
           | O => f O
           | _ => Rmin (minimum m f) (f m)
           end
  end.

Lemma maximum_ge n f i : (i < n)%nat -> f i <= maximum n f.
Proof.
  induction n as [|m IH]; intros Hi; [lia|].
  destruct m as [|m'].
  - replace i with 0%nat by lia. simpl. lra.
  - change (f i <= Rmax (maximum (S m') f) (f (S m'))).
    destruct (Nat.eq_dec i (S m')) as [->|Hne]; [apply Rmax_r|].
    eapply Rle_trans; [apply IH; lia | apply Rmax_l].
Qed.

Lemma maximum_le n f c : (1 <= n)%nat -> (forall i, (i < n)%nat -> f i <= c) -> maximum n f <= c.
Proof.
  induction n as [|m IH]; intros Hn H; [lia|].
  destruct m as [|m'].
  - simpl. apply H. lia.
  - change (Rmax (maximum (S m') f) (f (S m')) <= c).
    apply Rmax_lub; [apply IH; [lia | intros; apply H; lia] | apply H; lia].
Qed.

Lemma minimum_le n f i : (i < n)%nat -> minimum n f <= f i.
Proof.
  induction n as [|m IH]; intros Hi; [lia|].
  destruct m as [|m'].
  - replace i with 0%nat by lia. simpl. lra.
  - change (Rmin (minimum (S m') f) (f (S m')) <= f i).
    destruct (Nat.eq_dec i (S m')) as [->|Hne]; [apply Rmin_r|].
    eapply Rle_trans; [apply Rmin_l | apply IH; lia].
Qed.

Lemma minimum_ge n f c : (1 <= n)%nat -> (forall i, (i < n)%nat -> c <= f i) -> c <= minimum n f.
Proof.
  induction n as [|m IH]; intros Hn H; [lia|].
  destruct m as [|m'].
  - simpl. apply H. lia.
  - change (c <= Rmin (minimum (S m') f) (f (S m'))).
    apply Rmin_glb; [apply IH; [lia | intros; apply H; lia] | apply H; lia].
Qed.

(** Terms within ε of each other have extremes within ε of each other. *)
Lemma maximum_close n f g eps :
  (1 <= n)%nat -> (forall i, (i < n)%nat -> Rabs (f i - g i) <= eps) ->
  Rabs (maximum n f - maximum n g) <= eps.
Proof.
  intros Hn H. apply Rabs_le. split.
  - assert (maximum n g <= maximum n f + eps); [|lra].
    apply maximum_le; [exact Hn|]. intros i Hi.
    pose proof (maximum_ge n f i Hi). specialize (H i Hi).
    pose proof (Rle_abs (- (f i - g i))). rewrite Rabs_Ropp in *. lra.
  - assert (maximum n f <= maximum n g + eps); [|lra].
    apply maximum_le; [exact Hn|]. intros i Hi.
    pose proof (maximum_ge n g i Hi). specialize (H i Hi).
    pose proof (Rle_abs (f i - g i)). lra.
Qed.

Lemma minimum_close n f g eps :
  (1 <= n)%nat -> (forall i, (i < n)%nat -> Rabs (f i - g i) <= eps) ->
  Rabs (minimum n f - minimum n g) <= eps.
Proof.
  intros Hn H. apply Rabs_le. split.
  - assert (minimum n g - eps <= minimum n f); [|lra].
    apply minimum_ge; [exact Hn|]. intros i Hi.
    pose proof (minimum_le n g i Hi). specialize (H i Hi).
    pose proof (Rle_abs (- (f i - g i))). rewrite Rabs_Ropp in *. lra.
  - assert (minimum n f - eps <= minimum n g); [|lra].
    apply minimum_ge; [exact Hn|]. intros i Hi.
    pose proof (minimum_le n f i Hi). specialize (H i Hi).
    pose proof (Rle_abs (f i - g i)). lra.
Qed.
