//! The index of the sources' statements, `docs/statements.md`: every statement the sources
//! number or refer to by number, and the unnumbered statements the catalogue checks, each
//! with the claims that check it or the reason none does.
//!
//! Two checks use it (trials of `tests/claims`):
//!
//! * [`unexplained`]: every entry has exactly one of `checked by` (claim ids of the
//!   catalogue, of the entry's paper) and `not checked` (a reason); every claim id of the
//!   catalogue is named by some entry, so a new claim must be indexed;
//! * [`against_sources`], where the source texts are at hand: every statement the sources
//!   print (a heading such as `Lemma 4.1.` at the start of a line, or an equation tag `(7)`
//!   ending a `$$` display line) or mention (`Lemma A.3`, `Eq. (4.2)`, `Eqn. (8)-(9)` in
//!   running text) has an entry, every numbered entry is printed or mentioned, and each
//!   entry's first words are verbatim in its source: the beginning of the statement's text
//!   (the lines after its heading) for a printed statement, the beginning of the tagged line
//!   for an equation, and somewhere in the paper's sources for a statement only mentioned or
//!   unnumbered. Text is compared after [`sources::normalise`] (runs of white space, which
//!   include no-break spaces, become one space); nothing else is normalised.
//!
//! The file format is described at its top; [`parse`] reports a malformed line with the
//! file, line and field.

use std::collections::BTreeSet;
use std::path::Path;

use crate::claim::{Check, Paper};
use crate::sources;

/// Where the index lives, relative to the checkout.
pub const PATH: &str = "docs/statements.md";

/// The kinds of numbered statement, as the sources print them.
pub const KINDS: [&str; 7] = ["Definition", "Fact", "Lemma", "Corollary", "Theorem", "Remark", "Claim"];

/// The words that introduce an equation number in running text.
const EQUATION_WORDS: [&str; 4] = ["Equation", "Eqn.", "Eqs.", "Eq."];

/// What an entry indexes.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Statement {
    /// A numbered statement: one of [`KINDS`] and its number (`4.1`, `D.7`).
    Numbered(String, String),
    /// A numbered equation, its number with parentheses: `(7)`, `(8)-(9)`, `(C.1)`.
    Equation(String),
    /// A statement the source does not number, with the index's name for it.
    Unnumbered(String),
}

impl std::fmt::Display for Statement {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Statement::Numbered(kind, number) => write!(f, "{kind} {number}"),
            Statement::Equation(number) => write!(f, "Eq. {number}"),
            Statement::Unnumbered(name) => write!(f, "Unnumbered: {name}"),
        }
    }
}

/// One entry of the index.
#[derive(Clone, Debug)]
pub struct Entry {
    /// The paper whose section holds the entry.
    pub paper: Paper,
    /// The statement.
    pub statement: Statement,
    /// The statement's first words, verbatim from the source.
    pub first_words: String,
    /// The claim ids that check it.
    pub checked_by: Vec<String>,
    /// Why no claim checks it.
    pub not_checked: Option<String>,
    /// A remark on the entry.
    pub note: Option<String>,
    /// A question to the authors the review asks about this statement (hand-written,
    /// formulas in TeX between `$…$`; never a generated number).
    pub question: Option<String>,
    /// Statements its proof cites, as the index names them, beyond what the claims that
    /// check it record (for a statement no claim checks, such as the main theorem).
    pub proof_cites: Vec<String>,
    /// Statements its proof uses without citing them.
    pub proof_uses: Vec<String>,
    /// The line of its heading in the file (1-based).
    pub line: usize,
}

