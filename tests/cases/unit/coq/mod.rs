//! The tests of `src/coq/mod.rs`; its submodules' are in the files declared here.

mod batch;
mod check;
mod proofs;
mod render;
mod statement;

use std::path::PathBuf;

use lemmacheck::coq::{coq_name, instance_indices, statement_path};

#[test]
fn names_follow_the_convention() {
    assert_eq!(coq_name("large-weights/lemma-4.1", "as-written"), "lemma_4_1");
    assert_eq!(coq_name("large-weights/lemma-4.1", "any-minimiser"), "lemma_4_1__any_minimiser");
    assert_eq!(coq_name("dong2021/claim-norm-1-inf-p1", "triangle-inequality"), "claim_norm_1_inf_p1__triangle_inequality");
    assert_eq!(statement_path("dong2021", "eq_12").unwrap(), PathBuf::from("coq/Statements/Dong2021/eq_12.v"));
}

#[test]
fn instances_are_read_from_the_printed_place() {
    assert_eq!(instance_indices("the inequality").unwrap(), Vec::<usize>::new());
    assert_eq!(instance_indices("entry, i = 2, j = 1").unwrap(), vec![1, 0]);
    assert_eq!(instance_indices("X_l, l = i, i = 1").unwrap(), vec![0]);
    assert_eq!(instance_indices("read-out head, i = 3").unwrap(), vec![2]);
    assert!(instance_indices("entry, i = 0").is_err());
}
