(** * large-weights, Proof of Theorem 5.3 (Appendix D.1), final bound: the reading [printed-cases] (alternative)

    Claim id [large-weights/claim-d.1], reading [printed-cases]; the search's module is
    [src/claims/large_weights/claim_d_1.rs].

    The statement (Proof of Theorem 5.3 (Appendix D.1), final bound):

    Therefore for $L$ layers we have $$\|\operatorname{\mathsf{softmv}}_{L}(B^{0}_{L})-\operatorname{\mathsf{softmv}}_{L}(B^{L}_{L})\|_{\infty}\leq(C^{L}+\cdots+C+1)\delta$$

    The words this reading formalises (Appendix D.1, proof of Theorem 5.3):

    $${B}_{\ell}^{\ell_{0}}=\begin{cases}{X}_{\ell-1}^{\ell_{0}}+\sum_{i=1}^{H}A_{\ell-1,i}^{\ell_{0}},&\mathrm{if}\ell\leq\ell_{0};\\ \sum_{i=1}^{H}A_{\ell-1,i}^{\ell_{0}}&\mathrm{otherwise}.\end{cases}$$

    The reading, as the search states it: B by its printed cases, which contradict the sentence after them: B^0_L the network without skip connections, B^L_L the residual network X_L; otherwise as-written.

    How the statement below encodes it:
    - As the reading [as-written] ([claim_d_1_with], Statements/LargeWeights/claim_d_1.v),
      with B by its printed cases: "B^{ℓ₀}_ℓ = X^{ℓ₀}_{ℓ−1} + Σᵢ A^{ℓ₀}_{ℓ−1,i} if ℓ ≤ ℓ₀;
      Σᵢ A^{ℓ₀}_{ℓ−1,i} otherwise" ([hybrid_printed], Library/Networks.v): B⁰_L is the network
      without skip connections and B^L_L the residual network X_L.

    Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
    - [(1 <= n)%nat] size
    - [(1 <= d)%nat] size
    - [(1 <= H)%nat] size
    - [(1 <= L)%nat] size
*)

From Coq Require Import Reals.
From Lemmacheck Require Import Matrices Networks.
From Statements.LargeWeights Require Import claim_d_1.
Open Scope R_scope.

Definition claim_d_1__printed_cases : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    claim_d_1_with n d H L H (hybrid_printed n d H 1 W_q W_k W_v X_0) W_q W_k W_v X_0 eta phi_0.
