//! The review itself: `docs/review.md`, and the same text as a LaTeX document,
//! `docs/review.tex`.
//!
//! Per paper: a summary (how many printed statements are refuted, where they sit); the main
//! theorem and what is known of it; the **major issues**, the refuted statements its proof
//! rests on, ranked by their place in the proof-dependency graph ([`super::rank`]), each with
//! its minimal counterexample in a line, the failing step and the repair that holds (or that
//! none is known); the **minor issues** outside that proof; the typos; what holds (with the
//! domains of its proofs); the questions to the authors (`question` fields of
//! `docs/statements.md`); the graph. The per-reading listing is in `docs/catalogue.md`, a
//! full citation of one claim is `lemmacheck cite ID`.
//!
//! The Markdown is written in the subset [`crate::notation::latex::markdown`] turns into
//! LaTeX, formulas in TeX between `$…$`, so both files say the same.

use std::fmt::Write;
use std::path::Path;

use serde_json::Value as Json;

use crate::artifact::{self, verdict};
use crate::claim::{Expected, Meta, ReadingClass};
use crate::claims;
use crate::notation::latex;
use crate::statements::{Entry, Statement};

use super::graph::{Graph, Status};
use super::rank::{self, Issue};
use super::{cite, study_conclusions, PAPERS};

fn read(path: &Path) -> Option<Json> {
    std::fs::read_to_string(path).ok().and_then(|t| serde_json::from_str(&t).ok())
}

/// An `f64` exactly as the file holds it (the shortest decimal that reads back as it), in TeX:
/// `0.5`, `9.31324350972318 \cdot 10^{-10}`.
pub fn exact(x: f64) -> String {
    if x != 0.0 && (x.abs() < 1e-4 || x.abs() >= 1e6) {
        let s = format!("{x:e}");
        let (m, e) = s.split_once('e').expect("an exponent");
        format!("{m} \\cdot 10^{{{e}}}")
    } else {
        format!("{x}")
    }
}

/// `x` to four significant digits, in TeX.
fn approx(x: f64) -> String {
    if x == 0.0 {
        return "0".into();
    }
    if x.abs() < 1e-3 || x.abs() >= 1e6 {
        let s = format!("{x:.3e}");
        let (m, e) = s.split_once('e').expect("an exponent");
        return format!("{m} \\cdot 10^{{{e}}}");
    }
    let digits = (3 - x.abs().log10().floor() as i32).max(0) as usize;
    format!("{x:.digits$}")
}

/// `x` rounded to three significant digits in the direction that keeps `bound` true:
/// down for a lower bound (`lower`), up for an upper one, in TeX.
fn outward(x: f64, lower: bool) -> String {
    if x == 0.0 || !x.is_finite() {
        return exact(x);
    }
    let e = x.abs().log10().floor() as i32 - 2;
    let scale = 10f64.powi(e);
    let mut k = if lower { (x / scale).floor() } else { (x / scale).ceil() };
    while (lower && k * scale > x) || (!lower && k * scale < x) {
        k += if lower { -1.0 } else { 1.0 };
    }
    let digits = (-e).max(0) as usize;
    let v = k * scale;
    if !(1e-4..1e6).contains(&v.abs()) {
        let s = format!("{v:.2e}");
        let (m, ex) = s.split_once('e').expect("an exponent");
        format!("{m} \\cdot 10^{{{ex}}}")
    } else {
        format!("{v:.digits$}")
    }
}

fn is_matrix(v: &Json) -> bool {
    v.as_array().is_some_and(|rows| !rows.is_empty() && rows.iter().all(|r| r.as_array().is_some_and(|r| r.iter().all(Json::is_number))))
}

/// The widest a matrix or vector shown in full may be, in characters of its entries (a
/// wider one is described instead, so that no line of the review overflows).
const FULL_WIDTH: usize = 44;

/// The entries of a value (any nesting), as numbers.
fn entries(v: &Json, out: &mut Vec<f64>) {
    match v {
        Json::Array(items) => items.iter().for_each(|x| entries(x, out)),
        other => out.extend(other.as_f64()),
    }
}

