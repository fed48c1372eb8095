(** * Dong et al. (2021), Eqs. (8)-(9), proof of Lemma A.1 (not printed in the sources): the reading [extra-hypothesis-r-w-v-nonnegative] (repair)

    Claim id [dong2021/eq-8-9], reading [extra-hypothesis-r-w-v-nonnegative]; the search's
    module is [src/claims/dong2021/eq_8_9.rs].

    The statement (Eqs. (8)-(9), proof of Lemma A.1 (not printed in the sources)):

    In the proof of Lemma A.1, to let Eqn. (8)-(9) hold, the authors may have assumed R , W V ≥ 0 , where ≥ denotes entry-wise inequality.

    The words this reading formalises (seed 003, remark on Eqn. (8)-(9) in the proof of Lemma A.1):

    the authors may have assumed R , W V ≥ 0 , where ≥ denotes entry-wise inequality.

    The reading, as the search states it: The reconstructed step with the assumption seed 003 attributes to the authors: R >= 0 and W_V >= 0 entrywise.

    How the statement below encodes it:
    - As the reading [reconstructed] (Statements/Dong2021/eq_8_9__reconstructed.v):
      E ∈ ℝⁿˣⁿ, r ∈ ℝⁿ, R ∈ ℝⁿˣᵈ, W_V ∈ ℝᵈˣᵈᵛ: [n d d_v : nat], each at least 1,
      [E R_ W_V : mat], [r : vec] ([R_] is the file's R: the name R is Coq's type of reals);
      P = softmax(E + 1rᵀ) row by row, [softm_rows n (madd E (outer ones r))]; D the
      diagonal matrix of the spreads of E's rows, D_{i,i} = max_{j,l} |E_{i,j} − E_{i,l}|
      ([balance_diagonal n E]), e^D = [diag (vmap exp (balance_diagonal n E))].
    - The assumption seed 003 attributes to the authors, R ≥ 0 and W_V ≥ 0 entrywise (the
      search's hypotheses "R >= 0 entrywise" and "W_V >= 0 entrywise", one per entry):
      [0 <= R_ i j] for i < n, j < d and [0 <= W_V i j] for i < d, j < d_v.
    - The step, with the common term 1xᵀW_V cancelled: for every entry (i, j),
      (P R W_V)_{ij} ≤ (e^D 1 softmax(r)ᵀ R W_V)_{ij}, the instance quantifiers [i j] after
      the premises.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= d_v)%nat] size
    - [(forall i j, (i < n)%nat -> (j < d)%nat -> 0 <= R_ i j)] reading "$R \ge 0$"
    - [(forall i j, (i < d)%nat -> (j < d_v)%nat -> 0 <= W_V i j)] reading "$W_V \ge 0$ entrywise"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Softmax Balance.
Open Scope R_scope.

Definition eq_8_9__extra_hypothesis_r_w_v_nonnegative : Prop :=
  forall (n d d_v : nat) (E : mat) (r : vec) (R_ W_V : mat),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= d_v)%nat ->
    (forall i j, (i < n)%nat -> (j < d)%nat -> 0 <= R_ i j) ->
    (forall i j, (i < d)%nat -> (j < d_v)%nat -> 0 <= W_V i j) ->
    forall i j : nat, (i < n)%nat -> (j < d_v)%nat ->
      mmul d (mmul n (softm_rows n (madd E (outer ones r))) R_) W_V i j
        <= mmul d (mmul n (mmul n (diag (vmap exp (balance_diagonal n E))) (outer ones (softm n r))) R_) W_V i j.
