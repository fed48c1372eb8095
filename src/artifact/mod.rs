//! The committed files: counterexamples, tightness records and proofs.
//!
//! * `counterexamples/<paper>/<claim>[.<reading>].json` — schema `lemma-counterexample/2`
//!   (DESIGN.md): a certified minimal counterexample, one per refuted (claim, reading).
//! * `tightness/<paper>/<claim>[.<reading>].json` — schema `lemma-tightest/2`: the case
//!   that came closest to violating the claim (largest lhs/rhs), no certificate (it is
//!   not a violation). Kept out of `counterexamples/`, which holds only certified
//!   counterexamples.
//! * `proofs/<paper>/<claim>[.<reading>].json` — schema `lemma-proof/1`: the certified
//!   witness of a proved existence statement (written by the search), or, method
//!   `branch and bound`, the proof of a "for all" reading on the domains its module
//!   states (written by `lemmacheck prove`, see [`proof`]).
//!
//! Every number a file records is a function of its inputs alone: the sides and the
//! derived quantities are midpoints of enclosures computed in interval arithmetic (which
//! is pure Rust, not the host's `libm`), so [`replay`] recomputes each field and compares
//! it bit for bit on any platform. Files depend only on the claim, the seed and the
//! budget: running the search twice writes the same bytes.

pub mod controls;
pub mod digest;
pub mod docs;
pub mod exact;
pub mod figures;
pub mod json;
pub mod proof;
pub mod prose;
pub mod repairs;
pub mod replay;
pub mod sha256;
pub mod table;
pub mod verdict;

use std::path::{Path, PathBuf};

use serde_json::{json, Map, Value as Json};

use crate::claim::{Check, Inequality, Inputs, Meta, Quantifier, Value};
use crate::engine::certify::{Certificate, Enclosure, METHOD};
use crate::engine::evaluate::closeness;
use crate::engine::report::{Counterexample, Report, Tightest, Witness};
use crate::math::interval::with_precision;

pub use json::to_text;

/// The counterexample schema name.
pub const SCHEMA: &str = "lemma-counterexample/2";
/// The tightness schema name.
pub const TIGHTEST_SCHEMA: &str = "lemma-tightest/2";
/// The proof schema name.
pub const PROOF_SCHEMA: &str = "lemma-proof/1";
/// The engine named in files.
pub const ENGINE: &str = "proptest 1.12 TestRunner driven directly, lemmacheck choice shrinker";
/// Significand bits of the interval evaluation whose midpoints files record for derived
/// quantities and for the sides of tightness records.
pub const DERIVED_PRECISION: usize = 128;

/// Path of a claim's counterexample file: `root/counterexamples/<paper>/<stem>.json`.
pub fn counterexample_path(root: &Path, meta: &Meta) -> PathBuf {
    root.join("counterexamples").join(format!("{}.json", meta.file_key()))
}

/// Path of a claim's tightness file: `root/tightness/<paper>/<stem>.json`.
pub fn tightest_path(root: &Path, meta: &Meta) -> PathBuf {
    root.join("tightness").join(format!("{}.json", meta.file_key()))
}

/// Path of a claim's proof file: `root/proofs/<paper>/<stem>.json`.
pub fn proof_path(root: &Path, meta: &Meta) -> PathBuf {
    root.join("proofs").join(format!("{}.json", meta.file_key()))
}

