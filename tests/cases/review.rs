//! The review: citations carry the file's own numbers and hash, `docs/review.tex` is
//! well-formed LaTeX, and the proof-dependency graph marks what rests on refuted steps.

use lemmacheck::artifact::sha256;
use lemmacheck::claims;
use lemmacheck::review::cite::{citation, Format};
use lemmacheck::review::{self, graph::Status};
use rstest::rstest;
use serde_json::Value as Json;

/// The file's number as the citation prints it: the shortest decimal that reads back as the
/// same `f64` (so `1.0` in the file is `1` in the text, the same number).
fn number(v: &Json) -> String {
    format!("{}", v.as_f64().unwrap_or_else(|| panic!("not a number: {v}")))
}

#[rstest]
#[case("fact-3.3-p2", "counterexamples/large-weights/fact-3.3-p2.json")]
#[case("lemma-4.1", "counterexamples/large-weights/lemma-4.1.json")]
#[case("lemma-5.1", "counterexamples/large-weights/lemma-5.1.json")]
#[case("dong2021/eq-12", "counterexamples/dong2021/eq-12.json")]
fn a_citation_quotes_the_file_it_cites(#[case] key: &str, #[case] file: &str, #[values(Format::Markdown, Format::Latex)] format: Format) {
    let root = lemmacheck::root::for_tests();
    let claim = claims::resolve(key).unwrap();
    let text = citation(&root, claim, format).unwrap();
    let bytes = std::fs::read(root.join(file)).unwrap();
    let doc: Json = serde_json::from_slice(&bytes).unwrap();
    assert!(text.contains(file), "{key}: the citation names no file {file}:\n{text}");
    assert!(text.contains(&sha256::hex(&bytes)), "{key}: the citation lacks the file's SHA-256:\n{text}");
    for side in ["lhs", "rhs"] {
        assert!(text.contains(&number(&doc[side])), "{key}: {side} = {} is not in the citation:\n{text}", doc[side]);
    }
    let cert = &doc["certificate"];
    for end in 0..2 {
        let v = number(&cert["lhs_minus_rhs"][end]);
        assert!(text.contains(&v), "{key}: the enclosure's end {v} is not in the citation:\n{text}");
    }
    let words = claim.meta().quote.words.trim().trim_start_matches('•').trim();
    match format {
        Format::Markdown => assert!(text.contains(words), "{key}: the quote is not verbatim:\n{text}"),
        Format::Latex => assert!(text.contains("\\begin{bmatrix}"), "{key}: matrices are not typeset:\n{text}"),
    }
}

#[test]
fn a_citation_names_the_failing_proof_step_where_recorded() {
    let root = lemmacheck::root::for_tests();
    let claim = claims::resolve("lemma-5.1").unwrap();
    let step = claim.meta().failing_step.expect("lemma-5.1 records its failing step");
    let text = citation(&root, claim, Format::Markdown).unwrap();
    assert!(text.contains(step), "{text}");
}

#[test]
fn a_reading_that_is_not_refuted_has_nothing_to_cite() {
    let root = lemmacheck::root::for_tests();
    let err = citation(&root, claims::resolve("lemma-4.4").unwrap(), Format::Markdown).unwrap_err();
    assert!(err.contains("no counterexample to cite"), "{err}");
}

#[test]
fn a_citation_of_an_edited_file_is_refused() {
    let root = lemmacheck::root::for_tests();
    let dir = tempfile::tempdir().unwrap();
    for folder in ["counterexamples/large-weights", "tightness/large-weights", "docs"] {
        std::fs::create_dir_all(dir.path().join(folder)).unwrap();
    }
    let file = "counterexamples/large-weights/fact-3.3-p2.json";
    let text = std::fs::read_to_string(root.join(file)).unwrap();
    let doc: Json = serde_json::from_str(&text).unwrap();
    let edited = text.replacen(&format!("\"lhs\": {}", doc["lhs"]), "\"lhs\": 3.5", 1);
    assert_ne!(edited, text, "the edit applies");
    std::fs::write(dir.path().join(file), edited).unwrap();
    let err = citation(dir.path(), claims::resolve("fact-3.3-p2").unwrap(), Format::Markdown).unwrap_err();
    assert!(err.contains("fact-3.3-p2.json") && err.contains("lhs"), "{err}");
}

