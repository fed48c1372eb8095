(** Generated from counterexamples/dong2021/claim-ln-p1.json by `cargo run --release` (src/coq); do not edit.

    dong2021/claim-ln-p1, as written, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [claim_ln_p1_checked] holds and its conclusion fails (at the instance [0%nat; 0%nat] of its conclusion).
    The statement is coq/Statements/Dong2021/claim_ln_p1.v. *)

From Lemmacheck Require Import Refute.
From Statements.Dong2021 Require Import claim_ln_p1.
Open Scope R_scope.
Open Scope list_scope.

Definition X_exact : list (list (Z * Z)) :=
  ([[(-1, 0); (0, 0)];
   [(0, 0); (0, 0)];
   [(-1, 1); (0, 0)];
   [(0, 0); (1, 0)]])%Z.
Definition X : mat := mat_dyadic X_exact.
Lemma X_encl p m k : encl_mat p m k X (imat_dyadic X_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition W_Q_exact : list (list (list (list (Z * Z)))) :=
  ([[[[(-1, 0)];
     [(-1, 0)]]]])%Z.
Definition W_Q : nat -> nat -> mat := grid_dyadic W_Q_exact.
Lemma W_Q_encl p l c m k : encl_grid p l c m k W_Q (igrid_dyadic W_Q_exact).
Proof. apply encl_grid_dyadic; lc_exponents. Qed.

Definition W_K_exact : list (list (list (list (Z * Z)))) :=
  ([[[[(1, 0)];
     [(0, 0)]]]])%Z.
Definition W_K : nat -> nat -> mat := grid_dyadic W_K_exact.
Lemma W_K_encl p l c m k : encl_grid p l c m k W_K (igrid_dyadic W_K_exact).
Proof. apply encl_grid_dyadic; lc_exponents. Qed.

Definition W_V_exact : list (list (list (list (Z * Z)))) :=
  ([[[[(0, 0); (1, 0)];
     [(1, 0); (0, 0)]]]])%Z.
Definition W_V : nat -> nat -> mat := grid_dyadic W_V_exact.
Lemma W_V_encl p l c m k : encl_grid p l c m k W_V (igrid_dyadic W_V_exact).
Proof. apply encl_grid_dyadic; lc_exponents. Qed.

Definition b_exact : list (list (Z * Z)) :=
  ([[(0, 0); (0, 0)]])%Z.
Definition b : mat := mat_dyadic b_exact.
Lemma b_encl p m k : encl_mat p m k b (imat_dyadic b_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition g_exact : list (Z * Z) :=
  ([(1, 0); (0, 0)])%Z.
Definition g : vec := vec_dyadic g_exact.
Lemma g_encl p n : encl_vec p n g (ivec_dyadic g_exact).
Proof. apply encl_vec_dyadic; lc_exponents. Qed.

Definition b_LN_exact : list (Z * Z) :=
  ([(0, 0); (0, 0)])%Z.
Definition b_LN : vec := vec_dyadic b_LN_exact.
Lemma b_LN_encl p n : encl_vec p n b_LN (ivec_dyadic b_LN_exact).
Proof. apply encl_vec_dyadic; lc_exponents. Qed.

Definition eps_exact : Z * Z :=
  ((1, 0))%Z.
Definition eps : R := dyadic eps_exact.
Lemma eps_encl p : encl p eps (idyadic eps_exact).
Proof. apply encl_dyadic, Z.leb_le; reflexivity. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | X => apply X_encl
  | W_Q => apply W_Q_encl
  | W_K => apply W_K_encl
  | W_V => apply W_V_encl
  | b => apply b_encl
  | g => apply g_encl
  | b_LN => apply b_LN_encl
  | eps => apply eps_encl
  end.

Theorem claim_ln_p1_refuted : ~ claim_ln_p1.
Proof.
  intro Hs. apply claim_ln_p1_checked_of in Hs. specialize (Hs 1%nat 4%nat 2%nat 1%nat X W_Q W_K W_V b g b_LN eps). revert Hs.
  lc_refute_instance [0%nat; 0%nat].
Qed.
