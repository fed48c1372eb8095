//! The proof-dependency graph of a paper: which numbered statement's proof rests on which.
//!
//! Nodes are the statements of the index ([`crate::statements`], `docs/statements.md`)
//! that a claim checks or that a proof cites (definitions left out: they have no verdict);
//! an edge A → B says that A's proof cites B (solid) or uses it without citing it (dashed),
//! from the claims' [`Meta::cites`](crate::claim::Meta::cites) and the index's
//! `proof cites` / `proof uses` fields. A node's status comes from its claims' readings:
//! refuted as printed, refuted through an evident typo, inconclusive, proved, not refuted,
//! not printed (only rebuilt readings), or not checked. A statement *rests on a refuted
//! step* when its proof cites, directly or through other statements, one refuted as
//! printed.
//!
//! Rendered as DOT (for Graphviz users) and as SVG drawn here, in layers: a statement above
//! every statement its proof cites.

use std::collections::BTreeSet;
use std::fmt::Write;

use crate::claim::{Check, Expected, Paper, ReadingClass};
use crate::statements::{Entry, Statement};

/// What the catalogue says of a statement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// An `as-written` reading is refuted, not only through a typo.
    RefutedAsPrinted,
    /// Refuted as printed only through an evident typo.
    RefutedTypo,
    /// An `as-written` reading is inconclusive.
    Inconclusive,
    /// Every `as-written` reading is proved in Coq for every size (the catalogue marks it,
    /// `Meta::proved_in_coq`; `cargo test` compiles the proof).
    ProvedInCoq,
    /// An `as-written` reading is proved (an existence statement, by a certified witness).
    Proved,
    /// Its `as-written` readings are not refuted.
    NotRefuted,
    /// No printed formula: only rebuilt readings (`true` when one of them is refuted).
    NotPrinted(bool),
    /// No claim checks it (the index says why).
    NotChecked,
    /// A displayed step of a proof (its claims are steps, `Meta::step`), `true` when one is
    /// refuted: drawn in its proof's step diagram, never an issue of its own.
    Step(bool),
}

impl Status {
    /// Words for the legend and the node.
    pub fn words(self) -> &'static str {
        match self {
            Status::RefutedAsPrinted => "refuted as printed",
            Status::RefutedTypo => "refuted (typo)",
            Status::Inconclusive => "inconclusive",
            Status::ProvedInCoq => "proved in Coq for every size",
            Status::Proved => "proved",
            Status::NotRefuted => "not refuted",
            Status::NotPrinted(true) => "not printed; rebuilt reading refuted",
            Status::NotPrinted(false) => "not printed; rebuilt readings not refuted",
            Status::NotChecked => "not checked",
            Status::Step(true) => "a refuted step of a proof",
            Status::Step(false) => "a step of a proof, not refuted",
        }
    }

    fn fill(self) -> &'static str {
        match self {
            Status::RefutedAsPrinted => "#f4b6b6",
            Status::RefutedTypo => "#fbd9a6",
            Status::Inconclusive => "#fff1a8",
            Status::ProvedInCoq => "#8fb8ee",
            Status::Proved => "#bcd4f6",
            Status::NotRefuted => "#c9e7c6",
            Status::NotPrinted(_) => "#e3e3e3",
            Status::NotChecked => "#ffffff",
            Status::Step(true) => "#f4b6b6",
            Status::Step(false) => "#c9e7c6",
        }
    }
}

/// One statement.
#[derive(Clone, Debug)]
pub struct Node {
    /// The index's name for it (`Lemma 5.1`, `Unnumbered: …`).
    pub key: String,
    /// The short label drawn.
    pub label: String,
    /// Its status.
    pub status: Status,
    /// Whether its proof rests on a refuted step.
    pub rests_on_refuted: bool,
    /// The claim ids that check it.
    pub claims: Vec<String>,
}

/// One dependency.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Edge {
    /// The statement whose proof depends.
    pub from: usize,
    /// The statement depended on.
    pub to: usize,
    /// `false`: cited; `true`: used without being cited.
    pub uses: bool,
}

