(** * large-weights, Lemma 4.1: the reading [any-minimiser] (alternative)

    Claim id [large-weights/lemma-4.1], reading [any-minimiser]; the search's module is
    [src/claims/large_weights/lemma_4_1.rs].

    The statement (Lemma 4.1):

    Let $\operatorname{\mathsf{Res}}()$ be defined as Definition 3.4. If $\|A-B\|_{\infty}\leq\epsilon$, then $$\|\operatorname{\mathsf{Res}}(A)-\operatorname{\mathsf{Res}}(B)\|_{\infty}\leq\epsilon.$$

    The words this reading formalises (§3.2, Definition 3.4):

    where $y:=\arg\min_{y\in\mathbb{R}^{d}}\|Z-{\bf 1}_{n}y^{\top}\|_{\infty}$

    The reading, as the search states it: Definition 3.4's argmin need not be unique: Res(A) and Res(B) may use any minimisers y_A, y_B (inputs chosen by the search). The reading adds eps > 0.

    How the statement below encodes it:
    - A, B ∈ ℝⁿˣᵈ and ε as in the reading [as-written] ([lemma_4_1]): [(1 <= n)%nat],
      [(1 <= d)%nat], [0 < eps], [max_abs_entry n d (msub A B) <= eps].
    - "$y:=\arg\min_{y\in\mathbb{R}^{d}}\|Z-{\bf 1}_{n}y^{\top}\|_{\infty}$" need not be unique:
      Res(A) and Res(B) use any minimisers [y_A y_B : vec], with the hypotheses
      [minimises n d A y_A] and [minimises n d B y_B] (every y' ∈ ℝᵈ has
      ‖A − 1y'ᵀ‖_∞ ≥ ‖A − 1y_Aᵀ‖_∞; Library/Residuals.v).
    - Res(A) = A − 1y_Aᵀ: [Res_with y_A A]; the conclusion
      [max_abs_entry n d (msub (Res_with y_A A) (Res_with y_B B)) <= eps].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [0 < eps] reading "The reading adds $\varepsilon > 0$."
    - [max_abs_entry n d (msub A B) <= eps] printed "$\|A-B\|_{\infty}\leq\epsilon$"
    - [minimises n d A y_A] printed "$y:=\arg\min_{y\in\mathbb{R}^{d}}\|Z-{\bf
      1}_{n}y^{\top}\|_{\infty}$"
    - [minimises n d B y_B] printed "$y:=\arg\min_{y\in\mathbb{R}^{d}}\|Z-{\bf
      1}_{n}y^{\top}\|_{\infty}$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Residuals.
Open Scope R_scope.

Definition lemma_4_1__any_minimiser : Prop :=
  forall (n d : nat) (A B : mat) (eps : R) (y_A y_B : vec),
    (1 <= n)%nat -> (1 <= d)%nat ->
    0 < eps ->
    max_abs_entry n d (msub A B) <= eps ->
    minimises n d A y_A ->
    minimises n d B y_B ->
    max_abs_entry n d (msub (Res_with y_A A) (Res_with y_B B)) <= eps.
