(** * large-weights, Lemma D.5, Part 1: the reading [as-written] (as-written)

    Claim id [large-weights/lemma-d.5-p1]; the search's module is
    [src/claims/large_weights/lemma_d_5.rs].

    The statement (Lemma D.5, Part 1):

    If the following conditions hold • Let $W_{q},W_{k},W_{v}$ denote weight matrices. • Let $W=W_{q}W_{k}^{\top}$. • Let $Y$ satisfy that $\|Y-X\|_{\infty}\leq 2\|X\|_{\infty}$ • $K_{1}:=12\|X\|_{\infty}\|W\|_{\infty}$. • $K_{2}:=K_{1}\|X\|_{\infty}\|W_{v}\|_{\infty}+\|W_{v}\|_{\infty}$ Then, we can show • Part 1. $$\|\operatorname{\mathsf{softm}}(X)-\operatorname{\mathsf{softm}}(Y)\|_{\infty}\leq K_{1}\cdot\|X-Y\|_{\infty}$$ • Part 2. $$\|\operatorname{\mathsf{softmv}}(X)-\operatorname{\mathsf{softmv}}(Y)\|_{\infty}\leq K_{2}\cdot\|X-Y\|_{\infty}$$

    The words this reading formalises (Appendix D.2, Lemma D.5, Part 1):

    • Part 1. $$\|\operatorname{\mathsf{softm}}(X)-\operatorname{\mathsf{softm}}(Y)\|_{\infty}\leq K_{1}\cdot\|X-Y\|_{\infty}$$

    The reading, as the search states it: softm(X) = softm(X W_q W_k^T X^T) row-wise (no scale, as in the proof), softmv(X) = softm(X) X W_v; weights free; ||.||_inf entrywise.

    How the statement below encodes it:
    - X, Y ∈ ℝⁿˣᵈ and W_q, W_k, W_v ∈ ℝᵈˣᵈ: [n d : nat] with [(1 <= n)%nat], [(1 <= d)%nat];
      the weights are free ("Let W_q, W_k, W_v denote weight matrices").
    - "$\|Y-X\|_{\infty}\leq 2\|X\|_{\infty}$": [max_abs_entry n d (msub Y X) <= 2 * max_abs_entry n d X],
      ‖·‖_∞ the entrywise maximum.
    - W = W_q W_kᵀ; K₁ := 12‖X‖_∞‖W‖_∞, K₂ := K₁‖X‖_∞‖W_v‖_∞ + ‖W_v‖_∞ ([lemma_d_5_K1], [lemma_d_5_K2]).
    - softm(X) is the head's attention matrix softm(X W_q W_kᵀ Xᵀ) with no scale (the proof's
      first step is ‖softm(X) − softm(Y)‖_∞ ≤ 4‖XWXᵀ − YWYᵀ‖_∞): [attention_matrix n d 1];
      softmv(X) = softm(X) X W_v: [softmv n d 1] (Library/Attention.v).
    - Part 1's conclusion, with a factor [c] (1 as printed; the repairs multiply the bound
      by a power of d): [max_abs_entry n n (msub (softm X) (softm Y)) <= c * K₁ * ‖X − Y‖_∞].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [lemma_d_5_close n d X Y] printed "$\|Y-X\|_{\infty}\leq 2\|X\|_{\infty}$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Attention.
Open Scope R_scope.

Definition lemma_d_5_K1 (n d : nat) (X W_q W_k : mat) : R :=
  12 * max_abs_entry n d X * max_abs_entry d d (mmul d W_q (transpose W_k)).

Definition lemma_d_5_K2 (n d : nat) (X W_q W_k W_v : mat) : R :=
  lemma_d_5_K1 n d X W_q W_k * max_abs_entry n d X * max_abs_entry d d W_v + max_abs_entry d d W_v.

Definition lemma_d_5_close (n d : nat) (X Y : mat) : Prop :=
  max_abs_entry n d (msub Y X) <= 2 * max_abs_entry n d X.

(** Part 1 with the bound multiplied by [c]. *)
Definition lemma_d_5_part_1 (n d : nat) (c : R) (X Y W_q W_k : mat) : Prop :=
  max_abs_entry n n (msub (attention_matrix n d 1 X W_q W_k) (attention_matrix n d 1 Y W_q W_k))
    <= c * lemma_d_5_K1 n d X W_q W_k * max_abs_entry n d (msub X Y).

(** Part 2 with the bound multiplied by [c]. *)
Definition lemma_d_5_part_2 (n d : nat) (c : R) (X Y W_q W_k W_v : mat) : Prop :=
  max_abs_entry n d (msub (softmv n d 1 X W_q W_k W_v) (softmv n d 1 Y W_q W_k W_v))
    <= c * lemma_d_5_K2 n d X W_q W_k W_v * max_abs_entry n d (msub X Y).

Definition lemma_d_5_p1 : Prop :=
  forall (n d : nat) (X Y W_q W_k W_v : mat),
    (1 <= n)%nat -> (1 <= d)%nat ->
    lemma_d_5_close n d X Y ->
    lemma_d_5_part_1 n d 1 X Y W_q W_k.
