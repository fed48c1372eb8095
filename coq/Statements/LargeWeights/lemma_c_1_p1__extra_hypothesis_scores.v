(** * large-weights, Lemma C.1, Part 1: the reading [extra-hypothesis-scores] (repair)

    Claim id [large-weights/lemma-c.1-p1], reading [extra-hypothesis-scores]; the search's
    module is [src/claims/large_weights/lemma_c_1.rs].

    The statement (Lemma C.1, Part 1):

    If the following conditions hold, • Let $H$ denote the number of heads. • Note that $\operatorname{\mathsf{softm}}_{1}$ and $\operatorname{\mathsf{softm}}_{2}$ are two different instantiations with different $W_{k},W_{q},W_{v}$ weights. • Let $X\in\mathbb{R}^{n\times d}$. • $A_{i}=\operatorname{\mathsf{softmv}}_{1,i}(X)\in\mathbb{R}^{n\times d}$ for $i\in[H]$. (Let $\operatorname{\mathsf{softmv}}$ be defined as Definition A.1) • $B=X+\sum_{i=1}^{H}A_{i}\in\mathbb{R}^{n\times d}$. • $\|\operatorname{\mathsf{Res}}(A_{i})\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$ for all $i\in[H]$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1) • Let $g(\epsilon):=2(e^{\epsilon}-1)$. • Let $W_{v}$ satisfy that $\|(B-X)W_{v}\|_{\infty}\leq H\cdot\epsilon$ and $\|XW_{v}\|_{\infty}\leq 1$ • Let $\epsilon_{0}=3g(2H\epsilon)$ Then we can show • Part 1. $\|\operatorname{\mathsf{softm}}_{2}(B)-\operatorname{\mathsf{softm}}_{2}(X)\|_{\infty}\leq\epsilon_{0}$ • Part 2. $\|\operatorname{\mathsf{softmv}}_{2}(B)-\operatorname{\mathsf{softmv}}_{2}(X)\|_{\infty}\leq\epsilon_{0}$

    The words this reading formalises (Appendix C.1, Lemma C.1):

    • $\|\operatorname{\mathsf{Res}}(A_{i})\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$ for all $i\in[H]$.

    The reading, as the search states it: Repair of as-written: the extra hypothesis $\|\beta (B W_2 B^\top - X W_2 X^\top)\|_\infty \le 2H\varepsilon$ ($W_2 = W_{q,2} W_{k,2}^\top$), the step the proof takes for granted when it replaces $X$ by $\mathrm{Res}(X)$ inside $\mathrm{softm}_2$; otherwise as-written.

    How the statement below encodes it (as Part 1's reading [as-written],
    Statements/LargeWeights/lemma_c_1_p1.v, with one hypothesis added):
    - X ∈ ℝⁿˣᵈ and H heads: [n d H : nat] with [(1 <= n)%nat], [(1 <= d)%nat], [(1 <= H)%nat];
      instance 1 is a layer of H heads ([W_q_1 W_k_1 W_v_1 : nat -> mat]), instance 2 one
      head [W_q_2 W_k_2] with the bullet's [W_v]; all weights free; softmᵢ the instance's
      attention matrix softm(β Z W_q W_kᵀ Zᵀ), β = 1/√d ([1 / sqrt (INR d)]), and
      B = X + Σᵢ softmv_{1,i}(X): [madd X (multi_head n d H (1 / sqrt (INR d)) W_q_1 W_k_1 W_v_1 X)].
    - The hypotheses of the reading [as-written], unchanged: [lemma_c_1_hypotheses] with
      Definition 3.4's Res ([Res n]): for every head i, E₁ᵢ θᵢ-balanced,
      ‖Res(A_i)‖_∞ ≤ Kᵢ‖Res(X)‖_∞ ≤ ε with Kᵢ = (e^θᵢ − 1)‖W_v₁ᵢ‖_∞ ("here K is as defined in
      Lemma 5.1"), and ‖(B − X)W_v‖_∞ ≤ Hε, ‖XW_v‖_∞ ≤ 1.
    - The repair's hypothesis ‖β(B W₂ Bᵀ − X W₂ Xᵀ)‖_∞ ≤ 2Hε, W₂ = W_q₂ W_k₂ᵀ, the products
      grouped as the attention scores are ((Z W₂) Zᵀ, inner dimension d) and ‖·‖_∞ the
      entrywise maximum of the n × n matrix:
      [max_abs_entry n n (lemma_c_1_score_change d (1 / sqrt (INR d)) B X W_q_2 W_k_2) <= 2 * INR H * eps].
    - ε₀ = 3g(2Hε), g(ε) = 2(e^ε − 1) ([g_of]); Part 1's conclusion [lemma_c_1_part_1]:
      ‖softm₂(B) − softm₂(X)‖_∞ ≤ 3g(2Hε), ‖·‖_∞ entrywise.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [lemma_c_1_hypotheses n d H (Res n) X W_q_1 W_k_1 W_v_1 W_v theta eps] printed "• $\|\operatorname{\mathsf{Res}}(A_{i})\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$ for all $i\in[H]$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1) • Let $g(\epsilon):=2(e^{\epsilon}-1)$. • Let $W_{v}$ satisfy that $\|(B-X)W_{v}\|_{\infty}\leq H\cdot\epsilon$ and $\|XW_{v}\|_{\infty}\leq 1$"
    - [max_abs_entry n n (lemma_c_1_score_change d (1 / sqrt (INR d))
         (madd X (multi_head n d H (1 / sqrt (INR d)) W_q_1 W_k_1 W_v_1 X)) X W_q_2 W_k_2) <= 2 * INR H * eps] reading "$\|\beta (B W_2 B^\top - X W_2 X^\top)\|_\infty \le 2H\varepsilon$" *)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Attention FinalBound.
From Statements.LargeWeights Require Import lemma_c_1_p1.
Open Scope R_scope.

(** β(B W Bᵀ − X W Xᵀ) with W = W_q W_kᵀ and inner dimension [d], the products grouped as
    in the attention scores (the module's [score_change]). *)
Definition lemma_c_1_score_change (d : nat) (beta : R) (B X W_q W_k : mat) : mat :=
  mscale beta (msub (mmul d (mmul d B (mmul d W_q (transpose W_k))) (transpose B))
                    (mmul d (mmul d X (mmul d W_q (transpose W_k))) (transpose X))).

Definition lemma_c_1_p1__extra_hypothesis_scores : Prop :=
  forall (n d H : nat) (X : mat) (W_q_1 W_k_1 W_v_1 : nat -> mat) (W_q_2 W_k_2 W_v : mat) (theta : vec) (eps : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat ->
    lemma_c_1_hypotheses n d H (Res n) X W_q_1 W_k_1 W_v_1 W_v theta eps ->
    max_abs_entry n n (lemma_c_1_score_change d (1 / sqrt (INR d))
      (madd X (multi_head n d H (1 / sqrt (INR d)) W_q_1 W_k_1 W_v_1 X)) X W_q_2 W_k_2) <= 2 * INR H * eps ->
    lemma_c_1_part_1 n d H X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 eps.
