From Coq Require Import Reals Lra.
From Lemmacheck Require Import Matrices Norms NormFacts Res Balance.
From Statements Require Import LargeWeights.lemma_b_2 LargeWeights.lemma_b_2__theta_2d_cubed.
Open Scope R_scope.

(** n = 2, d = 1, X = (0, 2)ᵀ (Res(X) = (−1, 1)ᵀ, ‖Res(X)‖_∞ = 1), W_q = W_k = W_v = (1),
    η = 1, β = 1 (β‖Res(X)‖²_∞η² = 1, the printed bound attained). *)
Theorem lemma_b_2__theta_2d_cubed_satisfiable :
  exists (n d : nat) (X W_q W_k W_v : mat) (eta beta : R),
    ((1 <= n)%nat) /\ ((1 <= d)%nat) /\
    (0 < beta) /\
    (0 < eta) /\
    (max_abs_entry d d W_q <= eta) /\
    (max_abs_entry d d W_k <= eta) /\
    (max_abs_entry d d W_v <= eta) /\
    (beta * max_abs_entry n d (Res n X) * max_abs_entry n d (Res n X) * eta * eta <= 1).
Proof.
  exists 2%nat, 1%nat, (fun i _ => 2 * INR i), (fun _ _ => 1), (fun _ _ => 1), (fun _ _ => 1), 1, 1.
  assert (Hw : max_abs_entry 1 1 (fun _ _ => 1) <= 1)
    by (apply max_abs_entry_le; [lra|]; intros; rewrite Rabs_R1; lra).
  assert (Hr : max_abs_entry 2 1 (Res 2 (fun i _ => 2 * INR i)) <= 1).
  { apply max_abs_entry_le; [lra|]. intros i j Hi Hj.
    replace 1 with (2 / 2) by field.
    apply res_entry_le; [repeat constructor| |exact Hi].
    intros a b Ha Hb.
    destruct a as [|[|a]]; [| |exfalso; repeat apply le_S_n in Ha; inversion Ha];
    (destruct b as [|[|b]]; [| |exfalso; repeat apply le_S_n in Hb; inversion Hb]);
    simpl; lra. }
  pose proof (max_abs_entry_nonneg 2 1 (Res 2 (fun i _ => 2 * INR i))) as H0.
  split; [constructor; constructor|]. split; [constructor|]. split; [lra|]. split; [lra|].
  split; [exact Hw|]. split; [exact Hw|]. split; [exact Hw|].
  rewrite !Rmult_1_r, Rmult_1_l.
  apply (Rle_trans _ (1 * 1)); [apply Rmult_le_compat; assumption | lra].
Qed.
