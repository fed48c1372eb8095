(** * large-weights, Lemma C.1, Part 1: the reading [row-res] (alternative)

    Claim id [large-weights/lemma-c.1-p1], reading [row-res]; the search's module is
    [src/claims/large_weights/lemma_c_1.rs].

    The statement (Lemma C.1, Part 1):

    If the following conditions hold, • Let $H$ denote the number of heads. • Note that $\operatorname{\mathsf{softm}}_{1}$ and $\operatorname{\mathsf{softm}}_{2}$ are two different instantiations with different $W_{k},W_{q},W_{v}$ weights. • Let $X\in\mathbb{R}^{n\times d}$. • $A_{i}=\operatorname{\mathsf{softmv}}_{1,i}(X)\in\mathbb{R}^{n\times d}$ for $i\in[H]$. (Let $\operatorname{\mathsf{softmv}}$ be defined as Definition A.1) • $B=X+\sum_{i=1}^{H}A_{i}\in\mathbb{R}^{n\times d}$. • $\|\operatorname{\mathsf{Res}}(A_{i})\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$ for all $i\in[H]$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1) • Let $g(\epsilon):=2(e^{\epsilon}-1)$. • Let $W_{v}$ satisfy that $\|(B-X)W_{v}\|_{\infty}\leq H\cdot\epsilon$ and $\|XW_{v}\|_{\infty}\leq 1$ • Let $\epsilon_{0}=3g(2H\epsilon)$ Then we can show • Part 1. $\|\operatorname{\mathsf{softm}}_{2}(B)-\operatorname{\mathsf{softm}}_{2}(X)\|_{\infty}\leq\epsilon_{0}$ • Part 2. $\|\operatorname{\mathsf{softmv}}_{2}(B)-\operatorname{\mathsf{softmv}}_{2}(X)\|_{\infty}\leq\epsilon_{0}$

    The words this reading formalises (Appendix C.1, proof of Lemma C.1 (Part 1)):

    Let $R_{X}=\operatorname{\mathsf{Res}}(X)$ so that $X=R_{X}+y_{X}{\bf 1}_{d}^{\top}$ for some vector $y_{X}\in\mathbb{R}^{n}$.

    The reading, as the search states it: Res means Definition 3.4 in the statement and a row-wise residual in the proof: here the proof's X = R_X + y_X 1_d^T, y_X in R^n (row midranges), in the hypotheses and in E_1i; otherwise as-written.

    How the statement below encodes it:
    - As Part 1's reading [as-written] (Statements/LargeWeights/lemma_c_1_p1.v), with the
      proof's residual in place of Definition 3.4's: "X = R_X + y_X 1_dᵀ for some vector
      y_X ∈ ℝⁿ", the midrange of every row subtracted from it ([Res_rows d],
      Library/Residuals.v), in E₁ᵢ and in the hypothesis chain.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [lemma_c_1_hypotheses n d H (Res_rows d) X W_q_1 W_k_1 W_v_1 W_v theta eps] printed
      "$\|\operatorname{\mathsf{Res}}(A_{i})\|_{\infty}\leq
      K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$ for all $i\in[H]$. (We remark
      that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1) • Let
      $g(\epsilon):=2(e^{\epsilon}-1)$. • Let $W_{v}$ satisfy that $\|(B-X)W_{v}\|_{\infty}\leq
      H\cdot\epsilon$ and $\|XW_{v}\|_{\infty}\leq 1$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Residuals.
From Statements.LargeWeights Require Import lemma_c_1_p1 lemma_c_1_p2.
Open Scope R_scope.

Definition lemma_c_1_p1__row_res : Prop :=
  forall (n d H : nat) (X : mat) (W_q_1 W_k_1 W_v_1 : nat -> mat) (W_q_2 W_k_2 W_v : mat) (theta : vec) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat ->
    lemma_c_1_hypotheses n d H (Res_rows d) X W_q_1 W_k_1 W_v_1 W_v theta eps ->
    lemma_c_1_part_1 n d H X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 eps.
