(** Generated from counterexamples/dong2021/claim-norm-1-inf-p1.triangle-inequality.json by `cargo run --release` (src/coq); do not edit.

    dong2021/claim-norm-1-inf-p1, reading `triangle-inequality`, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [claim_norm_1_inf_p1__triangle_inequality] holds and its conclusion fails.
    The statement is coq/Statements/Dong2021/claim_norm_1_inf_p1__triangle_inequality.v. *)

From Lemmacheck Require Import Refute.
From Statements.Dong2021 Require Import claim_norm_1_inf_p1__triangle_inequality.
Open Scope R_scope.
Open Scope list_scope.

Definition A_exact : list (list (Z * Z)) :=
  ([[(0, 0)];
   [(1, 0)]])%Z.
Definition A : mat := mat_dyadic A_exact.
Lemma A_encl p m k : encl_mat p m k A (imat_dyadic A_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition B_exact : list (list (Z * Z)) :=
  ([[(-1, 0)];
   [(1, 0)]])%Z.
Definition B : mat := mat_dyadic B_exact.
Lemma B_encl p m k : encl_mat p m k B (imat_dyadic B_exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | A => apply A_encl
  | B => apply B_encl
  end.

Theorem claim_norm_1_inf_p1__triangle_inequality_refuted : ~ claim_norm_1_inf_p1__triangle_inequality.
Proof.
  intro Hs. specialize (Hs 2%nat 1%nat A B). revert Hs.
  lc_refute_instance (@nil nat).
Qed.