/// A paper's graph.
#[derive(Clone, Debug)]
pub struct Graph {
    /// The paper.
    pub paper: Paper,
    /// The statements, in the index's order.
    pub nodes: Vec<Node>,
    /// The dependencies, sorted.
    pub edges: Vec<Edge>,
}

fn key(s: &Statement) -> String {
    match s {
        Statement::Unnumbered(name) => name.clone(),
        other => other.to_string(),
    }
}

/// The index entry a citation names: `Lemma C.1`, `Lemma C.1 Part 1`, `Proof of Theorem
/// 5.3` (the unnumbered statement of that proof if indexed, else the theorem), the name of
/// an unnumbered entry, or any text naming a claim id in parentheses.
fn resolve(citation: &str, entries: &[&Entry]) -> Option<usize> {
    let c = citation.trim();
    let c = c.split(" Part ").next().unwrap_or(c).trim();
    if let Some(rest) = c.strip_prefix("Proof of ") {
        let proof = format!("proof of {rest}");
        if let Some(i) = entries.iter().position(|e| matches!(&e.statement, Statement::Unnumbered(n) if n.contains(&proof))) {
            return Some(i);
        }
        return resolve(rest, entries);
    }
    if let Some(i) = entries.iter().position(|e| key(&e.statement) == c) {
        return Some(i);
    }
    let id = c.rsplit_once('(').and_then(|(_, r)| r.strip_suffix(')'))?;
    entries.iter().position(|e| e.checked_by.iter().any(|k| k.ends_with(&format!("/{id}"))))
}

fn is_definition(e: &Entry) -> bool {
    matches!(&e.statement, Statement::Numbered(kind, _) if kind == "Definition")
}

fn status(e: &Entry, claims: &[&dyn Check]) -> Status {
    let readings: Vec<&crate::claim::Meta> =
        claims.iter().map(|c| c.meta()).filter(|m| e.checked_by.iter().any(|k| k == m.id)).collect();
    if readings.is_empty() {
        return Status::NotChecked;
    }
    if readings.iter().all(|m| m.step.is_some()) {
        return Status::Step(readings.iter().any(|m| m.expected == Expected::Refuted));
    }
    let printed: Vec<&&crate::claim::Meta> = readings.iter().filter(|m| m.class == ReadingClass::AsWritten).collect();
    if printed.is_empty() {
        return Status::NotPrinted(readings.iter().any(|m| m.expected == Expected::Refuted));
    }
    let any = |f: &dyn Fn(&crate::claim::Meta) -> bool| printed.iter().any(|m| f(m));
    if any(&|m| m.expected == Expected::Refuted && m.typo.is_none()) {
        Status::RefutedAsPrinted
    } else if any(&|m| m.expected == Expected::Refuted) {
        Status::RefutedTypo
    } else if any(&|m| m.expected == Expected::Inconclusive) {
        Status::Inconclusive
    } else if printed.iter().all(|m| m.coq_proof == Some(crate::claim::CoqProof::EverySize)) {
        Status::ProvedInCoq
    } else if printed.iter().all(|m| m.expected == Expected::Proved) {
        Status::Proved
    } else {
        Status::NotRefuted
    }
}

fn label(e: &Entry) -> String {
    match &e.statement {
        Statement::Unnumbered(name) => match e.checked_by.first() {
            Some(id) => id.split_once('/').map_or(id.as_str(), |(_, s)| s).to_string(),
            None => name.chars().take(24).collect(),
        },
        other => other.to_string(),
    }
}

