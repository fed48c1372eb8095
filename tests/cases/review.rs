//! The review: citations carry the file's own numbers and hash, `docs/review.tex` is
//! well-formed LaTeX, and the proof-dependency graph marks what rests on refuted steps.

use lemmacheck::artifact::sha256;
use lemmacheck::claims;
use lemmacheck::review::cite::{citation, Format};
use lemmacheck::review::{self, graph::Status};
use lemmacheck::engine::settings::Tool;
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
fn a_citation_quotes_the_file_it_cites(#[case] key: &str, #[case] file: &str, #[values(Format::Markdown, Format::Latex, Format::Text)] format: Format) {
    let root = lemmacheck::root::for_tests();
    let claim = claims::resolve(key).unwrap();
    // LaTeX lets paths and hashes break (\allowbreak{}): read it without the break points
    let text = citation(&root, claim, format).unwrap().replace("\\allowbreak{}", "");
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
        Format::Text => assert!(text.contains(words) && !text.contains("\\le "), "{key}: the text citation is not plain:\n{text}"),
    }
}

#[test]
fn a_citation_names_the_failing_proof_step_where_recorded() {
    let root = lemmacheck::root::for_tests();
    // a refuted statement whose proof has no displayed steps in the catalogue: its citation
    // quotes the module's own failing step (where the steps are claims, the first refuted
    // one replaces it: the next test)
    let claim = claims::resolve("lemma-4.1").unwrap();
    assert!(lemmacheck::review::steps::of(claim.meta().number).is_empty(), "lemma-4.1's proof has displayed steps: pick another statement");
    let step = claim.meta().failing_step.expect("lemma-4.1 records its failing step");
    let text = citation(&root, claim, Format::Markdown).unwrap();
    assert!(text.contains(step), "{text}");
}

#[test]
fn the_failing_step_of_a_proof_with_displayed_steps_is_its_first_refuted_step() {
    use lemmacheck::review::steps;
    let root = lemmacheck::root::for_tests();
    let proofs = steps::proofs();
    assert!(!proofs.is_empty(), "the catalogue has displayed steps of proofs");
    for (paper, of) in proofs {
        let list = steps::of(of);
        let orders: Vec<usize> = list.iter().map(|m| m.step.unwrap().order).collect();
        assert!(orders.windows(2).all(|w| w[0] < w[1]), "{of}: the steps' orders are not distinct and increasing: {orders:?}");
        // the first refuted step is the first in order whose counterexample file is committed
        let first_with_file = list.iter().find(|m| root.join(lemmacheck::artifact::counterexample_path(std::path::Path::new(""), m)).is_file());
        let first = steps::first_refuted(of).map(|(m, _)| m);
        assert_eq!(first.map(|m| m.id), first_with_file.map(|m| m.id), "{of}: the first refuted step is not the first with a counterexample file");
        let statement = claims::catalogue().iter().map(|c| c.meta()).find(|m| m.number == of && m.is_printed_statement()).unwrap_or_else(|| panic!("{of}: no printed statement"));
        if let Some(first) = first {
            let said = steps::failing_step(&root, statement).unwrap();
            assert!(said.contains(first.id), "{of}: the failing step does not name {}: {said}", first.id);
            let review = std::fs::read_to_string(root.join("docs/review.md")).unwrap();
            assert!(review.contains(&format!("`{}`, the first of the proof's", first.id)), "{of}: the review does not name {} as the failing step", first.id);
        }
        let stem = steps::diagram_stem(paper, of);
        for ext in ["svg", "dot"] {
            let path = root.join(format!("docs/graphs/{stem}.{ext}"));
            let drawn = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            for m in &list {
                let short = m.id.split_once('/').unwrap().1;
                assert!(drawn.contains(short), "{}: step {} is not drawn", path.display(), m.id);
            }
        }
    }
}

