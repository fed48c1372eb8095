(** * large-weights, Lemma D.6: the reading [times-distance] (alternative)

    Claim id [large-weights/lemma-d.6], reading [times-distance]; the search's module is
    [src/claims/large_weights/lemma_d_6.rs].

    The statement (Lemma D.6):

    If the following conditions hold • Let $X_{\ell}$ denote $\ell$-th layer output • Let $\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$ • Let $Y$ satisfy that $\|Y-X_{\ell}\|_{\infty}\leq 2\|X_{\ell}\|_{\infty}$ • $\epsilon_{\ell}:=2\eta\phi_{0}(1+H\eta)^{\ell}$. Then, we can show • $\|\operatorname{\mathsf{softmv}}(X_{\ell})-\operatorname{\mathsf{softmv}}(Y)\|_{\infty}\leq 3\eta(\epsilon_{\ell}^{2}+1)$

    The words this reading formalises (Appendix D.3, proof of Lemma D.6):

    $$\|\operatorname{\mathsf{softmv}}(X_{\ell})-\operatorname{\mathsf{softmv}}(Y)\|_{\infty}\leq K_{2}\cdot\|X-Y\|_{\infty}$$

    The reading, as the search states it: The printed bound has no factor ||X_l - Y||_inf, the proof's first line has it: the bound 3 eta (eps_l^2 + 1) ||X_l - Y||_inf (the Lipschitz form the proof of Theorem 5.3 uses); otherwise as-written, eta in (0, 1] added.

    How the statement below encodes it:
    - The network, its hypotheses and φ₀ as in the reading [as-written] ([lemma_d_6_at],
      Statements/LargeWeights/lemma_d_6.v).
    - The bound the proof's first line derives, with the factor ‖X_ℓ − Y‖_∞: [3 * eta * (ε_ℓ² + 1) * ‖X_ℓ − Y‖_∞] ([lemma_d_6_at] with the factor 1 and the distance).
    - [lemma_d_6__times_distance_checked] is the statement at φ₀ = ‖X₀‖_∞, which the statement implies
      ([lemma_d_6__times_distance_checked_of]; the file has no φ₀, and the bound grows with φ₀).

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(2 <= L)%nat] printed "Let $X_{\ell}$ denote $\ell$-th layer output"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms.
From Statements.LargeWeights Require Import lemma_d_6.
Open Scope R_scope.

Definition lemma_d_6__times_distance : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta : R) (Y : mat),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (2 <= L)%nat ->
    forall phi_0 : R, max_abs_entry n d X_0 <= phi_0 ->
      lemma_d_6_at n d H L (H) (1) true X_0 W_q W_k W_v eta Y phi_0.

Definition lemma_d_6__times_distance_checked : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta : R) (Y : mat),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (2 <= L)%nat ->
    lemma_d_6_at n d H L (H) (1) true X_0 W_q W_k W_v eta Y (max_abs_entry n d X_0).

Lemma lemma_d_6__times_distance_checked_of : lemma_d_6__times_distance -> lemma_d_6__times_distance_checked.
Proof. intros S n d H L X_0 W_q W_k W_v eta Y H1 H2 H3 H4. apply S; auto. apply Rle_refl. Qed.
