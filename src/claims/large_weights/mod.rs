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
    all
}