fn pair(e: &Enclosure) -> Json {
    json!([e.lo, e.hi])
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

/// The fields every file starts with: schema, claim, reading and its class and note, the
/// typo (for a typo refutation), the source with the quoted words, and the statement.
pub fn header(meta: &Meta, schema: &str) -> Map<String, Json> {
    let mut m = Map::new();
    m.insert("schema".into(), json!(schema));
    m.insert("claim".into(), json!(meta.id));
    m.insert("reading".into(), json!(meta.reading));
    m.insert("reading_class".into(), json!(meta.class.name()));
    m.insert("reading_note".into(), json!(meta.reading_note));
    if let Some(t) = &meta.typo {
        m.insert(
            "typo".into(),
            json!({ "printed": t.printed, "meant": t.meant, "evidence": t.evidence, "corrected_reading": t.corrected_reading }),
        );
    }
    m.insert(
        "source".into(),
        json!({
            "paper": meta.paper.title(),
            "key": meta.paper.key(),
            "statement": meta.number,
            "quote": meta.quote.words,
            "location": meta.quote.location,
        }),
    );
    m.insert("statement".into(), json!(meta.statement));
    m
}

fn exact_value(v: &Value) -> Json {
    match v {
        Value::Number(x) => json!(exact::exact_decimal(*x)),
        Value::Vector(v) => Json::Array(v.iter().map(|&x| json!(exact::exact_decimal(x))).collect()),
        Value::Matrix(m) => Json::Array(
            m.rows().into_iter().map(|r| Json::Array(r.iter().map(|&x| json!(exact::exact_decimal(x))).collect())).collect(),
        ),
        Value::List(l) => Json::Array(l.iter().map(exact_value).collect()),
    }
}

/// The inputs with every number as its exact decimal expansion (`inputs_exact`).
pub fn inputs_exact_json(inputs: &Inputs) -> Json {
    let mut m = Map::new();
    for (name, v) in inputs.iter() {
        m.insert(name.to_string(), exact_value(v));
    }
    Json::Object(m)
}

fn panic_text(panic: Box<dyn std::any::Any + Send>) -> String {
    panic
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "unknown panic".into())
}

/// The derived quantities as recorded in files: midpoints of their enclosures at
/// [`DERIVED_PRECISION`] bits. An error when a derived quantity cannot be enclosed (a
/// division by an interval containing 0), naming the claim.
pub fn derived_json(claim: &dyn Check, inputs: &Inputs) -> Result<Json, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        with_precision(DERIVED_PRECISION, || claim.derived_interval(inputs).to_json())
    }))
    .map_err(|p| format!("{} ({}): derived quantities cannot be enclosed: {}", claim.meta().id, claim.meta().reading, panic_text(p)))
}

/// The conclusion at [`DERIVED_PRECISION`] bits, as enclosure midpoints.
pub fn conclusion_midpoints(claim: &dyn Check, inputs: &Inputs) -> Result<Vec<Inequality<f64>>, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        with_precision(DERIVED_PRECISION, || {
            claim
                .conclusion_interval(inputs)
                .iter()
                .map(crate::engine::certify::midpoints)
                .collect()
        })
    }))
    .map_err(|p| format!("{} ({}): the conclusion cannot be enclosed: {}", claim.meta().id, claim.meta().reading, panic_text(p)))
}

/// The `certificate` object of a counterexample file.
pub fn certificate_json(cert: &Certificate) -> Json {
    json!({
        "method": METHOD,
        "precision_bits": cert.precision,
        "inequality": cert.place.to_string(),
        "relation": cert.relation.symbol(),
        "lhs": pair(&cert.lhs),
        "rhs": pair(&cert.rhs),
        "lhs_minus_rhs": pair(&cert.lhs_minus_rhs),
        "hypotheses_certified": cert.hypotheses,
    })
}

/// A counterexample document: everything but `search` is a function of the claim and the
/// inputs (the certificate being the one [`crate::engine::certify::certify`] computes).
pub fn counterexample_doc(claim: &dyn Check, inputs: &Inputs, cert: &Certificate, search: Json) -> Result<Json, String> {
    let mut m = header(claim.meta(), SCHEMA);
    m.insert("inputs".into(), inputs.to_json_with(claim.meta().symbols));
    m.insert("inputs_exact".into(), inputs_exact_json(inputs));
    m.insert("derived".into(), derived_json(claim, inputs)?);
    m.insert("lhs".into(), json!(cert.lhs.midpoint()));
    m.insert("rhs".into(), json!(cert.rhs.midpoint()));
    m.insert("certificate".into(), certificate_json(cert));
    m.insert("search".into(), search);
    Ok(Json::Object(m))
}

