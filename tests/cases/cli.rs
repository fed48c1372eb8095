//! The command line through the built binary: arguments, exit codes, files found at run
//! time, falsifying examples on screen, `verify` anywhere, sweeps in shards.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub(crate) fn lemmacheck() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_lemmacheck"));
    // the tests' own settings must not leak into the runs they make
    for (k, _) in std::env::vars() {
        if k.starts_with("LEMMACHECK_") && k != "LEMMACHECK_SOURCES" {
            c.env_remove(k);
        }
    }
    c
}

pub(crate) fn run(c: &mut Command) -> (i32, String, String) {
    let Output { status, stdout, stderr } = c.output().expect("the binary runs");
    (status.code().unwrap_or(-1), String::from_utf8_lossy(&stdout).into_owned(), String::from_utf8_lossy(&stderr).into_owned())
}

pub(crate) fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let (src, dst) = (e.path(), to.join(e.file_name()));
        if src.is_dir() {
            copy_dir(&src, &dst);
        } else {
            std::fs::copy(&src, &dst).unwrap();
        }
    }
}

/// A copy of the checkout's files (not its sources) in a temporary folder.
pub(crate) fn copied_checkout() -> tempfile::TempDir {
    let root = lemmacheck::root::for_tests();
    let dir = tempfile::tempdir().unwrap();
    for folder in ["counterexamples", "tightness", "proofs", "growth", "docs", "curves", "coq"] {
        if root.join(folder).is_dir() {
            copy_dir(&root.join(folder), &dir.path().join(folder));
        }
    }
    std::fs::copy(root.join("README.md"), dir.path().join("README.md")).unwrap();
    dir
}

#[test]
fn version_and_help() {
    let (code, out, _) = run(lemmacheck().arg("--version"));
    assert_eq!(code, 0);
    assert!(out.starts_with("lemmacheck "), "{out}");
    for flag in ["--help", "-h"] {
        let (code, out, _) = run(lemmacheck().arg(flag));
        assert_eq!(code, 0);
        for word in ["check", "list", "show", "verify", "sweep", "LEMMACHECK_CASES", "Exit codes"] {
            assert!(out.contains(word), "{flag} lacks {word}: {out}");
        }
    }
    let (code, out, _) = run(lemmacheck().args(["sweep", "--help"]));
    assert_eq!(code, 0);
    assert!(out.contains("--shard") && out.contains("--merge") && out.contains("LEMMACHECK_SEED"), "{out}");
}

#[test]
fn usage_errors_exit_with_2_and_say_why() {
    for (args, why) in [
        (vec!["bench", "--bogus"], "--bogus"),
        (vec!["sweep", "abc"], "no claim matches 'abc'"),
        (vec!["sweep", "--seeds", "-1"], "-1"),
        (vec!["sweep", "--seeds", "0"], "0"),
        (vec!["repair", "lemma-9.9"], "no claim matches 'lemma-9.9'"),
        (vec!["list", "fact-3.2", "nothing-like-this"], "nothing-like-this"),
        (vec!["show", "lemma-9.9"], "lemma-9.9"),
        (vec!["verify"], "FILE"),
        (vec!["sweep", "--shard", "3/2", "--json"], "3/2"),
    ] {
        let (code, out, err) = run(lemmacheck().args(&args));
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(err.contains(why), "{args:?} should say {why}: {err}");
    }
}

#[test]
fn environment_errors_name_the_variable() {
    let (code, _, err) = run(lemmacheck().arg("list").env("LEMMACHECK_CASE", "5"));
    assert_eq!(code, 2);
    assert!(err.contains("LEMMACHECK_CASE") && err.contains("LEMMACHECK_CASES"), "{err}");
    let (code, _, err) = run(lemmacheck().args(["check", "fact-3.2"]).env("LEMMACHECK_CASES", "4294967296"));
    assert_eq!(code, 2);
    assert!(err.contains("too large"), "{err}");
    let (code, _, err) = run(lemmacheck().args(["list", "fact-3.2"]).env("PROPTEST_CASES", "99999999999"));
    assert_eq!(code, 0);
    assert!(err.contains("PROPTEST_CASES") && err.contains("ignored"), "{err}");
}

