(** Generated from counterexamples/dong2021/lemma-a.3.reconstructed.json by `cargo run --release` (src/coq); do not edit.

    dong2021/lemma-a.3, reading `reconstructed`, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [lemma_a_3__reconstructed] holds and its conclusion fails (at the instance [1%nat; 1%nat] of its conclusion).
    The statement is coq/Statements/Dong2021/lemma_a_3__reconstructed.v. *)

From Lemmacheck Require Import Refute.
From Statements.Dong2021 Require Import lemma_a_3__reconstructed.
Open Scope R_scope.
Open Scope list_scope.

Definition E_exact : list (list (Z * Z)) :=
  ([[(0, 0); (0, 0)];
   [(-2, 0); (0, 0)]])%Z.
Definition E : mat := mat_dyadic E_exact.
Lemma E_encl p m k : encl_mat p m k E (imat_dyadic E_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition r_exact : list (Z * Z) :=
  ([(4, 0); (0, 0)])%Z.
Definition r : vec := vec_dyadic r_exact.
Lemma r_encl p n : encl_vec p n r (ivec_dyadic r_exact).
Proof. apply encl_vec_dyadic; lc_exponents. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | E => apply E_encl
  | r => apply r_encl
  end.

Theorem lemma_a_3__reconstructed_refuted : ~ lemma_a_3__reconstructed.
Proof.
  intro Hs. specialize (Hs 2%nat E r). revert Hs.
  lc_refute_instance [1%nat; 1%nat].
Qed.