/// Parses the index; `file` names it in errors.
pub fn parse(text: &str, file: &str) -> Result<Vec<Entry>, String> {
    let mut entries: Vec<Entry> = Vec::new();
    let mut paper: Option<Paper> = None;
    let mut open = false;
    for (k, raw) in text.lines().enumerate() {
        let line = k + 1;
        let at = |msg: String| format!("{file}:{line}: {msg}");
        if let Some(key) = raw.strip_prefix("## ") {
            let key = key.trim();
            paper = Some(
                [Paper::LargeWeights, Paper::Dong2021]
                    .into_iter()
                    .find(|p| p.key() == key)
                    .ok_or_else(|| at(format!("unknown paper '{key}' (the sections are `## large-weights` and `## dong2021`)")))?,
            );
            open = false;
        } else if let Some(heading) = raw.strip_prefix("### ") {
            let paper = paper.ok_or_else(|| at("an entry before any `## <paper>` section".into()))?;
            let statement = parse_heading(heading.trim()).map_err(at)?;
            if entries.iter().any(|e| e.paper == paper && e.statement == statement) {
                return Err(at(format!("{statement} is indexed twice")));
            }
            entries.push(Entry {
                paper,
                statement,
                first_words: String::new(),
                checked_by: Vec::new(),
                not_checked: None,
                note: None,
                question: None,
                proof_cites: Vec::new(),
                proof_uses: Vec::new(),
                line,
            });
            open = true;
        } else if raw.starts_with('#') {
            open = false;
        } else if open && !raw.trim().is_empty() {
            let entry = entries.last_mut().expect("an open entry");
            parse_field(entry, raw).map_err(at)?;
        }
    }
    if let Some(e) = entries.iter().find(|e| e.first_words.is_empty()) {
        return Err(format!("{file}:{}: {} has no `first words`", e.line, e.statement));
    }
    Ok(entries)
}

/// `Lemma 4.1`, `Eq. (7)`, `Unnumbered: <name>`.
fn parse_heading(heading: &str) -> Result<Statement, String> {
    if let Some(name) = heading.strip_prefix("Unnumbered:") {
        let name = name.trim();
        return if name.is_empty() { Err("an unnumbered entry needs a name".into()) } else { Ok(Statement::Unnumbered(name.into())) };
    }
    let (kind, number) = heading.split_once(' ').ok_or_else(|| format!("heading '{heading}': expected '<Kind> <number>'"))?;
    let number = number.trim();
    if kind == "Eq." {
        let parsed = equation_number(number).filter(|(n, rest)| !n.is_empty() && rest.is_empty());
        return parsed
            .map(|(n, _)| Statement::Equation(n))
            .ok_or_else(|| format!("heading '{heading}': an equation number is '(7)' or '(8)-(9)'"));
    }
    if !KINDS.contains(&kind) {
        return Err(format!("heading '{heading}': the kind is one of {}, 'Eq.' or 'Unnumbered:'", KINDS.join(", ")));
    }
    match statement_number(number) {
        Some((n, "")) => Ok(Statement::Numbered(kind.into(), n)),
        _ => Err(format!("heading '{heading}': '{number}' is not a statement number such as 4.1 or D.7")),
    }
}

/// One `- field: value` line of an entry.
fn parse_field(entry: &mut Entry, raw: &str) -> Result<(), String> {
    let body = raw.strip_prefix("- ").ok_or_else(|| format!("in {}: expected a field line '- <field>: <value>'", entry.statement))?;
    let (field, value) = body.split_once(':').ok_or_else(|| format!("in {}: expected '- <field>: <value>'", entry.statement))?;
    let value = value.trim();
    let empty = |f: &str| format!("in {}: field `{f}` is empty", entry.statement);
    let twice = |f: &str| format!("in {}: field `{f}` is given twice", entry.statement);
    match field {
        "first words" => {
            if !entry.first_words.is_empty() {
                return Err(twice(field));
            }
            let words = value
                .strip_prefix('`')
                .and_then(|v| v.strip_suffix('`'))
                .ok_or_else(|| format!("in {}: field `first words` is written in backticks", entry.statement))?;
            if words.trim().is_empty() {
                return Err(empty(field));
            }
            entry.first_words = words.to_string();
        }
        "checked by" => {
            if !entry.checked_by.is_empty() {
                return Err(twice(field));
            }
            entry.checked_by = value.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect();
            if entry.checked_by.is_empty() {
                return Err(empty(field));
            }
        }
        "not checked" | "note" | "question" => {
            if value.is_empty() {
                return Err(empty(field));
            }
            let slot = match field {
                "note" => &mut entry.note,
                "question" => &mut entry.question,
                _ => &mut entry.not_checked,
            };
            if slot.is_some() {
                return Err(twice(field));
            }
            *slot = Some(value.to_string());
        }
        "proof cites" | "proof uses" => {
            let list: Vec<String> = value.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect();
            if list.is_empty() {
                return Err(empty(field));
            }
            let slot = if field == "proof cites" { &mut entry.proof_cites } else { &mut entry.proof_uses };
            if !slot.is_empty() {
                return Err(twice(field));
            }
            *slot = list;
        }
        other => {
            return Err(format!(
                "in {}: unknown field `{other}` (first words, checked by, not checked, note, question, proof cites, proof uses)",
                entry.statement
            ))
        }
    }
    Ok(())
}