#[test]
fn a_verdict_that_differs_from_the_record_exits_with_1_and_is_marked() {
    let copy = copied_checkout();
    let (code, out, err) = run(lemmacheck()
        .args(["--root"])
        .arg(copy.path())
        .args(["check", "lemma-d.5-p1"])
        .env("LEMMACHECK_CASES", "1")
        .env("LEMMACHECK_TARGETED", "0"));
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("DIFFERS"), "{out}");
    assert!(err.contains("differ from the recorded"), "{err}");
    assert!(err.contains("--out DIR"), "non-default settings keep no files without --out: {err}");
}

#[test]
fn a_run_shows_the_minimal_failing_input_and_keeps_files_with_out() {
    let copy = copied_checkout();
    let (code, out, err) = run(lemmacheck().arg("--root").arg(copy.path()).args(["check", "fact-3.3-p2"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("minimal failing input") && out.contains("A = [["), "{out}");
    assert!(err.contains("every verdict as recorded"), "{err}");
    // another seed: a different case, kept only under --out
    let out_dir = tempfile::tempdir().unwrap();
    let (code, _, err) = run(lemmacheck()
        .arg("--root")
        .arg(copy.path())
        .args(["check", "fact-3.3-p2", "--out"])
        .arg(out_dir.path())
        .env("LEMMACHECK_SEED", "7"));
    assert_eq!(code, 0, "{err}");
    let kept = out_dir.path().join("counterexamples/large-weights/fact-3.3-p2.json");
    assert!(kept.is_file(), "{err}");
    // coqc's check of a kept file is the claims binary's trial
    // `coq::verify_checks_a_new_counterexample_with_coqc`
    let (code, out, _) = run(lemmacheck().args(["verify", "--no-coq"]).arg(&kept));
    assert_eq!(code, 0, "{out}");
}

/// `check`'s lhs/rhs column of a refuted reading is its certified minimal counterexample's,
/// the ratio its file records, never the closest case's of the search.
#[test]
fn check_shows_the_counterexample_ratio_of_a_refuted_reading() {
    let root = lemmacheck::root::for_tests();
    let copy = copied_checkout();
    let (code, out, err) = run(lemmacheck().arg("--root").arg(copy.path()).args(["check", "fact-3.3", "lemma-4.1"]));
    assert_eq!(code, 0, "{out}{err}");
    let mut refuted = 0;
    for row in out.lines().filter(|l| l.starts_with("| ") && l.contains('/')) {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        if cells.len() < 10 || cells[4] != "refuted" {
            continue;
        }
        let meta = lemmacheck::claims::resolve(&format!("{}.{}", cells[1], cells[2])).unwrap().meta();
        let file = lemmacheck::artifact::counterexample_path(&root, meta);
        let doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        assert_eq!(cells[9], lemmacheck::artifact::table::counterexample_ratio_text(&doc), "{row}");
        refuted += 1;
    }
    assert!(refuted >= 4, "{out}");
}

#[test]
fn a_copied_checkout_reads_and_writes_its_own_files() {
    let copy = copied_checkout();
    let file = copy.path().join("counterexamples/large-weights/lemma-5.1.json");
    let mut doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    doc["lhs"] = serde_json::json!(123.25);
    std::fs::write(&file, serde_json::to_string_pretty(&doc).unwrap()).unwrap();
    // found from the current directory (a subfolder of the copy), not from where the binary
    // was built; the edited file does not check, so show marks it and exits with 1
    let (code, out, _) = run(lemmacheck().args(["show", "large-weights/lemma-5.1"]).current_dir(copy.path().join("counterexamples")));
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("UNVERIFIED") && out.contains("records 123.25"), "show must read (and check) the copy's file: {out}");
    let (code, out, _) = run(lemmacheck().arg("verify").arg(&file));
    assert_eq!(code, 1);
    assert!(out.contains("`lhs`"), "{out}");
    // outside any checkout, without --root, nothing is read or written
    let elsewhere = tempfile::tempdir().unwrap();
    let (code, _, err) = run(lemmacheck().args(["show", "lemma-5.1"]).current_dir(elsewhere.path()));
    assert_eq!(code, 2);
    assert!(err.contains("--root"), "{err}");
}

#[test]
fn verify_checks_a_file_anywhere_and_names_failing_fields() {
    let root = lemmacheck::root::for_tests();
    let dir = tempfile::tempdir().unwrap();
    let file: PathBuf = dir.path().join("from-an-author.json");
    std::fs::copy(root.join("counterexamples/dong2021/eq-12.json"), &file).unwrap();
    let (code, out, _) = run(lemmacheck().arg("verify").arg(&file).current_dir(dir.path()));
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("ok:"), "{out}");
    let (code, out, _) = run(lemmacheck().args(["verify", "--no-coq"]).arg(&file).current_dir(dir.path()));
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("ok:") && out.contains("Coq: not checked (--no-coq)"), "{out}");
    let mut doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    doc["certificate"]["precision_bits"] = serde_json::json!(1024);
    doc["reading_class"] = serde_json::json!("repair");
    std::fs::write(&file, serde_json::to_string(&doc).unwrap()).unwrap();
    let (code, out, _) = run(lemmacheck().arg("verify").arg(&file));
    assert_eq!(code, 1);
    assert!(out.contains("`certificate.precision_bits`") && out.contains("`reading_class`"), "{out}");
}

