//! What a Coq statement assumes, and where each assumption comes from: the statement's
//! premises, the `Premises` block of its header that classifies each one, and the text
//! its non-vacuity theorem must state.
//!
//! A statement `Definition <name> : Prop := forall (<binders>), H₁ -> ... -> Hₖ -> C` has
//! the premises H₁, ..., Hₖ: the body after the binders split at the arrows outside
//! parentheses, brackets and braces, up to the first part that starts with `forall`, `let`
//! or `exists` (the conclusion's own quantifiers) or the last part ([`parts`]).
//!
//! **The block.** The header lists every premise, in order, with its class:
//!
//! ```text
//! Premises (each hypothesis of the definition, in order; `cargo test` checks this list):
//! - [(1 <= n)%nat] size
//! - [max_abs_entry n d (msub A B) <= eps] printed "$\|A-B\|_{\infty}\leq\epsilon$"
//! ```
//!
//! [`Class`] says what each class promises; the test `coq::premises_are_printed_or_shown`
//! checks every promise against the catalogue ([`check`]), so that a statement cannot
//! assume more than its verdict row says.
//!
//! **Non-vacuity.** A proved statement has `coq/Satisfiable/<Paper>/<name>.v` with the
//! theorem `<name>_satisfiable : exists (<binders>), (H₁) /\ ... /\ (Hₖ)` ([`satisfiable`]),
//! whose proof gives an explicit point: a statement whose premises contradict each other
//! would be proved vacuously, and Coq would then reject that theorem.

use super::statement::strip_comments;

/// A statement's binders (the text between `forall` and the first `,`), premises and
/// conclusion, each with its white space collapsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parts {
    /// The binder groups, `(n d : nat) (A B : mat) (eps : R)`.
    pub binders: String,
    /// H₁, ..., Hₖ.
    pub premises: Vec<String>,
    /// The rest.
    pub conclusion: String,
}

/// `text` with every run of white space made one space, trimmed.
pub fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The parts of `Definition <name> : Prop := forall ..., ...` in the statement file `text`.
pub fn parts(text: &str, name: &str) -> Result<Parts, String> {
    let code = strip_comments(text);
    let head = format!("Definition {name} : Prop :=");
    let start = code.find(&head).ok_or_else(|| format!("no `{head}`"))? + head.len();
    let rest = code[start..].trim_start().strip_prefix("forall").ok_or_else(|| format!("`{head}` is not followed by `forall`"))?;
    let comma = rest.find(',').ok_or_else(|| format!("`{head} forall` has no `,`"))?;
    let binders = collapse(&rest[..comma]);
    // the definition ends at the first period followed by white space or the end, outside
    // parentheses (a qualified name's period is followed by a letter)
    let body = &rest[comma + 1..];
    let chars: Vec<char> = body.chars().collect();
    let mut depth = 0i32;
    let mut end = chars.len();
    let mut cuts = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            '.' if depth == 0 && chars.get(i + 1).is_none_or(|n| n.is_whitespace()) => {
                end = i;
                break;
            }
            '-' if depth == 0 && chars.get(i + 1) == Some(&'>') => cuts.push(i),
            _ => {}
        }
    }
    let mut pieces = Vec::new();
    let mut from = 0;
    for cut in cuts {
        pieces.push(chars[from..cut].iter().collect::<String>());
        from = cut + 2;
    }
    pieces.push(chars[from..end].iter().collect::<String>());
    let mut premises = Vec::new();
    let mut conclusion = Vec::new();
    for (i, p) in pieces.iter().enumerate() {
        let p = collapse(p);
        let first = p.split(|c: char| !c.is_alphanumeric() && c != '_').next().unwrap_or("");
        if !conclusion.is_empty() || i + 1 == pieces.len() || matches!(first, "forall" | "let" | "exists") {
            conclusion.push(p);
        } else {
            premises.push(p);
        }
    }
    Ok(Parts { binders, premises, conclusion: conclusion.join(" -> ") })
}

