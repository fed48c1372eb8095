//! The review: `docs/review.md`, `docs/review.tex` and the proof-dependency graphs.
//!
//! For each paper, in the paper's order (the order of `docs/statements.md`): every
//! statement with a verdict per reading (printed readings first) and the evidence behind
//! it; the citation of every refuted printed statement ([`cite`]); the main theorem's
//! proof, with the steps that rest on refuted statements and the repaired constants; and
//! the proof-dependency graph ([`graph`]) as SVG and DOT under `docs/graphs/`. Everything
//! is generated from the catalogue and the committed files (`lemmacheck report`, and every
//! full run); `cargo test` fails when a generated file is stale.

pub mod cite;
pub mod graph;

use std::fmt::Write;
use std::path::{Path, PathBuf};

use serde_json::Value as Json;

use crate::artifact::{self, figures, table};
use crate::claim::{Check, Expected, Meta, Paper, ReadingClass};
use crate::claims;
use crate::statements::{self, Entry, Statement};

use cite::{latex_text, latex_words, Format};
use graph::{Graph, Status};

/// The papers, in report order, with the statement their proofs build up to.
pub const PAPERS: [(Paper, &str); 2] = [(Paper::LargeWeights, "Theorem 5.3"), (Paper::Dong2021, "Theorem 2.2")];

fn read(path: &Path) -> Option<Json> {
    std::fs::read_to_string(path).ok().and_then(|t| serde_json::from_str(&t).ok())
}

fn dims(doc: &Json) -> String {
    doc.pointer("/search/dimensions").and_then(Json::as_object).map(|m| m.iter().map(|(k, v)| format!("{k} = {v}")).collect::<Vec<_>>().join(", ")).unwrap_or_default()
}

/// The domains a reading is proved on by interval branch and bound, from its proof file:
/// each domain D as the file states it, with the boxes and depth of its certificate.
pub fn proved_on_domains(root: &Path, m: &Meta) -> Option<String> {
    let doc = read(&artifact::proof_path(root, m)).filter(artifact::proof::is_branch_and_bound)?;
    let domains: Vec<String> = doc
        .get("domains")?
        .as_array()?
        .iter()
        .map(|d| {
            format!(
                "{} ({} boxes, depth {})",
                d["domain"].as_str().unwrap_or("?"),
                d.pointer("/certificate/boxes").map(Json::to_string).unwrap_or_default(),
                d.pointer("/certificate/max_depth").map(Json::to_string).unwrap_or_default()
            )
        })
        .collect();
    (!domains.is_empty()).then(|| format!("proved on D by interval branch and bound, `proofs/{}.json`, D = {}", m.file_key(), domains.join("; D = ")))
}

/// The verdict of a reading as the review names it: the search's, and "proved on D"
/// where a branch-and-bound proof is committed.
fn mark(root: &Path, m: &Meta, refuted: &str) -> String {
    let search = if m.expected == Expected::Refuted { refuted.to_string() } else { m.expected.name().to_string() };
    match read(&artifact::proof_path(root, m)).filter(artifact::proof::is_branch_and_bound) {
        Some(_) => format!("{search} (search); proved on a stated domain D"),
        None => search,
    }
}

/// The evidence behind a reading's verdict, from its files, and its proof on stated
/// domains where one is committed.
fn evidence(root: &Path, m: &Meta) -> String {
    let search = search_evidence(root, m);
    match proved_on_domains(root, m) {
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
                    let _ = write!(e, "; identity certified to 2^-{k}");
                }
                e
            }
            None => "no case reached the conclusion".into(),
        },
    }
}

fn heading(e: &Entry) -> String {
    match &e.statement {
        Statement::Unnumbered(name) => format!("Unnumbered: {name}"),
        other => other.to_string(),
    }
}

/// The readings that check `e`, printed first.
fn readings_of(e: &Entry) -> Vec<&'static Meta> {
    let mut out: Vec<&'static Meta> =
        claims::catalogue().iter().map(|c| c.meta()).filter(|m| e.checked_by.iter().any(|k| k == m.id)).collect();
    out.sort_by_key(|m| (m.class, e.checked_by.iter().position(|k| k == m.id)));
    out
}

/// The statements a node's proof rests on that are refuted as printed, each with the path
/// from the node.
pub fn refuted_below(g: &Graph, from: usize) -> Vec<(usize, Vec<usize>)> {
    let mut found: Vec<(usize, Vec<usize>)> = Vec::new();
    let mut stack = vec![vec![from]];
    while let Some(path) = stack.pop() {
        let last = *path.last().expect("a path");
        for x in g.edges.iter().filter(|x| x.from == last) {
            if path.contains(&x.to) {
                continue;
            }
            let mut next = path.clone();
            next.push(x.to);
            if g.nodes[x.to].status == Status::RefutedAsPrinted && !found.iter().any(|(n, _)| *n == x.to) {
                found.push((x.to, next.clone()));
            }
            stack.push(next);
        }
    }
    found.sort_by_key(|(n, p)| (p.len(), *n));
    found
}

