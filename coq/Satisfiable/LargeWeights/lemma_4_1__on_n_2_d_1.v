From Coq Require Import Reals Lra.
From Lemmacheck Require Import Matrices Norms NormFacts Res.
From Statements Require Import LargeWeights.lemma_4_1__on_n_2_d_1.
Open Scope R_scope.

(** n = 2, d = 1, A = (0, 0)ᵀ, B = (0, 1)ᵀ, ε = 1 (‖A − B‖_∞ = 1). *)
Theorem lemma_4_1__on_n_2_d_1_satisfiable :
  exists (n d : nat) (A B : mat) (eps : R),
    ((1 <= n)%nat) /\ ((1 <= d)%nat) /\ ((n = 2)%nat) /\ ((d = 1)%nat) /\
    (max_abs_entry n d (msub A B) <= eps).
Proof.
  exists 2%nat, 1%nat, (fun _ _ => 0), (fun i _ => INR i), 1.
  split; [constructor; constructor|]. split; [constructor|]. split; [reflexivity|].
  split; [reflexivity|].
  apply max_abs_entry_le; [lra|]. intros i j Hi _. unfold msub.
  destruct i as [|[|i]]; [| |exfalso; repeat apply le_S_n in Hi; inversion Hi]; simpl;
    rewrite ?Rminus_0_r, ?Rminus_0_l, ?Rabs_Ropp, ?Rabs_R0, ?Rabs_R1; lra.
Qed.
