//! `lemmacheck cite`: a paragraph a reviewer can paste, made from a counterexample file.
//!
//! Every number in the paragraph is read from the committed file (the inputs, both sides,
//! the certified enclosure and its precision); the words come from the catalogue (the
//! quote, the failing proof step, the repair). The file is named with its path and the
//! SHA-256 of its bytes, so the cited file is identifiable.

use std::path::Path;

use serde_json::Value as Json;

use crate::artifact::repairs::{self, Standing};
use crate::artifact::{self, sha256};
use crate::claim::{Check, Expected, Meta, ReadingClass};
use crate::claims;

/// The output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Markdown with `$…$` / `$$…$$` mathematics.
    Markdown,
    /// A LaTeX fragment (needs `amsmath` for `bmatrix`).
    Latex,
}

/// Escapes LaTeX's special characters in plain text.
pub fn latex_text(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '&' | '%' | '$' | '#' | '_' | '{' | '}' => {
                out.push('\\');
                out.push(c);
            }
            '~' => out.push_str("\\textasciitilde{}"),
            '^' => out.push_str("\\textasciicircum{}"),
            _ => push_unicode(&mut out, c),
        }
    }
    out
}

/// The LaTeX of a character outside ASCII, written so that it reads the same in text and
/// in math mode (`\ensuremath`): the file must compile without a Unicode-aware engine.
fn push_unicode(out: &mut String, c: char) {
    let math = |name: &str| format!("\\ensuremath{{{name}}}");
    let text = match c {
        c if c.is_ascii() => c.to_string(),
        '\u{2014}' => "---".to_string(),
        '\u{2013}' => "--".to_string(),
        '\u{2019}' | '\u{2018}' => "'".to_string(),
        '\u{201c}' => "``".to_string(),
        '\u{201d}' => "''".to_string(),
        '\u{2022}' => "\\textbullet{}".to_string(),
        '\u{a7}' => "\\S{}".to_string(),
        '\u{2192}' => math("\\to"),
        '\u{2016}' => math("\\|"),
        '\u{221e}' => math("\\infty"),
        '\u{2212}' => math("-"),
        '\u{b7}' => math("\\cdot"),
        '\u{2264}' => math("\\le"),
        '\u{2265}' => math("\\ge"),
        '\u{2208}' => math("\\in"),
        '\u{d7}' => math("\\times"),
        '\u{1d40}' => math("^{\\top}"),
        '\u{2070}'..='\u{2079}' | '\u{b2}' | '\u{b3}' | '\u{b9}' => {
            let digit = match c {
                '\u{b2}' => 2,
                '\u{b3}' => 3,
                '\u{b9}' => 1,
                c => c as u32 - 0x2070,
            };
            math(&format!("^{{{digit}}}"))
        }
        // a combining tilde over the letter just written
        '\u{303}' => match out.pop() {
            Some(base) if base.is_ascii_alphabetic() => math(&format!("\\tilde{{{base}}}")),
            Some(base) => {
                out.push(base);
                "\\~{}".to_string()
            }
            None => "\\~{}".to_string(),
        },
        c => match greek(c) {
            Some(name) => math(&format!("\\{name}")),
            // left as it is, for the review's ASCII test to name
            None => c.to_string(),
        },
    };
    out.push_str(&text);
}

/// The LaTeX name of a Greek letter.
fn greek(c: char) -> Option<&'static str> {
    const LOWER: [&str; 25] = [
        "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu", "nu", "xi", "o", "pi", "rho",
        "varsigma", "sigma", "tau", "upsilon", "phi", "chi", "psi", "omega",
    ];
    const UPPER: [(char, &str); 10] = [
        ('\u{393}', "Gamma"),
        ('\u{394}', "Delta"),
        ('\u{398}', "Theta"),
        ('\u{39b}', "Lambda"),
        ('\u{39e}', "Xi"),
        ('\u{3a0}', "Pi"),
        ('\u{3a3}', "Sigma"),
        ('\u{3a6}', "Phi"),
        ('\u{3a8}', "Psi"),
        ('\u{3a9}', "Omega"),
    ];
    match c {
        '\u{3b1}'..='\u{3c9}' => Some(LOWER[(c as u32 - 0x3b1) as usize]).filter(|n| *n != "o"),
        _ => UPPER.iter().find(|(u, _)| *u == c).map(|(_, n)| *n),
    }
}

