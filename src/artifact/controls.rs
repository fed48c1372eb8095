//! Controls files: what each negative control of a reading drew and found.
//!
//! `controls/<paper>/<claim>[.<reading>].json`, schema `lemma-controls/1`: one object per
//! reading that constructs at least one hypothesis, with the usual header (claim, reading,
//! source, statement) and `controls`, one entry per hypothesis the generator constructs,
//! in the order it asks about them:
//!
//! | field | content |
//! |---|---|
//! | `dropped` | the hypothesis dropped (neither constructed nor checked) |
//! | `recorded` | what the reading records: `refuted`, `not needed` (with `argument`, the written proof that the conclusion holds on the whole excluded region) or `not refuted` (no such argument) |
//! | `verdict` | what the control's search found |
//! | `search` | seed, budgets, `drawn` (cases the random and targeted phases built), `violating` (how many of them violate the dropped hypothesis) and `outside`: over those violating cases, each dimension's and each input's smallest and largest value, and `sides`: for each condition of the dropped hypothesis (by position), in how many drawn cases it was present and had lhs above, below and equal to rhs |
//! | `best_ratio` | the closest case's lhs/rhs, when not refuted |
//! | `counterexample` | when refuted: the certified minimal case (for a reading refuted itself, whose control's shrinking may end inside the dropped hypothesis, a sentence saying so instead) as in a counterexample file (`inputs`, `inputs_exact`, `derived`, `lhs`, `rhs`, `certificate` with every hypothesis but the dropped one certified), `dropped_hypothesis_violated` (the dropped hypothesis certified to fail there: its relation and the enclosures of its sides) and its own `search` |
//!
//! Everything but the `search` objects is a function of the inputs and the catalogue, and
//! [`verify`] recomputes it; `cargo test` compares the whole file with a fresh search at
//! the default settings, like the other committed files.

use std::path::{Path, PathBuf};

use serde_json::{json, Map, Value as Json};

use crate::claim::{Check, Inputs, Meta};
use crate::engine::certify::{certify, certify_outside, Certification, Outside as DroppedFails};
use crate::engine::controls::{Control, Expectation};
use crate::engine::report::{Outside, Report};

use super::{certificate_json, counterexample_search, derived_json, header, inputs_exact_json, ratio_json, to_text, ENGINE};

/// The controls schema name.
pub const CONTROLS_SCHEMA: &str = "lemma-controls/1";

/// Path of a reading's controls file: `root/controls/<paper>/<stem>.json`.
pub fn controls_path(root: &Path, meta: &Meta) -> PathBuf {
    root.join("controls").join(format!("{}.json", meta.file_key()))
}

fn pair(lo: f64, hi: f64) -> Json {
    json!([lo, hi])
}

/// The `search.outside` object: ranges over the drawn cases violating the dropped hypothesis.
fn outside_json(o: &Outside) -> Json {
    let mut dims = Map::new();
    for (name, lo, hi) in &o.dims {
        dims.insert((*name).to_string(), json!([lo, hi]));
    }
    let mut inputs = Map::new();
    for (name, lo, hi) in &o.inputs {
        inputs.insert((*name).to_string(), pair(*lo, *hi));
    }
    let sides: Vec<Json> = o
        .sides
        .iter()
        .map(|s| {
            json!({
                "position": s.position,
                "relation": s.relation.symbol(),
                "present": s.present,
                "lhs_above_rhs": s.above,
                "lhs_below_rhs": s.below,
                "lhs_equal_rhs": s.boundary,
            })
        })
        .collect();
    json!({ "dimensions": dims, "inputs": inputs, "sides": sides })
}

/// The certified part of a control's counterexample: a function of the claim, the dropped
/// hypothesis and the inputs. An error when the inputs do not certify as a violation of
/// the claim without `dropped`, or do not certainly violate `dropped` (then they would be
/// a counterexample to the claim itself).
pub fn counterexample_doc(claim: &dyn Check, dropped: &'static str, inputs: &Inputs, search: Json) -> Result<Json, String> {
    let m = claim.meta();
    let cert = match certify(claim, inputs, Some(dropped)) {
        Certification::Violated(c) => c,
        other => return Err(format!("{} ({}) without '{dropped}': the case does not certify as a violation: {other:?}", m.id, m.reading)),
    };
    let outside: DroppedFails = certify_outside(claim, inputs, dropped).ok_or_else(|| {
        format!(
            "{} ({}) without '{dropped}': the case does not certainly violate '{dropped}', so it would refute the reading itself",
            m.id, m.reading
        )
    })?;
    let mut o = Map::new();
    o.insert("inputs".into(), inputs.to_json_with(m.symbols));
    o.insert("inputs_exact".into(), inputs_exact_json(inputs));
    o.insert("derived".into(), derived_json(claim, inputs)?);
    o.insert("lhs".into(), json!(cert.lhs.midpoint()));
    o.insert("rhs".into(), json!(cert.rhs.midpoint()));
    o.insert("certificate".into(), certificate_json(&cert));
    o.insert(
        "dropped_hypothesis_violated".into(),
        json!({
            "hypothesis": dropped,
            "relation": outside.relation.symbol(),
            "precision_bits": outside.precision,
            "lhs": pair(outside.lhs.lo, outside.lhs.hi),
            "rhs": pair(outside.rhs.lo, outside.rhs.hi),
        }),
    );
    o.insert("search".into(), search);
    Ok(Json::Object(o))
}

