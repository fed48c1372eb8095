(** * Self-attention networks in the notation of Dong, Cordonnier and Loukas (2021)

    As the sources describe them: one head h has the attention matrix
    Pₕ = softmax(τ X W_Q W_Kᵀ Xᵀ) with W_Q, W_K ∈ ℝᵈˣᵈ_qk and value weights Wₕ ∈ ℝᵈˣᵈ
    (value and output projection folded), τ = 1/√d_qk; one layer is
    "SA(X) = Σₕ Pₕ X Wₕ + 1 bᵀ"; a SAN of depth L is X_l = SA_l(X_{l−1}), with skip
    connections X_l = SA_l(X_{l−1}) + X_{l−1}. The token-wise MLP is
    MLP(z) = c·(ReLU(z W₁ + b₁) W₂ + b₂) and the per-token LayerNorm
    LN(z)ⱼ = gⱼ (zⱼ − μ(z)) / √(σ²(z) + ε) + bⱼ. The same functions are in the Rust suite's
    [src/math/san.rs], [mlp.rs] and [layer_norm.rs]. *)

From Coq Require Import Reals.
From Lemmacheck Require Import Sums Matrices Softmax Networks.
Open Scope R_scope.

(** Pₕ = softmax(τ X W_Q W_Kᵀ Xᵀ), n × n. *)
Definition san_attention (n d d_qk : nat) (tau : R) (X WQ WK : mat) : mat :=
  softm_rows n (mscale tau (mmul d (mmul d X (mmul d_qk WQ (transpose WK))) (transpose X))).

(** Pₕ X Wₕ, n × d. *)
Definition san_head (n d d_qk : nat) (tau : R) (X WQ WK WV : mat) : mat :=
  mmul d (mmul n (san_attention n d d_qk tau X WQ WK) X) WV.

(** Σₕ Pₕ X Wₕ, heads [h < H] with [WQ h], [WK h], [WV h] (SA(X) without its bias). *)
Definition san_heads (n d d_qk H : nat) (tau : R) (WQ WK WV : nat -> mat) (X : mat) : mat :=
  fun i j => sum H (fun h => san_head n d d_qk tau X (WQ h) (WK h) (WV h) i j).

(** SA(X) = Σₕ Pₕ X Wₕ + 1 bᵀ, heads [h < H] with [WQ h], [WK h], [WV h]. *)
Definition self_attention (n d d_qk H : nat) (tau : R) (WQ WK WV : nat -> mat) (b : vec) (X : mat) : mat :=
  fun i j => sum H (fun h => san_head n d d_qk tau X (WQ h) (WK h) (WV h) i j) + b j.

(** X_l of a SAN: layer [l + 1] has the heads [WQ l h], ... and the bias row [b l]; with
    [skip = true] every layer adds its input. *)
Fixpoint san (n d d_qk H : nat) (tau : R) (skip : bool) (WQ WK WV : nat -> nat -> mat) (b : mat) (X : mat) (l : nat) : mat :=
  match l with
  | O => X
  | S k =>
      let Y := san n d d_qk H tau skip WQ WK WV b X k in
      let A := self_attention n d d_qk H tau (WQ k) (WK k) (WV k) (row b k) Y in
      if skip then madd A Y else A
  end.

(** MLP(Z) = c·(ReLU(Z W₁ + 1b₁ᵀ) W₂ + 1b₂ᵀ), W₁ ∈ ℝᵈˣᵐ, W₂ ∈ ℝᵐˣᵈ, token by token. *)
Definition mlp (d m : nat) (c : R) (W1 : mat) (b1 : vec) (W2 : mat) (b2 : vec) (Z : mat) : mat :=
  mscale c (madd (mmul m (mmap relu (madd (mmul d Z W1) (outer ones b1))) W2) (outer ones b2)).

(** X_l of the blocks X_l = MLP_l(SA_l(X_{l−1})) (no skip connection, no LayerNorm), MLP
    [l] with the weights [W1 l], [W2 l], the bias rows [b1 l], [b2 l] and the scale [c]. *)
Fixpoint mlp_blocks (n d d_qk m H : nat) (tau : R) (WQ WK WV : nat -> nat -> mat) (b : mat)
    (W1 W2 : nat -> mat) (b1 b2 : mat) (c : R) (X : mat) (l : nat) : mat :=
  match l with
  | O => X
  | S k =>
      mlp d m c (W1 k) (row b1 k) (W2 k) (row b2 k)
        (self_attention n d d_qk H tau (WQ k) (WK k) (WV k) (row b k)
          (mlp_blocks n d d_qk m H tau WQ WK WV b W1 W2 b1 b2 c X k))
  end.

(** μ(z) = (1/d) Σⱼ zⱼ and s(z) = √(σ²(z) + ε), σ²(z) = (1/d) Σⱼ (zⱼ − μ(z))². *)
Definition token_average (d : nat) (z : vec) : R := sum d z / INR d.
Definition token_scale (d : nat) (eps : R) (z : vec) : R :=
  sqrt (sum d (fun j => (z j - token_average d z) * (z j - token_average d z)) / INR d + eps).

(** LN(Z)ᵢⱼ = gⱼ (Zᵢⱼ − μ(Zᵢ)) / s(Zᵢ) + bⱼ, token by token. *)
Definition layer_norm (d : nat) (g b : vec) (eps : R) (Z : mat) : mat :=
  fun i j => g j * (Z i j - token_average d (row Z i)) / token_scale d eps (row Z i) + b j.