#[test]
fn list_and_show_name_readings_by_claim_id() {
    let (code, out, _) = run(lemmacheck().args(["list", "lemma-5.1", "--json"]).current_dir(lemmacheck::root::for_tests()));
    assert_eq!(code, 0);
    let rows: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(rows.as_array().unwrap().iter().any(|r| r["key"] == "large-weights/lemma-5.1" && r["class"] == "as-written"));
    let (code, out, _) = run(lemmacheck().args(["show", "large-weights/lemma-5.1"]).current_dir(lemmacheck::root::for_tests()));
    assert_eq!(code, 0, "{out}");
    for word in ["counterexamples/large-weights/lemma-5.1.json", "lhs - rhs certified in", "X ="] {
        assert!(out.contains(word), "show lacks {word}: {out}");
    }
}

/// An inconclusive search says what its first undecided case left open (the relation or
/// hypothesis, the enclosures, the precision), and how many cases were undecided.
#[test]
fn an_inconclusive_search_says_what_it_left_open() {
    let out_dir = tempfile::tempdir().unwrap();
    let (code, _, err) = run(lemmacheck().current_dir(lemmacheck::root::for_tests()).args(["check", "eq-7.extra-hypothesis-r-nonnegative", "--out"]).arg(out_dir.path()));
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("inconclusive large-weights/eq-7 (extra-hypothesis-r-nonnegative): ") && err.contains(" undecided, the first: at entry, i = 1, j = 1: lhs - rhs in ["), "{err}");
}

#[test]
fn a_sweep_splits_into_shards_and_merges() {
    let dir = tempfile::tempdir().unwrap();
    let mut parts = Vec::new();
    for shard in ["1/2", "2/2"] {
        let (code, out, err) = run(lemmacheck().args(["sweep", "fact-3.3-p2", "--seeds", "3", "--json", "--shard", shard]));
        assert_eq!(code, 0, "{err}");
        let part = dir.path().join(format!("part{}.json", parts.len()));
        std::fs::write(&part, out).unwrap();
        parts.push(part);
    }
    let (code, out, err) = run(lemmacheck().args(["sweep", "--merge"]).args(&parts));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("| 3/3 |") && err.contains("every recorded verdict reproduced on all 3 seeds"), "{out}{err}");
    let (code, _, err) = run(lemmacheck().args(["sweep", "--merge"]).arg(&parts[0]));
    assert_eq!(code, 2);
    assert!(err.contains("missing"), "{err}");
    // parts recorded: only a whole sweep over the committed seeds, and then exactly the
    // rows a sweep on one machine writes (in a copy of the checkout)
    let copy = copied_checkout();
    let (code, _, err) = run(lemmacheck().arg("--root").arg(copy.path()).args(["sweep", "--write", "--merge"]).args(&parts));
    assert_eq!(code, 2);
    assert!(err.contains("50 seeds"), "{err}");
    let mut whole = Vec::new();
    for shard in ["1/2", "2/2"] {
        let (code, out, err) = run(lemmacheck().args(["sweep", "fact-3.3-p2", "--json", "--shard", shard]));
        assert_eq!(code, 0, "{err}");
        let part = dir.path().join(format!("whole{}.json", whole.len()));
        std::fs::write(&part, out).unwrap();
        whole.push(part);
    }
    let committed = std::fs::read_to_string(copy.path().join("docs/figures/sweep.md")).unwrap();
    std::fs::write(copy.path().join("docs/figures/sweep.md"), committed.replace("| `large-weights/fact-3.3-p2` | as-written | refuted | 50/50 |", "| `large-weights/fact-3.3-p2` | as-written | refuted | 0/50 |")).unwrap();
    let (code, _, err) = run(lemmacheck().arg("--root").arg(copy.path()).args(["sweep", "--write", "--merge"]).args(&whole));
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("wrote docs/figures/sweep.md"), "{err}");
    assert_eq!(std::fs::read_to_string(copy.path().join("docs/figures/sweep.md")).unwrap(), committed, "the merged parts rewrite the rows a sweep writes");
}

