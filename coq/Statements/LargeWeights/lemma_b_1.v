(** * large-weights, Lemma B.1 (perturbation of the softmax matrix): the reading [as-written]

    Claim id [large-weights/lemma-b.1]; the search's module is
    [src/claims/large_weights/lemma_b_1.rs].

    The statement (Appendix B, Lemma B.1):

    If the following conditions hold • Let $P=\operatorname{\mathsf{softm}}(A)$ (see Definition 3.1 for function $\operatorname{\mathsf{softm}}()$). • Let $\widetilde{A}=A-E$. • Let $\widetilde{P}=\operatorname{\mathsf{softm}}(\widetilde{A})$. • Let $D$ be defined as Definition 3.5, i.e., $D_{i,i}:=\max_{j,l\in[n]}|E_{i,j}-E_{i,l}|$ Then we can show, for all $i\in[n],j\in[n]$ $$e^{-D_{i,i}}\widetilde{P}_{i,j}\leq P_{i,j}\leq e^{D_{i,i}}\widetilde{P}_{i,j}.$$

    How the statement below encodes it:
    - A, E ∈ ℝⁿˣⁿ (E square as in Definition 3.5, A of the same shape): [n : nat] with
      [(1 <= n)%nat] ("for an arbitrary positive integer n", §3.1; the search draws n ≥ 1),
      and [A E : mat] read at rows and columns 0, ..., n−1. No other hypothesis.
    - "$P=\operatorname{\mathsf{softm}}(A)$", softm applied to each row (Definition 3.1):
      [softm_rows n A]; "$\widetilde{A}=A-E$": [msub A E]; P̃: [softm_rows n (msub A E)].
    - D of Definition 3.5: [balance_diagonal n E i] = max_{j,l} |E_{i,j} − E_{i,l}|.
    - "for all $i\in[n],j\in[n]$": every [i < n] and [j < n]; both inequalities, as the
      search checks them ([lower] and [upper]).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Softmax Balance.
Open Scope R_scope.

Definition lemma_b_1 : Prop :=
  forall (n : nat) (A E : mat),
    (1 <= n)%nat ->
    let P := softm_rows n A in
    let A_tilde := msub A E in
    let P_tilde := softm_rows n A_tilde in
    forall i j, (i < n)%nat -> (j < n)%nat ->
      exp (- balance_diagonal n E i) * P_tilde i j <= P i j /\
      P i j <= exp (balance_diagonal n E i) * P_tilde i j.
