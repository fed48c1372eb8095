(** * large-weights, Lemma B.1, proved for every n

    The paper's proof: Pᵢⱼ = softm(Ã + E)ᵢⱼ = exp(Ãᵢⱼ)/Σₗ exp(Ãᵢₗ)exp(Eᵢₗ − Eᵢⱼ), and every
    |Eᵢₗ − Eᵢⱼ| ≤ Dᵢᵢ, so Pᵢⱼ ∈ [P̃ᵢⱼ e^{−Dᵢᵢ}, P̃ᵢⱼ e^{Dᵢᵢ}]. Row i of A is row i of Ã plus
    row i of E; [softm_shift_le] and [softm_shift_ge] are the two bounds on the denominator. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Softmax SoftmaxFacts Balance.
From Statements Require Import LargeWeights.lemma_b_1.
Open Scope R_scope.

Theorem lemma_b_1_holds : lemma_b_1.
Proof.
  intros n A E _ P A_tilde P_tilde i j Hi Hj.
  (* row i of A = row i of Ã + row i of E *)
  assert (Hrow : P i j = softm n (vadd (row A_tilde i) (row E i)) j).
  { unfold P. apply softm_ext; [|exact Hj]. intros l _.
    unfold row, vadd, A_tilde, msub. ring. }
  assert (Hspread : forall l, (l < n)%nat -> Rabs (row E i l - row E i j) <= balance_diagonal n E i)
    by (intros l Hl; apply balance_diagonal_ge; assumption).
  rewrite Hrow. unfold P_tilde. split.
  - exact (softm_shift_ge n (row A_tilde i) (row E i) j _ Hj Hspread).
  - exact (softm_shift_le n (row A_tilde i) (row E i) j _ Hj Hspread).
Qed.
