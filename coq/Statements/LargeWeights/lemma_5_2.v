(** * large-weights, Lemma 5.2: the reading [as-written] (as-written)

    Claim id [large-weights/lemma-5.2]; the search's module is
    [src/claims/large_weights/lemma_5_2.rs].

    The statement (§5.2, Lemma 5.2):

    Let $X\in\mathbb{R}^{n\times d}$. Let $A=\operatorname{\mathsf{softm}}_{1}(X)$ (Recall that $\operatorname{\mathsf{softm}}()$ function is defined as Definition 3.1. Note that $\operatorname{\mathsf{softm}}_{1}$ and $\operatorname{\mathsf{softm}}_{2}$ are two different instantiations with different $W_{k},W_{q},W_{v}$ weights). Let $B=X+A$. Suppose $\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1). Let $g(\epsilon):=2(e^{\epsilon}-1)$ and let $\epsilon_{0}=2g(2\epsilon)$. Then we can show $$\|\operatorname{\mathsf{softm}}_{2}(B)-\operatorname{\mathsf{softm}}_{2}(X)\|_{\infty}\leq\epsilon_{0}.$$

    The reading, as the search states it: softm_i(X) = softm(beta X W_qi W_ki^T X^T), n = d, beta = 1/sqrt(d); Res of Definition 3.4 (midrange); K = (e^theta - 1)||W_v1||_inf with E_1 theta-balanced (Lemma 5.1); instance weights free.

    How the statement below encodes it:
    - X ∈ ℝⁿˣᵈ with n = d (Appendix C: the lemma "ignor[es] the effects of XW_v, and thus
      automatically assum[es] n = d", softm₁(X) ∈ ℝⁿˣⁿ is added to X): [n : nat] with
      [(1 <= n)%nat], [X : mat] of size n × n.
    - softmᵢ is instance i's attention matrix softm(β X W_qᵢ W_kᵢᵀ Xᵀ): [attention_matrix n n
      beta X W_q_i W_k_i] (Library/Attention.v), β = 1/√d with d₀ := d as in Lemma 5.1's
      reading [as-written] ([1 / sqrt (INR n)]); the weights [W_q_1 W_k_1 W_v_1 W_q_2 W_k_2]
      are free n × n matrices.
    - A = softm₁(X), B = X + A: [madd X A].
    - "here K is as defined in Lemma 5.1": K = (e^θ − 1)‖W_v₁‖_∞ with θ such that
      E₁ = β Res(X) W_q₁ W_k₁ᵀ Res(X)ᵀ is θ-balanced (Lemma 5.1 for instance 1):
      [balance n (lemma_5_2_E ...) <= theta] and [K = (exp theta - 1) * max_abs_entry n n W_v_1].
    - "$\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$":
      two hypotheses, Res of Definition 3.4 with the midrange minimiser ([Res n]).
    - g(ε) = 2(e^ε − 1) ([g_of], Library/FinalBound.v), ε₀ = 2g(2ε), and the conclusion
      [max_abs_entry n n (msub (softm_2 B) (softm_2 X)) <= 2 * g_of (2 * eps)], ‖·‖_∞ entrywise.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Residuals Balance Attention FinalBound.
Open Scope R_scope.

(** E₁ = β Res(X) W_q₁ W_k₁ᵀ Res(X)ᵀ, with the residual [res] (Definition 3.4's or the
    proofs' row-wise one). *)
Definition lemma_5_2_E (n : nat) (res : mat -> mat) (beta : R) (X W_q W_k : mat) : mat :=
  mscale beta (mmul n (mmul n (res X) (mmul n W_q (transpose W_k))) (transpose (res X))).

(** The attention readings, with the residual [res]. *)
Definition lemma_5_2_attention (n : nat) (res : mat -> mat) (X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 : mat) (theta eps : R) : Prop :=
  let beta := 1 / sqrt (INR n) in
  let A := attention_matrix n n beta X W_q_1 W_k_1 in
  let B := madd X A in
  let K := (exp theta - 1) * max_abs_entry n n W_v_1 in
  balance n (lemma_5_2_E n res beta X W_q_1 W_k_1) <= theta ->
  max_abs_entry n n (res A) <= K * max_abs_entry n n (res X) ->
  K * max_abs_entry n n (res X) <= eps ->
  max_abs_entry n n (msub (attention_matrix n n beta B W_q_2 W_k_2) (attention_matrix n n beta X W_q_2 W_k_2))
    <= 2 * g_of (2 * eps).

Definition lemma_5_2 : Prop :=
  forall (n : nat) (X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 : mat) (theta eps : R),
    (1 <= n)%nat ->
    lemma_5_2_attention n (Res n) X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 theta eps.
