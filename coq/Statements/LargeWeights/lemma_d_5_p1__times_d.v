(** * large-weights, Lemma D.5, Part 1: the reading [times-d] (repair)

    Claim id [large-weights/lemma-d.5-p1], reading [times-d]; the search's module is
    [src/claims/large_weights/lemma_d_5.rs].

    The statement (Lemma D.5, Part 1):

    If the following conditions hold • Let $W_{q},W_{k},W_{v}$ denote weight matrices. • Let $W=W_{q}W_{k}^{\top}$. • Let $Y$ satisfy that $\|Y-X\|_{\infty}\leq 2\|X\|_{\infty}$ • $K_{1}:=12\|X\|_{\infty}\|W\|_{\infty}$. • $K_{2}:=K_{1}\|X\|_{\infty}\|W_{v}\|_{\infty}+\|W_{v}\|_{\infty}$ Then, we can show • Part 1. $$\|\operatorname{\mathsf{softm}}(X)-\operatorname{\mathsf{softm}}(Y)\|_{\infty}\leq K_{1}\cdot\|X-Y\|_{\infty}$$ • Part 2. $$\|\operatorname{\mathsf{softmv}}(X)-\operatorname{\mathsf{softmv}}(Y)\|_{\infty}\leq K_{2}\cdot\|X-Y\|_{\infty}$$

    The words this reading formalises (Appendix D.2, Lemma D.5, Part 1):

    • Part 1. $$\|\operatorname{\mathsf{softm}}(X)-\operatorname{\mathsf{softm}}(Y)\|_{\infty}\leq K_{1}\cdot\|X-Y\|_{\infty}$$

    The reading, as the search states it: Repair candidate: the bound d K_1 ||X - Y||_inf; otherwise as-written. The argument of times-d-squared proves it only up to d = 6 (it gives d^2/6); the supremum of lhs/rhs is d/6, so it fails from d = 7 on.

    How the statement below encodes it:
    - Everything as in Part 1's reading [as-written] ([lemma_d_5_close], [lemma_d_5_K1],
      [lemma_d_5_K2], Statements/LargeWeights/lemma_d_5_p1.v).
    - The conclusion of Part 1 with the bound multiplied by d: [lemma_d_5_part_1 n d (INR d) ...].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [lemma_d_5_close n d X Y] printed "$\|Y-X\|_{\infty}\leq 2\|X\|_{\infty}$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices.
From Statements.LargeWeights Require Import lemma_d_5_p1.
Open Scope R_scope.

Definition lemma_d_5_p1__times_d : Prop :=
  forall (n d : nat) (X Y W_q W_k W_v : mat),
    (1 <= n)%nat -> (1 <= d)%nat ->
    lemma_d_5_close n d X Y ->
    lemma_d_5_part_1 n d (INR d) X Y W_q W_k.
