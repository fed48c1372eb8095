(** * large-weights, Theorem 5.3: the reading [identity-witness-attained]

    Claim id [large-weights/theorem-5.3], reading [identity-witness-attained]; the search's
    module is [src/claims/large_weights/theorem_5_3.rs].

    The statement (§5.3, Theorem 5.3):

    Suppose $S$ is a $\operatorname{\mathsf{SAtt}}$ with residuals, with the property that for every attention head in every one of its layers, the weight matrices $W_{q},W_{k},W_{v}\in\mathbb{R}^{d\times d}$ all have the bound $\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$. Then, there exists a $\operatorname{\mathsf{SAtt}}$ with residuals $S^{\prime}$ with just one layer so that, for any $X\in\mathbb{R}^{n\times d}$, we have $\|S(X)-S^{\prime}(X)\|_{\infty}\leq O(\eta)\cdot\|X\|_{\infty}$.

    How the statement below encodes the reading:
    - S: the residual network of Definition 3.7 with L layers of H heads, no scale, and
      every weight (query, key and value, every head, every layer) the matrix η11ᵀ; its
      weights meet the theorem's bound with equality. n, d, H, L ≥ 1 and η ≥ 0 (the bound
      ‖η11ᵀ‖_∞ ≤ η holds exactly when η ≥ 0).
    - S′: the identity witness of the reading identity-witness, the one-layer SAtt with
      residuals and zero value weights (its query and key weights η11ᵀ as well).
    - At X = 11ᵀ: ‖S(X) − S′(X)‖_∞ = ((1 + dHη)^L − 1)‖X‖_∞, so the bound of
      identity-witness is attained for every size and ((1 + dHη)^L − 1)/η is the identity
      witness's exact worst-case constant.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [0 <= eta] reading "$\eta \ge 0$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Attention.
Open Scope R_scope.

Definition theorem_5_3__identity_witness_attained : Prop :=
  forall (n d H L : nat) (eta : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    0 <= eta ->
    let W := fun _ _ : nat => mscale eta (outer ones ones) in
    let X := outer ones ones in
    max_abs_entry n d (msub (residual_network n d H 1 W W W X L)
                            (residual_network n d H 1 W W (fun _ _ => zero_mat) X 1))
      = ((1 + INR (d * H) * eta) ^ L - 1) * max_abs_entry n d X.
