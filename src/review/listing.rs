//! Every statement of the index in the paper's order, with a verdict and the evidence for
//! each of its readings: the per-reading listing of `docs/catalogue.md`.

use std::fmt::Write;
use std::path::Path;

use serde_json::Value as Json;

use crate::artifact::{self, table, verdict};
use crate::claim::{Expected, Meta};
use crate::statements::{Entry, Statement};

use super::{heading, readings_of, PAPERS};

fn read(path: &Path) -> Option<Json> {
    std::fs::read_to_string(path).ok().and_then(|t| serde_json::from_str(&t).ok())
}

fn dims(doc: &Json) -> String {
    doc.pointer("/search/dimensions").and_then(Json::as_object).map(|m| m.iter().map(|(k, v)| format!("{k} = {v}")).collect::<Vec<_>>().join(", ")).unwrap_or_default()
}

/// The proofs of a reading with their domains in words and the size of their certificates.
fn proof_evidence(root: &Path, m: &Meta) -> Option<String> {
    let proofs = verdict::proofs(root, m);
    if proofs.is_empty() {
        return None;
    }
    let doc = read(&artifact::proof_path(root, m));
    let size = |label: &str| -> String {
        doc.as_ref()
            .and_then(|d| d.get("domains")?.as_array()?.iter().find(|x| x.get("label").and_then(Json::as_str) == Some(label)).cloned())
            .map(|x| format!("{} boxes, depth {}", x.pointer("/certificate/boxes").map(Json::to_string).unwrap_or_default(), x.pointer("/certificate/max_depth").map(Json::to_string).unwrap_or_default()))
            .unwrap_or_default()
    };
    let parts: Vec<String> = proofs
        .iter()
        .map(|p| match p {
            verdict::Proof::OnDomains { domains, .. } => {
                let sizes: Vec<String> = domains.iter().map(|d| format!("{}: {}", d.label, size(&d.label))).collect();
                format!("proved {} by {} (`{}`; {})", p.scope(), p.method(), p.file(), sizes.join("; "))
            }
            verdict::Proof::Coq { file, theorem, statement, .. } => {
                let given = if p.every_size() { m.coq_given.map(|g| format!(", {g},")).unwrap_or_default() } else { String::new() };
                format!("proved {}{given} in Coq: theorem `{theorem}` (`{file}`) of the statement in `{statement}`, checked with coqc by CI's `cargo test`", p.scope())
            }
        })
        .collect();
    Some(parts.join("; "))
}

/// The evidence behind a reading's verdict, from its files, and its proofs.
pub fn evidence(root: &Path, m: &Meta) -> String {
    let search = search_evidence(root, m);
    match proof_evidence(root, m) {
        Some(proof) => format!("{search}; {proof}"),
        None => search,
    }
}

fn search_evidence(root: &Path, m: &Meta) -> String {
    match m.expected {
        Expected::Refuted => match read(&artifact::counterexample_path(root, m)) {
            Some(doc) => {
                let file = format!("certified counterexample ({}), lhs/rhs {}: `counterexamples/{}.json`", dims(&doc), table::counterexample_ratio_text(&doc), m.file_key());
                match crate::coq::evidence::theorem(root, m) {
                    Some(t) => format!("{file}; {}", crate::coq::evidence::note(&t)),
                    None => file,
                }
            }
            None => "counterexample file missing".into(),
        },
        Expected::Proved => match read(&artifact::proof_path(root, m)) {
            Some(doc) => format!("certified witness ({}): `proofs/{}.json`", dims(&doc), m.file_key()),
            None => "proof file missing".into(),
        },
        Expected::NotRefuted | Expected::Inconclusive => match read(&artifact::tightest_path(root, m)) {
            Some(doc) => {
                let s = &doc["search"];
                let mut e = format!(
                    "{} random cases and {} targeted evaluations, {} certified; closest case lhs/rhs {} at {}",
                    s["random_cases"],
                    s["targeted_evaluations"],
                    s["certified_cases"],
                    table::ratio_text(doc.get("ratio").and_then(artifact::ratio_from_json)),
                    dims(&doc)
                );
                if s["undecided"].as_u64().unwrap_or(0) > 0 {
                    let _ = write!(e, "; {} cases undecided ({} exact ties)", s["undecided"], s["undecided_ties"]);
                }
                if let Some(k) = s.get("identity_bits").and_then(Json::as_i64) {
                    let _ = write!(e, "; identity certified to $2^{{-{k}}}$");
                }
                e
            }
            None => "no case reached the conclusion".into(),
        },
    }
}

/// The listing, as a section of `docs/catalogue.md` (Markdown, formulas in TeX).
pub fn markdown(root: &Path, index: &[Entry]) -> String {
    let mut out = String::new();
    for (paper, _) in PAPERS {
        let _ = write!(out, "\n### {}\n\n", paper.title());
        for e in index.iter().filter(|e| e.paper == paper) {
            let checked = !e.checked_by.is_empty();
            let definition = matches!(&e.statement, Statement::Numbered(k, _) if k == "Definition");
            if definition || (!checked && matches!(e.statement, Statement::Equation(_))) {
                continue;
            }
            let _ = writeln!(out, "**{}**", heading(e));
            match &e.not_checked {
                Some(why) if !checked => {
                    let _ = writeln!(out, "— not checked: {why}\n");
                }
                _ => {
                    out.push('\n');
                    for m in readings_of(e) {
                        // the evidence states the proofs with their domains
                        let _ = writeln!(out, "* `{}` ({}): {}; {}", m.reading_key(), m.class.name(), verdict::line_without_proofs(m, true), evidence(root, m));
                    }
                    out.push('\n');
                }
            }
        }
    }
    out
}