#[test]
fn a_reading_that_is_not_refuted_has_nothing_to_cite() {
    // every reading of the catalogue is refuted or proved: in a copy of the checkout whose
    // proof of a reading is gone, that reading has nothing to cite
    let copy = crate::cli::copied_checkout();
    std::fs::remove_file(copy.path().join("coq/Proofs/LargeWeights/remark_d_2_p8__as_in_case_1.v")).unwrap();
    let err = citation(copy.path(), claims::resolve("remark-d.2-p8.as-in-case-1").unwrap(), Format::Markdown).unwrap_err();
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

/// Whether `pdflatex` runs here; when it does not, the test that needs it is skipped (it
/// prints why) unless `LEMMACHECK_REQUIRE` lists it, and then it fails.
fn pdflatex_available() -> bool {
    match std::process::Command::new("pdflatex").arg("--version").output() {
        Ok(out) if out.status.success() => true,
        Ok(out) => crate::require::missing(Tool::Pdflatex, &format!("`pdflatex --version` exits with {}", out.status)),
        Err(e) => crate::require::missing(Tool::Pdflatex, &format!("`pdflatex` does not run: {e}")),
    }
}

/// Compiles `tex` as `name.tex` in a fresh temporary folder (never in `docs/`); returns the
/// log and whether pdflatex succeeded.
fn compile(name: &str, tex: &str) -> (bool, String) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(format!("{name}.tex")), tex).unwrap();
    let start = std::time::Instant::now();
    let out = std::process::Command::new("pdflatex")
        .args(["-interaction=nonstopmode", "-halt-on-error", "-no-shell-escape", &format!("{name}.tex")])
        .current_dir(dir.path())
        .output()
        .unwrap();
    report_time(name, start.elapsed().as_secs_f64());
    let log = std::fs::read_to_string(dir.path().join(format!("{name}.log"))).unwrap_or_else(|_| String::from_utf8_lossy(&out.stdout).into_owned());
    (out.status.success(), log)
}

/// Says how long pdflatex took on `name`, on stderr and in `target/tmp/timings/`
/// (`pdflatex <name>.tsv`, read by `.ci/timings`).
fn report_time(name: &str, seconds: f64) {
    eprintln!("pdflatex compiled {name}.tex in {seconds:.1} s");
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("timings").join(format!("pdflatex {name}.tsv"));
    // a by-product: a time that cannot be saved fails nothing
    let _ = lemmacheck::files::replace(&file, format!("{seconds:.3}\tpdflatex {name}.tex\n").as_bytes());
}

/// The problems a pdflatex log reports: errors (`!` lines), undefined references or control
/// sequences, missing characters, and (when `boxes`) overfull boxes, each with its line.
fn log_problems(log: &str, boxes: bool) -> Vec<String> {
    let lines: Vec<&str> = log.lines().collect();
    let mut out = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let next = lines.get(i + 1).copied().unwrap_or("");
        let bad = l.starts_with('!')
            || l.contains("Undefined control sequence")
            || (l.contains("LaTeX Warning") && l.contains("undefined"))
            || l.contains("Missing character")
            || (boxes && (l.starts_with("Overfull \\hbox") || l.starts_with("Overfull \\vbox")));
        if bad {
            out.push(format!("{l} {next}"));
        }
    }
    // a bitmap font (a `.pk` file, which pdflatex names in its list of fonts used, a list
    // it wraps at 79 columns) prints blurred: every glyph must come from a scalable font
    let joined: String = log.lines().collect();
    for (at, _) in joined.match_indices("pk>") {
        let start = joined[..at].rfind('/').map_or(0, |s| s + 1);
        out.push(format!("bitmap font {}pk", &joined[start..at]));
    }
    out
}

#[test]
fn the_latex_review_is_well_formed() {
    let root = lemmacheck::root::for_tests();
    let text = std::fs::read_to_string(root.join("docs/review.tex")).unwrap();
    // any engine compiles it: plain ASCII
    if let Some((line, c)) = text.lines().enumerate().find_map(|(i, l)| l.chars().find(|c| !c.is_ascii()).map(|c| (i + 1, c))) {
        panic!("docs/review.tex line {line}: the character {c:?} needs a Unicode-aware engine");
    }
    // its first line names every package it loads
    let first = text.lines().next().unwrap_or("");
    let named: Vec<&str> = first.strip_prefix("% packages: ").unwrap_or_else(|| panic!("the first line names no packages: {first}")).split(", ").collect();
    let loaded: Vec<&str> = text.lines().filter_map(|l| l.split("\\usepackage").nth(1)).map(|r| r.rsplit_once('{').map_or(r, |(_, n)| n).trim_end_matches('}')).collect();
    assert_eq!(named, loaded, "the first line must name exactly the packages loaded");
    assert!(text.contains("\\documentclass") && text.trim_end().ends_with("\\end{document}"), "a standalone document");
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
    if !pdflatex_available() {
        return;
    }
    let pages = pages_of("review", &text);
    eprintln!("docs/review.tex: {pages} pages, no error, no overfull box, no undefined reference");
    // a review, not the catalogue: a few pages per paper
    assert!(pages <= REVIEW_PAGES, "docs/review.tex has {pages} pages: more than {REVIEW_PAGES}");
}