/// The `search` object of a counterexample file.
pub fn counterexample_search(report: &Report, cx: &Counterexample) -> Json {
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
    })
}

/// The counterexample file for `cx`, found by a search reported in `report`.
pub fn counterexample_file(claim: &dyn Check, report: &Report, cx: &Counterexample) -> Result<String, String> {
    counterexample_doc(claim, &cx.inputs, &cx.certificate, counterexample_search(report, cx)).map(|d| to_text(&d))
}

/// A tightness document: the closest relation of the conclusion at [`DERIVED_PRECISION`]
/// bits (enclosure midpoints), its ratio and margin.
pub fn tightest_doc(claim: &dyn Check, inputs: &Inputs, search: Json) -> Result<Json, String> {
    let exact = conclusion_midpoints(claim, inputs)?;
    let c = closeness(&exact);
    let q = exact.get(c.index).ok_or_else(|| format!("{}: empty conclusion", claim.meta().id))?;
    let mut m = header(claim.meta(), crate::artifact::TIGHTEST_SCHEMA);
    m.insert("inputs".into(), inputs.to_json_with(claim.meta().symbols));
    m.insert("inputs_exact".into(), inputs_exact_json(inputs));
    m.insert("derived".into(), derived_json(claim, inputs)?);
    m.insert("inequality".into(), json!(q.place.to_string()));
    m.insert("relation".into(), json!(q.relation.symbol()));
    m.insert("lhs".into(), json!(q.lhs));
    m.insert("rhs".into(), json!(q.rhs));
    m.insert("ratio".into(), ratio_json(c.ratio));
    m.insert("margin".into(), json!(c.margin));
    m.insert("search".into(), search);
    Ok(Json::Object(m))
}

/// The tightness file for the closest case of a search.
pub fn tightest_file(claim: &dyn Check, report: &Report, t: &Tightest) -> Result<String, String> {
    let mut search = json!({
        "engine": ENGINE,
        "seed": report.seed,
        "claim_seed": report.claim_seed,
        "random_cases": report.random.cases,
        "targeted_evaluations": report.targeted.cases,
        "certified_cases": report.tally.certifications,
        "undecided": report.tally.undecided,
        "undecided_ties": report.tally.undecided_ties,
        "undecided_at_capped_precision": report.tally.undecided_capped,
    });
    if let Some(k) = report.tally.identity_bits {
        search["identity_bits"] = json!(k);
    }
    search["dimensions"] = dims_json(&t.dims);
    tightest_doc(claim, &t.inputs, search).map(|d| to_text(&d))
}

/// A proof document for a witness: the certified enclosures of every relation of the
/// conclusion at the deciding precision.
pub fn witness_doc(claim: &dyn Check, inputs: &Inputs, search: Json) -> Result<Json, String> {
    use crate::engine::certify::{certify, Certification};
    let meta = claim.meta();
    let argument = match meta.quantifier {
        Quantifier::Exists(a) => a,
        Quantifier::ForAll => return Err(format!("{}: a witness file for a statement that is not existential", meta.id)),
    };
    let (precision, relations, hypotheses) = match certify(claim, inputs, None) {
        Certification::Holds { .. } => witness_enclosures(claim, inputs)?,
        other => return Err(format!("{} ({}): the witness does not certify: {other:?}", meta.id, meta.reading)),
    };
    let mut m = header(meta, PROOF_SCHEMA);
    m.insert("method".into(), json!("certified witness"));
    m.insert("argument".into(), json!(argument));
    m.insert("inputs".into(), inputs.to_json_with(claim.meta().symbols));
    m.insert("inputs_exact".into(), inputs_exact_json(inputs));
    m.insert("derived".into(), derived_json(claim, inputs)?);
    m.insert(
        "certificate".into(),
        json!({ "method": METHOD, "precision_bits": precision, "hypotheses_certified": hypotheses, "conclusion": relations }),
    );
    m.insert("search".into(), search);
    Ok(Json::Object(m))
}