/// Counts `open` and `close` in `text`, failing on a close before its open.
fn balanced(text: &str, open: &str, close: &str) -> Result<(), String> {
    let mut depth: i64 = 0;
    let mut rest = text;
    while let Some(i) = [rest.find(open), rest.find(close)].into_iter().flatten().min() {
        if rest[i..].starts_with(open) {
            depth += 1;
            rest = &rest[i + open.len()..];
        } else {
            depth -= 1;
            if depth < 0 {
                return Err(format!("'{close}' before its '{open}' at …{}", &rest[i..].chars().take(60).collect::<String>()));
            }
            rest = &rest[i + close.len()..];
        }
    }
    if depth == 0 {
        Ok(())
    } else {
        Err(format!("{depth} '{open}' left open"))
    }
}

#[test]
fn the_latex_review_is_well_formed() {
    let root = lemmacheck::root::for_tests();
    let text = std::fs::read_to_string(root.join("docs/review.tex")).unwrap();
    // a fragment for \input: it compiles in any engine, so it is plain ASCII
    if let Some((line, c)) = text.lines().enumerate().find_map(|(i, l)| l.chars().find(|c| !c.is_ascii()).map(|c| (i + 1, c))) {
        panic!("docs/review.tex line {line}: the character {c:?} needs a Unicode-aware engine");
    }
    // escaped braces are characters, not groups
    let unescaped = text.replace("\\{", "").replace("\\}", "");
    balanced(&unescaped, "{", "}").unwrap();
    let mut envs: Vec<&str> = Vec::new();
    for (i, _) in text.match_indices("\\begin{").chain(text.match_indices("\\end{")).collect::<std::collections::BTreeMap<_, _>>() {
        let (is_begin, start) = if text[i..].starts_with("\\begin{") { (true, i + 7) } else { (false, i + 5) };
        let name = &text[start..start + text[start..].find('}').unwrap()];
        if is_begin {
            envs.push(name);
        } else {
            assert_eq!(envs.pop(), Some(name), "\\end{{{name}}} closes the wrong environment");
        }
    }
    assert!(envs.is_empty(), "environments left open: {envs:?}");
    balanced(&text, "\\[", "\\]").unwrap();
    // a LaTeX engine is not a dependency of the project; where one is installed, compile
    match std::process::Command::new("pdflatex").arg("--version").output() {
        Ok(_) => {
            let dir = tempfile::tempdir().unwrap();
            std::fs::write(dir.path().join("review.tex"), &text).unwrap();
            let wrapper = "\\documentclass{article}\\usepackage{amsmath}\\usepackage{amssymb}\\begin{document}\\input{review}\\end{document}\n";
            std::fs::write(dir.path().join("main.tex"), wrapper).unwrap();
            let out = std::process::Command::new("pdflatex")
                .args(["-interaction=nonstopmode", "-halt-on-error", "main.tex"])
                .current_dir(dir.path())
                .output()
                .unwrap();
            assert!(out.status.success(), "pdflatex fails on docs/review.tex:\n{}", String::from_utf8_lossy(&out.stdout));
        }
        Err(e) => eprintln!("the_latex_review_is_well_formed: no pdflatex ({e}); checked the structure only, did not compile"),
    }
}