/// The review's page cap: a few pages per paper. Its design keeps it there (the first
/// `IN_FULL` issues in full, the rest one line each, proved statements one line each), as
/// the next test shows with ten more refuted statements.
const REVIEW_PAGES: usize = 6 * review::PAPERS.len();

/// The pages of `tex` compiled by pdflatex (a failure names its problems).
fn pages_of(name: &str, tex: &str) -> usize {
    let (ok, log) = compile(name, tex);
    let problems = log_problems(&log, true);
    assert!(ok && problems.is_empty(), "pdflatex on {name}: {} problems:\n{}", problems.len(), problems.join("\n"));
    log.split(&format!("Output written on {name}.pdf ("))
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("pdflatex wrote no PDF:\n{log}"))
}

/// Every cap holds for a catalogue with ten more printed statements refuted: the review,
/// written by the same writers from graphs with ten more refuted statements on the main
/// theorem's proof, stays within its pages, and the README's prose cap does not count the
/// generated verdict table, whatever its rows.
#[test]
fn every_cap_holds_with_ten_more_refuted_statements() {
    use lemmacheck::review::graph::{Edge, Node};
    let root = lemmacheck::root::for_tests();
    let index = lemmacheck::statements::load(&root).unwrap();
    let mut graphs = review::graphs(&root).unwrap();
    for (g, (_, main)) in graphs.iter_mut().zip(review::PAPERS) {
        let top = g.nodes.iter().position(|n| n.key == *main);
        for k in 0..10 {
            g.nodes.push(Node {
                key: format!("Lemma Z.{k}"),
                label: format!("Lemma Z.{k}"),
                status: Status::RefutedAsPrinted,
                rests_on_refuted: false,
                claims: vec![format!("{}/lemma-z.{k}", g.paper.key())],
            });
            if let Some(t) = top {
                g.edges.push(Edge { from: t, to: g.nodes.len() - 1, uses: false });
            }
        }
        g.edges.sort();
    }
    let md = review::write::markdown(&root, &index, &graphs).unwrap();
    let real = std::fs::read_to_string(root.join("docs/review.md")).unwrap();
    let added = md.lines().count() - real.lines().count();
    // at most a few lines a statement (a full issue displaced to one line, a heading)
    assert!(added <= 3 * 10 * review::PAPERS.len() + 3 * review::PAPERS.len(), "ten more refuted statements per paper added {added} lines to the review");
    if pdflatex_available() {
        let pages = pages_of("review-plus-ten", &review::write::latex_document(&md));
        assert!(pages <= REVIEW_PAGES, "with ten more refuted statements per paper the review has {pages} pages, more than {REVIEW_PAGES}");
    }
    // the README: ten more rows in the verdict table change nothing the cap counts
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let table = lemmacheck::artifact::table::splice(&readme, lemmacheck::artifact::table::VERDICTS, "").unwrap();
    let rows: String = (0..10).map(|k| format!("| `large-weights/lemma-z.{k}` | Lemma Z.{k} | **refuted** | 2.0000 | [n=2](counterexamples/large-weights/lemma-z.{k}.json) | — |\n")).collect();
    let longer = lemmacheck::artifact::table::splice(&readme, lemmacheck::artifact::table::VERDICTS, &rows).unwrap();
    assert_eq!(lemmacheck::artifact::docs::hand_written_bytes(&longer), lemmacheck::artifact::docs::hand_written_bytes(&table));
}

