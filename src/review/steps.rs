//! The displayed steps of a proof, from the catalogue: in order, the first that the search
//! refutes, how the steps before it stand, and which later steps inherit a refuted one.
//!
//! A proof's steps are the claims whose [`Meta::step`](crate::claim::Meta::step) names the
//! statement (`of` is the `number` of the statement's reading, `Lemma 5.2`,
//! `Lemma C.1, Part 1`), sorted by their order. The **first refuted step** of a refuted
//! statement's proof is the first of them the search refutes (a certified counterexample):
//! it is where the proof breaks, found mechanically, and the review and `cite` quote it in
//! place of the module's own sentence ([`failing_step`]). A later step **inherits** a
//! refuted step when its stated justification cites it (its `cites` name the step's place,
//! `Eq. (10)`). Where every step survives but the statement is refuted, the gap lies between
//! the steps: a hypothesis used and not stated, or a step the text does not display.

use std::fmt::Write as _;
use std::path::Path;

use crate::artifact::verdict::{self, Kind};
use crate::claim::{Expected, Meta, Paper};
use crate::claims;

/// The steps of the proof of the statement numbered `of`, in the proof's order.
pub fn of(of: &str) -> Vec<&'static Meta> {
    let mut out: Vec<&'static Meta> = claims::catalogue().iter().map(|c| c.meta()).filter(|m| m.step.is_some_and(|s| s.of == of)).collect();
    out.sort_by_key(|m| m.step.map_or(0, |s| s.order));
    out
}

/// Every statement whose proof has steps in the catalogue, in catalogue order, with its
/// paper.
pub fn proofs() -> Vec<(Paper, &'static str)> {
    let mut out: Vec<(Paper, &'static str)> = Vec::new();
    for m in claims::catalogue().iter().map(|c| c.meta()) {
        if let Some(s) = m.step {
            if !out.iter().any(|(_, o)| *o == s.of) {
                out.push((m.paper, s.of));
            }
        }
    }
    out
}

/// The first refuted step of the proof of `of`, with the steps before it.
pub fn first_refuted(of: &str) -> Option<(&'static Meta, Vec<&'static Meta>)> {
    let steps = self::of(of);
    let k = steps.iter().position(|m| m.expected == Expected::Refuted)?;
    Some((steps[k], steps[..k].to_vec()))
}

/// How steps stand, in words: "3 proved in Coq for every size, 2 not refuted".
pub fn standing(root: &Path, steps: &[&Meta]) -> String {
    let kinds: Vec<Kind> = steps.iter().map(|m| verdict::kind(root, m)).collect();
    let parts: Vec<String> = Kind::ALL
        .iter()
        .filter_map(|k| {
            let n = kinds.iter().filter(|x| *x == k).count();
            (n > 0).then(|| format!("{n} {}", kind_words(*k)))
        })
        .collect();
    if parts.is_empty() {
        "none".into()
    } else {
        parts.join(", ")
    }
}

pub(crate) fn kind_words(k: Kind) -> &'static str {
    match k {
        Kind::Refuted => "refuted",
        Kind::ProvedEverySize => "proved in Coq for every size",
        Kind::ProvedWitness => "proved by a certified witness",
        Kind::ProvedOnDomain => "proved on a stated domain",
        Kind::Argued => "argued",
        Kind::Inconclusive => "inconclusive (exact ties the certificate cannot decide)",
        Kind::NotRefuted => "not refuted",
    }
}