/// The shape of a value: list lengths outermost first.
fn shape(v: &Json) -> Vec<usize> {
    match v {
        Json::Array(items) => std::iter::once(items.len()).chain(items.first().map(shape).unwrap_or_default()).collect(),
        _ => Vec::new(),
    }
}

/// Whether a matrix (or vector) fits on a line when shown in full.
fn fits(v: &Json) -> bool {
    let num = |x: &Json| x.as_f64().map_or_else(|| x.to_string(), exact);
    match v {
        Json::Array(rows) if is_matrix(v) => {
            let cols = rows[0].as_array().map_or(0, Vec::len);
            let widths: usize = (0..cols).map(|c| rows.iter().filter_map(|r| r.get(c)).map(|x| num(x).len()).max().unwrap_or(0)).sum();
            rows.len() <= 6 && widths + 2 * cols <= FULL_WIDTH
        }
        Json::Array(items) if items.iter().all(Json::is_number) => items.iter().map(|x| num(x).len() + 2).sum::<usize>() <= FULL_WIDTH + 10,
        Json::Array(items) => items.len() <= 4 && items.iter().all(fits),
        _ => true,
    }
}

/// One input in inline TeX: a number, a vector, a small matrix, or a list of them tagged
/// by their indices; a value too wide for a line is described (its shape, and its entries
/// when they are all equal), the file holding it in full.
fn inline_value(name: &str, v: &Json, out: &mut Vec<String>) {
    let num = |x: &Json| x.as_f64().map_or_else(|| x.to_string(), exact);
    if v.is_array() && !fits(v) {
        let mut xs = Vec::new();
        entries(v, &mut xs);
        let dims: Vec<String> = shape(v).iter().map(usize::to_string).collect();
        let shape_tex = dims.join(" \\times ");
        let (lo, hi) = xs.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), &x| (l.min(x), h.max(x)));
        out.push(if lo == hi {
            format!("${name}$ of shape ${shape_tex}$ with every entry ${}$", exact(lo))
        } else {
            format!("${name}$ of shape ${shape_tex}$ with entries from ${}$ to ${}$", exact(lo), exact(hi))
        });
        return;
    }
    match v {
        Json::Array(rows) if is_matrix(v) => {
            let body: Vec<String> = rows.iter().map(|r| r.as_array().expect("a row").iter().map(num).collect::<Vec<_>>().join(" & ")).collect();
            out.push(format!("${name} = \\left[\\begin{{smallmatrix}} {} \\end{{smallmatrix}}\\right]$", body.join(" \\\\ ")));
        }
        Json::Array(items) if items.iter().all(Json::is_number) => {
            out.push(format!("${name} = ({})$", items.iter().map(num).collect::<Vec<_>>().join(", ")));
        }
        Json::Array(items) => {
            for (k, item) in items.iter().enumerate() {
                let tagged = if name.contains("^{(") { name.replacen(")}", &format!(",{})}}", k + 1), 1) } else { format!("{name}^{{({})}}", k + 1) };
                inline_value(&tagged, item, out);
            }
        }
        other => out.push(format!("${name} = {}$", num(other))),
    }
}

