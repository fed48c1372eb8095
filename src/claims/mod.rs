//! The catalogue: one module per claim, grouped by paper.
//!
//! To add a claim: write a module under the paper's folder (statement in the doc comment,
//! hypotheses as a generator, conclusion as lhs/rhs), list it in the paper's `claims()`,
//! name it in `docs/statements.md` under the statement it checks (see
//! [`crate::statements`]), run `cargo run --release -- <id>` and record the verdict the
//! search reports as the claim's `expected`.

pub mod dong2021;
pub mod large_weights;
pub mod proof_step;

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

/// Whether `filter` selects `claim`: its id, `id.reading` or file key contains it (every
/// claim for an empty filter).
pub fn matches(claim: &dyn Check, filter: &str) -> bool {
    let m = claim.meta();
    filter.is_empty()
        || m.id.contains(filter)
        || format!("{}.{}", m.id, m.reading).contains(filter)
        || m.file_key().contains(filter)
}

/// The claims `filter` selects (see [`matches`]), in catalogue order.
pub fn matching(filter: &str) -> Vec<&'static dyn Check> {
    catalogue().iter().map(|c| c.as_ref()).filter(|c| matches(*c, filter)).collect()
}

/// The reading named by `key`: `id` (its as-written reading) or `id.reading`, where `id`
/// may omit the paper (`lemma-5.1`). An error lists the candidates.
pub fn resolve(key: &str) -> Result<&'static dyn Check, String> {
    let all: Vec<&'static dyn Check> = catalogue().iter().map(|c| c.as_ref()).collect();
    let full = |m: &crate::claim::Meta| [m.id.to_string(), m.id.split_once('/').map_or(m.id, |(_, s)| s).to_string()];
    let exact: Vec<&'static dyn Check> = all
        .iter()
        .copied()
        .filter(|c| {
            let m = c.meta();
            full(m).iter().any(|id| *id == key && m.reading == "as-written" || format!("{id}.{}", m.reading) == key)
        })
        .collect();
    match exact.as_slice() {
        [one] => Ok(*one),
        [] => {
            let readings: Vec<String> = all
                .iter()
                .map(|c| c.meta())
                .filter(|m| full(m).iter().any(|id| id == key))
                .map(|m| m.reading_key())
                .collect();
            if readings.is_empty() {
                Err(format!("no claim or reading named '{}' (try `lemmacheck list`)", crate::excerpt::excerpt(key)))
            } else {
                Err(format!("'{key}' has no as-written reading; name one of: {}", readings.join(", ")))
            }
        }
        many => Err(format!(
            "'{key}' names several readings: {}",
            many.iter().map(|c| c.meta().reading_key()).collect::<Vec<_>>().join(", ")
        )),
    }
}