/// The graphs of both papers.
pub fn graphs(root: &Path) -> Result<Vec<Graph>, String> {
    let index = statements::load(root)?;
    let all: Vec<&dyn Check> = claims::catalogue().iter().map(|c| c.as_ref()).collect();
    PAPERS.iter().map(|(p, _)| graph::build(*p, &index, &all)).collect()
}

/// The "Study" part of the main-theorem section: the generated study's conclusions.
fn study_conclusions(root: &Path) -> Option<String> {
    let text = std::fs::read_to_string(figures::path(root, "theorem-5.3")).ok()?;
    let start = text.find("### What this shows")?;
    Some(text[start..].lines().skip(1).collect::<Vec<_>>().join("\n").trim().to_string())
}

fn markdown(root: &Path, index: &[Entry], graphs: &[Graph]) -> Result<String, String> {
    let mut out = String::from(
        "# Review: what lemmacheck finds in the papers' numbered statements\n\n\
         Generated by `lemmacheck report` (and every full `cargo run --release`) from the catalogue \
         and the committed files; `cargo test` fails when it is stale. Verdicts and reading \
         classes are defined in [DESIGN.md](DESIGN.md); how the search and the certificate work in \
         [method.md](method.md). A counterexample named with a Coq theorem is also a proof, \
         checked by the Coq proof assistant, that the reading (stated in Coq in \
         `coq/Statements/`) is false at the file's exact inputs ([coq/README.md](../coq/README.md)).\n",
    );
    for ((paper, main), g) in PAPERS.iter().zip(graphs) {
        let _ = write!(out, "\n## {}\n\n", paper.title());
        let metas: Vec<&Meta> = claims::catalogue().iter().map(|c| c.meta()).filter(|m| m.paper == *paper).collect();
        let printed: Vec<&&Meta> = metas.iter().filter(|m| m.class == ReadingClass::AsWritten).collect();
        let _ = writeln!(
            out,
            "{} printed statements (readings `as-written`), {} of them refuted ({} through an evident typo); {} readings in all.\n",
            printed.len(),
            printed.iter().filter(|m| m.expected == Expected::Refuted).count(),
            printed.iter().filter(|m| m.expected == Expected::Refuted && m.typo.is_some()).count(),
            metas.len()
        );
        let _ = writeln!(out, "### Statements, in the paper's order\n");
        for e in index.iter().filter(|e| e.paper == *paper) {
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
                        let _ = writeln!(out, "* `{}` ({}): {}; {}", m.reading_key(), m.class.name(), mark(root, m, "**refuted**"), evidence(root, m));
                    }
                    out.push('\n');
                }
            }
        }
        let _ = writeln!(out, "### Citations of the refuted printed statements\n");
        for c in claims::catalogue().iter().map(|c| c.as_ref()).filter(|c| c.meta().paper == *paper && c.meta().class == ReadingClass::AsWritten && c.meta().expected == Expected::Refuted) {
            let _ = writeln!(out, "#### `{}`\n\n{}", c.meta().reading_key(), cite::citation(root, c, Format::Markdown)?);
        }
        let _ = writeln!(out, "### The main theorem: {main}\n");
        main_section_md(&mut out, root, g, main);
        let _ = writeln!(
            out,
            "### Proof dependencies\n\n![proof dependencies of {}](graphs/{}.svg)\n\n(Graphviz source: [graphs/{}.dot](graphs/{}.dot).) An arrow A → B: the proof of A cites B; dashed: uses it without citing it. A red border marks a statement whose proof rests, directly or through other statements, on one refuted as printed.\n",
            paper.key(),
            paper.key(),
            paper.key(),
            paper.key()
        );
    }
    Ok(out)
}

fn main_section_md(out: &mut String, root: &Path, g: &Graph, main: &str) {
    let Some(top) = g.nodes.iter().position(|n| n.key == main) else {
        let _ = writeln!(out, "{main} is not in the graph.\n");
        return;
    };
    let below = refuted_below(g, top);
    if below.is_empty() {
        let _ = writeln!(out, "No step of {main}'s proof, as the sources record it, rests on a statement refuted as printed.\n");
    } else {
        let _ = writeln!(out, "{main}'s proof rests on these statements refuted as printed (each with the path its proof takes):\n");
        for (n, path) in &below {
            let names: Vec<&str> = path.iter().map(|&i| g.nodes[i].label.as_str()).collect();
            let _ = writeln!(out, "* **{}**: {}", g.nodes[*n].label, names.join(" → "));
        }
        out.push('\n');
        let _ = writeln!(out, "Their repaired readings, each with what it changes, its verdict and its standing (only a proved or argued repair may be cited; see repairs.md):\n");
        for (n, _) in &below {
            for m in claims::catalogue().iter().map(|c| c.meta()).filter(|m| m.class == ReadingClass::Repair && node_claims(g, *n, m)) {
                let _ = writeln!(out, "* `{}`: {} — {}; {}", m.reading_key(), m.reading_note, m.expected.name(), crate::artifact::repairs::standing_text(root, m));
            }
        }
        out.push('\n');
    }
    if main == "Theorem 5.3" {
        match study_conclusions(root) {
            Some(text) => {
                let _ = writeln!(out, "What the study of one-layer witnesses shows ([figures/theorem-5.3.md](figures/theorem-5.3.md), `lemmacheck theorem-5.3`):\n\n{text}\n");
            }
            None => {
                let _ = writeln!(out, "The study of one-layer witnesses is not committed: run `lemmacheck theorem-5.3 --write`.\n");
            }
        }
    }
}

