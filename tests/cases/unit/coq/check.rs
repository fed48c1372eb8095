use lemmacheck::coq::check::{imports, parse_axioms, statement_imports};

#[test]
fn imported_statements_are_found() {
    let text = "From Lemmacheck Require Import Matrices.\nFrom Statements.LargeWeights Require Import lemma_c_1_p1 lemma_c_1_p2.\n";
    assert_eq!(statement_imports(text), ["Statements/LargeWeights/lemma_c_1_p1.v", "Statements/LargeWeights/lemma_c_1_p2.v"]);
}

/// A sentence that runs over two lines imports its last module too (the proof of Lemma
/// C.1 Part 2's repair imports its own statement on the second line).
#[test]
fn an_import_sentence_may_run_over_several_lines() {
    let text = "From Statements.LargeWeights Require Import lemma_c_1_p1 lemma_c_1_p2\n  lemma_c_1_p2__extra_hypothesis_scores.\nOpen Scope R_scope.\nDefinition x := 1.5.\n";
    assert_eq!(
        statement_imports(text),
        ["Statements/LargeWeights/lemma_c_1_p1.v", "Statements/LargeWeights/lemma_c_1_p2.v", "Statements/LargeWeights/lemma_c_1_p2__extra_hypothesis_scores.v"]
    );
}

#[test]
fn imported_proofs_are_found() {
    let text = "From Statements Require Import LargeWeights.lemma_4_4.\n(* From Proofs Require Import X.y. *)\nFrom Proofs Require Import LargeWeights.lemma_4_2_p2 LargeWeights.lemma_4_3_p1.\n";
    assert_eq!(
        imports(text),
        ["Statements/LargeWeights/lemma_4_4.v", "Proofs/LargeWeights/lemma_4_2_p2.v", "Proofs/LargeWeights/lemma_4_3_p1.v"]
    );
    assert_eq!(statement_imports(text), ["Statements/LargeWeights/lemma_4_4.v"]);
}

#[test]
fn axioms_are_read_from_print_assumptions() {
    let text = "Axioms:\nClassical_Prop.classic : forall P : Prop, P \\/ ~ P\nFunctionalExtensionality.functional_extensionality_dep\n  : forall (A : Type) (B : A -> Type) (f g : forall x : A, B x),\n    (forall x : A, f x = g x) -> f = g\n";
    assert_eq!(parse_axioms(text), ["Classical_Prop.classic", "FunctionalExtensionality.functional_extensionality_dep"]);
    assert!(parse_axioms("Closed under the global context\n").is_empty());
}
