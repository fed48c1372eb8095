(** * The bounded networks of large-weights' Appendix C and D (Definition A.2)

    "Let all layers' weights are bounded, i.e, ‖W_q‖_∞, ‖W_k‖_∞, ‖W_v‖_∞ ≤ η" and
    "‖X₀‖_∞ ≤ φ₀" (Definition A.2), for a network of [L] layers of [H] heads whose weights
    are functions of the layer and the head ([W l h]), with ‖·‖_∞ the entrywise maximum.
    The same hypotheses are checked by the Rust suite's
    [src/claims/large_weights/layer_network.rs]. *)

From Coq Require Import Reals.
From Lemmacheck Require Import Sums Matrices Norms.
Open Scope R_scope.

(** Every weight of every head of the first [L] layers is bounded by η. *)
Definition weights_bounded (L H d : nat) (Wq Wk Wv : nat -> nat -> mat) (eta : R) : Prop :=
  forall l h : nat, (l < L)%nat -> (h < H)%nat ->
    max_abs_entry d d (Wq l h) <= eta /\ max_abs_entry d d (Wk l h) <= eta /\ max_abs_entry d d (Wv l h) <= eta.

(** Only the value weights are bounded (Lemma D.7: "Let ‖W_v‖_∞ ≤ η"). *)
Definition value_weights_bounded (L H d : nat) (Wv : nat -> nat -> mat) (eta : R) : Prop :=
  forall l h : nat, (l < L)%nat -> (h < H)%nat -> max_abs_entry d d (Wv l h) <= eta.

(** The largest ‖W_v‖_∞ over the heads of the first [L] layers: a bound that holds "for every
    W_v of the network" holds for this one. *)
Definition largest_value_weight (L H d : nat) (Wv : nat -> nat -> mat) : R :=
  bigmax L (fun l => bigmax H (fun h => max_abs_entry d d (Wv l h))).
