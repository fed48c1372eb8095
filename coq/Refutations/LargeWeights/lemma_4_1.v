(** Generated from counterexamples/large-weights/lemma-4.1.json by `cargo run --release` (src/coq); do not edit.

    large-weights/lemma-4.1, as written, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [lemma_4_1] holds and its conclusion fails.
    The statement is coq/Statements/LargeWeights/lemma_4_1.v. *)

From Lemmacheck Require Import Refute.
From Statements.LargeWeights Require Import lemma_4_1.
Open Scope R_scope.
Open Scope list_scope.

Definition A_exact : list (list (Z * Z)) :=
  ([[(0, 0)];
   [(0, 0)];
   [(1, 0)]])%Z.
Definition A : mat := mat_dyadic A_exact.
Lemma A_encl p m k : encl_mat p m k A (imat_dyadic A_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition B_exact : list (list (Z * Z)) :=
  ([[(-1, 0)];
   [(1, 0)];
   [(1, 0)]])%Z.
Definition B : mat := mat_dyadic B_exact.
Lemma B_encl p m k : encl_mat p m k B (imat_dyadic B_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition eps_exact : Z * Z :=
  ((1, 0))%Z.
Definition eps : R := dyadic eps_exact.
Lemma eps_encl p : encl p eps (idyadic eps_exact).
Proof. apply encl_dyadic, Z.leb_le; reflexivity. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | A => apply A_encl
  | B => apply B_encl
  | eps => apply eps_encl
  end.

Theorem lemma_4_1_refuted : ~ lemma_4_1.
Proof.
  intro Hs. specialize (Hs 3%nat 1%nat A B eps). revert Hs.
  lc_refute_instance (@nil nat).
Qed.
