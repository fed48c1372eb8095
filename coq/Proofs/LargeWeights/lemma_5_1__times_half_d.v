(** * large-weights, Lemma 5.1 with the bound times d/2, proved for every size

    The module's argument, with a cruder last step. Write X = R + 1yᵀ with R = Res(X) and y
    the midranges. Then
    - the scores are β X W Xᵀ = E + 1rᵀ + (a term constant along each row) ([scores_split]),
      so row i of the attention matrix is P_i = softm(r + E_i) (Fact 3.2, [softm_shift]);
    - SAtt(X) = P X W_v = P R W_v + 1 yᵀW_v ([mix_split]), so column j of SAtt(X) is
      Σₘ Pᵢₘ cₘ plus a constant, with c = column j of R W_v, |cₘ| ≤ d‖R‖_∞‖W_v‖_∞ =: M;
    - E_i spreads over at most θ, so Σₘ |Pᵢₘ − softm(r)ₘ| ≤ T := 2(e^{θ/2} − 1)/(e^{θ/2} + 1)
      ([softm_l1_shift_le]), and any two rows of column j differ by at most 2MT;
    - half a column's range bounds its Res entries ([res_entry_le]): ‖Res(SAtt(X))‖_∞ ≤ MT,
      and T ≤ (e^θ − 1)/2, i.e. 4(q − 1) ≤ (q − 1)(q + 1)² for q = e^{θ/2} ≥ 1.
    The value of β is not used: only that E and the scores carry the same factor. *)

From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms Softmax SumFacts ExpFacts SoftmaxFacts NormFacts
  Extrema Res Balance Attention AttentionFacts Spread.
From Statements Require Import LargeWeights.lemma_5_1 LargeWeights.lemma_5_1__times_half_d.
Open Scope R_scope.

