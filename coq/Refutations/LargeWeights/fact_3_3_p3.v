(** Generated from counterexamples/large-weights/fact-3.3-p3.json by `cargo run --release` (src/coq); do not edit.

    large-weights/fact-3.3-p3, as written, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [fact_3_3_p3] holds and its conclusion fails.
    The statement is coq/Statements/LargeWeights/fact_3_3_p3.v. *)

From Lemmacheck Require Import Refute.
From Statements.LargeWeights Require Import fact_3_3_p3.
Open Scope R_scope.
Open Scope list_scope.

Definition A_exact : list (list (Z * Z)) :=
  ([[(-1, 0)]])%Z.
Definition A : mat := mat_dyadic A_exact.
Lemma A_encl p m k : encl_mat p m k A (imat_dyadic A_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition B_exact : list (list (Z * Z)) :=
  ([[(1, 0); (-1, 0)]])%Z.
Definition B : mat := mat_dyadic B_exact.
Lemma B_encl p m k : encl_mat p m k B (imat_dyadic B_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | A => apply A_encl
  | B => apply B_encl
  end.

Theorem fact_3_3_p3_refuted : ~ fact_3_3_p3.
Proof.
  intro Hs. specialize (Hs 1%nat 1%nat 2%nat A B). revert Hs.
  lc_refute_instance (@nil nat).
Qed.
