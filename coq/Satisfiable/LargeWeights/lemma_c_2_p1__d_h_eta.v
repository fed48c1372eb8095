From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms NormFacts LayerCollapse Bounded.
From Statements Require Import LargeWeights.lemma_c_2_p1 LargeWeights.lemma_c_2_p1__d_h_eta.
Open Scope R_scope.

(** The witness: one token, one feature, one head, two layers; X₀ = [1], every weight
    [1/4], η = 1/4, φ₀ = 1, so ε₁ = 2·(1/4)·1·(1 + 1/4) = 5/8 and ε₂ = 25/32, both in (0, 1). *)
Theorem lemma_c_2_p1__d_h_eta_satisfiable :
  exists (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R),
    ((1 <= n)%nat) /\ ((1 <= d)%nat) /\ ((1 <= H)%nat) /\ ((1 <= L)%nat) /\
    (lemma_c_2_hypotheses n d H L (d * H) X_0 W_q W_k W_v eta phi_0).
Proof.
  exists 1%nat, 1%nat, 1%nat, 2%nat, (fun _ _ => 1),
    (fun _ _ _ _ => 1 / 4), (fun _ _ _ _ => 1 / 4), (fun _ _ _ _ => 1 / 4), (1 / 4), 1.
  assert (Hw : max_abs_entry 1 1 (fun _ _ => 1 / 4) <= 1 / 4).
  { apply max_abs_entry_le; [lra|]. intros. rewrite Rabs_right; lra. }
  split; [lia|]. split; [lia|]. split; [lia|]. split; [lia|].
  split; [|split; [|split; [|split]]].
  - intros l h Hl Hh. repeat split; exact Hw.
  - apply max_abs_entry_le; [lra|]. intros. rewrite Rabs_right; lra.
  - lra.
  - lra.
  - intros l Hl. destruct l as [|[|[|l]]]; try lia; unfold epsilon_l; simpl; lra.
Qed.
