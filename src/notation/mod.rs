//! How formulas in prose are written once and shown everywhere.
//!
//! **The convention.** Prose written for readers (reading notes, failing proof steps,
//! repairs and their arguments, proof domains, questions) writes every formula in TeX
//! between `$…$`, e.g. `$\|\mathrm{softm}(r)^\top R W_v\|_\infty \le \|R\|_\infty \|W_v\|_\infty$`,
//! never in ASCII (`||…||_inf <= …`); code, paths and identifiers go between backticks.
//! That one string is shown three ways:
//!
//! * Markdown (the review, the catalogue, the README): as it is; MathJax (OpenReview,
//!   GitHub) typesets `$…$`. In a table cell, [`markdown_cell`] keeps the math free of
//!   the cell separator `|`;
//! * LaTeX (`docs/review.tex`, `cite --format latex`): text escaped, math as it is
//!   ([`latex`]);
//! * the terminal (`list`, `show`, `cite --format text`): a small TeX-to-Unicode pass for
//!   the macros the catalogue uses ([`unicode`]).
//!
//! [`ascii_formulas`] finds what the convention forbids (`_inf`, `<=`, `>=`, `||` outside
//! code), and [`unicode::unknown_macros`] a macro the terminal rendering does not know; the
//! catalogue's tests run both over every prose string and every generated document.
//! Hypothesis names are identifiers shared with the files (`certificate.hypotheses_certified`)
//! and stay ASCII; [`hypothesis`] typesets them for readers.

pub mod hypothesis;
pub mod latex;
pub mod unicode;
pub mod values;

/// A piece of prose: plain text, inline math (`$…$`), display math (`$$…$$`) or code
/// (between backticks). The borrowed text excludes the delimiters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Span<'a> {
    /// Text outside math and code.
    Text(&'a str),
    /// `$…$`.
    Math(&'a str),
    /// `$$…$$`.
    Display(&'a str),
    /// `` `…` ``.
    Code(&'a str),
}

/// Splits prose into its spans. Code is found first (a `$` inside backticks is code), then
/// math; an unclosed delimiter leaves the rest as text, which [`unbalanced`] reports.
pub fn spans<'a>(text: &'a str) -> Vec<Span<'a>> {
    fn push_text<'a>(out: &mut Vec<Span<'a>>, text: &'a str, from: usize, to: usize) {
        if to > from {
            out.push(Span::Text(&text[from..to]));
        }
    }
    let mut out = Vec::new();
    let mut plain_start = 0usize;
    let mut i = 0usize;
    let bytes = text.as_bytes();
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if i + 1 < bytes.len() && bytes[i + 1] == b'$' => i += 2,
            b'`' => match text[i + 1..].find('`') {
                Some(len) => {
                    push_text(&mut out, text, plain_start, i);
                    out.push(Span::Code(&text[i + 1..i + 1 + len]));
                    i += len + 2;
                    plain_start = i;
                }
                None => i += 1,
            },
            b'$' => {
                let display = text[i..].starts_with("$$");
                let open = if display { 2 } else { 1 };
                let close = if display { "$$" } else { "$" };
                match find_close(&text[i + open..], close) {
                    Some(len) => {
                        push_text(&mut out, text, plain_start, i);
                        let body = &text[i + open..i + open + len];
                        out.push(if display { Span::Display(body) } else { Span::Math(body) });
                        i += open + len + close.len();
                        plain_start = i;
                    }
                    None => i += open,
                }
            }
            _ => i += 1,
        }
    }
    push_text(&mut out, text, plain_start, text.len());
    out
}

/// The offset of the closing delimiter in `text`, skipping escaped `\$`.
fn find_close(text: &str, close: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' {
            i += 2;
            continue;
        }
        if bytes[i..].starts_with(close.as_bytes()) {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// The ASCII spellings of formulas the convention forbids in prose: each occurrence
/// outside code spans and outside math, with a little context.
pub fn ascii_formulas(text: &str) -> Vec<String> {
    const FORBIDDEN: [&str; 4] = ["_inf", "<=", ">=", "||"];
    let mut out = Vec::new();
    for span in spans(text) {
        let Span::Text(t) = span else { continue };
        for f in FORBIDDEN {
            for (at, _) in t.match_indices(f) {
                let start = t[..at].char_indices().rev().nth(24).map_or(0, |(k, _)| k);
                let end = t[at..].char_indices().nth(24 + f.len()).map_or(t.len(), |(k, _)| at + k);
                out.push(format!("`{f}` in \"…{}…\"", &t[start..end]));
            }
        }
    }
    out
}

/// Why `text` is not well-formed prose: an unclosed `$`, `$$` or backtick.
pub fn unbalanced(text: &str) -> Option<String> {
    let leftover: String = spans(text)
        .iter()
        .filter_map(|s| match s {
            Span::Text(t) => Some(*t),
            _ => None,
        })
        .collect();
    let dollars = leftover.replace("\\$", "");
    if dollars.contains('$') {
        return Some(format!("an unclosed `$` in \"{text}\""));
    }
    if leftover.contains('`') {
        return Some(format!("an unclosed backtick in \"{text}\""));
    }
    None
}

/// Prose made safe for a Markdown table cell: `|` in text escaped; in math, `\|` and `|`
/// written `\Vert` and `\vert` (a table splits its row at every `|`, even in math).
pub fn markdown_cell(text: &str) -> String {
    let mut out = String::new();
    for span in spans(text) {
        match span {
            Span::Text(t) => out.push_str(&t.replace('|', "\\|")),
            Span::Code(c) => {
                out.push('`');
                out.push_str(&c.replace('|', "\\|"));
                out.push('`');
            }
            Span::Math(m) | Span::Display(m) => {
                out.push('$');
                out.push_str(&math_without_bars(m));
                out.push('$');
            }
        }
    }
    out
}

fn math_without_bars(m: &str) -> String {
    let mut out = String::new();
    let mut chars = m.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                chars.next();
                out.push_str("\\Vert ");
            }
            '\\' => {
                out.push('\\');
                if let Some(n) = chars.next() {
                    out.push(n);
                }
            }
            '|' => out.push_str("\\vert "),
            c => out.push(c),
        }
    }
    out
}
