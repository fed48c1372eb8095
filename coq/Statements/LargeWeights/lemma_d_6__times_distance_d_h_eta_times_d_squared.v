(** * large-weights, Lemma D.6: the reading [times-distance-d-h-eta-times-d-squared] (repair)

    Claim id [large-weights/lemma-d.6], reading [times-distance-d-h-eta-times-d-squared]; the search's module is
    [src/claims/large_weights/lemma_d_6.rs].

    The statement (Lemma D.6):

    If the following conditions hold • Let $X_{\ell}$ denote $\ell$-th layer output • Let $\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$ • Let $Y$ satisfy that $\|Y-X_{\ell}\|_{\infty}\leq 2\|X_{\ell}\|_{\infty}$ • $\epsilon_{\ell}:=2\eta\phi_{0}(1+H\eta)^{\ell}$. Then, we can show • $\|\operatorname{\mathsf{softmv}}(X_{\ell})-\operatorname{\mathsf{softmv}}(Y)\|_{\infty}\leq 3\eta(\epsilon_{\ell}^{2}+1)$

    The words this reading formalises (Appendix D.3, Lemma D.6):

    • $\|\operatorname{\mathsf{softmv}}(X_{\ell})-\operatorname{\mathsf{softmv}}(Y)\|_{\infty}\leq 3\eta(\epsilon_{\ell}^{2}+1)$

    The reading, as the search states it: Repair candidate of times-distance: d^2 3 eta (eps_l^2 + 1) ||X_l - Y||_inf with eps_l := 2 eta phi_0 (1 + dH eta)^l (Lemma D.7's repaired growth); not argued (the argument gives d^4; the module's count says d^2 fails for large d); eta in (0, 1] added as in as-written.

    How the statement below encodes it:
    - The network, its hypotheses and φ₀ as in the reading [as-written] ([lemma_d_6_at],
      Statements/LargeWeights/lemma_d_6.v).
    - The repair candidate: ε_ℓ := 2ηφ₀(1 + dHη)^ℓ (the growth rate dH, [epsilon_l eta phi_0 (d * H) ℓ]) and the bound d²·3η(ε_ℓ² + 1)‖X_ℓ − Y‖_∞ ([lemma_d_6_at] with the factor d² and the distance).
    - [lemma_d_6__times_distance_d_h_eta_times_d_squared_checked] is the statement at φ₀ = ‖X₀‖_∞, which the statement implies
      ([lemma_d_6__times_distance_d_h_eta_times_d_squared_checked_of]; the file has no φ₀, and the bound grows with φ₀).

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

Definition lemma_d_6__times_distance_d_h_eta_times_d_squared : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta : R) (Y : mat),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (2 <= L)%nat ->
    forall phi_0 : R, max_abs_entry n d X_0 <= phi_0 ->
      lemma_d_6_at n d H L (d * H) (INR d ^ 2) true X_0 W_q W_k W_v eta Y phi_0.

Definition lemma_d_6__times_distance_d_h_eta_times_d_squared_checked : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta : R) (Y : mat),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (2 <= L)%nat ->
    lemma_d_6_at n d H L (d * H) (INR d ^ 2) true X_0 W_q W_k W_v eta Y (max_abs_entry n d X_0).

Lemma lemma_d_6__times_distance_d_h_eta_times_d_squared_checked_of : lemma_d_6__times_distance_d_h_eta_times_d_squared -> lemma_d_6__times_distance_d_h_eta_times_d_squared_checked.
Proof. intros S n d H L X_0 W_q W_k W_v eta Y H1 H2 H3 H4. apply S; auto. apply Rle_refl. Qed.