#[test]
fn every_latex_citation_compiles() {
    use lemmacheck::claim::Expected;
    if !pdflatex_available() {
        return;
    }
    let root = lemmacheck::root::for_tests();
    let mut body = String::new();
    // every reading a citation exists for: a counterexample, or a proof for every size
    let cited = claims::catalogue().iter().filter(|c| c.meta().expected == Expected::Refuted || lemmacheck::artifact::verdict::proved_every_size(&root, c.meta()));
    for c in cited {
        body.push_str(&format!("\\paragraph{{}}\n{}\n", citation(&root, c.as_ref(), Format::Latex).unwrap()));
    }
    // a formula escaped as text would print its TeX source ("$\phi_0$") in the PDF
    let escaped: Vec<&str> = body.lines().filter(|l| l.contains("\\$\\textbackslash{}")).collect();
    assert!(escaped.is_empty(), "formulas escaped as text in LaTeX citations:\n{}", escaped.join("\n"));
    let doc = format!("\\documentclass{{article}}\\usepackage{{amsmath}}\\usepackage{{amssymb}}\\begin{{document}}\n{body}\\end{{document}}\n");
    let (ok, log) = compile("citations", &doc);
    // a citation is pasted into someone else's document: a default article page, where
    // nothing may fail to compile or run into the margin
    let problems = log_problems(&log, true);
    assert!(ok && problems.is_empty(), "the LaTeX citations do not compile: {} problems:\n{}", problems.len(), problems.join("\n"));
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
        assert!(matches!(standing(&root, repair), Standing::Proved(_) | Standing::Repair(_)), "{} offers {reading}, which is not citable", c.meta().id);
        offered += 1;
    }
    assert!(offered > 0, "no citation offers a repair");
    // claim-d.1's d-h-eta repair is flagged by its growth study: not offered
    let text = citation(&root, claims::resolve("claim-d.1").unwrap(), Format::Markdown).unwrap();
    assert!(!text.contains("A repaired statement, `d-h-eta`"), "{text}");
}

#[test]
fn the_review_ranks_the_refuted_steps_of_each_main_theorem_by_the_graph() {
    use lemmacheck::review::rank;
    let root = lemmacheck::root::for_tests();
    let graphs = review::graphs(&root).unwrap();
    let md = std::fs::read_to_string(root.join("docs/review.md")).unwrap();
    for ((paper, main), g) in review::PAPERS.iter().zip(&graphs) {
        let top = g.nodes.iter().position(|n| n.key == *main).unwrap_or_else(|| panic!("{main} is not in the graph"));
        let (major, minor) = rank::issues(g, Some(top));
        // every refuted statement is an issue exactly once, major when the theorem's proof rests on it
        for (i, n) in g.nodes.iter().enumerate().filter(|(_, n)| rank::is_issue(n.status)) {
            let on_proof = review::refuted_below(g, top).iter().any(|(k, _)| *k == i) || n.status == Status::NotPrinted(true) && rank::shortest_paths(g, top)[i].is_some();
            assert_eq!(major.iter().any(|x| x.node == i), on_proof, "{}: {} major?", paper.key(), n.key);
            assert_eq!(major.iter().chain(&minor).filter(|x| x.node == i).count(), 1, "{}", n.key);
        }
        // ranked: more of the proof rests on an earlier issue, or as much and it is nearer
        for w in major.windows(2) {
            let key = |x: &rank::Issue| (std::cmp::Reverse(x.rests.len()), x.path.len());
            assert!(key(&w[0]) <= key(&w[1]), "{}: {} ranked before {}", paper.key(), g.nodes[w[0].node].key, g.nodes[w[1].node].key);
        }
        // the review lists them in that order, major first, each with its counterexample
        let section = md.split(&format!("## {}", paper.title())).nth(1).unwrap().split("\n## ").next().unwrap();
        let mut at = 0;
        for (k, x) in major.iter().chain(&minor).enumerate() {
            let key = &g.nodes[x.node].key;
            let capitalised: String = key.chars().take(1).flat_map(char::to_uppercase).chain(key.chars().skip(1)).collect();
            let heading = format!("#### {}. {capitalised} — ", k + 1);
            let found = section[at..].find(&heading).unwrap_or_else(|| panic!("{}: the review lacks, or misorders, {heading}", paper.key()));
            at += found + heading.len();
            let entry = section[at..].split("\n#### ").next().unwrap().split("\n### ").next().unwrap();
            assert!(entry.contains("counterexample at") && entry.contains("counterexamples/"), "{heading}: no counterexample:\n{entry}");
            assert!(entry.contains("Repair that holds") || entry.contains("No repair is known"), "{heading}: no word on its repair:\n{entry}");
        }
    }
    // large-weights: Fact 3.3's second bullet misses the dimension in most of the proof's steps
    let g = &graphs[0];
    let top = g.nodes.iter().position(|n| n.key == "Theorem 5.3").unwrap();
    let (major, _) = rank::issues(g, Some(top));
    assert_eq!(g.nodes[major[0].node].key, "Fact 3.3", "{:?}", major.iter().map(|x| &g.nodes[x.node].key).collect::<Vec<_>>());
    for lemma in ["Lemma 5.1", "Lemma 5.2", "Lemma C.1", "Lemma 4.1", "Eq. (7)"] {
        assert!(major.iter().any(|x| g.nodes[x.node].key == lemma), "{lemma} is not a major issue");
    }
}

