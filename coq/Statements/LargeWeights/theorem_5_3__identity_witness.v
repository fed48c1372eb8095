(** * large-weights, Theorem 5.3: the reading [identity-witness]

    Claim id [large-weights/theorem-5.3], reading [identity-witness]; the search's module is
    [src/claims/large_weights/theorem_5_3.rs].

    The statement (§5.3, Theorem 5.3):

    Suppose $S$ is a $\operatorname{\mathsf{SAtt}}$ with residuals, with the property that for every attention head in every one of its layers, the weight matrices $W_{q},W_{k},W_{v}\in\mathbb{R}^{d\times d}$ all have the bound $\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$. Then, there exists a $\operatorname{\mathsf{SAtt}}$ with residuals $S^{\prime}$ with just one layer so that, for any $X\in\mathbb{R}^{n\times d}$, we have $\|S(X)-S^{\prime}(X)\|_{\infty}\leq O(\eta)\cdot\|X\|_{\infty}$.

    How the statement below encodes the reading:
    - S: the residual network of Definition 3.7 with L layers of H heads and no scale
      ([residual_network n d H 1 W_q W_k W_v X L]), every weight of every head of every
      layer bounded by η entrywise ([weights_bounded L H d W_q W_k W_v eta]); n, d, H, L ≥ 1.
    - S′: the one-layer SAtt with residuals whose value weights are zero (any query and key
      weights; [residual_network n d H' 1 W_q' W_k' (fun _ _ => zero_mat) X 1]), so that
      S′(X) = X ([residual_layer_zero_values]).
    - For every X ∈ ℝⁿˣᵈ: ‖S(X) − S′(X)‖_∞ ≤ ((1 + dHη)^L − 1)‖X‖_∞, ‖·‖_∞ the entrywise
      maximum. No other hypothesis: η ≥ 0 follows from the weight bound.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [(1 <= H')%nat] size
    - [weights_bounded L H d W_q W_k W_v eta] printed "$\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Attention Bounded.
Open Scope R_scope.

Definition theorem_5_3__identity_witness : Prop :=
  forall (n d H L H' : nat) (X : mat) (W_q W_k W_v : nat -> nat -> mat) (W_q' W_k' : nat -> nat -> mat) (eta : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat -> (1 <= H')%nat ->
    weights_bounded L H d W_q W_k W_v eta ->
    max_abs_entry n d (msub (residual_network n d H 1 W_q W_k W_v X L)
                            (residual_network n d H' 1 W_q' W_k' (fun _ _ => zero_mat) X 1))
      <= ((1 + INR (d * H) * eta) ^ L - 1) * max_abs_entry n d X.
