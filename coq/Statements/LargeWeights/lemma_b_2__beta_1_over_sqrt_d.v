(** * large-weights, Lemma B.2: the reading [beta-1-over-sqrt-d] (alternative)

    Claim id [large-weights/lemma-b.2], reading [beta-1-over-sqrt-d]; the search's module is
    [src/claims/large_weights/lemma_b_2.rs].

    The statement (Lemma B.2):

    If the following conditions hold • Let $W_{q},W_{k},W_{v}$ be the matrix that $\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$. • Let $W=W_{q}W_{k}^{\top}$. • Let $E=\beta\operatorname{\mathsf{Res}}(X)W\operatorname{\mathsf{Res}}(X)^{\top}$. • Let $\beta$ satisfy that $\beta\leq 1/(\|\operatorname{\mathsf{Res}}(X)\|_{\infty}^{2}\eta^{2})$. Then, we have $E$ is $\theta$-balanced with $\theta=1$.

    The words this reading formalises (§5.1, Lemma 5.1):

    Let $\beta:=1/\sqrt{d_{0}}$ denote the normalization factor.

    The reading, as the search states it: Lemma B.2 only bounds beta, which is Lemma 5.1's normalization factor 1/sqrt(d_0) with d_0 defined nowhere: here beta = 1/sqrt(d) (d_0 := d) and, as printed, beta <= 1/(||Res(X)||_inf^2 eta^2); otherwise as-written.

    How the statement below encodes it:
    - As the reading [as-written] ([lemma_b_2_with], Statements/LargeWeights/lemma_b_2.v),
      except for β.
    - "$\beta:=1/\sqrt{d_{0}}$" (Lemma 5.1) with d₀ := d: β = 1/√d ([1 / sqrt (INR d)]), not
      an input; the printed bound on β is a hypothesis as in [as-written].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices.
From Statements.LargeWeights Require Import lemma_b_2.
Open Scope R_scope.

Definition lemma_b_2__beta_1_over_sqrt_d : Prop :=
  forall (n d : nat) (X W_q W_k W_v : mat) (eta : R),
    (1 <= n)%nat -> (1 <= d)%nat ->
    lemma_b_2_with n d X W_q W_k W_v eta (1 / sqrt (INR d)).
