//! The fingerprint of a reading's search at the default seed: what a row of a many-seed
//! measurement under `docs/figures/` (sweep, optimisers, repair study, speed) records
//! beside its figures, so that `cargo test` can tell a row measured on today's search from
//! one measured before the search changed.
//!
//! The many-seed figures (refuted on how many of 50 seeds, evaluations to the first
//! violation, the optimisers' and the repair study's runs) take minutes to recompute, too
//! long for `cargo test`. But a search change that moves them (a generator, a budget, a
//! dimension rule) usually moves the search at the default seed too, whose outcome is
//! committed: the reading's counterexample or tightness file (and, for an existence
//! statement, its witness file), which the claims binary compares with a fresh search on
//! every run. So a row records the [`search_digest`] of those files as they were when it
//! was measured, and a row whose digest is not the committed files' one was measured on
//! another search.
//!
//! The digest covers each file's `inputs` (the case the search ended on) and `search`
//! (seed, counts of cases, certifications, dimensions): the fields the search decides.
//! Prose (statement, notes, source quotes) and the quantities derived from the inputs
//! are left out, so rewording a note does not ask for a new sweep. A search change that
//! leaves the default seed's case and counts exactly as they were is not seen (a change to
//! certification once moved an optimiser row and no default-seed file): the gate is a
//! tripwire for the usual change, not a proof that a row is current.

use std::path::Path;

use crate::claim::{Meta, Quantifier};

use super::sha256::Sha256;

/// Hex digits of the SHA-256 a row shows (48 bits: a collision between a row's old and
/// new search is out of reach).
pub const DIGITS: usize = 12;

/// The fields of a committed file that the search decides.
pub const FIELDS: [&str; 2] = ["inputs", "search"];

/// The files the search at the default seed writes for `meta`, relative to the root: the
/// counterexample and tightness files, and the witness file of an existence statement
/// (a "for all" reading's proof file is the prover's, not the search's).
pub fn search_files(root: &Path, meta: &Meta) -> Vec<std::path::PathBuf> {
    let mut files = vec![super::counterexample_path(root, meta), super::tightest_path(root, meta)];
    if meta.quantifier != Quantifier::ForAll {
        files.push(super::proof_path(root, meta));
    }
    files
}

/// The first [`DIGITS`] hex digits of the SHA-256 of the [`FIELDS`] of `meta`'s
/// [`search_files`] under `root`, each file named by its path relative to the root. A
/// missing file counts as absent (a reading has a counterexample or a tightness file,
/// rarely both); a file that cannot be read or parsed counts as its error, so that it
/// never matches a recorded digest.
pub fn search_digest(root: &Path, meta: &Meta) -> String {
    let mut h = Sha256::new();
    for path in search_files(root, meta) {
        h.part(path.strip_prefix(root).unwrap_or(&path).to_string_lossy().as_bytes());
        match std::fs::read_to_string(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => h.part(b"absent"),
            Err(e) => h.part(format!("unreadable: {e}").as_bytes()),
            Ok(text) => match super::json::parse(&text) {
                Err(e) => h.part(format!("not JSON: {e}").as_bytes()),
                Ok(doc) => {
                    for field in FIELDS {
                        h.part(field.as_bytes());
                        h.part(doc.get(field).map_or_else(|| "absent".to_string(), |v| v.to_string()).as_bytes());
                    }
                }
            },
        }
    }
    h.hex()[..DIGITS].to_string()
}

/// The column a measurement table records [`search_digest`] in.
pub const COLUMN: &str = "default-seed files (digest)";
