//! The catalogue as a whole: every claim has a test, and the README's verdict table is
//! the one the catalogue and the committed files produce.

use std::path::Path;

use lemmacheck::artifact::{self, table};
use lemmacheck::claim::Check;
use lemmacheck::claims;

fn test_sources() -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/claims");
    let mut text = String::new();
    let mut stack = vec![dir];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let p = entry.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "rs") {
                text.push_str(&std::fs::read_to_string(&p).unwrap());
            }
        }
    }
    text
}

#[test]
fn every_claim_and_reading_has_a_test() {
    let sources = test_sources();
    let missing: Vec<String> = claims::catalogue()
        .iter()
        .map(|c| c.meta())
        .filter(|m| !sources.contains(&format!("check(\"{}\", \"{}\")", m.id, m.reading)))
        .map(|m| format!("{} ({})", m.id, m.reading))
        .collect();
    assert!(missing.is_empty(), "claims without a test module entry: {missing:?}");
}

#[test]
fn claim_ids_and_readings_are_unique_and_well_formed() {
    let mut keys: Vec<String> = claims::catalogue().iter().map(|c| c.meta().file_key()).collect();
    for c in claims::catalogue() {
        let m = c.meta();
        let (paper, rest) = m.id.split_once('/').expect("paper/claim");
        assert_eq!(paper, m.paper.key());
        assert!(rest.chars().all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '-' || ch == '.'), "{}", m.id);
        assert!(!m.reading_note.is_empty() && !m.statement.is_empty());
    }
    let n = keys.len();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), n, "two claims share an id and reading");
}

#[test]
fn readme_generated_sections_match_the_catalogue() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md");
    let readme = std::fs::read_to_string(&path).expect("README.md");
    let all: Vec<&dyn Check> = claims::catalogue().iter().map(|c| c.as_ref()).collect();
    let wanted = table::regenerate(&readme, &artifact::root(), &all).expect("README has the generated sections' markers");
    assert!(wanted == readme, "README.md's generated sections are out of date: run `cargo run --release`");
}

/// Every reading's quote and statement occur verbatim in the source texts, where those are
/// at hand (see `lemmacheck::sources`). A clone without them cannot check this: the test
/// then says so on stderr, naming the folder it looked in.
#[test]
fn quotes_and_statements_are_verbatim_in_the_sources() {
    let all: Vec<&dyn Check> = claims::catalogue().iter().map(|c| c.as_ref()).collect();
    let folder = lemmacheck::sources::folder(&artifact::root());
    match lemmacheck::sources::unquoted(&folder, &all) {
        Ok(missing) => assert!(missing.is_empty(), "{} quotes are not verbatim:\n{}", missing.len(), missing.join("\n")),
        Err(why) => eprintln!("quotes_and_statements_are_verbatim_in_the_sources: NOT RUN: {why}"),
    }
}

#[test]
fn every_reading_has_a_class_and_a_quote() {
    for c in claims::catalogue() {
        let m = c.meta();
        assert!(!m.quote.words.trim().is_empty() && !m.quote.location.trim().is_empty(), "{} ({}): no quote", m.id, m.reading);
        assert_eq!(m.reading == "as-written", m.class == lemmacheck::claim::ReadingClass::AsWritten, "{} ({}): only the reading named as-written has class as-written", m.id, m.reading);
        if let Some(t) = &m.typo {
            assert_eq!(m.class, lemmacheck::claim::ReadingClass::AsWritten, "{}: a typo refutation is of a printed statement", m.id);
            assert!(claims::find(m.id, t.corrected_reading).is_some(), "{}: the corrected reading {} is not in the catalogue", m.id, t.corrected_reading);
        }
    }
}
