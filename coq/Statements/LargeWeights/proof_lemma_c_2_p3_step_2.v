(** * large-weights, a displayed step of the proof of Lemma C.2, Part 3: step 2

    Claim id [large-weights/proof-lemma-c.2-p3.step-2], reading [as-written]; the search's
    module is [src/claims/large_weights/proofs/lemma_c_2.rs].

    The display (Appendix C.2, proof of Lemma C.2):

    $$\leq ~{}\eta\phi_{0}(1+H\eta)^{\ell}$$

    How the statement below encodes it:
    - Lemma C.2's hypotheses in its reading [as-written]: [lemma_c_2_hypotheses]
      (Statements/LargeWeights/lemma_c_2_p1.v), the residual network of Definition 3.7 with
      no scale, X_ℓ = [residual_network n d H 1 W_q W_k W_v X_0 ℓ].
    - The step, for every layer ℓ ∈ [L] (the instance index [i] is ℓ − 1):
      η‖X_ℓ‖_∞ ≤ ηφ₀(1 + Hη)^ℓ.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [lemma_c_2_hypotheses n d H L H X_0 W_q W_k W_v eta phi_0] printed
      "$\epsilon_{\ell}:=2\eta\phi_{0}(1+H\eta)^{\ell}$. (see Definition A.2) • Let $\eta\in(0,1]$.
      • Let $\epsilon_{\ell}\in(0,1)$."
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Sums Matrices Norms Softmax Attention LayerCollapse.
From Statements.LargeWeights Require Import lemma_c_2_p1.
Open Scope R_scope.

Definition proof_lemma_c_2_p3_step_2 : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    lemma_c_2_hypotheses n d H L H X_0 W_q W_k W_v eta phi_0 ->
    forall i : nat, (i < L)%nat ->
      let X := residual_network n d H 1 W_q W_k W_v X_0 in
      eta * max_abs_entry n d (X (S i)) <= eta * phi_0 * (1 + INR H * eta) ^ (S i).
