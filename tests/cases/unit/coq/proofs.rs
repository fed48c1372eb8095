use lemmacheck::coq::proofs::{check_text, definitions, marked};

#[test]
fn definitions_keep_the_statement_and_drop_the_rest() {
    let text = "(** header *)\nFrom Coq Require Import Reals.\nOpen Scope R_scope.\n\n(** E *)\nDefinition e (x : R) : R :=\n  Rabs x.\n\nDefinition s : Prop :=\n  forall (x : R), (* why *) e x <= 1.\n\nLemma s_of : s -> True.\nProof. intros. exact I. Qed.\n";
    assert_eq!(definitions(text), "Definition e (x : R) : R :=\n  Rabs x.\n\nDefinition s : Prop :=\n  forall (x : R),   e x <= 1.");
}

#[test]
fn a_proof_file_states_its_theorem_and_admits_nothing() {
    let m = lemmacheck::claims::resolve("large-weights/lemma-4.4").expect("in the catalogue").meta();
    let p = marked(m).expect("marked proved");
    assert_eq!(p.proof_file, "coq/Proofs/LargeWeights/lemma_4_4.v");
    assert_eq!(p.statement_file, "coq/Statements/LargeWeights/lemma_4_4.v");
    assert!(check_text(&p, "Theorem lemma_4_4_holds : lemma_4_4.\nProof. Qed.").is_ok());
    assert!(check_text(&p, "Theorem lemma_4_4_holds : lemma_4_4.\nProof. Admitted.").is_err());
    assert!(check_text(&p, "Axiom cheat : False.\nTheorem lemma_4_4_holds : lemma_4_4.\nProof. Qed.").is_err());
    assert!(check_text(&p, "Theorem lemma_4_4_holds : True.\nProof. Qed.").is_err());
    assert!(check_text(&p, "(* Theorem lemma_4_4_holds : lemma_4_4. *)").is_err());
}
