//! The domains of the catalogue: every domain a claim module states, in catalogue order.
//!
//! A reading proved in Coq for every size has no domain here: its proof covers every
//! domain a branch and bound could, and the Coq proof is what its verdict rests on. What
//! stays is the printed Lemma 4.1 at two rows (a refuted statement, proved on its whole
//! hypothesis set at n = 2, d = 1) and the negative controls, domains where the printed
//! statement is refuted and the prover must return a certified counterexample.

use crate::claims::{dong2021, large_weights};

use super::domain::Domain;

/// Every domain stated by the claims, with its recorded outcome and budget.
pub fn all() -> Vec<Domain> {
    let mut out = Vec::new();
    out.extend(large_weights::lemma_d_4::domains());
    out.extend(large_weights::fact_3_3::domains());
    out.extend(large_weights::lemma_4_1::domains());
    out.extend(dong2021::eq_12::domains());
    out
}

/// The domain of `reading` at size `size` (its main dimension), for readings whose module
/// states a family of domains: used to see how far up a proof reaches (`lemmacheck prove
/// --size N`), never written.
pub fn at_size(reading: &str, size: usize) -> Option<Domain> {
    match reading {
        "large-weights/lemma-4.1" if size >= 2 => Some(large_weights::lemma_4_1::domain(reading_static(reading)?, size, super::Outcome::Open("exploration"), u64::MAX)),
        _ => None,
    }
}

/// The catalogue's own `&'static` spelling of a reading key that has domains.
fn reading_static(reading: &str) -> Option<&'static str> {
    all().into_iter().map(|d| d.reading).find(|r| *r == reading)
}
