(** * large-weights, the proof of Lemma C.1: its objects

    Shared by the statements of the displayed steps of the proof of Lemma C.1 (both parts:
    [eq_12] … [eq_17], [proof_lemma_c_1_p1_step_*], [proof_lemma_c_1_p2_step_*]); the
    search's module is [src/claims/large_weights/proofs/lemma_c_1.rs]. Every step is
    checked under Lemma C.1's hypotheses in its part's reading [as-written]
    ([lemma_c_1_hypotheses n d H (Res n) ...], coq/Statements/LargeWeights/lemma_c_1_p1.v):
    softmᵢ the instance's attention matrix [attention_matrix n d β] with β = 1/√d,
    instance 1 a layer of H heads ([W_q_1 i], [W_k_1 i], [W_v_1 i], i = 0, …, H − 1),
    instance 2 one head ([W_q_2], [W_k_2], the bullet's [W_v]), Res of Definition 3.4
    ([Res n], the midrange).

    The proof's objects:
    - Aᵢ = softmv₁,ᵢ(X), B = X + Σᵢ Aᵢ ([madd X (multi_head n d H β W_q_1 W_k_1 W_v_1 X)]);
    - "A_[i] := Σ_{j=0}^{i} A_i", "the prefix sums of matrices A₀, A₁, …, Aᵢ": read as the
      prefix sum Σ_{j=0}^{i} A_j with A₀ = 0, the sum of the first i heads
      ([multi_head n d i β W_q_1 W_k_1 W_v_1 X]: heads 0, …, i − 1 are the paper's
      1, …, i; A_[0] = 0);
    - R_X = Res(X), R_B = Res(B), R_{A_[i]} = Res(A_[i]); the undefined R_A, R_{A,H} read as
      R_{A_[H]} and R_{A,i} as R_{A_[i]};
    - g(ε) = 2(e^ε − 1) ([g_of]), ‖·‖_∞ the entrywise maximum ([max_abs_entry]). *)

From Coq Require Import Reals.
From Lemmacheck Require Import Sums Matrices Norms Res Attention FinalBound.
Open Scope R_scope.

(** β = 1/√d. *)
Definition lemma_c_1_beta (d : nat) : R := 1 / sqrt (INR d).

(** softm₂(Z): instance 2's attention matrix, n × n. *)
Definition lemma_c_1_softm_2 (n d : nat) (W_q_2 W_k_2 Z : mat) : mat :=
  attention_matrix n d (lemma_c_1_beta d) Z W_q_2 W_k_2.

(** A_[i] = A₁ + … + Aᵢ, the sum of the first i heads of instance 1 (A_[0] = 0). *)
Definition lemma_c_1_prefix (n d i : nat) (X : mat) (W_q_1 W_k_1 W_v_1 : nat -> mat) : mat :=
  multi_head n d i (lemma_c_1_beta d) W_q_1 W_k_1 W_v_1 X.

(** B = X + Σᵢ Aᵢ = X + A_[H]. *)
Definition lemma_c_1_B (n d H : nat) (X : mat) (W_q_1 W_k_1 W_v_1 : nat -> mat) : mat :=
  madd X (lemma_c_1_prefix n d H X W_q_1 W_k_1 W_v_1).

(** ‖P − Q‖_∞ for m × k matrices. *)
Definition lemma_c_1_distance (m k : nat) (P Q : mat) : R := max_abs_entry m k (msub P Q).

(** R_{A_[i]} = Res(A_[i]). *)
Definition lemma_c_1_R_prefix (n d i : nat) (X : mat) (W_q_1 W_k_1 W_v_1 : nat -> mat) : mat :=
  Res n (lemma_c_1_prefix n d i X W_q_1 W_k_1 W_v_1).

(** Σ_{i=1}^{H−1} f(i), the sum the final chain prints (0 when H ≤ 1); written by cases on
    H so that it unfolds at a given H. *)
Definition lemma_c_1_sum_1_to_H_minus_1 (H : nat) (f : nat -> R) : R :=
  match H with
  | O => 0
  | S m => sum m (fun k => f (S k))
  end.
