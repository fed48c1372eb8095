//! The claims suite: one module per claim (grouped by paper), plus replay of every
//! committed counterexample, the README table check and the published examples.
//!
//! A claim test searches the claim at the default budget and fails if the verdict, the
//! quickcheck engine, or the committed files disagree with the search (see
//! [`harness::check`]).

mod harness;

mod dong2021 {
    mod eq_12;
    mod claim_ln;
    mod claim_mlp;
    mod claim_norm;
    mod claim_skip;
    mod depth_curves;
    mod eq_8_9;
    mod lemma_a_3;
    mod theorem_2_1;
    mod theorem_2_2;
}

mod large_weights {
    mod corollary_d_3;
    mod fact_3_2;
    mod fact_3_3;
    mod lemma_4_1;
    mod lemma_4_2;
    mod lemma_4_3;
    mod lemma_4_4;
    mod lemma_b_1;
    mod lemma_d_4;
    mod eq_7;
    // Section 5 and Appendices A-D (issue 4)
    mod claim_d_1;
    mod lemma_5_1;
    mod lemma_5_2;
    mod lemma_b_2;
    mod lemma_c_1;
    mod lemma_c_2;
    mod lemma_d_5;
    mod lemma_d_6;
    mod lemma_d_7;
    mod theorem_5_3;
}

mod arithmetic;
mod catalogue;
mod replay;
