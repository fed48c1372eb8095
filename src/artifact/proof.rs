//! Proof files of method `branch and bound` (schema `lemma-proof/1`): a reading proved on
//! the domains its module states, with the tree of boxes that re-verifies it.
//!
//! One file per proved reading, `proofs/<paper>/<claim>[.<reading>].json`:
//!
//! | field | content |
//! |---|---|
//! | `schema`, `claim`, `reading`, …, `statement` | as in every file ([`super::header`]) |
//! | `method` | `"branch and bound"` |
//! | `meaning` | what "proved on D" means and what it does not |
//! | `domains` | one object per proved domain: `label`, `dimensions`, `domain` (D in words), `parameters` (the box coordinates), `root_boxes`, `inputs` (the map from parameters to the claim's inputs), `argument` (why the map covers D), `budget_boxes`, and `certificate`: the method, `precision_bits`, `boxes` (in the trees), `closed` and `outside_hypotheses` leaves, `max_depth`, `tree_code` (how to read a tree) and `trees` (one per root box, in lines of 100 characters) |
//!
//! Every field is a function of the catalogue (the claim, its domains) and the trees:
//! [`verify`] replays every tree leaf by leaf ([`crate::prove::tree::replay`]), rebuilds
//! the document from the catalogue and the trees with the code that writes it, and
//! compares the two field by field. Wall time is not recorded (it depends on the
//! machine; `lemmacheck prove` prints it).

use serde_json::{json, Map, Value as Json};

use crate::claim::Check;
use crate::prove::examine::{METHOD, PRECISION};
use crate::prove::tree::{replay, Tree};
use crate::prove::{targets, Domain, Outcome};

use super::{header, PROOF_SCHEMA};

/// The `method` of a branch-and-bound proof file.
pub const BRANCH_AND_BOUND: &str = "branch and bound";

/// What a proof on D establishes, written into every such file.
pub const MEANING: &str = "Proved on D: every input in the stated domain D that meets the reading's hypotheses satisfies its conclusion. The leaves of each tree partition a root box of parameters; on every leaf, outward-rounded arithmetic shows every relation of the conclusion to hold (C) or a hypothesis to fail (H); with the domain's argument (symmetries, reparametrisation, excluded sets) this covers D. It says nothing outside D (other dimensions, larger ranges, the excluded sets): the reading's search verdict stays the search's.";

/// How a tree is written.
pub const TREE_CODE: &str = "pre-order, one character per box: a base-36 digit k = the box is split at the midpoint lo + (hi - lo)/2 (in f64) of parameter k, its lower half first; C = every relation of the conclusion certainly holds on the box; H = a hypothesis certainly fails on all of it";

/// Characters per line of a written tree.
const LINE: usize = 100;

