(** Generated from counterexamples/large-weights/remark-d.2-p3.uniform-in-h-and-l.json by `cargo run --release` (src/coq); do not edit.

    large-weights/remark-d.2-p3, reading `uniform-in-h-and-l`, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [remark_d_2_p3__uniform_in_h_and_l] holds and its conclusion fails.
    The statement is coq/Statements/LargeWeights/remark_d_2_p3__uniform_in_h_and_l.v. *)

From Lemmacheck Require Import Refute.
From Statements.LargeWeights Require Import remark_d_2_p3__uniform_in_h_and_l.
Open Scope R_scope.
Open Scope list_scope.

Definition phi_0_exact : Z * Z :=
  ((1, 3))%Z.
Definition phi_0 : R := dyadic phi_0_exact.
Lemma phi_0_encl p : encl p phi_0 (idyadic phi_0_exact).
Proof. apply encl_dyadic, Z.leb_le; reflexivity. Qed.

Definition eta_exact : Z * Z :=
  ((1, 0))%Z.
Definition eta : R := dyadic eta_exact.
Lemma eta_encl p : encl p eta (idyadic eta_exact).
Proof. apply encl_dyadic, Z.leb_le; reflexivity. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | phi_0 => apply phi_0_encl
  | eta => apply eta_encl
  end.

Theorem remark_d_2_p3__uniform_in_h_and_l_refuted : ~ remark_d_2_p3__uniform_in_h_and_l.
Proof.
  intro Hs. specialize (Hs phi_0 eta 2%nat 1%nat). revert Hs.
  lc_refute_instance (@nil nat).
Qed.
