(** * The path decomposition of a self-attention network (Dong et al. 2021, as seed 002 describes it)

    "A depth-L, H-head self-attention network's output is a sum over paths, each path a
    choice of one head per layer, each term a single-head deep network. Turn skip
    connections on and a path may also choose to skip a layer, so the number of paths of
    length l becomes C(L,l)·H^l." (seed 002, The account, first paragraph)

    The same objects are in the Rust suite's [src/math/paths.rs]:

    - a path is a list of choices, one per layer in layer order: [Some h] (head h, 0-based)
      or [None] (the layer is skipped, only with skip connections); [all_paths L H skip]
      lists them in the suite's order (lexicographic, skip first);
    - [path_length p]: the number of layers the path does not skip;
    - [binomial n k]: C(n, k), computed as the suite computes it
      (Π_{i<k} (n − i)/(i + 1) in integer arithmetic, 0 for k > n); [binomial_pascal] shows
      it is Pascal's triangle;
    - [path_term n d P WV p X] = P_p X W_p with P_p = P^L_{h_L} ⋯ P^1_{h_1} and
      W_p = W^1_{h_1} ⋯ W^L_{h_L}, a skipped layer contributing nothing, computed layer by
      layer as T ↦ (P^l_h T) W^l_h;
    - [bias_term d H skip WV b L] = c_L: c₀ = 0, c_lᵀ = c_{l−1}ᵀ (Σₕ W^l_h [+ I]) + b_lᵀ;
    - [path_sum ...] = Σ_{paths p} P_p X W_p + 1ₙ c_Lᵀ;
    - [san_attentions ...] l h: the attention matrix of head h in layer l + 1 of the forward
      pass, softmax(τ X_l W_Q W_Kᵀ X_lᵀ) of that layer's input X_l.

    The facts proved here: the decomposition X_L = Σ_p P_p X W_p + 1ₙ c_Lᵀ for every
    network ([san_path_decomposition]), the counts H^L and C(L, l)·H^l ([all_paths_count],
    [all_paths_count_length]), and, for the skip-connection claim, that a residual layer
    which adds the same row to every token leaves Dong et al.'s residual res(X) (token
    mean) unchanged ([san_skip_residual_preserved]). *)

From Coq Require Import Reals Lra Lia List.
From Lemmacheck Require Import Sums Matrices Norms Softmax SoftmaxFacts Res Residuals San.
Import ListNotations.
Open Scope R_scope.

(** ** Paths and their enumeration *)

Definition path := list (option nat).

(** The choices of one layer: skip it (with skip connections), or one of the heads. *)
Definition choices (H : nat) (skip : bool) : list (option nat) :=
  (if skip then [None] else []) ++ map Some (seq 0 H).

