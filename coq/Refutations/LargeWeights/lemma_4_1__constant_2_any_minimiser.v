(** Generated from counterexamples/large-weights/lemma-4.1.constant-2-any-minimiser.json by `cargo run --release` (src/coq); do not edit.

    large-weights/lemma-4.1, reading `constant-2-any-minimiser`, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [lemma_4_1__constant_2_any_minimiser] holds and its conclusion fails.
    The statement is coq/Statements/LargeWeights/lemma_4_1__constant_2_any_minimiser.v. *)

From Lemmacheck Require Import Refute.
From Statements.LargeWeights Require Import lemma_4_1__constant_2_any_minimiser.
Open Scope R_scope.
Open Scope list_scope.

Definition A_exact : list (list (Z * Z)) :=
  ([[(0, 0); (0, 0)];
   [(0, 0); (-1, 0)]])%Z.
Definition A : mat := mat_dyadic A_exact.
Lemma A_encl p m k : encl_mat p m k A (imat_dyadic A_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition B_exact : list (list (Z * Z)) :=
  ([[(0, 0); (1, 1)];
   [(0, 0); (-1, 0)]])%Z.
Definition B : mat := mat_dyadic B_exact.
Lemma B_encl p m k : encl_mat p m k B (imat_dyadic B_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition eps_exact : Z * Z :=
  ((1, 1))%Z.
Definition eps : R := dyadic eps_exact.
Lemma eps_encl p : encl p eps (idyadic eps_exact).
Proof. apply encl_dyadic, Z.leb_le; reflexivity. Qed.

Definition y_A_exact : list (Z * Z) :=
  ([(1, 1); (-1, 1)])%Z.
Definition y_A : vec := vec_dyadic y_A_exact.
Lemma y_A_encl p n : encl_vec p n y_A (ivec_dyadic y_A_exact).
Proof. apply encl_vec_dyadic; lc_exponents. Qed.

Definition y_B_exact : list (Z * Z) :=
  ([(-3, 2); (-1, 2)])%Z.
Definition y_B : vec := vec_dyadic y_B_exact.
Lemma y_B_encl p n : encl_vec p n y_B (ivec_dyadic y_B_exact).
Proof. apply encl_vec_dyadic; lc_exponents. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | A => apply A_encl
  | B => apply B_encl
  | eps => apply eps_encl
  | y_A => apply y_A_encl
  | y_B => apply y_B_encl
  end.

Theorem lemma_4_1__constant_2_any_minimiser_refuted : ~ lemma_4_1__constant_2_any_minimiser.
Proof.
  intro Hs. specialize (Hs 2%nat 2%nat A B eps y_A y_B). revert Hs.
  lc_refute_instance (@nil nat).
Qed.
