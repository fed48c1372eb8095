(** * large-weights, the proof of Lemma 5.2: its hypotheses and objects

    Shared by the statements of the displayed steps of the proof of Lemma 5.2
    ([eq_9], [eq_10], [proof_lemma_5_2_step_*]); the search's module is
    [src/claims/large_weights/proofs/lemma_5_2.rs]. Every step is checked under Lemma 5.2's
    hypotheses in its reading [as-written] (coq/Statements/LargeWeights/lemma_5_2.v):
    n = d, softmᵢ(Z) = [attention_matrix n n β Z W_qᵢ W_kᵢ] with β = 1/√n, Res of
    Definition 3.4 ([Res n], the midrange), K = (e^θ − 1)‖W_v₁‖_∞.

    The proof's objects: A = softm₁(X), B = X + A, R_X = Res(X), R_A = Res(A),
    R_B = Res(B) ("Let R_X = Res(X) so that X = R_X + y_X 1_dᵀ"), g(ε) = 2(e^ε − 1)
    ([g_of]), ‖·‖_∞ the entrywise maximum ([max_abs_entry]). *)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Residuals Balance Attention FinalBound.
From Statements.LargeWeights Require Import lemma_5_2.
Open Scope R_scope.

(** β = 1/√d with d = n. *)
Definition lemma_5_2_beta (n : nat) : R := 1 / sqrt (INR n).

(** softmᵢ(Z) for the weights [W_q] and [W_k] of instance i. *)
Definition lemma_5_2_softm (n : nat) (W_q W_k Z : mat) : mat :=
  attention_matrix n n (lemma_5_2_beta n) Z W_q W_k.

(** A = softm₁(X). *)
Definition lemma_5_2_A (n : nat) (X W_q_1 W_k_1 : mat) : mat := lemma_5_2_softm n W_q_1 W_k_1 X.

(** B = X + A. *)
Definition lemma_5_2_B (n : nat) (X W_q_1 W_k_1 : mat) : mat := madd X (lemma_5_2_A n X W_q_1 W_k_1).

(** ‖P − Q‖_∞, the entrywise maximum of the difference. *)
Definition lemma_5_2_distance (n : nat) (P Q : mat) : R := max_abs_entry n n (msub P Q).

(** Lemma 5.2's hypotheses: E₁ θ-balanced, ‖Res(A)‖_∞ ≤ K‖Res(X)‖_∞ ≤ ε. *)
Definition lemma_5_2_hypotheses (n : nat) (X W_q_1 W_k_1 W_v_1 : mat) (theta eps : R) : Prop :=
  let K := (exp theta - 1) * max_abs_entry n n W_v_1 in
  balance n (lemma_5_2_E n (Res n) (lemma_5_2_beta n) X W_q_1 W_k_1) <= theta /\
  max_abs_entry n n (Res n (lemma_5_2_A n X W_q_1 W_k_1)) <= K * max_abs_entry n n (Res n X) /\
  K * max_abs_entry n n (Res n X) <= eps.
