(** * Vectors and matrices with their sizes as parameters

    A vector of length [n] is a function [nat -> R] read at [0, ..., n-1]; an [m x k]
    matrix is a function [nat -> nat -> R] read at rows [0, ..., m-1] and columns
    [0, ..., k-1]. Entries outside the stated size are never read, so every definition below
    takes the sizes it needs. Concrete vectors and matrices are written with [vec_of] and
    [mat_of] from lists of rows, as the counterexample files print them. *)

From Coq Require Import Reals List.
From Lemmacheck Require Import Sums.
Import ListNotations.
Open Scope R_scope.

Definition vec := nat -> R.
Definition mat := nat -> nat -> R.

(** Concrete values: the list of entries, or the list of rows (missing entries read 0). *)
Definition vec_of (entries : list R) : vec := fun i => nth i entries 0.
Definition mat_of (rows : list (list R)) : mat := fun i j => nth j (nth i rows []) 0.

(** 1ₙ, the all-ones vector ("a length-n vector where all entries are ones", §3.1). *)
Definition ones : vec := fun _ => 1.

Definition vadd (x y : vec) : vec := fun i => x i + y i.
Definition vsub (x y : vec) : vec := fun i => x i - y i.
Definition vscale (c : R) (x : vec) : vec := fun i => c * x i.

Definition madd (A B : mat) : mat := fun i j => A i j + B i j.
Definition msub (A B : mat) : mat := fun i j => A i j - B i j.
Definition mscale (c : R) (A : mat) : mat := fun i j => c * A i j.
Definition transpose (A : mat) : mat := fun i j => A j i.

(** The product of an [m x k] matrix and a [k x p] matrix: only the inner size [k] matters. *)
Definition mmul (k : nat) (A B : mat) : mat := fun i j => sum k (fun l => A i l * B l j).

(** x yᵀ, the outer product (e.g. 1ₙ yᵀ in Definition 3.4). *)
Definition outer (x y : vec) : mat := fun i j => x i * y j.

(** diag(x): "a diagonal matrix where i,i-th entry on diagonal is xᵢ" (§3.1). *)
Definition diag (x : vec) : mat := fun i j => if Nat.eqb i j then x i else 0.

(** The identity matrix. *)
Definition identity : mat := diag ones.

(** Row [i] of a matrix, as a vector. *)
Definition row (A : mat) (i : nat) : vec := fun j => A i j.

(** Column [j] of a matrix, as a vector. *)
Definition col (A : mat) (j : nat) : vec := fun i => A i j.

(** A vector as a one-column matrix (e.g. D1 in Eq. (12) of Dong et al.). *)
Definition column (x : vec) : mat := fun i _ => x i.

(** The zero matrix. *)
Definition zero_mat : mat := fun _ _ => 0.

(** Entrywise maps used by the papers' networks. *)
Definition mmap (f : R -> R) (A : mat) : mat := fun i j => f (A i j).

(** Several matrices indexed by a number (the heads of a layer: [W h] for head [h]), and a
    grid of them (layer [l], head [h]: [W l h]), written from lists as the counterexample
    files print them (a missing entry reads as the zero matrix). *)
Definition mats_of (ms : list mat) : nat -> mat := fun h => nth h ms zero_mat.
Definition grid_of (g : list (list mat)) : nat -> nat -> mat := fun l => mats_of (nth l g []).

(** f applied to every entry of a vector (e.g. the diagonal e^D of e^{D_{i,i}}). *)
Definition vmap (f : R -> R) (x : vec) : vec := fun i => f (x i).