(** Every path through [L] layers of [H] heads, each path extended by one choice for the
    next layer (the suite's [all_paths]). *)
Fixpoint all_paths (L H : nat) (skip : bool) : list path :=
  match L with
  | O => [[]]
  | S k => flat_map (fun p => map (fun c => p ++ [c]) (choices H skip)) (all_paths k H skip)
  end.

Definition is_head (c : option nat) : bool := match c with Some _ => true | None => false end.

(** The number of layers a path does not skip. *)
Definition path_length (p : path) : nat := length (filter is_head p).

(** C(n, k) as the suite computes it: 0 for k > n, else the fold
    acc ↦ acc·(n − i)/(i + 1) over i = 0, ..., k − 1 from 1 (integer division). *)
Definition binomial (n k : nat) : nat :=
  if Nat.ltb n k then 0%nat
  else fold_left (fun acc i => (acc * (n - i) / (i + 1))%nat) (seq 0 k) 1%nat.

(** Pascal's triangle. *)
Fixpoint pascal (n k : nat) : nat :=
  match n, k with
  | _, O => 1%nat
  | O, S _ => 0%nat
  | S m, S j => (pascal m j + pascal m (S j))%nat
  end.

(** ** The terms of the decomposition *)

(** One layer of a path: T ↦ (P^l_h T) W^l_h for head h, T for a skipped layer. *)
Definition path_step (n d : nat) (P WV : nat -> nat -> mat) (l : nat) (c : option nat) (T : mat) : mat :=
  match c with
  | None => T
  | Some h => mmul d (mmul n (P l h) T) (WV l h)
  end.

Fixpoint path_term_from (n d : nat) (P WV : nat -> nat -> mat) (l : nat) (p : path) (T : mat) : mat :=
  match p with
  | [] => T
  | c :: q => path_term_from n d P WV (S l) q (path_step n d P WV l c T)
  end.

(** P_p X W_p, the layers of [p] applied from the first. *)
Definition path_term (n d : nat) (P WV : nat -> nat -> mat) (p : path) (X : mat) : mat :=
  path_term_from n d P WV 0 p X.

(** c_L: c₀ = 0, (c_l)ⱼ = (b_l)ⱼ [+ (c_{l−1})ⱼ] + Σₕ Σₖ (c_{l−1})ₖ (W^l_h)ₖⱼ. *)
Fixpoint bias_term (d H : nat) (skip : bool) (WV : nat -> nat -> mat) (b : mat) (L : nat) : vec :=
  match L with
  | O => fun _ => 0
  | S l =>
      let c := bias_term d H skip WV b l in
      fun j => b l j + (if skip then c j else 0) + sum H (fun h => sum d (fun k => c k * WV l h k j))
  end.

(** The sum of [f x] over the elements of a list. *)
Definition lsum {A : Type} (f : A -> R) (xs : list A) : R := fold_right (fun x acc => f x + acc) 0 xs.

(** Σ_{paths p} P_p X W_p + 1ₙ c_Lᵀ. *)
Definition path_sum (n d L H : nat) (skip : bool) (P WV : nat -> nat -> mat) (b X : mat) : mat :=
  fun i j => bias_term d H skip WV b L j + lsum (fun p => path_term n d P WV p X i j) (all_paths L H skip).

(** The attention matrices of the forward pass: head [h] of layer [l + 1] applied to that
    layer's input X_l. *)
Definition san_attentions (n d d_qk H : nat) (tau : R) (skip : bool) (WQ WK WV : nat -> nat -> mat) (b X : mat) :
    nat -> nat -> mat :=
  fun l h => san_attention n d d_qk tau (san n d d_qk H tau skip WQ WK WV b X l) (WQ l h) (WK l h).

(** ** Sums over lists *)

Lemma lsum_app {A} (f : A -> R) xs ys : lsum f (xs ++ ys) = lsum f xs + lsum f ys.
Proof. induction xs; simpl; [ring|]. rewrite IHxs. ring. Qed.

Lemma lsum_map {A B} (f : B -> R) (g : A -> B) xs : lsum f (map g xs) = lsum (fun x => f (g x)) xs.
Proof. induction xs; simpl; [reflexivity|]. rewrite IHxs. reflexivity. Qed.

Lemma lsum_flat_map {A B} (f : B -> R) (g : A -> list B) xs :
  lsum f (flat_map g xs) = lsum (fun x => lsum f (g x)) xs.
Proof. induction xs; simpl; [reflexivity|]. rewrite lsum_app, IHxs. reflexivity. Qed.

Lemma lsum_ext_in {A} (f g : A -> R) xs : (forall x, In x xs -> f x = g x) -> lsum f xs = lsum g xs.
Proof.
  induction xs as [|x xs IH]; intros H; simpl; [reflexivity|].
  rewrite H by (left; reflexivity). rewrite IH by (intros; apply H; right; assumption). reflexivity.
Qed.

Lemma lsum_ext {A} (f g : A -> R) xs : (forall x, f x = g x) -> lsum f xs = lsum g xs.
Proof. intros H. apply lsum_ext_in. intros. apply H. Qed.

Lemma lsum_plus {A} (f g : A -> R) xs : lsum (fun x => f x + g x) xs = lsum f xs + lsum g xs.
Proof. induction xs; simpl; [ring|]. rewrite IHxs. ring. Qed.

Lemma lsum_scal_l {A} c (f : A -> R) xs : lsum (fun x => c * f x) xs = c * lsum f xs.
Proof. induction xs; simpl; [ring|]. rewrite IHxs. ring. Qed.

Lemma lsum_scal_r {A} c (f : A -> R) xs : lsum (fun x => f x * c) xs = lsum f xs * c.
Proof. induction xs; simpl; [ring|]. rewrite IHxs. ring. Qed.

Lemma lsum_sum_swap {A} k (f : A -> nat -> R) xs :
  lsum (fun x => sum k (fun m => f x m)) xs = sum k (fun m => lsum (fun x => f x m) xs).
Proof.
  induction xs as [|x xs IH]; simpl.
  - symmetry. apply sum_zero.
  - rewrite IH, <- sum_plus. reflexivity.
Qed.

Lemma lsum_swap {A B} (f : A -> B -> R) xs ys :
  lsum (fun x => lsum (fun y => f x y) ys) xs = lsum (fun y => lsum (fun x => f x y) xs) ys.
Proof.
  induction xs as [|x xs IH]; simpl.
  - induction ys; simpl; [reflexivity|]. rewrite <- IHys. ring.
  - rewrite IH, <- lsum_plus. reflexivity.
Qed.

Lemma lsum_seq (f : nat -> R) H : lsum f (seq 0 H) = sum H f.
Proof.
  induction H as [|H IH]; [reflexivity|].
  rewrite seq_S, lsum_app, IH. simpl. ring.
Qed.

Lemma lsum_choices (f : option nat -> R) H skip :
  lsum f (choices H skip) = (if skip then f None else 0) + sum H (fun h => f (Some h)).
Proof.
  unfold choices. rewrite lsum_app, lsum_map, lsum_seq.
  destruct skip; simpl; ring.
Qed.

(** ** The decomposition *)

Lemma path_term_from_app n d P WV l p q T :
  path_term_from n d P WV l (p ++ q) T = path_term_from n d P WV (l + length p) q (path_term_from n d P WV l p T).
Proof.
  revert l T. induction p as [|c p IH]; intros l T; simpl.
  - rewrite Nat.add_0_r. reflexivity.
  - rewrite IH. f_equal. lia.
Qed.

Lemma all_paths_length L H skip p : In p (all_paths L H skip) -> length p = L.
Proof.
  revert p. induction L as [|L IH]; intros p Hp; simpl in Hp.
  - destruct Hp as [<-|[]]. reflexivity.
  - apply in_flat_map in Hp. destruct Hp as [q [Hq Hp]].
    apply in_map_iff in Hp. destruct Hp as [c [<- _]].
    rewrite app_length, IH by exact Hq. simpl. lia.
Qed.

Lemma path_term_snoc n d P WV p c X :
  path_term n d P WV (p ++ [c]) X = path_step n d P WV (length p) c (path_term n d P WV p X).
Proof. unfold path_term. rewrite path_term_from_app. reflexivity. Qed.

(** One layer of a path is linear: applied to a sum of matrices, it gives the sum. *)
Lemma path_step_lsum {A} n d P WV l c (F : A -> mat) xs i j :
  lsum (fun x => path_step n d P WV l c (F x) i j) xs
  = path_step n d P WV l c (fun i j => lsum (fun x => F x i j) xs) i j.
Proof.
  destruct c as [h|]; simpl; [|reflexivity].
  unfold mmul. rewrite lsum_sum_swap. apply sum_ext. intros k _.
  rewrite lsum_scal_r. f_equal. rewrite lsum_sum_swap. apply sum_ext. intros m _.
  apply lsum_scal_l.
Qed.

(** P (1ₙ cᵀ + S) W = 1ₙ (cᵀ W) + P S W when every row of P sums to 1. *)
Lemma head_of_shifted n d (P Wv S : mat) (c : vec) i j :
  sum n (fun m => P i m) = 1 ->
  mmul d (mmul n P (fun i j => c j + S i j)) Wv i j
  = sum d (fun k => c k * Wv k j) + mmul d (mmul n P S) Wv i j.
Proof.
  intros Hrow. unfold mmul. rewrite <- sum_plus. apply sum_ext. intros k _.
  replace (sum n (fun l => P i l * (c k + S l k))) with (c k * sum n (fun l => P i l) + sum n (fun l => P i l * S l k)).
  - rewrite Hrow. ring.
  - rewrite <- sum_scal_l, <- sum_plus. apply sum_ext. intros. ring.
Qed.

Lemma san_attention_row_sum n d d_qk tau Y WQ WK i :
  (1 <= n)%nat -> sum n (fun m => san_attention n d d_qk tau Y WQ WK i m) = 1.
Proof. intros Hn. unfold san_attention, softm_rows. apply softm_sum. lia. Qed.

(** The decomposition, for every network and every entry: X_L = Σ_p P_p X W_p + 1ₙ c_Lᵀ
    with the attention matrices of the forward pass. *)
Theorem san_path_decomposition n d d_qk H tau skip WQ WK WV b X L :
  (1 <= n)%nat ->
  forall i j, san n d d_qk H tau skip WQ WK WV b X L i j
    = path_sum n d L H skip (san_attentions n d d_qk H tau skip WQ WK WV b X) WV b X i j.
Proof.
  intros Hn. set (P := san_attentions n d d_qk H tau skip WQ WK WV b X).
  induction L as [|L IH]; intros i j.
  - unfold path_sum. simpl. unfold path_term. simpl. ring.
  - set (S0 := fun i j => lsum (fun p => path_term n d P WV p X i j) (all_paths L H skip)).
    assert (HX : forall i j, san n d d_qk H tau skip WQ WK WV b X L i j = bias_term d H skip WV b L j + S0 i j)
      by exact IH.
    (* the sum over the paths of depth L + 1 *)
    assert (HS : lsum (fun p => path_term n d P WV p X i j) (all_paths (S L) H skip)
                 = (if skip then S0 i j else 0)
                   + sum H (fun h => mmul d (mmul n (P L h) S0) (WV L h) i j)).
    { simpl all_paths. rewrite lsum_flat_map.
      rewrite (lsum_ext_in _ (fun p => lsum (fun c => path_step n d P WV L c (path_term n d P WV p X) i j) (choices H skip))).
      2: { intros p Hp. rewrite lsum_map. apply lsum_ext. intros c.
           rewrite path_term_snoc, (all_paths_length L H skip p Hp). reflexivity. }
      rewrite lsum_swap.
      rewrite (lsum_ext _ (fun c => path_step n d P WV L c S0 i j)).
      2: { intros c. apply path_step_lsum. }
      rewrite lsum_choices. reflexivity. }
    unfold path_sum. rewrite HS. simpl san. cbv zeta.
    unfold self_attention, row, san_head.
    assert (Hh : forall h, mmul d (mmul n (san_attention n d d_qk tau (san n d d_qk H tau skip WQ WK WV b X L) (WQ L h) (WK L h))
                              (san n d d_qk H tau skip WQ WK WV b X L)) (WV L h) i j
                  = sum d (fun k => bias_term d H skip WV b L k * WV L h k j) + mmul d (mmul n (P L h) S0) (WV L h) i j).
    { intros h. rewrite <- head_of_shifted by (apply san_attention_row_sum, Hn).
      unfold mmul. apply sum_ext. intros k _. f_equal. apply sum_ext. intros m _.
      rewrite HX. reflexivity. }
    simpl bias_term. cbv zeta.
    destruct skip; [unfold madd; rewrite HX|]; cbv beta;
      rewrite (sum_ext H _ _ (fun h _ => Hh h)), sum_plus; ring.
Qed.

(** ** The counts *)

Lemma length_flat_map {A B} (g : A -> list B) xs : length (flat_map g xs) = list_sum (map (fun x => length (g x)) xs).
Proof. induction xs; simpl; [reflexivity|]. rewrite app_length, IHxs. reflexivity. Qed.

Lemma length_filter_flat_map {A B} (f : B -> bool) (g : A -> list B) xs :
  length (filter f (flat_map g xs)) = list_sum (map (fun x => length (filter f (g x))) xs).
Proof. induction xs; simpl; [reflexivity|]. rewrite filter_app, app_length, IHxs. reflexivity. Qed.

(** Without skip connections there are H^L paths. *)
Theorem all_paths_count L H : length (all_paths L H false) = (H ^ L)%nat.
Proof.
  induction L as [|L IH]; [reflexivity|]. simpl all_paths. rewrite length_flat_map.
  rewrite (map_ext _ (fun _ => H)).
  2: { intros p. rewrite map_length. unfold choices. simpl. rewrite map_length, seq_length. reflexivity. }
  change (H ^ S L)%nat with (H * H ^ L)%nat. rewrite <- IH.
  generalize (all_paths L H false). intros ps.
  induction ps; simpl; [lia|]. rewrite IHps. lia.
Qed.

Lemma path_length_snoc p c : path_length (p ++ [c]) = (path_length p + if is_head c then 1 else 0)%nat.
Proof. unfold path_length. rewrite filter_app, app_length. destruct c; reflexivity. Qed.

Lemma length_filter_const {A} (f : A -> bool) xs v :
  (forall x, In x xs -> f x = v) -> length (filter f xs) = if v then length xs else 0%nat.
Proof.
  induction xs as [|x xs IH]; intros H; simpl; [destruct v; reflexivity|].
  rewrite H by (left; reflexivity).
  assert (IH' := IH (fun y Hy => H y (or_intror Hy))).
  destruct v; simpl; rewrite IH'; reflexivity.
Qed.

Lemma list_sum_indicator {A} (f : A -> bool) xs :
  list_sum (map (fun x => if f x then 1%nat else 0%nat) xs) = length (filter f xs).
Proof. induction xs as [|x xs IH]; simpl; [reflexivity|]. rewrite IH. destruct (f x); reflexivity. Qed.

Lemma list_sum_map_plus {A} (f g : A -> nat) xs :
  list_sum (map (fun x => f x + g x)%nat xs) = (list_sum (map f xs) + list_sum (map g xs))%nat.
Proof. induction xs; simpl; [reflexivity|]. rewrite IHxs. lia. Qed.

Lemma list_sum_map_scal {A} c (f : A -> nat) xs :
  list_sum (map (fun x => c * f x)%nat xs) = (c * list_sum (map f xs))%nat.
Proof. induction xs; simpl; [lia|]. rewrite IHxs. lia. Qed.

(** The number of paths of length [len] through [L] layers with skip connections. *)
Definition count_length (L H len : nat) : nat :=
  length (filter (fun p => Nat.eqb (path_length p) len) (all_paths L H true)).

Lemma count_length_succ L H len :
  count_length (S L) H len
  = (count_length L H len + H * match len with O => O | S k => count_length L H k end)%nat.
Proof.
  unfold count_length. simpl all_paths. rewrite length_filter_flat_map.
  rewrite (map_ext _ (fun p => (if Nat.eqb (path_length p) len then 1 else 0)
                               + H * (if Nat.eqb (path_length p) (Nat.pred len) then (match len with O => 0 | S _ => 1 end) else 0))%nat).
  2: { intros p. unfold choices. cbn [app map]. rewrite map_map. cbn [filter].
       rewrite path_length_snoc, Nat.add_0_r.
       assert (HF : length (filter (fun q => Nat.eqb (path_length q) len) (map (fun h => p ++ [Some h]) (seq 0 H)))
                    = if Nat.eqb (S (path_length p)) len then H else 0%nat).
       { rewrite (length_filter_const _ _ (Nat.eqb (S (path_length p)) len)).
         - rewrite map_length, seq_length. reflexivity.
         - intros x Hx. apply in_map_iff in Hx. destruct Hx as [h [<- _]].
           rewrite path_length_snoc. cbn [is_head]. rewrite Nat.add_1_r. reflexivity. }
       destruct (Nat.eqb (path_length p) len); [cbn [length]|]; rewrite HF;
         destruct len as [|k]; cbn [Nat.pred Nat.eqb];
         repeat match goal with |- context [if ?c then _ else _] => destruct c end; lia. }
  rewrite list_sum_map_plus, list_sum_map_scal, list_sum_indicator.
  f_equal. f_equal. destruct len as [|k].
  - simpl. clear. induction (all_paths L H true); simpl; [reflexivity|].
    destruct (Nat.eqb (path_length a) 0); exact IHl.
  - simpl. apply list_sum_indicator.
Qed.

Lemma pascal_0 n : pascal n 0 = 1%nat.
Proof. destruct n; reflexivity. Qed.

(** Pascal's triangle vanishes above the diagonal. *)
Lemma pascal_above n k : (n < k)%nat -> pascal n k = 0%nat.
Proof.
  revert k. induction n as [|n IH]; intros k Hk; destruct k as [|k]; try lia; simpl; [reflexivity|].
  rewrite !IH by lia. reflexivity.
Qed.

(** With skip connections, C(L, l)·H^l paths of length l (Pascal's form). *)
Lemma count_length_pascal L H len : count_length L H len = (pascal L len * H ^ len)%nat.
Proof.
  revert len. induction L as [|L IH]; intros len.
  - destruct len; reflexivity.
  - rewrite count_length_succ. destruct len as [|k].
    + rewrite IH, !pascal_0. simpl. lia.
    + rewrite !IH. simpl pascal. simpl Nat.pow. ring.
Qed.

(** C(n, k + 1)·(k + 1) = C(n, k)·(n − k). *)
Lemma pascal_succ_mul n k : (pascal n (S k) * S k = pascal n k * (n - k))%nat.
Proof.
  revert k. induction n as [|m IH]; intros k.
  - simpl. destruct k; simpl; lia.
  - destruct k as [|j].
    + pose proof (IH O) as H0. rewrite pascal_0 in H0.
      change (pascal (S m) 1) with (pascal m 0 + pascal m 1)%nat. rewrite pascal_0, pascal_0. lia.
    + change (pascal (S m) (S (S j))) with (pascal m (S j) + pascal m (S (S j)))%nat.
      change (pascal (S m) (S j)) with (pascal m j + pascal m (S j))%nat.
      pose proof (IH j) as H1. pose proof (IH (S j)) as H2.
      destruct (Nat.lt_ge_cases m (S j)) as [Hlt|Hge].
      * rewrite (pascal_above m (S j)) by exact Hlt.
        rewrite (pascal_above m (S (S j))) by lia.
        replace (S m - S j)%nat with 0%nat by lia. lia.
      * replace (S m - S j)%nat with (m - j)%nat by lia.
        replace (m - j)%nat with (S (m - S j))%nat in * by lia. nia.
Qed.

(** The suite's fold is Pascal's triangle. *)
Lemma binomial_pascal n k : binomial n k = pascal n k.
Proof.
  unfold binomial. destruct (Nat.ltb_spec n k) as [Hlt|Hge].
  - symmetry. apply pascal_above, Hlt.
  - clear Hge. induction k as [|k IH]; [rewrite pascal_0; reflexivity|].
    rewrite seq_S, fold_left_app, IH. simpl.
    rewrite <- pascal_succ_mul. rewrite Nat.add_1_r. apply Nat.div_mul. lia.
Qed.

(** With skip connections, C(L, l)·H^l paths of length l. *)
Theorem all_paths_count_length L H len :
  length (filter (fun p => Nat.eqb (path_length p) len) (all_paths L H true)) = (binomial L len * H ^ len)%nat.
Proof. rewrite binomial_pascal. apply count_length_pascal. Qed.

(** ** Residual layers that add the same row to every token (the skip-connection claim)

    res(H + 1ₙcᵀ) = res(H): the token mean moves by c. Dong's composite norm reads only the
    entries i < n, j < d. So when every layer's self-attention output is the same row for
    every token, X_l = X + 1ₙ(Σ rows)ᵀ and ‖res(X_l)‖_{1,∞} = ‖res(X)‖_{1,∞}. *)

Lemma max_column_sum_ext m k A B :
  (forall i j, (i < m)%nat -> (j < k)%nat -> A i j = B i j) -> max_column_sum m k A = max_column_sum m k B.
Proof.
  intros H. unfold max_column_sum. apply bigmax_ext. intros j Hj. apply sum_ext. intros i Hi.
  rewrite H by assumption. reflexivity.
Qed.

Lemma max_row_sum_ext m k A B :
  (forall i j, (i < m)%nat -> (j < k)%nat -> A i j = B i j) -> max_row_sum m k A = max_row_sum m k B.
Proof.
  intros H. unfold max_row_sum. apply bigmax_ext. intros i Hi. apply sum_ext. intros j Hj.
  rewrite H by assumption. reflexivity.
Qed.

Lemma composite_1_inf_ext m k A B :
  (forall i j, (i < m)%nat -> (j < k)%nat -> A i j = B i j) -> composite_1_inf m k A = composite_1_inf m k B.
Proof.
  intros H. unfold composite_1_inf. rewrite (max_column_sum_ext m k A B H), (max_row_sum_ext m k A B H).
  reflexivity.
Qed.

Lemma res_mean_shift n d (Z Z' : mat) (c : vec) :
  (1 <= n)%nat -> (forall i j, (j < d)%nat -> Z' i j = Z i j + c j) ->
  forall i j, (j < d)%nat -> res_mean n Z' i j = res_mean n Z i j.
Proof.
  intros Hn HZ i j Hj. unfold res_mean, msub, outer, ones, token_mean.
  rewrite (sum_ext n (fun k => Z' k j) (fun k => Z k j + c j)) by (intros; apply HZ, Hj).
  rewrite sum_plus, sum_const, HZ by exact Hj.
  assert (INR n <> 0) by (apply not_0_INR; lia).
  field. exact H.
Qed.

(** A SAN with skip connections in which layer [k + 1]'s self-attention output is, for
    every k < L, the same row for every token keeps ‖res(X_l)‖_{1,∞} = ‖res(X)‖_{1,∞}
    for l ≤ L. *)
Theorem san_skip_residual_preserved n d d_qk H tau WQ WK WV b X L :
  (1 <= n)%nat ->
  (forall k, (k < L)%nat -> forall i j, (j < d)%nat ->
     self_attention n d d_qk H tau (WQ k) (WK k) (WV k) (row b k) (san n d d_qk H tau true WQ WK WV b X k) i j
     = self_attention n d d_qk H tau (WQ k) (WK k) (WV k) (row b k) (san n d d_qk H tau true WQ WK WV b X k) 0%nat j) ->
  forall l, (l <= L)%nat ->
    composite_1_inf n d (res_mean n (san n d d_qk H tau true WQ WK WV b X l)) = composite_1_inf n d (res_mean n X).
Proof.
  intros Hn Hrow.
  assert (Hshift : forall l, (l <= L)%nat -> exists c : vec, forall i j, (j < d)%nat ->
            san n d d_qk H tau true WQ WK WV b X l i j = X i j + c j).
  { induction l as [|l IH]; intros Hl.
    - exists (fun _ => 0). intros. simpl. ring.
    - destruct IH as [c Hc]; [lia|].
      exists (fun j => self_attention n d d_qk H tau (WQ l) (WK l) (WV l) (row b l) (san n d d_qk H tau true WQ WK WV b X l) 0%nat j + c j).
      intros i j Hj. simpl san. cbv zeta. unfold madd. rewrite Hrow, Hc by (lia || exact Hj). ring. }
  intros l Hl. destruct (Hshift l Hl) as [c Hc].
  apply composite_1_inf_ext. intros i j Hi Hj. exact (res_mean_shift n d X _ c Hn Hc i j Hj).
Qed.

(** A layer whose value weights are 0 (on the d × d block read) adds only its bias: its
    self-attention output is the same row, bᵀ, for every token. *)
Lemma self_attention_values_zero n d d_qk H tau WQ WK WV (c : vec) Y :
  (forall h m j, (h < H)%nat -> (m < d)%nat -> (j < d)%nat -> WV h m j = 0) ->
  forall i j, (j < d)%nat ->
    self_attention n d d_qk H tau WQ WK WV c Y i j = self_attention n d d_qk H tau WQ WK WV c Y 0%nat j.
Proof.
  intros HV.
  assert (H0 : forall i j, (j < d)%nat -> sum H (fun h => san_head n d d_qk tau Y (WQ h) (WK h) (WV h) i j) = 0).
  { intros i j Hj. rewrite <- (sum_zero H). apply sum_ext. intros h Hh.
    unfold san_head, mmul. rewrite <- (sum_zero d). apply sum_ext. intros m Hm.
    rewrite HV by assumption. ring. }
  intros i j Hj. unfold self_attention. rewrite !H0 by exact Hj. reflexivity.
Qed.
