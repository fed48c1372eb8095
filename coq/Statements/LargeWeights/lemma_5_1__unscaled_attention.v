(** * large-weights, Lemma 5.1: the reading [unscaled-attention] (alternative)

    Claim id [large-weights/lemma-5.1], reading [unscaled-attention]; the search's module is
    [src/claims/large_weights/lemma_5_1.rs].

    The statement (Lemma 5.1):

    If the following conditions hold: Let $X\in\mathbb{R}^{n\times d}$ denote the input of attention layer. Let $\widetilde{X}=\operatorname{\mathsf{SAtt}}(X)$ (see Definition 1.1 for function $\operatorname{\mathsf{SAtt}}$). Let $W_{q},W_{k},W_{v}\in\mathbb{R}^{d\times d}$ be the weight matrices of $\operatorname{\mathsf{SAtt}}$. Let $W=W_{q}W_{k}^{\top}$. Let $E=\beta\operatorname{\mathsf{Res}}(X)W\operatorname{\mathsf{Res}}(X)^{\top}$. Suppose that $E$ is a $\theta$-balanced matrix (see Definition 3.5). Let $\beta:=1/\sqrt{d_{0}}$ denote the normalization factor. Let $K:=(e^{\theta}-1)\|W_{v}\|_{\infty}$. Then, we have $\|\operatorname{\mathsf{Res}}(\operatorname{\mathsf{SAtt}}(X))\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}$.

    The words this reading formalises (§5.1, Lemma 5.1):

    Let $\widetilde{X}=\operatorname{\mathsf{SAtt}}(X)$ (see Definition 1.1 for function $\operatorname{\mathsf{SAtt}}$).

    The reading, as the search states it: The statement points SAtt to Definition 1.1, which has no factor in the scores, while the proof scales them by beta: SAtt exactly as Definition 1.1, beta = 1/sqrt(d) only in E; otherwise as-written.

    How the statement below encodes it:
    - As the reading [as-written] ([lemma_5_1_with], Statements/LargeWeights/lemma_5_1.v),
      except for the scale of the attention scores.
    - "see Definition 1.1 for function SAtt": SAtt exactly as Definition 1.1, with no factor
      in the scores ([softmv n d 1 ...]); β = 1/√d (d₀ := d) only in E.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices.
From Statements.LargeWeights Require Import lemma_5_1.
Open Scope R_scope.

Definition lemma_5_1__unscaled_attention : Prop :=
  forall (n d : nat) (X W_q W_k W_v : mat) (theta : R),
    (1 <= n)%nat -> (1 <= d)%nat ->
    lemma_5_1_with n d (1 / sqrt (INR d)) 1 X W_q W_k W_v theta.
