(** * Dong et al. (2021), Eqs. (8)-(9), proof of Lemma A.1 (not printed in the sources): the reading [reconstructed] (reconstructed)

    Claim id [dong2021/eq-8-9], reading [reconstructed]; the search's module is
    [src/claims/dong2021/eq_8_9.rs].

    The statement (Eqs. (8)-(9), proof of Lemma A.1 (not printed in the sources)):

    In the proof of Lemma A.1, to let Eqn. (8)-(9) hold, the authors may have assumed R , W V ≥ 0 , where ≥ denotes entry-wise inequality.

    The words this reading formalises (seed 003, remark on Eqn. (8)-(9) in the proof of Lemma A.1):

    In the proof of Lemma A.1, to let Eqn. (8)-(9) hold,

    The reading, as the search states it: Rebuilt (the equations are not printed; the large-weights paper's Eq. (7) is the same step): P = softmax(E + 1 r^T) row-wise, D_ii = max_{j,l} |E_ij - E_il|, and (P R W_V)_ij <= (e^D 1 softmax(r)^T R W_V)_ij for every i, j, with E, r, R, W_V of any signs.

    How the statement below encodes it:
    - E ∈ ℝⁿˣⁿ, r ∈ ℝⁿ, R ∈ ℝⁿˣᵈ, W_V ∈ ℝᵈˣᵈᵛ of any signs ("E, r, R, W_V can be any
      matrices", seed 003): [n d d_v : nat], each at least 1, [E R_ W_V : mat], [r : vec]
      ([R_] is the file's R: the name R is Coq's type of reals).
    - P = softmax(E + 1rᵀ) row by row: [softm_rows n (madd E (outer ones r))]; D the diagonal
      matrix of the spreads of E's rows, D_{i,i} = max_{j,l} |E_{i,j} − E_{i,l}|
      ([balance_diagonal n E]), e^D = [diag (vmap exp (balance_diagonal n E))].
    - The step, with the common term 1xᵀW_V cancelled: for every entry (i, j),
      (P R W_V)_{ij} ≤ (e^D 1 softmax(r)ᵀ R W_V)_{ij}, the instance quantifiers [i j] first.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= d_v)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Softmax Balance.
Open Scope R_scope.

Definition eq_8_9__reconstructed : Prop :=
  forall (n d d_v : nat) (E : mat) (r : vec) (R_ W_V : mat),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= d_v)%nat ->
    forall i j : nat, (i < n)%nat -> (j < d_v)%nat ->
      mmul d (mmul n (softm_rows n (madd E (outer ones r))) R_) W_V i j
        <= mmul d (mmul n (mmul n (diag (vmap exp (balance_diagonal n E))) (outer ones (softm n r))) R_) W_V i j.