/// A counterexample in a line or two: its dimensions, its inputs, both sides and the
/// certified margin, and its file.
fn counterexample_line(root: &Path, m: &Meta) -> String {
    let path = artifact::counterexample_path(root, m);
    let shown = path.strip_prefix(root).unwrap_or(&path).display().to_string();
    let Some(doc) = read(&path) else { return format!("its counterexample file `{shown}` is missing") };
    let dims = verdict::counterexample_dims(root, m).unwrap_or_default();
    let mut inputs = Vec::new();
    for (k, v) in doc.get("inputs").and_then(Json::as_object).into_iter().flatten() {
        inline_value(&cite::symbol(k), v, &mut inputs);
    }
    let cert = &doc["certificate"];
    let (lo, hi) = (cert["lhs_minus_rhs"][0].as_f64().unwrap_or(f64::NAN), cert["lhs_minus_rhs"][1].as_f64().unwrap_or(f64::NAN));
    let margin = if lo >= 0.0 { format!("$\\mathrm{{lhs}} - \\mathrm{{rhs}} \\ge {}$", outward(lo, true)) } else { format!("$\\mathrm{{lhs}} - \\mathrm{{rhs}} \\le {}$", outward(hi, false)) };
    // the relation violated, where it is not the usual lhs <= rhs
    let relation = match cert["relation"].as_str() {
        Some("=") => " against $\\mathrm{lhs} = \\mathrm{rhs}$",
        Some("<") => " against $\\mathrm{lhs} < \\mathrm{rhs}$",
        _ => "",
    };
    let at = match cert["inequality"].as_str() {
        Some("the inequality") | None => String::new(),
        Some(p) => format!(" (at {})", crate::notation::hypothesis::tex(p)),
    };
    let side = |k: &str| doc[k].as_f64().map_or_else(|| "?".into(), approx);
    let coq = crate::coq::evidence::theorem(root, m).map_or(String::new(), |t| format!("; {}", crate::coq::evidence::note(&t)));
    format!(
        "counterexample at {dims}: {}; there{at} $\\mathrm{{lhs}} \\approx {}$ and $\\mathrm{{rhs}} \\approx {}${relation}, certified {margin} ([`{shown}`](../{shown})){coq}",
        inputs.join(", "),
        side("lhs"),
        side("rhs"),
    )
}

/// What the review says of a reading's repair: the repair that holds, or that none is known.
fn repair_sentence(root: &Path, m: &Meta) -> String {
    let any = claims::catalogue().iter().any(|c| c.meta().id == m.id && c.meta().class == ReadingClass::Repair);
    match cite::repair_of(root, m) {
        Some(r) => {
            let mut s = format!("Repair that holds: `{}`, {}; it {}", r.reading, what_changes(r.reading_note.trim_end_matches('.')), cite::repair_verdict(root, r));
            // a proof for every size is in the repair's verdict; a proof on a domain is added
            for p in verdict::proofs(root, r).into_iter().filter(|p| !p.every_size()) {
                let _ = write!(s, ", and it is proved {} by {}", p.scope(), p.method());
            }
            s.push('.');
            s
        }
        None if any => "No repair is known: the repaired readings searched are conjectures, flagged or refuted ([repairs.md](repairs.md)).".into(),
        None => "No repair is known.".into(),
    }
}

/// What a repair changes: its note without the opening "Repair …:" that names it a repair
/// (the sentence around it says so).
fn what_changes(note: &str) -> String {
    let what = match note.split_once(": ") {
        Some((head, rest)) if head.starts_with("Repair") && !head.contains('$') => rest,
        _ => note,
    };
    // it continues a sentence: a first word (not a symbol) in lower case
    let mut c = what.chars();
    match (c.next(), what.chars().nth(1)) {
        (Some(f), Some(s)) if f.is_uppercase() && s.is_lowercase() => f.to_lowercase().chain(c).collect(),
        _ => what.to_string(),
    }
}

/// `n word`, with the word in the plural unless `n` is 1.
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A name with its first letter in upper case (for the start of a bold label).
fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next().map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

/// The readings of a node an issue names: its refuted printed readings (not through a
/// typo), or for a statement not printed its refuted rebuilt readings.
fn refuted_readings(g: &Graph, node: usize) -> Vec<&'static Meta> {
    let n = &g.nodes[node];
    let printed = n.status == Status::RefutedAsPrinted;
    let mut out: Vec<&'static Meta> = claims::catalogue()
        .iter()
        .map(|c| c.meta())
        .filter(|m| n.claims.iter().any(|k| k == m.id) && m.expected == Expected::Refuted)
        .filter(|m| if printed { m.class == ReadingClass::AsWritten && m.typo.is_none() } else { m.class != ReadingClass::Repair })
        .collect();
    out.sort_by_key(|m| (m.class, n.claims.iter().position(|k| k == m.id)));
    out
}

