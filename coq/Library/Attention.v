(** * Self-attention: Definitions 1.1, 3.6, 3.7 and A.1 of large-weights

    One head with weights W_q, W_k, W_v ∈ ℝᵈˣᵈ and scale β acting on X ∈ ℝⁿˣᵈ:
    - the attention matrix softm(β X W_q W_kᵀ Xᵀ) ∈ ℝⁿˣⁿ, softm applied to each row; this is
      D⁻¹ g(X Q Kᵀ Xᵀ) of Definition 3.6 ("D_h := diag(g(X Q_h K_hᵀ Xᵀ) 1ₙ)", g = exp) with
      Q = W_q, K = W_k and β = 1;
    - "softmv(X) := softm(X) X W_v" (Definition A.1), one head's output;
    - "SAtt_H(X) := Σ_{h=1}^H D_h⁻¹ g(X Q_h K_hᵀ Xᵀ) X V_h" (Definition 3.6), the sum of the
      heads' outputs;
    - "X_{ℓ+1} = SAtt_H(X_ℓ) + X_ℓ" (Definition 3.7), the residual network.

    The products are grouped as in [src/math/attention.rs]: (X (W_q W_kᵀ)) Xᵀ, then
    (P X) W_v. A network's weights are functions of the layer (0, ..., L−1: index ℓ holds
    the heads of layer ℓ + 1) and the head (0, ..., H−1). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Softmax.
Open Scope R_scope.

(** softm(β X W_q W_kᵀ Xᵀ), n × n. *)
Definition attention_matrix (n d : nat) (beta : R) (X Wq Wk : mat) : mat :=
  softm_rows n (mscale beta (mmul d (mmul d X (mmul d Wq (transpose Wk))) (transpose X))).

(** softmv(X) = softm(β X W_q W_kᵀ Xᵀ) X W_v, n × d. *)
Definition softmv (n d : nat) (beta : R) (X Wq Wk Wv : mat) : mat :=
  mmul d (mmul n (attention_matrix n d beta X Wq Wk) X) Wv.

(** SAtt_H(X) = Σₕ softmvₕ(X) over the heads h = 0, ..., H−1. *)
Definition multi_head (n d H : nat) (beta : R) (Wq Wk Wv : nat -> mat) (X : mat) : mat :=
  fun i j => sum H (fun h => softmv n d beta X (Wq h) (Wk h) (Wv h) i j).

(** One layer with a skip connection: X ↦ SAtt_H(X) + X. *)
Definition residual_layer (n d H : nat) (beta : R) (Wq Wk Wv : nat -> mat) (X : mat) : mat :=
  madd (multi_head n d H beta Wq Wk Wv X) X.

(** X_ℓ of the residual network: X_0 the input, X_{ℓ+1} = SAtt_H(X_ℓ) + X_ℓ with the heads
    of layer ℓ + 1 ([Wq ℓ], [Wk ℓ], [Wv ℓ]). *)
Fixpoint residual_network (n d H : nat) (beta : R) (Wq Wk Wv : nat -> nat -> mat) (X0 : mat)
    (l : nat) : mat :=
  match l with
  | O => X0
  | S l' => residual_layer n d H beta (Wq l') (Wk l') (Wv l')
              (residual_network n d H beta Wq Wk Wv X0 l')
  end.
