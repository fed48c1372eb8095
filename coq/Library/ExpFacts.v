(** * Facts about the exponential used by the proofs for every size

    - [exp_minus_one_abs]: |e^b − 1| ≤ e^ε − 1 when |b| ≤ ε, the inequality the proof of
      large-weights' Lemma 4.2 calls Eq. (2);
    - [exp_le_one_plus_two]: eˣ ≤ 1 + 2x for 0 ≤ x ≤ 1 (the first-order bound of Dong et
      al.'s Lemma A.3 under the authors' assumption).

    Only the standard library's reals are used (no interval arithmetic), so that a proof's
    [Print Assumptions] lists the axioms of the reals and nothing else. *)

From Coq Require Import Reals Lra.
Open Scope R_scope.

Lemma exp_le_mono x y : x <= y -> exp x <= exp y.
Proof. intros [H| ->]; [apply Rlt_le, exp_increasing, H | apply Rle_refl]. Qed.

Lemma exp_ge_1 x : 0 <= x -> 1 <= exp x.
Proof. intros H. pose proof (exp_ineq1_le x). lra. Qed.

Lemma exp_minus_one_nonneg eps : 0 <= eps -> 0 <= exp eps - 1.
Proof. intros H. pose proof (exp_ge_1 eps H). lra. Qed.

(** Eq. (2) of large-weights' proof of Lemma 4.2: |b| ≤ ε implies |e^b − 1| ≤ e^ε − 1.
    For b ≥ 0 by monotonicity; for b < 0, 1 − e^b ≤ −b ≤ ε ≤ e^ε − 1 (from 1 + x ≤ eˣ). *)
Lemma exp_minus_one_abs b eps : Rabs b <= eps -> Rabs (exp b - 1) <= exp eps - 1.
Proof.
  intros H.
  destruct (Rle_or_lt 0 b) as [Hb|Hb].
  - rewrite Rabs_right by (pose proof (exp_ge_1 b Hb); lra).
    rewrite Rabs_right in H by lra.
    assert (exp b <= exp eps) by (apply exp_le_mono; exact H). lra.
  - rewrite Rabs_left in H by lra.
    assert (exp b < 1) by (rewrite <- exp_0; apply exp_increasing; exact Hb).
    rewrite Rabs_left by lra.
    pose proof (exp_ineq1_le b). pose proof (exp_ineq1_le eps). lra.
Qed.

(** e^{−t} ≤ 1 − t + t²/2 for t ≥ 0: f(t) = 1 − t + t²/2 − e^{−t} has f(0) = 0 and
    f'(t) = −1 + t + e^{−t} ≥ 0. *)
Lemma exp_neg_le_quadratic t : 0 <= t -> exp (- t) <= 1 - t + t * t / 2.
Proof.
  intros Ht.
  set (f := fun x => 1 - x + x * x / 2 - exp (- x)).
  assert (Hd : derivable f) by (unfold f; reg).
  assert (Hf : f 0 <= f t).
  { destruct Ht as [Ht|<-]; [|lra].
    apply (derive_increasing_interv_var 0 t f Hd Ht); [|lra|lra|exact Ht].
    intros x Hx.
    replace (derive_pt f x (Hd x)) with (-1 + x + exp (- x)).
    - pose proof (exp_ineq1_le (- x)). lra.
    - symmetry. apply derive_pt_eq_0. unfold f.
      change (fun x0 => 1 - x0 + x0 * x0 / 2 - exp (- x0))
        with (minus_fct (fun x0 => 1 - x0 + x0 * x0 / 2) (comp exp (fun x0 => - x0))).
      replace (-1 + x + exp (- x)) with ((-1 + x) - exp (- x) * (-1)) by ring.
      apply derivable_pt_lim_minus.
      + change (fun x0 => 1 - x0 + x0 * x0 / 2)
          with (plus_fct (minus_fct (fct_cte 1) id) (mult_fct (mult_fct id id) (fct_cte (/ 2)))).
        replace (-1 + x) with ((0 - 1) + ((1 * x + x * 1) * / 2 + x * x * 0)) by field.
        apply derivable_pt_lim_plus.
        * apply derivable_pt_lim_minus; [apply derivable_pt_lim_const | apply derivable_pt_lim_id].
        * apply (derivable_pt_lim_mult (mult_fct id id) (fct_cte (/ 2)) x (1 * x + x * 1) 0).
          -- apply (derivable_pt_lim_mult id id x 1 1); apply derivable_pt_lim_id.
          -- apply derivable_pt_lim_const.
      + apply derivable_pt_lim_comp; [|apply derivable_pt_lim_exp].
        change (fun x0 => - x0) with (opp_fct id).
        replace (-1) with (- 1) by ring. apply derivable_pt_lim_opp, derivable_pt_lim_id. }
  unfold f in Hf. rewrite Ropp_0, exp_0 in Hf. lra.
Qed.

(** eˣ ≤ 1 + 2x for 0 ≤ x ≤ 1. For x ≤ 1/2: eˣ = 1/e^{−x} ≤ 1/(1 − x) ≤ 1 + 2x. For
    x ≥ 1/2, with t = 1 − x ∈ [0, 1/2]: eˣ = e·e^{−t} ≤ 3(1 − t + t²/2) ≤ 3 − 2t = 1 + 2x. *)
Lemma exp_le_one_plus_two x : 0 <= x <= 1 -> exp x <= 1 + 2 * x.
Proof.
  intros Hx.
  destruct (Rle_or_lt x (1 / 2)) as [Hs|Hl].
  - pose proof (exp_ineq1_le (- x)) as Hm.
    assert (He : exp x * exp (- x) = 1) by (rewrite <- exp_plus, Rplus_opp_r; apply exp_0).
    pose proof (exp_pos x). pose proof (exp_pos (- x)).
    (* eˣ(1 − x) ≤ eˣ e^{−x} = 1 ≤ (1 + 2x)(1 − x) *)
    assert (exp x * (1 - x) <= 1) by nra.
    assert (1 <= (1 + 2 * x) * (1 - x)) by nra.
    nra.
  - set (t := 1 - x).
    replace x with (1 + - t) by (unfold t; ring).
    rewrite exp_plus.
    pose proof (exp_neg_le_quadratic t ltac:(unfold t; lra)) as Hq.
    pose proof exp_le_3. pose proof (exp_pos 1). pose proof (exp_pos (- t)).
    assert (exp 1 * exp (- t) <= 3 * (1 - t + t * t / 2)) by nra.
    unfold t in *. nra.
Qed.
