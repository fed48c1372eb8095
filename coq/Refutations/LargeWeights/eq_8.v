(** Generated from counterexamples/large-weights/eq-8.json by `cargo run --release` (src/coq); do not edit.

    large-weights/eq-8, as written, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [eq_8] holds and its conclusion fails.
    The statement is coq/Statements/LargeWeights/eq_8.v. *)

From Lemmacheck Require Import Refute.
From Statements.LargeWeights Require Import eq_8.
Open Scope R_scope.
Open Scope list_scope.

Definition X_exact : list (list (Z * Z)) :=
  ([[(-1, 0)];
   [(1, 0)]])%Z.
Definition X : mat := mat_dyadic X_exact.
Lemma X_encl p m k : encl_mat p m k X (imat_dyadic X_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition W_q_exact : list (list (Z * Z)) :=
  ([[(1, 0)]])%Z.
Definition W_q : mat := mat_dyadic W_q_exact.
Lemma W_q_encl p m k : encl_mat p m k W_q (imat_dyadic W_q_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition W_k_exact : list (list (Z * Z)) :=
  ([[(1, 0)]])%Z.
Definition W_k : mat := mat_dyadic W_k_exact.
Lemma W_k_encl p m k : encl_mat p m k W_k (imat_dyadic W_k_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition W_v_exact : list (list (Z * Z)) :=
  ([[(1, 0)]])%Z.
Definition W_v : mat := mat_dyadic W_v_exact.
Lemma W_v_encl p m k : encl_mat p m k W_v (imat_dyadic W_v_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition theta_exact : Z * Z :=
  ((524289, 18))%Z.
Definition theta : R := dyadic theta_exact.
Lemma theta_encl p : encl p theta (idyadic theta_exact).
Proof. apply encl_dyadic, Z.leb_le; reflexivity. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | X => apply X_encl
  | W_q => apply W_q_encl
  | W_k => apply W_k_encl
  | W_v => apply W_v_encl
  | theta => apply theta_encl
  end.

Theorem eq_8_refuted : ~ eq_8.
Proof.
  intro Hs. specialize (Hs 2%nat 1%nat X W_q W_k W_v theta). revert Hs.
  lc_refute_instance (@nil nat).
Qed.
