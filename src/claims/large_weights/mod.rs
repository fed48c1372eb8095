//! Claims of "Only Large Weights (And Not Skip Connections) Can Prevent the Perils of Rank
//! Collapse" (seed 000), ids `large-weights/...`.
//!
//! Norms are the paper's own (§3.1): for a matrix, ‖A‖_∞ = maxᵢⱼ |Aᵢⱼ| and
//! ‖A‖₁ = Σᵢⱼ |Aᵢⱼ| (entrywise), see [`crate::math::norms`].

pub mod corollary_d_3;
pub mod eq_7;
pub mod fact_3_2;
pub mod fact_3_3;
pub mod lemma_4_1;
pub mod lemma_4_2;
pub mod lemma_4_3;
pub mod lemma_4_4;
pub mod lemma_b_1;
pub mod lemma_d_4;
pub mod perturbed_pair;
pub mod proofs;
// Section 5 and Appendices A-D (issue 4)
pub mod claim_d_1;
pub mod layer_network;
pub mod lemma_5_1;
pub mod lemma_5_2;
pub mod lemma_b_2;
pub mod lemma_c_1;
pub mod lemma_c_2;
pub mod lemma_d_5;
pub mod lemma_d_6;
pub mod lemma_d_7;
pub mod skip_layer;
// Remarks D.1 and D.2 (issue 14)
pub mod remark_d_1;
pub mod theorem_5_3;
pub mod remark_d_2;

use crate::claim::Check;

/// Every claim of the paper, in every reading.
pub fn claims() -> Vec<Box<dyn Check>> {
    let mut all: Vec<Box<dyn Check>> = Vec::new();
    all.extend(fact_3_2::claims());
    all.extend(fact_3_3::claims());
    all.extend(lemma_4_1::claims());
    all.extend(lemma_4_2::claims());
    all.extend(lemma_4_3::claims());
    all.extend(lemma_4_4::claims());
    all.extend(lemma_b_1::claims());
    all.extend(corollary_d_3::claims());
    all.extend(lemma_d_4::claims());
    all.extend(eq_7::claims());
    // Section 5 and Appendices A-D (issue 4)
    all.extend(lemma_5_1::claims());
    all.extend(lemma_5_2::claims());
    all.extend(lemma_b_2::claims());
    all.extend(lemma_c_1::claims());
    all.extend(lemma_c_2::claims());
    all.extend(lemma_d_5::claims());
    all.extend(lemma_d_6::claims());
    all.extend(lemma_d_7::claims());
    all.extend(claim_d_1::claims());
    all.extend(theorem_5_3::claims());
    // Remarks D.1 and D.2 (issue 14)
    all.extend(remark_d_1::claims());
    all.extend(remark_d_2::claims());
    // the displayed steps of the proofs the main theorem rests on
    all.extend(proofs::claims());
    all
}