fn names(g: &Graph, nodes: &[usize]) -> String {
    nodes.iter().map(|&i| g.nodes[i].key.as_str()).collect::<Vec<_>>().join(", ")
}

/// One issue: its place in the graph, then per refuted reading the counterexample, the
/// failing step and the repair.
fn issue(out: &mut String, root: &Path, g: &Graph, main: Option<usize>, rank: usize, i: &Issue) {
    let n = &g.nodes[i.node];
    let status = if n.status == Status::RefutedAsPrinted { "refuted as printed" } else { "not printed; refuted in a rebuilt reading" };
    let _ = writeln!(out, "#### {rank}. {} — {status}\n", capitalised(&n.key));
    let others: Vec<usize> = i.rests.iter().copied().filter(|&r| Some(r) != main).collect();
    match main {
        Some(t) if !i.path.is_empty() => {
            let path: Vec<&str> = i.path.iter().map(|&k| g.nodes[k].key.as_str()).collect();
            let through = if others.is_empty() { String::new() } else { format!(", and so do the proofs of {}", names(g, &others)) };
            let _ = writeln!(out, "*Place:* the proof of {} rests on it ({}){through}.\n", g.nodes[t].key, path.join(" → "));
        }
        _ if !i.rests.is_empty() => {
            let _ = writeln!(out, "*Place:* outside the main theorem's proof; the proofs of {} rest on it.\n", names(g, &i.rests));
        }
        _ => {
            let _ = writeln!(out, "*Place:* outside the main theorem's proof; no indexed proof cites it.\n");
        }
    }
    for m in refuted_readings(g, i.node) {
        let what = if m.class == ReadingClass::AsWritten { format!("**{}**", m.number) } else { format!("**{}**, {} reading `{}`", m.number, m.class.name(), m.reading) };
        let _ = writeln!(out, "* {what} (`{}`): {}.", m.id, counterexample_line(root, m));
        if let Some(both) = verdict::sentence(root, m) {
            let _ = writeln!(out, "  {both}");
        }
        if m.class != ReadingClass::AsWritten {
            let _ = writeln!(out, "  The reading: {}", m.reading_note);
        }
        if let Some(step) = super::steps::failing_step(root, m) {
            let diagram = if super::steps::of(m.number).is_empty() {
                String::new()
            } else {
                format!(" (the steps: [graphs/{0}.svg](graphs/{0}.svg))", super::steps::diagram_stem(m.paper, m.number))
            };
            let _ = writeln!(out, "  Failing step: {step}{diagram}.");
        }
        let _ = writeln!(out, "  {}", repair_sentence(root, m));
    }
    out.push('\n');
}

/// How many issues of a paper the review writes in full (in rank order, major first); the
/// others get one line each, so that the review's length grows by at most a line per
/// refuted statement beyond these.
pub const IN_FULL: usize = 14;

/// One issue in one line: its rank, the statement, its status, its place, its readings.
fn one_line_issue(out: &mut String, g: &Graph, main: Option<usize>, rank: usize, i: &Issue) {
    let n = &g.nodes[i.node];
    let status = if n.status == Status::RefutedAsPrinted { "refuted as printed" } else { "not printed; refuted in a rebuilt reading" };
    let place = match main {
        Some(t) if !i.path.is_empty() => format!("on the proof of {}", g.nodes[t].key),
        _ => "outside the main theorem's proof".to_string(),
    };
    let ids: Vec<String> = refuted_readings(g, i.node).iter().map(|m| format!("`{}`", m.reading_key())).collect();
    let _ = writeln!(out, "{rank}. **{}** — {status}, {place}: {}.", capitalised(&n.key), if ids.is_empty() { "see the catalogue".to_string() } else { ids.join(", ") });
}

