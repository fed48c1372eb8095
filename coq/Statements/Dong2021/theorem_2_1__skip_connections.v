(** * Dong et al. (2021), the path decomposition (unnumbered in the sources): the reading [skip-connections] (reconstructed)

    Claim id [dong2021/theorem-2.1], reading [skip-connections]; the search's module is
    [src/claims/dong2021/theorem_2_1.rs] (with [src/math/paths.rs] and [src/math/san.rs]).

    The statement (the path decomposition, unnumbered in the sources):

    A depth-L, H-head self-attention network’s output is a sum over paths, each path a choice of one head per layer, each term a single-head deep network. Turn skip connections on and a path may also choose to skip a layer, so the number of paths of length l becomes C(L,l)·H^l.

    The words this reading formalises (seed 002, The account, first paragraph):

    Turn skip connections on and a path may also choose to skip a layer, so the number of paths of length l becomes C(L,l)·H^l.

    The reading, as the search states it: Rebuilt from the prose:
    $X_\ell = \mathrm{SA}_\ell(X_{\ell-1}) + X_{\ell-1}$, paths may skip layers (identity
    factors) and the bias term propagates through $\sum_h W_h + I$; an identity entrywise,
    and the number of paths of each length $l$ is $C(L,l) H^l$ (printed).

    How the statement below encodes it:
    - A SAN with skip connections, X_l = Σₕ Pₕ X_{l−1} Wₕ + 1b_lᵀ + X_{l−1} ([san ... true],
      Library/San.v), L layers of H heads, n tokens of d features, W_Q, W_K ∈ ℝᵈˣᵈ_qk and
      W_V ∈ ℝᵈˣᵈ per layer and head ([W_Q l h] is head h + 1 of layer l + 1), output bias
      [row b l] of layer l + 1, τ = 1/√d_qk; [L H n d d_qk : nat], each at least 1. No other
      hypothesis: the statement is about every network.
    - The paths ([all_paths L H true], Library/Paths.v): for every layer one head or a skip,
      enumerated as the suite enumerates them. A path's term P_p X W_p ([path_term])
      applies, layer by layer, T ↦ (P^l_h T) W^l_h for a head and T ↦ T for a skipped
      layer, P^l_h the attention matrix of the forward pass ([san_attentions]).
    - c_L ([bias_term d H true W_V b L]): c₀ = 0, c_lᵀ = c_{l−1}ᵀ (Σₕ W^l_h + I) + b_lᵀ.
    - The conclusion: for every entry (i, j), i < n, j < d,
      (X_L)ᵢⱼ = (Σ_p P_p X W_p + 1 c_Lᵀ)ᵢⱼ ([path_sum]); and for every length l = 0, …, L the
      number of paths of the list with [path_length] l (layers not skipped) is C(L, l)·H^l,
      C computed as the suite computes it ([binomial], shown equal to Pascal's triangle in
      Library/Paths.v).

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

Definition theorem_2_1__skip_connections : Prop :=
  forall (L H n d d_qk : nat) (X : mat) (W_Q W_K W_V : nat -> nat -> mat) (b : mat),
    (1 <= L)%nat -> (1 <= H)%nat -> (1 <= n)%nat -> (1 <= d)%nat -> (1 <= d_qk)%nat ->
    let P := san_attentions n d d_qk H (1 / sqrt (INR d_qk)) true W_Q W_K W_V b X in
    (forall i j, (i < n)%nat -> (j < d)%nat ->
       san n d d_qk H (1 / sqrt (INR d_qk)) true W_Q W_K W_V b X L i j
       = path_sum n d L H true P W_V b X i j) /\
    (forall l, (l <= L)%nat ->
       length (filter (fun p => Nat.eqb (path_length p) l) (all_paths L H true)) = (binomial L l * H ^ l)%nat).
