(** Generated from counterexamples/large-weights/lemma-d.4.json by `cargo run --release` (src/coq); do not edit.

    large-weights/lemma-d.4, as written, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [lemma_d_4] holds and its conclusion fails.
    The statement is coq/Statements/LargeWeights/lemma_d_4.v. *)

From Lemmacheck Require Import Refute.
From Statements.LargeWeights Require Import lemma_d_4.
Open Scope R_scope.
Open Scope list_scope.

Definition a_exact : list (Z * Z) :=
  ([(0, 0); (-1, 0)])%Z.
Definition a : vec := vec_dyadic a_exact.
Lemma a_encl p n : encl_vec p n a (ivec_dyadic a_exact).
Proof. apply encl_vec_dyadic; lc_exponents. Qed.

Definition b_exact : list (Z * Z) :=
  ([(0, 0); (0, 0)])%Z.
Definition b : vec := vec_dyadic b_exact.
Lemma b_encl p n : encl_vec p n b (ivec_dyadic b_exact).
Proof. apply encl_vec_dyadic; lc_exponents. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | a => apply a_encl
  | b => apply b_encl
  end.

Theorem lemma_d_4_refuted : ~ lemma_d_4.
Proof.
  intro Hs. specialize (Hs 2%nat a b). revert Hs.
  lc_refute_instance (@nil nat).
Qed.