/// A statement number at the start of `s` (`4.1`, `D.7`, `2.2`), and what follows it; a
/// trailing full stop is not part of the number.
fn statement_number(s: &str) -> Option<(String, &str)> {
    let end = s.find(|c: char| !(c.is_ascii_alphanumeric() || c == '.')).unwrap_or(s.len());
    let token = s[..end].trim_end_matches('.');
    let rest = &s[token.len()..];
    let mut chars = token.chars();
    let valid = match chars.next() {
        Some(c) if c.is_ascii_digit() => token.chars().all(|c| c.is_ascii_digit() || c == '.'),
        Some(c) if c.is_ascii_uppercase() => {
            chars.next() == Some('.') && chars.clone().next().is_some_and(|c| c.is_ascii_digit()) && chars.all(|c| c.is_ascii_digit() || c == '.')
        }
        _ => false,
    };
    valid.then(|| (token.to_string(), rest))
}

/// An equation number at the start of `s`: `(7)`, `(4.2)`, `(8)-(9)` or `(8)–(9)`, and what
/// follows it.
fn equation_number(s: &str) -> Option<(String, &str)> {
    let one = |s: &str| -> Option<(String, usize)> {
        let inner = s.strip_prefix('(')?;
        let close = inner.find(')')?;
        let token = &inner[..close];
        let ok = !token.is_empty() && token.chars().all(|c| c.is_ascii_alphanumeric() || c == '.') && token.chars().any(|c| c.is_ascii_digit());
        ok.then(|| (format!("({token})"), close + 2))
    };
    let (first, used) = one(s)?;
    let rest = &s[used..];
    for dash in ["-", "–"] {
        if let Some((second, used2)) = rest.strip_prefix(dash).and_then(one) {
            return Some((format!("{first}-{second}"), &rest[dash.len() + used2..]));
        }
    }
    Some((first, rest))
}

/// The index of the checkout at `root`.
pub fn load(root: &Path) -> Result<Vec<Entry>, String> {
    let path = root.join(PATH);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    parse(&text, PATH)
}

/// What is wrong with the index as a record of the catalogue (empty if nothing): entries
/// with neither or both of `checked by` and `not checked`, claim ids the catalogue does
/// not have or of another paper, and catalogue claims no entry names.
pub fn unexplained(entries: &[Entry], claims: &[&dyn Check]) -> Vec<String> {
    let ids: BTreeSet<&str> = claims.iter().map(|c| c.meta().id).collect();
    let mut out = Vec::new();
    for e in entries {
        let at = format!("{PATH}:{}: {} ({})", e.line, e.statement, e.paper.key());
        match (e.checked_by.is_empty(), &e.not_checked) {
            (true, None) => out.push(format!("{at} has neither `checked by` nor `not checked`")),
            (false, Some(_)) => out.push(format!("{at} has both `checked by` and `not checked`")),
            _ => {}
        }
        for id in &e.checked_by {
            if !ids.contains(id.as_str()) {
                out.push(format!("{at}: `checked by` names {id}, which is not a claim of the catalogue"));
            } else if !id.starts_with(&format!("{}/", e.paper.key())) {
                out.push(format!("{at}: `checked by` names {id}, a claim of another paper"));
            }
        }
    }
    let named: BTreeSet<&str> = entries.iter().flat_map(|e| e.checked_by.iter().map(String::as_str)).collect();
    for id in ids.difference(&named) {
        out.push(format!("claim {id} is in the catalogue but no entry of {PATH} names it in `checked by`"));
    }
    out
}

/// How a source presents a statement.
#[doc(hidden)]
#[derive(Clone, Debug)]
pub enum Found {
    /// Printed: its heading or tag, with the normalised text it begins.
    Printed(String),
    /// Only referred to by number.
    Mentioned,
}