/// Source words in LaTeX: words written in LaTeX (they hold `$`) pass through, others are
/// escaped.
pub fn latex_words(words: &str) -> String {
    if words.contains('$') {
        let mut out = String::new();
        for c in words.chars() {
            push_unicode(&mut out, c);
        }
        out
    } else {
        latex_text(words)
    }
}

fn number(v: &Json) -> String {
    v.as_f64().map_or_else(|| v.to_string(), |x| format!("{x}"))
}

/// A symbol's name in mathematics: `W_q` → `W_{q}`, `eps` → `\varepsilon`.
fn symbol(name: &str) -> String {
    let greek = [("eps", "\\varepsilon"), ("eta", "\\eta"), ("theta", "\\theta"), ("beta", "\\beta"), ("phi_0", "\\phi_{0}")];
    if let Some((_, g)) = greek.iter().find(|(n, _)| *n == name) {
        return g.to_string();
    }
    match name.split_once('_') {
        Some((base, sub)) if base.chars().count() == 1 && !sub.contains('_') => format!("{base}_{{{sub}}}"),
        None if name.chars().count() == 1 => name.to_string(),
        _ => format!("\\mathrm{{{}}}", name.replace('_', "\\_")),
    }
}

fn is_matrix(v: &Json) -> bool {
    v.as_array().is_some_and(|rows| !rows.is_empty() && rows.iter().all(|r| r.as_array().is_some_and(|r| r.iter().all(Json::is_number))))
}

/// One value in mathematics: a number, a row vector, a `bmatrix`, or a list of them.
fn math_value(name: &str, v: &Json) -> Vec<String> {
    match v {
        Json::Array(rows) if is_matrix(v) => {
            let body: Vec<String> =
                rows.iter().map(|r| r.as_array().expect("a row").iter().map(number).collect::<Vec<_>>().join(" & ")).collect();
            vec![format!("{name} = \\begin{{bmatrix}} {} \\end{{bmatrix}}", body.join(" \\\\ "))]
        }
        Json::Array(items) if items.iter().all(Json::is_number) => {
            vec![format!("{name} = ({})", items.iter().map(number).collect::<Vec<_>>().join(", "))]
        }
        Json::Array(items) => items
            .iter()
            .enumerate()
            .flat_map(|(k, item)| {
                let tagged = if name.contains("^{(") { name.replacen(")}", &format!(",{})}}", k + 1), 1) } else { format!("{name}^{{({})}}", k + 1) };
                math_value(&tagged, item)
            })
            .collect(),
        other => vec![format!("{name} = {}", number(other))],
    }
}

/// How a citable repair reads in a citation: its standing (see `artifact::repairs`) and
/// what the search says.
fn repair_verdict(root: &Path, m: &Meta) -> String {
    let search = match m.expected {
        Expected::Inconclusive => "; the search does not refute it but leaves some of its equality cases undecided",
        _ => "; the search does not refute it",
    };
    match repairs::standing(root, m) {
        Standing::Proved => "is proved".to_string(),
        Standing::Repair(place) => format!("is argued in the {place}, and the growth study agrees{search}"),
        _ => unreachable!("only citable repairs are cited"),
    }
}

/// The first repaired reading of the same claim that a reviewer may cite: proved, or argued
/// in its module with a growth study that agrees (`artifact::repairs::standing`). A repair
/// the search merely failed to refute is a conjecture, never offered as the repair.
pub fn repair_of(root: &Path, meta: &Meta) -> Option<&'static Meta> {
    repairs::citable_repairs(root, meta.id).into_iter().next()
}

