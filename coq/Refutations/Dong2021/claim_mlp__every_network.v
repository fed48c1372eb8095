(** Generated from counterexamples/dong2021/claim-mlp.every-network.json by `cargo run --release` (src/coq); do not edit.

    dong2021/claim-mlp, reading `every-network`, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [claim_mlp__every_network] holds and its conclusion fails (at the instance [1%nat] of its conclusion).
    The statement is coq/Statements/Dong2021/claim_mlp__every_network.v. *)

From Lemmacheck Require Import Refute.
From Statements.Dong2021 Require Import claim_mlp__every_network.
Open Scope R_scope.
Open Scope list_scope.

Definition X_exact : list (list (Z * Z)) :=
  ([[(1, 0)];
   [(-1, 0)]])%Z.
Definition X : mat := mat_dyadic X_exact.
Lemma X_encl p m k : encl_mat p m k X (imat_dyadic X_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition W_Q_exact : list (list (list (list (Z * Z)))) :=
  ([[[[(1, 0)]]];
   [[[(1, 0)]]]])%Z.
Definition W_Q : nat -> nat -> mat := grid_dyadic W_Q_exact.
Lemma W_Q_encl p l c m k : encl_grid p l c m k W_Q (igrid_dyadic W_Q_exact).
Proof. apply encl_grid_dyadic; lc_exponents. Qed.

Definition W_K_exact : list (list (list (list (Z * Z)))) :=
  ([[[[(1, 0)]]];
   [[[(1, 0)]]]])%Z.
Definition W_K : nat -> nat -> mat := grid_dyadic W_K_exact.
Lemma W_K_encl p l c m k : encl_grid p l c m k W_K (igrid_dyadic W_K_exact).
Proof. apply encl_grid_dyadic; lc_exponents. Qed.

Definition W_V_exact : list (list (list (list (Z * Z)))) :=
  ([[[[(-1, 0)]]];
   [[[(1, 0)]]]])%Z.
Definition W_V : nat -> nat -> mat := grid_dyadic W_V_exact.
Lemma W_V_encl p l c m k : encl_grid p l c m k W_V (igrid_dyadic W_V_exact).
Proof. apply encl_grid_dyadic; lc_exponents. Qed.

Definition b_exact : list (list (Z * Z)) :=
  ([[(0, 0)];
   [(0, 0)]])%Z.
Definition b : mat := mat_dyadic b_exact.
Lemma b_encl p m k : encl_mat p m k b (imat_dyadic b_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition W_1_exact : list (list (list (Z * Z))) :=
  ([[[(-2, 0)]];
   [[(1, 0)]]])%Z.
Definition W_1 : nat -> mat := mats_dyadic W_1_exact.
Lemma W_1_encl p c m k : encl_mats p c m k W_1 (imats_dyadic W_1_exact).
Proof. apply encl_mats_dyadic; lc_exponents. Qed.

Definition b_1_exact : list (list (Z * Z)) :=
  ([[(0, 0)];
   [(0, 0)]])%Z.
Definition b_1 : mat := mat_dyadic b_1_exact.
Lemma b_1_encl p m k : encl_mat p m k b_1 (imat_dyadic b_1_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition W_2_exact : list (list (list (Z * Z))) :=
  ([[[(1, 0)]];
   [[(1, 0)]]])%Z.
Definition W_2 : nat -> mat := mats_dyadic W_2_exact.
Lemma W_2_encl p c m k : encl_mats p c m k W_2 (imats_dyadic W_2_exact).
Proof. apply encl_mats_dyadic; lc_exponents. Qed.

Definition b_2_exact : list (list (Z * Z)) :=
  ([[(1, 0)];
   [(0, 0)]])%Z.
Definition b_2 : mat := mat_dyadic b_2_exact.
Lemma b_2_encl p m k : encl_mat p m k b_2 (imat_dyadic b_2_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition c_exact : Z * Z :=
  ((2, 0))%Z.
Definition c : R := dyadic c_exact.
Lemma c_encl p : encl p c (idyadic c_exact).
Proof. apply encl_dyadic, Z.leb_le; reflexivity. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | X => apply X_encl
  | W_Q => apply W_Q_encl
  | W_K => apply W_K_encl
  | W_V => apply W_V_encl
  | b => apply b_encl
  | W_1 => apply W_1_encl
  | b_1 => apply b_1_encl
  | W_2 => apply W_2_encl
  | b_2 => apply b_2_encl
  | c => apply c_encl
  end.

Theorem claim_mlp__every_network_refuted : ~ claim_mlp__every_network.
Proof.
  intro Hs. specialize (Hs 2%nat 2%nat 1%nat 1%nat 1%nat X W_Q W_K W_V b W_1 b_1 W_2 b_2 c). revert Hs.
  lc_refute_instance [1%nat].
Qed.
