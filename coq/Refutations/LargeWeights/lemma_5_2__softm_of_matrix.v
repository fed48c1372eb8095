(** Generated from counterexamples/large-weights/lemma-5.2.softm-of-matrix.json by `cargo run --release` (src/coq); do not edit.

    large-weights/lemma-5.2, reading `softm-of-matrix`, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [lemma_5_2__softm_of_matrix] holds and its conclusion fails.
    The statement is coq/Statements/LargeWeights/lemma_5_2__softm_of_matrix.v. *)

From Lemmacheck Require Import Refute.
From Statements.LargeWeights Require Import lemma_5_2__softm_of_matrix.
Open Scope R_scope.
Open Scope list_scope.

Definition X_exact : list (list (Z * Z)) :=
  ([[(0, 0); (1, 0)]])%Z.
Definition X : mat := mat_dyadic X_exact.
Lemma X_encl p m k : encl_mat p m k X (imat_dyadic X_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition K_exact : Z * Z :=
  ((0, 0))%Z.
Definition K : R := dyadic K_exact.
Lemma K_encl p : encl p K (idyadic K_exact).
Proof. apply encl_dyadic, Z.leb_le; reflexivity. Qed.

Definition eps_exact : Z * Z :=
  ((1, 60))%Z.
Definition eps : R := dyadic eps_exact.
Lemma eps_encl p : encl p eps (idyadic eps_exact).
Proof. apply encl_dyadic, Z.leb_le; reflexivity. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | X => apply X_encl
  | K => apply K_encl
  | eps => apply eps_encl
  end.

Theorem lemma_5_2__softm_of_matrix_refuted : ~ lemma_5_2__softm_of_matrix.
Proof.
  intro Hs. specialize (Hs 1%nat 2%nat X K eps). revert Hs.
  lc_refute_instance (@nil nat).
Qed.
