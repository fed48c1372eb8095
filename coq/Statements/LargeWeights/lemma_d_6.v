(** * large-weights, Lemma D.6: the reading [as-written] (as-written)

    Claim id [large-weights/lemma-d.6]; the search's module is
    [src/claims/large_weights/lemma_d_6.rs].

    The statement (Appendix D.3, Lemma D.6):

    If the following conditions hold • Let $X_{\ell}$ denote $\ell$-th layer output • Let $\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$ • Let $Y$ satisfy that $\|Y-X_{\ell}\|_{\infty}\leq 2\|X_{\ell}\|_{\infty}$ • $\epsilon_{\ell}:=2\eta\phi_{0}(1+H\eta)^{\ell}$. Then, we can show • $\|\operatorname{\mathsf{softmv}}(X_{\ell})-\operatorname{\mathsf{softmv}}(Y)\|_{\infty}\leq 3\eta(\epsilon_{\ell}^{2}+1)$

    The reading, as the search states it: X_l the output of l layers of the bounded residual network (Definition A.2), softmv each head of layer l+1, no scale; the bound 3 eta (eps_l^2 + 1) as printed, without a factor ||X_l - Y||_inf. The reading adds eta in (0, 1] (the regime of Lemma C.2 and Theorem 5.3).

    How the statement below encodes it:
    - The context: X_ℓ is the ℓ-th layer output of the residual network of Definition 3.7
      (no scale) whose weights are all bounded by η, and softmv is a head of the next layer
      (Definition A.1, no scale): the network has L = ℓ + 1 layers of H heads (the file's
      L), X_ℓ = [residual_network n d H 1 W_q W_k W_v X_0 (L - 1)], and the heads of layer
      ℓ + 1 ([W_q (L - 1) i], ...) are the softmv instances; [n d H L : nat] with
      [(1 <= n)%nat], [(1 <= d)%nat], [(1 <= H)%nat], [(2 <= L)%nat] (ℓ ≥ 1).
    - "$\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$" for every head of every
      layer ([weights_bounded L H d W_q W_k W_v eta]); the reading adds η ∈ (0, 1] (the regime
      of Lemma C.2 and Theorem 5.3).
    - "$\|Y-X_{\ell}\|_{\infty}\leq 2\|X_{\ell}\|_{\infty}$", ‖·‖_∞ the entrywise maximum.
    - φ₀ is any bound ‖X₀‖_∞ ≤ φ₀ (Definition A.2): [forall phi_0, max_abs_entry n d X_0 <= phi_0 -> ...];
      ε_ℓ := 2ηφ₀(1 + Hη)^ℓ ([epsilon_l eta phi_0 H ℓ]).
    - The conclusion for every head i of layer ℓ + 1 (the instance index [i]), the bound as
      printed, without a factor ‖X_ℓ − Y‖_∞: [max_abs_entry n d (msub (softmv X_ℓ) (softmv Y)) <= 3 * eta * (ε_ℓ² + 1)]
      ([lemma_d_6_at] with the factor 1 and no distance).
    - [lemma_d_6_checked] is the statement at φ₀ = ‖X₀‖_∞, which the statement implies
      ([lemma_d_6_checked_of]); the file has no φ₀, and the bound grows with φ₀, so this is
      the statement at its strongest.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(2 <= L)%nat] printed "Let $X_{\ell}$ denote $\ell$-th layer output"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Attention LayerCollapse Bounded.
Open Scope R_scope.

(** Lemma D.6 at a given φ₀: the growth rate [r] of ε_ℓ per layer (H as printed, dH in the
    repair), a factor [c] on the bound, and whether the bound has the factor ‖X_ℓ − Y‖_∞. *)
Definition lemma_d_6_at (n d H L r : nat) (c : R) (times_distance : bool)
    (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta : R) (Y : mat) (phi_0 : R) : Prop :=
  let l := (L - 1)%nat in
  let X_l := residual_network n d H 1 W_q W_k W_v X_0 l in
  let e := epsilon_l eta phi_0 r l in
  weights_bounded L H d W_q W_k W_v eta ->
  0 < eta -> eta <= 1 ->
  max_abs_entry n d (msub Y X_l) <= 2 * max_abs_entry n d X_l ->
  forall i : nat, (i < H)%nat ->
    max_abs_entry n d (msub (softmv n d 1 X_l (W_q l i) (W_k l i) (W_v l i)) (softmv n d 1 Y (W_q l i) (W_k l i) (W_v l i)))
      <= c * 3 * eta * (e * e + 1) * (if times_distance then max_abs_entry n d (msub X_l Y) else 1).

Definition lemma_d_6 : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta : R) (Y : mat),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (2 <= L)%nat ->
    forall phi_0 : R, max_abs_entry n d X_0 <= phi_0 ->
      lemma_d_6_at n d H L H 1 false X_0 W_q W_k W_v eta Y phi_0.

Definition lemma_d_6_checked : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta : R) (Y : mat),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (2 <= L)%nat ->
    lemma_d_6_at n d H L H 1 false X_0 W_q W_k W_v eta Y (max_abs_entry n d X_0).

Lemma lemma_d_6_checked_of : lemma_d_6 -> lemma_d_6_checked.
Proof. intros S n d H L X_0 W_q W_k W_v eta Y H1 H2 H3 H4. apply S; auto. apply Rle_refl. Qed.