#[test]
fn a_refuted_reading_proved_on_a_smaller_domain_says_both_in_one_sentence() {
    let root = lemmacheck::root::for_tests();
    for (key, holds, fails, file) in [
        ("lemma-4.1", "for every input at $n = 2$, $d = 1$ (proved in Coq, `coq/Proofs/LargeWeights/lemma_4_1__on_n_2_d_1.v`; proved by interval branch and bound", "fails at $n = 3$, $d = 1$", "proofs/large-weights/lemma-4.1.json"),
        // the proof is of the reading with the proof's beta in the scores: said, with the
        // counterexample without it (issue 33: "proved for every n when d <= 2" alone overclaimed)
        ("lemma-5.1", "for every $n$ when $d \\le 2$, with the proof's $\\beta = 1/\\sqrt{d}$ in the attention scores ($d = 1$ under every reading, $\\beta$ being 1 there; without $\\beta$ it fails at $d = 2$: `counterexamples/large-weights/lemma-5.1.unscaled-attention.json`) (proved in Coq", "fails at $n = 2$, $d = 3$", "coq/Proofs/LargeWeights/lemma_5_1__on_d_at_most_2.v"),
    ] {
        let claim = claims::resolve(key).unwrap();
        let sentence = lemmacheck::artifact::verdict::sentence(&root, claim.meta()).unwrap_or_else(|| panic!("{key}: no sentence"));
        assert!(sentence.starts_with(&format!("It holds {holds}")) && sentence.contains(fails) && sentence.contains(file), "{key}: {sentence}");
        let text = citation(&root, claim, Format::Markdown).unwrap();
        assert!(text.contains(&sentence), "{key}: cite omits the proof:\n{text}");
    }
    // a reading proved for every size has no such sentence, and its verdict says how it is
    // proved, with the search's own verdict beside it
    let m = claims::resolve("lemma-4.4").unwrap().meta();
    assert!(lemmacheck::artifact::verdict::sentence(&root, m).is_none());
    assert_eq!(lemmacheck::artifact::verdict::line(&root, m, false), "proved (Coq, every size); search: not refuted");
}

#[test]
fn a_repair_proved_in_coq_is_cited_as_proved_not_argued() {
    use lemmacheck::artifact::repairs::{standing, Standing};
    let root = lemmacheck::root::for_tests();
    let repair = claims::find("large-weights/lemma-4.1", "constant-2").unwrap().meta();
    // the proof replaced the argument; the row says for which minimiser it holds (issue 33)
    assert!(repair.argued.is_none(), "a repair proved in Coq is not also reported argued");
    assert!(lemmacheck::artifact::verdict::line(&root, repair, false).contains("for the midrange minimiser of Definition 3.4"));
    assert!(matches!(standing(&root, repair), Standing::Proved(Some(_))), "{:?}", standing(&root, repair));
    let text = citation(&root, claims::resolve("lemma-4.1").unwrap(), Format::Markdown).unwrap();
    assert!(text.contains("A repaired statement, `constant-2`") && text.contains("is proved in Coq for every size, for the midrange minimiser of Definition 3.4 (with any minimiser it fails: reading `constant-2-any-minimiser`, refuted) (the Coq theorem `lemma_4_1__constant_2_holds`"), "{text}");
    assert!(!text.contains("is argued in"), "{text}");
    let review = std::fs::read_to_string(root.join("docs/review.md")).unwrap();
    assert!(review.contains("Repair that holds: `constant-2`") && !review.contains("`constant-2`, the bound $2\\varepsilon$ instead of $\\varepsilon$; the reading adds $\\varepsilon > 0$; it is argued"), "the review still calls the proved repair argued");
    let repairs = std::fs::read_to_string(root.join("docs/repairs.md")).unwrap();
    let row = repairs.lines().find(|l| l.starts_with("| `large-weights/lemma-4.1` | `constant-2` |")).unwrap();
    assert!(row.contains("**proved** (Coq, every size)") && !row.contains("repair (argued"), "{row}");
}