/// The refuted steps that inherit an earlier refuted step: each later refuted step whose
/// justification cites the place of an earlier refuted one, with those places.
pub fn inheritors(steps: &[&'static Meta]) -> Vec<(&'static Meta, Vec<&'static str>)> {
    let mut out = Vec::new();
    for (k, m) in steps.iter().enumerate() {
        let cited: Vec<&'static str> = steps[..k]
            .iter()
            .filter(|e| e.expected == Expected::Refuted)
            .filter_map(|e| e.step.map(|s| s.place))
            .filter(|place| m.cites.contains(place))
            .collect();
        if !cited.is_empty() {
            out.push((*m, cited));
        }
    }
    out
}

/// The failing step of a refuted reading, in TeX prose: for a statement whose proof has
/// steps in the catalogue, the first refuted step (found by the search) with its
/// counterexample file and how the steps before it stand, or, where every step survives,
/// that the gap is between the steps; otherwise the module's own sentence (`fails_at`). For
/// a reading other than the one whose hypotheses the steps have, it says so.
pub fn failing_step(root: &Path, m: &Meta) -> Option<String> {
    let steps = of(m.number);
    if steps.is_empty() || m.step.is_some() {
        return m.failing_step.map(str::to_string);
    }
    // the steps have the hypotheses of one reading of the statement; another reading's
    // failing step is said to be theirs only with that said
    let under = steps.iter().find_map(|s| s.step).map_or("as-written", |s| s.reading);
    let qualifier = if m.reading == under { String::new() } else { format!(" (the steps are checked under the hypotheses of the reading {under}, not those of {})", m.reading) };
    match first_refuted(m.number) {
        Some((first, before)) => {
            let place = first.step.map_or("", |s| s.place);
            let file = crate::artifact::counterexample_path(Path::new(""), first);
            let dims = verdict::counterexample_dims(root, first).map(|d| format!(" at {d}")).unwrap_or_default();
            let before = match before.len() {
                0 => "it is the proof's first displayed step".to_string(),
                1 => format!("the step before it: {}", standing(root, &before)),
                k => format!("the {k} steps before it: {}", standing(root, &before)),
            };
            Some(format!("{place} (`{}`, the first of the proof's {} displayed steps the search refutes{dims}: `{}`); {before}{qualifier}", first.id, steps.len(), file.display()))
        }
        None => Some(format!(
            "every one of the proof's {} displayed steps survives the search ({}): the gap lies between the steps{}{qualifier}",
            steps.len(),
            standing(root, &steps),
            m.failing_step.map(|f| format!("; the module's account: {f}")).unwrap_or_default()
        )),
    }
}

/// The file stem of a proof's step diagram: `large-weights-lemma-5.2-steps`.
pub fn diagram_stem(paper: Paper, of: &str) -> String {
    let stem: String = of.chars().map(|c| if c.is_ascii_alphanumeric() || c == '.' { c.to_ascii_lowercase() } else { '-' }).collect();
    let stem = stem.split('-').filter(|p| !p.is_empty()).collect::<Vec<_>>().join("-");
    format!("{}-{stem}-steps", paper.key())
}

fn escape_xml(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// What a step is in its proof's diagram: its fill colour and its words.
fn look(root: &Path, m: &Meta, first: Option<&str>, inherits: &[(&Meta, Vec<&str>)]) -> (&'static str, String) {
    match verdict::kind(root, m) {
        Kind::Refuted if Some(m.id) == first => ("#e06666", "first refuted step".into()),
        Kind::Refuted => match inherits.iter().find(|(s, _)| s.id == m.id) {
            Some((_, from)) => ("#f4b6b6", format!("refuted; inherits {}", from.join(", "))),
            None => ("#f4b6b6", "refuted".into()),
        },
        Kind::ProvedEverySize => ("#8fb8ee", "proved in Coq for every size".into()),
        Kind::Inconclusive => ("#fff1a8", "inconclusive (exact ties)".into()),
        _ => ("#c9e7c6", "not refuted".into()),
    }
}

/// The step diagram of the proof of `of` as Graphviz DOT: the steps top to bottom in the
/// proof's order, an edge from a step to each earlier step its justification cites.
pub fn dot(root: &Path, paper: Paper, of: &str) -> String {
    let steps = self::of(of);
    let first = first_refuted(of).map(|(m, _)| m.id);
    let inherits = inheritors(&steps);
    let mut out = format!(
        "// generated by `lemmacheck report`: the displayed steps of the proof of {of} ({}), in order; an edge A -> B: A's justification cites B\ndigraph \"{}\" {{\n  rankdir=TB;\n  node [shape=box, style=filled, fontname=\"Helvetica\"];\n",
        paper.key(),
        diagram_stem(paper, of)
    );
    for (i, m) in steps.iter().enumerate() {
        let (fill, words) = look(root, m, first, &inherits);
        let place = m.step.map_or("", |s| s.place);
        let _ = writeln!(out, "  s{i} [label=\"{place}\\n{}\\n{words}\", fillcolor=\"{fill}\"];", m.id.split_once('/').map_or(m.id, |(_, s)| s));
    }
    for (i, m) in steps.iter().enumerate() {
        if i > 0 {
            let _ = writeln!(out, "  s{} -> s{i} [style=invis];", i - 1);
        }
        for (j, e) in steps[..i].iter().enumerate() {
            if e.step.is_some_and(|s| m.cites.contains(&s.place)) {
                let _ = writeln!(out, "  s{i} -> s{j};");
            }
        }
    }
    out.push_str("}\n");
    out
}

/// The step diagram of the proof of `of` as SVG: one row per step, in the proof's order,
/// with its place, claim id and standing; an arc on the left from a step to each earlier
/// step its justification cites.
pub fn svg(root: &Path, paper: Paper, of: &str) -> String {
    const W: usize = 420;
    const H: usize = 40;
    const GAP: usize = 12;
    const LEFT: usize = 90;
    const MARGIN: usize = 20;
    let steps = self::of(of);
    let first = first_refuted(of).map(|(m, _)| m.id);
    let inherits = inheritors(&steps);
    let width = LEFT + W + 2 * MARGIN;
    let height = 2 * MARGIN + 30 + steps.len() * (H + GAP);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"Helvetica, Arial, sans-serif\">\n\
         <title>The displayed steps of the proof of {} in {} (generated by lemmacheck report)</title>\n\
         <rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>\n\
         <text x=\"{MARGIN}\" y=\"{}\" font-size=\"14\" font-weight=\"bold\">The proof of {}: its displayed steps, in order</text>\n",
        escape_xml(of),
        escape_xml(paper.title()),
        MARGIN + 12,
        escape_xml(of)
    );
    let top = |i: usize| MARGIN + 30 + i * (H + GAP);
    for (i, m) in steps.iter().enumerate() {
        for (j, e) in steps[..i].iter().enumerate() {
            if e.step.is_some_and(|s| m.cites.contains(&s.place)) {
                let (y1, y2) = (top(i) + H / 2, top(j) + H / 2);
                let bend = LEFT - 10 - 8 * ((i - j) % 8);
                let _ = writeln!(
                    out,
                    "<path d=\"M {} {y1} C {bend} {y1}, {bend} {y2}, {} {y2}\" fill=\"none\" stroke=\"#444\" stroke-width=\"1.2\"/>",
                    MARGIN + LEFT,
                    MARGIN + LEFT
                );
            }
        }
    }
    for (i, m) in steps.iter().enumerate() {
        let (fill, words) = look(root, m, first, &inherits);
        let (x, y) = (MARGIN + LEFT, top(i));
        let bold = if Some(m.id) == first { 3 } else { 1 };
        let place = m.step.map_or("", |s| s.place);
        let _ = writeln!(out, "<rect x=\"{x}\" y=\"{y}\" width=\"{W}\" height=\"{H}\" rx=\"5\" fill=\"{fill}\" stroke=\"#555555\" stroke-width=\"{bold}\"/>");
        let _ = writeln!(out, "<text x=\"{}\" y=\"{}\" font-size=\"12\" font-weight=\"bold\">{}</text>", x + 8, y + 16, escape_xml(place));
        let _ = writeln!(out, "<text x=\"{}\" y=\"{}\" font-size=\"10\">{}</text>", x + 110, y + 16, escape_xml(m.id));
        let _ = writeln!(out, "<text x=\"{}\" y=\"{}\" font-size=\"11\">{}</text>", x + 8, y + 32, escape_xml(&words));
    }
    out.push_str("</svg>\n");
    out
}
