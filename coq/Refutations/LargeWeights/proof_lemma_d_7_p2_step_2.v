(** Generated from counterexamples/large-weights/proof-lemma-d.7-p2.step-2.json by `cargo run --release` (src/coq); do not edit.

    large-weights/proof-lemma-d.7-p2.step-2, as written, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [proof_lemma_d_7_p2_step_2] holds and its conclusion fails (at the instance [1%nat; 0%nat] of its conclusion).
    The statement is coq/Statements/LargeWeights/proof_lemma_d_7_p2_step_2.v. *)

From Lemmacheck Require Import Refute.
From Statements.LargeWeights Require Import proof_lemma_d_7_p2_step_2.
Open Scope R_scope.
Open Scope list_scope.

Definition X_0_exact : list (list (Z * Z)) :=
  ([[(1, 0); (1, 0)]])%Z.
Definition X_0 : mat := mat_dyadic X_0_exact.
Lemma X_0_encl p m k : encl_mat p m k X_0 (imat_dyadic X_0_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition W_q_exact : list (list (list (list (Z * Z)))) :=
  ([[[[(1, 1); (1, 1)];
     [(1, 1); (1, 1)]]];
   [[[(1, 1); (1, 1)];
     [(1, 1); (1, 1)]]]])%Z.
Definition W_q : nat -> nat -> mat := grid_dyadic W_q_exact.
Lemma W_q_encl p l c m k : encl_grid p l c m k W_q (igrid_dyadic W_q_exact).
Proof. apply encl_grid_dyadic; lc_exponents. Qed.

Definition W_k_exact : list (list (list (list (Z * Z)))) :=
  ([[[[(1, 0); (1, 0)];
     [(1, 0); (1, 0)]]];
   [[[(1, 0); (1, 0)];
     [(1, 0); (1, 0)]]]])%Z.
Definition W_k : nat -> nat -> mat := grid_dyadic W_k_exact.
Lemma W_k_encl p l c m k : encl_grid p l c m k W_k (igrid_dyadic W_k_exact).
Proof. apply encl_grid_dyadic; lc_exponents. Qed.

Definition W_v_exact : list (list (list (list (Z * Z)))) :=
  ([[[[(1, 0); (1, 0)];
     [(1, 0); (1, 0)]]];
   [[[(1, 0); (1, 0)];
     [(1, 0); (1, 0)]]]])%Z.
Definition W_v : nat -> nat -> mat := grid_dyadic W_v_exact.
Lemma W_v_encl p l c m k : encl_grid p l c m k W_v (igrid_dyadic W_v_exact).
Proof. apply encl_grid_dyadic; lc_exponents. Qed.

Definition eta_exact : Z * Z :=
  ((1, 0))%Z.
Definition eta : R := dyadic eta_exact.
Lemma eta_encl p : encl p eta (idyadic eta_exact).
Proof. apply encl_dyadic, Z.leb_le; reflexivity. Qed.

Definition phi_0_exact : Z * Z :=
  ((1, 0))%Z.
Definition phi_0 : R := dyadic phi_0_exact.
Lemma phi_0_encl p : encl p phi_0 (idyadic phi_0_exact).
Proof. apply encl_dyadic, Z.leb_le; reflexivity. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | X_0 => apply X_0_encl
  | W_q => apply W_q_encl
  | W_k => apply W_k_encl
  | W_v => apply W_v_encl
  | eta => apply eta_encl
  | phi_0 => apply phi_0_encl
  end.

Theorem proof_lemma_d_7_p2_step_2_refuted : ~ proof_lemma_d_7_p2_step_2.
Proof.
  intro Hs. specialize (Hs 1%nat 2%nat 1%nat 2%nat X_0 W_q W_k W_v eta phi_0). revert Hs.
  lc_refute_instance [1%nat; 0%nat].
Qed.
