(** * Dong et al. (2021), Skip connections (Section 3.1 as described in seed 002): the reading [every-small-beta-network] (attributed)

    Claim id [dong2021/claim-skip], reading [every-small-beta-network]; the search's module is
    [src/claims/dong2021/claim_skip.rs].

    The statement (Skip connections (Section 3.1 as described in seed 002)):

    Skip connections are what stands in the way. The length-zero path carries the input through untouched, so there are infinitely many parameterizations with ‖res(X_L)‖ ≥ ‖res(X)‖ — holding as L → ∞ and for β arbitrarily small.

    The words this reading formalises (seed 002, Why Proposed, first paragraph):

    What the paper is cited for is that skip connections prevent rank collapse in transformers people train.

    The reading, as the search states it: What the paper is cited for, formalised: every SAN with skip connections and ||W_QK||_1 ||W_V||_{1,inf} <= beta in every head, 0 < beta <= 1/16, keeps ||res(X)||_{1,inf} <= ||res(X_l)||_{1,inf} after every layer.

    How the statement below encodes it:
    - A SAN with skip connections, X_l = Σₕ Pₕ X_{l−1} Wₕ + 1b_lᵀ + X_{l−1} ([san ... true],
      Library/San.v), L layers of H heads, τ = 1/√d_qk; [L H n d d_qk : nat], each at least 1.
    - "every network with small β": ‖W_QK‖₁‖W_V‖_{1,∞} ≤ β for every head of every layer,
      W_QK = W_Q W_Kᵀ, ‖·‖₁ the largest column sum ([max_column_sum]) and ‖·‖_{1,∞} the
      composite norm ([composite_1_inf]); 0 < β ≤ 1/16.
    - "skip connections prevent rank collapse": after every layer l ∈ [L] (the instance index
      [i] is l − 1), ‖res(X)‖_{1,∞} ≤ ‖res(X_l)‖_{1,∞}, res with the token mean ([res_mean]).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= L)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= d_qk)%nat] size
    - [(forall l h : nat, (l < L)%nat -> (h < H)%nat -> max_column_sum d d (mmul d_qk (W_Q l h)
      (transpose (W_K l h))) * composite_1_inf d d (W_V l h) <= beta)] reading "$\|W_{QK}\|_1
      \|W_V\|_{1,\infty} \le \beta$ in every head"
    - [0 < beta] reading "$0 < \beta \le 1/16$"
    - [beta <= 1 / 16] reading "$0 < \beta \le 1/16$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Residuals San.
Open Scope R_scope.

Definition claim_skip__every_small_beta_network : Prop :=
  forall (L H n d d_qk : nat) (X : mat) (W_Q W_K W_V : nat -> nat -> mat) (b : mat) (beta : R),
    (1 <= L)%nat -> (1 <= H)%nat -> (1 <= n)%nat -> (1 <= d)%nat -> (1 <= d_qk)%nat ->
    (forall l h : nat, (l < L)%nat -> (h < H)%nat ->
       max_column_sum d d (mmul d_qk (W_Q l h) (transpose (W_K l h))) * composite_1_inf d d (W_V l h) <= beta) ->
    0 < beta -> beta <= 1 / 16 ->
    forall i : nat, (i < L)%nat ->
      composite_1_inf n d (res_mean n X)
        <= composite_1_inf n d (res_mean n (san n d d_qk H (1 / sqrt (INR d_qk)) true W_Q W_K W_V b X (S i))).