/// The enclosures of a certified witness: the lowest precision of the ladder at which
/// every relation holds, and each relation's enclosures there.
fn witness_enclosures(claim: &dyn Check, inputs: &Inputs) -> Result<(usize, Vec<Json>, Vec<&'static str>), String> {
    use crate::engine::certify::{certify_up_to, Certification, PRECISIONS};
    for &bits in &PRECISIONS {
        if let Certification::Holds { .. } = certify_up_to(claim, inputs, None, bits) {
            let (relations, hypotheses) = with_precision(bits, || {
                let relations = claim
                    .conclusion_interval(inputs)
                    .iter()
                    .map(|q| {
                        json!({
                            "inequality": q.place.to_string(),
                            "relation": q.relation.symbol(),
                            "lhs": pair(&Enclosure::from(&q.lhs)),
                            "rhs": pair(&Enclosure::from(&q.rhs)),
                            "lhs_minus_rhs": pair(&Enclosure::from(&(q.lhs.clone() - q.rhs.clone()))),
                        })
                    })
                    .collect::<Vec<_>>();
                (relations, claim.hypotheses_interval(inputs).iter().map(|h| h.name).collect::<Vec<_>>())
            });
            return Ok((bits, relations, hypotheses));
        }
    }
    Err(format!("{}: the witness does not certify at any precision", claim.meta().id))
}

/// The proof file of a certified witness.
pub fn witness_file(claim: &dyn Check, report: &Report, w: &Witness) -> Result<String, String> {
    let search = json!({
        "engine": "lemmacheck witness search (the family's simplest member first, then random members)",
        "seed": report.seed,
        "claim_seed": report.claim_seed,
        "cases_before_witness": w.cases,
        "dimensions": dims_json(&w.dims),
    });
    witness_doc(claim, &w.inputs, search).map(|d| to_text(&d))
}

/// The files a search's report implies, as (path, contents); a path with `None` must not
/// exist (e.g. a stale counterexample of a claim no longer refuted). The proof file of a
/// "for all" reading is the prover's (`lemmacheck prove`), not the search's; the controls
/// file ([`controls`]) is implied only by a report whose controls ran.
pub fn files_for(root: &Path, claim: &dyn Check, report: &Report) -> Result<Vec<(PathBuf, Option<String>)>, String> {
    each_file_for(root, claim, report).into_iter().map(|(path, contents)| contents.map(|c| (path, c))).collect()
}

/// [`files_for`], each file computed on its own: the files that could be computed, and for
/// each one that could not (a closest case whose conclusion has no relation, say), its path
/// and why. A caller writes the first and leaves the others as they are.
pub fn files_for_each(root: &Path, claim: &dyn Check, report: &Report) -> (Vec<(PathBuf, Option<String>)>, Vec<(PathBuf, String)>) {
    let mut ok = Vec::new();
    let mut failed = Vec::new();
    for (path, contents) in each_file_for(root, claim, report) {
        match contents {
            Ok(c) => ok.push((path, c)),
            Err(e) => failed.push((path, e)),
        }
    }
    (ok, failed)
}

fn each_file_for(root: &Path, claim: &dyn Check, report: &Report) -> Vec<(PathBuf, Result<Option<String>, String>)> {
    let meta = claim.meta();
    let mut files = vec![
        (counterexample_path(root, meta), report.counterexample.as_ref().map(|cx| counterexample_file(claim, report, cx)).transpose()),
        (tightest_path(root, meta), report.tightest.as_ref().map(|t| tightest_file(claim, report, t)).transpose()),
    ];
    if meta.quantifier != Quantifier::ForAll {
        files.push((proof_path(root, meta), report.witness.as_ref().map(|w| witness_file(claim, report, w)).transpose()));
    }
    if report.controls.is_some() {
        files.push((controls::controls_path(root, meta), controls::controls_file(claim, report)));
    }
    files
}