fn dims_json(dims: &[(&'static str, usize)]) -> Json {
    let mut m = Map::new();
    for (k, v) in dims {
        m.insert((*k).to_string(), json!(v));
    }
    Json::Object(m)
}

/// One domain's object: the domain as the catalogue states it and its trees.
pub fn domain_json(d: &Domain, trees: &[Tree]) -> Json {
    let total = |f: &dyn Fn(&Tree) -> u64| trees.iter().map(f).sum::<u64>();
    let lines = |t: &Tree| -> Json {
        Json::Array(t.code.as_bytes().chunks(LINE).map(|c| json!(String::from_utf8_lossy(c))).collect())
    };
    json!({
        "label": d.label,
        "dimensions": dims_json(&d.dims),
        "domain": d.set,
        "parameters": d.parameters,
        "root_boxes": d.roots.iter().map(|r| r.iter().map(|(lo, hi)| json!([lo, hi])).collect::<Vec<_>>()).collect::<Vec<_>>(),
        "inputs": d.inputs,
        "argument": d.argument,
        "budget_boxes": d.budget,
        "certificate": {
            "method": METHOD,
            "precision_bits": PRECISION,
            "boxes": total(&|t| t.boxes),
            "closed": total(&|t| t.closed),
            "outside_hypotheses": total(&|t| t.outside),
            "max_depth": trees.iter().map(|t| t.depth).max().unwrap_or(0),
            "tree_code": TREE_CODE,
            "trees": trees.iter().map(lines).collect::<Vec<_>>(),
        },
    })
}

/// The proof document of `claim` proved on `domains` (each with one tree per root box).
pub fn proof_doc(claim: &dyn Check, domains: &[(&Domain, Vec<Tree>)]) -> Json {
    let mut m = header(claim.meta(), PROOF_SCHEMA);
    m.insert("method".into(), json!(BRANCH_AND_BOUND));
    m.insert("meaning".into(), json!(MEANING));
    m.insert("domains".into(), Json::Array(domains.iter().map(|(d, t)| domain_json(d, t)).collect()));
    Json::Object(m)
}

/// The labels of the domains a proof document records.
pub fn labels(doc: &Json) -> Vec<String> {
    doc.get("domains")
        .and_then(Json::as_array)
        .map(|ds| ds.iter().filter_map(|d| d.get("label").and_then(Json::as_str).map(str::to_string)).collect())
        .unwrap_or_default()
}

/// Whether a document is a branch-and-bound proof.
pub fn is_branch_and_bound(doc: &Json) -> bool {
    doc.get("method").and_then(Json::as_str) == Some(BRANCH_AND_BOUND)
}

/// The domains the catalogue states for `claim`.
pub fn domains_of(claim: &dyn Check) -> Vec<Domain> {
    let key = claim.meta().reading_key();
    targets::all().into_iter().filter(|d| d.reading == key).collect()
}

/// Checks a branch-and-bound proof document of `claim` (read from `file`): every domain
/// it names is stated by the catalogue and recorded as proved, every domain recorded as
/// proved is in it, every tree replays, and every field is what the catalogue and the
/// trees give. `Err` lists the problems, each naming the file and field.
pub fn verify(doc: &Json, claim: &dyn Check, file: &str) -> Result<(), Vec<String>> {
    let stated = domains_of(claim);
    let key = claim.meta().reading_key();
    let recorded = doc.get("domains").and_then(Json::as_array).ok_or_else(|| vec![format!("{file}: field `domains` must be an array")])?;
    let mut problems = Vec::new();
    let mut proved: Vec<(&Domain, Vec<Tree>)> = Vec::new();
    for (i, d) in recorded.iter().enumerate() {
        let field = format!("domains[{i}]");
        let Some(label) = d.get("label").and_then(Json::as_str) else {
            problems.push(format!("{file}: field `{field}.label` must be a string"));
            continue;
        };
        let Some(domain) = stated.iter().find(|s| s.label == label) else {
            problems.push(format!("{file}: field `{field}.label`: {key} states no domain {}", crate::excerpt::quoted(label)));
            continue;
        };
        if domain.expected != Outcome::Proved {
            problems.push(format!("{file}: field `{field}`: the catalogue records {key} ({label}) as {}, not proved", domain.expected.name()));
        }
        let Some(trees) = d.pointer("/certificate/trees").and_then(Json::as_array) else {
            problems.push(format!("{file}: field `{field}.certificate.trees` must be an array"));
            continue;
        };
        if trees.len() != domain.roots.len() {
            problems.push(format!("{file}: field `{field}.certificate.trees`: {} trees for {} root boxes", trees.len(), domain.roots.len()));
            continue;
        }
        let mut parsed = Vec::new();
        for (r, (lines, root)) in trees.iter().zip(&domain.roots).enumerate() {
            let path = format!("{field}.certificate.trees[{r}]");
            let code: Option<String> = lines.as_array().and_then(|ls| ls.iter().map(|l| l.as_str()).collect());
            let Some(code) = code else {
                problems.push(format!("{file}: field `{path}` must be an array of strings"));
                continue;
            };
            match Tree::parse(&code).and_then(|t| replay(claim, domain, root, &t).map(|()| t)) {
                Ok(t) => parsed.push(t),
                Err(e) => problems.push(format!("{file}: field `{path}`: {e}")),
            }
        }
        if parsed.len() == domain.roots.len() {
            proved.push((domain, parsed));
        }
    }
    for d in stated.iter().filter(|d| d.expected == Outcome::Proved) {
        if !recorded.iter().any(|r| r.get("label").and_then(Json::as_str) == Some(d.label.as_str())) {
            problems.push(format!("{file}: field `domains`: the catalogue records {key} as proved on {} but the file has no tree for it; run `cargo run --release -- prove {key}`", d.label));
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let recomputed = proof_doc(claim, &proved);
    let diffs = super::differences(doc, &recomputed);
    if diffs.is_empty() {
        Ok(())
    } else {
        Err(diffs.into_iter().map(|d| format!("{file}: field {d} (the file records the first, the catalogue and the trees give the second)")).collect())
    }
}
