(** Generated from counterexamples/large-weights/proof-lemma-c.1-p1.step-12.json by `cargo run --release` (src/coq); do not edit.

    large-weights/proof-lemma-c.1-p1.step-12, as written, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [proof_lemma_c_1_p1_step_12] holds and its conclusion fails.
    The statement is coq/Statements/LargeWeights/proof_lemma_c_1_p1_step_12.v. *)

From Lemmacheck Require Import Refute.
From Statements.LargeWeights Require Import proof_lemma_c_1_p1_step_12.
Open Scope R_scope.
Open Scope list_scope.

Definition X_exact : list (list (Z * Z)) :=
  ([[(1, 0)];
   [(0, 0)]])%Z.
Definition X : mat := mat_dyadic X_exact.
Lemma X_encl p m k : encl_mat p m k X (imat_dyadic X_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition W_q_1_exact : list (list (list (Z * Z))) :=
  ([[[(1, 0)]]])%Z.
Definition W_q_1 : nat -> mat := mats_dyadic W_q_1_exact.
Lemma W_q_1_encl p c m k : encl_mats p c m k W_q_1 (imats_dyadic W_q_1_exact).
Proof. apply encl_mats_dyadic; lc_exponents. Qed.

Definition W_k_1_exact : list (list (list (Z * Z))) :=
  ([[[(1, 0)]]])%Z.
Definition W_k_1 : nat -> mat := mats_dyadic W_k_1_exact.
Lemma W_k_1_encl p c m k : encl_mats p c m k W_k_1 (imats_dyadic W_k_1_exact).
Proof. apply encl_mats_dyadic; lc_exponents. Qed.

Definition W_v_1_exact : list (list (list (Z * Z))) :=
  ([[[(1, 0)]]])%Z.
Definition W_v_1 : nat -> mat := mats_dyadic W_v_1_exact.
Lemma W_v_1_encl p c m k : encl_mats p c m k W_v_1 (imats_dyadic W_v_1_exact).
Proof. apply encl_mats_dyadic; lc_exponents. Qed.

Definition W_q_2_exact : list (list (Z * Z)) :=
  ([[(1, 0)]])%Z.
Definition W_q_2 : mat := mat_dyadic W_q_2_exact.
Lemma W_q_2_encl p m k : encl_mat p m k W_q_2 (imat_dyadic W_q_2_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition W_k_2_exact : list (list (Z * Z)) :=
  ([[(1, 0)]])%Z.
Definition W_k_2 : mat := mat_dyadic W_k_2_exact.
Lemma W_k_2_encl p m k : encl_mat p m k W_k_2 (imat_dyadic W_k_2_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition W_v_exact : list (list (Z * Z)) :=
  ([[(1817, 12)]])%Z.
Definition W_v : mat := mat_dyadic W_v_exact.
Lemma W_v_encl p m k : encl_mat p m k W_v (imat_dyadic W_v_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition theta_exact : list (Z * Z) :=
  ([(524289, 20)])%Z.
Definition theta : vec := vec_dyadic theta_exact.
Lemma theta_encl p n : encl_vec p n theta (ivec_dyadic theta_exact).
Proof. apply encl_vec_dyadic; lc_exponents. Qed.

Definition eps_exact : Z * Z :=
  ((170059, 19))%Z.
Definition eps : R := dyadic eps_exact.
Lemma eps_encl p : encl p eps (idyadic eps_exact).
Proof. apply encl_dyadic, Z.leb_le; reflexivity. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | X => apply X_encl
  | W_q_1 => apply W_q_1_encl
  | W_k_1 => apply W_k_1_encl
  | W_v_1 => apply W_v_1_encl
  | W_q_2 => apply W_q_2_encl
  | W_k_2 => apply W_k_2_encl
  | W_v => apply W_v_encl
  | theta => apply theta_encl
  | eps => apply eps_encl
  end.

Theorem proof_lemma_c_1_p1_step_12_refuted : ~ proof_lemma_c_1_p1_step_12.
Proof.
  intro Hs. specialize (Hs 2%nat 1%nat 1%nat X W_q_1 W_k_1 W_v_1 W_q_2 W_k_2 W_v theta eps). revert Hs.
  lc_refute_instance (@nil nat).
Qed.
