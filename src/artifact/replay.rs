//! Replaying and verifying files: every field is recomputed from the inputs and compared.
//!
//! [`verify`] checks one file wherever it lives (one an author sends a reviewer): it finds
//! the claim and reading the file names in the catalogue, parses the inputs, re-certifies
//! them from scratch (every hypothesis certified in interval arithmetic, then the
//! violation, or for a proof the conclusion), rebuilds the whole document from the
//! catalogue and the inputs with the same code that writes files, and compares it with
//! the file field by field. Only the `search` object, which records how the case was
//! found, is taken as written, after checking that its dimensions are the inputs' own.
//! Nothing host-dependent is compared: the recorded sides and derived quantities are
//! midpoints of interval enclosures, the same on every platform.
//!
//! A proof of method `branch and bound` has no inputs: its trees are replayed box by box
//! instead ([`super::proof::verify`]).
//!
//! A controls file (`lemma-controls/1`) is checked entry by entry: every refuted control's
//! counterexample is re-certified without its dropped hypothesis, which it must certainly
//! violate ([`super::controls::verify`]).
//!
//! [`replay`] is what `cargo test` runs on the committed files: [`verify`], plus the
//! repository's own rules (the file sits where the catalogue puts it, and a counterexample
//! belongs to a reading the catalogue records as refuted).

use std::path::Path;

use serde_json::Value as Json;

use crate::claim::{Check, Expected, Inputs};
use crate::claims;
use crate::engine::certify::{certify, Certification};

use super::controls::CONTROLS_SCHEMA;
use super::{counterexample_doc, differences, tightest_doc, witness_doc, PROOF_SCHEMA, SCHEMA, TIGHTEST_SCHEMA};

/// What a successful check established.
#[derive(Clone, Debug)]
pub struct Verified {
    /// The file's kind: its schema.
    pub schema: &'static str,
    /// Claim id.
    pub claim: String,
    /// Reading.
    pub reading: String,
    /// For a counterexample, the recertified enclosure of lhs − rhs.
    pub lhs_minus_rhs: Option<(f64, f64)>,
    /// For a branch-and-bound proof, the labels of the domains whose trees replayed.
    pub proved_on: Vec<String>,
}

/// Every problem found in one file, each naming the file and the field.
#[derive(Clone, Debug)]
pub struct Problems(pub Vec<String>);

impl std::fmt::Display for Problems {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0.join("\n"))
    }
}

fn one(msg: String) -> Problems {
    Problems(vec![msg])
}

fn string_field<'a>(doc: &'a Json, name: &str, file: &str) -> Result<&'a str, Problems> {
    doc.get(name)
        .ok_or_else(|| one(format!("{file}: field `{name}` is missing")))?
        .as_str()
        .ok_or_else(|| one(format!("{file}: field `{name}` must be a string")))
}

/// The largest file [`verify`] reads: far above any file the search writes (a few hundred
/// kilobytes), far below what would exhaust memory.
pub const MAX_FILE_BYTES: u64 = 64 << 20;

/// Reads `path` (at most [`MAX_FILE_BYTES`]).
pub fn read(path: &Path) -> Result<String, Problems> {
    crate::files::read_text_limited(path, MAX_FILE_BYTES).map_err(|e| one(format!("{}: cannot read: {e}", path.display())))
}