#[test]
fn the_main_theorem_rests_on_the_refuted_lemmas_its_proof_cites() {
    let root = lemmacheck::root::for_tests();
    let graphs = review::graphs(&root).unwrap();
    let g = graphs.iter().find(|g| g.paper.key() == "large-weights").unwrap();
    let at = |key: &str| g.nodes.iter().position(|n| n.key == key).unwrap_or_else(|| panic!("no node {key}"));
    let main = at("Theorem 5.3");
    assert!(g.nodes[main].rests_on_refuted, "Theorem 5.3 is not marked as resting on a refuted step");
    let below: Vec<&str> = review::refuted_below(g, main).iter().map(|(n, _)| g.nodes[*n].key.as_str()).collect();
    for lemma in ["Lemma 5.1", "Lemma 5.2", "Lemma C.1", "Lemma 4.1"] {
        assert!(below.contains(&lemma), "{lemma} is not among the refuted steps below Theorem 5.3: {below:?}");
        assert_eq!(g.nodes[at(lemma)].status, Status::RefutedAsPrinted, "{lemma}");
    }
    // every path starts at the theorem and follows edges of the graph
    for (n, path) in review::refuted_below(g, main) {
        assert_eq!((path[0], *path.last().unwrap()), (main, n));
        for w in path.windows(2) {
            assert!(g.edges.iter().any(|e| e.from == w[0] && e.to == w[1]), "{path:?} leaves the graph");
        }
    }
    // a statement that is itself not refuted and cites nothing refuted is not marked
    let lemma_4_4 = at("Lemma 4.4");
    assert!(!g.nodes[lemma_4_4].rests_on_refuted || !review::refuted_below(g, lemma_4_4).is_empty());
}

#[test]
fn the_svg_graphs_are_well_formed_and_draw_every_statement() {
    let root = lemmacheck::root::for_tests();
    for g in review::graphs(&root).unwrap() {
        let svg = review::graph::svg(&g);
        assert!(svg.starts_with("<svg") || svg.starts_with("<?xml"), "{}", g.paper.key());
        assert!(svg.trim_end().ends_with("</svg>"));
        for tag in ["g", "text", "svg"] {
            let opens = svg.matches(&format!("<{tag}")).count() - svg.matches(&format!("<{tag}/")).count();
            let self_closed = svg.split(&format!("<{tag}")).skip(1).filter(|s| s.split('>').next().is_some_and(|h| h.ends_with('/'))).count();
            assert_eq!(opens - self_closed, svg.matches(&format!("</{tag}>")).count(), "<{tag}> unbalanced in {}", g.paper.key());
        }
        for n in &g.nodes {
            let label = n.label.replace('&', "&amp;").replace('<', "&lt;");
            assert!(svg.contains(&label), "{}: node {} is not drawn", g.paper.key(), n.label);
        }
        let dot = review::graph::dot(&g);
        let drawn = dot.lines().filter(|l| !l.trim_start().starts_with("//") && l.contains("->")).count();
        assert_eq!(drawn, g.edges.len(), "{}: the DOT file draws another set of edges", g.paper.key());
    }
}

#[test]
fn a_citation_offers_only_a_repair_that_is_proved_or_argued() {
    use lemmacheck::artifact::repairs::{standing, Standing};
    use lemmacheck::claim::{Expected, ReadingClass};
    let root = lemmacheck::root::for_tests();
    let mut offered = 0;
    for c in claims::catalogue().iter().filter(|c| c.meta().class == ReadingClass::AsWritten && c.meta().expected == Expected::Refuted) {
        let text = citation(&root, c.as_ref(), Format::Markdown).unwrap();
        let Some(rest) = text.split_once("A repaired statement, `").map(|(_, r)| r) else { continue };
        let reading = rest.split('`').next().unwrap();
        let repair = claims::catalogue().iter().map(|r| r.meta()).find(|r| r.id == c.meta().id && r.reading == reading).unwrap();
        assert!(matches!(standing(&root, repair), Standing::Proved | Standing::Repair(_)), "{} offers {reading}, which is not citable", c.meta().id);
        offered += 1;
    }
    assert!(offered > 0, "no citation offers a repair");
    // claim-d.1's d-h-eta repair is flagged by its growth study: not offered
    let text = citation(&root, claims::resolve("claim-d.1").unwrap(), Format::Markdown).unwrap();
    assert!(!text.contains("A repaired statement, `d-h-eta`"), "{text}");
}
