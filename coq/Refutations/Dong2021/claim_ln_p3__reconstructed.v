(** Generated from counterexamples/dong2021/claim-ln-p3.reconstructed.json by `cargo run --release` (src/coq); do not edit.

    dong2021/claim-ln-p3, reading `reconstructed`, is false: at the file's sizes and exact inputs ([inputs_exact])
    below, every hypothesis of [claim_ln_p3__reconstructed] holds and its conclusion fails.
    The statement is coq/Statements/Dong2021/claim_ln_p3__reconstructed.v. *)

From Lemmacheck Require Import Refute.
From Statements.Dong2021 Require Import claim_ln_p3__reconstructed.
Open Scope R_scope.
Open Scope list_scope.

Definition Z__exact : list (list (Z * Z)) :=
  ([[(1, 2); (1, 2); (-1, 2)];
   [(0, 0); (0, 0); (0, 0)]])%Z.
Definition Z_ : mat := mat_dyadic Z__exact.
Lemma Z__encl p m k : encl_mat p m k Z_ (imat_dyadic Z__exact).
Proof. apply encl_mat_dyadic; lc_exponents. Qed.

Definition g_exact : list (Z * Z) :=
  ([(-1, 0); (-1, 0); (-1, 0)])%Z.
Definition g : vec := vec_dyadic g_exact.
Lemma g_encl p n : encl_vec p n g (ivec_dyadic g_exact).
Proof. apply encl_vec_dyadic; lc_exponents. Qed.

Definition b_LN_exact : list (Z * Z) :=
  ([(0, 0); (0, 0); (0, 0)])%Z.
Definition b_LN : vec := vec_dyadic b_LN_exact.
Lemma b_LN_encl p n : encl_vec p n b_LN (ivec_dyadic b_LN_exact).
Proof. apply encl_vec_dyadic; lc_exponents. Qed.

Definition eps_exact : Z * Z :=
  ((1, 0))%Z.
Definition eps : R := dyadic eps_exact.
Lemma eps_encl p : encl p eps (idyadic eps_exact).
Proof. apply encl_dyadic, Z.leb_le; reflexivity. Qed.

Ltac lc_inputs p t ::= lazymatch t with
  | Z_ => apply Z__encl
  | g => apply g_encl
  | b_LN => apply b_LN_encl
  | eps => apply eps_encl
  end.

Theorem claim_ln_p3__reconstructed_refuted : ~ claim_ln_p3__reconstructed.
Proof.
  intro Hs. specialize (Hs 2%nat 3%nat Z_ g b_LN eps). revert Hs.
  lc_refute_instance (@nil nat).
Qed.
