(** * large-weights, Eq. (7), proof of Lemma 5.1: the reading [extra-hypothesis-r-nonnegative] (repair)

    Claim id [large-weights/eq-7], reading [extra-hypothesis-r-nonnegative]; the search's
    module is [src/claims/large_weights/eq_7.rs].

    The statement (Eq. (7), proof of Lemma 5.1):

    the input reweighted by the attention probabilities $PX$ will be entry-wisely upper bounded as follows $$PX= ~{}P({\bf 1}_{n}x^{\top}+R)$$ $$= ~{}{\bf 1}_{n}x^{\top}+PR$$ $$= ~{}{\bf 1}_{n}x^{\top}+\operatorname{\mathsf{softm}}({\bf 1}_{n}r^{\top}+E)R$$ $$\leq ~{}{\bf 1}_{n}x^{\top}+(I+e^{D}-I){\bf 1}_{n}\operatorname{\mathsf{softm}}(r)^{\top}R$$ $$= ~{}{\bf 1}_{n}(x^{\top}\operatorname{\mathsf{softm}}(r)^{\top}R)+(e^{D}-I){\bf 1}_{n}\operatorname{\mathsf{softm}}(r)^{\top}R$$ (7) where the first step follows from definition of $R$, the second step follows from $P{\bf 1}_{n}={\bf 1}_{n}$, the third step follows from Eq. (5.1), the forth step follows from Lemma B.1 and $e^{D}$ is diagonal matrix where the $i,i$-th entry on diagonal is $e^{D_{i,i}}$.

    The words this reading formalises (§5.1, proof of Lemma 5.1, Eq. (7)):

    $$\leq ~{}{\bf 1}_{n}x^{\top}+(I+e^{D}-I){\bf 1}_{n}\operatorname{\mathsf{softm}}(r)^{\top}R$$

    The reading, as the search states it: Repair of as-written: the extra hypothesis
    $R \ge 0$ entrywise (the assumption seed 003 finds implicit in Dong et al.'s version of
    the step), under which Lemma B.1's entrywise bound can be multiplied into $R$.

    How the statement below encodes it (as the reading [as-written],
    Statements/LargeWeights/eq_7.v, with one hypothesis added):
    - x ∈ ℝᵈ, R ∈ ℝⁿˣᵈ (X = 1ₙxᵀ + R), E ∈ ℝⁿˣⁿ, r ∈ ℝⁿ: [n d : nat] with [(1 <= n)%nat],
      [(1 <= d)%nat], [x r : vec], [R_ E : mat] ([R_] is the file's R: the name R is Coq's
      type of reals).
    - "$R \ge 0$ entrywise": every entry of the n × d matrix R is nonnegative,
      [forall k j, (k < n)%nat -> (j < d)%nat -> 0 <= R_ k j] (the module's hypothesis
      "R >= 0 entrywise", one condition per entry).
    - P = softm(1ₙrᵀ + E) row by row (Eq. (6)): [softm_rows n (madd E (outer ones r))].
    - D of Definition 3.5, D_{i,i} = max_{j,l} |E_{i,j} − E_{i,l}| ([balance_diagonal n E]),
      and e^D the diagonal matrix of the e^{D_{i,i}}: [diag (vmap exp (balance_diagonal n E))];
      (I + e^D − I) = e^D.
    - "entry-wisely upper bounded": for every entry (i, j),
      (PX)_{ij} ≤ (1ₙxᵀ + e^D 1ₙ softm(r)ᵀ R)_{ij}, the instance quantifiers [i j] first.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(forall k j, (k < n)%nat -> (j < d)%nat -> 0 <= R_ k j)] reading "$R \ge 0$ entrywise" *)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Softmax Balance.
Open Scope R_scope.

Definition eq_7__extra_hypothesis_r_nonnegative : Prop :=
  forall (n d : nat) (x : vec) (R_ E : mat) (r : vec),
    (1 <= n)%nat -> (1 <= d)%nat ->
    (forall k j, (k < n)%nat -> (j < d)%nat -> 0 <= R_ k j) ->
    forall i j : nat, (i < n)%nat -> (j < d)%nat ->
      mmul n (softm_rows n (madd E (outer ones r))) (madd (outer ones x) R_) i j
        <= madd (outer ones x) (mmul n (diag (vmap exp (balance_diagonal n E))) (mmul n (outer ones (softm n r)) R_)) i j.