/// Parses the text of `path`, checks its schema is one of the known ones, and finds its
/// claim.
fn open(path: &Path, text: &str) -> Result<(Json, &'static str, &'static dyn Check, String), Problems> {
    let file = path.display().to_string();
    let doc: Json = super::json::parse(text).map_err(|e| one(format!("{file}: {e}")))?;
    if !doc.is_object() {
        return Err(one(format!("{file}: expected a JSON object")));
    }
    let found = string_field(&doc, "schema", &file)?;
    let schema = [SCHEMA, TIGHTEST_SCHEMA, PROOF_SCHEMA, CONTROLS_SCHEMA].into_iter().find(|s| *s == found).ok_or_else(|| {
        one(format!("{file}: field `schema` is {found:?}, expected one of {SCHEMA:?}, {TIGHTEST_SCHEMA:?}, {PROOF_SCHEMA:?}, {CONTROLS_SCHEMA:?}"))
    })?;
    let id = string_field(&doc, "claim", &file)?;
    let reading = string_field(&doc, "reading", &file)?;
    let claim = claims::find(id, reading).ok_or_else(|| {
        one(format!("{file}: field `claim`/`reading`: no claim {id:?} with reading {reading:?} in the catalogue"))
    })?;
    Ok((doc, schema, claim, file))
}

fn inputs_of(doc: &Json, claim: &dyn Check, file: &str) -> Result<Inputs, Problems> {
    let json = doc.get("inputs").ok_or_else(|| one(format!("{file}: field `inputs` is missing")))?;
    Inputs::from_json(json, claim.meta().symbols, "inputs").map_err(|e| one(format!("{file}: field {e}")))
}

/// The search object as recorded, after checking that it is an object whose
/// `dimensions` agree with the inputs' shapes.
fn search_of(doc: &Json, claim: &dyn Check, inputs: &Inputs, file: &str) -> Result<Json, Problems> {
    let search = doc.get("search").ok_or_else(|| one(format!("{file}: field `search` is missing")))?;
    let dims = search
        .get("dimensions")
        .and_then(Json::as_object)
        .ok_or_else(|| one(format!("{file}: field `search.dimensions` must be an object")))?;
    let shapes = inputs.named_sizes(claim.meta().symbols);
    let mut problems = Vec::new();
    for (name, value) in dims {
        if let Some((_, size)) = shapes.iter().find(|(n, _)| n == name) {
            if value.as_u64() != Some(*size as u64) {
                problems.push(format!("{file}: field `search.dimensions.{name}` is {} but the inputs have {name} = {size}", crate::excerpt::excerpt(&value.to_string())));
            }
        }
    }
    if problems.is_empty() {
        Ok(search.clone())
    } else {
        Err(Problems(problems))
    }
}

fn compare(file: &str, recorded: &Json, recomputed: &Json) -> Result<(), Problems> {
    let diffs = differences(recorded, recomputed);
    if diffs.is_empty() {
        Ok(())
    } else {
        Err(Problems(
            diffs
                .into_iter()
                .map(|d| match d.split_once(": ") {
                    Some((field, change)) => {
                        let (was, now) = change.split_once(" -> ").unwrap_or((change, "?"));
                        format!("{file}: field `{field}`: the file records {was}, the inputs give {now}")
                    }
                    None => format!("{file}: {d}"),
                })
                .collect(),
        ))
    }
}

/// Checks one file of any of the three kinds, wherever it lives (see the module
/// documentation). `Err` lists every field that does not check.
pub fn verify(path: &Path) -> Result<Verified, Problems> {
    verify_text(path, &read(path)?)
}

