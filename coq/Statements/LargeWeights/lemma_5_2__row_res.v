(** * large-weights, Lemma 5.2: the reading [row-res] (alternative)

    Claim id [large-weights/lemma-5.2], reading [row-res]; the search's module is
    [src/claims/large_weights/lemma_5_2.rs].

    The statement (Lemma 5.2):

    Let $X\in\mathbb{R}^{n\times d}$. Let $A=\operatorname{\mathsf{softm}}_{1}(X)$ (Recall that $\operatorname{\mathsf{softm}}()$ function is defined as Definition 3.1. Note that $\operatorname{\mathsf{softm}}_{1}$ and $\operatorname{\mathsf{softm}}_{2}$ are two different instantiations with different $W_{k},W_{q},W_{v}$ weights). Let $B=X+A$. Suppose $\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1). Let $g(\epsilon):=2(e^{\epsilon}-1)$ and let $\epsilon_{0}=2g(2\epsilon)$. Then we can show $$\|\operatorname{\mathsf{softm}}_{2}(B)-\operatorname{\mathsf{softm}}_{2}(X)\|_{\infty}\leq\epsilon_{0}.$$

    The words this reading formalises (§5.2, proof of Lemma 5.2):

    Let $R_{X}=\operatorname{\mathsf{Res}}(X)$ so that $X=R_{X}+y_{X}{\bf 1}_{d}^{\top}$ for some vector $y_{X}\in\mathbb{R}^{n}$.

    The reading, as the search states it: Res means Definition 3.4 in the statement and a row-wise residual in the proof: here the proof's X = R_X + y_X 1_d^T, y_X in R^n (row midranges), in the hypotheses and in E_1; otherwise as-written.

    How the statement below encodes it:
    - As the reading [as-written] ([lemma_5_2_attention], Statements/LargeWeights/lemma_5_2.v),
      with the proof's residual in place of Definition 3.4's: "X = R_X + y_X 1_dᵀ for some
      vector y_X ∈ ℝⁿ", the midrange of every row subtracted from it ([Res_rows n],
      Library/Residuals.v), in E₁ and in the hypothesis chain.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Residuals.
From Statements.LargeWeights Require Import lemma_5_2.
Open Scope R_scope.

Definition lemma_5_2__row_res : Prop :=
  forall (n : nat) (X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 : mat) (theta eps : R),
    (1 <= n)%nat ->
    lemma_5_2_attention n (Res_rows n) X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 theta eps.