Theorem lemma_5_1__times_half_d_holds : lemma_5_1__times_half_d.
Proof.
  intros n d X Wq Wk Wv theta Hn Hd Hbal.
  (* β, W = W_q W_kᵀ and E = β Res(X) W Res(X)ᵀ *)
  unfold lemma_5_1_E in Hbal.
  set (beta := 1 / sqrt (INR d)) in *.
  set (W := mmul d Wq (transpose Wk)) in *.
  set (E := mscale beta (mmul d (mmul d (Res n X) W) (transpose (Res n X)))) in *.
  assert (HX : forall r b, X r b = Res n X r b + midrange n X b) by (intros; unfold Res; ring).
  assert (Htheta : 0 <= theta) by (eapply Rle_trans; [apply bigmax_nonneg | exact Hbal]).
  (* every row of E spreads over at most θ *)
  assert (HE : forall i j l, (i < n)%nat -> (j < n)%nat -> (l < n)%nat -> E i j - E i l <= theta).
  { intros i j l Hi Hj Hl. pose proof (balance_diagonal_ge n E i j l Hj Hl).
    pose proof (balance_diagonal_le_balance n E i Hi). pose proof (Rle_abs (E i j - E i l)). lra. }
  (* row i of the attention matrix is softm(r + E_i) *)
  set (rr := fun j => beta * sum d (fun a => sum d (fun b => midrange n X b * W b a) * Res n X j a)).
  set (P := attention_matrix n d beta X Wq Wk).
  assert (HP : forall i m, (m < n)%nat -> P i m = softm n (vadd rr (row E i)) m).
  { intros i m Hm. unfold P, attention_matrix, softm_rows.
    rewrite <- (softm_shift n (vadd rr (row E i)) (beta * sum d (fun a => mmul d X W i a * midrange n X a)) m)
      by lia.
    apply softm_ext; [|exact Hm]. intros j Hj.
    unfold row, mscale, vadd, vscale, ones. fold W.
    rewrite (scores_split d X (Res n X) (midrange n X) W i j HX).
    unfold E, mscale, rr. ring. }
  (* each row is within T of softm(r) in ℓ₁ *)
  set (s := softm n rr).
  set (T := 2 * (exp (theta / 2) - 1) / (exp (theta / 2) + 1)).
  assert (HTV : forall i, (i < n)%nat -> sum n (fun m => Rabs (P i m - s m)) <= T).
  { intros i Hi.
    rewrite (sum_ext n _ (fun m => Rabs (softm n (vadd rr (row E i)) m - softm n rr m)))
      by (intros m Hm; rewrite HP by exact Hm; reflexivity).
    apply softm_l1_shift_le; [exact Hn | exact Htheta |].
    intros j l Hj Hl. apply HE; assumption. }
  (* the entries of R W_v are at most M *)
  set (M := INR d * (max_abs_entry n d (Res n X) * max_abs_entry d d Wv)).
  assert (Hc : forall j m, (j < d)%nat -> (m < n)%nat -> Rabs (sum d (fun k => Res n X m k * Wv k j)) <= M).
  { intros j m Hj Hm. eapply Rle_trans; [apply sum_abs_mul|]. apply sum_le_const. intros k Hk.
    apply Rmult_le_compat; try apply Rabs_pos; apply max_abs_entry_ge; assumption. }
  assert (HM : 0 <= M).
  { apply Rmult_le_pos; [apply pos_INR | apply Rmult_le_pos; apply max_abs_entry_nonneg]. }
  (* two rows of a column of SAtt(X) differ by at most 2MT *)
  assert (Hdiff : forall i i' j, (i < n)%nat -> (i' < n)%nat -> (j < d)%nat ->
            softmv n d beta X Wq Wk Wv i j - softmv n d beta X Wq Wk Wv i' j <= 2 * M * T).
  { intros i i' j Hi Hi' Hj. unfold softmv. fold P.
    rewrite !(mix_split n d P X (Res n X) (midrange n X) Wv _ j HX)
      by (apply attention_row_sum, Hn).
    set (c := fun m => sum d (fun k => Res n X m k * Wv k j)).
    assert (Hsplit : sum n (fun m => P i m * c m) + sum d (fun k => midrange n X k * Wv k j)
                     - (sum n (fun m => P i' m * c m) + sum d (fun k => midrange n X k * Wv k j))
                     = sum n (fun m => (P i m - s m) * c m) + sum n (fun m => (s m - P i' m) * c m)).
    { rewrite <- sum_plus.
      rewrite (sum_ext n (fun m => (P i m - s m) * c m + (s m - P i' m) * c m)
                          (fun m => P i m * c m - P i' m * c m)) by (intros; ring).
      rewrite sum_minus. ring. }
    change (sum n (fun m => P i m * sum d (fun k => Res n X m k * Wv k j)))
      with (sum n (fun m => P i m * c m)).
    change (sum n (fun m => P i' m * sum d (fun k => Res n X m k * Wv k j)))
      with (sum n (fun m => P i' m * c m)).
    rewrite Hsplit.
    assert (Hpart : forall i0, (i0 < n)%nat -> Rabs (sum n (fun m => (P i0 m - s m) * c m)) <= M * T).
    { intros i0 Hi0. eapply Rle_trans; [apply sum_abs_mul|].
      apply (Rle_trans _ (sum n (fun m => Rabs (P i0 m - s m) * M))).
      - apply sum_le. intros m Hm. apply Rmult_le_compat_l; [apply Rabs_pos | apply Hc; assumption].
      - rewrite sum_scal_r, Rmult_comm. apply Rmult_le_compat_l; [exact HM | apply HTV, Hi0]. }
    pose proof (Hpart i Hi) as H1. pose proof (Hpart i' Hi') as H2.
    rewrite (sum_ext n (fun m => (s m - P i' m) * c m) (fun m => - ((P i' m - s m) * c m))) by (intros; ring).
    rewrite sum_opp.
    pose proof (Rle_abs (sum n (fun m => (P i m - s m) * c m))).
    pose proof (Rle_abs (- sum n (fun m => (P i' m - s m) * c m))). rewrite Rabs_Ropp in *. lra. }
  (* T ≤ (e^θ − 1)/2 *)
  set (q := exp (theta / 2)).
  assert (Hq : 1 <= q) by (apply exp_ge_1; lra).
  assert (Hqq : exp theta = q * q) by (unfold q; rewrite <- exp_plus; f_equal; field).
  assert (HT : T <= (q * q - 1) / 2).
  { unfold T. fold q. apply (Rmult_le_reg_r (2 * (q + 1))); [lra|].
    unfold Rdiv. replace (2 * (q - 1) * / (q + 1) * (2 * (q + 1))) with (4 * (q - 1)) by (field; lra).
    assert (0 <= (q - 1) * ((q - 1) * (q + 3))) by (apply Rmult_le_pos; [lra | apply Rmult_le_pos; lra]).
    nra. }
  pose proof (max_abs_entry_nonneg n d (Res n X)). pose proof (max_abs_entry_nonneg d d Wv).
  apply max_abs_entry_le.
  { rewrite Hqq. apply Rmult_le_pos; [apply Rmult_le_pos|]; try assumption.
    - unfold Rdiv. apply Rmult_le_pos; [apply pos_INR | lra].
    - apply Rmult_le_pos; [nra | assumption]. }
  intros i j Hi Hj.
  eapply Rle_trans;
    [apply (res_entry_le n _ j (2 * M * T) Hn (fun i0 i1 H0 H1 => Hdiff i0 i1 j H0 H1 Hj) i Hi)|].
  rewrite Hqq.
  apply (Rle_trans _ (M * ((q * q - 1) / 2))).
  - replace (2 * M * T / 2) with (M * T) by field. apply Rmult_le_compat_l; assumption.
  - right. unfold M. field.
Qed.