/// The summary of a paper: its printed statements, how many are refuted and of what kind.
fn summary(out: &mut String, root: &Path, g: &Graph, main: &str, major: &[Issue], minor: &[Issue]) {
    let paper = g.paper;
    let metas: Vec<&Meta> = claims::catalogue().iter().map(|c| c.meta()).filter(|m| m.paper == paper).collect();
    let printed: Vec<&&Meta> = metas.iter().filter(|m| m.is_printed_statement()).collect();
    let refuted: Vec<&&&Meta> = printed.iter().filter(|m| m.expected == Expected::Refuted).collect();
    let typos = refuted.iter().filter(|m| m.typo.is_some()).count();
    let node_of = |m: &Meta| g.nodes.iter().position(|n| n.claims.iter().any(|k| k == m.id));
    let count_in = |issues: &[Issue]| refuted.iter().filter(|m| m.typo.is_none() && node_of(m).is_some_and(|n| issues.iter().any(|i| i.node == n))).count();
    let repaired = refuted.iter().filter(|m| m.typo.is_none() && cite::repair_of(root, m).is_some()).count();
    let proved = printed.iter().filter(|m| m.expected != Expected::Refuted && verdict::proved_every_size(root, m)).count();
    let rebuilt = minor.iter().chain(major).filter(|i| g.nodes[i.node].status == Status::NotPrinted(true)).count();
    let major_statements = major.iter().filter(|i| g.nodes[i.node].status == Status::RefutedAsPrinted).count();
    let untyped = refuted.len() - typos;
    let _ = writeln!(
        out,
        "The catalogue checks {} of this paper (readings `as-written`); **{} refuted as printed**{}, and {} in Coq for every size (What holds, below). \
         {} on the proof of {main} (the major issues below{}); {} outside it (the minor issues). \
         A repair that holds (proved, or argued with a growth study that agrees) is known for {} of the {untyped} refuted other than through a typo. \
         {}\n",
        count(printed.len(), "printed statement", "printed statements"),
        if refuted.len() == 1 { "1 is".to_string() } else { format!("{} are", refuted.len()) },
        if typos > 0 { format!(", {} only through an evident typo", count(typos, "of them", "of them")) } else { String::new() },
        match proved {
            0 => "none is proved".to_string(),
            1 => "1 is proved".to_string(),
            n => format!("{n} are proved"),
        },
        match count_in(major) {
            0 => "None of the refuted lies".to_string(),
            1 => "1 of the refuted lies".to_string(),
            n => format!("{n} of the refuted lie"),
        },
        if major_statements > 0 { format!(", in {}", count(major_statements, "statement", "statements")) } else { String::new() },
        if count_in(minor) == 1 { "1 lies".to_string() } else { format!("{} lie", count_in(minor)) },
        repaired,
        match rebuilt {
            0 => String::new(),
            1 => "In addition, 1 statement whose formula the sources do not print is refuted in a rebuilt reading.".to_string(),
            n => format!("In addition, {n} statements whose formula the sources do not print are refuted in a rebuilt reading."),
        },
    );
}

