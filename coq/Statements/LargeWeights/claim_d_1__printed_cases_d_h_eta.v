(** * large-weights, Proof of Theorem 5.3 (Appendix D.1), final bound: the reading [printed-cases-d-h-eta] (repair)

    Claim id [large-weights/claim-d.1], reading [printed-cases-d-h-eta]; the search's module is
    [src/claims/large_weights/claim_d_1.rs].

    The statement (Proof of Theorem 5.3 (Appendix D.1), final bound):

    Therefore for $L$ layers we have $$\|\operatorname{\mathsf{softmv}}_{L}(B^{0}_{L})-\operatorname{\mathsf{softmv}}_{L}(B^{L}_{L})\|_{\infty}\leq(C^{L}+\cdots+C+1)\delta$$

    The words this reading formalises (Appendix D.1, proof of Theorem 5.3):

    Let $\epsilon_{\ell}$ be defined as Definition A.2. Let $\delta:=\max_{\ell\in[L]}2g(2H\epsilon_{\ell})$.

    The reading, as the search states it: Repair candidate of printed-cases: eps_l := 2 eta phi_0 (1 + dH eta)^l in the hypothesis, in delta and in C, as in d-h-eta; otherwise printed-cases. It fails beyond d = 16H (the ratio approaches d/(16H) as eta -> 0).

    How the statement below encodes it:
    - As the reading [printed-cases] ([claim_d_1_with], Statements/LargeWeights/claim_d_1.v; B by
      [hybrid_printed]), with ε_ℓ := 2ηφ₀(1 + dHη)^ℓ (the growth rate dH per layer,
      [epsilon_l eta phi_0 (d * H) l]) in the hypothesis ε_ℓ ∈ (0, 1), in δ and in C.

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

Definition claim_d_1__printed_cases_d_h_eta : Prop :=
  forall (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R),
    (1 <= n)%nat -> (1 <= d)%nat -> (1 <= H)%nat -> (1 <= L)%nat ->
    claim_d_1_with n d H L (d * H) (hybrid_printed n d H 1 W_q W_k W_v X_0) W_q W_k W_v X_0 eta phi_0.