/// Where a premise comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Class {
    /// `(1 <= x)%nat` for a size x: an n × d matrix has n, d ≥ 1.
    Size,
    /// The fragment is in the reading's quoted words, its printed statement or the words
    /// of one of its implied hypotheses (for a proof step, also the printed words of the
    /// statement whose hypotheses it is checked under).
    Printed(String),
    /// The fragment is in the note of a reading that is not `as-written` (the hypothesis
    /// the reading adds, said where the reading is shown).
    Reading(String),
    /// A condition under which an expression of the statement is defined: the fragment is
    /// in the reason of one of the reading's `Meta::domain` entries.
    Domain(String),
    /// A hypothesis the statement adds beyond the words, allowed only for a refuted
    /// reading (a refutation under more hypotheses is a stronger result); the text says why.
    Added(String),
    /// A hypothesis beyond the words that the verdict row shows: the fragment is in the
    /// reading's `Meta::coq_given` (or the scope of a proof on part of the hypotheses).
    Shown(String),
}

/// One entry of the block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The premise as the block writes it, white space collapsed.
    pub premise: String,
    /// Its class.
    pub class: Class,
}

/// The entries of the `Premises` block of a statement file's text; an error when there is
/// none or an entry cannot be read.
pub fn block(text: &str) -> Result<Vec<Entry>, String> {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.trim_start().starts_with("Premises") && l.trim_end().ends_with(':'))
        .ok_or("the header has no `Premises (...):` block")?;
    let mut raw: Vec<String> = Vec::new();
    for line in &lines[start + 1..] {
        let t = line.trim();
        if t.is_empty() || t.starts_with("*)") {
            break;
        }
        let t = t.strip_suffix("*)").map(str::trim_end).unwrap_or(t);
        if let Some(entry) = t.strip_prefix("- ") {
            raw.push(entry.to_string());
        } else if let Some(last) = raw.last_mut() {
            last.push(' ');
            last.push_str(t);
        } else {
            return Err(format!("the Premises block starts with `{t}`, not with an entry `- [premise] class`"));
        }
        if line.trim_end().ends_with("*)") {
            break;
        }
    }
    raw.iter().map(|r| entry(r)).collect()
}

fn entry(raw: &str) -> Result<Entry, String> {
    let inner = raw.strip_prefix('[').ok_or_else(|| format!("entry `{raw}` does not start with `[premise]`"))?;
    let mut depth = 1i32;
    let mut close = None;
    for (i, c) in inner.char_indices() {
        match c {
            '[' => depth += 1,
            ']' => {
                depth -= 1;
                if depth == 0 {
                    close = Some(i);
                    break;
                }
            }
            _ => {}
        }
    }
    let close = close.ok_or_else(|| format!("entry `{raw}`: its `[` is not closed"))?;
    let premise = collapse(&inner[..close]);
    let rest = inner[close + 1..].trim();
    let (word, quoted) = match rest.split_once(char::is_whitespace) {
        Some((w, q)) => (w, q.trim()),
        None => (rest, ""),
    };
    let fragment = || -> Result<String, String> {
        let f = quoted
            .strip_prefix('"')
            .and_then(|q| q.strip_suffix('"'))
            .ok_or_else(|| format!("entry `{raw}`: `{word}` needs a fragment in double quotes"))?;
        if f.trim().is_empty() {
            return Err(format!("entry `{raw}`: an empty fragment"));
        }
        Ok(collapse(f))
    };
    let class = match word {
        "size" if quoted.is_empty() => Class::Size,
        "printed" => Class::Printed(fragment()?),
        "reading" => Class::Reading(fragment()?),
        "domain" => Class::Domain(fragment()?),
        "added" => Class::Added(fragment()?),
        "shown" => Class::Shown(fragment()?),
        _ => return Err(format!("entry `{raw}`: the class is one of size, printed \"…\", reading \"…\", domain \"…\", added \"…\", shown \"…\"")),
    };
    Ok(Entry { premise, class })
}

