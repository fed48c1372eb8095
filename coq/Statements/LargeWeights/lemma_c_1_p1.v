(** * large-weights, Lemma C.1, Part 1: the reading [as-written] (as-written)

    Claim id [large-weights/lemma-c.1-p1]; the search's module is
    [src/claims/large_weights/lemma_c_1.rs].

    The statement (Lemma C.1, Part 1):

    If the following conditions hold, • Let $H$ denote the number of heads. • Note that $\operatorname{\mathsf{softm}}_{1}$ and $\operatorname{\mathsf{softm}}_{2}$ are two different instantiations with different $W_{k},W_{q},W_{v}$ weights. • Let $X\in\mathbb{R}^{n\times d}$. • $A_{i}=\operatorname{\mathsf{softmv}}_{1,i}(X)\in\mathbb{R}^{n\times d}$ for $i\in[H]$. (Let $\operatorname{\mathsf{softmv}}$ be defined as Definition A.1) • $B=X+\sum_{i=1}^{H}A_{i}\in\mathbb{R}^{n\times d}$. • $\|\operatorname{\mathsf{Res}}(A_{i})\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$ for all $i\in[H]$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1) • Let $g(\epsilon):=2(e^{\epsilon}-1)$. • Let $W_{v}$ satisfy that $\|(B-X)W_{v}\|_{\infty}\leq H\cdot\epsilon$ and $\|XW_{v}\|_{\infty}\leq 1$ • Let $\epsilon_{0}=3g(2H\epsilon)$ Then we can show • Part 1. $\|\operatorname{\mathsf{softm}}_{2}(B)-\operatorname{\mathsf{softm}}_{2}(X)\|_{\infty}\leq\epsilon_{0}$ • Part 2. $\|\operatorname{\mathsf{softmv}}_{2}(B)-\operatorname{\mathsf{softmv}}_{2}(X)\|_{\infty}\leq\epsilon_{0}$

    The words this reading formalises (Appendix C.1, Lemma C.1, Part 1):

    • Part 1. $\|\operatorname{\mathsf{softm}}_{2}(B)-\operatorname{\mathsf{softm}}_{2}(X)\|_{\infty}\leq\epsilon_{0}$

    The reading, as the search states it: softm_i the instance's attention matrix softm(beta X W_q W_k^T X^T), beta = 1/sqrt(d); softmv = softm(X) X W_v; Res of Definition 3.4 (midrange); K_i = (e^theta_i - 1)||W_v1i||_inf with E_1i theta_i-balanced (Lemma 5.1, per head); weights free.

    How the statement below encodes it:
    - X ∈ ℝⁿˣᵈ and H heads: [n d H : nat] with [(1 <= n)%nat], [(1 <= d)%nat], [(1 <= H)%nat].
    - Instance 1 is a layer of H heads, head i with [W_q_1 i], [W_k_1 i], [W_v_1 i]
      ([W_q_1 W_k_1 W_v_1 : nat -> mat], d × d); instance 2 is one head [W_q_2 W_k_2], and
      [W_v] is the bullet's W_v; all weights free.
    - softmᵢ is the instance's attention matrix softm(β X W_q W_kᵀ Xᵀ) and
      "softmv(X) := softm(X) X W_v" (Definition A.1): [attention_matrix n d beta] and
      [softmv n d beta] (Library/Attention.v), β = 1/√d with d₀ := d as in Lemma 5.1's
      reading [as-written].
    - "$A_{i}=\operatorname{\mathsf{softmv}}_{1,i}(X)$" and "$B=X+\sum_{i=1}^{H}A_{i}$":
      [madd X (multi_head n d H beta W_q_1 W_k_1 W_v_1 X)].
    - "here K is as defined in Lemma 5.1", one per head: Kᵢ = (e^θᵢ − 1)‖W_v₁ᵢ‖_∞ with
      E₁ᵢ = β Res(X) W_q₁ᵢ W_k₁ᵢᵀ Res(X)ᵀ θᵢ-balanced ([theta : vec]); for every head i the
      hypotheses "$\|\operatorname{\mathsf{Res}}(A_{i})\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$",
      Res of Definition 3.4 with the midrange minimiser ([Res n]).
    - "$\|(B-X)W_{v}\|_{\infty}\leq H\cdot\epsilon$" and "$\|XW_{v}\|_{\infty}\leq 1$", ‖·‖_∞ the
      entrywise maximum.
    - ε₀ = 3g(2Hε), g(ε) = 2(e^ε − 1) ([g_of]); Part 1's conclusion
      [max_abs_entry n n (msub (softm_2 B) (softm_2 X)) <= 3 * g_of (2 * INR H * eps)].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [lemma_c_1_hypotheses n d H (Res n) X W_q_1 W_k_1 W_v_1 W_v theta eps] printed
      "$\|\operatorname{\mathsf{Res}}(A_{i})\|_{\infty}\leq
      K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$ for all $i\in[H]$. (We remark
      that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1) • Let
      $g(\epsilon):=2(e^{\epsilon}-1)$. • Let $W_{v}$ satisfy that $\|(B-X)W_{v}\|_{\infty}\leq
      H\cdot\epsilon$ and $\|XW_{v}\|_{\infty}\leq 1$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Residuals Balance Attention FinalBound.
