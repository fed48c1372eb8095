(** * large-weights, the proof of Lemma 5.1: its hypotheses and objects

    Shared by the statements of the displayed steps of the proof of Lemma 5.1
    ([proof_lemma_5_1_step_*], [eq_8]); the search's module is
    [src/claims/large_weights/proofs/lemma_5_1.rs]. Every step is checked under Lemma 5.1's
    hypotheses in its reading [as-written] (coq/Statements/LargeWeights/lemma_5_1.v):
    β = 1/√d in E and in the attention scores ([lemma_5_1_beta]), Res of Definition 3.4
    ([Res n], the midrange), the weights free, E = β Res(X) W_q W_kᵀ Res(X)ᵀ
    ([lemma_5_1_E]) θ-balanced ([lemma_5_1_balanced]).

    The proof's objects, read as the search's module reads them:
    - x, Definition 3.4's minimiser (the midrange, [midrange n X]), and R = Res(X), so
      X = 1xᵀ + R;
    - the biases b_q = b_k = 0 (the statement's SAtt has none), so b = W_k b_q = 0;
    - W = W_q W_kᵀ ([lemma_5_1_W]); P = softm(βXWXᵀ) row-wise, the attention matrix
      ([attention_matrix n d β X W_q W_k]); SAtt(X) = PXW_v ([softmv n d β ...]);
    - r = βR(Wᵀx + b) = βRWᵀx ([lemma_5_1_r]), softm(r) ([lemma_5_1_s]);
    - D, Definition 3.5's diagonal matrix of E: its diagonal [lemma_5_1_D];
    - softm(r)ᵀRW_v, a 1 × d row: [lemma_5_1_sRWv] holds it in each of its n rows;
    - r̃ = W_vᵀ(x + Rᵀsoftm(r)) (the printed "(x + Rᵀsoftm(r))W_v" multiplies a d-vector by
      W_v on its right; its nearest well-typed form): [lemma_5_1_one_r_tilde] is 1r̃ᵀ,
      n × d; r′ (defined nowhere) is read as r̃;
    - ‖·‖_∞ the entrywise maximum ([max_abs_entry]); ‖D1‖_∞ = maxᵢ |D_ii|
      ([vmax_abs n (lemma_5_1_D ...)]). *)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Balance Softmax Attention.
From Statements.LargeWeights Require Import lemma_5_1.
Open Scope R_scope.

(** β = 1/√d. *)
Definition lemma_5_1_beta (d : nat) : R := 1 / sqrt (INR d).

(** E is θ-balanced (Definition 3.5), E = β Res(X) W_q W_kᵀ Res(X)ᵀ. *)
Definition lemma_5_1_balanced (n d : nat) (X W_q W_k : mat) (theta : R) : Prop :=
  balance n (lemma_5_1_E n d (lemma_5_1_beta d) X W_q W_k) <= theta.

(** W = W_q W_kᵀ. *)
Definition lemma_5_1_W (d : nat) (W_q W_k : mat) : mat := mmul d W_q (transpose W_k).

(** r = βR(Wᵀx + b) with b = 0, the column of βR(Wᵀx) as a vector. *)
Definition lemma_5_1_r (n d : nat) (X W_q W_k : mat) : vec :=
  col (mscale (lemma_5_1_beta d)
         (mmul d (Res n X) (mmul d (transpose (lemma_5_1_W d W_q W_k)) (column (midrange n X))))) 0.

(** softm(r). *)
Definition lemma_5_1_s (n d : nat) (X W_q W_k : mat) : vec := softm n (lemma_5_1_r n d X W_q W_k).

(** The diagonal of D (Definition 3.5) of E. *)
Definition lemma_5_1_D (n d : nat) (X W_q W_k : mat) : vec :=
  balance_diagonal n (lemma_5_1_E n d (lemma_5_1_beta d) X W_q W_k).

(** 1 softm(r)ᵀ R W_v: every row is softm(r)ᵀRW_v. *)
Definition lemma_5_1_sRWv (n d : nat) (X W_q W_k W_v : mat) : mat :=
  mmul d (mmul n (outer ones (lemma_5_1_s n d X W_q W_k)) (Res n X)) W_v.

(** 1r̃ᵀ = (1xᵀ + 1 softm(r)ᵀ R) W_v. *)
Definition lemma_5_1_one_r_tilde (n d : nat) (X W_q W_k W_v : mat) : mat :=
  mmul d (madd (outer ones (midrange n X)) (mmul n (outer ones (lemma_5_1_s n d X W_q W_k)) (Res n X))) W_v.