/// The fields in which two JSON documents differ, as `path: old -> new` lines (arrays and
/// objects compared element by element, so a changed matrix entry is named exactly).
pub fn differences(old: &Json, new: &Json) -> Vec<String> {
    fn walk(path: &str, a: &Json, b: &Json, out: &mut Vec<String>) {
        match (a, b) {
            (Json::Object(x), Json::Object(y)) => {
                for (k, v) in x {
                    let p = if path.is_empty() { k.clone() } else { format!("{path}.{k}") };
                    match y.get(k) {
                        Some(w) => walk(&p, v, w, out),
                        None => out.push(format!("{p}: {} -> (absent)", short(v))),
                    }
                }
                for (k, w) in y {
                    if !x.contains_key(k) {
                        let p = if path.is_empty() { k.clone() } else { format!("{path}.{k}") };
                        out.push(format!("{p}: (absent) -> {}", short(w)));
                    }
                }
            }
            (Json::Array(x), Json::Array(y)) if x.len() == y.len() => {
                for (i, (v, w)) in x.iter().zip(y).enumerate() {
                    walk(&format!("{path}[{i}]"), v, w, out);
                }
            }
            _ if a == b => {}
            _ => out.push(format!("{path}: {} -> {}", short(a), short(b))),
        }
    }
    fn short(v: &Json) -> String {
        let t = v.to_string();
        if t.chars().count() > 120 {
            format!("{}…", t.chars().take(120).collect::<String>())
        } else {
            t
        }
    }
    let mut out = Vec::new();
    walk("", old, new, &mut out);
    out
}

/// What writing one file did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Written {
    /// The file was created.
    Created,
    /// The file existed with other contents and was replaced; the fields that changed.
    Updated(Vec<String>),
    /// The file already had these contents.
    Unchanged,
    /// A stale file was removed.
    Removed,
    /// Nothing to write and nothing there.
    Absent,
}

/// Brings one file to the wanted state and says what changed; the file is replaced
/// atomically ([`crate::files::replace`]), so it is never left cut.
pub fn write(path: &Path, contents: Option<&str>) -> std::io::Result<Written> {
    write_all(&[(path, contents)]).pop().expect("one answer per file")
}

/// [`write`] for many files, each answer in the order given: the files to replace are
/// replaced together ([`crate::files::replace_all`], each still atomically), which waits
/// for the disk far less than replacing them one by one.
pub fn write_all(files: &[(&Path, Option<&str>)]) -> Vec<std::io::Result<Written>> {
    enum Plan {
        Done(std::io::Result<Written>),
        Replace(Written),
    }
    let plans: Vec<Plan> = files
        .iter()
        .map(|&(path, contents)| {
            let existing = std::fs::read_to_string(path).ok();
            match (contents, existing) {
                (Some(c), Some(e)) if c == e => Plan::Done(Ok(Written::Unchanged)),
                (Some(c), e) => Plan::Replace(match e {
                    Some(old) => Written::Updated(match (serde_json::from_str::<Json>(&old), serde_json::from_str::<Json>(c)) {
                        (Ok(a), Ok(b)) => {
                            let d = differences(&a, &b);
                            if d.is_empty() {
                                vec!["(layout only)".to_string()]
                            } else {
                                d
                            }
                        }
                        _ => vec!["(the old file was not valid JSON)".to_string()],
                    }),
                    None => Written::Created,
                }),
                (None, Some(_)) => Plan::Done(std::fs::remove_file(path).map(|()| Written::Removed)),
                (None, None) => Plan::Done(Ok(Written::Absent)),
            }
        })
        .collect();
    let replacing: Vec<(&Path, &[u8])> = files
        .iter()
        .zip(&plans)
        .filter(|(_, p)| matches!(p, Plan::Replace(_)))
        .map(|(&(path, contents), _)| (path, contents.expect("a file to replace has contents").as_bytes()))
        .collect();
    let mut replaced = crate::files::replace_all(&replacing).into_iter();
    plans
        .into_iter()
        .map(|p| match p {
            Plan::Done(r) => r,
            Plan::Replace(w) => replaced.next().expect("one answer per file replaced").map(|()| w),
        })
        .collect()
}