/// The statements the text of one source file prints or mentions.
#[doc(hidden)]
pub fn scan(raw: &str) -> Vec<(Statement, Found)> {
    let lines: Vec<&str> = raw.lines().collect();
    let mut out: Vec<(Statement, Found)> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        for kind in KINDS {
            let Some(rest) = line.strip_prefix(kind).and_then(|r| r.strip_prefix(' ')) else { continue };
            if let Some((number, after)) = statement_number(rest) {
                if after.is_empty() || after.starts_with('.') || after.starts_with(" (") {
                    let body = sources::normalise(&lines[i + 1..].join("\n"));
                    out.push((Statement::Numbered(kind.into(), number), Found::Printed(body)));
                }
            }
        }
        let trimmed = line.trim();
        if trimmed.starts_with("$$") && trimmed.ends_with(')') {
            if let Some(open) = trimmed.rfind('(') {
                if let Some((number, "")) = equation_number(&trimmed[open..]) {
                    out.push((Statement::Equation(number), Found::Printed(sources::normalise(trimmed))));
                }
            }
        }
    }
    let text = sources::normalise(raw);
    for (at, _) in text.char_indices() {
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric()) {
            continue;
        }
        let here = &text[at..];
        for kind in KINDS {
            if let Some((number, _)) = here.strip_prefix(kind).and_then(|r| r.strip_prefix(' ')).and_then(statement_number) {
                out.push((Statement::Numbered(kind.into(), number), Found::Mentioned));
            }
        }
        for word in EQUATION_WORDS {
            let Some(rest) = here.strip_prefix(word) else { continue };
            let rest = rest.strip_prefix(' ').unwrap_or(rest);
            if let Some((number, _)) = equation_number(rest) {
                out.push((Statement::Equation(number), Found::Mentioned));
            }
        }
    }
    out
}

/// Compares the index with the paper's source texts in `folder` (see the module
/// documentation); `Err` with the reason if a text is not at hand.
pub fn against_sources(entries: &[Entry], folder: &Path) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    for paper in [Paper::LargeWeights, Paper::Dong2021] {
        let text = sources::text_of(folder, paper)?;
        let mut found: Vec<(Statement, Found, &str)> = Vec::new();
        for name in sources::files_of(paper) {
            let path = folder.join(name);
            let raw = std::fs::read_to_string(&path).map_err(|e| format!("the source text {} is not at hand ({e})", path.display()))?;
            found.extend(scan(&raw).into_iter().map(|(s, f)| (s, f, *name)));
        }
        let indexed: Vec<&Entry> = entries.iter().filter(|e| e.paper == paper).collect();
        let mut reported: BTreeSet<(Statement, &str)> = BTreeSet::new();
        for (statement, how, file) in &found {
            if !indexed.iter().any(|e| e.statement == *statement) && reported.insert((statement.clone(), file)) {
                let verb = if matches!(how, Found::Printed(_)) { "prints" } else { "refers to" };
                out.push(format!("{file} {verb} {statement}, which {PATH} does not index under {}", paper.key()));
            }
        }
        for e in indexed {
            let words = sources::normalise(&e.first_words);
            let at = format!("{PATH}:{}: {}", e.line, e.statement);
            let printed: Vec<&String> = found
                .iter()
                .filter(|(s, _, _)| *s == e.statement)
                .filter_map(|(_, how, _)| match how {
                    Found::Printed(begins) => Some(begins),
                    Found::Mentioned => None,
                })
                .collect();
            let mentioned = found.iter().any(|(s, _, _)| *s == e.statement);
            match (&e.statement, printed.first()) {
                (_, Some(_)) => {
                    if !printed.iter().any(|begins| begins.starts_with(&words)) {
                        out.push(format!("{at}: its text does not begin with the first words \"{words}\""));
                    }
                }
                (Statement::Unnumbered(_), None) => {
                    if !text.contains(&words) {
                        out.push(format!("{at}: the first words \"{words}\" are not verbatim in the sources"));
                    }
                }
                (_, None) if mentioned => {
                    if !text.contains(&words) {
                        out.push(format!("{at}: the first words \"{words}\" are not verbatim in the sources"));
                    }
                }
                (_, None) => out.push(format!("{at}: the sources of {} neither print nor refer to it", paper.key())),
            }
        }
    }
    Ok(out)
}
