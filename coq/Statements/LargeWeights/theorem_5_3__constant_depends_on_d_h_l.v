(** * large-weights, Theorem 5.3: the reading [constant-depends-on-d-h-l]

    Claim id [large-weights/theorem-5.3], reading [constant-depends-on-d-h-l]; the search's
    module is [src/claims/large_weights/theorem_5_3.rs].

    The statement (§5.3, Theorem 5.3):

    Suppose $S$ is a $\operatorname{\mathsf{SAtt}}$ with residuals, with the property that for every attention head in every one of its layers, the weight matrices $W_{q},W_{k},W_{v}\in\mathbb{R}^{d\times d}$ all have the bound $\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$. Then, there exists a $\operatorname{\mathsf{SAtt}}$ with residuals $S^{\prime}$ with just one layer so that, for any $X\in\mathbb{R}^{n\times d}$, we have $\|S(X)-S^{\prime}(X)\|_{\infty}\leq O(\eta)\cdot\|X\|_{\infty}$.

    How the statement below encodes the reading (the quantifiers in this order):
    - O(η) read as c·η for η ∈ (0, 1] with a constant c that may depend on d, H and L and on
      nothing else: "$W_{q},W_{k},W_{v}\in\mathbb{R}^{d\times d}$" fixes d with the weights,
      before the theorem's "there exists", and "for any $X\in\mathbb{R}^{n\times d}$" comes
      after it, so n is the only size quantified after S′; no words say what O(η) may depend
      on (Definition 3.7 calls L and H "fixed constants" and says nothing of d).
    - ∀ d, H, L ≥ 1, ∃ c, ∀ n ≥ 1, ∀ η ∈ (0, 1], ∀ S (L layers of H heads of the residual
      network of Definition 3.7, no scale, every weight bounded by η entrywise), ∃ a
      one-layer SAtt with residuals S′ (H′ heads, weights W_q′, W_k′, W_v′), ∀ X ∈ ℝⁿˣᵈ:
      ‖S(X) − S′(X)‖_∞ ≤ c·η·‖X‖_∞.
    - The proof takes c = (1 + dH)^L − 1 and S′ the identity witness (identity-witness and
      the convexity bound (1 + dHη)^L − 1 ≤ ((1 + dH)^L − 1)η on [0, 1]).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Attention Bounded.
Open Scope R_scope.

Definition theorem_5_3__constant_depends_on_d_h_l : Prop :=
  forall (d H L : nat),
    (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    exists c : R,
      forall (n : nat) (eta : R) (W_q W_k W_v : nat -> nat -> mat),
        (1 <= n)%nat -> 0 < eta -> eta <= 1 ->
        weights_bounded L H d W_q W_k W_v eta ->
        exists (H' : nat) (W_q' W_k' W_v' : nat -> nat -> mat),
          (1 <= H')%nat /\
          forall X : mat,
            max_abs_entry n d (msub (residual_network n d H 1 W_q W_k W_v X L)
                                    (residual_network n d H' 1 W_q' W_k' W_v' X 1))
              <= c * eta * max_abs_entry n d X.