fn control_json(claim: &dyn Check, control: &Control) -> Result<Json, String> {
    let r = &control.report;
    let expectation = Expectation::of(claim.meta(), control.dropped);
    let mut o = Map::new();
    o.insert("dropped".into(), json!(control.dropped));
    o.insert("recorded".into(), json!(expectation.name()));
    if let Expectation::NotNeeded(why) = expectation {
        o.insert("argument".into(), json!(why));
    }
    o.insert("verdict".into(), json!(r.verdict.name()));
    o.insert(
        "search".into(),
        json!({
            "engine": ENGINE,
            "seed": r.seed,
            "claim_seed": r.claim_seed,
            "random_cases": r.random.cases,
            "targeted_evaluations": r.targeted.cases,
            "drawn": r.tally.outside.drawn,
            "violating": r.tally.outside.violating,
            "outside": outside_json(&r.tally.outside),
        }),
    );
    match &r.counterexample {
        // shrinking may end inside the dropped hypothesis when the reading itself is
        // refuted: its own counterexample file then stands for the control
        Some(cx) if certify_outside(claim, &cx.inputs, control.dropped).is_none() => {
            o.insert(
                "counterexample".into(),
                json!(format!("the minimal case meets '{}' too: the reading itself is refuted (its counterexample file)", control.dropped)),
            );
        }
        Some(cx) => {
            o.insert("counterexample".into(), counterexample_doc(claim, control.dropped, &cx.inputs, counterexample_search(r, cx))?);
        }
        None => {
            o.insert("best_ratio".into(), ratio_json(r.best_ratio()));
        }
    }
    Ok(Json::Object(o))
}

/// The controls document of a search whose controls ran; `None` when they did not run or
/// the generator constructs no hypothesis.
pub fn controls_doc(claim: &dyn Check, report: &Report) -> Result<Option<Json>, String> {
    let Some(controls) = report.controls.as_ref().filter(|c| !c.is_empty()) else { return Ok(None) };
    let mut m = header(claim.meta(), CONTROLS_SCHEMA);
    m.insert("controls".into(), Json::Array(controls.iter().map(|c| control_json(claim, c)).collect::<Result<_, _>>()?));
    Ok(Some(Json::Object(m)))
}

/// The controls file of a search whose controls ran (see [`controls_doc`]).
pub fn controls_file(claim: &dyn Check, report: &Report) -> Result<Option<String>, String> {
    Ok(controls_doc(claim, report)?.map(|d| to_text(&d)))
}

/// Recomputes the certified part of every refuted control of a controls document `doc` of
/// `claim`: each entry's `dropped` must be a hypothesis the generator constructs, its
/// `recorded` what the catalogue records, and each counterexample must certify (without
/// its dropped hypothesis, which it must certainly violate) and match field by field. The
/// `search` objects are taken as written. Returns the problems, each naming `file` and
/// the field.
pub fn verify(doc: &Json, claim: &dyn Check, file: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let constructed = crate::engine::controls::constructed(claim);
    let Some(entries) = doc.get("controls").and_then(Json::as_array) else {
        return vec![format!("{file}: field `controls` must be an array")];
    };
    for (k, entry) in entries.iter().enumerate() {
        let at = format!("controls[{k}]");
        let Some(name) = entry.get("dropped").and_then(Json::as_str) else {
            problems.push(format!("{file}: field `{at}.dropped` must be a string"));
            continue;
        };
        let Some(&dropped) = constructed.iter().find(|h| **h == name) else {
            problems.push(format!("{file}: field `{at}.dropped`: '{name}' is not a hypothesis the generator of {} ({}) constructs", claim.meta().id, claim.meta().reading));
            continue;
        };
        let recorded = Expectation::of(claim.meta(), dropped).name();
        if entry.get("recorded").and_then(Json::as_str) != Some(recorded) {
            problems.push(format!("{file}: field `{at}.recorded` is {}, the catalogue records {recorded:?}", entry.get("recorded").unwrap_or(&Json::Null)));
        }
        let Some(cx) = entry.get("counterexample").filter(|c| c.is_object()) else { continue };
        let inputs = match cx.get("inputs").map(|j| Inputs::from_json(j, claim.meta().symbols, &format!("{at}.counterexample.inputs"))) {
            Some(Ok(x)) => x,
            Some(Err(e)) => {
                problems.push(format!("{file}: field {e}"));
                continue;
            }
            None => {
                problems.push(format!("{file}: field `{at}.counterexample.inputs` is missing"));
                continue;
            }
        };
        let search = cx.get("search").cloned().unwrap_or(Json::Null);
        match counterexample_doc(claim, dropped, &inputs, search) {
            Ok(recomputed) => {
                for d in super::differences(cx, &recomputed) {
                    problems.push(format!("{file}: field `{at}.counterexample.{d}` (file -> recomputed)"));
                }
            }
            Err(e) => problems.push(format!("{file}: field `{at}.counterexample`: {e}")),
        }
    }
    problems
}