/// A speed row records the default-seed search it measured (its digest): at other
/// settings bench measures another search, and writes nothing.
#[test]
fn bench_writes_rows_only_at_the_settings_of_the_committed_files() {
    let copy = copied_checkout();
    let speed = copy.path().join("docs/figures/speed.md");
    let before = std::fs::read_to_string(&speed).unwrap();
    let (code, _, err) = run(lemmacheck().arg("--root").arg(copy.path()).args(["bench", "--write", "large-weights/fact-3.2"]).env("LEMMACHECK_SEED", "7"));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("LEMMACHECK_SEED=7") && err.contains("bench --write"), "{err}");
    assert_eq!(std::fs::read_to_string(&speed).unwrap(), before, "nothing written");
}

#[test]
fn cite_prints_a_paragraph_or_says_why_not() {
    let root = lemmacheck::root::for_tests();
    let (code, out, err) = run(lemmacheck().args(["cite", "lemma-5.1", "--format", "latex"]).current_dir(&root));
    assert_eq!(code, 0, "{err}");
    let plain = out.replace("\\allowbreak{}", "");
    assert!(out.contains("\\begin{bmatrix}") && plain.contains("counterexamples/large-weights/lemma-5.1.json"), "{out}");
    // the terminal's format: formulas in Unicode, matrices as rows; the proof on part of the
    // hypothesis set in the same sentence as the failure
    let (code, out, err) = run(lemmacheck().args(["cite", "lemma-5.1", "--format", "text"]).current_dir(&root));
    assert_eq!(code, 0, "{err}");
    let after_quote = out.split("A minimal counterexample").nth(1).unwrap_or("");
    assert!(out.contains("‖softm(r)ᵀ R W_v‖_∞ ≤ ‖R‖_∞ ‖W_v‖_∞") && out.contains("It holds for every n when d ≤ 2, with the proof's β") && !after_quote.contains('$'), "{out}");
    let (code, out, err) = run(lemmacheck().args(["cite", "lemma-5.1", "--format", "numpy"]).current_dir(&root));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("import numpy as np") && out.contains("W_v = np.array("), "{out}");
    let (code, _, err) = run(lemmacheck().args(["cite", "lemma-4.4", "--format", "numpy"]).current_dir(&root));
    assert_eq!(code, 1, "{err}");
    // a reading proved for every size is cited as holding, with its Coq statement
    let (code, out, err) = run(lemmacheck().args(["cite", "lemma-4.4"]).current_dir(&root));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("holds as printed, for every size") && out.contains("```coq\nDefinition lemma_4_4 : Prop :=") && out.contains("`lemma_4_4_holds`"), "{out}");
    // every reading is refuted or proved: one whose proof is gone (in a copy) has nothing
    let copy = copied_checkout();
    std::fs::remove_file(copy.path().join("coq/Proofs/LargeWeights/remark_d_2_p8__as_in_case_1.v")).unwrap();
    let (code, _, err) = run(lemmacheck().arg("--root").arg(copy.path()).args(["cite", "remark-d.2-p8.as-in-case-1"]));
    assert_eq!(code, 1, "a reading with nothing to cite is a failed request: {err}");
    assert!(err.contains("no counterexample to cite"), "{err}");
    let (code, _, err) = run(lemmacheck().args(["cite", "lemma-9.9"]).current_dir(&root));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("lemma-9.9"), "{err}");
    let (code, _, err) = run(lemmacheck().args(["cite", "lemma-5.1", "--format", "tex"]).current_dir(&root));
    assert_eq!(code, 2, "{err}");
}

