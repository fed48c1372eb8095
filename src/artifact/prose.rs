//! The hand-written documents against the catalogue: prose never repeats a generated number
//! and never states a verdict the catalogue does not record.
//!
//! A count of results ("25 of 39 printed statements", "113 readings", "27 are refuted") lives
//! in the generated sections only: in hand-written text it goes stale the day a verdict
//! changes, and no byte comparison notices. So the hand-written parts of the documents
//! (README.md and coq/README.md outside their generated sections, and the hand-written files
//! under `docs/` and CONTRIBUTING.md) are scanned for
//!
//! 1. a number followed by `of N printed`, `printed statements`, `readings`,
//!    `are refuted`, `refuted` or `statements are`: a count of results;
//! 2. a claim id in backticks (`` `large-weights/lemma-4.4` ``, with or without a
//!    `.reading`) followed by `is refuted`, `is not refuted`, `is proved` or
//!    `is inconclusive`: the verdict must be the one the catalogue records.

use std::path::Path;

use crate::claim::{Check, Expected};
use crate::claims;

/// The hand-written documents, relative to the checkout.
pub const HAND_WRITTEN: &[&str] = &["README.md", "CONTRIBUTING.md", "docs/method.md", "docs/studies.md", "docs/measurements.md", "docs/DESIGN.md", "coq/README.md"];

/// `text` without its generated sections (`<!-- name:begin ... -->` to `<!-- name:end -->`).
pub fn hand_written_part(text: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with("<!--") && t.contains(":begin") {
            inside = true;
        } else if t.starts_with("<!--") && t.contains(":end") {
            inside = false;
        } else if !inside {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// `text`'s generated sections only (between `<!-- name:begin ... -->` and
/// `<!-- name:end -->`), the complement of [`hand_written_part`].
pub fn generated_part(text: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with("<!--") && t.contains(":begin") {
            inside = true;
        } else if t.starts_with("<!--") && t.contains(":end") {
            inside = false;
        } else if inside {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

fn words(text: &str) -> Vec<String> {
    text.split_whitespace().map(|w| w.trim_matches(|c: char| matches!(c, '*' | '(' | ')' | ',' | ';' | ':' | '"' | '.' | '!' | '?')).to_lowercase()).collect()
}

/// Counts of results in `text` (rule 1), each as the words that make it one.
pub fn counts(text: &str) -> Vec<String> {
    let w = words(text);
    let is_number = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    let mut out = Vec::new();
    for i in 0..w.len() {
        if !is_number(&w[i]) {
            continue;
        }
        let next = |k: usize| w.get(i + k).map(String::as_str).unwrap_or("");
        let hit = (next(1) == "of" && is_number(next(2)) && next(3) == "printed")
            || (next(1) == "printed" && next(2).starts_with("statement"))
            || next(1) == "readings"
            || (next(1) == "are" && next(2) == "refuted")
            || next(1) == "refuted"
            || (next(1) == "statements" && next(2) == "are");
        if hit {
            out.push(w[i..(i + 4).min(w.len())].join(" "));
        }
    }
    out
}

/// Verdicts stated for a claim id in `text` that differ from the recorded ones (rule 2).
pub fn wrong_verdicts(text: &str, catalogue: &[&dyn Check]) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('`') {
        let after = &rest[start + 1..];
        let Some(end) = after.find('`') else { break };
        let key = &after[..end];
        let tail = after[end + 1..].trim_start();
        rest = &after[end + 1..];
        let stated = [("is not refuted", Expected::NotRefuted), ("is refuted", Expected::Refuted), ("is proved", Expected::Proved), ("is inconclusive", Expected::Inconclusive)]
            .into_iter()
            .find(|(words, _)| tail.starts_with(words));
        let Some((words, stated)) = stated else { continue };
        let (id, reading) = match key.split_once('.') {
            Some((id, r)) if !r.chars().next().is_some_and(|c| c.is_ascii_digit()) => (id, r),
            _ => (key, "as-written"),
        };
        // `lemma-4.4` has a dot in its id: try the whole key as an id first
        let found = catalogue
            .iter()
            .map(|c| c.meta())
            .find(|m| m.id == key && m.reading == "as-written")
            .or_else(|| catalogue.iter().map(|c| c.meta()).find(|m| m.id == id && m.reading == reading))
            .or_else(|| {
                key.rsplit_once('.').and_then(|(id, r)| catalogue.iter().map(|c| c.meta()).find(|m| m.id == id && m.reading == r))
            });
        match found {
            Some(m) if m.expected != stated => {
                out.push(format!("`{key}` {words}, but the catalogue records it as {}", m.expected.name()))
            }
            Some(_) => {}
            None if key.starts_with("large-weights/") || key.starts_with("dong2021/") => {
                out.push(format!("`{key}` {words}, but the catalogue has no such reading"))
            }
            None => {}
        }
    }
    out
}

/// Every problem of the hand-written documents under `root`, naming the file.
pub fn problems(root: &Path) -> Vec<String> {
    let catalogue: Vec<&dyn Check> = claims::catalogue().iter().map(|c| c.as_ref()).collect();
    let mut out = Vec::new();
    for file in HAND_WRITTEN {
        let Ok(text) = std::fs::read_to_string(root.join(file)) else { continue };
        let text = hand_written_part(&text);
        for c in counts(&text) {
            out.push(format!("{file}: hand-written count of results \"{c}\": counts live in the generated sections only"));
        }
        for v in wrong_verdicts(&text, &catalogue) {
            out.push(format!("{file}: {v}"));
        }
    }
    out
}
