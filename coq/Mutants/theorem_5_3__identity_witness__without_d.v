(** * A proof that can fail: Theorem 5.3's identity-witness with d replaced by 1 in its bound (coqc must reject this file)

    Made mechanically from two files, nothing else changed:
    - the statement [Statements/LargeWeights/theorem_5_3__identity_witness.v] with its bound
      [((1 + INR (d * H) * eta) ^ L - 1)] replaced by [((1 + INR (1 * H) * eta) ^ L - 1)]
      (the definition keeps its name);
    - the proof [Proofs/LargeWeights/theorem_5_3__identity_witness.v] with its line
      [From Statements Require Import LargeWeights.theorem_5_3__identity_witness.] replaced
      by that statement.

    The changed statement is false: at n = d = 2, H = L = 1, every weight η11ᵀ and X = 11ᵀ
    (the reading identity-witness-attained), the left side is ((1 + 2η) − 1) = 2η and the
    changed bound is η. The proof's step that applies the identity gap, whose bound has the
    factor d, fails. *)

(** * large-weights, Theorem 5.3, the reading [identity-witness], proved for every size

    The argument, in three steps:
    - S′(X) = X: the one-layer SAtt with residuals and zero value weights adds nothing to its
      input ([residual_layer_zero_values], Library/IdentityWitness.v);
    - η ≥ 0: the bound ‖W_q‖_∞ ≤ η of the first head of the first layer (H, L ≥ 1);
    - ‖X_L − X‖_∞ ≤ ((1 + dHη)^L − 1)‖X‖_∞ ([residual_network_identity_gap]): softm is
      row-stochastic, so each of the H heads of a layer adds at most dη‖X_ℓ‖_∞ to an entry,
      ‖X_ℓ‖_∞ ≤ (1 + dHη)^ℓ‖X‖_∞, and the differences add up to the geometric sum
      dHη((1 + dHη)^{L−1} + ⋯ + 1)‖X‖_∞ = ((1 + dHη)^L − 1)‖X‖_∞. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Matrices Norms NormFacts Attention Bounded IdentityWitness.
(** * large-weights, Theorem 5.3: the reading [identity-witness]

    Claim id [large-weights/theorem-5.3], reading [identity-witness]; the search's module is
    [src/claims/large_weights/theorem_5_3.rs].

    The statement (§5.3, Theorem 5.3):

    Suppose $S$ is a $\operatorname{\mathsf{SAtt}}$ with residuals, with the property that for every attention head in every one of its layers, the weight matrices $W_{q},W_{k},W_{v}\in\mathbb{R}^{d\times d}$ all have the bound $\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$. Then, there exists a $\operatorname{\mathsf{SAtt}}$ with residuals $S^{\prime}$ with just one layer so that, for any $X\in\mathbb{R}^{n\times d}$, we have $\|S(X)-S^{\prime}(X)\|_{\infty}\leq O(\eta)\cdot\|X\|_{\infty}$.

    How the statement below encodes the reading:
    - S: the residual network of Definition 3.7 with L layers of H heads and no scale
      ([residual_network n d H 1 W_q W_k W_v X L]), every weight of every head of every
      layer bounded by η entrywise ([weights_bounded L H d W_q W_k W_v eta]); n, d, H, L ≥ 1.
    - S′: the one-layer SAtt with residuals whose value weights are zero (any query and key
      weights; [residual_network n d H' 1 W_q' W_k' (fun _ _ => zero_mat) X 1]), so that
      S′(X) = X ([residual_layer_zero_values]).
    - For every X ∈ ℝⁿˣᵈ: ‖S(X) − S′(X)‖_∞ ≤ ((1 + dHη)^L − 1)‖X‖_∞, ‖·‖_∞ the entrywise
      maximum. No other hypothesis: η ≥ 0 follows from the weight bound.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [(1 <= H')%nat] size
    - [weights_bounded L H d W_q W_k W_v eta] printed "$\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Attention Bounded.
Open Scope R_scope.

Definition theorem_5_3__identity_witness : Prop :=
  forall (n d H L H' : nat) (X : mat) (W_q W_k W_v : nat -> nat -> mat) (W_q' W_k' : nat -> nat -> mat) (eta : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat -> (1 <= H')%nat ->
    weights_bounded L H d W_q W_k W_v eta ->
    max_abs_entry n d (msub (residual_network n d H 1 W_q W_k W_v X L)
                            (residual_network n d H' 1 W_q' W_k' (fun _ _ => zero_mat) X 1))
      <= ((1 + INR (1 * H) * eta) ^ L - 1) * max_abs_entry n d X.
Open Scope R_scope.

Theorem theorem_5_3__identity_witness_holds : theorem_5_3__identity_witness.
Proof.
  intros n d H L H' X Wq Wk Wv Wq' Wk' eta Hn Hd HH HL HH' HW.
  assert (Heta : 0 <= eta).
  { destruct (HW 0%nat 0%nat ltac:(lia) ltac:(lia)) as [Hq _].
    eapply Rle_trans; [apply max_abs_entry_nonneg | exact Hq]. }
  rewrite (max_abs_entry_ext n d _ (msub (residual_network n d H 1 Wq Wk Wv X L) X)).
  2:{ intros i j _ _. unfold msub. cbn [residual_network].
      rewrite residual_layer_zero_values. reflexivity. }
  apply residual_network_identity_gap; [exact Hn | exact Heta |].
  intros l h Hl Hh. apply (HW l h Hl Hh).
Qed.