/// The main theorem: why it has no verdict, what its proof cites, and what the studies show.
fn main_theorem(out: &mut String, root: &Path, index: &[Entry], g: &Graph, main: &str) {
    let _ = writeln!(out, "### The main theorem: {main}\n");
    // the readings first, each with how it is decided
    let readings: Vec<&'static Meta> = claims::catalogue().iter().map(|c| c.meta()).filter(|m| m.paper == g.paper && m.number == main).collect();
    if !readings.is_empty() {
        let _ = writeln!(out, "{main}'s readings, each a claim of the catalogue:\n");
        for m in &readings {
            let kind = verdict::kind(root, m);
            let theorem = if verdict::proved_every_size(root, m) { format!(" (`{}_holds`)", crate::coq::coq_name(m.id, m.reading)) } else { String::new() };
            let _ = writeln!(out, "* `{}`: **{}**{theorem}. {}", m.reading, super::steps::kind_words(kind), m.reading_note);
        }
        let _ = writeln!(out);
    }
    if let Some(e) = index.iter().find(|e| e.paper == g.paper && e.statement.to_string() == main) {
        if let Some(why) = &e.not_checked {
            let _ = writeln!(out, "{main} has no verdict: {why}\n");
        }
        if let Some(note) = &e.note {
            let _ = writeln!(out, "{note}\n");
        }
    }
    if main == "Theorem 5.3" {
        // the proof's own conclusion, and where the search finds its proof breaking
        let final_bound = claims::large_weights::claim_d_1::NUMBER;
        if let Some(m) = claims::catalogue().iter().map(|c| c.meta()).find(|m| m.number == final_bound && m.reading == "as-written") {
            let verdict_words = super::steps::kind_words(verdict::kind(root, m));
            let first = match super::steps::first_refuted(final_bound) {
                Some((step, before)) => format!(
                    "; the first displayed step of the proof the search refutes is its {} (`{}`), and the steps before it stand as: {}",
                    step.step.map_or("", |s| s.place),
                    step.id,
                    super::steps::standing(root, &before)
                ),
                None => String::new(),
            };
            let _ = writeln!(out, "The paper's own proof ends in its final bound (`{}`), which is **{verdict_words}** as printed{first}.\n", m.id);
        }
    }
    if let Some(top) = g.nodes.iter().position(|n| n.key == main) {
        let cited: Vec<String> = g.edges.iter().filter(|x| x.from == top).map(|x| format!("{} ({})", g.nodes[x.to].key, g.nodes[x.to].status.words())).collect();
        let _ = writeln!(out, "Its proof, as the sources record it, rests directly on: {}.\n", cited.join("; "));
    }
    if main == "Theorem 5.3" {
        match study_conclusions(root) {
            Some(text) => {
                // its first two conclusions; the others are on the study's page
                let bullets: Vec<&str> = text.split("\n* ").collect();
                let shown: Vec<&str> = bullets.iter().take(2).copied().collect();
                let _ = writeln!(
                    out,
                    "What the study of one-layer witnesses shows (its other conclusions, on the proof's own witness, are in [figures/theorem-5.3.md](figures/theorem-5.3.md); `lemmacheck theorem-5.3`):\n\n{}\n",
                    shown.join("\n* ")
                );
            }
            None => {
                let _ = writeln!(out, "The study of one-layer witnesses is not committed: run `lemmacheck theorem-5.3 --write`.\n");
            }
        }
    }
}

/// What holds: the printed statements proved in Coq for every size, each quoted beside its
/// statement in Coq (so the two can be compared) with the theorem that proves it; then the
/// printed statements not refuted without such a proof, with their proofs and domains (a
/// repair's or a corrected reading's proof is stated where the review names it).
fn holds(out: &mut String, root: &Path, g: &Graph) {
    let _ = writeln!(out, "### What holds\n");
    let metas: Vec<&'static Meta> = claims::catalogue().iter().map(|c| c.meta()).filter(|m| m.paper == g.paper).collect();
    let (proved, printed): (Vec<&&Meta>, Vec<&&Meta>) = metas
        .iter()
        .filter(|m| m.is_printed_statement() && m.expected != Expected::Refuted)
        .partition(|m| verdict::proved_every_size(root, m));
    if !proved.is_empty() {
        let _ = writeln!(
            out,
            "Printed statements proved in Coq for every size, one line each: the theorem that proves it, in the file of the \
             same name under `coq/Proofs/`, which CI's `cargo test` checks with coqc, what the proof assumes beyond the \
             printed words where it does, and the search's own verdict. The statement in Coq beside the quoted words: \
             `lemmacheck show ID` or `lemmacheck cite ID`.\n"
        );
        for m in proved {
            let given = m.coq_given.map(|g| format!(", {g}")).unwrap_or_default();
            let theorem = verdict::proofs(root, m).into_iter().find(verdict::Proof::every_size).map(|p| match p {
                verdict::Proof::Coq { theorem, .. } => format!("proved by `{theorem}`{given}"),
                other => format!("proved (`{}`){given}", other.file()),
            });
            let search = verdict::line_without_proofs(m, false);
            let _ = writeln!(out, "* **{}** (`{}`): {}; search: {search}.", m.number, m.id, theorem.unwrap_or_default());
        }
        out.push('\n');
    }
    if printed.is_empty() && metas.iter().all(|m| !m.is_printed_statement() || m.expected == Expected::Refuted) {
        let _ = writeln!(out, "No printed statement of this paper holds by the suite's evidence.\n");
    } else if !printed.is_empty() {
        let _ = writeln!(out, "Printed statements that are not refuted, without a proof for every size (\"not refuted\" is the search's verdict, never \"holds\"; a proof states its domain):\n");
        // the parts of one statement with one verdict share a line
        let mut groups: Vec<(String, Vec<&Meta>, String)> = Vec::new();
        for m in printed {
            let key = g.nodes.iter().find(|n| n.claims.iter().any(|k| k == m.id)).map_or_else(|| m.number.to_string(), |n| n.key.clone());
            let line = verdict::line(root, m, false);
            match groups.last_mut() {
                Some((k, ms, l)) if *k == key && *l == line => ms.push(m),
                _ => groups.push((key, vec![m], line)),
            }
        }
        for (key, ms, line) in groups {
            let label = if ms.len() == 1 { ms[0].number.to_string() } else { key };
            let ids: Vec<String> = ms.iter().map(|m| format!("`{}`", m.id)).collect();
            let _ = writeln!(out, "* **{label}** ({}): {line}.", ids.join(", "));
        }
        out.push('\n');
    }
    // the proofs of other readings are in the repairs and typos they belong to
}

