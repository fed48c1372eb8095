(** * Verified interval enclosures of the library's objects

    A refutation has to show that a concrete statement's hypotheses hold and its
    conclusion fails at exact rational inputs, where both sides involve exp, ln, sqrt and
    sums over networks of several layers. This file is the machinery, checked once by Coq:

    - [encl p x X]: the interval [X] (floating-point bounds from the Interval library,
      [p] bits of precision) contains the real [x];
    - one lemma per operation, from the reals' + − × / exp ln √ |·| max min to the
      library's matrices, norms, residuals, softmax, attention and networks: if the
      arguments are enclosed by the intervals given, the result is enclosed by the
      interval function applied to them (an "interval twin", [i...], computed on lists);
    - [le_by_encl], [lt_by_encl], [neq_by_encl]: a comparison of two enclosures that
      [vm_compute] evaluates to [true] proves the comparison of the reals.

    Sizes are explicit, as everywhere in the library: [encl_mat p m k A M] says that every
    entry of [A] in rows [< m] and columns [< k] is enclosed by the same entry of the list
    of rows [M]. A twin takes the sizes it must compute; the sizes in a conclusion may be
    smaller than those computed (an entry [A i j] of a statement asks only for rows
    [<= i] and columns [<= j]).

    Interval arithmetic here is the Interval library's (its kernel-checked correctness
    lemmas, [Itv.add_correct] etc.), over its floating-point numbers with mantissas and
    exponents in Coq's binary integers [Z] ([StdZRadix2]): the carrier on machine integers
    would add the axioms of Coq's primitive integers to every theorem, this one adds none
    (a refutation rests only on the reals' axioms and excluded middle). Nothing in this file
    is specific to one statement. *)

From Coq Require Import Reals ZArith Lia Lra List.
From Interval Require Import Interval.Float_full Float.Specific_ops Float.Specific_stdz Interval.Interval Real.Xreal.
From Interval Require Float.Basic.
From Lemmacheck Require Import Sums Matrices Norms Softmax Extrema Res Balance Residuals Attention Networks San LayerCollapse FinalBound Cofactors.
Import ListNotations.
Open Scope R_scope.

Module Flt := SpecificFloat StdZRadix2.
Module Itv := FloatIntervalFull Flt.

(** Bits of precision of the floating-point bounds. *)
Definition precision := Itv.precision.

(** [X] contains [x]. The precision [p] does not change the meaning; it is carried so that
    every twin in a proof uses the same one. *)
Definition encl (p : precision) (x : R) (X : Itv.type) : Prop := contains (Itv.convert X) (Xreal x).

Lemma contains_nan_any i v : contains i Xnan -> contains i v.
Proof. destruct i; simpl; tauto. Qed.

(** ** Numbers and operations *)

Section Scalars.
Variable p : precision.

Lemma encl_IZR z : encl p (IZR z) (Itv.fromZ p z).
Proof. exact (Itv.fromZ_correct p z). Qed.

Lemma encl_R0 : encl p R0 Itv.zero.
Proof. unfold encl. rewrite Itv.zero_correct. simpl. lra. Qed.

Lemma encl_R1 : encl p R1 (Itv.fromZ p 1).
Proof. exact (Itv.fromZ_correct p 1). Qed.

Lemma encl_zero : encl p 0 Itv.zero.
Proof. exact encl_R0. Qed.

Lemma encl_INR n : encl p (INR n) (Itv.fromZ p (Z.of_nat n)).
Proof. rewrite INR_IZR_INZ. apply encl_IZR. Qed.

Lemma encl_add x y X Y : encl p x X -> encl p y Y -> encl p (x + y) (Itv.add p X Y).
Proof. intros Hx Hy. exact (Itv.add_correct p X Y _ _ Hx Hy). Qed.

Lemma encl_sub x y X Y : encl p x X -> encl p y Y -> encl p (x - y) (Itv.sub p X Y).
Proof. intros Hx Hy. exact (Itv.sub_correct p X Y _ _ Hx Hy). Qed.

Lemma encl_mul x y X Y : encl p x X -> encl p y Y -> encl p (x * y) (Itv.mul p X Y).
Proof. intros Hx Hy. exact (Itv.mul_correct p X Y _ _ Hx Hy). Qed.

Lemma encl_opp x X : encl p x X -> encl p (- x) (Itv.neg X).
Proof. intros Hx. exact (Itv.neg_correct X _ Hx). Qed.

Lemma encl_div x y X Y : encl p x X -> encl p y Y -> encl p (x / y) (Itv.div p X Y).
Proof.
  intros Hx Hy. pose proof (Itv.div_correct p X Y _ _ Hx Hy) as H. unfold encl.
  simpl in H. unfold Xdiv' in H. destruct (is_zero y); [now apply contains_nan_any | exact H].
Qed.

Lemma encl_inv x X : encl p x X -> encl p (/ x) (Itv.inv p X).
Proof.
  intros Hx. pose proof (Itv.inv_correct p X _ Hx) as H. unfold encl.
  simpl in H. unfold Xinv' in H. destruct (is_zero x); [now apply contains_nan_any | exact H].
Qed.

Lemma encl_exp x X : encl p x X -> encl p (exp x) (Itv.exp p X).
Proof. intros Hx. exact (Itv.exp_correct p X _ Hx). Qed.

Lemma encl_ln x X : encl p x X -> encl p (ln x) (Itv.ln p X).
Proof.
  intros Hx. pose proof (Itv.ln_correct p X _ Hx) as H. unfold encl.
  simpl in H. unfold Xln' in H. destruct (is_positive x); [exact H | now apply contains_nan_any].
Qed.

Lemma encl_sqrt x X : encl p x X -> encl p (sqrt x) (Itv.sqrt p X).
Proof. intros Hx. exact (Itv.sqrt_correct p X _ Hx). Qed.

Lemma encl_abs x X : encl p x X -> encl p (Rabs x) (Itv.abs X).
Proof. intros Hx. exact (Itv.abs_correct X _ Hx). Qed.

Lemma encl_pow x k X : encl p x X -> encl p (x ^ k) (Itv.power_int p X (Z.of_nat k)).
Proof.
  intros Hx. pose proof (Itv.power_int_correct p (Z.of_nat k) X _ Hx) as H. unfold encl.
  simpl in H. destruct k as [|k]; simpl in H; [exact H|].
  rewrite SuccNat2Pos.id_succ in H. exact H.
Qed.

(** max and min: the larger (smaller) interval when the comparison is certain, otherwise
    their hull (exact when both are the same point). *)
Definition imax (X Y : Itv.type) : Itv.type :=
  match Itv.sign_strict (Itv.sub p X Y) with
  | Xlt => Y
  | Xgt => X
  | _ => Itv.join X Y
  end.

Definition imin (X Y : Itv.type) : Itv.type :=
  match Itv.sign_strict (Itv.sub p X Y) with
  | Xlt => X
  | Xgt => Y
  | _ => Itv.join X Y
  end.

Lemma sign_of_sub x y X Y : encl p x X -> encl p y Y ->
  match Itv.sign_strict (Itv.sub p X Y) with
  | Xlt => x < y
  | Xgt => y < x
  | _ => True
  end.
Proof.
  intros Hx Hy. pose proof (encl_sub x y X Y Hx Hy) as Hs.
  pose proof (Itv.sign_strict_correct (Itv.sub p X Y)) as Hc.
  destruct (Itv.sign_strict (Itv.sub p X Y)); auto;
    destruct (Hc _ Hs) as [_ H]; simpl in H; lra.
Qed.

Lemma encl_max x y X Y : encl p x X -> encl p y Y -> encl p (Rmax x y) (imax X Y).
Proof.
  intros Hx Hy. pose proof (sign_of_sub x y X Y Hx Hy) as Hs. unfold imax.
  destruct (Itv.sign_strict (Itv.sub p X Y)).
  - apply Itv.join_correct. unfold Rmax. destruct (Rle_dec x y); auto.
  - rewrite Rmax_right by lra. exact Hy.
  - rewrite Rmax_left by lra. exact Hx.
  - apply Itv.join_correct. unfold Rmax. destruct (Rle_dec x y); auto.
Qed.

Lemma encl_min x y X Y : encl p x X -> encl p y Y -> encl p (Rmin x y) (imin X Y).
Proof.
  intros Hx Hy. pose proof (sign_of_sub x y X Y Hx Hy) as Hs. unfold imin.
  destruct (Itv.sign_strict (Itv.sub p X Y)).
  - apply Itv.join_correct. unfold Rmin. destruct (Rle_dec x y); auto.
  - rewrite Rmin_left by lra. exact Hx.
  - rewrite Rmin_right by lra. exact Hy.
  - apply Itv.join_correct. unfold Rmin. destruct (Rle_dec x y); auto.
Qed.

(** Sums and maxima over [0, ..., n-1], the twins taking the enclosures of the terms. *)
Fixpoint isum (n : nat) (F : nat -> Itv.type) : Itv.type :=
  match n with
  | O => Itv.zero
  | S m => Itv.add p (isum m F) (F m)
  end.

Fixpoint ibigmax (n : nat) (F : nat -> Itv.type) : Itv.type :=
  match n with
  | O => Itv.zero
  | S m => imax (ibigmax m F) (F m)
  end.

(** [maximum] and [minimum] of Extrema.v (for [n >= 1]; [f 0] for [n = 0]), and
    [layer_max] of LayerCollapse.v (the maximum of [f 1, ..., f L]). *)
Fixpoint imaximum (n : nat) (F : nat -> Itv.type) : Itv.type :=
  match n with
  | O => F O
  | S m => match m with O => F O | _ => imax (imaximum m F) (F m) end
  end.

Fixpoint iminimum (n : nat) (F : nat -> Itv.type) : Itv.type :=
  match n with
  | O => F O
  | S m => match m with O => F O | _ => imin (iminimum m F) (F m) end
  end.

