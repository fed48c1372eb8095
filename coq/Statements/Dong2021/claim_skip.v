(** * Dong et al. (2021), Skip connections (Section 3.1 as described in seed 002): the reading [as-written]

    Claim id [dong2021/claim-skip], reading [as-written]; the search's module is
    [src/claims/dong2021/claim_skip.rs] (its certified witness: [proofs/dong2021/claim-skip.json]).

    The statement (Skip connections (Section 3.1 as described in seed 002)):

    Skip connections are what stands in the way. The length-zero path carries the input through untouched, so there are infinitely many parameterizations with ‖res(X_L)‖ ≥ ‖res(X)‖ — holding as L → ∞ and for β arbitrarily small.

    The words this reading formalises (seed 002, The account, third paragraph):

    there are infinitely many parameterizations with ‖res(X_L)‖ ≥ ‖res(X)‖ — holding as L → ∞ and for β arbitrarily small.

    The reading, as the search states it: Existential: some SAN with skip connections, with
    $\|W_{QK}\|_1 \|W_V\|_{1,\infty} \le \beta$ for any $\beta > 0$ and any depth $L$, has
    $\|\mathrm{res}(X_L)\|_{1,\infty} \ge \|\mathrm{res}(X)\|_{1,\infty}$ ($\mathrm{res}$
    with the token mean); settled by a certified witness from the family $W_V = 0$ (zero
    biases), with the argument for every $L$ and $\beta$ recorded.

    How the statement below encodes it (the encodings of
    [claim_skip__every_small_beta_network.v]):
    - "holding as L → ∞ and for β arbitrarily small": for every depth L and every β > 0
      (and every number of heads H, features d and query/key width d_qk, each at least 1:
      the witness exists at every size the search draws), there is a parameterization: the
      number of tokens n, the input X, the weights W_Q, W_K, W_V of every head of every layer
      and the biases b (existentially quantified: the statement is existential).
    - The parameterization is a SAN with skip connections, X_l = Σₕ Pₕ X_{l−1} Wₕ + 1b_lᵀ +
      X_{l−1} ([san ... true], Library/San.v), τ = 1/√d_qk, and satisfies what the search
      checks of its witness: n ≥ 2 tokens (the search's witnesses have two tokens at least,
      "a witness needs two tokens for res(X) != 0"); ‖W_QK‖₁‖W_V‖_{1,∞} ≤ β in every head of
      every layer, W_QK = W_Q W_Kᵀ, ‖·‖₁ the largest column sum ([max_column_sum]) and
      ‖·‖_{1,∞} the composite norm ([composite_1_inf]); res(X) ≠ 0, as
      0 < ‖res(X)‖_{1,∞} (so that the witness is not the trivial 0 ≥ 0); and
      ‖res(X)‖_{1,∞} ≤ ‖res(X_l)‖_{1,∞} after every layer l ∈ [L] (index [i] = l − 1), res
      with the token mean ([res_mean]).
    - The family (W_V = 0, zero biases) is not part of the statement: it is how the proof
      finds the witness. "Infinitely many" is not encoded either: the reading, like the
      search, asks for one parameterization; the proof notes that W_Q, W_K and X are free.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= L)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= d_qk)%nat] size
    - [0 < beta] printed "for β arbitrarily small"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Residuals San.
Open Scope R_scope.

Definition claim_skip : Prop :=
  forall (L H d d_qk : nat) (beta : R),
    (1 <= L)%nat -> (1 <= H)%nat -> (1 <= d)%nat -> (1 <= d_qk)%nat ->
    0 < beta ->
    exists (n : nat) (X : mat) (W_Q W_K W_V : nat -> nat -> mat) (b : mat),
      (2 <= n)%nat /\
      (forall l h : nat, (l < L)%nat -> (h < H)%nat ->
         max_column_sum d d (mmul d_qk (W_Q l h) (transpose (W_K l h))) * composite_1_inf d d (W_V l h) <= beta) /\
      0 < composite_1_inf n d (res_mean n X) /\
      (forall i : nat, (i < L)%nat ->
         composite_1_inf n d (res_mean n X)
           <= composite_1_inf n d (res_mean n (san n d d_qk H (1 / sqrt (INR d_qk)) true W_Q W_K W_V b X (S i)))).