/// The typos: refutations only through an evident typo, with the corrected reading.
fn typos(out: &mut String, root: &Path, g: &Graph) {
    let typos: Vec<&Meta> = claims::catalogue().iter().map(|c| c.meta()).filter(|m| m.paper == g.paper && m.typo.is_some() && m.expected == Expected::Refuted).collect();
    if typos.is_empty() {
        return;
    }
    let _ = writeln!(out, "### Typos\n");
    for m in typos {
        let t = m.typo.expect("a typo");
        let corrected = claims::find(m.id, t.corrected_reading).map(|c| verdict::line(root, c.meta(), false)).unwrap_or_else(|| "not in the catalogue".into());
        let _ = writeln!(out, "* **{}** (`{}`) prints {} where {} is meant: {}. As printed it is refuted ({}); the corrected reading `{}` is {corrected}.", m.number, m.id, t.printed, t.meant, t.evidence, counterexample_line(root, m), t.corrected_reading);
    }
    out.push('\n');
}

/// The questions to the authors, from the index.
fn questions(out: &mut String, index: &[Entry], g: &Graph) {
    let qs: Vec<(&Entry, &String)> = index.iter().filter(|e| e.paper == g.paper).filter_map(|e| e.question.as_ref().map(|q| (e, q))).collect();
    if qs.is_empty() {
        return;
    }
    let _ = writeln!(out, "### Questions to the authors\n");
    for (k, (e, q)) in qs.iter().enumerate() {
        let name = match &e.statement {
            Statement::Unnumbered(name) => name.clone(),
            other => other.to_string(),
        };
        let _ = writeln!(out, "{}. **{}.** {q}", k + 1, capitalised(&name));
    }
    out.push('\n');
}