/// No verdict row claims more than its Coq theorem (issue 33): what a proof assumes or fixes
/// beyond the printed words is said wherever the verdict is shown.
#[test]
fn every_output_says_what_the_proof_assumes_beyond_the_words() {
    let root = lemmacheck::root::for_tests();
    let read = |f: &str| std::fs::read_to_string(root.join(f)).unwrap();
    let (readme, catalogue, review) = (read("README.md"), read("docs/catalogue.md"), read("docs/review.md"));
    for (key, qualifier, printed) in [
        ("remark-d.2-p2", r"given $\varepsilon_\ell \in (0, 1)$ recalled from the proof", true),
        ("remark-d.2-p6", r"given $\varepsilon_\ell \in (0, 1)$ recalled from the proof; Case 2's own condition does not imply it", true),
        ("lemma-5.1", r"with the proof's $\beta = 1/\sqrt{d}$ in the attention scores", true),
        ("lemma-5.1.times-half-d", r"with the proof's $\beta = 1/\sqrt{d}$ in the attention scores (Definition 1.1, to which the statement points, has none; without $\beta$ the bound at $d = 2$ is the printed one, which `counterexamples/large-weights/lemma-5.1.unscaled-attention.json` violates)", false),
        ("lemma-4.1.constant-2", "for the midrange minimiser of Definition 3.4", false),
    ] {
        let m = claims::resolve(key).unwrap().meta();
        let line = lemmacheck::artifact::verdict::line(&root, m, false);
        assert!(line.contains(qualifier), "{key}: the verdict says {line:?}");
        assert!(catalogue.contains(qualifier), "{key}: docs/catalogue.md lacks {qualifier:?}");
        let cited = citation(&root, claims::resolve(key).unwrap(), Format::Markdown).unwrap();
        assert!(cited.contains(qualifier), "{key}: the citation lacks {qualifier:?}");
        // every row of the documents that shows this reading proved carries it (a qualifier
        // elsewhere in the file, a neighbour's, does not count)
        let (id, reading) = (m.id, m.reading);
        let table_row = if printed { format!("| `{id}` | ") } else { format!("| `{id}` | `{reading}` |") };
        let listed = format!("* `{}` (", if printed { id.to_string() } else { format!("{id}.{reading}") });
        let rows = |text: &str, starts: &[&str]| -> Vec<String> {
            text.lines()
                .filter(|l| starts.iter().any(|s| l.starts_with(s)))
                .filter(|l| printed || l.contains(&format!("`{reading}`")) || l.starts_with(&listed))
                .filter(|l| !printed || !l.starts_with(&format!("| `{id}` | `")))
                .filter(|l| l.contains("proved"))
                .map(str::to_string)
                .collect()
        };
        let mut shown = vec![("docs/catalogue.md", rows(&catalogue, &[&table_row, &listed]))];
        if printed {
            shown.push(("README.md", rows(&readme, &[&table_row])));
            // an item of the review and its continuation lines, less its proposed repairs
            let mut item = false;
            let mut in_review = Vec::new();
            for l in review.lines() {
                if !l.starts_with("  ") {
                    item = l.starts_with("* ") && l.contains(&format!("(`{id}`)"));
                }
                if item && l.contains("proved") && !l.trim_start().starts_with("Repair") {
                    in_review.push(l.to_string());
                }
            }
            shown.push(("docs/review.md", in_review));
        }
        for (doc, lines) in shown {
            assert!(!lines.is_empty(), "{key}: no row of {doc} shows the reading proved");
            for l in lines {
                assert!(l.contains(qualifier), "{key}: a row of {doc} shows it proved without {qualifier:?}: {l}");
            }
        }
    }
}