#[test]
fn proofs_are_shown_with_their_domains_in_words() {
    let root = lemmacheck::root::for_tests();
    let (code, out, err) = run(lemmacheck().args(["list", "lemma-4.4", "lemma-4.1", "lemma-5.1"]).current_dir(&root));
    assert_eq!(code, 0, "{err}");
    // proved for every size: said so, with the search's verdict beside it and the Coq file
    let line = out.lines().find(|l| l.starts_with("large-weights/lemma-4.4 ")).unwrap();
    assert!(line.contains("proved (Coq, every size); search: not refuted"), "{out}");
    assert!(out.contains("proved in Coq for every size (the Coq theorem lemma_4_4_holds (coq/Proofs/LargeWeights/lemma_4_4.v)"), "{out}");
    // proved on the whole hypothesis set at one size, by branch and bound, refuted at another
    assert!(out.contains("It holds for every input at n = 2, d = 1 (proved in Coq, coq/Proofs/LargeWeights/lemma_4_1__on_n_2_d_1.v; proved by interval branch and bound") && out.contains("fails at n = 3, d = 1"), "{out}");
    // proved in Coq on part of the hypothesis set, refuted outside it; the proof's beta said
    assert!(out.contains("It holds for every n when d ≤ 2, with the proof's β = 1/√d in the attention scores") && out.contains("(proved in Coq, coq/Proofs/LargeWeights/lemma_5_1__on_d_at_most_2.v)"), "{out}");
    let (code, out, _) = run(lemmacheck().args(["list", "lemma-4.4", "lemma-4.1", "--json"]).current_dir(&root));
    assert_eq!(code, 0);
    let rows: serde_json::Value = serde_json::from_str(&out).unwrap();
    let row = |key: &str| rows.as_array().unwrap().iter().find(|r| r["key"] == key).unwrap().clone();
    let r = row("large-weights/lemma-4.4");
    assert_eq!((r["kind"].as_str(), r["recorded"].as_str()), (Some("proved (Coq, every size)"), Some("not refuted")), "{r}");
    assert_eq!((r["proofs"][0]["method"].as_str(), r["proofs"][0]["every_size"].as_bool()), (Some("Coq"), Some(true)), "{r}");
    assert_eq!(r["proofs"][0]["theorem"], "lemma_4_4_holds", "{r}");
    assert!(r["coq_statement"].as_str().unwrap().starts_with("Definition lemma_4_4 : Prop :="), "{r}");
    let r = row("large-weights/lemma-4.1");
    assert_eq!(r["kind"], "refuted", "{r}");
    // the same domain proved twice: in Coq, and by branch and bound
    assert_eq!((r["proofs"][0]["method"].as_str(), r["proofs"][0]["scope"].as_str()), (Some("Coq"), Some("for every input at $n = 2$, $d = 1$")), "{r}");
    assert_eq!(r["proofs"][1]["scope"], "for every input at $n = 2$, $d = 1$", "{r}");
    assert_eq!(r["proofs"][1]["domains"][0]["dimensions"]["n"], 2, "{r}");
    let (code, out, _) = run(lemmacheck().args(["show", "lemma-4.1"]).current_dir(&root));
    assert_eq!(code, 0);
    assert!(out.contains("It holds for every input at n = 2, d = 1") && out.contains("failing step of the proof: the proof's first step, ‖Res(A) − Res(B)‖_∞"), "{out}");
    assert!(out.contains("The statement in Coq (coq/Statements/LargeWeights/lemma_4_1.v") && out.contains("Definition lemma_4_1 : Prop :="), "{out}");
}

#[test]
fn required_tools_are_validated_and_the_sources_have_no_default() {
    let (code, _, err) = run(lemmacheck().arg("list").env("LEMMACHECK_REQUIRE", "pdflatex,latexmk"));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("LEMMACHECK_REQUIRE") && err.contains("\"latexmk\"") && err.contains("pdflatex, numpy"), "{err}");
    let (code, out, _) = run(lemmacheck().arg("--help"));
    assert_eq!(code, 0);
    assert!(out.contains("LEMMACHECK_REQUIRE") && out.contains("LEMMACHECK_SOURCES") && !out.contains("shared"), "{out}");
}