/// [`verify`] of the text `text` read from `path` (for a caller that shows the text it
/// verified, without reading the file twice).
pub fn verify_text(path: &Path, text: &str) -> Result<Verified, Problems> {
    let (doc, schema, claim, file) = open(path, text)?;
    let meta = claim.meta();
    if schema == PROOF_SCHEMA && super::proof::is_branch_and_bound(&doc) {
        super::proof::verify(&doc, claim, &file).map_err(Problems)?;
        let proved_on = super::proof::labels(&doc);
        return Ok(Verified { schema, claim: meta.id.to_string(), reading: meta.reading.to_string(), lhs_minus_rhs: None, proved_on });
    }
    if schema == CONTROLS_SCHEMA {
        let mut problems = super::controls::verify(&doc, claim, &file);
        let mut head = doc.clone();
        if let Some(o) = head.as_object_mut() {
            o.remove("controls");
        }
        let wanted = Json::Object(super::header(meta, CONTROLS_SCHEMA));
        if let Err(Problems(p)) = compare(&file, &head, &wanted) {
            problems.extend(p);
        }
        return if problems.is_empty() {
            Ok(Verified { schema, claim: meta.id.to_string(), reading: meta.reading.to_string(), lhs_minus_rhs: None, proved_on: Vec::new() })
        } else {
            Err(Problems(problems))
        };
    }
    let inputs = inputs_of(&doc, claim, &file)?;
    let search = search_of(&doc, claim, &inputs, &file)?;
    let mut lhs_minus_rhs = None;
    let recomputed = match schema {
        SCHEMA => {
            let cert = match certify(claim, &inputs, None) {
                Certification::Violated(c) => c,
                Certification::OutsideHypotheses(h) => {
                    return Err(one(format!("{file}: field `inputs` does not satisfy the hypothesis '{h}' (certified in interval arithmetic)")))
                }
                Certification::Holds { .. } => {
                    return Err(one(format!("{file}: not a counterexample of {} ({}): every relation of the conclusion certainly holds at these inputs", meta.id, meta.reading)))
                }
                Certification::Undecided(u) => {
                    return Err(one(format!("{file}: not a certified counterexample of {} ({}): undecided at {} bits, {}", meta.id, meta.reading, u.precision, u.reason)))
                }
            };
            lhs_minus_rhs = Some((cert.lhs_minus_rhs.lo, cert.lhs_minus_rhs.hi));
            counterexample_doc(claim, &inputs, &cert, search)
        }
        TIGHTEST_SCHEMA => {
            match crate::engine::certify::hypotheses_hold(claim, &inputs) {
                Ok(true) => {}
                Ok(false) => {
                    return Err(one(format!("{file}: field `inputs`: the hypotheses cannot be decided at these inputs")))
                }
                Err(h) => {
                    return Err(one(format!("{file}: field `inputs` does not satisfy the hypothesis '{h}' (certified in interval arithmetic)")))
                }
            }
            tightest_doc(claim, &inputs, search)
        }
        _ => witness_doc(claim, &inputs, search),
    }
    .map_err(|e| one(format!("{file}: {e}")))?;
    compare(&file, &doc, &recomputed)?;
    Ok(Verified { schema, claim: meta.id.to_string(), reading: meta.reading.to_string(), lhs_minus_rhs, proved_on: Vec::new() })
}

/// [`verify`] for a committed file, plus the repository's rules: the file is where the
/// catalogue puts it, and a counterexample is of a reading recorded as refuted (a proof, of
/// one recorded as proved).
pub fn replay(path: &Path) -> Result<Verified, Problems> {
    let verified = verify(path)?;
    let file = path.display().to_string();
    let claim = claims::find(&verified.claim, &verified.reading).expect("verify found it");
    let meta = claim.meta();
    let folder = match verified.schema {
        SCHEMA => "counterexamples",
        TIGHTEST_SCHEMA => "tightness",
        CONTROLS_SCHEMA => "controls",
        _ => "proofs",
    };
    let expected_name = format!("{folder}/{}.json", meta.file_key());
    if !file.replace('\\', "/").ends_with(&expected_name) {
        return Err(one(format!("{file}: a file for {} ({}) must be named {expected_name}", meta.id, meta.reading)));
    }
    // a branch-and-bound proof is of a reading with any search verdict: its domains'
    // recorded outcomes were checked by `verify`
    let wanted = match verified.schema {
        SCHEMA => Some(Expected::Refuted),
        PROOF_SCHEMA if verified.proved_on.is_empty() => Some(Expected::Proved),
        _ => None,
    };
    if let Some(w) = wanted.filter(|w| *w != meta.expected) {
        return Err(one(format!(
            "{file}: certifies that {} ({}) is {}, but the catalogue records {}: the search missed it; strengthen the search and record the verdict it finds",
            meta.id,
            meta.reading,
            w.name(),
            meta.expected.name()
        )));
    }
    Ok(verified)
}
