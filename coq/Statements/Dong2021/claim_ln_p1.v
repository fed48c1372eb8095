(** * Dong et al. (2021), Layer normalisation: the rewrite (seed 002): the reading [as-written] (as-written)

    Claim id [dong2021/claim-ln-p1]; the search's module is
    [src/claims/dong2021/claim_ln.rs].

    The statement (Layer normalisation: the rewrite (seed 002)):

    Layer normalization cannot help, and the argument is two lines. LN(SA(X)) rewrites as Σ_h P_h X W̃_h + 1b̃ᵀ with W̃_h = W_h D_LN^{-1}. Layer normalization is therefore a right multiplication plus a rank-1 shift, and right multiplication cannot increase rank.

    The words this reading formalises (seed 002, The account, last paragraph):

    LN(SA(X)) rewrites as Σ_h P_h X W̃_h + 1b̃ᵀ with W̃_h = W_h D_LN^{-1}.

    The reading, as the search states it: Per-token LayerNorm (gain g, bias b_LN, eps); D_LN^-1 is not defined in the sources, so it is read as any d x d matrix M common to all heads (the weakest reading: refuting it refutes every choice): some M, b~ give LN(SA(X)) = sum_h P_h X W_h M + 1 b~^T. Checked on every set S of d + 2 tokens as u^T LN(SA(X))_S = 0, u the cofactor vector of [(sum_h P_h X W_h)_S, 1].

    How the statement below encodes it:
    - One self-attention layer in Dong et al.'s notation (Library/San.v): X ∈ ℝⁿˣᵈ, H heads
      with W_Q, W_K ∈ ℝᵈˣᵈ_qk and W_V ∈ ℝᵈˣᵈ ([W_Q 0 h] etc.: the file's grids have one
      layer), bias b ([row b 0]), τ = 1/√d_qk; SA(X) = Σₕ Pₕ X Wₕ + 1bᵀ
      ([self_attention n d d_qk H tau ...]) and Σₕ Pₕ X Wₕ ([san_heads ...]); [H n d d_qk : nat],
      each at least 1.
    - LN is the per-token LayerNorm with gain g, bias b_LN and ε ([layer_norm d g b_LN eps],
      Library/San.v); ε > 0 is where LN is defined (it divides by √(σ² + ε)).
    - "LN(SA(X)) rewrites as Σ_h P_h X W̃_h + 1b̃ᵀ with W̃_h = W_h D_LN^{-1}": D_LN is defined
      nowhere, so the weakest reading is stated: there exist some M ∈ ℝᵈˣᵈ (in place of
      D_LN⁻¹, the same for every head) and b̃ ∈ ℝᵈ with
      LN(SA(X)) = (Σₕ Pₕ X Wₕ) M + 1b̃ᵀ entry by entry; refuting it refutes every choice of
      D_LN.
    - [claim_ln_p1_checked] is the consequence the search checks, for d = 2 (the file's
      size): for every set S of d + 2 = 4 tokens (the k-th in lexicographic order,
      [subsets n 4]) and every column j, uᵀ LN(SA(X))_S = 0 with u the cofactor vector of
      [(Σₕ Pₕ X Wₕ)_S, 1] (Library/Cofactors.v); [claim_ln_p1_checked_of] proves that the
      statement implies it (u annihilates the columns of [(Σₕ Pₕ X Wₕ)_S, 1]).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= H)%nat] size
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= d_qk)%nat] size
    - [0 < eps] domain "which needs $\varepsilon > 0$ when a token is constant"
*)

From Coq Require Import Reals Lia List.
From Lemmacheck Require Import Sums Matrices San Cofactors.
Import ListNotations.
Open Scope R_scope.

Definition claim_ln_p1 : Prop :=
  forall (H n d d_qk : nat) (X : mat) (W_Q W_K W_V : nat -> nat -> mat) (b : mat) (g b_LN : vec) (eps : R),
    (1 <= H)%nat -> (1 <= n)%nat -> (1 <= d)%nat -> (1 <= d_qk)%nat -> 0 < eps ->
    exists (M : mat) (bt : vec), forall i j : nat, (i < n)%nat -> (j < d)%nat ->
      layer_norm d g b_LN eps (self_attention n d d_qk H (1 / sqrt (INR d_qk)) (W_Q 0%nat) (W_K 0%nat) (W_V 0%nat) (row b 0%nat) X) i j
        = madd (mmul d (san_heads n d d_qk H (1 / sqrt (INR d_qk)) (W_Q 0%nat) (W_K 0%nat) (W_V 0%nat) X) M) (outer ones bt) i j.

Definition claim_ln_p1_checked : Prop :=
  forall (H n d d_qk : nat) (X : mat) (W_Q W_K W_V : nat -> nat -> mat) (b : mat) (g b_LN : vec) (eps : R),
    (1 <= H)%nat -> (1 <= n)%nat -> d = 2%nat -> (1 <= d_qk)%nat -> 0 < eps ->
    forall k j : nat, (k < length (subsets n 4))%nat -> (j < 2)%nat ->
      sum 4 (fun i =>
        cofactor4 (augment_ones 2 (select_rows n (nth k (subsets n 4) []) (san_heads n 2 d_qk H (1 / sqrt (INR d_qk)) (W_Q 0%nat) (W_K 0%nat) (W_V 0%nat) X))) i
        * select_rows n (nth k (subsets n 4) [])
            (layer_norm 2 g b_LN eps (self_attention n 2 d_qk H (1 / sqrt (INR d_qk)) (W_Q 0%nat) (W_K 0%nat) (W_V 0%nat) (row b 0%nat) X)) i j) = 0.

Lemma claim_ln_p1_checked_of : claim_ln_p1 -> claim_ln_p1_checked.
Proof.
  intros Hs H n d d_qk X W_Q W_K W_V b g b_LN eps H1 H2 -> H4 Heps k j Hk Hj.
  destruct (Hs H n 2%nat d_qk X W_Q W_K W_V b g b_LN eps H1 H2 ltac:(lia) H4 Heps) as [M [bt HM]].
  apply cofactor4_kills_span with (M := M) (bt := bt).
  intros i Hi. rewrite HM by (try apply subset_entry_below; lia). reflexivity.
Qed.
