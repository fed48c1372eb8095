(** * large-weights, Lemma 5.2: the reading [extra-hypothesis-scores] (repair)

    Claim id [large-weights/lemma-5.2], reading [extra-hypothesis-scores]; the search's
    module is [src/claims/large_weights/lemma_5_2.rs].

    The statement (§5.2, Lemma 5.2):

    Let $X\in\mathbb{R}^{n\times d}$. Let $A=\operatorname{\mathsf{softm}}_{1}(X)$ (Recall that $\operatorname{\mathsf{softm}}()$ function is defined as Definition 3.1. Note that $\operatorname{\mathsf{softm}}_{1}$ and $\operatorname{\mathsf{softm}}_{2}$ are two different instantiations with different $W_{k},W_{q},W_{v}$ weights). Let $B=X+A$. Suppose $\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1). Let $g(\epsilon):=2(e^{\epsilon}-1)$ and let $\epsilon_{0}=2g(2\epsilon)$. Then we can show $$\|\operatorname{\mathsf{softm}}_{2}(B)-\operatorname{\mathsf{softm}}_{2}(X)\|_{\infty}\leq\epsilon_{0}.$$

    The words this reading formalises (§5.2, Lemma 5.2):

    Suppose $\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$.

    The reading, as the search states it: Repair of as-written: the extra hypothesis
    $\|\beta (B W_2 B^\top - X W_2 X^\top)\|_\infty \le 2\varepsilon$
    ($W_2 = W_{q,2} W_{k,2}^\top$), the step the proof takes for granted when it replaces
    $X$ by $\mathrm{Res}(X)$ inside $\mathrm{softm}_2$; otherwise as-written.

    How the statement below encodes it (the reading [as-written],
    Statements/LargeWeights/lemma_5_2.v, whose hypotheses are written out here, in the
    module's order, with the score hypothesis added after them):
    - X ∈ ℝⁿˣᵈ with n = d (Appendix C: the lemma "ignor[es] the effects of XW_v, and thus
      automatically assum[es] n = d"): [n : nat] with [(1 <= n)%nat], [X : mat] of size n × n.
    - softmᵢ is instance i's attention matrix softm(β X W_qᵢ W_kᵢᵀ Xᵀ): [attention_matrix n n
      (1 / sqrt (INR n)) X W_q_i W_k_i] (Library/Attention.v), β = 1/√d with d₀ := d as in
      Lemma 5.1's reading [as-written]; the weights [W_q_1 W_k_1 W_v_1 W_q_2 W_k_2] are free
      n × n matrices.
    - A = softm₁(X), B = X + A: [madd X (attention_matrix n n (1 / sqrt (INR n)) X W_q_1 W_k_1)].
    - "here K is as defined in Lemma 5.1": K = (e^θ − 1)‖W_v₁‖_∞ with θ such that
      E₁ = β Res(X) W_q₁ W_k₁ᵀ Res(X)ᵀ is θ-balanced:
      [balance n (lemma_5_2_E n (Res n) (1 / sqrt (INR n)) X W_q_1 W_k_1) <= theta], and K
      written out as [(exp theta - 1) * max_abs_entry n n W_v_1].
    - "$\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$":
      two hypotheses, Res of Definition 3.4 with the midrange minimiser ([Res n]), ‖·‖_∞ the
      entrywise maximum.
    - The repair's hypothesis ‖β(B W₂ Bᵀ − X W₂ Xᵀ)‖_∞ ≤ 2ε, W₂ = W_q₂ W_k₂ᵀ, the products
      grouped as the attention scores are ((Z W₂) Zᵀ) and ‖·‖_∞ the entrywise maximum of the
      n × n matrix: [max_abs_entry n n (lemma_5_2_score_change n (1 / sqrt (INR n)) B X W_q_2 W_k_2) <= 2 * eps].
    - g(ε) = 2(e^ε − 1) ([g_of], Library/FinalBound.v), ε₀ = 2g(2ε), and the conclusion
      [max_abs_entry n n (msub (softm_2 B) (softm_2 X)) <= 2 * g_of (2 * eps)], ‖·‖_∞ entrywise.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [balance n (lemma_5_2_E n (Res n) (1 / sqrt (INR n)) X W_q_1 W_k_1) <= theta] printed "here $K$ is as defined in Lemma 5.1"
    - [max_abs_entry n n (Res n (attention_matrix n n (1 / sqrt (INR n)) X W_q_1 W_k_1))
         <= (exp theta - 1) * max_abs_entry n n W_v_1 * max_abs_entry n n (Res n X)] printed "Suppose $\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$."
    - [(exp theta - 1) * max_abs_entry n n W_v_1 * max_abs_entry n n (Res n X) <= eps] printed "Suppose $\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$."
    - [max_abs_entry n n (lemma_5_2_score_change n (1 / sqrt (INR n))
         (madd X (attention_matrix n n (1 / sqrt (INR n)) X W_q_1 W_k_1)) X W_q_2 W_k_2) <= 2 * eps] reading "$\|\beta (B W_2 B^\top - X W_2 X^\top)\|_\infty \le 2\varepsilon$" *)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Balance Attention FinalBound.
From Statements.LargeWeights Require Import lemma_5_2.
Open Scope R_scope.

(** β(B W Bᵀ − X W Xᵀ) with W = W_q W_kᵀ and inner dimension [k], the products grouped as
    in the attention scores (the module's [score_change]). *)
Definition lemma_5_2_score_change (k : nat) (beta : R) (B X W_q W_k : mat) : mat :=
  mscale beta (msub (mmul k (mmul k B (mmul k W_q (transpose W_k))) (transpose B))
                    (mmul k (mmul k X (mmul k W_q (transpose W_k))) (transpose X))).

Definition lemma_5_2__extra_hypothesis_scores : Prop :=
  forall (n : nat) (X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 : mat) (theta eps : R),
    (1 <= n)%nat ->
    balance n (lemma_5_2_E n (Res n) (1 / sqrt (INR n)) X W_q_1 W_k_1) <= theta ->
    max_abs_entry n n (Res n (attention_matrix n n (1 / sqrt (INR n)) X W_q_1 W_k_1))
      <= (exp theta - 1) * max_abs_entry n n W_v_1 * max_abs_entry n n (Res n X) ->
    (exp theta - 1) * max_abs_entry n n W_v_1 * max_abs_entry n n (Res n X) <= eps ->
    max_abs_entry n n (lemma_5_2_score_change n (1 / sqrt (INR n))
      (madd X (attention_matrix n n (1 / sqrt (INR n)) X W_q_1 W_k_1)) X W_q_2 W_k_2) <= 2 * eps ->
    max_abs_entry n n
      (msub (attention_matrix n n (1 / sqrt (INR n)) (madd X (attention_matrix n n (1 / sqrt (INR n)) X W_q_1 W_k_1)) W_q_2 W_k_2)
            (attention_matrix n n (1 / sqrt (INR n)) X W_q_2 W_k_2))
      <= 2 * g_of (2 * eps).
