//! Counterexample and tightness files under `counterexamples/`.
//!
//! * `counterexamples/<paper>/<claim>[.<reading>].json` — schema `lemma-counterexample/1`
//!   (DESIGN.md): a certified minimal counterexample, one per refuted (claim, reading).
//! * `tightness/<paper>/<claim>[.<reading>].json` — schema `lemma-tightest/1`: the case that
//!   came closest to violating the claim (largest lhs/rhs), same encoding of inputs, no
//!   certificate (it is not a violation). Kept out of `counterexamples/`, which holds only
//!   certified counterexamples.
//!
//! Files are pretty-printed JSON with keys in schema order, and depend only on the claim,
//! the seed and the budget: running the search twice writes the same bytes.

pub mod replay;
pub mod table;

use std::path::{Path, PathBuf};

use serde_json::{json, Map, Value as Json};

use crate::claim::{Check, Meta};
use crate::engine::certify::METHOD;
use crate::engine::report::{Counterexample, Report, Tightest};

/// The counterexample schema name.
pub const SCHEMA: &str = "lemma-counterexample/1";
/// The tightness schema name.
pub const TIGHTEST_SCHEMA: &str = "lemma-tightest/1";
/// The engine named in files.
pub const ENGINE: &str = "proptest 1.12 TestRunner driven directly, lemmacheck choice shrinker";

/// The crate root, under which `counterexamples/` and `tightness/` live.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Path of a claim's counterexample file: `root/counterexamples/<paper>/<stem>.json`.
pub fn counterexample_path(root: &Path, meta: &Meta) -> PathBuf {
    root.join("counterexamples").join(format!("{}.json", meta.file_key()))
}

/// Path of a claim's tightness file: `root/tightness/<paper>/<stem>.json`.
pub fn tightest_path(root: &Path, meta: &Meta) -> PathBuf {
    root.join("tightness").join(format!("{}.json", meta.file_key()))
}

fn pair(lo: f64, hi: f64) -> Json {
    json!([lo, hi])
}

/// A ratio as JSON: a number, `"inf"` for lhs > 0 = rhs, or null when undefined.
pub fn ratio_json(ratio: Option<f64>) -> Json {
    match ratio {
        Some(r) if r.is_infinite() => json!("inf"),
        Some(r) => json!(r),
        None => Json::Null,
    }
}

/// The inverse of [`ratio_json`].
pub fn ratio_from_json(value: &Json) -> Option<f64> {
    match value {
        Json::String(s) if s == "inf" => Some(f64::INFINITY),
        other => other.as_f64(),
    }
}

