(** * large-weights, a displayed step of the proof of Lemma 5.1: display (7), its inequality

    Claim id [large-weights/proof-lemma-5.1.step-8], reading [as-written]; the search's module is
    [src/claims/large_weights/proofs/lemma_5_1.rs].

    The display (§5.1, proof of Lemma 5.1):

    $$\leq ~{}{\bf 1}_{n}x^{\top}+(I+e^{D}-I){\bf 1}_{n}\operatorname{\mathsf{softm}}(r)^{\top}R$$

    How the statement below encodes it:
    - Lemma 5.1's hypotheses in its reading [as-written] (coq/Statements/LargeWeights/lemma_5_1.v):
      X ∈ ℝⁿˣᵈ, W_q, W_k, W_v ∈ ℝᵈˣᵈ free, E θ-balanced ([lemma_5_1_balanced]), with the
      proof's objects x, R, W, P, r, softm(r), D, r̃ and ‖·‖_∞ (entrywise maximum) of
      coq/Statements/LargeWeights/proof_lemma_5_1_objects.v (the biases read as 0,
      β = 1/√d in E and in the scores).
    - The step, for every entry (i, j) ("entry-wisely"): (1xᵀ + softm(1rᵀ + E)R)ᵢⱼ ≤
      (1xᵀ + (I + e^D − I)1softm(r)ᵀR)ᵢⱼ, e^D the diagonal matrix with entries e^{D_{i,i}}
      ([diag (vmap exp D)]; (I + e^D − I) = e^D), the instance quantifiers [i j] first.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [lemma_5_1_balanced n d X W_q W_k theta] printed "Suppose that $E$ is a $\theta$-balanced matrix (see Definition 3.5)."
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Res Balance Softmax Attention.
From Statements.LargeWeights Require Import lemma_5_1 proof_lemma_5_1_objects.
Open Scope R_scope.

Definition proof_lemma_5_1_step_8 : Prop :=
  forall (n d : nat) (X W_q W_k W_v : mat) (theta : R),
    (1 <= n)%nat -> (1 <= d)%nat ->
    lemma_5_1_balanced n d X W_q W_k theta ->
    forall i j : nat, (i < n)%nat -> (j < d)%nat ->
      let x := midrange n X in
      let R_ := Res n X in
      let E := lemma_5_1_E n d (lemma_5_1_beta d) X W_q W_k in
      let r := lemma_5_1_r n d X W_q W_k in
        madd (outer ones x) (mmul n (softm_rows n (madd (outer ones r) E)) R_) i j
          <= madd (outer ones x)
               (mmul n (diag (vmap exp (lemma_5_1_D n d X W_q W_k))) (mmul n (outer ones (softm n r)) R_)) i j.