/// Whether reading `m` checks graph node `n`.
fn node_claims(g: &Graph, n: usize, m: &Meta) -> bool {
    g.nodes[n].claims.iter().any(|k| k == m.id)
}

fn latex(root: &Path, index: &[Entry], graphs: &[Graph]) -> Result<String, String> {
    let mut out = String::from(
        "% Generated by `lemmacheck report` from the catalogue and the committed files; do not edit.\n\
         % A fragment for \\input in a document that loads amsmath (for bmatrix).\n",
    );
    for ((paper, main), g) in PAPERS.iter().zip(graphs) {
        let _ = writeln!(out, "\\section*{{Review: {}}}\n", latex_text(paper.title()));
        let _ = writeln!(out, "\\subsection*{{Statements, in the paper's order}}\n\\begin{{itemize}}");
        for e in index.iter().filter(|e| e.paper == *paper) {
            let checked = !e.checked_by.is_empty();
            let definition = matches!(&e.statement, Statement::Numbered(k, _) if k == "Definition");
            if definition || (!checked && matches!(e.statement, Statement::Equation(_))) {
                continue;
            }
            let _ = write!(out, "\\item \\textbf{{{}}}", latex_text(&heading(e)));
            match &e.not_checked {
                Some(why) if !checked => {
                    let _ = writeln!(out, ": not checked: {}", latex_text(why));
                }
                _ => {
                    let _ = writeln!(out, "\n  \\begin{{itemize}}");
                    for m in readings_of(e) {
                        let _ = writeln!(
                            out,
                            "  \\item \\texttt{{{}}} ({}): {}; {}",
                            latex_text(&m.reading_key()),
                            m.class.name(),
                            mark(root, m, "\\textbf{refuted}"),
                            latex_text(&evidence(root, m))
                        );
                    }
                    let _ = writeln!(out, "  \\end{{itemize}}");
                }
            }
        }
        let _ = writeln!(out, "\\end{{itemize}}\n\n\\subsection*{{Citations of the refuted printed statements}}\n");
        for c in claims::catalogue().iter().map(|c| c.as_ref()).filter(|c| c.meta().paper == *paper && c.meta().class == ReadingClass::AsWritten && c.meta().expected == Expected::Refuted) {
            let _ = writeln!(out, "\\paragraph{{{}}}\n{}", latex_text(&c.meta().reading_key()), cite::citation(root, c, Format::Latex)?);
        }
        let _ = writeln!(out, "\\subsection*{{The main theorem: {}}}\n", latex_text(main));
        let mut md = String::new();
        main_section_md(&mut md, root, g, main);
        let _ = writeln!(out, "{}", markdown_to_latex(&md));
    }
    Ok(out)
}

/// The main-theorem section's Markdown as LaTeX: bullets to `itemize`, `**x**` to bold,
/// `` `x` `` to typewriter, other text escaped.
fn markdown_to_latex(md: &str) -> String {
    let inline = |line: &str| -> String {
        let mut out = String::new();
        for (k, part) in line.split('`').enumerate() {
            if k % 2 == 1 {
                out.push_str(&format!("\\texttt{{{}}}", latex_text(part)));
            } else {
                for (j, piece) in part.split("**").enumerate() {
                    if j % 2 == 1 {
                        out.push_str(&format!("\\textbf{{{}}}", latex_words(piece)));
                    } else {
                        out.push_str(&latex_words(piece));
                    }
                }
            }
        }
        out
    };
    let mut out = String::new();
    let mut in_list = false;
    for line in md.lines() {
        if let Some(item) = line.strip_prefix("* ") {
            if !in_list {
                out.push_str("\\begin{itemize}\n");
                in_list = true;
            }
            out.push_str(&format!("\\item {}\n", inline(item)));
        } else {
            if in_list && !line.starts_with("  ") {
                out.push_str("\\end{itemize}\n");
                in_list = false;
            }
            out.push_str(&inline(line));
            out.push('\n');
        }
    }
    if in_list {
        out.push_str("\\end{itemize}\n");
    }
    out
}

/// Every generated review file under `root` with the contents it should have.
pub fn files(root: &Path) -> Result<Vec<(PathBuf, String)>, String> {
    let index = statements::load(root)?;
    let graphs = graphs(root)?;
    let mut out = vec![(root.join("docs/review.md"), markdown(root, &index, &graphs)?), (root.join("docs/review.tex"), latex(root, &index, &graphs)?)];
    for g in &graphs {
        out.push((root.join(format!("docs/graphs/{}.svg", g.paper.key())), graph::svg(g)));
        out.push((root.join(format!("docs/graphs/{}.dot", g.paper.key())), graph::dot(g)));
    }
    Ok(out)
}
