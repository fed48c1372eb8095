(** * large-weights, Lemma D.7, Part 2: the reading [d-h-eta] (repair)

    Claim id [large-weights/lemma-d.7-p2], reading [d-h-eta]; the search's module is
    [src/claims/large_weights/lemma_d_7.rs] (the network in
    [src/claims/large_weights/layer_network.rs]).

    The statement (Appendix D.4, Lemma D.7):

    If the following conditions hold • Let $X_{0}$ denote the input of first layer of neural network, and satisfy $\|X_{0}\|_{\infty}\leq\phi_{0}$ • For $\ell\in[L]$, we use $X_{\ell}$ to denote the $\ell$-th layer output • Let $\|W_{v}\|_{\infty}\leq\eta$ Then, we can show • Part 1. For any $\ell$, $\|X_{\ell+1}\|_{\infty}\leq\|X_{\ell}\|_{\infty}\cdot(1+H\eta)$ • Part 2. For any $\ell$, $\|X_{\ell}\|_{\infty}\leq\phi_{0}\cdot(1+H\eta)^{\ell}$

    The part this reading states (Appendix D.4, Lemma D.7, Part 2):

    • Part 2. For any $\ell$, $\|X_{\ell}\|_{\infty}\leq\phi_{0}\cdot(1+H\eta)^{\ell}$

    The repair: the growth factor 1 + dHη (d the feature dimension) in place of 1 + Hη;
    otherwise the reading [as-written].

    How the statement below encodes it:
    - The network: the residual network of Definition 3.7, X_{ℓ+1} = SAtt_H(X_ℓ) + X_ℓ, with
      L layers of H heads, no scale (β = 1: Definitions 3.6 and 3.7 have none):
      [X := residual_network n d H 1 Wq Wk Wv X0], so [X l] is X_ℓ (see
      [Library/Attention.v]). Sizes: n tokens, d features, H heads, L layers, each at least
      1 ([(1 <= n)%nat], ...; the search draws each from 1). Input [X0 : mat] of size n × d;
      weights [Wq Wk Wv : nat -> nat -> mat], [Wv l h] the d × d value weights of head h of
      layer l + 1.
    - "$\|W_{v}\|_{\infty}\leq\eta$", for every head of every layer:
      [max_abs_entry d d (Wv l h) <= eta] for [l < L], [h < H]; ‖·‖_∞ is the entrywise
      maximum of §3.1, [max_abs_entry]. W_q and W_k are not bounded by the lemma and are
      arbitrary here, as in the search.
    - "$\|X_{0}\|_{\infty}\leq\phi_{0}$": [max_abs_entry n d X0 <= phi0].
    - η: [eta : R], with no hypothesis of its own (the printed words state none): η ≥ 0
      follows from ‖W_v‖_∞ ≤ η (L, H ≥ 1), and the repaired bound holds for every η ≥ 0,
      above 1 too.
    - "For any $\ell$": every layer output, ℓ = 1, ..., L ([1 <= l <= L]), as the search
      checks it; the conclusion
      [max_abs_entry n d (X l) <= phi0 * (1 + INR (d * H) * eta) ^ l].
    - The repair's factor: (1 + dHη) is [1 + INR (d * H) * eta].

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
    - [(forall l h, (l < L)%nat -> (h < H)%nat -> max_abs_entry d d (Wv l h) <= eta)] printed "$\|W_{v}\|_{\infty}\leq\eta$"
    - [max_abs_entry n d X0 <= phi0] printed "$\|X_{0}\|_{\infty}\leq\phi_{0}$"
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Norms Attention.
Open Scope R_scope.

Definition lemma_d_7_p2__d_h_eta : Prop :=
  forall (n d H L : nat) (X0 : mat) (Wq Wk Wv : nat -> nat -> mat) (eta phi0 : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    (forall l h, (l < L)%nat -> (h < H)%nat -> max_abs_entry d d (Wv l h) <= eta) ->
    max_abs_entry n d X0 <= phi0 ->
    let X := residual_network n d H 1 Wq Wk Wv X0 in
    forall l, (1 <= l <= L)%nat ->
      max_abs_entry n d (X l) <= phi0 * (1 + INR (d * H) * eta) ^ l.
