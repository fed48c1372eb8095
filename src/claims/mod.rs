//! The catalogue: one module per claim, grouped by paper.
//!
//! To add a claim: write a module under the paper's folder (statement in the doc comment,
//! hypotheses as a generator, conclusion as lhs/rhs), list it in the paper's `claims()`,
//! add a test module under `tests/claims/`, run `cargo run --release -- <id>` and record
//! the verdict the search reports as the claim's `expected`.

pub mod dong2021;
pub mod large_weights;

use std::sync::OnceLock;

use crate::claim::Check;

/// Every claim in every reading, in catalogue order.
pub fn catalogue() -> &'static [Box<dyn Check>] {
    static CATALOGUE: OnceLock<Vec<Box<dyn Check>>> = OnceLock::new();
    CATALOGUE.get_or_init(|| {
        let mut all = large_weights::claims();
        all.extend(dong2021::claims());
        all
    })
}

/// The claim with this id and reading.
pub fn find(id: &str, reading: &str) -> Option<&'static dyn Check> {
    catalogue().iter().map(|c| c.as_ref()).find(|c| c.meta().id == id && c.meta().reading == reading)
}

/// The claims whose id or file key contains `filter` (all claims for an empty filter).
pub fn matching(filter: &str) -> Vec<&'static dyn Check> {
    catalogue()
        .iter()
        .map(|c| c.as_ref())
        .filter(|c| filter.is_empty() || c.meta().id.contains(filter) || c.meta().file_key().contains(filter))
        .collect()
}
