(** Generated from counterexamples/large-weights/eq-7.json by `cargo run --release` (src/coq); do not edit.

    large-weights/eq-7, as written, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [eq_7] holds and its conclusion fails (at the instance [1%nat; 0%nat] of its conclusion).
    The statement is coq/Statements/LargeWeights/eq_7.v. *)

From Lemmacheck Require Import Refute.
From Statements.LargeWeights Require Import eq_7.
Open Scope R_scope.
Open Scope list_scope.

Definition x_exact : list (Z * Z) :=
  ([(0, 0)])%Z.
Definition x : vec := vec_dyadic x_exact.
Lemma x_encl p n : encl_vec p n x (ivec_dyadic x_exact).
Proof. apply encl_vec_dyadic; lc_exponents. Qed.

Definition R__exact : list (list (Z * Z)) :=
  ([[(0, 0)];
   [(-1, 0)]])%Z.
Definition R_ : mat := mat_dyadic R__exact.
Lemma R__encl p m k : encl_mat p m k R_ (imat_dyadic R__exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition E_exact : list (list (Z * Z)) :=
  ([[(0, 0); (0, 0)];
   [(0, 0); (1, 0)]])%Z.
Definition E : mat := mat_dyadic E_exact.
Lemma E_encl p m k : encl_mat p m k E (imat_dyadic E_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition r_exact : list (Z * Z) :=
  ([(0, 0); (0, 0)])%Z.
Definition r : vec := vec_dyadic r_exact.
Lemma r_encl p n : encl_vec p n r (ivec_dyadic r_exact).
Proof. apply encl_vec_dyadic; lc_exponents. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | x => apply x_encl
  | R_ => apply R__encl
  | E => apply E_encl
  | r => apply r_encl
  end.

Theorem eq_7_refuted : ~ eq_7.
Proof.
  intro Hs. specialize (Hs 2%nat 1%nat x R_ E r). revert Hs.
  lc_refute_instance [1%nat; 0%nat].
Qed.