/// Builds `paper`'s graph; an error names a citation that names no indexed statement.
pub fn build(paper: Paper, index: &[Entry], claims: &[&dyn Check]) -> Result<Graph, String> {
    let entries: Vec<&Entry> = index.iter().filter(|e| e.paper == paper && !is_definition(e)).collect();
    let all: Vec<&Entry> = index.iter().filter(|e| e.paper == paper).collect();
    let mut edges: BTreeSet<Edge> = BTreeSet::new();
    let mut add = |from: usize, citation: &str, uses: bool, whose: &str| -> Result<(), String> {
        if all.iter().any(|e| is_definition(e) && key(&e.statement) == citation.trim()) {
            return Ok(());
        }
        let to = resolve(citation, &entries).ok_or_else(|| format!("{whose}: '{citation}' names no statement of docs/statements.md"))?;
        if to != from {
            edges.insert(Edge { from, to, uses });
        }
        Ok(())
    };
    for (i, e) in entries.iter().enumerate() {
        for c in claims.iter().map(|c| c.meta()).filter(|m| e.checked_by.iter().any(|k| k == m.id)) {
            for cited in c.cites {
                add(i, cited, false, c.id)?;
            }
        }
        for cited in &e.proof_cites {
            add(i, cited, false, &key(&e.statement))?;
        }
        for used in &e.proof_uses {
            add(i, used, true, &key(&e.statement))?;
        }
    }
    // a cited-and-used pair keeps only the citation
    let edges: Vec<Edge> = edges.iter().copied().filter(|x| !(x.uses && edges.contains(&Edge { uses: false, ..*x }))).collect();
    let keep: BTreeSet<usize> =
        (0..entries.len()).filter(|&i| !entries[i].checked_by.is_empty() || edges.iter().any(|x| x.from == i || x.to == i)).collect();
    let renumber: Vec<Option<usize>> = (0..entries.len()).map(|i| keep.iter().position(|&k| k == i)).collect();
    let mut nodes: Vec<Node> = keep
        .iter()
        .map(|&i| Node {
            key: key(&entries[i].statement),
            label: label(entries[i]),
            status: status(entries[i], claims),
            rests_on_refuted: false,
            claims: entries[i].checked_by.clone(),
        })
        .collect();
    let edges: Vec<Edge> =
        edges.iter().filter_map(|x| Some(Edge { from: renumber[x.from]?, to: renumber[x.to]?, uses: x.uses })).collect();
    // rests on a refuted step: a fixed point over the edges
    loop {
        let mut changed = false;
        for x in &edges {
            let target = &nodes[x.to];
            if !nodes[x.from].rests_on_refuted && (matches!(target.status, Status::RefutedAsPrinted | Status::Step(true)) || target.rests_on_refuted) {
                nodes[x.from].rests_on_refuted = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    Ok(Graph { paper, nodes, edges })
}

/// The layer of every node: 0 for a statement no proof cites, else one more than the
/// deepest statement whose proof cites it.
fn layers(g: &Graph) -> Vec<usize> {
    let mut layer = vec![0usize; g.nodes.len()];
    for _ in 0..g.nodes.len() {
        let mut changed = false;
        for x in &g.edges {
            if layer[x.to] < layer[x.from] + 1 {
                layer[x.to] = layer[x.from] + 1;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    layer
}

fn escape_xml(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The graph in Graphviz's DOT language.
pub fn dot(g: &Graph) -> String {
    let mut out = format!(
        "// generated by `lemmacheck report`: the proof dependencies of {} (an edge A -> B: the proof of A cites B; dashed: uses it without citing it)\ndigraph \"{}\" {{\n  rankdir=TB;\n  node [shape=box, style=filled, fontname=\"Helvetica\"];\n",
        g.paper.key(),
        g.paper.key()
    );
    for (i, n) in g.nodes.iter().enumerate() {
        let extra = if n.rests_on_refuted { ", color=\"#b00000\", penwidth=3" } else { "" };
        let rests = if n.rests_on_refuted { "\\nproof rests on a refuted step" } else { "" };
        let _ = writeln!(out, "  n{i} [label=\"{}\\n{}{rests}\", fillcolor=\"{}\"{extra}];", n.label.replace('"', "'"), n.status.words(), n.status.fill());
    }
    for x in &g.edges {
        let style = if x.uses { " [style=dashed]" } else { "" };
        let _ = writeln!(out, "  n{} -> n{}{style};", x.from, x.to);
    }
    out.push_str("}\n");
    out
}

/// The graph drawn as SVG: layers top to bottom, nodes in the index's order within a layer.
pub fn svg(g: &Graph) -> String {
    const W: usize = 190;
    const H: usize = 56;
    const GAP_X: usize = 24;
    const GAP_Y: usize = 70;
    const MARGIN: usize = 20;
    const LEGEND: usize = 150;
    let layer = layers(g);
    let depth = layer.iter().copied().max().map_or(0, |m| m + 1);
    let mut rows: Vec<Vec<usize>> = vec![Vec::new(); depth];
    for (i, &l) in layer.iter().enumerate() {
        rows[l].push(i);
    }
    let widest = rows.iter().map(Vec::len).max().unwrap_or(1).max(4);
    let width = 2 * MARGIN + widest * W + (widest - 1) * GAP_X;
    let height = 2 * MARGIN + depth * H + depth.saturating_sub(1) * GAP_Y + LEGEND;
    let mut pos = vec![(0usize, 0usize); g.nodes.len()];
    for (l, row) in rows.iter().enumerate() {
        let row_width = row.len() * W + row.len().saturating_sub(1) * GAP_X;
        let x0 = (width - row_width) / 2;
        for (k, &i) in row.iter().enumerate() {
            pos[i] = (x0 + k * (W + GAP_X), MARGIN + l * (H + GAP_Y));
        }
    }
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"Helvetica, Arial, sans-serif\">\n\
         <title>Proof dependencies of {} (generated by lemmacheck report)</title>\n\
         <defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#444\"/></marker></defs>\n\
         <rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>\n",
        escape_xml(g.paper.title())
    );
    for x in &g.edges {
        let (fx, fy) = pos[x.from];
        let (tx, ty) = pos[x.to];
        let dash = if x.uses { " stroke-dasharray=\"6 4\"" } else { "" };
        let _ = writeln!(
            out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#444\" stroke-width=\"1.2\"{dash} marker-end=\"url(#arrow)\"/>",
            fx + W / 2,
            fy + H,
            tx + W / 2,
            ty
        );
    }
    for (i, n) in g.nodes.iter().enumerate() {
        let (x, y) = pos[i];
        let (stroke, sw) = if n.rests_on_refuted { ("#b00000", 3) } else { ("#555555", 1) };
        let _ = writeln!(out, "<rect x=\"{x}\" y=\"{y}\" width=\"{W}\" height=\"{H}\" rx=\"6\" fill=\"{}\" stroke=\"{stroke}\" stroke-width=\"{sw}\"/>", n.status.fill());
        let _ = writeln!(out, "<text x=\"{}\" y=\"{}\" font-size=\"13\" font-weight=\"bold\" text-anchor=\"middle\">{}</text>", x + W / 2, y + 18, escape_xml(&n.label));
        let _ = writeln!(out, "<text x=\"{}\" y=\"{}\" font-size=\"10\" text-anchor=\"middle\">{}</text>", x + W / 2, y + 33, escape_xml(n.status.words()));
        if n.rests_on_refuted {
            let _ = writeln!(out, "<text x=\"{}\" y=\"{}\" font-size=\"10\" fill=\"#b00000\" text-anchor=\"middle\">proof rests on a refuted step</text>", x + W / 2, y + 47);
        }
    }
    let y0 = height - LEGEND + 10;
    let legend = [
        Status::RefutedAsPrinted,
        Status::RefutedTypo,
        Status::Inconclusive,
        Status::NotRefuted,
        Status::ProvedInCoq,
        Status::Proved,
        Status::NotPrinted(false),
        Status::NotChecked,
    ];
    for (k, s) in legend.iter().enumerate() {
        let (x, y) = (MARGIN + (k % 3) * 300, y0 + (k / 3) * 26);
        let _ = writeln!(out, "<rect x=\"{x}\" y=\"{y}\" width=\"18\" height=\"14\" fill=\"{}\" stroke=\"#555555\"/>", s.fill());
        let _ = writeln!(out, "<text x=\"{}\" y=\"{}\" font-size=\"11\">{}</text>", x + 24, y + 12, escape_xml(s.words()));
    }
    let _ = writeln!(
        out,
        "<text x=\"{MARGIN}\" y=\"{}\" font-size=\"11\">Arrow A → B: the proof of A cites B (dashed: uses it without citing it). Red border: the proof rests, directly or through other statements, on a statement refuted as printed.</text>",
        y0 + 96
    );
    out.push_str("</svg>\n");
    out
}
