//! `lemmacheck cite`: a paragraph a reviewer can paste, made from a counterexample file, or
//! for a reading proved in Coq for every size, from its proof.
//!
//! Every number in the paragraph is read from the committed file (the inputs, both sides,
//! the certified enclosure and its precision); the words come from the catalogue (the
//! quote, the failing proof step, the repair). The file is named with its path and the
//! SHA-256 of its bytes, so the cited file is identifiable. Beside the quoted words, the
//! reading's statement in Coq (its definitions, read from `coq/Statements/`), so that a
//! reader can compare the two.

use std::path::Path;

use serde_json::Value as Json;

use crate::artifact::repairs::{self, Standing};
use crate::artifact::{self, sha256, verdict};
use crate::notation::{hypothesis, latex, unicode, values};
use crate::claim::{Check, Expected, Meta, ReadingClass};
use crate::claims;

/// The output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Markdown with `$…$` / `$$…$$` mathematics.
    Markdown,
    /// A LaTeX fragment (needs `amsmath` for `bmatrix`).
    Latex,
    /// Plain text for the terminal: formulas in Unicode, matrices as rows.
    Text,
}

/// Escapes LaTeX's special characters in plain text ([`crate::notation::latex::text`]).
pub use crate::notation::latex::text as latex_text;

/// Words in LaTeX: words holding `$` are prose in the notation of [`crate::notation`]
/// (math kept), others plain text.
pub fn latex_words(words: &str) -> String {
    if words.contains('$') {
        crate::notation::latex::prose(words)
    } else {
        latex_text(words)
    }
}

fn number(v: &Json) -> String {
    v.as_f64().map_or_else(|| v.to_string(), |x| format!("{x}"))
}

/// An input's entry in mathematics: the shortest decimal that reads back as the same `f64`,
/// or, where that runs to more than 20 characters (a tiny or a huge entry, 4.3e-19 written
/// out with eighteen zeros), the same digits as `m \cdot 10^{e}`: a line of a citation
/// can break between two entries, never inside one.
fn math_number(v: &Json) -> String {
    let plain = number(v);
    match v.as_f64() {
        Some(x) if plain.len() > 20 && x != 0.0 => {
            let sci = format!("{x:e}");
            let (mantissa, exponent) = sci.split_once('e').expect("`{:e}` prints an exponent");
            format!("{mantissa} \\cdot 10^{{{exponent}}}")
        }
        _ => plain,
    }
}

/// A symbol's name in mathematics: `W_q` → `W_{q}`, `W_q_1` → `W_{q,1}`, `eps` →
/// `\varepsilon`, `phi_0` → `\phi_{0}`, `b_LN` → `b_{\mathrm{LN}}`, `softmax_r` →
/// `\mathrm{softmax}(r)`.
pub fn symbol(name: &str) -> String {
    const GREEK: [(&str, &str); 8] =
        [("eps", "\\varepsilon"), ("eta", "\\eta"), ("theta", "\\theta"), ("beta", "\\beta"), ("phi", "\\phi"), ("lambda", "\\lambda"), ("gamma", "\\gamma"), ("tau", "\\tau")];
    let mut parts = name.split('_');
    let base = parts.next().unwrap_or(name);
    let subs: Vec<&str> = parts.collect();
    if matches!(base, "softmax" | "softm") && subs.len() == 1 {
        return format!("\\mathrm{{{base}}}({})", subs[0]);
    }
    let head = match GREEK.iter().find(|(n, _)| *n == base) {
        Some((_, g)) => g.to_string(),
        None if base.chars().count() == 1 => base.to_string(),
        None => format!("\\mathrm{{{base}}}"),
    };
    if subs.is_empty() {
        return head;
    }
    let subs: Vec<String> = subs.iter().map(|s| if s.chars().count() > 1 && s.chars().all(|c| c.is_ascii_uppercase()) { format!("\\mathrm{{{s}}}") } else { s.to_string() }).collect();
    format!("{head}_{{{}}}", subs.join(","))
}

