(** * Dong et al. (2021), Skip connections (Section 3.1 as described in seed 002): the reading [family-values-zero] (reconstructed)

    Claim id [dong2021/claim-skip], reading [family-values-zero]; the search's module is
    [src/claims/dong2021/claim_skip.rs].

    The statement (Skip connections (Section 3.1 as described in seed 002)):

    Skip connections are what stands in the way. The length-zero path carries the input through untouched, so there are infinitely many parameterizations with ‖res(X_L)‖ ≥ ‖res(X)‖ — holding as L → ∞ and for β arbitrarily small.

    The words this reading formalises (seed 002, The account, third paragraph):

    there are infinitely many parameterizations with ‖res(X_L)‖ ≥ ‖res(X)‖ — holding as L → ∞ and for β arbitrarily small.

    The reading, as the search states it: The witness family's first mechanism over every
    input: SAN with skip connections and $W_V = 0$ in every head ($W_Q$, $W_K$, biases, $X$
    free; $\beta = 0$ works for every $\beta > 0$);
    $\|\mathrm{res}(X)\|_{1,\infty} \le \|\mathrm{res}(X_\ell)\|_{1,\infty}$ after every
    layer $\ell = 1, \ldots, L$, $\mathrm{res}$ with the token mean.

    How the statement below encodes it (the encodings of
    [claim_skip__every_small_beta_network.v]):
    - A SAN with skip connections, X_l = Σₕ Pₕ X_{l−1} Wₕ + 1b_lᵀ + X_{l−1} ([san ... true],
      Library/San.v), L layers of H heads, τ = 1/√d_qk; [L H n d d_qk : nat], each at least 1.
    - "W_V = 0 in every head and layer": as the search checks it, the largest absolute entry
      of the d × d matrix W_V of every head of every layer is 0,
      [max_abs_entry d d (W_V l h) = 0]; W_Q, W_K, the biases b and X are free.
    - The conclusion: after every layer l ∈ [L] (the instance index [i] is l − 1),
      ‖res(X)‖_{1,∞} ≤ ‖res(X_l)‖_{1,∞}, res with the token mean ([res_mean]) and ‖·‖_{1,∞}
      the composite norm √(‖·‖₁‖·‖_∞) of the induced norms ([composite_1_inf]).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= L)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= d_qk)%nat] size
    - [(forall l h : nat, (l < L)%nat -> (h < H)%nat -> max_abs_entry d d (W_V l h) = 0)] reading "$W_V = 0$ in every head"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Residuals San.
Open Scope R_scope.

Definition claim_skip__family_values_zero : Prop :=
  forall (L H n d d_qk : nat) (X : mat) (W_Q W_K W_V : nat -> nat -> mat) (b : mat),
    (1 <= L)%nat -> (1 <= H)%nat -> (1 <= n)%nat -> (1 <= d)%nat -> (1 <= d_qk)%nat ->
    (forall l h : nat, (l < L)%nat -> (h < H)%nat -> max_abs_entry d d (W_V l h) = 0) ->
    forall i : nat, (i < L)%nat ->
      composite_1_inf n d (res_mean n X)
        <= composite_1_inf n d (res_mean n (san n d d_qk H (1 / sqrt (INR d_qk)) true W_Q W_K W_V b X (S i))).
