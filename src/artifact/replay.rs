//! Replaying committed files: every counterexample is recomputed and re-certified.
//!
//! A malformed file is an error that names the file and the field; a file that no longer
//! violates its claim is an error that says why.

use std::path::Path;

use serde_json::Value as Json;

use crate::claim::{Check, Expected, Inputs};
use crate::claims;
use crate::engine::certify::{certify, Certification};
use crate::engine::evaluate::{screen, Screen};

use super::{SCHEMA, TIGHTEST_SCHEMA};

/// What a successful replay established.
#[derive(Clone, Debug)]
pub struct Replayed {
    /// Claim id.
    pub claim: String,
    /// Reading.
    pub reading: String,
    /// Recertified enclosure of lhs − rhs.
    pub lhs_minus_rhs: (f64, f64),
}

fn field<'a>(doc: &'a Json, name: &str, file: &str) -> Result<&'a Json, String> {
    doc.get(name).ok_or_else(|| format!("{file}: field `{name}` is missing"))
}

fn string_field<'a>(doc: &'a Json, name: &str, file: &str) -> Result<&'a str, String> {
    field(doc, name, file)?.as_str().ok_or_else(|| format!("{file}: field `{name}` must be a string"))
}

fn number_field(doc: &Json, name: &str, file: &str) -> Result<f64, String> {
    field(doc, name, file)?
        .as_f64()
        .filter(|x| x.is_finite())
        .ok_or_else(|| format!("{file}: field `{name}` must be a finite number"))
}

/// Reads `path`, checks its header and finds its claim; returns the document and claim.
fn open(path: &Path, schema: &str) -> Result<(Json, &'static dyn Check, String), String> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{file}: cannot read: {e}"))?;
    let doc: Json = serde_json::from_str(&text).map_err(|e| format!("{file}: not valid JSON: {e}"))?;
    if !doc.is_object() {
        return Err(format!("{file}: expected a JSON object"));
    }
    let found = string_field(&doc, "schema", &file)?;
    if found != schema {
        return Err(format!("{file}: field `schema` is {found:?}, expected {schema:?}"));
    }
    let id = string_field(&doc, "claim", &file)?;
    let reading = string_field(&doc, "reading", &file)?;
    let claim = claims::find(id, reading).ok_or_else(|| {
        format!("{file}: field `claim`/`reading`: no claim {id:?} with reading {reading:?} in the catalogue")
    })?;
    let meta = claim.meta();
    let folder = if schema == SCHEMA { "counterexamples" } else { "tightness" };
    let expected_name = format!("{folder}/{}.json", meta.file_key());
    if !file.replace('\\', "/").ends_with(&expected_name) {
        return Err(format!("{file}: a file for {id} ({reading}) must be named {expected_name}"));
    }
    Ok((doc, claim, file))
}

fn inputs_of(doc: &Json, claim: &dyn Check, file: &str) -> Result<Inputs, String> {
    Inputs::from_json(field(doc, "inputs", file)?, claim.meta().symbols, "inputs").map_err(|e| format!("{file}: field {e}"))
}

/// Recomputes and re-certifies a counterexample file.
pub fn replay_counterexample(path: &Path) -> Result<Replayed, String> {
    let (doc, claim, file) = open(path, SCHEMA)?;
    let meta = claim.meta();
    let inputs = inputs_of(&doc, claim, &file)?;
    let lhs = number_field(&doc, "lhs", &file)?;
    let rhs = number_field(&doc, "rhs", &file)?;
    let cert = field(&doc, "certificate", &file)?;
    let enclosure = cert
        .get("lhs_minus_rhs")
        .and_then(Json::as_array)
        .filter(|a| a.len() == 2 && a.iter().all(Json::is_number))
        .ok_or_else(|| format!("{file}: field `certificate.lhs_minus_rhs` must be an array [lo, hi] of two numbers"))?;
    let recorded_lo = enclosure[0].as_f64().unwrap_or(f64::NAN);
    if !(recorded_lo > 0.0) {
        return Err(format!("{file}: field `certificate.lhs_minus_rhs`: lower bound {recorded_lo} is not > 0"));
    }
    let screened = match screen(claim, &inputs, None) {
        Screen::Candidate(c) => c,
        Screen::Holds(_) => return Err(format!("{file}: no longer violates {}: lhs <= rhs in f64 at every inequality", meta.id)),
        Screen::Rejected(h) => return Err(format!("{file}: field `inputs` does not satisfy the hypothesis '{h}'")),
        Screen::NonFinite(msg) => return Err(format!("{file}: {msg}")),
    };
    let certificate = match certify(claim, &inputs, &screened, None) {
        Certification::Violated(c) => c,
        other => return Err(format!("{file}: no longer a certified counterexample of {}: {other:?}", meta.id)),
    };
    let q = &screened[certificate.index];
    if q.lhs != lhs || q.rhs != rhs {
        return Err(format!(
            "{file}: fields `lhs`/`rhs` record {lhs} / {rhs} but the inputs give {} / {} at {}",
            q.lhs, q.rhs, q.place
        ));
    }
    if meta.expected != Expected::Refuted {
        return Err(format!(
            "{file}: certifies a counterexample to {} ({}), which the catalogue expects to be not refuted: \
             the search missed it; strengthen the search and record the verdict it finds",
            meta.id, meta.reading
        ));
    }
    Ok(Replayed {
        claim: meta.id.to_string(),
        reading: meta.reading.to_string(),
        lhs_minus_rhs: (certificate.lhs_minus_rhs.lo, certificate.lhs_minus_rhs.hi),
    })
}

/// Recomputes a tightness file's lhs and rhs from its inputs.
pub fn replay_tightest(path: &Path) -> Result<(f64, f64), String> {
    let (doc, claim, file) = open(path, TIGHTEST_SCHEMA)?;
    let inputs = inputs_of(&doc, claim, &file)?;
    let lhs = number_field(&doc, "lhs", &file)?;
    let rhs = number_field(&doc, "rhs", &file)?;
    let place = string_field(&doc, "inequality", &file)?;
    let conclusion = match screen(claim, &inputs, None) {
        Screen::Holds(c) | Screen::Candidate(c) => c,
        Screen::Rejected(h) => return Err(format!("{file}: field `inputs` does not satisfy the hypothesis '{h}'")),
        Screen::NonFinite(msg) => return Err(format!("{file}: {msg}")),
    };
    let q = conclusion
        .iter()
        .find(|q| q.place.to_string() == place)
        .ok_or_else(|| format!("{file}: field `inequality`: the claim has no inequality {place:?}"))?;
    if q.lhs != lhs || q.rhs != rhs {
        return Err(format!("{file}: fields `lhs`/`rhs` record {lhs} / {rhs} but the inputs give {} / {}", q.lhs, q.rhs));
    }
    Ok((lhs, rhs))
}