/// The width in points that a line of mathematics takes on a default `article` page,
/// estimated from its visible characters (digits 5 pt, a minus 7.8 pt, a matrix column's
/// separation 10 pt): an overestimate, so that a line said to fit does.
fn math_width(name: &str, rows: &[Vec<String>]) -> f64 {
    let chars = |s: &str| s.chars().map(|c| if c == '-' { 7.8 } else { 5.0 }).sum::<f64>();
    let cols = rows.first().map_or(0, Vec::len);
    let widths: Vec<f64> = (0..cols).map(|j| rows.iter().map(|r| r.get(j).map_or(0.0, |e| chars(e))).fold(0.0, f64::max)).collect();
    // the name (a subscripted symbol, a superscript), " = " and the brackets
    12.0 * name.len().min(6) as f64 + 20.0 + widths.iter().sum::<f64>() + 10.0 * cols.saturating_sub(1) as f64 + 12.0
}

/// The widest line of mathematics a citation displays, in points (a default `article`
/// page's text is 345 pt wide).
const DISPLAY_POINTS: f64 = 320.0;

/// The inputs of a counterexample for a LaTeX citation: each in a display of its own, and
/// an input too wide for the page (a matrix of many or long
/// numbers) after it in text, row by row, where lines may break after any comma.
fn latex_inputs(inputs: &[(String, Json)]) -> String {
    let mut display = Vec::new();
    let mut wide = Vec::new();
    for (k, v) in inputs {
        let name = symbol(k);
        for (tagged, value) in leaves(&name, v) {
            let rows: Vec<Vec<String>> = match value {
                Json::Array(rows) if is_matrix(value) => rows.iter().map(|r| r.as_array().expect("a row").iter().map(math_number).collect()).collect(),
                Json::Array(items) => vec![items.iter().map(math_number).collect()],
                other => vec![vec![math_number(other)]],
            };
            if math_width(&tagged, &rows) <= DISPLAY_POINTS {
                display.extend(math_value(&tagged, value));
            } else {
                let lines: Vec<String> = rows.iter().map(|r| format!("$({})$", r.join(",\\allowbreak "))).collect();
                let what = if is_matrix(value) { " row by row" } else { "" };
                wide.push(format!("${tagged}${what}: {}", lines.join("; ")));
            }
        }
    }
    let mut out = String::new();
    // a display per value: a page may break between two (one display of many matrices
    // would be taller than a page)
    let last = display.len().saturating_sub(1);
    for (i, line) in display.iter().enumerate() {
        out.push_str(&format!("\\[ {line}{} \\]\n", if i < last { "," } else { "" }));
    }
    if !wide.is_empty() {
        out.push_str(&format!("{}.\n\n", wide.join(";\n")));
    }
    out
}

