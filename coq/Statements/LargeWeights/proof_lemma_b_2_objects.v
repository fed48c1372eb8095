(** * large-weights, the proof of Lemma B.2: its hypotheses and objects

    Shared by the statements of the displayed steps of the proof of Lemma B.2
    ([proof_lemma_b_2_step_*]); the search's module is
    [src/claims/large_weights/proofs/lemma_b_2.rs]. Every step is checked under Lemma B.2's
    hypotheses in its reading [as-written] (coq/Statements/LargeWeights/lemma_b_2.v): β > 0
    free under the printed bound, Res of Definition 3.4 ([Res n], the midrange), E =
    β Res(X) W_q W_kᵀ Res(X)ᵀ ([lemma_b_2_E]).

    The proof's objects: W = W_q W_kᵀ ([lemma_b_2_W]), r = ‖Res(X)‖_∞ ([lemma_b_2_r]),
    ‖·‖_∞ the entrywise maximum ([max_abs_entry]). *)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res.
From Statements.LargeWeights Require Import lemma_b_2.
Open Scope R_scope.

(** W = W_q W_kᵀ. *)
Definition lemma_b_2_W (d : nat) (W_q W_k : mat) : mat := mmul d W_q (transpose W_k).

(** ‖Res(X)‖_∞. *)
Definition lemma_b_2_r (n d : nat) (X : mat) : R := max_abs_entry n d (Res n X).