Fixpoint ilayer_max (L : nat) (F : nat -> Itv.type) : Itv.type :=
  match L with
  | O => F O
  | S L' => match L' with O => F 1%nat | _ => imax (ilayer_max L' F) (F L) end
  end.

Lemma encl_sum n f F : (forall i, (i < n)%nat -> encl p (f i) (F i)) -> encl p (sum n f) (isum n F).
Proof.
  induction n as [|n IH]; intros H; simpl; [apply encl_zero|].
  apply encl_add; [apply IH; intros; apply H; lia | apply H; lia].
Qed.

Lemma encl_bigmax n f F : (forall i, (i < n)%nat -> encl p (f i) (F i)) -> encl p (bigmax n f) (ibigmax n F).
Proof.
  induction n as [|n IH]; intros H; simpl; [apply encl_zero|].
  apply encl_max; [apply IH; intros; apply H; lia | apply H; lia].
Qed.

Lemma encl_maximum n f F : (forall i, (i < Nat.max n 1)%nat -> encl p (f i) (F i)) -> encl p (maximum n f) (imaximum n F).
Proof.
  induction n as [|[|m] IH]; intros H; simpl; [apply H; lia | apply H; lia|].
  apply encl_max; [apply IH; intros; apply H; lia | apply H; lia].
Qed.

Lemma encl_minimum n f F : (forall i, (i < Nat.max n 1)%nat -> encl p (f i) (F i)) -> encl p (minimum n f) (iminimum n F).
Proof.
  induction n as [|[|m] IH]; intros H; simpl; [apply H; lia | apply H; lia|].
  apply encl_min; [apply IH; intros; apply H; lia | apply H; lia].
Qed.

Lemma encl_layer_max L f F : (forall l, (l <= Nat.max L 1)%nat -> encl p (f l) (F l)) -> encl p (layer_max L f) (ilayer_max L F).
Proof.
  induction L as [|[|L] IH]; intros H; simpl; [apply H; lia | apply H; lia|].
  apply encl_max; [apply IH; intros; apply H; lia | apply H; lia].
Qed.

End Scalars.

(** ** Deciding comparisons *)

Definition le_check (p : precision) (X Y : Itv.type) : bool :=
  match Itv.sign_large (Itv.sub p Y X) with Xgt | Xeq => true | _ => false end.

Definition lt_check (p : precision) (X Y : Itv.type) : bool :=
  match Itv.sign_strict (Itv.sub p Y X) with Xgt => true | _ => false end.

Definition neq_check (p : precision) (X Y : Itv.type) : bool :=
  match Itv.sign_strict (Itv.sub p X Y) with Xgt | Xlt => true | _ => false end.

Lemma le_by_encl p x y X Y : encl p x X -> encl p y Y -> le_check p X Y = true -> x <= y.
Proof.
  intros Hx Hy. unfold le_check. pose proof (encl_sub p y x Y X Hy Hx) as Hs.
  pose proof (Itv.sign_large_correct (Itv.sub p Y X)) as Hc.
  destruct (Itv.sign_large (Itv.sub p Y X)); intros E; try discriminate.
  - specialize (Hc _ Hs). injection Hc. lra.
  - destruct (Hc _ Hs) as [_ H]. simpl in H. lra.
Qed.

Lemma lt_by_encl p x y X Y : encl p x X -> encl p y Y -> lt_check p X Y = true -> x < y.
Proof.
  intros Hx Hy. unfold lt_check. pose proof (encl_sub p y x Y X Hy Hx) as Hs.
  pose proof (Itv.sign_strict_correct (Itv.sub p Y X)) as Hc.
  destruct (Itv.sign_strict (Itv.sub p Y X)); intros E; try discriminate.
  destruct (Hc _ Hs) as [_ H]. simpl in H. lra.
Qed.

Lemma neq_by_encl p x y X Y : encl p x X -> encl p y Y -> neq_check p X Y = true -> x <> y.
Proof.
  intros Hx Hy. unfold neq_check. pose proof (encl_sub p x y X Y Hx Hy) as Hs.
  pose proof (Itv.sign_strict_correct (Itv.sub p X Y)) as Hc.
  destruct (Itv.sign_strict (Itv.sub p X Y)); intros E; try discriminate;
    destruct (Hc _ Hs) as [_ H]; simpl in H; lra.
Qed.

(** ** Vectors and matrices as lists of intervals *)

Definition ivec := list Itv.type.
Definition imat := list ivec.

Definition ivget (V : ivec) (i : nat) : Itv.type := nth i V Itv.zero.
Definition iget (M : imat) (i j : nat) : Itv.type := nth j (nth i M []) Itv.zero.

(** The vector (f 0, ..., f (n-1)) and the [m x k] matrix of the f i j. *)
Definition itabv (n : nat) (f : nat -> Itv.type) : ivec := map f (seq 0 n).
Definition itab (m k : nat) (f : nat -> nat -> Itv.type) : imat := map (fun i => itabv k (f i)) (seq 0 m).

Lemma nth_map_seq {A} (f : nat -> A) n i d : (i < n)%nat -> nth i (map f (seq 0 n)) d = f i.
Proof.
  intros Hi. rewrite nth_indep with (d' := f O) by (rewrite map_length, seq_length; exact Hi).
  rewrite map_nth, seq_nth by exact Hi. reflexivity.
Qed.

Lemma ivget_itabv n f i : (i < n)%nat -> ivget (itabv n f) i = f i.
Proof. apply nth_map_seq. Qed.

Lemma iget_itab m k f i j : (i < m)%nat -> (j < k)%nat -> iget (itab m k f) i j = f i j.
Proof.
  intros Hi Hj. unfold iget, itab. rewrite (nth_map_seq (fun i => itabv k (f i)) m i []) by exact Hi.
  apply ivget_itabv, Hj.
Qed.

Definition encl_vec (p : precision) (n : nat) (x : vec) (V : ivec) : Prop :=
  forall i, (i < n)%nat -> encl p (x i) (ivget V i).

Definition encl_mat (p : precision) (m k : nat) (A : mat) (M : imat) : Prop :=
  forall i j, (i < m)%nat -> (j < k)%nat -> encl p (A i j) (iget M i j).

(** [c] matrices [As 0, ..., As (c-1)] (the heads of a layer) and a grid of [L x c]. *)
Definition encl_mats (p : precision) (c m k : nat) (As : nat -> mat) (Ms : list imat) : Prop :=
  forall h, (h < c)%nat -> encl_mat p m k (As h) (nth h Ms []).

Definition encl_grid (p : precision) (L c m k : nat) (G : nat -> nat -> mat) (Gs : list (list imat)) : Prop :=
  forall l, (l < L)%nat -> encl_mats p c m k (G l) (nth l Gs []).

Section Matrices.
Variable p : precision.

Lemma encl_entry m k A M i j : encl_mat p m k A M -> (i < m)%nat -> (j < k)%nat -> encl p (A i j) (iget M i j).
Proof. intros H Hi Hj. exact (H i j Hi Hj). Qed.

Lemma encl_ventry n x V i : encl_vec p n x V -> (i < n)%nat -> encl p (x i) (ivget V i).
Proof. intros H Hi. exact (H i Hi). Qed.

Lemma encl_mat_of_mats c m k As Ms h : encl_mats p c m k As Ms -> (h < c)%nat -> encl_mat p m k (As h) (nth h Ms []).
Proof. intros H Hh. exact (H h Hh). Qed.

Lemma encl_mats_of_grid L c m k G Gs l : encl_grid p L c m k G Gs -> (l < L)%nat -> encl_mats p c m k (G l) (nth l Gs []).
Proof. intros H Hl. exact (H l Hl). Qed.

Lemma encl_mat_shrink m k m' k' A M : (m' <= m)%nat -> (k' <= k)%nat -> encl_mat p m k A M -> encl_mat p m' k' A M.
Proof. intros Hm Hk H i j Hi Hj. apply H; lia. Qed.

Lemma encl_mats_shrink c m k c' m' k' As Ms : (c' <= c)%nat -> (m' <= m)%nat -> (k' <= k)%nat ->
  encl_mats p c m k As Ms -> encl_mats p c' m' k' As Ms.
Proof. intros Hc Hm Hk H h Hh. apply (encl_mat_shrink m k); auto. apply H; lia. Qed.

(** Literals: the lists of a counterexample file, entry by entry (any sizes: entries
    outside the lists read 0 on both sides). *)
Lemma encl_vec_of n xs Xs : Forall2 (encl p) xs Xs -> encl_vec p n (vec_of xs) Xs.
Proof.
  intros H i _. unfold vec_of, ivget. revert i. induction H as [|x X xs Xs Hx _ IH]; intros i.
  - destruct i; apply encl_zero.
  - destruct i; simpl; [exact Hx | apply IH].
Qed.

Lemma encl_mat_of m k rows Rows : Forall2 (Forall2 (encl p)) rows Rows -> encl_mat p m k (mat_of rows) Rows.
Proof.
  intros H i j _ _. unfold mat_of, iget. revert i. induction H as [|r R rs Rs Hr _ IH]; intros i.
  - destruct i; destruct j; apply encl_zero.
  - destruct i; simpl; [|apply IH]. apply (encl_vec_of (S j) r R Hr j). lia.
Qed.

Lemma encl_mats_of c m k ms Ms : Forall2 (encl_mat p m k) ms Ms -> encl_mats p c m k (mats_of ms) Ms.
Proof.
  intros H h _. unfold mats_of. revert h. induction H as [|A M ms Ms HA _ IH]; intros h.
  - intros i j _ _. unfold iget. destruct h, i, j; apply encl_zero.
  - destruct h; simpl; [exact HA | apply IH].
Qed.

Lemma encl_grid_of L c m k g Gs : Forall2 (Forall2 (encl_mat p m k)) g Gs -> encl_grid p L c m k (grid_of g) Gs.
Proof.
  intros H l _. unfold grid_of. revert l. induction H as [|r R rs Rs Hr _ IH]; intros l.
  - destruct l; apply encl_mats_of; constructor.
  - destruct l; simpl; [apply encl_mats_of, Hr | apply IH].
Qed.

(** Vector operations. *)
Definition iones (n : nat) : ivec := itabv n (fun _ => Itv.fromZ p 1).

Lemma encl_ones n : encl_vec p n ones (iones n).
Proof. intros i Hi. unfold iones. rewrite ivget_itabv by exact Hi. apply encl_IZR. Qed.

Definition ivadd (n : nat) (X Y : ivec) : ivec := itabv n (fun i => Itv.add p (ivget X i) (ivget Y i)).
Definition ivsub (n : nat) (X Y : ivec) : ivec := itabv n (fun i => Itv.sub p (ivget X i) (ivget Y i)).
Definition ivscale (n : nat) (C : Itv.type) (X : ivec) : ivec := itabv n (fun i => Itv.mul p C (ivget X i)).

Lemma encl_vadd n x y X Y : encl_vec p n x X -> encl_vec p n y Y -> encl_vec p n (vadd x y) (ivadd n X Y).
Proof. intros Hx Hy i Hi. unfold ivadd. rewrite ivget_itabv by exact Hi. apply encl_add; auto. Qed.

Lemma encl_vsub n x y X Y : encl_vec p n x X -> encl_vec p n y Y -> encl_vec p n (vsub x y) (ivsub n X Y).
Proof. intros Hx Hy i Hi. unfold ivsub. rewrite ivget_itabv by exact Hi. apply encl_sub; auto. Qed.

Lemma encl_vscale n c x C X : encl p c C -> encl_vec p n x X -> encl_vec p n (vscale c x) (ivscale n C X).
Proof. intros Hc Hx i Hi. unfold ivscale. rewrite ivget_itabv by exact Hi. apply encl_mul; auto. Qed.

Definition ivexp (n : nat) (X : ivec) : ivec := itabv n (fun i => Itv.exp p (ivget X i)).

Lemma encl_vexp n x X : encl_vec p n x X -> encl_vec p n (vmap exp x) (ivexp n X).
Proof. intros Hx i Hi. unfold ivexp. rewrite ivget_itabv by exact Hi. apply encl_exp, Hx, Hi. Qed.

Definition irow (k : nat) (M : imat) (i : nat) : ivec := itabv k (fun j => iget M i j).
Definition icol (m : nat) (M : imat) (j : nat) : ivec := itabv m (fun i => iget M i j).

Lemma encl_row m k A M i : encl_mat p m k A M -> (i < m)%nat -> encl_vec p k (row A i) (irow k M i).
Proof. intros H Hi j Hj. unfold irow. rewrite ivget_itabv by exact Hj. apply H; auto. Qed.

Lemma encl_col m k A M j : encl_mat p m k A M -> (j < k)%nat -> encl_vec p m (col A j) (icol m M j).
Proof. intros H Hj i Hi. unfold icol. rewrite ivget_itabv by exact Hi. apply H; auto. Qed.

(** softm(x) = α(x)⁻¹ exp(x), the exponentials and α computed once. *)
Definition isoftm (n : nat) (X : ivec) : ivec :=
  let E := itabv n (fun j => Itv.exp p (ivget X j)) in
  let a := isum p n (ivget E) in
  itabv n (fun j => Itv.mul p (Itv.inv p a) (ivget E j)).

Lemma encl_alpha n x X : encl_vec p n x X ->
  encl p (alpha n x) (isum p n (ivget (itabv n (fun j => Itv.exp p (ivget X j))))).
Proof.
  intros Hx. apply encl_sum. intros j Hj. rewrite ivget_itabv by exact Hj. apply encl_exp, Hx, Hj.
Qed.

Lemma encl_softm n k x X : (k <= n)%nat -> encl_vec p n x X -> encl_vec p k (softm n x) (isoftm n X).
Proof.
  intros Hk Hx i Hi. unfold isoftm, softm. rewrite ivget_itabv by lia.
  apply encl_mul; [apply encl_inv, encl_alpha, Hx|]. rewrite ivget_itabv by lia. apply encl_exp, Hx. lia.
Qed.

(** Vector norms. *)
Definition ivmax_abs (n : nat) (X : ivec) : Itv.type := ibigmax p n (fun i => Itv.abs (ivget X i)).
Definition ivabs_sum (n : nat) (X : ivec) : Itv.type := isum p n (fun i => Itv.abs (ivget X i)).
Definition ivnorm2 (n : nat) (X : ivec) : Itv.type := Itv.sqrt p (isum p n (fun i => Itv.mul p (ivget X i) (ivget X i))).

Lemma encl_vmax_abs n x X : encl_vec p n x X -> encl p (vmax_abs n x) (ivmax_abs n X).
Proof. intros H. apply encl_bigmax. intros i Hi. apply encl_abs, H, Hi. Qed.

Lemma encl_vabs_sum n x X : encl_vec p n x X -> encl p (vabs_sum n x) (ivabs_sum n X).
Proof. intros H. apply encl_sum. intros i Hi. apply encl_abs, H, Hi. Qed.

Lemma encl_vnorm2 n x X : encl_vec p n x X -> encl p (vnorm2 n x) (ivnorm2 n X).
Proof. intros H. apply encl_sqrt, encl_sum. intros i Hi. apply encl_mul; apply H, Hi. Qed.

Definition ivsum (n : nat) (X : ivec) : Itv.type := isum p n (ivget X).
Definition ivbigmax (n : nat) (X : ivec) : Itv.type := ibigmax p n (ivget X).

Lemma encl_vsum n x X : encl_vec p n x X -> encl p (sum n x) (ivsum n X).
Proof. intros H. apply encl_sum. exact H. Qed.

Lemma encl_vbigmax n x X : encl_vec p n x X -> encl p (bigmax n x) (ivbigmax n X).
Proof. intros H. apply encl_bigmax. exact H. Qed.

(** Matrix operations: the twin computes the [m x k] entries of the result. *)
Definition imadd (m k : nat) (MA MB : imat) : imat := itab m k (fun i j => Itv.add p (iget MA i j) (iget MB i j)).
Definition imsub (m k : nat) (MA MB : imat) : imat := itab m k (fun i j => Itv.sub p (iget MA i j) (iget MB i j)).
Definition imscale (m k : nat) (C : Itv.type) (MA : imat) : imat := itab m k (fun i j => Itv.mul p C (iget MA i j)).
Definition itranspose (m k : nat) (MA : imat) : imat := itab m k (fun i j => iget MA j i).

Lemma encl_madd m k A B MA MB : encl_mat p m k A MA -> encl_mat p m k B MB ->
  encl_mat p m k (madd A B) (imadd m k MA MB).
Proof. intros HA HB i j Hi Hj. unfold imadd. rewrite iget_itab by auto. apply encl_add; auto. Qed.

Lemma encl_msub m k A B MA MB : encl_mat p m k A MA -> encl_mat p m k B MB ->
  encl_mat p m k (msub A B) (imsub m k MA MB).
Proof. intros HA HB i j Hi Hj. unfold imsub. rewrite iget_itab by auto. apply encl_sub; auto. Qed.

Lemma encl_mscale m k c A C MA : encl p c C -> encl_mat p m k A MA ->
  encl_mat p m k (mscale c A) (imscale m k C MA).
Proof. intros Hc HA i j Hi Hj. unfold imscale. rewrite iget_itab by auto. apply encl_mul; auto. Qed.

Lemma encl_transpose m k A MA : encl_mat p k m A MA ->
  encl_mat p m k (transpose A) (itranspose m k MA).
Proof. intros HA i j Hi Hj. unfold itranspose. rewrite iget_itab by auto. apply HA; auto. Qed.

Definition immul (m k q : nat) (MA MB : imat) : imat :=
  itab m q (fun i j => isum p k (fun l => Itv.mul p (iget MA i l) (iget MB l j))).

Lemma encl_mmul m k q A B MA MB : encl_mat p m k A MA -> encl_mat p k q B MB ->
  encl_mat p m q (mmul k A B) (immul m k q MA MB).
Proof.
  intros HA HB i j Hi Hj. unfold immul, mmul. rewrite iget_itab by auto.
  apply encl_sum. intros l Hl. apply encl_mul; auto.
Qed.

Definition iouter (m k : nat) (X Y : ivec) : imat := itab m k (fun i j => Itv.mul p (ivget X i) (ivget Y j)).
Definition idiag (m k : nat) (X : ivec) : imat := itab m k (fun i j => if Nat.eqb i j then ivget X i else Itv.zero).
Definition icolumn (m k : nat) (X : ivec) : imat := itab m k (fun i _ => ivget X i).

Lemma encl_outer m k x y X Y : encl_vec p m x X -> encl_vec p k y Y -> encl_mat p m k (outer x y) (iouter m k X Y).
Proof. intros Hx Hy i j Hi Hj. unfold iouter. rewrite iget_itab by auto. apply encl_mul; auto. Qed.

Lemma encl_diag m k x X : encl_vec p m x X -> encl_mat p m k (diag x) (idiag m k X).
Proof.
  intros Hx i j Hi Hj. unfold idiag. rewrite iget_itab by auto. unfold diag.
  destruct (Nat.eqb i j); [apply Hx, Hi | apply encl_zero].
Qed.

Lemma encl_column m k x X : encl_vec p m x X -> encl_mat p m k (column x) (icolumn m k X).
Proof. intros Hx i j Hi Hj. unfold icolumn. rewrite iget_itab by auto. apply Hx, Hi. Qed.

Definition izero (m k : nat) : imat := itab m k (fun _ _ => Itv.zero).
Definition irelu (m k : nat) (MA : imat) : imat := itab m k (fun i j => imax p (iget MA i j) Itv.zero).

Lemma encl_zero_mat m k : encl_mat p m k zero_mat (izero m k).
Proof. intros i j Hi Hj. unfold izero. rewrite iget_itab by auto. apply encl_zero. Qed.

Lemma encl_mrelu m k A MA : encl_mat p m k A MA -> encl_mat p m k (mmap relu A) (irelu m k MA).
Proof. intros HA i j Hi Hj. unfold irelu. rewrite iget_itab by auto. apply encl_max; [apply HA; auto | apply encl_zero]. Qed.

Lemma encl_mexp m k A MA : encl_mat p m k A MA ->
  encl_mat p m k (mmap exp A) (itab m k (fun i j => Itv.exp p (iget MA i j))).
Proof. intros HA i j Hi Hj. rewrite iget_itab by auto. apply encl_exp, HA; auto. Qed.

(** softm applied to every row of an [m x n] matrix: α of each row computed once. *)
Definition isoftm_rows (m n : nat) (MA : imat) : imat :=
  map (fun i => isoftm n (itabv n (fun j => iget MA i j))) (seq 0 m).

Lemma encl_softm_rows m n k A MA : (k <= n)%nat -> encl_mat p m n A MA ->
  encl_mat p m k (softm_rows n A) (isoftm_rows m n MA).
Proof.
  intros Hk HA i j Hi Hj. unfold iget, isoftm_rows.
  rewrite (nth_map_seq (fun i => isoftm n (itabv n (fun j => iget MA i j))) m i []) by exact Hi.
  apply (encl_softm n k); [exact Hk | | exact Hj].
  intros l Hl. rewrite ivget_itabv by exact Hl. apply HA; auto.
Qed.

(** Norms of an [m x k] matrix. *)
Definition imax_abs_entry (m k : nat) (MA : imat) : Itv.type := ibigmax p m (fun i => ibigmax p k (fun j => Itv.abs (iget MA i j))).
Definition iabs_entry_sum (m k : nat) (MA : imat) : Itv.type := isum p m (fun i => isum p k (fun j => Itv.abs (iget MA i j))).
Definition imax_column_sum (m k : nat) (MA : imat) : Itv.type := ibigmax p k (fun j => isum p m (fun i => Itv.abs (iget MA i j))).
Definition imax_row_sum (m k : nat) (MA : imat) : Itv.type := ibigmax p m (fun i => isum p k (fun j => Itv.abs (iget MA i j))).

Lemma encl_max_abs_entry m k A MA : encl_mat p m k A MA -> encl p (max_abs_entry m k A) (imax_abs_entry m k MA).
Proof.
  intros HA. unfold imax_abs_entry. apply encl_bigmax. intros i Hi. apply encl_bigmax. intros j Hj. apply encl_abs, HA; auto.
Qed.

Lemma encl_abs_entry_sum m k A MA : encl_mat p m k A MA -> encl p (abs_entry_sum m k A) (iabs_entry_sum m k MA).
Proof.
  intros HA. unfold iabs_entry_sum. apply encl_sum. intros i Hi. apply encl_sum. intros j Hj. apply encl_abs, HA; auto.
Qed.

Lemma encl_max_column_sum m k A MA : encl_mat p m k A MA -> encl p (max_column_sum m k A) (imax_column_sum m k MA).
Proof.
  intros HA. unfold imax_column_sum. apply encl_bigmax. intros j Hj. apply encl_sum. intros i Hi. apply encl_abs, HA; auto.
Qed.

Lemma encl_max_row_sum m k A MA : encl_mat p m k A MA -> encl p (max_row_sum m k A) (imax_row_sum m k MA).
Proof.
  intros HA. unfold imax_row_sum. apply encl_bigmax. intros i Hi. apply encl_sum. intros j Hj. apply encl_abs, HA; auto.
Qed.

(** Residuals. A matrix with one row is its own midrange: its Res is exactly 0, which
    the twin returns as the point 0 (an interval minus itself would not be). *)
Definition imidrange (n k : nat) (MZ : imat) : ivec :=
  itabv k (fun j => Itv.div p (Itv.add p (imaximum p n (fun i => iget MZ i j)) (iminimum p n (fun i => iget MZ i j)))
                              (Itv.fromZ p 2)).

Lemma encl_midrange n k Z MZ : encl_mat p (Nat.max n 1) k Z MZ -> encl_vec p k (midrange n Z) (imidrange n k MZ).
Proof.
  intros HZ j Hj. unfold imidrange, midrange. rewrite ivget_itabv by exact Hj.
  apply encl_div; [|apply encl_IZR].
  apply encl_add; [apply encl_maximum | apply encl_minimum]; intros i Hi; apply HZ; auto.
Qed.

Definition iRes_with (m k : nat) (Y : ivec) (MZ : imat) : imat :=
  itab m k (fun i j => Itv.sub p (iget MZ i j) (ivget Y j)).

Lemma encl_Res_with m k y Z Y MZ : encl_vec p k y Y -> encl_mat p m k Z MZ ->
  encl_mat p m k (Res_with y Z) (iRes_with m k Y MZ).
Proof.
  intros Hy HZ i j Hi Hj. unfold iRes_with, Res_with, msub, outer, ones. rewrite iget_itab by auto.
  replace (1 * y j) with (y j) by ring. apply encl_sub; auto.
Qed.

Definition iRes (n k : nat) (MZ : imat) : imat :=
  if Nat.eqb n 1 then itab 1 k (fun _ _ => Itv.zero) else iRes_with n k (imidrange n k MZ) MZ.

Lemma encl_Res m n k Z MZ : (m <= n)%nat -> encl_mat p (Nat.max n 1) k Z MZ -> encl_mat p m k (Res n Z) (iRes n k MZ).
Proof.
  intros Hm HZ. unfold iRes. destruct (Nat.eqb_spec n 1) as [->|Hn].
  - intros i j Hi Hj. rewrite iget_itab by lia. replace i with O by lia.
    unfold Res, midrange. simpl.
    replace (Z O j - (Z O j + Z O j) / 2) with 0 by field. apply encl_zero.
  - intros i j Hi Hj. unfold iRes_with. rewrite iget_itab by lia. unfold Res.
    apply encl_sub; [apply HZ; lia|]. apply (encl_midrange n k Z MZ HZ j Hj).
Qed.

Definition iminimum_distance (n k : nat) (MZ : imat) : Itv.type :=
  ibigmax p k (fun j => Itv.div p (Itv.sub p (imaximum p n (fun i => iget MZ i j)) (iminimum p n (fun i => iget MZ i j)))
                                   (Itv.fromZ p 2)).

Lemma encl_minimum_distance n k Z MZ : encl_mat p (Nat.max n 1) k Z MZ -> encl p (minimum_distance n k Z) (iminimum_distance n k MZ).
Proof.
  intros HZ. unfold iminimum_distance. apply encl_bigmax. intros j Hj. apply encl_div; [|apply encl_IZR].
  apply encl_sub; [apply encl_maximum | apply encl_minimum]; intros i Hi; apply HZ; auto.
Qed.

Definition itoken_mean (n k : nat) (MZ : imat) : ivec :=
  itabv k (fun j => Itv.div p (isum p n (fun i => iget MZ i j)) (Itv.fromZ p (Z.of_nat n))).

Lemma encl_token_mean n k Z MZ : encl_mat p n k Z MZ -> encl_vec p k (token_mean n Z) (itoken_mean n k MZ).
Proof.
  intros HZ j Hj. unfold token_mean, itoken_mean. rewrite ivget_itabv by exact Hj.
  apply encl_div; [|apply encl_INR]. apply encl_sum. intros i Hi. apply HZ; auto.
Qed.

Definition ibalance_diagonal (n k : nat) (ME : imat) : ivec :=
  itabv k (fun i => ibigmax p n (fun j => ibigmax p n (fun l => Itv.abs (Itv.sub p (iget ME i j) (iget ME i l))))).

Lemma encl_balance_diagonal n k E ME : (k <= n)%nat -> encl_mat p n n E ME -> encl_vec p k (balance_diagonal n E) (ibalance_diagonal n k ME).
Proof.
  intros Hk HE i Hi. unfold balance_diagonal, ibalance_diagonal. rewrite ivget_itabv by exact Hi.
  apply encl_bigmax. intros j Hj. apply encl_bigmax. intros l Hl. apply encl_abs, encl_sub; apply HE; lia.
Qed.

End Matrices.

(** ** Attention and networks

    The twins compute a whole layer (all [n] tokens, all [d] features) once, as lists, so
    that a network of several layers is evaluated layer by layer without recomputation. A
    conclusion may ask for fewer rows and columns than computed. *)

(** Products associate (entry by entry), so a twin may multiply in a cheaper order:
    X (W_q W_kᵀ) as (X W_q) W_kᵀ costs n·d·d_qk instead of d²·d_qk. *)
Lemma sum_swap n m (f : nat -> nat -> R) : sum n (fun i => sum m (fun j => f i j)) = sum m (fun j => sum n (fun i => f i j)).
Proof.
  induction n as [|n IH]; simpl.
  - symmetry. apply sum_zero.
  - rewrite IH, <- sum_plus. reflexivity.
Qed.

Lemma mmul_assoc_entry k1 k2 A B C i j : mmul k2 (mmul k1 A B) C i j = mmul k1 A (mmul k2 B C) i j.
Proof.
  unfold mmul.
  transitivity (sum k2 (fun l => sum k1 (fun t => A i t * B t l * C l j))).
  - apply sum_ext. intros l _. rewrite <- sum_scal_r. reflexivity.
  - rewrite sum_swap. apply sum_ext. intros t _. rewrite <- sum_scal_l. apply sum_ext. intros l _. ring.
Qed.

Section Networks.
Variable p : precision.

(** Dong et al.'s head Pₕ = softm(τ X W_Q W_Kᵀ Xᵀ) with W_Q, W_K ∈ ℝᵈˣᵈ_qk; large-weights'
    [attention_matrix] is the same with d_qk = d. *)
Definition isan_attention (n d d_qk : nat) (T : Itv.type) (MX MWq MWk : imat) : imat :=
  let XQ := immul p n d d_qk MX MWq in
  let XW := immul p n d_qk d XQ (itranspose d_qk d MWk) in
  isoftm_rows p n n (imscale p n n T (immul p n d n XW (itranspose d n MX))).

Lemma encl_san_attention m k n d d_qk tau X Wq Wk T MX MWq MWk :
  (m <= n)%nat -> (k <= n)%nat -> encl p tau T -> encl_mat p n d X MX ->
  encl_mat p d d_qk Wq MWq -> encl_mat p d d_qk Wk MWk ->
  encl_mat p m k (san_attention n d d_qk tau X Wq Wk) (isan_attention n d d_qk T MX MWq MWk).
Proof.
  intros Hm Hk HT HX HQ HK. apply (encl_mat_shrink p n n); auto. unfold san_attention, isan_attention. cbv zeta.
  apply encl_softm_rows; auto. apply encl_mscale; auto.
  intros i j Hi Hj. unfold immul at 1, mmul at 1. rewrite iget_itab by auto.
  apply encl_sum. intros l Hl. apply encl_mul; [|apply encl_transpose; auto].
  rewrite <- mmul_assoc_entry. apply (encl_mmul p n d_qk d); auto.
  - apply encl_mmul; auto.
  - apply encl_transpose; auto.
Qed.

Lemma encl_attention_matrix m k n d beta X Wq Wk B MX MWq MWk :
  (m <= n)%nat -> (k <= n)%nat -> encl p beta B -> encl_mat p n d X MX ->
  encl_mat p d d Wq MWq -> encl_mat p d d Wk MWk ->
  encl_mat p m k (attention_matrix n d beta X Wq Wk) (isan_attention n d d B MX MWq MWk).
Proof. exact (encl_san_attention m k n d d beta X Wq Wk B MX MWq MWk). Qed.

Definition isan_head (n d d_qk : nat) (T : Itv.type) (MX MWq MWk MWv : imat) : imat :=
  immul p n d d (immul p n n d (isan_attention n d d_qk T MX MWq MWk) MX) MWv.

Lemma encl_san_head m k n d d_qk tau X Wq Wk Wv T MX MWq MWk MWv :
  (m <= n)%nat -> (k <= d)%nat -> encl p tau T -> encl_mat p n d X MX ->
  encl_mat p d d_qk Wq MWq -> encl_mat p d d_qk Wk MWk -> encl_mat p d d Wv MWv ->
  encl_mat p m k (san_head n d d_qk tau X Wq Wk Wv) (isan_head n d d_qk T MX MWq MWk MWv).
Proof.
  intros Hm Hk HT HX HQ HK HV. apply (encl_mat_shrink p n d); auto. unfold san_head, isan_head.
  apply encl_mmul; auto. apply encl_mmul; auto. apply encl_san_attention; auto.
Qed.

Lemma encl_softmv m k n d beta X Wq Wk Wv B MX MWq MWk MWv :
  (m <= n)%nat -> (k <= d)%nat -> encl p beta B -> encl_mat p n d X MX ->
  encl_mat p d d Wq MWq -> encl_mat p d d Wk MWk -> encl_mat p d d Wv MWv ->
  encl_mat p m k (softmv n d beta X Wq Wk Wv) (isan_head n d d B MX MWq MWk MWv).
Proof. exact (encl_san_head m k n d d beta X Wq Wk Wv B MX MWq MWk MWv). Qed.

(** Σₕ of the heads, each head's output computed once. *)
Definition iheads (n d d_qk H : nat) (T : Itv.type) (Qs Ks Vs : list imat) (MX : imat) : list imat :=
  map (fun h => isan_head n d d_qk T MX (nth h Qs []) (nth h Ks []) (nth h Vs [])) (seq 0 H).

Lemma encl_heads_entry n d d_qk H tau Wq Wk Wv X T Qs Ks Vs MX i j :
  (i < n)%nat -> (j < d)%nat -> encl p tau T -> encl_mat p n d X MX ->
  encl_mats p H d d_qk Wq Qs -> encl_mats p H d d_qk Wk Ks -> encl_mats p H d d Wv Vs ->
  encl p (sum H (fun h => san_head n d d_qk tau X (Wq h) (Wk h) (Wv h) i j))
    (isum p H (fun h => iget (nth h (iheads n d d_qk H T Qs Ks Vs MX) []) i j)).
Proof.
  intros Hi Hj HT HX HQ HK HV. apply encl_sum. intros h Hh. unfold iheads.
  rewrite (nth_map_seq (fun h => isan_head n d d_qk T MX (nth h Qs []) (nth h Ks []) (nth h Vs [])) H h []) by exact Hh.
  apply (encl_san_head n d n d d_qk); auto.
Qed.

Definition imulti_head (n d H : nat) (B : Itv.type) (Qs Ks Vs : list imat) (MX : imat) : imat :=
  let hs := iheads n d d H B Qs Ks Vs MX in
  itab n d (fun i j => isum p H (fun h => iget (nth h hs []) i j)).

Lemma encl_multi_head m k n d H beta Wq Wk Wv X B Qs Ks Vs MX :
  (m <= n)%nat -> (k <= d)%nat -> encl p beta B -> encl_mat p n d X MX ->
  encl_mats p H d d Wq Qs -> encl_mats p H d d Wk Ks -> encl_mats p H d d Wv Vs ->
  encl_mat p m k (multi_head n d H beta Wq Wk Wv X) (imulti_head n d H B Qs Ks Vs MX).
Proof.
  intros Hm Hk HB HX HQ HK HV. apply (encl_mat_shrink p n d); auto. intros i j Hi Hj.
  unfold imulti_head. cbv zeta. rewrite iget_itab by auto. unfold multi_head.
  exact (encl_heads_entry n d d H beta Wq Wk Wv X B Qs Ks Vs MX i j Hi Hj HB HX HQ HK HV).
Qed.

Definition iresidual_layer (n d H : nat) (B : Itv.type) (Qs Ks Vs : list imat) (MX : imat) : imat :=
  imadd p n d (imulti_head n d H B Qs Ks Vs MX) MX.

Lemma encl_residual_layer m k n d H beta Wq Wk Wv X B Qs Ks Vs MX :
  (m <= n)%nat -> (k <= d)%nat -> encl p beta B -> encl_mat p n d X MX ->
  encl_mats p H d d Wq Qs -> encl_mats p H d d Wk Ks -> encl_mats p H d d Wv Vs ->
  encl_mat p m k (residual_layer n d H beta Wq Wk Wv X) (iresidual_layer n d H B Qs Ks Vs MX).
Proof.
  intros Hm Hk HB HX HQ HK HV. apply (encl_mat_shrink p n d); auto. unfold residual_layer, iresidual_layer.
  apply encl_madd; auto. apply encl_multi_head; auto.
Qed.

Fixpoint iresidual_network (n d H : nat) (B : Itv.type) (Gq Gk Gv : list (list imat)) (MX0 : imat) (l : nat) : imat :=
  match l with
  | O => MX0
  | S k => iresidual_layer n d H B (nth k Gq []) (nth k Gk []) (nth k Gv []) (iresidual_network n d H B Gq Gk Gv MX0 k)
  end.

Lemma encl_residual_network m k n d H beta Wq Wk Wv X0 B Gq Gk Gv MX0 l :
  (m <= n)%nat -> (k <= d)%nat -> encl p beta B -> encl_mat p n d X0 MX0 ->
  encl_grid p l H d d Wq Gq -> encl_grid p l H d d Wk Gk -> encl_grid p l H d d Wv Gv ->
  encl_mat p m k (residual_network n d H beta Wq Wk Wv X0 l) (iresidual_network n d H B Gq Gk Gv MX0 l).
Proof.
  intros Hm Hk HB HX HQ HK HV. apply (encl_mat_shrink p n d); auto. clear m k Hm Hk.
  revert HQ HK HV. induction l as [|l IH]; intros HQ HK HV; simpl; [exact HX|].
  apply encl_residual_layer; auto; try (apply IH; red; intros); try (first [apply HQ | apply HK | apply HV]; lia).
Qed.

Fixpoint iattention_network (n d H : nat) (B : Itv.type) (Gq Gk Gv : list (list imat)) (MX0 : imat) (l : nat) : imat :=
  match l with
  | O => MX0
  | S k => imulti_head n d H B (nth k Gq []) (nth k Gk []) (nth k Gv []) (iattention_network n d H B Gq Gk Gv MX0 k)
  end.

Lemma encl_attention_network m k n d H beta Wq Wk Wv X0 B Gq Gk Gv MX0 l :
  (m <= n)%nat -> (k <= d)%nat -> encl p beta B -> encl_mat p n d X0 MX0 ->
  encl_grid p l H d d Wq Gq -> encl_grid p l H d d Wk Gk -> encl_grid p l H d d Wv Gv ->
  encl_mat p m k (attention_network n d H beta Wq Wk Wv X0 l) (iattention_network n d H B Gq Gk Gv MX0 l).
Proof.
  intros Hm Hk HB HX HQ HK HV. apply (encl_mat_shrink p n d); auto. clear m k Hm Hk.
  revert HQ HK HV. induction l as [|l IH]; intros HQ HK HV; simpl; [exact HX|].
  apply encl_multi_head; auto; try (apply IH; red; intros); try (first [apply HQ | apply HK | apply HV]; lia).
Qed.

Fixpoint ihybrid_printed (n d H : nat) (B : Itv.type) (Gq Gk Gv : list (list imat)) (MX0 : imat) (l0 l : nat) : imat :=
  match l with
  | O => MX0
  | S k =>
      let MX := ihybrid_printed n d H B Gq Gk Gv MX0 l0 k in
      if Nat.leb l l0 then iresidual_layer n d H B (nth k Gq []) (nth k Gk []) (nth k Gv []) MX
      else imulti_head n d H B (nth k Gq []) (nth k Gk []) (nth k Gv []) MX
  end.

Lemma encl_hybrid_printed m k n d H beta Wq Wk Wv X0 B Gq Gk Gv MX0 l0 l :
  (m <= n)%nat -> (k <= d)%nat -> encl p beta B -> encl_mat p n d X0 MX0 ->
  encl_grid p l H d d Wq Gq -> encl_grid p l H d d Wk Gk -> encl_grid p l H d d Wv Gv ->
  encl_mat p m k (hybrid_printed n d H beta Wq Wk Wv X0 l0 l) (ihybrid_printed n d H B Gq Gk Gv MX0 l0 l).
Proof.
  intros Hm Hk HB HX HQ HK HV. apply (encl_mat_shrink p n d); auto. clear m k Hm Hk.
  revert HQ HK HV. induction l as [|l IH]; intros HQ HK HV; simpl; [exact HX|].
  assert (IH' : encl_mat p n d (hybrid_printed n d H beta Wq Wk Wv X0 l0 l) (ihybrid_printed n d H B Gq Gk Gv MX0 l0 l))
    by (apply IH; red; intros; first [apply HQ | apply HK | apply HV]; lia).
  destruct (match l0 with O => false | S l' => Nat.leb l l' end).
  - apply encl_residual_layer; auto; first [apply HQ | apply HK | apply HV]; lia.
  - apply encl_multi_head; auto; first [apply HQ | apply HK | apply HV]; lia.
Qed.

Fixpoint ihybrid_removed (n d H : nat) (B : Itv.type) (Gq Gk Gv : list (list imat)) (MX0 : imat) (l0 l : nat) : imat :=
  match l with
  | O => MX0
  | S k =>
      let MX := ihybrid_removed n d H B Gq Gk Gv MX0 l0 k in
      if Nat.leb l l0 then MX else iresidual_layer n d H B (nth k Gq []) (nth k Gk []) (nth k Gv []) MX
  end.

Lemma encl_hybrid_removed m k n d H beta Wq Wk Wv X0 B Gq Gk Gv MX0 l0 l :
  (m <= n)%nat -> (k <= d)%nat -> encl p beta B -> encl_mat p n d X0 MX0 ->
  encl_grid p l H d d Wq Gq -> encl_grid p l H d d Wk Gk -> encl_grid p l H d d Wv Gv ->
  encl_mat p m k (hybrid_removed n d H beta Wq Wk Wv X0 l0 l) (ihybrid_removed n d H B Gq Gk Gv MX0 l0 l).
Proof.
  intros Hm Hk HB HX HQ HK HV. apply (encl_mat_shrink p n d); auto. clear m k Hm Hk.
  revert HQ HK HV. induction l as [|l IH]; intros HQ HK HV; simpl; [exact HX|].
  assert (IH' : encl_mat p n d (hybrid_removed n d H beta Wq Wk Wv X0 l0 l) (ihybrid_removed n d H B Gq Gk Gv MX0 l0 l))
    by (apply IH; red; intros; first [apply HQ | apply HK | apply HV]; lia).
  destruct (match l0 with O => false | S l' => Nat.leb l l' end); [exact IH'|].
  apply encl_residual_layer; auto; first [apply HQ | apply HK | apply HV]; lia.
Qed.

Definition imlp_plain (n d : nat) (MW1 MW2 MZ : imat) : imat :=
  immul p n d d (irelu p n d (immul p n d d MZ MW1)) MW2.

Lemma encl_mlp_plain m k n d W1 W2 Z MW1 MW2 MZ :
  (m <= n)%nat -> (k <= d)%nat -> encl_mat p n d Z MZ -> encl_mat p d d W1 MW1 -> encl_mat p d d W2 MW2 ->
  encl_mat p m k (mlp_plain d W1 W2 Z) (imlp_plain n d MW1 MW2 MZ).
Proof.
  intros Hm Hk HZ H1 H2. apply (encl_mat_shrink p n d); auto. unfold mlp_plain, imlp_plain.
  apply encl_mmul; auto. apply encl_mrelu, encl_mmul; auto.
Qed.

(** The rows computed are those asked for (the term does not name n). *)
Lemma encl_mlp_plain_rows m k d W1 W2 Z MW1 MW2 MZ :
  (k <= d)%nat -> encl_mat p m d Z MZ -> encl_mat p d d W1 MW1 -> encl_mat p d d W2 MW2 ->
  encl_mat p m k (mlp_plain d W1 W2 Z) (imlp_plain m d MW1 MW2 MZ).
Proof. intros. apply (encl_mlp_plain m k m d); auto. Qed.

Fixpoint imlp_network (n d H : nat) (B : Itv.type) (Gq Gk Gv : list (list imat)) (W1s W2s : list imat) (MX0 : imat) (l : nat) : imat :=
  match l with
  | O => MX0
  | S k => imlp_plain n d (nth k W1s []) (nth k W2s [])
             (iresidual_layer n d H B (nth k Gq []) (nth k Gk []) (nth k Gv []) (imlp_network n d H B Gq Gk Gv W1s W2s MX0 k))
  end.

Lemma encl_mlp_network m k n d H beta Wq Wk Wv W1 W2 X0 B Gq Gk Gv W1s W2s MX0 l :
  (m <= n)%nat -> (k <= d)%nat -> encl p beta B -> encl_mat p n d X0 MX0 ->
  encl_grid p l H d d Wq Gq -> encl_grid p l H d d Wk Gk -> encl_grid p l H d d Wv Gv ->
  encl_mats p l d d W1 W1s -> encl_mats p l d d W2 W2s ->
  encl_mat p m k (mlp_network n d H beta Wq Wk Wv W1 W2 X0 l) (imlp_network n d H B Gq Gk Gv W1s W2s MX0 l).
Proof.
  intros Hm Hk HB HX HQ HK HV H1 H2. apply (encl_mat_shrink p n d); auto. clear m k Hm Hk.
  revert HQ HK HV H1 H2. induction l as [|l IH]; intros HQ HK HV H1 H2; simpl; [exact HX|].
  apply encl_mlp_plain; auto; try (first [apply H1 | apply H2]; lia).
  apply encl_residual_layer; auto; try (apply IH; red; intros);
    try (first [apply HQ | apply HK | apply HV | apply H1 | apply H2]; lia).
Qed.

(** Dong et al.'s layers. *)
Definition ibias (n d : nat) (b : ivec) : imat := itab n d (fun _ j => Itv.mul p (Itv.fromZ p 1) (ivget b j)).

Lemma encl_bias n d b V : encl_vec p d b V -> encl_mat p n d (outer ones b) (ibias n d V).
Proof. intros Hb i j Hi Hj. unfold ibias. rewrite iget_itab by auto. apply encl_mul; [apply encl_IZR | apply Hb, Hj]. Qed.

Definition isan_heads (n d d_qk H : nat) (T : Itv.type) (Qs Ks Vs : list imat) (MX : imat) : imat :=
  let hs := iheads n d d_qk H T Qs Ks Vs MX in
  itab n d (fun i j => isum p H (fun h => iget (nth h hs []) i j)).

Lemma encl_san_heads m k n d d_qk H tau WQ WK WV X T Qs Ks Vs MX :
  (m <= n)%nat -> (k <= d)%nat -> encl p tau T -> encl_mat p n d X MX ->
  encl_mats p H d d_qk WQ Qs -> encl_mats p H d d_qk WK Ks -> encl_mats p H d d WV Vs ->
  encl_mat p m k (san_heads n d d_qk H tau WQ WK WV X) (isan_heads n d d_qk H T Qs Ks Vs MX).
Proof.
  intros Hm Hk HT HX HQ HK HV. apply (encl_mat_shrink p n d); auto. intros i j Hi Hj.
  unfold isan_heads. cbv zeta. rewrite iget_itab by auto. unfold san_heads.
  exact (encl_heads_entry n d d_qk H tau WQ WK WV X T Qs Ks Vs MX i j Hi Hj HT HX HQ HK HV).
Qed.

Definition iself_attention (n d d_qk H : nat) (T : Itv.type) (Qs Ks Vs : list imat) (b : ivec) (MX : imat) : imat :=
  let hs := iheads n d d_qk H T Qs Ks Vs MX in
  itab n d (fun i j => Itv.add p (isum p H (fun h => iget (nth h hs []) i j)) (ivget b j)).

Lemma encl_self_attention m k n d d_qk H tau WQ WK WV b X T Qs Ks Vs V MX :
  (m <= n)%nat -> (k <= d)%nat -> encl p tau T -> encl_mat p n d X MX ->
  encl_mats p H d d_qk WQ Qs -> encl_mats p H d d_qk WK Ks -> encl_mats p H d d WV Vs -> encl_vec p d b V ->
  encl_mat p m k (self_attention n d d_qk H tau WQ WK WV b X) (iself_attention n d d_qk H T Qs Ks Vs V MX).
Proof.
  intros Hm Hk HT HX HQ HK HV Hb. apply (encl_mat_shrink p n d); auto. intros i j Hi Hj.
  unfold iself_attention. cbv zeta. rewrite iget_itab by auto. unfold self_attention.
  apply encl_add; [|apply Hb, Hj].
  exact (encl_heads_entry n d d_qk H tau WQ WK WV X T Qs Ks Vs MX i j Hi Hj HT HX HQ HK HV).
Qed.

Fixpoint isan (n d d_qk H : nat) (T : Itv.type) (skip : bool) (Gq Gk Gv : list (list imat)) (Mb : imat) (MX : imat) (l : nat) : imat :=
  match l with
  | O => MX
  | S k =>
      let MY := isan n d d_qk H T skip Gq Gk Gv Mb MX k in
      let MA := iself_attention n d d_qk H T (nth k Gq []) (nth k Gk []) (nth k Gv []) (itabv d (fun j => iget Mb k j)) MY in
      if skip then imadd p n d MA MY else MA
  end.

Lemma encl_san m k n d d_qk H tau skip WQ WK WV b X T Gq Gk Gv Mb MX l :
  (m <= n)%nat -> (k <= d)%nat -> encl p tau T -> encl_mat p n d X MX ->
  encl_grid p l H d d_qk WQ Gq -> encl_grid p l H d d_qk WK Gk -> encl_grid p l H d d WV Gv -> encl_mat p l d b Mb ->
  encl_mat p m k (san n d d_qk H tau skip WQ WK WV b X l) (isan n d d_qk H T skip Gq Gk Gv Mb MX l).
Proof.
  intros Hm Hk HT HX HQ HK HV Hb. apply (encl_mat_shrink p n d); auto. clear m k Hm Hk.
  revert HQ HK HV Hb. induction l as [|l IH]; intros HQ HK HV Hb; simpl; [exact HX|].
  assert (IH' : encl_mat p n d (san n d d_qk H tau skip WQ WK WV b X l) (isan n d d_qk H T skip Gq Gk Gv Mb MX l))
    by (apply IH; red; intros; first [apply HQ | apply HK | apply HV | apply Hb]; lia).
  assert (HA : encl_mat p n d (self_attention n d d_qk H tau (WQ l) (WK l) (WV l) (row b l) (san n d d_qk H tau skip WQ WK WV b X l))
                 (iself_attention n d d_qk H T (nth l Gq []) (nth l Gk []) (nth l Gv []) (itabv d (fun j => iget Mb l j))
                    (isan n d d_qk H T skip Gq Gk Gv Mb MX l))).
  { apply encl_self_attention; auto; try (first [apply HQ | apply HK | apply HV]; lia).
    apply (encl_row p (S l)); [|lia]. intros i j Hi Hj. apply Hb; lia. }
  destruct skip; [apply encl_madd|]; auto.
Qed.

Definition imlp (n d m : nat) (C : Itv.type) (MW1 : imat) (b1 : ivec) (MW2 : imat) (b2 : ivec) (MZ : imat) : imat :=
  imscale p n d C (imadd p n d (immul p n m d (irelu p n m (imadd p n m (immul p n d m MZ MW1) (ibias n m b1))) MW2) (ibias n d b2)).

Lemma encl_mlp mm k n d m c W1 b1 W2 b2 Z C MW1 V1 MW2 V2 MZ :
  (mm <= n)%nat -> (k <= d)%nat -> encl p c C -> encl_mat p n d Z MZ ->
  encl_mat p d m W1 MW1 -> encl_vec p m b1 V1 -> encl_mat p m d W2 MW2 -> encl_vec p d b2 V2 ->
  encl_mat p mm k (mlp d m c W1 b1 W2 b2 Z) (imlp n d m C MW1 V1 MW2 V2 MZ).
Proof.
  intros Hm Hk HC HZ H1 Hb1 H2 Hb2. apply (encl_mat_shrink p n d); auto. unfold mlp, imlp.
  apply encl_mscale; auto. apply encl_madd; [|apply encl_bias; auto].
  apply encl_mmul; auto. apply encl_mrelu. apply encl_madd; [apply encl_mmul; auto | apply encl_bias; auto].
Qed.

(** The rows computed are those asked for (the term does not name n). *)
Lemma encl_mlp_rows mm k d m c W1 b1 W2 b2 Z C MW1 V1 MW2 V2 MZ :
  (k <= d)%nat -> encl p c C -> encl_mat p mm d Z MZ ->
  encl_mat p d m W1 MW1 -> encl_vec p m b1 V1 -> encl_mat p m d W2 MW2 -> encl_vec p d b2 V2 ->
  encl_mat p mm k (mlp d m c W1 b1 W2 b2 Z) (imlp mm d m C MW1 V1 MW2 V2 MZ).
Proof. intros. apply (encl_mlp mm k mm d m); auto. Qed.

Fixpoint imlp_blocks (n d d_qk m H : nat) (T : Itv.type) (Gq Gk Gv : list (list imat)) (Mb : imat)
    (W1s W2s : list imat) (Mb1 Mb2 : imat) (C : Itv.type) (MX : imat) (l : nat) : imat :=
  match l with
  | O => MX
  | S k =>
      imlp n d m C (nth k W1s []) (itabv m (fun j => iget Mb1 k j)) (nth k W2s []) (itabv d (fun j => iget Mb2 k j))
        (iself_attention n d d_qk H T (nth k Gq []) (nth k Gk []) (nth k Gv []) (itabv d (fun j => iget Mb k j))
          (imlp_blocks n d d_qk m H T Gq Gk Gv Mb W1s W2s Mb1 Mb2 C MX k))
  end.

Lemma encl_mlp_blocks mm k n d d_qk m H tau WQ WK WV b W1 W2 b1 b2 c X T Gq Gk Gv Mb W1s W2s Mb1 Mb2 C MX l :
  (mm <= n)%nat -> (k <= d)%nat -> encl p tau T -> encl p c C -> encl_mat p n d X MX ->
  encl_grid p l H d d_qk WQ Gq -> encl_grid p l H d d_qk WK Gk -> encl_grid p l H d d WV Gv -> encl_mat p l d b Mb ->
  encl_mats p l d m W1 W1s -> encl_mats p l m d W2 W2s -> encl_mat p l m b1 Mb1 -> encl_mat p l d b2 Mb2 ->
  encl_mat p mm k (mlp_blocks n d d_qk m H tau WQ WK WV b W1 W2 b1 b2 c X l)
    (imlp_blocks n d d_qk m H T Gq Gk Gv Mb W1s W2s Mb1 Mb2 C MX l).
Proof.
  intros Hm Hk HT HC HX HQ HK HV Hb H1 H2 Hb1 Hb2. apply (encl_mat_shrink p n d); auto. clear mm k Hm Hk.
  revert HQ HK HV Hb H1 H2 Hb1 Hb2. induction l as [|l IH]; intros HQ HK HV Hb H1 H2 Hb1 Hb2; simpl; [exact HX|].
  apply encl_mlp; auto; try (first [apply H1 | apply H2]; lia).
  - apply encl_self_attention; auto; try (first [apply HQ | apply HK | apply HV]; lia).
    + apply IH; red; intros; first [apply HQ | apply HK | apply HV | apply Hb | apply H1 | apply H2 | apply Hb1 | apply Hb2]; lia.
    + apply (encl_row p (S l)); [|lia]. intros i j Hi Hj. apply Hb; lia.
  - apply (encl_row p (S l)); [|lia]. intros i j Hi Hj. apply Hb1; lia.
  - apply (encl_row p (S l)); [|lia]. intros i j Hi Hj. apply Hb2; lia.
Qed.

(** The token average μ(z) and scale s(z) of LayerNorm ([San.v]), each an operation of its
    own: a statement that names them (a bound by [minimum n (fun i => token_scale d eps
    (row Z i))], say) is enclosed from the row's enclosure, not by unfolding the sums over
    [d] into [d] terms that each repeat μ. *)
Definition itoken_average (d : nat) (Z : ivec) : Itv.type :=
  Itv.div p (isum p d (ivget Z)) (Itv.fromZ p (Z.of_nat d)).

(** s(z) from the centred row [c] = z − μ(z), so that LayerNorm ([iln_row]), which needs [c]
    itself, computes it once. *)
Definition itoken_scale_centred (d : nat) (E : Itv.type) (c : ivec) : Itv.type :=
  Itv.sqrt p (Itv.add p (Itv.div p (isum p d (fun j => Itv.mul p (ivget c j) (ivget c j))) (Itv.fromZ p (Z.of_nat d))) E).

Definition itoken_scale (d : nat) (E : Itv.type) (Z : ivec) : Itv.type :=
  itoken_scale_centred d E (itabv d (fun j => Itv.sub p (ivget Z j) (itoken_average d Z))).

Lemma encl_token_average d z Z : encl_vec p d z Z -> encl p (token_average d z) (itoken_average d Z).
Proof. intros Hz. unfold token_average, itoken_average. apply encl_div; [apply encl_vsum, Hz | apply encl_INR]. Qed.

Lemma encl_token_centred d z Z : encl_vec p d z Z ->
  encl_vec p d (fun l => z l - token_average d z) (itabv d (fun l => Itv.sub p (ivget Z l) (itoken_average d Z))).
Proof. intros Hz l Hl. rewrite ivget_itabv by exact Hl. apply encl_sub; [apply Hz, Hl | apply encl_token_average, Hz]. Qed.

Lemma encl_token_scale d eps z E Z : encl p eps E -> encl_vec p d z Z -> encl p (token_scale d eps z) (itoken_scale d E Z).
Proof.
  intros HE Hz. unfold token_scale, itoken_scale, itoken_scale_centred.
  apply encl_sqrt, encl_add; auto. apply encl_div; [|apply encl_INR].
  apply encl_sum. intros l Hl. apply encl_mul; apply (encl_token_centred d z Z Hz); exact Hl.
Qed.

(** LayerNorm, token by token: μ and s of each row computed once. *)
Definition iln_row (d : nat) (G Bv : ivec) (E : Itv.type) (z : ivec) : ivec :=
  let mu := itoken_average d z in
  let c := itabv d (fun j => Itv.sub p (ivget z j) mu) in
  let s := itoken_scale_centred d E c in
  itabv d (fun j => Itv.add p (Itv.div p (Itv.mul p (ivget G j) (ivget c j)) s) (ivget Bv j)).

Definition ilayer_norm (n d : nat) (G Bv : ivec) (E : Itv.type) (MZ : imat) : imat :=
  map (fun i => iln_row d G Bv E (itabv d (fun j => iget MZ i j))) (seq 0 n).

Lemma encl_ln_row k d g b eps z G Bv E Z :
  (k <= d)%nat -> encl_vec p d g G -> encl_vec p d b Bv -> encl p eps E -> encl_vec p d z Z ->
  encl_vec p k (fun j => g j * (z j - token_average d z) / token_scale d eps z + b j) (iln_row d G Bv E Z).
Proof.
  intros Hk HG HB HE Hz j Hj. unfold iln_row. cbv zeta. rewrite ivget_itabv by lia.
  apply encl_add; [|apply HB; lia]. apply encl_div.
  - apply encl_mul; [apply HG; lia|]. apply (encl_token_centred d z Z Hz); lia.
  - apply encl_token_scale; auto.
Qed.

(** The rows of LN(Z) asked for are those of Z computed (the term does not name n). *)
Lemma encl_layer_norm m k d g b eps Z G Bv E MZ :
  (k <= d)%nat -> encl_vec p d g G -> encl_vec p d b Bv -> encl p eps E -> encl_mat p m d Z MZ ->
  encl_mat p m k (layer_norm d g b eps Z) (ilayer_norm m d G Bv E MZ).
Proof.
  set (n := m). assert (Hm : (m <= n)%nat) by (unfold n; lia). clearbody n.
  intros Hk HG HB HE HZ i j Hi Hj. unfold iget, ilayer_norm.
  rewrite (nth_map_seq (fun i => iln_row d G Bv E (itabv d (fun j => iget MZ i j))) n i []) by lia.
  apply (encl_ln_row k d g b eps (row Z i)); auto. apply (encl_row p n); auto; lia.
Qed.

End Networks.

(** ** Cofactors *)

Section Cofactors.
Variable p : precision.

Definition idet3 (MA : imat) : Itv.type :=
  let a i j := iget MA i j in
  Itv.add p (Itv.sub p (Itv.mul p (a 0 0)%nat (Itv.sub p (Itv.mul p (a 1 1)%nat (a 2 2)%nat) (Itv.mul p (a 1 2)%nat (a 2 1)%nat)))
                       (Itv.mul p (a 0 1)%nat (Itv.sub p (Itv.mul p (a 1 0)%nat (a 2 2)%nat) (Itv.mul p (a 1 2)%nat (a 2 0)%nat))))
            (Itv.mul p (a 0 2)%nat (Itv.sub p (Itv.mul p (a 1 0)%nat (a 2 1)%nat) (Itv.mul p (a 1 1)%nat (a 2 0)%nat))).

Lemma encl_det3 A MA : encl_mat p 3 3 A MA -> encl p (det3 A) (idet3 MA).
Proof.
  intros HA. unfold det3, idet3.
  repeat first [ apply encl_add | apply encl_sub | apply encl_mul | apply HA; lia ].
Qed.

Definition idrop_row (i : nat) (MB : imat) : imat := itab 3 3 (fun r c => iget MB (if Nat.ltb r i then r else S r) c).

Lemma encl_drop_row i B MB : encl_mat p 4 3 B MB -> encl_mat p 3 3 (drop_row i B) (idrop_row i MB).
Proof.
  intros HB r c Hr Hc. unfold idrop_row, drop_row. rewrite iget_itab by auto.
  apply HB; [destruct (Nat.ltb r i); lia | exact Hc].
Qed.

Definition icofactor4 (MB : imat) : ivec :=
  itabv 4 (fun i => Itv.mul p (Itv.power_int p (Itv.fromZ p (-1)) (Z.of_nat i)) (idet3 (idrop_row i MB))).

Lemma encl_cofactor4 k B MB : (k <= 4)%nat -> encl_mat p 4 3 B MB -> encl_vec p k (cofactor4 B) (icofactor4 MB).
Proof.
  intros Hk HB i Hi. unfold icofactor4, cofactor4. rewrite ivget_itabv by lia.
  apply encl_mul; [apply encl_pow, encl_IZR | apply encl_det3, encl_drop_row, HB].
Qed.

Definition iselect_rows (m k : nat) (S : list nat) (MA : imat) : imat := itab m k (fun i c => iget MA (nth i S 0%nat) c).

Lemma encl_select_rows m k n S A MA :
  forallb (fun i => Nat.ltb (nth i S 0%nat) n) (seq 0 m) = true -> encl_mat p n k A MA ->
  encl_mat p m k (select_rows n S A) (iselect_rows m k S MA).
Proof.
  intros HS HA i c Hi Hc. unfold iselect_rows, select_rows. rewrite iget_itab by auto.
  apply HA; [|exact Hc]. rewrite forallb_forall in HS.
  apply Nat.ltb_lt, HS, in_seq. lia.
Qed.

Definition iaugment_ones (m d : nat) (MA : imat) : imat :=
  itab m (S d) (fun i c => if Nat.eqb c d then Itv.fromZ p 1 else iget MA i c).

Lemma encl_augment_ones m k d A MA : (k <= S d)%nat -> encl_mat p m d A MA ->
  encl_mat p m k (augment_ones d A) (iaugment_ones m d MA).
Proof.
  intros Hk HA i c Hi Hc. unfold iaugment_ones, augment_ones. rewrite iget_itab by lia.
  destruct (Nat.eqb_spec c d); [apply encl_IZR | apply HA; lia].
Qed.

End Cofactors.

(** ** Literals of the counterexample files and their twins

    Every number of a counterexample file is an [f64], a dyadic rational a/2ᵏ; a
    refutation writes it as the pair [(a, k)] ([dyadic]), and its twin is the exact
    floating-point number a·2⁻ᵏ as a point interval ([idyadic]): no rounding, no division.
    One lemma per shape encloses a whole input. *)

(** The rational a/b of a statement (e.g. [1 / 2]), by an interval division. *)
Definition iq (p : precision) (a b : Z) : Itv.type := Itv.div p (Itv.fromZ p a) (Itv.fromZ p b).

Lemma encl_Q p a b : encl p (IZR a / IZR b) (iq p a b).
Proof. apply encl_div; apply encl_IZR. Qed.

Definition dyadic (q : Z * Z) : R := IZR (fst q) / IZR (2 ^ snd q).
Definition vec_dyadic (l : list (Z * Z)) : vec := vec_of (map dyadic l).
Definition mat_dyadic (l : list (list (Z * Z))) : mat := mat_of (map (map dyadic) l).
Definition mats_dyadic (l : list (list (list (Z * Z)))) : nat -> mat := mats_of (map mat_dyadic l).
Definition grid_dyadic (l : list (list (list (list (Z * Z))))) : nat -> nat -> mat := grid_of (map (map mat_dyadic) l).

Definition fdyadic (q : Z * Z) : Flt.type := Specific_ops.Float (fst q) (- snd q)%Z.
Definition idyadic (q : Z * Z) : Itv.type := Interval.Float.Ibnd (fdyadic q) (fdyadic q).
Definition ivec_dyadic (l : list (Z * Z)) : ivec := map idyadic l.
Definition imat_dyadic (l : list (list (Z * Z))) : imat := map ivec_dyadic l.
Definition imats_dyadic (l : list (list (list (Z * Z)))) : list imat := map imat_dyadic l.
Definition igrid_dyadic (l : list (list (list (list (Z * Z))))) : list (list imat) := map imats_dyadic l.

Lemma toX_fdyadic q : (0 <= snd q)%Z -> Flt.toX (fdyadic q) = Xreal (dyadic q).
Proof.
  destruct q as [a k]. unfold fdyadic, dyadic, Flt.toX, Flt.toF. simpl. intros Hk.
  unfold StdZRadix2.mantissa_sign.
  destruct k as [|k|k]; [| |lia]; destruct a as [|a|a]; simpl; unfold Basic.FtoR; simpl;
    try (f_equal; unfold Rdiv; rewrite ?Rmult_0_l, ?Rinv_1, ?Rmult_1_r; reflexivity).
  all: f_equal; unfold Rdiv; rewrite <- ?Ropp_mult_distr_l; reflexivity.
Qed.

(** The exponent [k] of a file's number is never negative (an integer is [(a, 0)]); a
    negative one encloses nothing, which the check then reports. *)
Definition dyadic_ok (q : Z * Z) : Prop := (0 <= snd q)%Z.

Lemma encl_dyadic p q : dyadic_ok q -> encl p (dyadic q) (idyadic q).
Proof. intros Hk. unfold encl, idyadic. simpl. rewrite toX_fdyadic by exact Hk. simpl. lra. Qed.

Lemma encl_vec_dyadic p n l : Forall dyadic_ok l -> encl_vec p n (vec_dyadic l) (ivec_dyadic l).
Proof.
  intros Hl. apply encl_vec_of. unfold ivec_dyadic.
  induction Hl as [|q l Hq _ IH]; simpl; constructor; auto. apply encl_dyadic, Hq.
Qed.

Lemma encl_mat_dyadic p m k l : Forall (Forall dyadic_ok) l -> encl_mat p m k (mat_dyadic l) (imat_dyadic l).
Proof.
  intros Hl. apply encl_mat_of. unfold imat_dyadic.
  induction Hl as [|r l Hr _ IH]; simpl; constructor; auto.
  unfold ivec_dyadic. induction Hr as [|q r Hq _ IHr]; simpl; constructor; auto. apply encl_dyadic, Hq.
Qed.

Lemma encl_mats_dyadic p c m k l : Forall (Forall (Forall dyadic_ok)) l -> encl_mats p c m k (mats_dyadic l) (imats_dyadic l).
Proof.
  intros Hl. apply encl_mats_of. unfold imats_dyadic.
  induction Hl as [|x l Hx _ IH]; simpl; constructor; auto. apply encl_mat_dyadic, Hx.
Qed.

Lemma encl_grid_dyadic p L c m k l : Forall (Forall (Forall (Forall dyadic_ok))) l ->
  encl_grid p L c m k (grid_dyadic l) (igrid_dyadic l).
Proof.
  intros Hl. apply encl_grid_of. unfold igrid_dyadic.
  induction Hl as [|x l Hx _ IH]; simpl; constructor; auto.
  unfold imats_dyadic. induction Hx as [|y x Hy _ IHx]; simpl; constructor; auto. apply encl_mat_dyadic, Hy.
Qed.

(** [Forall dyadic_ok] of a literal list, decided by computation. *)
Fixpoint all_exponents_ok (l : list (Z * Z)) : bool :=
  match l with [] => true | q :: r => Z.leb 0 (snd q) && all_exponents_ok r end.

Lemma dyadic_ok_list l : all_exponents_ok l = true -> Forall dyadic_ok l.
Proof.
  induction l as [|q l IH]; simpl; intros H; constructor.
  - apply Bool.andb_true_iff in H. apply Z.leb_le, H.
  - apply IH. apply Bool.andb_true_iff in H. apply H.
Qed.

(** The same for a matrix, a list of matrices and a grid of them: one computation for the
    whole literal instead of one per row. *)
Lemma Forall_of_forallb {A} (P : A -> Prop) (f : A -> bool) :
  (forall x, f x = true -> P x) -> forall l, forallb f l = true -> Forall P l.
Proof.
  intros H l. induction l as [|x l IH]; simpl; intros E; constructor;
    apply Bool.andb_true_iff in E; [apply H | apply IH]; apply E.
Qed.

Lemma dyadic_ok_lists l : forallb all_exponents_ok l = true -> Forall (Forall dyadic_ok) l.
Proof. apply Forall_of_forallb, dyadic_ok_list. Qed.

Lemma dyadic_ok_lists3 l : forallb (forallb all_exponents_ok) l = true -> Forall (Forall (Forall dyadic_ok)) l.
Proof. apply Forall_of_forallb, dyadic_ok_lists. Qed.

Lemma dyadic_ok_lists4 l :
  forallb (forallb (forallb all_exponents_ok)) l = true -> Forall (Forall (Forall (Forall dyadic_ok))) l.
Proof. apply Forall_of_forallb, dyadic_ok_lists3. Qed.

Definition ivmaximum (p : precision) (n : nat) (X : ivec) : Itv.type := imaximum p n (ivget X).
Definition ivminimum (p : precision) (n : nat) (X : ivec) : Itv.type := iminimum p n (ivget X).

Lemma encl_vmaximum p n x X : encl_vec p (Nat.max n 1) x X -> encl p (maximum n x) (ivmaximum p n X).
Proof. intros H. apply encl_maximum. exact H. Qed.

Lemma encl_vminimum p n x X : encl_vec p (Nat.max n 1) x X -> encl p (minimum n x) (ivminimum p n X).
Proof. intros H. apply encl_minimum. exact H. Qed.