/// The values a (possibly nested) input holds, each with its tagged name (`W^{(1,2)}` for
/// head 2 of layer 1), as [`math_value`] tags them.
fn leaves<'a>(name: &str, v: &'a Json) -> Vec<(String, &'a Json)> {
    match v {
        Json::Array(items) if !is_matrix(v) && !items.iter().all(Json::is_number) => items
            .iter()
            .enumerate()
            .flat_map(|(k, item)| {
                let tagged = if name.contains("^{(") { name.replacen(")}", &format!(",{})}}", k + 1), 1) } else { format!("{name}^{{({})}}", k + 1) };
                leaves(&tagged, item)
            })
            .collect(),
        _ => vec![(name.to_string(), v)],
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
                rows.iter().map(|r| r.as_array().expect("a row").iter().map(math_number).collect::<Vec<_>>().join(" & ")).collect();
            let cols = rows[0].as_array().map_or(0, Vec::len);
            // amsmath's bmatrix takes at most 10 columns unless the document raises
            // MaxMatrixCols: a wider matrix is an array, which has no such limit
            if cols <= 10 {
                vec![format!("{name} = \\begin{{bmatrix}} {} \\end{{bmatrix}}", body.join(" \\\\ "))]
            } else {
                vec![format!("{name} = \\left[\\begin{{array}}{{{}}} {} \\end{{array}}\\right]", "r".repeat(cols), body.join(" \\\\ "))]
            }
        }
        Json::Array(items) if items.iter().all(Json::is_number) => {
            vec![format!("{name} = ({})", items.iter().map(math_number).collect::<Vec<_>>().join(", "))]
        }
        Json::Array(items) => items
            .iter()
            .enumerate()
            .flat_map(|(k, item)| {
                let tagged = if name.contains("^{(") { name.replacen(")}", &format!(",{})}}", k + 1), 1) } else { format!("{name}^{{({})}}", k + 1) };
                math_value(&tagged, item)
            })
            .collect(),
        other => vec![format!("{name} = {}", math_number(other))],
    }
}

/// How a citable repair reads in a citation: its standing (see `artifact::repairs`) and
/// what the search says.
pub fn repair_verdict(root: &Path, m: &Meta) -> String {
    let search = match m.expected {
        Expected::Inconclusive => "; the search does not refute it but leaves some of its equality cases undecided",
        _ => "; the search does not refute it",
    };
    match repairs::standing(root, m) {
        Standing::Proved(Some(p)) => {
            let given = m.coq_given.map(|g| format!(", {g}")).unwrap_or_default();
            format!("is proved in Coq for every size{given} ({}){search}", proof_note(&p))
        }
        Standing::Proved(None) => "is proved by a certified witness".to_string(),
        Standing::Repair(place) => format!("is argued in the {place}, and the growth study agrees{search}"),
        _ => unreachable!("only citable repairs are cited"),
    }
}

/// "the Coq theorem `x_holds` (`coq/Proofs/…/x.v`), checked with coqc by CI's `cargo test`"
/// (committed documents never say "checked" on the strength of the machine that wrote them,
/// see [`crate::coq::evidence`]).
pub fn proof_note(p: &verdict::Proof) -> String {
    match p {
        verdict::Proof::Coq { theorem, file, .. } => format!("the Coq theorem `{theorem}` (`{file}`), checked with coqc by CI's `cargo test`"),
        other => format!("`{}`", other.file()),
    }
}

/// The widest line of a LaTeX citation's Coq listing, in characters: a default `article`
/// page is 345 pt wide and a `verbatim` character (cmtt10) 5.25 pt, so 65 fit.
pub const CODE_COLUMNS: usize = 64;

/// The reading's statement in Coq as a block of the format, with the file it is read from
/// (whose header says how each hypothesis is encoded); `None` when it has no statement file.
pub fn coq_statement(root: &Path, m: &Meta, format: Format) -> Option<String> {
    let (file, defs) = crate::coq::proofs::statement_of(root, m)?;
    Some(coq_block(&file, &defs, format))
}

