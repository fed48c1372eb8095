(** * large-weights, Lemma 5.1 (Res of an attention layer): the reading [times-half-d] (repair)

    Claim id [large-weights/lemma-5.1], reading [times-half-d]; the search's module is
    [src/claims/large_weights/lemma_5_1.rs].

    The statement (§5.1, Lemma 5.1):

    If the following conditions hold: Let $X\in\mathbb{R}^{n\times d}$ denote the input of attention layer. Let $\widetilde{X}=\operatorname{\mathsf{SAtt}}(X)$ (see Definition 1.1 for function $\operatorname{\mathsf{SAtt}}$). Let $W_{q},W_{k},W_{v}\in\mathbb{R}^{d\times d}$ be the weight matrices of $\operatorname{\mathsf{SAtt}}$. Let $W=W_{q}W_{k}^{\top}$. Let $E=\beta\operatorname{\mathsf{Res}}(X)W\operatorname{\mathsf{Res}}(X)^{\top}$. Suppose that $E$ is a $\theta$-balanced matrix (see Definition 3.5). Let $\beta:=1/\sqrt{d_{0}}$ denote the normalization factor. Let $K:=(e^{\theta}-1)\|W_{v}\|_{\infty}$. Then, we have $\|\operatorname{\mathsf{Res}}(\operatorname{\mathsf{SAtt}}(X))\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}$.

    The words this repair changes (§5.1, Lemma 5.1):

    Then, we have $\|\operatorname{\mathsf{Res}}(\operatorname{\mathsf{SAtt}}(X))\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}$.

    The repair: the bound times d/2, (d/2)·K·‖Res(X)‖_∞; otherwise the reading
    [as-written].

    How the statement below encodes it:
    - "$X\in\mathbb{R}^{n\times d}$", "$W_{q},W_{k},W_{v}\in\mathbb{R}^{d\times d}$":
      [n d : nat] with [(1 <= n)%nat] and [(1 <= d)%nat] (the search draws both from 1);
      [X Wq Wk Wv : mat]; the weights are not bounded (as in the search); θ: [theta : R].
    - "$\beta:=1/\sqrt{d_{0}}$": d₀ is defined nowhere in the paper; the reading takes
      d₀ := d, the statement's only dimension, and uses β both in E and in the attention
      scores (the proof's A = β(…)): β is [1 / sqrt (INR d)] in both places.
    - "$W=W_{q}W_{k}^{\top}$" and "$E=\beta\operatorname{\mathsf{Res}}(X)W\operatorname{\mathsf{Res}}(X)^{\top}$":
      [lemma_5_1_E n d beta X Wq Wk], the definition shared with the reading [as-written]
      (Statements/LargeWeights/lemma_5_1.v):
      [mscale beta (mmul d (mmul d (Res n X) (mmul d Wq (transpose Wk))) (transpose (Res n X)))],
      with Res of Definition 3.4 and the midrange minimiser ([Library/Res.v]).
    - "$E$ is a $\theta$-balanced matrix (see Definition 3.5)":
      [balance n (lemma_5_1_E n d (1 / sqrt (INR d)) X Wq Wk) <= theta],
      ‖D‖_∞ = maxᵢ max_{j,l} |E_{i,j} − E_{i,l}| ([Library/Balance.v]).
    - SAtt(X) = softm(β X W_q W_kᵀ Xᵀ) X W_v, one head
      ([softmv n d (1 / sqrt (INR d)) X Wq Wk Wv], [Library/Attention.v]).
    - "$K:=(e^{\theta}-1)\|W_{v}\|_{\infty}$": [(exp theta - 1) * max_abs_entry d d Wv];
      ‖·‖_∞ is the entrywise maximum of §3.1 throughout, [max_abs_entry].
    - The conclusion: [max_abs_entry n d (Res n (softmv n d (1 / sqrt (INR d)) X Wq Wk Wv))
      <= INR d / 2 * K * max_abs_entry n d (Res n X)].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [balance n (lemma_5_1_E n d (1 / sqrt (INR d)) X Wq Wk) <= theta] printed "Suppose that $E$ is a $\theta$-balanced matrix (see Definition 3.5)"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Balance Attention.
From Statements.LargeWeights Require Import lemma_5_1.
Open Scope R_scope.

Definition lemma_5_1__times_half_d : Prop :=
  forall (n d : nat) (X Wq Wk Wv : mat) (theta : R),
    (1 <= n)%nat -> (1 <= d)%nat ->
    balance n (lemma_5_1_E n d (1 / sqrt (INR d)) X Wq Wk) <= theta ->
    max_abs_entry n d (Res n (softmv n d (1 / sqrt (INR d)) X Wq Wk Wv))
      <= INR d / 2 * ((exp theta - 1) * max_abs_entry d d Wv) * max_abs_entry n d (Res n X).
