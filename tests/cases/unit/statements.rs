use lemmacheck::statements::{parse, scan, Found, Statement};

const SAMPLE: &str = "# Index\n\nprose\n\n## large-weights\n\n### Lemma 4.1\n- first words: `Let $x$ be.`\n- checked by: large-weights/lemma-4.1\n\n### Eq. (8)-(9)\n- first words: `$$x$$`\n- not checked: a step.\n- note: see above.\n\n### Unnumbered: the bound\n- first words: `Therefore`\n- checked by: large-weights/claim-d.1\n";

#[test]
fn entries_are_read_with_their_fields() {
    let e = parse(SAMPLE, "index.md").unwrap();
    assert_eq!(e.len(), 3);
    assert_eq!(e[0].statement, Statement::Numbered("Lemma".into(), "4.1".into()));
    assert_eq!(e[0].first_words, "Let $x$ be.");
    assert_eq!(e[1].statement, Statement::Equation("(8)-(9)".into()));
    assert_eq!(e[1].not_checked.as_deref(), Some("a step."));
    assert_eq!(e[2].statement, Statement::Unnumbered("the bound".into()));
    assert_eq!(e[2].line, 16);
}

#[test]
fn malformed_lines_are_reported_with_file_line_and_field() {
    let bad = SAMPLE.replace("- checked by: large-weights/lemma-4.1", "- checked: x");
    assert_eq!(parse(&bad, "index.md").unwrap_err(), "index.md:9: in Lemma 4.1: unknown field `checked` (first words, checked by, not checked, note, question, proof cites, proof uses)");
    let bad = SAMPLE.replace("### Lemma 4.1", "### Lemma four");
    assert!(parse(&bad, "index.md").unwrap_err().starts_with("index.md:7: heading 'Lemma four'"));
    let bad = SAMPLE.replace("- first words: `Let $x$ be.`", "- first words: Let $x$ be.");
    assert!(parse(&bad, "index.md").unwrap_err().contains("backticks"));
}

#[test]
fn headings_tags_and_mentions_are_found() {
    let raw = "Lemma 4.1.\n\nLet $x$ be.\n\n$$y\\leq z$$ (3)\n\nby Lemma A.3, Eq.\u{a0}(4.2) and Eqn. (8)-(9); Section 3.2 is not one.";
    let found: Vec<String> = scan(raw).iter().map(|(s, f)| format!("{s} {}", matches!(f, Found::Printed(_)))).collect();
    assert_eq!(found, ["Lemma 4.1 true", "Eq. (3) true", "Lemma 4.1 false", "Lemma A.3 false", "Eq. (4.2) false", "Eq. (8)-(9) false"]);
}
