(** * large-weights, Lemma C.2, Part 1: the reading [as-written] (as-written)

    Claim id [large-weights/lemma-c.2-p1]; the search's module is
    [src/claims/large_weights/lemma_c_2.rs].

    The statement (Lemma C.2, Part 1):

    If the following conditions hold • $\epsilon_{\ell}:=2\eta\phi_{0}(1+H\eta)^{\ell}$. (see Definition A.2) • Let $\eta\in(0,1]$. • Let $\epsilon_{\ell}\in(0,1)$. Then, we can show • Part 1. $K\cdot\|\operatorname{\mathsf{Res}}(X_{\ell})\|_{\infty}\leq\epsilon_{\ell}$ • Part 2. $\|(B-X_{\ell})W_{v}\|_{\infty}\leq H\epsilon_{\ell}$ • Part 3. $\|X_{\ell}W_{v}\|_{\infty}\leq 1$

    The words this reading formalises (Appendix C.2, Lemma C.2, Part 1):

    • Part 1. $K\cdot\|\operatorname{\mathsf{Res}}(X_{\ell})\|_{\infty}\leq\epsilon_{\ell}$

    The reading, as the search states it: Residual network of Definition 3.7 (no scale) with every weight bounded by eta and ||X_0||_inf <= phi_0 (Definition A.2); K = (e - 1)||W_v||_inf (theta = 1 as the text says); B = X_(l+1); W_v every value matrix of the network; every layer l in [L] checked; ||.||_inf entrywise, Res with the midrange minimiser (only its norm enters).

    How the statement below encodes it:
    - The context (Section C.2, Definition A.2): X_ℓ is the ℓ-th layer output of the residual
      network of Definition 3.7, X_{ℓ+1} = X_ℓ + Σᵢ softmvᵢ(X_ℓ) with no scale
      ([residual_network n d H 1 W_q W_k W_v X_0 l], Library/Attention.v), L layers of H heads
      with weights [W_q l h] etc. ([W_q W_k W_v : nat -> nat -> mat]), input X₀ ∈ ℝⁿˣᵈ;
      [n d H L : nat], each at least 1.
    - Its hypotheses: every weight bounded by η ([weights_bounded L H d W_q W_k W_v eta],
      Library/Bounded.v), ‖X₀‖_∞ ≤ φ₀, "η ∈ (0, 1]", and "ε_ℓ ∈ (0, 1)" for every ℓ ∈ [L], with
      "ε_ℓ := 2ηφ₀(1 + Hη)^ℓ" ([epsilon_l eta phi_0 H l], Library/LayerCollapse.v).
    - K := (e^θ − 1)‖W_v‖_∞ with "θ = 1 due to Lemma B.2", for every value matrix W_v of the
      network (the proof uses nothing about W_v but ‖W_v‖_∞ ≤ η): the largest of them,
      [largest_value_weight L H d W_v].
    - Part 1, for every layer ℓ ∈ [L] (the instance index [i] is ℓ − 1):
      [(exp 1 - 1) * largest_value_weight L H d W_v * ‖Res(X_ℓ)‖_∞ <= ε_ℓ], Res of Definition
      3.4 with the midrange minimiser (only its norm enters, the same for every minimiser).

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
From Lemmacheck Require Import Matrices Norms Res Attention LayerCollapse Bounded.
Open Scope R_scope.

(** The network's hypotheses (Definition A.2, Lemma C.2's conditions), with the growth rate
    [r] of ε_ℓ per layer (H as printed). *)
Definition lemma_c_2_hypotheses (n d H L r : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R) : Prop :=
  weights_bounded L H d W_q W_k W_v eta /\
  max_abs_entry n d X_0 <= phi_0 /\
  0 < eta /\ eta <= 1 /\
  (forall l, (1 <= l <= L)%nat -> 0 < epsilon_l eta phi_0 r l < 1).

Definition lemma_c_2_p1 : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    lemma_c_2_hypotheses n d H L H X_0 W_q W_k W_v eta phi_0 ->
    forall i : nat, (i < L)%nat ->
      (exp 1 - 1) * largest_value_weight L H d W_v * max_abs_entry n d (Res n (residual_network n d H 1 W_q W_k W_v X_0 (S i)))
        <= epsilon_l eta phi_0 H (S i).
