(** * large-weights, Lemma C.1, Part 2: the reading [as-written] (as-written)

    Claim id [large-weights/lemma-c.1-p2]; the search's module is
    [src/claims/large_weights/lemma_c_1.rs].

    The statement (Lemma C.1, Part 2):

    If the following conditions hold, • Let $H$ denote the number of heads. • Note that $\operatorname{\mathsf{softm}}_{1}$ and $\operatorname{\mathsf{softm}}_{2}$ are two different instantiations with different $W_{k},W_{q},W_{v}$ weights. • Let $X\in\mathbb{R}^{n\times d}$. • $A_{i}=\operatorname{\mathsf{softmv}}_{1,i}(X)\in\mathbb{R}^{n\times d}$ for $i\in[H]$. (Let $\operatorname{\mathsf{softmv}}$ be defined as Definition A.1) • $B=X+\sum_{i=1}^{H}A_{i}\in\mathbb{R}^{n\times d}$. • $\|\operatorname{\mathsf{Res}}(A_{i})\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$ for all $i\in[H]$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1) • Let $g(\epsilon):=2(e^{\epsilon}-1)$. • Let $W_{v}$ satisfy that $\|(B-X)W_{v}\|_{\infty}\leq H\cdot\epsilon$ and $\|XW_{v}\|_{\infty}\leq 1$ • Let $\epsilon_{0}=3g(2H\epsilon)$ Then we can show • Part 1. $\|\operatorname{\mathsf{softm}}_{2}(B)-\operatorname{\mathsf{softm}}_{2}(X)\|_{\infty}\leq\epsilon_{0}$ • Part 2. $\|\operatorname{\mathsf{softmv}}_{2}(B)-\operatorname{\mathsf{softmv}}_{2}(X)\|_{\infty}\leq\epsilon_{0}$

    The words this reading formalises (Appendix C.1, Lemma C.1, Part 2):

    • Part 2. $\|\operatorname{\mathsf{softmv}}_{2}(B)-\operatorname{\mathsf{softmv}}_{2}(X)\|_{\infty}\leq\epsilon_{0}$

    The reading, as the search states it: softm_i the instance's attention matrix softm(beta X W_q W_k^T X^T), beta = 1/sqrt(d); softmv = softm(X) X W_v; Res of Definition 3.4 (midrange); K_i = (e^theta_i - 1)||W_v1i||_inf with E_1i theta_i-balanced (Lemma 5.1, per head); weights free.

    How the statement below encodes it:
    - Everything as Part 1's reading [as-written] ([lemma_c_1_hypotheses],
      Statements/LargeWeights/lemma_c_1_p1.v).
    - Part 2's conclusion, softmv₂ the head of instance 2 with the bullet's W_v:
      [max_abs_entry n d (msub (softmv₂ B) (softmv₂ X)) <= 3 * g_of (2 * INR H * eps)].

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
From Lemmacheck Require Import Matrices Norms Res Attention FinalBound.
From Statements.LargeWeights Require Import lemma_c_1_p1.
Open Scope R_scope.

(** Part 2's conclusion. *)
Definition lemma_c_1_part_2 (n d H : nat) (X : mat) (W_q_1 W_k_1 W_v_1 : nat -> mat) (W_q_2 W_k_2 W_v : mat) (eps : R) : Prop :=
  let beta := 1 / sqrt (INR d) in
  let B := madd X (multi_head n d H beta W_q_1 W_k_1 W_v_1 X) in
  max_abs_entry n d (msub (softmv n d beta B W_q_2 W_k_2 W_v) (softmv n d beta X W_q_2 W_k_2 W_v))
    <= 3 * g_of (2 * INR H * eps).

Definition lemma_c_1_p2 : Prop :=
  forall (n d H : nat) (X : mat) (W_q_1 W_k_1 W_v_1 : nat -> mat) (W_q_2 W_k_2 W_v : mat) (theta : vec) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat ->
    lemma_c_1_hypotheses n d H (Res n) X W_q_1 W_k_1 W_v_1 W_v theta eps ->
    lemma_c_1_part_2 n d H X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 W_v eps.
