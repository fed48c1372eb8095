(** * The other networks of large-weights' statements

    Built from the heads of [Attention] (softm(β X W_q W_kᵀ Xᵀ) X W_v, W ∈ ℝᵈˣᵈ):

    - [attention_network]: Definition 3.7's network without skip connections,
      X_{ℓ+1} = SAtt_H(X_ℓ);
    - [hybrid_printed], [hybrid_removed]: the two readings of B^{ℓ₀}_ℓ in the proof of
      Theorem 5.3 (Appendix D.1), see their comments;
    - [mlp_network]: Remark D.1's reading, each residual layer followed by the bias-free
      MLP f(Z) = ReLU(Z W₁) W₂.

    The same networks are in the Rust suite's [src/math/layer_collapse.rs] and
    [src/claims/large_weights/remark_d_1.rs]. *)

From Coq Require Import Reals.
From Lemmacheck Require Import Sums Matrices Softmax Attention.
Open Scope R_scope.

(** X_l of the network without skip connections: X_{l+1} = SAtt_H(X_l), layer [l + 1]
    with the heads [Wq l h], [Wk l h], [Wv l h]. *)
Fixpoint attention_network (n d H : nat) (beta : R) (Wq Wk Wv : nat -> nat -> mat) (X0 : mat) (l : nat) : mat :=
  match l with
  | O => X0
  | S k => multi_head n d H beta (Wq k) (Wk k) (Wv k) (attention_network n d H beta Wq Wk Wv X0 k)
  end.

(** B^{ℓ₀}_ℓ by its printed cases (Appendix D.1): "B^{ℓ₀}_ℓ = X^{ℓ₀}_{ℓ−1} + Σᵢ A^{ℓ₀}_{ℓ−1,i}
    if ℓ ≤ ℓ₀; Σᵢ A^{ℓ₀}_{ℓ−1,i} otherwise", X^{ℓ₀}_ℓ = B^{ℓ₀}_ℓ, X^{ℓ₀}_0 = X₀: layers up
    to [l0] are residual, later layers have no skip connection. *)
Fixpoint hybrid_printed (n d H : nat) (beta : R) (Wq Wk Wv : nat -> nat -> mat) (X0 : mat) (l0 l : nat) : mat :=
  match l with
  | O => X0
  | S k =>
      let X := hybrid_printed n d H beta Wq Wk Wv X0 l0 k in
      if Nat.leb l l0 then residual_layer n d H beta (Wq k) (Wk k) (Wv k) X
      else multi_head n d H beta (Wq k) (Wk k) (Wv k) X
  end.

(** B^{ℓ₀}_ℓ as the sentence after its definition reads it ("B⁰_L means we have residual in
    every layer"): layers up to [l0] keep only their skip connection (their attention is
    removed), later layers are complete residual layers. *)
Fixpoint hybrid_removed (n d H : nat) (beta : R) (Wq Wk Wv : nat -> nat -> mat) (X0 : mat) (l0 l : nat) : mat :=
  match l with
  | O => X0
  | S k =>
      let X := hybrid_removed n d H beta Wq Wk Wv X0 l0 k in
      if Nat.leb l l0 then X else residual_layer n d H beta (Wq k) (Wk k) (Wv k) X
  end.

(** ReLU(t) = max(t, 0). *)
Definition relu (t : R) : R := Rmax t 0.

(** The bias-free MLP f(Z) = ReLU(Z W₁) W₂, W₁, W₂ ∈ ℝᵈˣᵈ. *)
Definition mlp_plain (d : nat) (W1 W2 Z : mat) : mat := mmul d (mmap relu (mmul d Z W1)) W2.

(** X_l of the residual network with an MLP after every layer:
    X_{l+1} = f_l(X_l + SAtt_H(X_l)), f_l with the weights [W1 l], [W2 l]. *)
Fixpoint mlp_network (n d H : nat) (beta : R) (Wq Wk Wv : nat -> nat -> mat) (W1 W2 : nat -> mat) (X0 : mat) (l : nat) : mat :=
  match l with
  | O => X0
  | S k => mlp_plain d (W1 k) (W2 k) (residual_layer n d H beta (Wq k) (Wk k) (Wv k) (mlp_network n d H beta Wq Wk Wv W1 W2 X0 k))
  end.
