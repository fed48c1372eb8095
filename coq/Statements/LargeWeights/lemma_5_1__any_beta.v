(** * large-weights, Lemma 5.1: the reading [any-beta] (alternative)

    Claim id [large-weights/lemma-5.1], reading [any-beta]; the search's module is
    [src/claims/large_weights/lemma_5_1.rs].

    The statement (Lemma 5.1):

    If the following conditions hold: Let $X\in\mathbb{R}^{n\times d}$ denote the input of attention layer. Let $\widetilde{X}=\operatorname{\mathsf{SAtt}}(X)$ (see Definition 1.1 for function $\operatorname{\mathsf{SAtt}}$). Let $W_{q},W_{k},W_{v}\in\mathbb{R}^{d\times d}$ be the weight matrices of $\operatorname{\mathsf{SAtt}}$. Let $W=W_{q}W_{k}^{\top}$. Let $E=\beta\operatorname{\mathsf{Res}}(X)W\operatorname{\mathsf{Res}}(X)^{\top}$. Suppose that $E$ is a $\theta$-balanced matrix (see Definition 3.5). Let $\beta:=1/\sqrt{d_{0}}$ denote the normalization factor. Let $K:=(e^{\theta}-1)\|W_{v}\|_{\infty}$. Then, we have $\|\operatorname{\mathsf{Res}}(\operatorname{\mathsf{SAtt}}(X))\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}$.

    The words this reading formalises (§5.1, Lemma 5.1):

    Let $\beta:=1/\sqrt{d_{0}}$ denote the normalization factor.

    The reading, as the search states it: d_0 is defined nowhere, so beta = 1/sqrt(d_0) is a free input with beta > 0 (a checked hypothesis), used in E and in the attention scores; otherwise as-written.

    How the statement below encodes it:
    - As the reading [as-written] ([lemma_5_1_with], Statements/LargeWeights/lemma_5_1.v),
      except for β.
    - "$\beta:=1/\sqrt{d_{0}}$" with d₀ defined nowhere: β is an input [beta : R], in E and in
      the attention scores, with the hypothesis [0 < beta] (1/√d₀ is positive whatever d₀ is).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [0 < beta] reading "a free input with $\beta > 0$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices.
From Statements.LargeWeights Require Import lemma_5_1.
Open Scope R_scope.

Definition lemma_5_1__any_beta : Prop :=
  forall (n d : nat) (X W_q W_k W_v : mat) (theta beta : R),
    (1 <= n)%nat -> (1 <= d)%nat ->
    0 < beta ->
    lemma_5_1_with n d beta beta X W_q W_k W_v theta.
