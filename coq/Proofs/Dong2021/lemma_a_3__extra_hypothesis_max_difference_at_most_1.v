(** * Dong et al. (2021), Lemma A.3 under the authors' assumption, proved for every n

    The module's argument: row i of P is softmax(r + Eᵢ), whose denominator is at least
    e^{Eᵢⱼ − Dᵢᵢ} α(r), so Pᵢⱼ ≤ e^{Dᵢᵢ} softmax(r)ⱼ ([softm_shift_le]); the assumption gives
    0 ≤ Dᵢᵢ ≤ 1, where e^x ≤ 1 + 2x ([exp_le_one_plus_two]). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Softmax SoftmaxFacts ExpFacts Balance.
From Statements Require Import Dong2021.lemma_a_3__extra_hypothesis_max_difference_at_most_1.
Open Scope R_scope.

Theorem lemma_a_3__extra_hypothesis_max_difference_at_most_1_holds :
  lemma_a_3__extra_hypothesis_max_difference_at_most_1.
Proof.
  intros n E r _ Hbal i j Hi Hj.
  set (D := balance_diagonal n E i).
  assert (HD : 0 <= D <= 1).
  { split; [apply balance_diagonal_nonneg|].
    eapply Rle_trans; [apply balance_diagonal_le_balance, Hi | exact Hbal]. }
  (* Pᵢⱼ ≤ e^{Dᵢᵢ} softmax(r)ⱼ *)
  assert (Hshift : softm_rows n (fun i' j' => E i' j' + r j') i j <= exp D * softm n r j).
  { unfold softm_rows.
    rewrite (softm_ext n _ (vadd r (row E i)) j); [|intros l _; unfold row, vadd; ring|exact Hj].
    apply softm_shift_le; [exact Hj|]. intros l Hl. apply balance_diagonal_ge; assumption. }
  eapply Rle_trans; [exact Hshift|].
  apply Rmult_le_compat_r; [apply softm_nonneg, Hj | apply exp_le_one_plus_two, HD].
Qed.
