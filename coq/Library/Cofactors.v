(** * Cofactor vectors: deciding "Y = Z M + 1 b̃ᵀ for some M, b̃" without a tolerance

    For B ∈ ℝ⁴ˣ³ the cofactor vector uᵢ = (−1)ⁱ det(B without row i) satisfies
    Σᵢ uᵢ Bᵢc = 0 for every column c (the determinant of B with one column repeated): a left
    null vector, exact. With B = [Z_S, 1] for four tokens S of a matrix Z with two
    features, every Y = Z M + 1 b̃ᵀ has Σᵢ uᵢ Y_{Sᵢ,j} = 0: a non-zero value refutes the
    existence of M and b̃. The Rust suite computes the same ([src/math/rank.rs]): sets of
    d + 2 tokens in lexicographic order ([subsets]), determinants by Laplace expansion along
    the first row. *)

From Coq Require Import Reals Lra Lia List.
From Lemmacheck Require Import Sums Matrices.
Import ListNotations.
Open Scope R_scope.

(** det of a 3 × 3 matrix, expanded along its first row. *)
Definition det3 (A : mat) : R :=
  A 0%nat 0%nat * (A 1%nat 1%nat * A 2%nat 2%nat - A 1%nat 2%nat * A 2%nat 1%nat)
  - A 0%nat 1%nat * (A 1%nat 0%nat * A 2%nat 2%nat - A 1%nat 2%nat * A 2%nat 0%nat)
  + A 0%nat 2%nat * (A 1%nat 0%nat * A 2%nat 1%nat - A 1%nat 1%nat * A 2%nat 0%nat).

(** B without its row [i]. *)
Definition drop_row (i : nat) (B : mat) : mat := fun r c => B (if Nat.ltb r i then r else S r) c.

(** uᵢ = (−1)ⁱ det(B without row i), for B with four rows and three columns. *)
Definition cofactor4 (B : mat) : vec := fun i => (-1) ^ i * det3 (drop_row i B).

Lemma cofactor4_orth (B : mat) (c : nat) : (c < 3)%nat -> sum 4 (fun i => cofactor4 B i * B i c) = 0.
Proof.
  intros Hc. unfold cofactor4, drop_row, det3. simpl.
  destruct c as [|[|[|c]]]; [ring | ring | ring | lia].
Qed.

(** The rows [S] of an [n]-row matrix ([n] documents the size the rows are taken from). *)
Definition select_rows (n : nat) (S : list nat) (A : mat) : mat := fun i c => A (nth i S 0%nat) c.

(** [A] with a column of ones appended after its [d] columns. *)
Definition augment_ones (d : nat) (A : mat) : mat := fun i c => if Nat.eqb c d then 1 else A i c.

(** The [r]-element subsets of [0, ..., n-1] in lexicographic order. *)
Fixpoint subsets (n r : nat) : list (list nat) :=
  match r with
  | O => [[]]
  | S r' =>
      match n with
      | O => []
      | S n' => map (cons 0%nat) (map (map S) (subsets n' r')) ++ map (map S) (subsets n' r)
      end
  end.

Lemma subsets_below n r : forall l, In l (subsets n r) -> forall x, In x l -> (x < n)%nat.
Proof.
  revert r. induction n as [|n IH]; intros [|r] l Hl x Hx; simpl in Hl.
  - destruct Hl as [<-|[]]; destruct Hx.
  - destruct Hl.
  - destruct Hl as [<-|[]]; destruct Hx.
  - apply in_app_or in Hl. destruct Hl as [Hl|Hl].
    + apply in_map_iff in Hl. destruct Hl as [l' [<- Hl']]. apply in_map_iff in Hl'.
      destruct Hl' as [l'' [<- Hl'']].
      destruct Hx as [<-|Hx]; [lia|]. apply in_map_iff in Hx. destruct Hx as [y [<- Hy]].
      specialize (IH _ _ Hl'' _ Hy). lia.
    + apply in_map_iff in Hl. destruct Hl as [l' [<- Hl']]. apply in_map_iff in Hx.
      destruct Hx as [y [<- Hy]]. specialize (IH _ _ Hl' _ Hy). lia.
Qed.

Lemma subsets_length n r : forall l, In l (subsets n r) -> length l = r.
Proof.
  revert r. induction n as [|n IH]; intros [|r] l Hl; simpl in Hl.
  - destruct Hl as [<-|[]]. reflexivity.
  - destruct Hl.
  - destruct Hl as [<-|[]]. reflexivity.
  - apply in_app_or in Hl. destruct Hl as [Hl|Hl].
    + apply in_map_iff in Hl. destruct Hl as [l' [<- Hl']]. apply in_map_iff in Hl'.
      destruct Hl' as [l'' [<- Hl'']]. simpl. rewrite map_length. f_equal. apply (IH r), Hl''.
    + apply in_map_iff in Hl. destruct Hl as [l' [<- Hl']]. rewrite map_length. apply (IH (S r)), Hl'.
Qed.

Lemma subset_entry_below n r k i :
  (k < length (subsets n r))%nat -> (i < r)%nat -> (nth i (nth k (subsets n r) []) 0 < n)%nat.
Proof.
  intros Hk Hi. pose proof (nth_In _ [] Hk) as Hl.
  apply (subsets_below n r _ Hl). apply nth_In. rewrite (subsets_length n r _ Hl). exact Hi.
Qed.

(** If the four rows [S] of [Y] are [Z M + 1 b̃ᵀ] in column [j] ([Z] with two columns),
    the cofactor vector of [[Z_S, 1]] annihilates them. *)
Lemma cofactor4_kills_span (n : nat) (S : list nat) (Z Y M : mat) (bt : vec) (j : nat) :
  (forall i, (i < 4)%nat -> Y (nth i S 0%nat) j = sum 2 (fun t => Z (nth i S 0%nat) t * M t j) + 1 * bt j) ->
  sum 4 (fun i => cofactor4 (augment_ones 2 (select_rows n S Z)) i * select_rows n S Y i j) = 0.
Proof.
  intros HY. set (B := augment_ones 2 (select_rows n S Z)).
  assert (E : forall i, (i < 4)%nat -> select_rows n S Y i j = B i 0%nat * M 0%nat j + B i 1%nat * M 1%nat j + B i 2%nat * bt j).
  { intros i Hi. unfold select_rows at 1. rewrite HY by exact Hi. unfold B, augment_ones, select_rows. simpl. ring. }
  rewrite (sum_ext 4 _ (fun i => M 0%nat j * (cofactor4 B i * B i 0%nat) + M 1%nat j * (cofactor4 B i * B i 1%nat)
                                  + bt j * (cofactor4 B i * B i 2%nat)))
    by (intros i Hi; rewrite E by exact Hi; ring).
  rewrite !sum_plus, !sum_scal_l, !cofactor4_orth by lia. ring.
Qed.