/// The sentence for a claim without a citable repair.
const NO_REPAIR: &str = "No repaired reading of it is proved or argued; the repairs searched are conjectures or flagged (docs/repairs.md).";

/// The citation paragraph of a refuted reading, from its counterexample file under `root`;
/// an error when the reading is not refuted or the file does not verify (`artifact::replay::verify`).
pub fn citation(root: &Path, claim: &dyn Check, format: Format) -> Result<String, String> {
    let m = claim.meta();
    let path = artifact::counterexample_path(root, m);
    let shown = path.strip_prefix(root).unwrap_or(&path).display().to_string();
    if m.expected != Expected::Refuted {
        return Err(format!(
            "{} is recorded as {}: there is no counterexample to cite (`lemmacheck show {}` shows the evidence)",
            m.reading_key(),
            m.expected.name(),
            m.reading_key()
        ));
    }
    // a citation repeats the file's numbers: only a file that recomputes is cited
    artifact::replay::verify(&path).map_err(|p| format!("{shown} does not verify, so it is not cited:\n{p}"))?;
    let bytes = std::fs::read(&path).map_err(|e| format!("{shown}: cannot read: {e}"))?;
    let doc: Json = serde_json::from_slice(&bytes).map_err(|e| format!("{shown}: not valid JSON: {e}"))?;
    let hash = sha256::hex(&bytes);
    let cert = &doc["certificate"];
    let dims: Vec<String> =
        doc.pointer("/search/dimensions").and_then(Json::as_object).map(|d| d.iter().map(|(k, v)| format!("{k} = {v}")).collect()).unwrap_or_default();
    let inputs: Vec<String> = doc
        .get("inputs")
        .and_then(Json::as_object)
        .map(|o| o.iter().flat_map(|(k, v)| math_value(&symbol(k), v)).collect())
        .unwrap_or_default();
    let relation = if cert["relation"] == "=" { "=" } else { "\\le" };
    let place = match cert["inequality"].as_str() {
        Some("the inequality") | None => "Here".to_string(),
        Some(p) => format!("At {p}"),
    };
    let hypotheses_text = |h: &[String]| if h.is_empty() { "the statement has no hypotheses to certify".to_string() } else { format!("it certifies every hypothesis ({})", h.join("; ")) };
    let quoted = m.quote.words.trim().trim_start_matches('•').trim();
    let (lhs, rhs) = (number(&doc["lhs"]), number(&doc["rhs"]));
    let (lo, hi) = (number(&cert["lhs_minus_rhs"][0]), number(&cert["lhs_minus_rhs"][1]));
    let bits = number(&cert["precision_bits"]);
    // the certificate lists a hypothesis once per place it is checked; the citation names each once
    let mut hypotheses: Vec<String> = Vec::new();
    for h in cert["hypotheses_certified"].as_array().into_iter().flatten().filter_map(Json::as_str) {
        if !hypotheses.iter().any(|k| k == h) {
            hypotheses.push(h.to_string());
        }
    }
    let what = match m.class {
        ReadingClass::AsWritten => "as printed".to_string(),
        c => format!("in its {} reading `{}` ({})", c.name(), m.reading, m.reading_note),
    };
    let typo = m.typo.map(|t| (t.printed, t.meant, t.corrected_reading));
    let repair = repair_of(root, m);
    let has_repairs = claims::catalogue().iter().any(|c| c.meta().id == m.id && c.meta().class == ReadingClass::Repair);
    let coq = crate::coq::evidence::theorem(root, m);
    let md = format == Format::Markdown;
    let mut out = String::new();
    let title = m.paper.title();
    if md {
        out.push_str(&format!("**{}** of *{}* ({}) does not hold {what}. ", m.number, title, m.quote.location));
        out.push_str(&format!("The statement: \"{quoted}\" "));
        if let Some((printed, meant, corrected)) = typo {
            out.push_str(&format!("(The refutation goes through an evident typo, {printed} for {meant}; the corrected statement is the reading `{corrected}`.) "));
        }
        out.push_str(&format!("A minimal counterexample ({}):\n\n$$\n{}\n$$\n\n", dims.join(", "), inputs.join(",\\quad\n")));
        out.push_str(&format!(
            "{place}, the left-hand side is {lhs} and the right-hand side {rhs}, against the claimed lhs ${relation}$ rhs: outward-rounded interval arithmetic at {bits} bits, from the exact inputs, encloses lhs − rhs in [{lo}, {hi}]; {}.",
            hypotheses_text(&hypotheses)
        ));
        if let Some(step) = m.failing_step {
            out.push_str(&format!(" The proof step that fails: {step}."));
        }
        match repair {
            Some(r) => out.push_str(&format!(" A repaired statement, `{}` ({}), {}.", r.reading, r.reading_note.trim_end_matches('.'), repair_verdict(root, r))),
            None if has_repairs => out.push_str(&format!(" {NO_REPAIR}")),
            None => {}
        }
        out.push_str(&format!(
            "\n\nFile: `{shown}` (SHA-256 `{hash}`), produced and rechecked by lemmacheck; `lemmacheck verify {shown}` recomputes every field.{}\n",
            coq.as_ref().map_or(String::new(), |t| format!(" The same counterexample as a {}.", crate::coq::evidence::note(t)))
        ));
    } else {
        out.push_str(&format!(
            "\\textbf{{{}}} of \\emph{{{}}} ({}) does not hold {}. ",
            latex_text(m.number),
            latex_text(title),
            latex_text(m.quote.location),
            latex_text(&what)
        ));
        out.push_str(&format!("The statement: ``{}'' ", latex_words(quoted)));
        if let Some((printed, meant, corrected)) = typo {
            out.push_str(&format!(
                "(The refutation goes through an evident typo, {} for {}; the corrected statement is the reading \\texttt{{{}}}.) ",
                latex_text(printed),
                latex_text(meant),
                latex_text(corrected)
            ));
        }
        out.push_str(&format!("A minimal counterexample ({}):\n\\[\n{}\n\\]\n", latex_text(&dims.join(", ")), inputs.join(",\\quad\n")));
        out.push_str(&format!(
            "{}, the left-hand side is ${lhs}$ and the right-hand side ${rhs}$, against the claimed lhs ${relation}$ rhs: outward-rounded interval arithmetic at {bits} bits, from the exact inputs, encloses lhs $-$ rhs in $[{lo}, {hi}]$; {}.",
            latex_text(&place),
            latex_text(&hypotheses_text(&hypotheses))
        ));
        if let Some(step) = m.failing_step {
            out.push_str(&format!(" The proof step that fails: {}.", latex_text(step)));
        }
        match repair {
            Some(r) => out.push_str(&format!(
                " A repaired statement, \\texttt{{{}}} ({}), {}.",
                latex_text(r.reading),
                latex_text(r.reading_note.trim_end_matches('.')),
                latex_text(&repair_verdict(root, r))
            )),
            None if has_repairs => out.push_str(&format!(" {}", latex_text(NO_REPAIR))),
            None => {}
        }
        out.push_str(&format!(
            "\n\nFile: \\texttt{{{}}} (SHA-256 \\texttt{{{}}}), produced and rechecked by lemmacheck; \\texttt{{lemmacheck verify {}}} recomputes every field.{}\n",
            latex_text(&shown),
            hash,
            latex_text(&shown),
            coq.as_ref().map_or(String::new(), |t| format!(
                " The same counterexample as a Coq theorem \\texttt{{{}}} (\\texttt{{{}}}), checked with coqc by CI's \\texttt{{cargo test}}.",
                latex_text(&t.name),
                latex_text(&t.file)
            ))
        ));
    }
    Ok(out)
}