fn dims_json(dims: &[(&'static str, usize)]) -> Json {
    let mut m = Map::new();
    for (name, v) in dims {
        m.insert((*name).to_string(), json!(v));
    }
    Json::Object(m)
}

fn header(meta: &Meta, schema: &str) -> Map<String, Json> {
    let mut m = Map::new();
    m.insert("schema".into(), json!(schema));
    m.insert("claim".into(), json!(meta.id));
    m.insert("reading".into(), json!(meta.reading));
    m.insert("reading_note".into(), json!(meta.reading_note));
    m.insert(
        "source".into(),
        json!({ "paper": meta.paper.title(), "key": meta.paper.key(), "statement": meta.number }),
    );
    m.insert("statement".into(), json!(meta.statement));
    m
}

fn to_text(value: &Json) -> String {
    let mut s = serde_json::to_string_pretty(value).expect("JSON values serialise");
    s.push('\n');
    s
}

/// The counterexample file for `cx`, found by a search reported in `report`.
pub fn counterexample_file(claim: &dyn Check, report: &Report, cx: &Counterexample) -> String {
    let meta = claim.meta();
    let cert = &cx.certificate;
    let q = &cx.screened[cert.index];
    let mut m = header(meta, SCHEMA);
    m.insert("inputs".into(), cx.inputs.to_json());
    m.insert("derived".into(), claim.derived(&cx.inputs).to_json());
    m.insert("lhs".into(), json!(q.lhs));
    m.insert("rhs".into(), json!(q.rhs));
    m.insert(
        "certificate".into(),
        json!({
            "method": METHOD,
            "precision_bits": cert.precision,
            "inequality": cert.place.to_string(),
            "lhs": pair(cert.lhs.lo, cert.lhs.hi),
            "rhs": pair(cert.rhs.lo, cert.rhs.hi),
            "lhs_minus_rhs": pair(cert.lhs_minus_rhs.lo, cert.lhs_minus_rhs.hi),
            "hypotheses_certified": cert.hypotheses,
        }),
    );
    m.insert(
        "search".into(),
        json!({
            "engine": ENGINE,
            "seed": report.seed,
            "claim_seed": report.claim_seed,
            "found_by": if cx.found_by_targeted { "targeted phase" } else { "random phase" },
            "cases_before_failure": cx.cases_before_failure,
            "shrink_steps": cx.shrink_steps,
            "shrink_budget": cx.shrink_budget,
            "shrink_budget_exhausted": cx.shrink_exhausted,
            "dimensions": dims_json(&cx.dims),
        }),
    );
    to_text(&Json::Object(m))
}

/// The tightness file for the closest case of a search.
pub fn tightest_file(claim: &dyn Check, report: &Report, t: &Tightest) -> String {
    let meta = claim.meta();
    let q = &t.screened[t.closeness.index];
    let mut m = header(meta, TIGHTEST_SCHEMA);
    m.insert("inputs".into(), t.inputs.to_json());
    m.insert("derived".into(), claim.derived(&t.inputs).to_json());
    m.insert("inequality".into(), json!(q.place.to_string()));
    m.insert("lhs".into(), json!(q.lhs));
    m.insert("rhs".into(), json!(q.rhs));
    m.insert("ratio".into(), ratio_json(t.closeness.ratio));
    m.insert("margin".into(), json!(t.closeness.margin));
    m.insert(
        "search".into(),
        json!({
            "engine": ENGINE,
            "seed": report.seed,
            "claim_seed": report.claim_seed,
            "random_cases": report.random.cases,
            "targeted_evaluations": report.targeted.cases,
            "dimensions": dims_json(&t.dims),
        }),
    );
    to_text(&Json::Object(m))
}

/// The files a search's report implies, as (path, contents); a path with `None` must not
/// exist (e.g. a stale counterexample of a claim no longer refuted).
pub fn files_for(root: &Path, claim: &dyn Check, report: &Report) -> Vec<(PathBuf, Option<String>)> {
    let meta = claim.meta();
    vec![
        (counterexample_path(root, meta), report.counterexample.as_ref().map(|cx| counterexample_file(claim, report, cx))),
        (tightest_path(root, meta), report.tightest.as_ref().map(|t| tightest_file(claim, report, t))),
    ]
}

/// What writing one file did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Written {
    /// The file was created.
    Created,
    /// The file existed with other contents and was replaced.
    Updated,
    /// The file already had these contents.
    Unchanged,
    /// A stale file was removed.
    Removed,
    /// Nothing to write and nothing there.
    Absent,
}

/// Brings one file to the wanted state and says what changed.
pub fn write(path: &Path, contents: Option<&str>) -> std::io::Result<Written> {
    let existing = std::fs::read_to_string(path).ok();
    match (contents, existing) {
        (Some(c), Some(e)) if c == e => Ok(Written::Unchanged),
        (Some(c), e) => {
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir)?;
            }
            std::fs::write(path, c)?;
            Ok(if e.is_some() { Written::Updated } else { Written::Created })
        }
        (None, Some(_)) => {
            std::fs::remove_file(path)?;
            Ok(Written::Removed)
        }
        (None, None) => Ok(Written::Absent),
    }
}