/// `docs/review.md`.
pub fn markdown(root: &Path, index: &[Entry], graphs: &[Graph]) -> Result<String, String> {
    let mut out = String::from(
        "# Review: what lemmacheck finds in the papers' numbered statements\n\n\
         Generated by `lemmacheck report` (and every full `cargo run --release`) from the catalogue, the index \
         [statements.md](statements.md) and the committed files; `cargo test` fails when it is stale. \
         Verdicts and reading classes are defined in [DESIGN.md](DESIGN.md), the search and the certificate in \
         [method.md](method.md); every reading with its evidence is listed in [catalogue.md](catalogue.md), and \
         `lemmacheck cite ID` prints the full citation of one counterexample. Issues are ranked by their place in \
         the proof-dependency graph: first those the main theorem's proof rests on, by how many of its statements \
         go through them, then by their distance from the theorem. A counterexample named with a Coq theorem is \
         also a proof, checked by the Coq proof assistant, that the reading (stated in Coq in `coq/Statements/`) is \
         false at the file's exact inputs ([coq/README.md](../coq/README.md)).\n",
    );
    for ((paper, main), g) in PAPERS.iter().zip(graphs) {
        let _ = write!(out, "\n## {}\n\n", paper.title());
        let top = g.nodes.iter().position(|n| n.key == *main);
        let (major, minor) = rank::issues(g, top);
        let _ = writeln!(out, "### Summary\n");
        summary(&mut out, root, g, main, &major, &minor);
        main_theorem(&mut out, root, index, g, main);
        let _ = writeln!(out, "### Major issues: refuted steps of the proof of {main}\n");
        if major.is_empty() {
            let _ = writeln!(out, "No statement the proof of {main} rests on, as the sources record it, is refuted.\n");
        }
        // the first IN_FULL issues in rank order are written in full, the rest one line each
        let mut brief = Vec::new();
        for (k, i) in major.iter().enumerate() {
            if k < IN_FULL {
                issue(&mut out, root, g, top, k + 1, i);
            } else {
                brief.push((k + 1, i));
            }
        }
        let _ = writeln!(out, "### Minor issues: refuted statements outside the proof of {main}\n");
        if minor.is_empty() {
            let _ = writeln!(out, "None.\n");
        }
        for (k, i) in minor.iter().enumerate() {
            let rank = major.len() + k + 1;
            if rank <= IN_FULL {
                issue(&mut out, root, g, top, rank, i);
            } else {
                brief.push((rank, i));
            }
        }
        if !brief.is_empty() {
            let _ = writeln!(out, "### Further issues, one line each

In rank order; each reading's counterexample, failing step and repair are in [catalogue.md](catalogue.md) and `lemmacheck cite ID`.\n");
            for (rank, i) in brief {
                one_line_issue(&mut out, g, top, rank, i);
            }
            out.push('\n');
        }
        typos(&mut out, root, g);
        holds(&mut out, root, g);
        questions(&mut out, index, g);
        let _ = writeln!(
            out,
            "### Proof dependencies\n\n![proof dependencies of {key}](graphs/{key}.svg)\n\n\
             (Graphviz source: [`graphs/{key}.dot`](graphs/{key}.dot).) An arrow A → B: the proof of A cites B; dashed: uses it \
             without citing it. A red border marks a statement whose proof rests, directly or through other statements, on one \
             refuted as printed.\n",
            key = paper.key()
        );
    }
    Ok(out)
}

/// The packages `docs/review.tex` loads (its first line names them).
pub const PACKAGES: [&str; 4] = ["geometry", "amsmath", "amssymb", "microtype"];

/// `docs/review.tex`: the review's Markdown as a LaTeX document that pdflatex compiles
/// standalone, with scalable fonts only (the default item label, `\textbullet`, comes from
/// the text-companion font, a bitmap where cm-super is not installed: the label is the
/// math bullet instead).
pub fn latex_document(md: &str) -> String {
    let mut out = format!("% packages: {}\n", PACKAGES.join(", "));
    out.push_str(
        "% Generated by `lemmacheck report` from the same text as docs/review.md; do not edit.\n\
         \\documentclass[10pt,a4paper]{article}\n\
         \\usepackage[margin=2.2cm]{geometry}\n\
         \\usepackage{amsmath}\n\
         \\usepackage{amssymb}\n\
         \\usepackage{microtype}\n\
         \\setlength{\\emergencystretch}{4em}\n\
         \\setlength{\\parindent}{0pt}\n\
         \\setlength{\\parskip}{0.5ex}\n\
         \\renewcommand{\\labelitemi}{\\ensuremath{\\bullet}}\n\
         \\begin{document}\n",
    );
    out.push_str(&latex::markdown(md));
    out.push_str("\\end{document}\n");
    out
}
