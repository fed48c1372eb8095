(** * The constants of the final bound of Theorem 5.3's proof

    With ε_ℓ of [LayerCollapse] ([epsilon_l eta phi0 r l] = 2ηφ₀(1 + rη)^ℓ, growth rate
    [r] = H as printed, dH in the repairs) and [layer_max] (the maximum over ℓ ∈ [L]):

    - "g(ε) := 2(e^ε − 1)" (Lemma 5.2, Lemma C.1): [g_of];
    - "δ := max_{ℓ∈[L]} 2g(2Hε_ℓ)" (proof of Theorem 5.3): [delta_of];
    - "C^L + ⋯ + C + 1": [geometric_sum].

    The same functions are in the Rust suite's [src/math/layer_collapse.rs]. *)

From Coq Require Import Reals.
From Lemmacheck Require Import Sums LayerCollapse.
Open Scope R_scope.

Definition g_of (x : R) : R := 2 * (exp x - 1).

(** δ = max_{ℓ ∈ [L]} 2g(2Hε_ℓ), ε_ℓ with growth rate [r] per layer. *)
Definition delta_of (eta phi0 : R) (H r L : nat) : R :=
  layer_max L (fun l => 2 * g_of (2 * INR H * epsilon_l eta phi0 r l)).

(** C^L + ⋯ + C + 1. *)
Definition geometric_sum (c : R) (L : nat) : R := sum (S L) (fun k => c ^ k).
