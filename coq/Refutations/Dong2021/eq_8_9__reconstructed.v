(** Generated from counterexamples/dong2021/eq-8-9.reconstructed.json by `cargo run --release` (src/coq); do not edit.

    dong2021/eq-8-9, reading `reconstructed`, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [eq_8_9__reconstructed] holds and its conclusion fails (at the instance [0%nat; 0%nat] of its conclusion).
    The statement is coq/Statements/Dong2021/eq_8_9__reconstructed.v. *)

From Lemmacheck Require Import Refute.
From Statements.Dong2021 Require Import eq_8_9__reconstructed.
Open Scope R_scope.
Open Scope list_scope.

Definition E_exact : list (list (Z * Z)) :=
  ([[(0, 0); (-1, 0)];
   [(0, 0); (0, 0)]])%Z.
Definition E : mat := mat_dyadic E_exact.
Lemma E_encl p m k : encl_mat p m k E (imat_dyadic E_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition r_exact : list (Z * Z) :=
  ([(0, 0); (0, 0)])%Z.
Definition r : vec := vec_dyadic r_exact.
Lemma r_encl p n : encl_vec p n r (ivec_dyadic r_exact).
Proof. apply encl_vec_dyadic; lc_exponents. Qed.

Definition R__exact : list (list (Z * Z)) :=
  ([[(0, 0)];
   [(-1, 0)]])%Z.
Definition R_ : mat := mat_dyadic R__exact.
Lemma R__encl p m k : encl_mat p m k R_ (imat_dyadic R__exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition W_V_exact : list (list (Z * Z)) :=
  ([[(1, 0)]])%Z.
Definition W_V : mat := mat_dyadic W_V_exact.
Lemma W_V_encl p m k : encl_mat p m k W_V (imat_dyadic W_V_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | E => apply E_encl
  | r => apply r_encl
  | R_ => apply R__encl
  | W_V => apply W_V_encl
  end.

Theorem eq_8_9__reconstructed_refuted : ~ eq_8_9__reconstructed.
Proof.
  intro Hs. specialize (Hs 2%nat 1%nat 1%nat E r R_ W_V). revert Hs.
  lc_refute_instance [0%nat; 0%nat].
Qed.
