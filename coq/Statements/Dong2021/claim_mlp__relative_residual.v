(** * Dong et al. (2021), MLPs (Section 3.2 as described in seed 002): the reading [relative-residual] (alternative)

    Claim id [dong2021/claim-mlp], reading [relative-residual]; the search's module is
    [src/claims/dong2021/claim_mlp.rs].

    The statement (MLPs (Section 3.2 as described in seed 002)):

    MLPs slow it, and the slowing has a price the source names. The bound gains the MLP’s Lipschitz constant λ. More powerful MLPs, slower collapse — a tug-of-war.

    The words this reading formalises (seed 002, The account, fourth paragraph):

    More powerful MLPs, slower collapse — a tug-of-war.

    The reading, as the search states it: As every-network, comparing the relative residual ||res(X_l)||_{1,inf} / ||X_l||_{1,inf} (the quantity of the authors' plots), cross-multiplied; c in {2, 4, 8, 16}.

    How the statement below encodes it:
    - The networks and c ≥ 1 as in the reading [every-network] ([claim_mlp_network],
      Statements/Dong2021/claim_mlp__every_network.v).
    - The relative residual ‖res(X_l)‖_{1,∞}/‖X_l‖_{1,∞} of the authors' plots, compared
      cross-multiplied (so that a zero output needs no division): after every layer
      l ∈ [L], ‖res(X_l¹)‖‖X_l^c‖ ≤ ‖res(X_l^c)‖‖X_l¹‖.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= L)%nat] size
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= d_qk)%nat] size
    - [(1 <= m)%nat] size
    - [1 <= c] printed "More powerful MLPs"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Residuals.
From Statements.Dong2021 Require Import claim_mlp__every_network.
Open Scope R_scope.

Definition claim_mlp__relative_residual : Prop :=
  forall (L n d d_qk m : nat) (X : mat) (W_Q W_K W_V : nat -> nat -> mat) (b : mat)
         (W_1 : nat -> mat) (b_1 : mat) (W_2 : nat -> mat) (b_2 : mat) (c : R),
    (1 <= L)%nat -> (1 <= n)%nat -> (1 <= d)%nat -> (1 <= d_qk)%nat -> (1 <= m)%nat ->
    1 <= c ->
    forall i : nat, (i < L)%nat ->
      let X1 := claim_mlp_network n d d_qk m X W_Q W_K W_V b W_1 b_1 W_2 b_2 1 (S i) in
      let Xc := claim_mlp_network n d d_qk m X W_Q W_K W_V b W_1 b_1 W_2 b_2 c (S i) in
      composite_1_inf n d (res_mean n X1) * composite_1_inf n d Xc <= composite_1_inf n d (res_mean n Xc) * composite_1_inf n d X1.
