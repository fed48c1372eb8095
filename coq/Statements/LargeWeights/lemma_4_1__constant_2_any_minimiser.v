(** * large-weights, Lemma 4.1: the reading [constant-2-any-minimiser] (repair)

    Claim id [large-weights/lemma-4.1], reading [constant-2-any-minimiser]; the search's
    module is [src/claims/large_weights/lemma_4_1.rs].

    The statement (§4.1, Lemma 4.1):

    Let $\operatorname{\mathsf{Res}}()$ be defined as Definition 3.4. If $\|A-B\|_{\infty}\leq\epsilon$, then $$\|\operatorname{\mathsf{Res}}(A)-\operatorname{\mathsf{Res}}(B)\|_{\infty}\leq\epsilon.$$

    The words this reading formalises (§3.2, Definition 3.4):

    where $y:=\arg\min_{y\in\mathbb{R}^{d}}\|Z-{\bf 1}_{n}y^{\top}\|_{\infty}$

    and the words its bound changes (§4.1, Lemma 4.1):

    $$\|\operatorname{\mathsf{Res}}(A)-\operatorname{\mathsf{Res}}(B)\|_{\infty}\leq\epsilon.$$

    The reading, as the search states it: Definition 3.4's argmin need not be unique:
    Res(A) and Res(B) may use any minimisers y_A, y_B (inputs chosen by the search), with the
    bound 2ε of the repair constant-2 in place of ε. The reading adds ε > 0. (That is the
    reading [any-minimiser] with the bound of [constant-2], which is proved for the midrange
    minimiser. It is false: at n = d = 2, A = B with rows (0, 0) and (2, 0), both
    y_A = (1, 1) and y_B = (1, −1) minimise ‖A − 1yᵀ‖_∞ (its minimum is 1, half the range of
    column 1), and ‖Res(A) − Res(B)‖_∞ = ‖1(y_B − y_A)ᵀ‖_∞ = 2 > 2ε for every ε ∈ (0, 1).)

    How the statement below encodes it:
    - A, B ∈ ℝⁿˣᵈ (Res is defined on ℝⁿˣᵈ, Definition 3.4): [n d : nat] with
      [(1 <= n)%nat] and [(1 <= d)%nat] (the search draws both from 1), [A B : mat].
    - ε > 0 ([0 < eps]): added by the reading (ε ≥ 0 follows from the hypothesis, and
      ε = 0 forces B = A).
    - "$\|A-B\|_{\infty}\leq\epsilon$": [max_abs_entry n d (msub A B) <= eps], the entrywise
      maximum "‖A‖_∞ := max_{j,l} |A_{j,l}|" of §3.1.
    - "$y:=\arg\min_{y\in\mathbb{R}^{d}}\|Z-{\bf 1}_{n}y^{\top}\|_{\infty}$" need not be unique:
      Res(A) and Res(B) use any minimisers [y_A y_B : vec], with the hypotheses
      [minimises n d A y_A] and [minimises n d B y_B] (every y' ∈ ℝᵈ has
      ‖A − 1y'ᵀ‖_∞ ≥ ‖A − 1y_Aᵀ‖_∞; Library/Residuals.v), as in [lemma_4_1__any_minimiser].
    - Res(A) = A − 1y_Aᵀ: [Res_with y_A A]; the conclusion with the bound of [constant-2],
      [max_abs_entry n d (msub (Res_with y_A A) (Res_with y_B B)) <= 2 * eps].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [0 < eps] reading "The reading adds $\varepsilon > 0$."
    - [max_abs_entry n d (msub A B) <= eps] printed "$\|A-B\|_{\infty}\leq\epsilon$"
    - [minimises n d A y_A] reading "$\mathrm{Res}(A)$ and $\mathrm{Res}(B)$ may use any minimisers $y_A$, $y_B$"
    - [minimises n d B y_B] reading "$\mathrm{Res}(A)$ and $\mathrm{Res}(B)$ may use any minimisers $y_A$, $y_B$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Residuals.
Open Scope R_scope.

Definition lemma_4_1__constant_2_any_minimiser : Prop :=
  forall (n d : nat) (A B : mat) (eps : R) (y_A y_B : vec),
    (1 <= n)%nat -> (1 <= d)%nat ->
    0 < eps ->
    max_abs_entry n d (msub A B) <= eps ->
    minimises n d A y_A ->
    minimises n d B y_B ->
    max_abs_entry n d (msub (Res_with y_A A) (Res_with y_B B)) <= 2 * eps.
