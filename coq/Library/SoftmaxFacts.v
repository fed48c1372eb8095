(** * Facts about α and softm (Definition 3.1 of large-weights) for every size

    - [alpha_ext], [softm_ext]: α(x) and softm(x)ᵢ read x only at [0, ..., n-1];
    - [alpha_shift]: α(x + a1ₙ) = eᵃ α(x);
    - [softm_sum]: the entries of softm(x) sum to 1 (n ≥ 1);
    - [softm_shift_le], [softm_shift_ge]: adding c to x moves softm(x)ⱼ by a factor between
      e^{−D} and e^{D} when every |c_l − c_j| ≤ D (the step of the proof of Lemma B.1). *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Softmax SumFacts ExpFacts.
Open Scope R_scope.

Lemma alpha_ext n x y : (forall i, (i < n)%nat -> x i = y i) -> alpha n x = alpha n y.
Proof. intros H. unfold alpha. apply sum_ext. intros i Hi. rewrite H by exact Hi. reflexivity. Qed.

Lemma softm_ext n x y i :
  (forall j, (j < n)%nat -> x j = y j) -> (i < n)%nat -> softm n x i = softm n y i.
Proof. intros H Hi. unfold softm. rewrite (alpha_ext n x y H), H by exact Hi. reflexivity. Qed.

(** α(x + a1ₙ) = eᵃ α(x). *)
Lemma alpha_shift n x a : alpha n (vadd x (vscale a ones)) = exp a * alpha n x.
Proof.
  unfold alpha, vadd, vscale, ones. rewrite <- sum_scal_l. apply sum_ext. intros i _.
  rewrite Rmult_1_r, exp_plus. ring.
Qed.

(** α(x) is the sum of the exponentials, so softm(x) sums to 1. *)
Lemma softm_sum n x : (0 < n)%nat -> sum n (softm n x) = 1.
Proof.
  intros Hn. unfold softm. rewrite sum_scal_l. fold (alpha n x).
  apply Rinv_l. apply Rgt_not_eq, alpha_pos, Hn.
Qed.

Lemma softm_nonneg n x i : (i < n)%nat -> 0 <= softm n x i.
Proof. intros Hi. apply Rlt_le, softm_pos. lia. Qed.

(** softm(x)ᵢ = eˣⁱ/α(x), written as a quotient. *)
Lemma softm_unfold n x i : softm n x i = exp (x i) / alpha n x.
Proof. unfold softm, Rdiv. ring. Qed.

(** If every |c_l − c_j| ≤ D (l ∈ [n]), then softm(x + c)ⱼ ≤ e^D softm(x)ⱼ: the denominator
    α(x + c) = Σ_l e^{x_l} e^{c_l} is at least e^{c_j − D} α(x). *)
Lemma softm_shift_le n x c j D :
  (j < n)%nat -> (forall l, (l < n)%nat -> Rabs (c l - c j) <= D) ->
  softm n (vadd x c) j <= exp D * softm n x j.
Proof.
  intros Hj H.
  assert (Hn : (0 < n)%nat) by lia.
  pose proof (alpha_pos n x Hn) as Ha.
  assert (Hlow : exp (c j - D) * alpha n x <= alpha n (vadd x c)).
  { unfold alpha, vadd. rewrite <- sum_scal_l. apply sum_le. intros l Hl.
    rewrite exp_plus, (Rmult_comm (exp (c j - D))).
    apply Rmult_le_compat_l; [apply Rlt_le, exp_pos|].
    apply exp_le_mono. specialize (H l Hl). apply Rabs_le_bounds in H. lra. }
  pose proof (exp_pos (c j - D)) as He.
  rewrite !softm_unfold. unfold vadd at 1. rewrite exp_plus.
  apply (Rle_trans _ (exp (x j) * exp (c j) / (exp (c j - D) * alpha n x))).
  - unfold Rdiv. apply Rmult_le_compat_l.
    + apply Rlt_le, Rmult_lt_0_compat; apply exp_pos.
    + apply Rinv_le_contravar; [apply Rmult_lt_0_compat; assumption | exact Hlow].
  - right. unfold Rminus. rewrite exp_plus, exp_Ropp.
    pose proof (exp_pos (c j)). pose proof (exp_pos D).
    field. lra.
Qed.

(** The lower bound, from the upper one applied to x + c and −c. *)
Lemma softm_shift_ge n x c j D :
  (j < n)%nat -> (forall l, (l < n)%nat -> Rabs (c l - c j) <= D) ->
  exp (- D) * softm n x j <= softm n (vadd x c) j.
Proof.
  intros Hj H.
  assert (Hx : softm n x j = softm n (vadd (vadd x c) (fun l => - c l)) j).
  { apply softm_ext; [|exact Hj]. intros l _. unfold vadd. ring. }
  assert (Hle : softm n (vadd (vadd x c) (fun l => - c l)) j <= exp D * softm n (vadd x c) j).
  { apply softm_shift_le; [exact Hj|]. intros l Hl.
    replace (- c l - - c j) with (- (c l - c j)) by ring. rewrite Rabs_Ropp. apply H, Hl. }
  rewrite Hx. pose proof (exp_pos (- D)).
  apply (Rmult_le_compat_l (exp (- D))) in Hle; [|lra].
  rewrite <- Rmult_assoc, <- exp_plus, Rplus_opp_l, exp_0, Rmult_1_l in Hle. exact Hle.
Qed.

(** Fact 3.2 as a rewriting lemma: softm(x + a1ₙ) = softm(x) (n ≥ 1). *)
Lemma softm_shift n x a i : (0 < n)%nat -> softm n (vadd x (vscale a ones)) i = softm n x i.
Proof.
  intros Hn. assert (0 < alpha n x) by (apply alpha_pos, Hn). pose proof (exp_pos a).
  unfold softm at 1. rewrite alpha_shift. unfold vadd, vscale, ones.
  rewrite Rmult_1_r, exp_plus. unfold softm. field. lra.
Qed.
