(** * large-weights, Lemma 5.1 as written, on the part d ≤ 2 of its hypothesis set

    Claim id [large-weights/lemma-5.1], reading [as-written], which the search refutes
    (a certified counterexample at d = 3); the search's module is
    [src/claims/large_weights/lemma_5_1.rs].

    The statement below is the reading's own, [lemma_5_1] of
    Statements/LargeWeights/lemma_5_1.v (whose header quotes §5.1 and says how each
    hypothesis is encoded: β = 1/√d in E and in the attention scores, Res with the midrange
    minimiser, θ-balance of Definition 3.5, ‖·‖_∞ entrywise), with its [lemma_5_1_with]
    written out (the same proposition, so that its hypothesis "$E$ is a $\theta$-balanced
    matrix", [balance n (lemma_5_1_E n d (1 / sqrt (INR d)) X W_q W_k) <= theta], is listed
    among the premises) and one hypothesis added:
    - d ≤ 2 ([(d <= 2)%nat]), for every n and every X, W_q, W_k, W_v and θ.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(d <= 2)%nat] shown "$d \le 2$"
    - [balance n (lemma_5_1_E n d (1 / sqrt (INR d)) X W_q W_k) <= theta] printed "Suppose that $E$ is a $\theta$-balanced matrix (see Definition 3.5)"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Balance Attention.
From Statements.LargeWeights Require Import lemma_5_1.
Open Scope R_scope.

Definition lemma_5_1__on_d_at_most_2 : Prop :=
  forall (n d : nat) (X W_q W_k W_v : mat) (theta : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (d <= 2)%nat ->
    balance n (lemma_5_1_E n d (1 / sqrt (INR d)) X W_q W_k) <= theta ->
    max_abs_entry n d (Res n (softmv n d (1 / sqrt (INR d)) X W_q W_k W_v))
      <= (exp theta - 1) * max_abs_entry d d W_v * max_abs_entry n d (Res n X).
