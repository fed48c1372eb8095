(** * Dong et al. (2021), MLPs (Section 3.2 as described in seed 002): the reading [every-network] (alternative)

    Claim id [dong2021/claim-mlp], reading [every-network]; the search's module is
    [src/claims/dong2021/claim_mlp.rs].

    The statement (MLPs (Section 3.2 as described in seed 002)):

    MLPs slow it, and the slowing has a price the source names. The bound gains the MLP’s Lipschitz constant λ. More powerful MLPs, slower collapse — a tug-of-war.

    The words this reading formalises (seed 002, The account, fourth paragraph):

    More powerful MLPs, slower collapse — a tug-of-war.

    The reading, as the search states it: The sentence read about networks, not about the (unprinted) bound: blocks X_l = c MLP(SA(X_{l-1})) (one head, ReLU MLP, no skip, no LN); scaling the MLP by c >= 1 multiplies lambda by c; after every layer, ||res(X_l)||_{1,inf} with c is at least that with c = 1 (token-mean res).

    How the statement below encodes it:
    - The networks: L blocks X_l = MLP_l(SA_l(X_{l−1})) without skip connections or LayerNorm,
      one head per layer (H = 1), τ = 1/√d_qk, MLP_l(z) = c·(ReLU(z W₁ + b₁) W₂ + b₂) with the
      weights [W_1 l], [W_2 l] and the bias rows [b_1 l], [b_2 l] ([mlp_blocks],
      Library/San.v); [L n d d_qk m : nat], each at least 1.
    - c ≥ 1: the network with scale c has MLPs whose Lipschitz constant is c times that of
      the network with scale 1 (ReLU is positively homogeneous): "More powerful MLPs".
    - "slower collapse", read about the networks: after every layer l ∈ [L] (the instance
      index [i] is l − 1), ‖res(X_l¹)‖_{1,∞} ≤ ‖res(X_l^c)‖_{1,∞}, res with the token mean
      ([res_mean]), ‖·‖_{1,∞} Dong et al.'s composite norm ([composite_1_inf]).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= L)%nat] size
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= d_qk)%nat] size
    - [(1 <= m)%nat] size
    - [1 <= c] printed "More powerful MLPs"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Residuals San.
Open Scope R_scope.

(** X_l of the network with MLP scale [c]. *)
Definition claim_mlp_network (n d d_qk m : nat) (X : mat) (W_Q W_K W_V : nat -> nat -> mat) (b : mat)
    (W_1 : nat -> mat) (b_1 : mat) (W_2 : nat -> mat) (b_2 : mat) (c : R) (l : nat) : mat :=
  mlp_blocks n d d_qk m 1 (1 / sqrt (INR d_qk)) W_Q W_K W_V b W_1 W_2 b_1 b_2 c X l.

Definition claim_mlp__every_network : Prop :=
  forall (L n d d_qk m : nat) (X : mat) (W_Q W_K W_V : nat -> nat -> mat) (b : mat)
         (W_1 : nat -> mat) (b_1 : mat) (W_2 : nat -> mat) (b_2 : mat) (c : R),
    (1 <= L)%nat -> (1 <= n)%nat -> (1 <= d)%nat -> (1 <= d_qk)%nat -> (1 <= m)%nat ->
    1 <= c ->
    forall i : nat, (i < L)%nat ->
      composite_1_inf n d (res_mean n (claim_mlp_network n d d_qk m X W_Q W_K W_V b W_1 b_1 W_2 b_2 1 (S i)))
        <= composite_1_inf n d (res_mean n (claim_mlp_network n d d_qk m X W_Q W_K W_V b W_1 b_1 W_2 b_2 c (S i))).
