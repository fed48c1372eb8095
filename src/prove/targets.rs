//! The domains of the catalogue: every domain a claim module states, in catalogue order.

use crate::claims::{dong2021, large_weights};

use super::domain::Domain;

/// Every domain stated by the claims, with its recorded outcome and budget.
pub fn all() -> Vec<Domain> {
    let mut out = Vec::new();
    out.extend(large_weights::lemma_4_4::domains());
    out.extend(large_weights::corollary_d_3::domains());
    out.extend(large_weights::lemma_d_4::domains());
    out.extend(large_weights::lemma_b_1::domains());
    out.extend(large_weights::fact_3_3::domains());
    out.extend(large_weights::lemma_4_1::domains());
    out.extend(dong2021::eq_12::domains());
    out.extend(dong2021::lemma_a_3::domains());
    out.extend(large_weights::lemma_5_1::domains());
    out
}

/// The domain of `reading` at size `size` (its main dimension), for readings whose module
/// states a family of domains: used to see how far up a proof reaches (`lemmacheck prove
/// --size N`), never written.
pub fn at_size(reading: &str, size: usize) -> Option<Domain> {
    match reading {
        "large-weights/lemma-4.4" if size >= 2 => Some(large_weights::lemma_4_4::domain(size, super::Outcome::Open("exploration"), u64::MAX)),
        _ => None,
    }
}
