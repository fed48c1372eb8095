(** * large-weights, Lemma C.1, Part 2: the reading [extra-hypothesis-scores] (repair)

    Claim id [large-weights/lemma-c.1-p2], reading [extra-hypothesis-scores]; the search's
    module is [src/claims/large_weights/lemma_c_1.rs].

    The statement (Lemma C.1, Part 2):

    If the following conditions hold, • Let $H$ denote the number of heads. • Note that $\operatorname{\mathsf{softm}}_{1}$ and $\operatorname{\mathsf{softm}}_{2}$ are two different instantiations with different $W_{k},W_{q},W_{v}$ weights. • Let $X\in\mathbb{R}^{n\times d}$. • $A_{i}=\operatorname{\mathsf{softmv}}_{1,i}(X)\in\mathbb{R}^{n\times d}$ for $i\in[H]$. (Let $\operatorname{\mathsf{softmv}}$ be defined as Definition A.1) • $B=X+\sum_{i=1}^{H}A_{i}\in\mathbb{R}^{n\times d}$. • $\|\operatorname{\mathsf{Res}}(A_{i})\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$ for all $i\in[H]$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1) • Let $g(\epsilon):=2(e^{\epsilon}-1)$. • Let $W_{v}$ satisfy that $\|(B-X)W_{v}\|_{\infty}\leq H\cdot\epsilon$ and $\|XW_{v}\|_{\infty}\leq 1$ • Let $\epsilon_{0}=3g(2H\epsilon)$ Then we can show • Part 1. $\|\operatorname{\mathsf{softm}}_{2}(B)-\operatorname{\mathsf{softm}}_{2}(X)\|_{\infty}\leq\epsilon_{0}$ • Part 2. $\|\operatorname{\mathsf{softmv}}_{2}(B)-\operatorname{\mathsf{softmv}}_{2}(X)\|_{\infty}\leq\epsilon_{0}$

    The words this reading formalises (Appendix C.1, Lemma C.1):

    • $\|\operatorname{\mathsf{Res}}(A_{i})\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$ for all $i\in[H]$.

    The reading, as the search states it: Repair of as-written: the extra hypothesis $\|\beta (B W_2 B^\top - X W_2 X^\top)\|_\infty \le 2H\varepsilon$ ($W_2 = W_{q,2} W_{k,2}^\top$), the step the proof takes for granted when it replaces $X$ by $\mathrm{Res}(X)$ inside $\mathrm{softm}_2$; otherwise as-written.

    How the statement below encodes it (as Part 2's reading [as-written],
    Statements/LargeWeights/lemma_c_1_p2.v, with one hypothesis added):
    - Everything as Part 1's reading [extra-hypothesis-scores]
      (Statements/LargeWeights/lemma_c_1_p1__extra_hypothesis_scores.v): the hypotheses of
      the reading [as-written] ([lemma_c_1_hypotheses] with [Res n]) and the repair's
      ‖β(B W₂ Bᵀ − X W₂ Xᵀ)‖_∞ ≤ 2Hε ([lemma_c_1_score_change]).
    - Part 2's conclusion [lemma_c_1_part_2] (Statements/LargeWeights/lemma_c_1_p2.v),
      softmv₂ the head of instance 2 with the bullet's W_v:
      ‖softmv₂(B) − softmv₂(X)‖_∞ ≤ 3g(2Hε), ‖·‖_∞ the entrywise maximum of the n × d matrix.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [lemma_c_1_hypotheses n d H (Res n) X W_q_1 W_k_1 W_v_1 W_v theta eps] printed "• $\|\operatorname{\mathsf{Res}}(A_{i})\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$ for all $i\in[H]$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1) • Let $g(\epsilon):=2(e^{\epsilon}-1)$. • Let $W_{v}$ satisfy that $\|(B-X)W_{v}\|_{\infty}\leq H\cdot\epsilon$ and $\|XW_{v}\|_{\infty}\leq 1$"
    - [max_abs_entry n n (lemma_c_1_score_change d (1 / sqrt (INR d))
         (madd X (multi_head n d H (1 / sqrt (INR d)) W_q_1 W_k_1 W_v_1 X)) X W_q_2 W_k_2) <= 2 * INR H * eps] reading "$\|\beta (B W_2 B^\top - X W_2 X^\top)\|_\infty \le 2H\varepsilon$" *)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Attention FinalBound.
From Statements.LargeWeights Require Import lemma_c_1_p1 lemma_c_1_p2 lemma_c_1_p1__extra_hypothesis_scores.
Open Scope R_scope.

Definition lemma_c_1_p2__extra_hypothesis_scores : Prop :=
  forall (n d H : nat) (X : mat) (W_q_1 W_k_1 W_v_1 : nat -> mat) (W_q_2 W_k_2 W_v : mat) (theta : vec) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat ->
    lemma_c_1_hypotheses n d H (Res n) X W_q_1 W_k_1 W_v_1 W_v theta eps ->
    max_abs_entry n n (lemma_c_1_score_change d (1 / sqrt (INR d))
      (madd X (multi_head n d H (1 / sqrt (INR d)) W_q_1 W_k_1 W_v_1 X)) X W_q_2 W_k_2) <= 2 * INR H * eps ->
    lemma_c_1_part_2 n d H X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 W_v eps.
