//! The displayed steps of the proofs the main theorem rests on, one module per proof, each
//! step a claim of its own ([`crate::claims::proof_step`]).

pub mod lemma_4_2;
pub mod lemma_5_1;
pub mod lemma_5_2;
pub mod lemma_b_2;
pub mod lemma_c_1;
pub mod lemma_c_2;
pub mod lemma_d_5;
pub mod lemma_d_6;
pub mod lemma_d_7;
pub mod theorem_5_3;

use crate::claim::Check;

/// Every proof step of the paper, proof by proof, each in the proof's order.
pub fn claims() -> Vec<Box<dyn Check>> {
    let mut all: Vec<Box<dyn Check>> = Vec::new();
    all.extend(lemma_4_2::claims());
    all.extend(lemma_5_1::claims());
    all.extend(lemma_5_2::claims());
    all.extend(lemma_b_2::claims());
    all.extend(lemma_c_1::claims());
    all.extend(lemma_c_2::claims());
    all.extend(lemma_d_5::claims());
    all.extend(lemma_d_6::claims());
    all.extend(lemma_d_7::claims());
    all.extend(theorem_5_3::claims());
    all
}