/// A Coq statement `defs` read from `file`, as a block of the format.
pub fn coq_block(file: &str, defs: &str, format: Format) -> String {
    let lead = "The statement in Coq";
    let why = "whose header says how each hypothesis is encoded";
    match format {
        Format::Markdown => format!("{lead} (`{file}`, {why}):\n\n```coq\n{defs}\n```\n\n"),
        Format::Latex => format!("{lead} ({}, {why}):\n\\begin{{verbatim}}\n{}\n\\end{{verbatim}}\n", latex::code(file), latex::wrap_code(defs, CODE_COLUMNS)),
        Format::Text => {
            let indented: Vec<String> = defs.lines().map(|l| if l.is_empty() { String::new() } else { format!("    {l}") }).collect();
            format!("{lead} ({file}, {why}):\n\n{}\n\n", indented.join("\n"))
        }
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

/// What a citation repeats of a counterexample file, read after the file verifies.
pub struct Cited {
    /// The file, relative to the checkout.
    pub shown: String,
    /// The SHA-256 of its bytes.
    pub hash: String,
    /// The file.
    pub doc: Json,
}

/// The counterexample file of a refuted reading under `root`, verified; an error when the
/// reading is not refuted or the file does not verify (`artifact::replay::verify`).
pub fn cited(root: &Path, m: &Meta) -> Result<Cited, String> {
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
    Ok(Cited { shown, hash: sha256::hex(&bytes), doc })
}

/// The citation paragraph of a refuted reading, from its counterexample file under `root`
/// (see [`cited`]), or of a reading proved in Coq for every size ([`holds`]). The words are
/// prose in the notation of [`crate::notation`], shown in `format`.
pub fn citation(root: &Path, claim: &dyn Check, format: Format) -> Result<String, String> {
    let text = citation_text(root, claim, format)?;
    Ok(match format {
        // paths, hashes and theorem names in typewriter type leave a justified paragraph few
        // places to break: the citation is set \sloppy, in a group of its own, so that a
        // default article page (345 pt) takes it without a line in the margin
        Format::Latex => format!("{{\\sloppy\n{}\\par}}\n", text.trim_end()),
        _ => text,
    })
}

fn citation_text(root: &Path, claim: &dyn Check, format: Format) -> Result<String, String> {
    let m = claim.meta();
    if m.expected != Expected::Refuted {
        if let Some(p) = verdict::proofs(root, m).into_iter().find(verdict::Proof::every_size) {
            return Ok(holds(root, m, &p, format));
        }
    }
    let Cited { shown, hash, doc } = cited(root, m)?;
    let cert = &doc["certificate"];
    let dims: Vec<String> =
        doc.pointer("/search/dimensions").and_then(Json::as_object).map(|d| d.iter().map(|(k, v)| format!("{k} = {v}")).collect()).unwrap_or_default();
    let inputs: Vec<(String, Json)> = doc.get("inputs").and_then(Json::as_object).map(|o| o.iter().map(|(k, v)| (k.clone(), v.clone())).collect()).unwrap_or_default();
    let relation = if cert["relation"] == "=" { "=" } else { "\\le" };
    let place = match cert["inequality"].as_str() {
        Some("the inequality") | None => "Here".to_string(),
        Some(p) => format!("At {}", hypothesis::tex(p)),
    };
    let quoted = m.quote.words.trim().trim_start_matches('•').trim();
    let (lhs, rhs) = (number(&doc["lhs"]), number(&doc["rhs"]));
    let (lo, hi) = (number(&cert["lhs_minus_rhs"][0]), number(&cert["lhs_minus_rhs"][1]));
    let bits = number(&cert["precision_bits"]);
    // the certificate lists a hypothesis once per place it is checked; the citation names each once
    let mut hypotheses: Vec<String> = Vec::new();
    for h in cert["hypotheses_certified"].as_array().into_iter().flatten().filter_map(Json::as_str) {
        let h = hypothesis::tex(h);
        if !hypotheses.contains(&h) {
            hypotheses.push(h);
        }
    }
    let hypotheses_text =
        if hypotheses.is_empty() { "the statement has no hypotheses to certify".to_string() } else { format!("it certifies every hypothesis ({})", hypotheses.join("; ")) };
    let what = match m.class {
        ReadingClass::AsWritten => "as printed".to_string(),
        c => format!("in its {} reading `{}` ({})", c.name(), m.reading, m.reading_note.trim_end_matches('.')),
    };
    let repair = repair_of(root, m);
    let has_repairs = claims::catalogue().iter().any(|c| c.meta().id == m.id && c.meta().class == ReadingClass::Repair);

    // the paragraph after the inputs, in the notation (identical in every format but for
    // how it is shown)
    let mut tail = format!(
        "{place}, the left-hand side is ${lhs}$ and the right-hand side ${rhs}$, against the claimed lhs ${relation}$ rhs: outward-rounded interval arithmetic at {bits} bits, from the exact inputs, encloses lhs $-$ rhs in $[{lo}, {hi}]$; {hypotheses_text}."
    );
    if let Some(both) = verdict::sentence(root, m) {
        tail.push(' ');
        tail.push_str(&both);
    }
    if let Some(step) = super::steps::failing_step(root, m) {
        tail.push_str(&format!(" The proof step that fails: {step}."));
    }
    match repair {
        Some(r) => {
            tail.push_str(&format!(" A repaired statement, `{}` ({}), {}.", r.reading, r.reading_note.trim_end_matches('.'), repair_verdict(root, r)));
            // a proof for every size is in the repair's verdict; a proof on a domain is added
            for p in verdict::proofs(root, r).into_iter().filter(|p| !p.every_size()) {
                tail.push_str(&format!(" It is proved {} ({}, `{}`).", p.scope(), p.method(), p.file()));
            }
        }
        None if has_repairs => tail.push_str(&format!(" {NO_REPAIR}")),
        None => {}
    }
    let coq = crate::coq::evidence::theorem(root, m).map_or(String::new(), |t| format!(" The same counterexample as a {}.", crate::coq::evidence::note(&t)));
    let file = format!("File: `{shown}` (SHA-256 `{hash}`), produced and rechecked by lemmacheck; `lemmacheck verify {shown}` recomputes every field.{coq}");
    let typo = m.typo.map(|t| {
        format!("(The refutation goes through an evident typo, {} for {}; the corrected statement is the reading `{}`.) ", t.printed, t.meant, t.corrected_reading)
    });
    let title = m.paper.title();
    let coq = coq_statement(root, m, format).unwrap_or_default();
    let mut out = String::new();
    match format {
        Format::Markdown => {
            out.push_str(&format!("**{}** of *{}* ({}) does not hold {what}. ", m.number, title, m.quote.location));
            out.push_str(&format!("The statement: \"{quoted}\" "));
            out.push_str(typo.as_deref().unwrap_or(""));
            out.push_str(&format!("\n\n{coq}"));
            let math: Vec<String> = inputs.iter().flat_map(|(k, v)| math_value(&symbol(k), v)).collect();
            out.push_str(&format!("A minimal counterexample ({}):\n\n$$\n{}\n$$\n\n", dims.join(", "), math.join(",\\quad\n")));
            out.push_str(&tail);
            out.push_str(&format!("\n\n{file}\n"));
        }
        Format::Latex => {
            out.push_str(&format!(
                "\\textbf{{{}}} of \\emph{{{}}} ({}) does not hold {}. ",
                latex::prose(m.number),
                latex::prose(title),
                latex::prose(m.quote.location),
                latex::inline(&what)
            ));
            out.push_str(&format!("The statement: ``{}'' ", latex_words(quoted)));
            out.push_str(&typo.as_deref().map(latex::inline).unwrap_or_default());
            out.push_str(&format!("\n\n{coq}"));
            out.push_str(&format!("A minimal counterexample ({}):\n{}", latex_text(&dims.join(", ")), latex_inputs(&inputs)));
            out.push_str(&latex::inline(&tail));
            out.push_str(&format!("\n\n{}\n", latex::inline(&file)));
        }
        Format::Text => {
            out.push_str(&format!(
                "{} of \"{}\" ({}) does not hold {}. ",
                unicode::render(m.number),
                unicode::render(title),
                unicode::render(m.quote.location),
                unicode::render(&what)
            ));
            out.push_str(&format!("The statement: \"{quoted}\" "));
            out.push_str(&typo.as_deref().map(unicode::render).unwrap_or_default());
            out.push_str(&format!("\n\n{coq}"));
            out.push_str(&format!("A minimal counterexample ({}):\n\n", dims.join(", ")));
            for (k, v) in &inputs {
                for l in values::lines(k, v) {
                    out.push_str(&l);
                    out.push('\n');
                }
            }
            out.push('\n');
            out.push_str(&unicode::render(&tail));
            out.push_str(&format!("\n\n{}\n", unicode::render(&file)));
        }
    }
    Ok(out)
}

/// The citation of a reading proved in Coq for every size: the statement as printed, its
/// Coq statement, the theorem and its file, and the search's own verdict beside it.
fn holds(root: &Path, m: &Meta, p: &verdict::Proof, format: Format) -> String {
    let quoted = m.quote.words.trim().trim_start_matches('•').trim();
    let what = match m.class {
        ReadingClass::AsWritten => "as printed".to_string(),
        c => format!("in its {} reading `{}` ({})", c.name(), m.reading, m.reading_note.trim_end_matches('.')),
    };
    let title = m.paper.title();
    let what = match m.coq_given {
        Some(g) => format!("{what}, {g}"),
        None => what,
    };
    let coq = coq_statement(root, m, format).unwrap_or_default();
    let proof = format!(
        "It is proved for every size by {}; the search's own verdict: {} (`lemmacheck show {}`).",
        proof_note(p),
        verdict::line_without_proofs(m, false),
        m.reading_key()
    );
    match format {
        Format::Markdown => format!(
            "**{}** of *{title}* ({}) holds {what}, for every size. The statement: \"{quoted}\"\n\n{coq}{proof}\n",
            m.number, m.quote.location
        ),
        Format::Latex => format!(
            "\\textbf{{{}}} of \\emph{{{}}} ({}) holds {}, for every size. The statement: ``{}''\n\n{coq}{}\n",
            latex::prose(m.number),
            latex::prose(title),
            latex::prose(m.quote.location),
            latex::inline(&what),
            latex_words(quoted),
            latex::inline(&proof)
        ),
        Format::Text => format!(
            "{} of \"{}\" ({}) holds {}, for every size. The statement: \"{quoted}\"\n\n{coq}{}\n",
            unicode::render(m.number),
            unicode::render(title),
            unicode::render(m.quote.location),
            unicode::render(&what),
            unicode::render(&proof)
        ),
    }
}

/// A Python identifier for a symbol's name (`lambda` and other keywords get a trailing `_`).
fn python_name(name: &str) -> String {
    let mut out: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
    if out.chars().next().is_none_or(|c| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    const KEYWORDS: [&str; 8] = ["lambda", "in", "is", "not", "and", "or", "def", "class"];
    if KEYWORDS.contains(&out.as_str()) {
        out.push('_');
    }
    out
}

/// An exact decimal as a Python float literal (`4` → `4.0`); a hex float as
/// `float.fromhex(...)`.
fn python_float(exact: &str) -> String {
    let t = exact.trim();
    if t.contains("0x") {
        format!("float.fromhex(\"{t}\")")
    } else if t.contains(['.', 'e', 'E']) || t.contains("inf") || t.contains("nan") {
        t.to_string()
    } else {
        format!("{t}.0")
    }
}

/// A value of `inputs_exact` as a Python literal: a float, or nested lists of floats.
fn python_literal(exact: &Json, indent: usize) -> String {
    match exact {
        Json::String(s) => python_float(s),
        Json::Array(items) if items.iter().all(|x| !x.is_array()) => format!("[{}]", items.iter().map(|x| python_literal(x, 0)).collect::<Vec<_>>().join(", ")),
        Json::Array(items) => {
            let pad = " ".repeat(indent + 1);
            let inner: Vec<String> = items.iter().map(|x| python_literal(x, indent + 1)).collect();
            format!("[{}]", inner.join(&format!(",\n{pad}")))
        }
        other => other.to_string(),
    }
}

/// Whether nested lists have the same shape at every level (a numpy array), else `false`
/// (then a list of arrays).
fn rectangular(v: &Json) -> bool {
    fn shape(v: &Json) -> Option<Vec<usize>> {
        match v {
            Json::Array(items) => {
                let inner: Vec<Option<Vec<usize>>> = items.iter().map(shape).collect();
                let first = inner.first().cloned().unwrap_or(Some(Vec::new()))?;
                if inner.iter().all(|s| s.as_ref() == Some(&first)) {
                    Some(std::iter::once(items.len()).chain(first).collect())
                } else {
                    None
                }
            }
            _ => Some(Vec::new()),
        }
    }
    shape(v).is_some()
}

/// The counterexample's inputs as Python with numpy: one assignment per symbol of the
/// statement, each value an exact decimal literal (the exact value of the `f64` the file
/// holds, so Python reads back the same number), arrays as `np.array(..., dtype=np.float64)`,
/// lists of matrices (per head, per layer) as nested arrays in the file's order. Comments
/// name the file, its SHA-256, both sides, and how to recheck them.
pub fn numpy(root: &Path, claim: &dyn Check) -> Result<String, String> {
    let m = claim.meta();
    let Cited { shown, hash, doc } = cited(root, m)?;
    let exact = doc.get("inputs_exact").and_then(Json::as_object).ok_or_else(|| format!("{shown}: field `inputs_exact` is missing"))?;
    let inputs = doc.get("inputs").and_then(Json::as_object).ok_or_else(|| format!("{shown}: field `inputs` is missing"))?;
    let mut out = String::new();
    out.push_str(&format!("# {} ({} of \"{}\"), reading {}: a certified counterexample.\n", m.reading_key(), m.number, m.paper.title(), m.reading));
    out.push_str(&format!("# From {shown} (SHA-256 {hash}); `lemmacheck verify {shown}` recomputes it.\n"));
    out.push_str("# Every literal is the exact decimal value of the double the search used, so Python reads back the same number.\n");
    out.push_str(&format!(
        "# There lhs = {} and rhs = {} (midpoints of the certified enclosures), against lhs {} rhs; lhs - rhs lies in [{}, {}].\n",
        number(&doc["lhs"]),
        number(&doc["rhs"]),
        doc.pointer("/certificate/relation").and_then(Json::as_str).unwrap_or("<="),
        number(&doc["certificate"]["lhs_minus_rhs"][0]),
        number(&doc["certificate"]["lhs_minus_rhs"][1])
    ));
    out.push_str("import numpy as np\n\n");
    for (name, value) in exact {
        let var = python_name(name);
        if var != *name {
            out.push_str(&format!("# {name} in the file\n"));
        }
        let integer = inputs.get(name).is_some_and(|v| v.is_u64() || v.is_i64());
        if let Some(sym) = m.symbols.iter().find(|s| s.name == name.as_str()).filter(|s| s.dims.len() > 1) {
            out.push_str(&format!("# {name}: {} ({}), indexed [{}]\n", sym.meaning, sym.dims.join(" x "), sym.dims.join("][")));
        }
        match value {
            Json::String(s) if integer => out.push_str(&format!("{var} = {s}\n")),
            Json::String(s) => out.push_str(&format!("{var} = {}\n", python_float(s))),
            Json::Array(_) if rectangular(value) => {
                let pad = var.len() + " = np.array(".len();
                out.push_str(&format!("{var} = np.array({}, dtype=np.float64)\n", python_literal(value, pad)));
            }
            Json::Array(items) => {
                let arrays: Vec<String> = items.iter().map(|x| format!("np.array({}, dtype=np.float64)", python_literal(x, 0))).collect();
                out.push_str(&format!("{var} = [{}]\n", arrays.join(", ")));
            }
            other => out.push_str(&format!("{var} = {other}\n")),
        }
    }
    Ok(out)
}