Open Scope R_scope.

(** E₁ᵢ = β Res(X) W_q₁ᵢ W_k₁ᵢᵀ Res(X)ᵀ, with the residual [res]. *)
Definition lemma_c_1_E (d : nat) (res : mat -> mat) (beta : R) (X W_q W_k : mat) : mat :=
  mscale beta (mmul d (mmul d (res X) (mmul d W_q (transpose W_k))) (transpose (res X))).

(** The hypotheses of Lemma C.1, with the residual [res] and β = 1/√d. *)
Definition lemma_c_1_hypotheses (n d H : nat) (res : mat -> mat) (X : mat) (W_q_1 W_k_1 W_v_1 : nat -> mat)
    (W_v : mat) (theta : vec) (eps : R) : Prop :=
  let beta := 1 / sqrt (INR d) in
  let B := madd X (multi_head n d H beta W_q_1 W_k_1 W_v_1 X) in
  (forall i, (i < H)%nat ->
     let K := (exp (theta i) - 1) * max_abs_entry d d (W_v_1 i) in
     balance n (lemma_c_1_E d res beta X (W_q_1 i) (W_k_1 i)) <= theta i /\
     max_abs_entry n d (res (softmv n d beta X (W_q_1 i) (W_k_1 i) (W_v_1 i))) <= K * max_abs_entry n d (res X) /\
     K * max_abs_entry n d (res X) <= eps) /\
  max_abs_entry n d (mmul d (msub B X) W_v) <= INR H * eps /\
  max_abs_entry n d (mmul d X W_v) <= 1.

(** Part 1's conclusion. *)
Definition lemma_c_1_part_1 (n d H : nat) (X : mat) (W_q_1 W_k_1 W_v_1 : nat -> mat) (W_q_2 W_k_2 : mat) (eps : R) : Prop :=
  let beta := 1 / sqrt (INR d) in
  let B := madd X (multi_head n d H beta W_q_1 W_k_1 W_v_1 X) in
  max_abs_entry n n (msub (attention_matrix n d beta B W_q_2 W_k_2) (attention_matrix n d beta X W_q_2 W_k_2))
    <= 3 * g_of (2 * INR H * eps).

Definition lemma_c_1_p1 : Prop :=
  forall (n d H : nat) (X : mat) (W_q_1 W_k_1 W_v_1 : nat -> mat) (W_q_2 W_k_2 W_v : mat) (theta : vec) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat ->
    lemma_c_1_hypotheses n d H (Res n) X W_q_1 W_k_1 W_v_1 W_v theta eps ->
    lemma_c_1_part_1 n d H X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 eps.