/// What the catalogue says of the reading a statement states, for [`check`].
pub struct Said<'a> {
    /// The quoted words, the printed statement and the implied hypotheses' words (and a
    /// proof step's statement's words).
    pub printed: Vec<&'a str>,
    /// The reading's note, when the reading is not `as-written`.
    pub note: Option<&'a str>,
    /// The reasons of its domain conditions.
    pub domains: Vec<&'a str>,
    /// What its verdict row shows beyond the words: `Meta::coq_given`, and the scope of a
    /// proof on part of the hypotheses.
    pub shown: Vec<&'a str>,
    /// Whether the reading is refuted (then `added` is allowed).
    pub refuted: bool,
    /// Its size binders' names (the `nat` binders).
    pub sizes: Vec<String>,
}

/// The problems of a statement's block against its definition and what the catalogue says;
/// empty when every premise is listed, in order, and every class's promise holds.
pub fn check(parts: &Parts, entries: &[Entry], said: &Said) -> Vec<String> {
    let mut out = Vec::new();
    if entries.len() != parts.premises.len() {
        out.push(format!(
            "the block lists {} premises, the definition has {}: {:?}",
            entries.len(),
            parts.premises.len(),
            parts.premises
        ));
    }
    let has = |haystack: &str, needle: &str| collapse(haystack).contains(needle);
    for (i, (e, p)) in entries.iter().zip(&parts.premises).enumerate() {
        if e.premise != *p {
            out.push(format!("premise {}: the block says [{}], the definition [{p}]", i + 1, e.premise));
            continue;
        }
        let ok = match &e.class {
            Class::Size => said.sizes.iter().any(|s| *p == format!("(1 <= {s})%nat")),
            Class::Printed(f) => said.printed.iter().any(|t| has(t, f)),
            Class::Reading(f) => said.note.is_some_and(|n| has(n, f)),
            Class::Domain(f) => said.domains.iter().any(|t| has(t, f)),
            Class::Added(_) => said.refuted,
            Class::Shown(f) => said.shown.iter().any(|t| has(t, f)),
        };
        if !ok {
            let why = match &e.class {
                Class::Size => "is not `(1 <= x)%nat` for a size binder x".to_string(),
                Class::Printed(f) => format!("\"{f}\" is not in the reading's quoted words, its statement or its implied words"),
                Class::Reading(f) if said.note.is_none() => format!("\"{f}\": an as-written reading adds no hypothesis in its note"),
                Class::Reading(f) => format!("\"{f}\" is not in the reading's note"),
                Class::Domain(f) => format!("\"{f}\" is not in the reason of any of the reading's domain conditions"),
                Class::Added(_) => "an added hypothesis of a reading that is not refuted must be shown in its verdict row (`shown`, Meta::coq_given)".to_string(),
                Class::Shown(f) => format!("\"{f}\" is not in what the reading's verdict row shows (Meta::coq_given: {:?})", said.shown),
            };
            out.push(format!("premise {} [{p}]: {why}", i + 1));
        }
    }
    out
}

/// The text the non-vacuity theorem of a statement with these parts states after
/// `Theorem <name>_satisfiable :`: `exists <binders>, (H₁) /\ ... /\ (Hₖ)` (`True` for no
/// premise), white space collapsed.
pub fn satisfiable(parts: &Parts) -> String {
    let body = if parts.premises.is_empty() {
        "True".to_string()
    } else {
        parts.premises.iter().map(|p| format!("({p})")).collect::<Vec<_>>().join(" /\\ ")
    };
    collapse(&format!("exists {}, {body}", parts.binders))
}

/// The statement of `Theorem <name>_satisfiable : ... .` in a satisfiable file's text,
/// white space collapsed.
pub fn stated_satisfiable(text: &str, name: &str) -> Result<String, String> {
    let code = strip_comments(text);
    let head = format!("Theorem {name}_satisfiable :");
    let start = code.find(&head).ok_or_else(|| format!("no `{head}`"))? + head.len();
    let rest = &code[start..];
    let chars: Vec<char> = rest.chars().collect();
    let end = (0..chars.len())
        .find(|&i| chars[i] == '.' && chars.get(i + 1).is_none_or(|n| n.is_whitespace()))
        .ok_or_else(|| format!("`{head}` has no end"))?;
    Ok(collapse(&chars[..end].iter().collect::<String>()))
}

