(** * Dong et al. (2021), the path decomposition (unnumbered in the sources): the reading [no-skip-connections] (reconstructed)

    Claim id [dong2021/theorem-2.1], reading [no-skip-connections]; the search's module is
    [src/claims/dong2021/theorem_2_1.rs] (with [src/math/paths.rs] and [src/math/san.rs]).

    The statement (the path decomposition, unnumbered in the sources):

    A depth-L, H-head self-attention network’s output is a sum over paths, each path a choice of one head per layer, each term a single-head deep network. Turn skip connections on and a path may also choose to skip a layer, so the number of paths of length l becomes C(L,l)·H^l.

    The words this reading formalises (seed 002, The account, first paragraph):

    A depth-L, H-head self-attention network’s output is a sum over paths, each path a choice of one head per layer, each term a single-head deep network.

    The reading, as the search states it: Rebuilt from the prose: without skip connections,
    $X_L = \sum_{\text{paths}} P_{\text{path}} X W_{\text{path}} + \mathbf{1} c_L^\top$ over
    the $H^L$ head paths (attention matrices of the forward pass, score scale
    $1/\sqrt{d_{qk}}$), $c_L$ the biases propagated through the summed value weights; an
    identity entrywise, and the number of paths is $H^L$.

    How the statement below encodes it:
    - A SAN without skip connections, X_l = Σₕ Pₕ X_{l−1} Wₕ + 1b_lᵀ ([san ... false],
      Library/San.v), L layers of H heads, n tokens of d features, W_Q, W_K ∈ ℝᵈˣᵈ_qk and
      W_V ∈ ℝᵈˣᵈ per layer and head ([W_Q l h] is head h + 1 of layer l + 1), output bias
      [row b l] of layer l + 1, τ = 1/√d_qk; [L H n d d_qk : nat], each at least 1. No other
      hypothesis: the statement is about every network.
    - The paths ([all_paths L H false], Library/Paths.v): one head per layer, enumerated as
      the suite enumerates them. A path's term P_p X W_p ([path_term]) applies, layer by
      layer, T ↦ (P^l_h T) W^l_h with P^l_h the attention matrix of the forward pass
      ([san_attentions]: softmax(τ X_{l−1} W_Q W_Kᵀ X_{l−1}ᵀ) of that layer's input).
    - c_L ([bias_term d H false W_V b L]): c₀ = 0, c_lᵀ = c_{l−1}ᵀ Σₕ W^l_h + b_lᵀ.
    - "a sum over paths": for every entry (i, j), i < n, j < d,
      (X_L)ᵢⱼ = (Σ_p P_p X W_p + 1 c_Lᵀ)ᵢⱼ ([path_sum]); and the number of paths, the length
      of the list the sum runs over, is H^L.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= L)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= d_qk)%nat] size
*)

From Coq Require Import Reals List.
From Lemmacheck Require Import Matrices San Paths.
Open Scope R_scope.

Definition theorem_2_1__no_skip_connections : Prop :=
  forall (L H n d d_qk : nat) (X : mat) (W_Q W_K W_V : nat -> nat -> mat) (b : mat),
    (1 <= L)%nat -> (1 <= H)%nat -> (1 <= n)%nat -> (1 <= d)%nat -> (1 <= d_qk)%nat ->
    let P := san_attentions n d d_qk H (1 / sqrt (INR d_qk)) false W_Q W_K W_V b X in
    (forall i j, (i < n)%nat -> (j < d)%nat ->
       san n d d_qk H (1 / sqrt (INR d_qk)) false W_Q W_K W_V b X L i j
       = path_sum n d L H false P W_V b X i j) /\
    length (all_paths L H false) = (H ^ L)%nat.