#[test]
fn report_writes_into_the_checkout_it_runs_in() {
    let copy = copied_checkout();
    std::fs::remove_file(copy.path().join("docs/review.md")).unwrap();
    let (code, out, err) = run(lemmacheck().arg("report").current_dir(copy.path()));
    assert_eq!(code, 0, "{out}{err}");
    let original = lemmacheck::root::for_tests();
    assert_eq!(
        std::fs::read_to_string(copy.path().join("docs/review.md")).unwrap(),
        std::fs::read_to_string(original.join("docs/review.md")).unwrap(),
        "the copy's review differs from the original's"
    );
}

/// The tests of this binary that read the whole catalogue, so that a new or changed claim can
/// make them fail: CONTRIBUTING.md's table of gates names each one, and each is a test of
/// this binary (a renamed or removed test fails here, so the list cannot go stale).
const CATALOGUE_WIDE: [&str; 11] = [
    "links::every_relative_link_of_every_document_names_a_file_of_the_checkout",
    "notation::every_certified_hypothesis_is_typeset",
    "notation::every_prose_string_of_the_catalogue_is_in_the_notation",
    "notation::every_refuting_control_row_states_its_evidence",
    "notation::no_generated_document_holds_an_ascii_formula",
    "notation::numpy_citations_run_and_give_back_the_exact_inputs",
    "review::every_latex_citation_compiles",
    "review::the_latex_review_is_well_formed",
    "review::the_svg_graphs_are_well_formed_and_draw_every_statement",
    "review::every_cap_holds_with_ten_more_refuted_statements",
    "review::every_output_says_what_the_proof_assumes_beyond_the_words",
];

#[test]
fn contributing_names_every_catalogue_wide_test_of_this_binary() {
    let root = lemmacheck::root::for_tests();
    let guide = std::fs::read_to_string(root.join("CONTRIBUTING.md")).unwrap();
    let listed = std::process::Command::new(std::env::current_exe().unwrap()).args(["--list", "--format", "terse"]).output().unwrap();
    let tests: Vec<String> = String::from_utf8_lossy(&listed.stdout).lines().filter_map(|l| l.strip_suffix(": test")).map(str::to_string).collect();
    assert!(tests.len() > 100, "the binary lists its tests: {tests:?}");
    for name in CATALOGUE_WIDE {
        assert!(tests.iter().any(|t| t == name), "{name} is not a test of the cases binary (renamed or removed?)");
        assert!(guide.contains(&format!("`cases`: `{name}`")) || guide.contains(&format!("`{name}`")), "CONTRIBUTING.md does not name the gate {name}");
    }
}

/// Every command CONTRIBUTING.md names exists: each `lemmacheck SUB` (or `cargo run
/// --release -- SUB`) answers `--help` and knows each `--flag` the guide gives it, and
/// `.ci/timings` takes `--counts`.
#[test]
fn contributing_names_real_commands() {
    let root = lemmacheck::root::for_tests();
    let guide = std::fs::read_to_string(root.join("CONTRIBUTING.md")).unwrap();
    let spans: Vec<&str> = guide.split('`').skip(1).step_by(2).collect();
    let mut checked = 0;
    for span in &spans {
        let rest = span.strip_prefix("cargo run --release -- ").or_else(|| span.strip_prefix("lemmacheck "));
        let Some(rest) = rest else { continue };
        let words: Vec<&str> = rest.split_whitespace().collect();
        let sub = words[0];
        let (code, help, err) = run(lemmacheck().args([sub, "--help"]));
        assert_eq!(code, 0, "`{span}`: `lemmacheck {sub} --help` fails: {err}");
        for flag in words.iter().filter(|w| w.starts_with("--")) {
            assert!(help.contains(flag), "`{span}`: `lemmacheck {sub}` has no option {flag}");
        }
        if words.contains(&"<id>") {
            let usage = help.lines().find(|l| l.starts_with("Usage:")).unwrap_or_default();
            assert!(usage.contains("FILTER") || usage.contains("<ID"), "`{span}`: `lemmacheck {sub}` takes no claim filter: {usage}");
        }
        checked += 1;
    }
    assert!(checked >= 8, "the guide names {checked} lemmacheck commands");
    let timings = std::fs::read_to_string(root.join(".ci/timings")).unwrap();
    assert!(guide.contains("`.ci/timings --counts`") && timings.contains("\"--counts\""), ".ci/timings --counts");
    for target in ["claims", "cases"] {
        assert!(std::fs::read_to_string(root.join("Cargo.toml")).unwrap().contains(&format!("name = \"{target}\"")));
    }
}
