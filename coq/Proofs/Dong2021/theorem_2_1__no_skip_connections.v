(** * The path decomposition without skip connections, proved for every size

    The argument of [src/math/paths.rs], by induction on the depth (Library/Paths.v,
    [san_path_decomposition], for both readings at once):
    - depth 0: the only path is the empty one, its term is X and c₀ = 0;
    - depth l + 1: X_{l+1} = Σₕ P^{l+1}_h X_l W^{l+1}_h + 1 b_{l+1}ᵀ. Insert
      X_l = Σ_p P_p X W_p + 1 c_lᵀ: each head's term splits as
      P_h (Σ_p P_p X W_p) W_h + P_h 1 c_lᵀ W_h, and P_h 1 = 1 (each row of a softmax sums to
      1, n ≥ 1), so the bias part is 1 (c_lᵀ W_h). A path of depth l + 1 is a path p of depth
      l followed by a head h, its term is P_h (P_p X W_p) W_h; summing over p and h (the
      step T ↦ P_h T W_h is linear) gives Σₕ P_h (Σ_p P_p X W_p) W_h, and the bias parts
      add up to c_{l+1}ᵀ = c_lᵀ Σₕ W_h + b_{l+1}ᵀ.
    - The count: each path of depth l is extended in H ways, so there are H^L
      ([all_paths_count]).
    The attention matrices are those of the forward pass; nothing is linearised. Premises not
    used: (1 <= L), (1 <= H), (1 <= d), (1 <= d_qk); the proof uses only n ≥ 1 (rows of a
    softmax over n ≥ 1 entries sum to 1). *)

From Coq Require Import Reals List.
From Lemmacheck Require Import Matrices San Paths.
From Statements Require Import Dong2021.theorem_2_1__no_skip_connections.
Open Scope R_scope.

Theorem theorem_2_1__no_skip_connections_holds : theorem_2_1__no_skip_connections.
Proof.
  intros L H n d d_qk X W_Q W_K W_V b _ _ Hn _ _ P. split.
  - intros i j _ _. apply san_path_decomposition, Hn.
  - apply all_paths_count.
Qed.
