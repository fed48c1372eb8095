From Coq Require Import Reals Lra Lia.
From Lemmacheck Require Import Sums Matrices Norms NormFacts Networks Bounded.
From Statements Require Import LargeWeights.lemma_d_7_p1 LargeWeights.remark_d_1__growth_per_layer_d_h_eta.
Open Scope R_scope.

(** The witness: one token, one feature, one head, one layer; X₀ = [1], every attention
    weight [1/4], η = 1/4, φ₀ = 1, and the MLP weights W₁ = W₂ = I (f = ReLU, λ = 1). *)
Theorem remark_d_1__growth_per_layer_d_h_eta_satisfiable :
  exists (n d H L : nat) (X_0 : mat) (W_q W_k W_v : nat -> nat -> mat) (eta phi_0 : R) (W_1 W_2 : nat -> mat),
    ((1 <= n)%nat) /\ ((1 <= d)%nat) /\ ((1 <= H)%nat) /\ ((1 <= L)%nat) /\
    (lemma_d_7_hypotheses n d H L X_0 W_v eta phi_0).
Proof.
  exists 1%nat, 1%nat, 1%nat, 1%nat, (fun _ _ => 1),
    (fun _ _ _ _ => 1 / 4), (fun _ _ _ _ => 1 / 4), (fun _ _ _ _ => 1 / 4), (1 / 4), 1,
    (fun _ => identity), (fun _ => identity).
  split; [lia|]. split; [lia|]. split; [lia|]. split; [lia|].
  split; [|split; [|split]].
  - intros l h Hl Hh. apply max_abs_entry_le; [lra|]. intros. rewrite Rabs_right; lra.
  - apply max_abs_entry_le; [lra|]. intros. rewrite Rabs_right; lra.
  - lra.
  - lra.
Qed.