/// The reading of the paper whose Coq folder is `dir` (`LargeWeights`) whose statement (or
/// whose proof on a part, `<name>__on_<part>`) is named `name`, with that part's scope when
/// it is one. Names are unique within a paper only: both papers have an Eq. (12).
pub fn reading_of(dir: &str, name: &str) -> Option<(&'static crate::claim::Meta, Option<&'static str>)> {
    use crate::claim::CoqProof;
    crate::claims::catalogue().iter().map(|c| c.meta()).filter(|m| super::paper_dir(m.paper.key()) == Some(dir)).find_map(|m| {
        let base = super::coq_name(m.id, m.reading);
        if base == name {
            return Some((m, None));
        }
        match m.coq_proof {
            Some(CoqProof::On { part, scope }) if format!("{base}__on_{}", super::coqify(part)) == name => Some((m, Some(scope))),
            _ => None,
        }
    })
}

/// The names of the `nat` binders of binder groups `(n d : nat) (A : mat)`.
fn nat_binders(binders: &str) -> Vec<String> {
    let mut out = Vec::new();
    for group in binders.split('(').skip(1) {
        let group = group.split(')').next().unwrap_or("");
        if let Some((names, ty)) = group.split_once(':') {
            if ty.trim() == "nat" {
                out.extend(names.split_whitespace().map(str::to_string));
            }
        }
    }
    out
}

/// Every problem of the statement files under `root`'s `coq/Statements`: a file that
/// defines the statement named after it without a `Premises` block, or whose block does
/// not list its premises, or whose classes do not hold ([`check`]), or that states no
/// reading of the catalogue. Files that define no statement named after them (shared
/// definitions) are skipped.
pub fn problems(root: &std::path::Path) -> Vec<String> {
    let mut out = Vec::new();
    for rel in super::proofs::files_under(root, "Statements") {
        let Some(name) = std::path::Path::new(&rel).file_stem().map(|s| s.to_string_lossy().into_owned()) else { continue };
        let text = match std::fs::read_to_string(root.join(&rel)) {
            Ok(t) => t,
            Err(e) => {
                out.push(format!("{rel}: {e}"));
                continue;
            }
        };
        if !strip_comments(&text).contains(&format!("Definition {name} : Prop :=")) {
            continue;
        }
        let fail = |why: String| format!("{rel}: {why}");
        let parts = match parts(&text, &name) {
            Ok(p) => p,
            Err(e) => {
                out.push(fail(e));
                continue;
            }
        };
        let entries = match block(&text) {
            Ok(e) => e,
            Err(e) => {
                out.push(fail(e));
                continue;
            }
        };
        let dir = std::path::Path::new(&rel).parent().and_then(|p| p.file_name()).map(|d| d.to_string_lossy().into_owned()).unwrap_or_default();
        let Some((m, part)) = reading_of(&dir, &name) else {
            out.push(fail(format!("`{name}` is the statement of no reading of the catalogue")));
            continue;
        };
        let mut printed = vec![m.quote.words, m.statement];
        printed.extend(m.implied.iter().map(|(_, q)| q.words));
        // a proof step is checked under its statement's hypotheses, which are printed there
        printed.extend(m.step.iter().flat_map(|s| s.hypotheses_from));
        let mut shown: Vec<&str> = m.coq_given.into_iter().collect();
        shown.extend(part);
        let said = Said {
            printed,
            note: (m.class != crate::claim::ReadingClass::AsWritten).then_some(m.reading_note),
            domains: m.domain.iter().map(|(_, why)| *why).collect(),
            shown,
            refuted: m.expected == crate::claim::Expected::Refuted && part.is_none(),
            sizes: nat_binders(&parts.binders),
        };
        out.extend(check(&parts, &entries, &said).into_iter().map(|p| fail(p)));
    }
    out
}
