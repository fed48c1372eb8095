(** * The norms of the two papers, each named for what it computes

    The papers use the same symbols for different norms (see also [src/math/norms.rs]):

    | definition          | value                  | large-weights §3.1 | Dong et al. (their code) |
    |---------------------|------------------------|--------------------|--------------------------|
    | [max_abs_entry]     | max_ij |A_ij|           | ‖A‖_∞              |                          |
    | [abs_entry_sum]     | Σ_ij |A_ij|             | ‖A‖₁               |                          |
    | [max_column_sum]    | max_j Σ_i |A_ij|        |                    | ‖A‖₁                     |
    | [max_row_sum]       | max_i Σ_j |A_ij|        |                    | ‖A‖_∞                    |
    | [composite_1_inf]   | √(‖A‖₁ ‖A‖_∞), induced  |                    | ‖A‖_{1,∞}                |

    For vectors, [vmax_abs] is the ℓ_∞ norm "‖x‖_∞ := max_{i=1}^n |x_i|" and [vabs_sum] the
    ℓ₁ norm "‖x‖₁ := Σ_{i=1}^n |x_i|" (§3.1). *)

From Coq Require Import Reals.
From Lemmacheck Require Import Sums Matrices.
Open Scope R_scope.

(** "‖x‖_∞ := max_{i=1}^n |x_i|" (§3.1). *)
Definition vmax_abs (n : nat) (x : vec) : R := bigmax n (fun i => Rabs (x i)).

(** "‖x‖₁ := Σ_{i=1}^n |x_i|" (§3.1). *)
Definition vabs_sum (n : nat) (x : vec) : R := sum n (fun i => Rabs (x i)).

(** "‖x‖₂ := (Σ_{i=1}^n x_i²)^{1/2}" (§3.1). *)
Definition vnorm2 (n : nat) (x : vec) : R := sqrt (sum n (fun i => x i * x i)).

(** large-weights' matrix ‖A‖_∞: "‖A‖_∞ := max_{j,l} |A_{j,l}|" (§3.1), for [A] of size [m x k]. *)
Definition max_abs_entry (m k : nat) (A : mat) : R :=
  bigmax m (fun j => bigmax k (fun l => Rabs (A j l))).

(** large-weights' matrix ‖A‖₁: "‖A‖₁ = Σ_{j,l} |A_{j,l}|" (§3.1), for [A] of size [m x k]. *)
Definition abs_entry_sum (m k : nat) (A : mat) : R :=
  sum m (fun j => sum k (fun l => Rabs (A j l))).

(** Dong et al.'s ‖A‖₁, the operator norm induced by ℓ₁: the largest column sum. *)
Definition max_column_sum (m k : nat) (A : mat) : R :=
  bigmax k (fun j => sum m (fun i => Rabs (A i j))).

(** Dong et al.'s ‖A‖_∞, the operator norm induced by ℓ_∞: the largest row sum. *)
Definition max_row_sum (m k : nat) (A : mat) : R :=
  bigmax m (fun i => sum k (fun j => Rabs (A i j))).

(** Dong et al.'s ‖A‖_{1,∞} := √(‖A‖₁ ‖A‖_∞), with the induced norms. *)
Definition composite_1_inf (m k : nat) (A : mat) : R :=
  sqrt (max_column_sum m k A * max_row_sum m k A).
