(** Generated from counterexamples/dong2021/eq-12.json by `cargo run --release` (src/coq); do not edit.

    dong2021/eq-12, as written, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [eq_12] holds and its conclusion fails.
    The statement is coq/Statements/Dong2021/eq_12.v. *)

From Lemmacheck Require Import Refute.
From Statements.Dong2021 Require Import eq_12.
Open Scope R_scope.
Open Scope list_scope.

Definition D_exact : list (list (Z * Z)) :=
  ([[(1, 0); (0, 0)];
   [(0, 0); (1, 0)]])%Z.
Definition D : mat := mat_dyadic D_exact.
Lemma D_encl p m k : encl_mat p m k D (imat_dyadic D_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition softmax_r_exact : list (Z * Z) :=
  ([(3, 2); (1, 2)])%Z.
Definition softmax_r : vec := vec_dyadic softmax_r_exact.
Lemma softmax_r_encl p n : encl_vec p n softmax_r (ivec_dyadic softmax_r_exact).
Proof. apply encl_vec_dyadic; lc_exponents. Qed.

Definition R__exact : list (list (Z * Z)) :=
  ([[(-1, 0)];
   [(0, 0)]])%Z.
Definition R_ : mat := mat_dyadic R__exact.
Lemma R__encl p m k : encl_mat p m k R_ (imat_dyadic R__exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition W_V_exact : list (list (Z * Z)) :=
  ([[(-1, 0)]])%Z.
Definition W_V : mat := mat_dyadic W_V_exact.
Lemma W_V_encl p m k : encl_mat p m k W_V (imat_dyadic W_V_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | D => apply D_encl
  | softmax_r => apply softmax_r_encl
  | R_ => apply R__encl
  | W_V => apply W_V_encl
  end.

Theorem eq_12_refuted : ~ eq_12.
Proof.
  intro Hs. specialize (Hs 2%nat 1%nat 1%nat D softmax_r R_ W_V). revert Hs.
  lc_refute_instance (@nil nat).
Qed.
