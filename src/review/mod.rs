//! The review: `docs/review.md`, `docs/review.tex` and the proof-dependency graphs.
//!
//! For each paper ([`write`]): a summary, the main theorem, the refuted statements its
//! proof rests on ranked by their place in the proof-dependency graph ([`rank`]), the others,
//! the typos, what holds, the questions to the authors, and the graph ([`graph`]) as SVG and
//! DOT under `docs/graphs/`. The per-reading listing ([`listing`]) is a section of
//! `docs/catalogue.md`; one claim's full citation is [`cite`]. Everything is generated from
//! the catalogue, the index and the committed files (`lemmacheck report`, and every full
//! run); `cargo test` fails when a generated file is stale.

pub mod cite;
pub mod graph;
pub mod listing;
pub mod rank;
pub mod steps;
pub mod write;

use std::path::{Path, PathBuf};

use crate::artifact::figures;
use crate::claim::{Check, Meta, Paper};
use crate::claims;
use crate::statements::{self, Entry, Statement};

use graph::{Graph, Status};

/// The papers, in report order, with the statement their proofs build up to.
pub const PAPERS: [(Paper, &str); 2] = [(Paper::LargeWeights, "Theorem 5.3"), (Paper::Dong2021, "Theorem 2.2")];

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

/// The statements a node's proof rests on that are refuted as printed, each with the
/// shortest path of citations from the node, nearest first.
pub fn refuted_below(g: &Graph, from: usize) -> Vec<(usize, Vec<usize>)> {
    let mut found: Vec<(usize, Vec<usize>)> = rank::shortest_paths(g, from)
        .into_iter()
        .enumerate()
        .filter(|(n, p)| *n != from && p.is_some() && g.nodes[*n].status == Status::RefutedAsPrinted)
        .map(|(n, p)| (n, p.expect("a path")))
        .collect();
    found.sort_by_key(|(n, p)| (p.len(), *n));
    found
}

/// The graphs of both papers.
pub fn graphs(root: &Path) -> Result<Vec<Graph>, String> {
    let index = statements::load(root)?;
    let all: Vec<&dyn Check> = claims::catalogue().iter().map(|c| c.as_ref()).collect();
    PAPERS.iter().map(|(p, _)| graph::build(*p, &index, &all)).collect()
}

/// The conclusions of the study of Theorem 5.3 (its "What this shows" section).
fn study_conclusions(root: &Path) -> Option<String> {
    let text = std::fs::read_to_string(figures::path(root, "theorem-5.3")).ok()?;
    let start = text.find("### What this shows")?;
    Some(text[start..].lines().skip(1).collect::<Vec<_>>().join("\n").trim().to_string())
}

/// Every generated review file under `root` with the contents it should have.
pub fn files(root: &Path) -> Result<Vec<(PathBuf, String)>, String> {
    let index = statements::load(root)?;
    let graphs = graphs(root)?;
    let md = write::markdown(root, &index, &graphs)?;
    let tex = write::latex_document(&md);
    let mut out = vec![(root.join("docs/review.md"), md), (root.join("docs/review.tex"), tex)];
    for g in &graphs {
        out.push((root.join(format!("docs/graphs/{}.svg", g.paper.key())), graph::svg(g)));
        out.push((root.join(format!("docs/graphs/{}.dot", g.paper.key())), graph::dot(g)));
    }
    // the step diagram of every proof whose displayed steps the catalogue checks
    for (paper, of) in steps::proofs() {
        let stem = steps::diagram_stem(paper, of);
        out.push((root.join(format!("docs/graphs/{stem}.svg")), steps::svg(root, paper, of)));
        out.push((root.join(format!("docs/graphs/{stem}.dot")), steps::dot(root, paper, of)));
    }
    Ok(out)
}
