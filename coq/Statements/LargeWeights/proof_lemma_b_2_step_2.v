(** * large-weights, a displayed step of the proof of Lemma B.2: the chain's second step

    Claim id [large-weights/proof-lemma-b.2.step-2], reading [as-written]; the search's module is
    [src/claims/large_weights/proofs/lemma_b_2.rs].

    The display (Appendix B, proof of Lemma B.2):

    $$\leq ~{}\beta\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}^{2}\cdot\eta^{2}$$

    How the statement below encodes it:
    - Lemma B.2's hypotheses in its reading [as-written] (coq/Statements/LargeWeights/lemma_b_2.v),
      with the proof's objects W, Res(X), E and ‖·‖_∞ (entrywise maximum) of
      coq/Statements/LargeWeights/proof_lemma_b_2_objects.v; the bound on β multiplied out
      as the search checks it, [beta * r * r * eta * eta <= 1] with r = ‖Res(X)‖_∞.
    - The step: β‖Res(X)‖²_∞‖W‖_∞ ≤ β‖Res(X)‖²_∞η² (the chain's left-hand side is the first step's right-hand side).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [0 < beta] added "beta > 0: beta is the normalization factor 1/sqrt(d_0) of Lemma 5.1, a
      positive number, and the search draws it positive; a refutation under it is stronger"
    - [0 < eta] domain "divides by $\eta^2$"
    - [max_abs_entry d d W_q <= eta] printed "$\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$"
    - [max_abs_entry d d W_k <= eta] printed "$\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$"
    - [max_abs_entry d d W_v <= eta] printed "$\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$"
    - [beta * lemma_b_2_r n d X * lemma_b_2_r n d X * eta * eta <= 1] printed "Let $\beta$ satisfy that $\beta\leq 1/(\|\operatorname{\mathsf{Res}}(X)\|_{\infty}^{2}\eta^{2})$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res.
From Statements.LargeWeights Require Import lemma_b_2 proof_lemma_b_2_objects.
Open Scope R_scope.

Definition proof_lemma_b_2_step_2 : Prop :=
  forall (n d : nat) (X W_q W_k W_v : mat) (eta beta : R),
    (1 <= n)%nat -> (1 <= d)%nat ->
    0 < beta ->
    0 < eta ->
    max_abs_entry d d W_q <= eta ->
    max_abs_entry d d W_k <= eta ->
    max_abs_entry d d W_v <= eta ->
    beta * lemma_b_2_r n d X * lemma_b_2_r n d X * eta * eta <= 1 ->
    beta * lemma_b_2_r n d X * lemma_b_2_r n d X * max_abs_entry d d (lemma_b_2_W d W_q W_k) <=
      beta * lemma_b_2_r n d X * lemma_b_2_r n d X * (eta * eta).
