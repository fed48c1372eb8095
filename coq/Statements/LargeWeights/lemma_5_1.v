(** * large-weights, Lemma 5.1: the reading [as-written] (as-written)

    Claim id [large-weights/lemma-5.1]; the search's module is
    [src/claims/large_weights/lemma_5_1.rs].

    The statement (§5.1, Lemma 5.1):

    If the following conditions hold: Let $X\in\mathbb{R}^{n\times d}$ denote the input of attention layer. Let $\widetilde{X}=\operatorname{\mathsf{SAtt}}(X)$ (see Definition 1.1 for function $\operatorname{\mathsf{SAtt}}$). Let $W_{q},W_{k},W_{v}\in\mathbb{R}^{d\times d}$ be the weight matrices of $\operatorname{\mathsf{SAtt}}$. Let $W=W_{q}W_{k}^{\top}$. Let $E=\beta\operatorname{\mathsf{Res}}(X)W\operatorname{\mathsf{Res}}(X)^{\top}$. Suppose that $E$ is a $\theta$-balanced matrix (see Definition 3.5). Let $\beta:=1/\sqrt{d_{0}}$ denote the normalization factor. Let $K:=(e^{\theta}-1)\|W_{v}\|_{\infty}$. Then, we have $\|\operatorname{\mathsf{Res}}(\operatorname{\mathsf{SAtt}}(X))\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}$.

    The reading, as the search states it: d_0 := d: beta = 1/sqrt(d) in E and in the attention scores (the proof's A); Res with the midrange minimiser; weights free; ||.||_inf entrywise.

    How the statement below encodes it:
    - X ∈ ℝⁿˣᵈ and W_q, W_k, W_v ∈ ℝᵈˣᵈ: [n d : nat] with [(1 <= n)%nat], [(1 <= d)%nat],
      [X W_q W_k W_v : mat]; the weights are free.
    - d₀ is defined nowhere; this reading takes d₀ := d, so β = 1/√d ([1 / sqrt (INR d)]),
      in E and in the attention scores (the proof's A = β(…)).
    - "$E=\beta\operatorname{\mathsf{Res}}(X)W\operatorname{\mathsf{Res}}(X)^{\top}$",
      W = W_q W_kᵀ: [lemma_5_1_E n d beta X W_q W_k] below; Res of Definition 3.4 with the
      midrange minimiser ([Res n]).
    - "E is a θ-balanced matrix" (Definition 3.5): [balance n E <= theta] (Library/Balance.v:
      the largest of D_{i,i} = max_{j,l} |E_{i,j} − E_{i,l}|).
    - SAtt(X) = softm(β X W_q W_kᵀ Xᵀ) X W_v: [softmv n d beta X W_q W_k W_v]
      (Library/Attention.v).
    - K := (e^θ − 1)‖W_v‖_∞ and the conclusion
      [max_abs_entry n d (Res n (SAtt X)) <= (exp theta - 1) * max_abs_entry d d W_v * max_abs_entry n d (Res n X)],
      ‖·‖_∞ the entrywise maximum of §3.1.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Balance Attention.
Open Scope R_scope.

(** E = β Res(X) W_q W_kᵀ Res(X)ᵀ. *)
Definition lemma_5_1_E (n d : nat) (beta : R) (X W_q W_k : mat) : mat :=
  mscale beta (mmul d (mmul d (Res n X) (mmul d W_q (transpose W_k))) (transpose (Res n X))).

(** The lemma with β_E in E and β_A in the attention scores. *)
Definition lemma_5_1_with (n d : nat) (beta_E beta_A : R) (X W_q W_k W_v : mat) (theta : R) : Prop :=
  balance n (lemma_5_1_E n d beta_E X W_q W_k) <= theta ->
  max_abs_entry n d (Res n (softmv n d beta_A X W_q W_k W_v))
    <= (exp theta - 1) * max_abs_entry d d W_v * max_abs_entry n d (Res n X).

Definition lemma_5_1 : Prop :=
  forall (n d : nat) (X W_q W_k W_v : mat) (theta : R),
    (1 <= n)%nat -> (1 <= d)%nat ->
    lemma_5_1_with n d (1 / sqrt (INR d)) (1 / sqrt (INR d)) X W_q W_k W_v theta.
