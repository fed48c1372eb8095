(** * large-weights, Eq. (7), proof of Lemma 5.1: the reading [as-written] (as-written)

    Claim id [large-weights/eq-7]; the search's module is
    [src/claims/large_weights/eq_7.rs].

    The statement (Eq. (7), proof of Lemma 5.1):

    the input reweighted by the attention probabilities $PX$ will be entry-wisely upper bounded as follows $$PX= ~{}P({\bf 1}_{n}x^{\top}+R)$$ $$= ~{}{\bf 1}_{n}x^{\top}+PR$$ $$= ~{}{\bf 1}_{n}x^{\top}+\operatorname{\mathsf{softm}}({\bf 1}_{n}r^{\top}+E)R$$ $$\leq ~{}{\bf 1}_{n}x^{\top}+(I+e^{D}-I){\bf 1}_{n}\operatorname{\mathsf{softm}}(r)^{\top}R$$ $$= ~{}{\bf 1}_{n}(x^{\top}\operatorname{\mathsf{softm}}(r)^{\top}R)+(e^{D}-I){\bf 1}_{n}\operatorname{\mathsf{softm}}(r)^{\top}R$$ (7) where the first step follows from definition of $R$, the second step follows from $P{\bf 1}_{n}={\bf 1}_{n}$, the third step follows from Eq. (5.1), the forth step follows from Lemma B.1 and $e^{D}$ is diagonal matrix where the $i,i$-th entry on diagonal is $e^{D_{i,i}}$.

    The words this reading formalises (§5.1, proof of Lemma 5.1, Eq. (7)):

    $$PX= ~{}P({\bf 1}_{n}x^{\top}+R)$$ $$= ~{}{\bf 1}_{n}x^{\top}+PR$$ $$= ~{}{\bf 1}_{n}x^{\top}+\operatorname{\mathsf{softm}}({\bf 1}_{n}r^{\top}+E)R$$ $$\leq ~{}{\bf 1}_{n}x^{\top}+(I+e^{D}-I){\bf 1}_{n}\operatorname{\mathsf{softm}}(r)^{\top}R$$

    The reading, as the search states it: The step as used: X = 1 x^T + R, P = softm(E + 1 r^T) row-wise, D from E as in Definition 3.5; (PX)_ij <= (1 x^T + e^D 1 softm(r)^T R)_ij for every i, j, with R of any signs.

    How the statement below encodes it:
    - x ∈ ℝᵈ, R ∈ ℝⁿˣᵈ (X = 1ₙxᵀ + R), E ∈ ℝⁿˣⁿ, r ∈ ℝⁿ, of any signs: [n d : nat] with
      [(1 <= n)%nat], [(1 <= d)%nat], [x r : vec], [R_ E : mat] ([R_] is the file's R: the
      name R is Coq's type of reals).
    - P = softm(1ₙrᵀ + E) row by row (Eq. (6)): [softm_rows n (madd E (outer ones r))].
    - D of Definition 3.5, D_{i,i} = max_{j,l} |E_{i,j} − E_{i,l}| ([balance_diagonal n E],
      Library/Balance.v), and "e^D is diagonal matrix where the i,i-th entry on diagonal is
      e^{D_{i,i}}": [diag (vmap exp (balance_diagonal n E))]; (I + e^D − I) = e^D.
    - "entry-wisely upper bounded": for every entry (i, j),
      (PX)_{ij} ≤ (1ₙxᵀ + e^D 1ₙ softm(r)ᵀ R)_{ij}, the instance quantifiers [i j] first.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Softmax Balance.
Open Scope R_scope.

Definition eq_7 : Prop :=
  forall (n d : nat) (x : vec) (R_ E : mat) (r : vec),
    (1 <= n)%nat -> (1 <= d)%nat ->
    forall i j : nat, (i < n)%nat -> (j < d)%nat ->
      mmul n (softm_rows n (madd E (outer ones r))) (madd (outer ones x) R_) i j
        <= madd (outer ones x) (mmul n (diag (vmap exp (balance_diagonal n E))) (mmul n (outer ones (softm n r)) R_)) i j.
