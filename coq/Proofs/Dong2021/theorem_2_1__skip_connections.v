(** * The path decomposition with skip connections, proved for every size

    The argument of [src/math/paths.rs], by induction on the depth (Library/Paths.v,
    [san_path_decomposition], for both readings at once):
    - depth 0: the only path is the empty one, its term is X and c₀ = 0;
    - depth l + 1: X_{l+1} = Σₕ P^{l+1}_h X_l W^{l+1}_h + 1 b_{l+1}ᵀ + X_l. Insert
      X_l = Σ_p P_p X W_p + 1 c_lᵀ: each head's term splits as
      P_h (Σ_p P_p X W_p) W_h + 1 (c_lᵀ W_h) since P_h 1 = 1 (rows of a softmax over n ≥ 1
      entries sum to 1). A path of depth l + 1 is a path p of depth l followed by a skip
      (term P_p X W_p) or a head h (term P_h (P_p X W_p) W_h); summing over p, the skips give
      X_l's path part and the heads Σₕ P_h (Σ_p P_p X W_p) W_h (the step is linear), and
      the bias parts add up to c_{l+1}ᵀ = c_lᵀ (Σₕ W_h + I) + b_{l+1}ᵀ.
    - The counts ([all_paths_count_length]): a path of depth l + 1 has length k when it is
      a path of length k followed by a skip, or one of length k − 1 followed by one of H
      heads, so N(l + 1, k) = N(l, k) + H·N(l, k − 1), N(0, k) = [k = 0]; C(L, k)·H^k
      satisfies the same recursion by Pascal's rule. The suite's fold for C(L, k)
      (Π (L − i)/(i + 1) in integer arithmetic) is Pascal's triangle because
      C(L, i + 1)·(i + 1) = C(L, i)·(L − i) ([binomial_pascal]).
    Premises not used: (1 <= L), (1 <= H), (1 <= d), (1 <= d_qk); the proof uses only
    n ≥ 1. The counts hold for every length l, not only l ≤ L (C(L, l) = 0 above L). *)

From Coq Require Import Reals List.
From Lemmacheck Require Import Matrices San Paths.
From Statements Require Import Dong2021.theorem_2_1__skip_connections.
Open Scope R_scope.

Theorem theorem_2_1__skip_connections_holds : theorem_2_1__skip_connections.
Proof.
  intros L H n d d_qk X W_Q W_K W_V b _ _ Hn _ _ P. split.
  - intros i j _ _. apply san_path_decomposition, Hn.
  - intros l _. apply all_paths_count_length.
Qed.
