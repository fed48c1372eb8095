//! lemmacheck: checks the numbered statements of theory papers by property-based testing.
//!
//! For every claim (a numbered statement in one *reading*), a generator builds random inputs
//! that satisfy the hypotheses, the search looks for a violation of the conclusion,
//! shrinking reduces a violation to a minimal one, and an outward-rounded recomputation
//! certifies it before the claim is called refuted. See `README.md` and
//! `docs/DESIGN.md` for the contracts.
//!
//! * [`math`] — the papers' objects, generic over the scalar (`f64` or [`math::Interval`]);
//! * [`claim`] — what a claim is;
//! * [`generate`] — hypotheses as constructions;
//! * [`engine`] — search, shrink, certify;
//! * [`artifact`] — counterexample files;
//! * [`files`] — files written atomically, inputs read within stated limits;
//! * [`claims`] — the catalogue, one module per claim, grouped by paper;
//! * [`curves`] — Dong et al.'s depth curves of the relative residual (CSV and SVG);
//! * [`notation`] — formulas in prose: TeX between `$…$`, shown in Markdown, LaTeX and
//!   the terminal;
//! * [`statements`] — the index of the sources' statements and what checks each
//!   (`docs/statements.md`);
//! * [`weights`] — the audit of a trained checkpoint against the statements' hypotheses;
//! * [`coq`] — every counterexample file as a Coq theorem (`coq/`), generated and checked.
//!
//! An item marked `#[doc(hidden)]` is public only for the unit tests, which are in
//! `tests/cases/unit/` (outside `src/`, so that `cargo test` compiles the library once);
//! it is not part of the library's interface.

/// The allocator of every program linked with this crate (the command line, its tests, a
/// bench): mimalloc, for the small vectors and matrices a search allocates and frees for
/// every case (why, and what it saves: [`allocator`], Cargo.toml, docs/DESIGN.md).
#[global_allocator]
static ALLOCATOR: allocator::Allocator = allocator::Allocator;

pub mod allocator;
pub mod artifact;
pub mod claim;
pub mod claims;
pub mod cli;
pub mod coq;
pub mod curves;
pub mod engine;
pub mod excerpt;
pub mod files;
pub mod generate;
pub mod math;
pub mod notation;
pub mod prove;
pub mod review;
pub mod root;
pub mod sources;
pub mod statements;
pub mod study;
pub mod tools;
pub mod weights;
