(** * large-weights, a displayed step of the proof of Lemma D.6: the chain's third step

    Claim id [large-weights/proof-lemma-d.6.step-4], reading [as-written]; the search's module is
    [src/claims/large_weights/proofs/lemma_d_6.rs].

    The display (Appendix D.3, proof of Lemma D.6):

    $$\leq ~{}12\|X_{\ell}\|_{\infty}^{2}\eta^{3}+\eta$$

    How the statement below encodes it:
    - Lemma D.6's hypotheses in its reading [as-written] (coq/Statements/LargeWeights/lemma_d_6.v):
      the network of L = ℓ + 1 layers of H heads, X_ℓ = [lemma_d_6_X_l] (the proof's objects
      in coq/Statements/LargeWeights/proof_lemma_d_6_objects.v), every weight bounded by η,
      η ∈ (0, 1] (the reading adds it), ‖Y − X_ℓ‖_∞ ≤ 2‖X_ℓ‖_∞; φ₀ = ‖X₀‖_∞, where the
      search checks the statement; ‖·‖_∞ the entrywise maximum.
    - The step: for every head i of layer ℓ + 1, 12‖X_ℓ‖²_∞‖W‖_∞‖W_v‖_∞ + ‖W_v‖_∞ ≤ 12‖X_ℓ‖²_∞η³ + η (the left-hand side is the second step's right-hand side).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(2 <= L)%nat] printed "Let $X_{\ell}$ denote $\ell$-th layer output"
    - [weights_bounded L H d W_q W_k W_v eta] printed "$\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$"
    - [0 < eta] added "eta in (0, 1]: the as-written reading adds it (the regime of Lemma C.2 and
      Theorem 5.3) and the search draws it there; a refutation under it is stronger"
    - [eta <= 1] added "eta in (0, 1]: the as-written reading adds it (the regime of Lemma C.2 and
      Theorem 5.3) and the search draws it there; a refutation under it is stronger"
    - [max_abs_entry n d (msub Y (lemma_d_6_X_l n d H L X_0 W_q W_k W_v)) <= 2 * max_abs_entry n d (lemma_d_6_X_l n d H L X_0 W_q W_k W_v)] printed "$\|Y-X_{\ell}\|_{\infty}\leq 2\|X_{\ell}\|_{\infty}$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Attention LayerCollapse Bounded.
From Statements.LargeWeights Require Import proof_lemma_d_6_objects.
Open Scope R_scope.

Definition proof_lemma_d_6_step_4 : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta : R) (Y : mat),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (2 <= L)%nat ->
    weights_bounded L H d W_q W_k W_v eta ->
    0 < eta ->
    eta <= 1 ->
    max_abs_entry n d (msub Y (lemma_d_6_X_l n d H L X_0 W_q W_k W_v)) <= 2 * max_abs_entry n d (lemma_d_6_X_l n d H L X_0 W_q W_k W_v) ->
    let l := (L - 1)%nat in
    let X_l := lemma_d_6_X_l n d H L X_0 W_q W_k W_v in
    let phi_0 := max_abs_entry n d X_0 in
    let x := max_abs_entry n d X_l in
    forall i : nat, (i < H)%nat ->
      12 * (x * x) * max_abs_entry d d (lemma_d_6_W d (W_q l i) (W_k l i)) * max_abs_entry d d (W_v l i) + max_abs_entry d d (W_v l i)
        <= 12 * (x * x) * (eta * eta * eta) + eta.
