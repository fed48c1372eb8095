//! Formulas are written once, in TeX between `$…$`, and shown as mathematics everywhere:
//! every prose string of the catalogue is in the notation, no generated document carries an
//! ASCII formula, and `cite --format numpy` runs in python3 and gives back the file's inputs.

use lemmacheck::claim::{Expected, Quantifier};
use lemmacheck::claims;
use lemmacheck::engine::settings::Tool;
use lemmacheck::notation::{self, hypothesis, unicode};
use serde_json::Value as Json;

/// What is wrong with one prose string: an ASCII formula, an unclosed delimiter, a macro the
/// terminal rendering does not know.
fn problems(what: &str, text: &str) -> Vec<String> {
    let mut out: Vec<String> = notation::ascii_formulas(text).into_iter().map(|f| format!("{what}: ASCII formula {f}")).collect();
    out.extend(notation::unbalanced(text).map(|u| format!("{what}: {u}")));
    out.extend(unicode::unknown_macros(text).into_iter().map(|m| format!("{what}: \\{m} is unknown to the terminal rendering")));
    out
}

#[test]
fn every_prose_string_of_the_catalogue_is_in_the_notation() {
    let mut found = Vec::new();
    for c in claims::catalogue() {
        let m = c.meta();
        let key = m.reading_key();
        found.extend(problems(&format!("{key} number"), m.number));
        found.extend(problems(&format!("{key} reading note"), m.reading_note));
        if let Some(step) = m.failing_step {
            found.extend(problems(&format!("{key} failing step"), step));
        }
        if let Some(place) = m.argued {
            found.extend(problems(&format!("{key} argued"), place));
        }
        if let Some(t) = &m.typo {
            for (field, text) in [("printed", t.printed), ("meant", t.meant), ("evidence", t.evidence)] {
                found.extend(problems(&format!("{key} typo {field}"), text));
            }
        }
        if let Quantifier::Exists(argument) = m.quantifier {
            found.extend(problems(&format!("{key} witness argument"), argument));
        }
        for (h, why) in &m.domain {
            found.extend(problems(&format!("{key} domain condition {h}"), why));
        }
        // `.unneeded` notes are rewritten by the negative-controls work (issue 23): their
        // check is `the_negative_controls_table_has_no_ascii_formula` below
    }
    for d in lemmacheck::prove::targets::all() {
        let key = format!("{} ({})", d.reading, d.label);
        for (field, text) in [("domain", d.set.as_str()), ("restricts", d.restricts.as_str()), ("inputs", d.inputs.as_str()), ("argument", d.argument)] {
            found.extend(problems(&format!("{key} {field}"), text));
        }
        if let lemmacheck::prove::Outcome::Open(why) = d.expected {
            found.extend(problems(&format!("{key} open"), why));
        }
    }
    let root = lemmacheck::root::for_tests();
    for e in lemmacheck::statements::load(&root).unwrap() {
        for (field, text) in [("not checked", &e.not_checked), ("question", &e.question)] {
            if let Some(text) = text {
                found.extend(problems(&format!("docs/statements.md: {} {field}", e.statement), text));
            }
        }
    }
    assert!(found.is_empty(), "{} prose strings break the notation (formulas in TeX between $…$):\n{}", found.len(), found.join("\n"));
}

#[test]
fn every_certified_hypothesis_is_typeset() {
    let root = lemmacheck::root::for_tests();
    let mut names: Vec<String> = Vec::new();
    for paper in std::fs::read_dir(root.join("counterexamples")).unwrap().flatten() {
        for file in std::fs::read_dir(paper.path()).unwrap().flatten() {
            let doc: Json = serde_json::from_str(&std::fs::read_to_string(file.path()).unwrap()).unwrap();
            for h in doc.pointer("/certificate/hypotheses_certified").and_then(Json::as_array).into_iter().flatten().filter_map(Json::as_str) {
                if !names.iter().any(|n| n == h) {
                    names.push(h.to_string());
                }
            }
        }
    }
    assert!(names.len() > 20, "the files name only {} hypotheses", names.len());
    let found: Vec<String> = names.iter().flat_map(|h| problems(&format!("hypothesis {h:?} typeset as {}", hypothesis::tex(h)), &hypothesis::tex(h))).collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// `line` without the targets of its Markdown links (`[text](target)` keeps `[text]`):
/// a target is a path, which may hold `_inf` (`claim_norm_1_inf_p2.v`), not a formula.
fn without_link_targets(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find("](") {
        out.push_str(&rest[..at + 1]);
        match rest[at + 2..].find(')') {
            Some(close) => rest = &rest[at + 2 + close + 1..],
            None => {
                rest = &rest[at + 1..];
                break;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The prose of a generated Markdown document: without its code spans (`…`), which hold
/// identifiers and paths, and its fenced code blocks (Coq statements, which are code, not
/// formulas). `skip` names sections (by their heading) left out.
fn markdown_problems(file: &str, text: &str, skip: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    let mut skipping = false;
    for (number, line) in crate::markdown::prose_lines(text) {
        if line.starts_with('#') {
            skipping = skip.iter().any(|s| line.trim_start_matches('#').trim() == *s);
        }
        if skipping {
            continue;
        }
        for f in notation::ascii_formulas(&without_link_targets(line)) {
            out.push(format!("{file}:{number}: ASCII formula {f}"));
        }
    }
    out
}

#[test]
fn no_generated_document_holds_an_ascii_formula() {
    let root = lemmacheck::root::for_tests();
    let read = |f: &str| std::fs::read_to_string(root.join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
    let mut found = Vec::new();
    found.extend(markdown_problems("docs/review.md", &read("docs/review.md"), &[]));
    found.extend(markdown_problems("docs/catalogue.md", &read("docs/catalogue.md"), &[]));
    found.extend(markdown_problems("docs/repairs.md", &read("docs/repairs.md"), &[]));
    found.extend(markdown_problems("README.md (generated sections)", &lemmacheck::artifact::prose::generated_part(&read("README.md")), &[]));
    // in the LaTeX, an ASCII formula would show as these, in text or in math
    let tex = read("docs/review.tex");
    let mut verbatim = false;
    for (i, line) in tex.lines().enumerate() {
        // Coq statements are code, set verbatim
        if line.contains("\\begin{verbatim}") {
            verbatim = true;
        }
        if line.contains("\\end{verbatim}") {
            verbatim = false;
        }
        if verbatim {
            continue;
        }
        for bad in ["\\_inf", "<=", ">=", "\\textless{}=", "\\textgreater{}=", "\\textbar{}\\textbar{}", "||"] {
            if line.contains(bad) {
                found.push(format!("docs/review.tex:{}: {bad} in {line:?}", i + 1));
            }
        }
    }
    assert!(found.is_empty(), "{} ASCII formulas in generated documents:\n{}", found.len(), found.join("\n"));
}

/// A Python literal for a JSON value of `inputs` (numbers are shortest round-trip decimals,
/// which Python reads back as the same double).
fn python(v: &Json) -> String {
    match v {
        Json::Array(items) => format!("[{}]", items.iter().map(python).collect::<Vec<_>>().join(", ")),
        other => other.to_string(),
    }
}

/// Whether python3 with numpy runs here; when not, the caller skips (saying why) unless
/// `LEMMACHECK_REQUIRE` lists numpy, and then the test fails.
fn numpy_available() -> bool {
    match std::process::Command::new("python3").args(["-c", "import numpy"]).output() {
        Ok(out) if out.status.success() => true,
        Ok(out) => crate::require::missing(Tool::Numpy, &format!("`python3 -c 'import numpy'` fails: {}", String::from_utf8_lossy(&out.stderr).lines().last().unwrap_or(""))),
        Err(e) => crate::require::missing(Tool::Numpy, &format!("`python3` does not run: {e}")),
    }
}

/// Every refuted reading's `cite --format numpy` output, run by python3 with a check that
/// each variable holds exactly the file's inputs (same shape, same doubles).
#[test]
fn numpy_citations_run_and_give_back_the_exact_inputs() {
    if !numpy_available() {
        return;
    }
    let root = lemmacheck::root::for_tests();
    let mut script = String::from("import numpy as np\nchecked = 0\n");
    let mut readings = 0;
    for c in claims::catalogue().iter().filter(|c| c.meta().expected == Expected::Refuted) {
        let m = c.meta();
        let code = lemmacheck::review::cite::numpy(&root, c.as_ref()).unwrap();
        let doc: Json = serde_json::from_str(&std::fs::read_to_string(lemmacheck::artifact::counterexample_path(&root, m)).unwrap()).unwrap();
        // each citation runs in its own namespace, as pasted alone
        script.push_str(&format!("ns = {{}}\nexec({:?}, ns)\n", code));
        for (name, value) in doc["inputs"].as_object().unwrap() {
            let key = m.reading_key();
            match value {
                Json::Array(_) => script.push_str(&format!(
                    "v = ns[{name:?}]\nv = np.array(v, dtype=np.float64) if isinstance(v, list) else v\nw = np.array({}, dtype=np.float64)\nassert v.shape == w.shape and np.array_equal(v, w), ({key:?}, {name:?})\nchecked += 1\n",
                    python(value)
                )),
                other => script.push_str(&format!("assert ns[{name:?}] == {} and ns[{name:?}] == float(ns[{name:?}]), ({key:?}, {name:?})\nchecked += 1\n", python(other))),
            }
        }
        readings += 1;
    }
    script.push_str("print(checked)\n");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("citations.py");
    std::fs::write(&path, &script).unwrap();
    let out = std::process::Command::new("python3").arg(&path).output().unwrap();
    assert!(out.status.success(), "python3 fails on the numpy citations:\n{}", String::from_utf8_lossy(&out.stderr));
    let checked: usize = String::from_utf8_lossy(&out.stdout).trim().parse().unwrap();
    assert!(readings > 20 && checked >= readings, "{checked} inputs of {readings} readings checked");
    eprintln!("numpy: {checked} inputs of {readings} refuted readings read back exactly");
}

#[test]
fn a_numpy_citation_names_the_statement_s_symbols_and_the_file() {
    let root = lemmacheck::root::for_tests();
    let code = lemmacheck::review::cite::numpy(&root, claims::resolve("lemma-5.1").unwrap()).unwrap();
    for want in ["import numpy as np", "X = np.array(", "W_q = np.array(", "theta = ", "counterexamples/large-weights/lemma-5.1.json", "SHA-256"] {
        assert!(code.contains(want), "lacks {want}:\n{code}");
    }
    // exact decimals: the double the file holds, not a rounded one
    assert!(code.contains("theta = 0.64951992034912109375"), "{code}");
    let err = lemmacheck::review::cite::numpy(&root, claims::resolve("lemma-4.4").unwrap()).unwrap_err();
    assert!(err.contains("no counterexample to cite"), "{err}");
}

/// Every row of the negative-controls table that says a control refutes the reading states
/// what it found (a ratio or a margin, never a placeholder) and links a file that exists.
#[test]
fn every_refuting_control_row_states_its_evidence() {
    let root = lemmacheck::root::for_tests();
    let text = std::fs::read_to_string(root.join("docs/catalogue.md")).unwrap();
    let table = &text[text.find("## Negative controls").expect("the section")..];
    let rows: Vec<&str> = table.lines().filter(|l| l.contains("| refutes it")).collect();
    assert!(rows.len() > 50, "only {} refuting controls", rows.len());
    for row in rows {
        for bad in ["lhs/rhs ?", "lhs/rhs lhs", "lhs/rhs \\|lhs", " at  ("] {
            assert!(!row.contains(bad), "{bad:?} in {row}");
        }
        let link = row.rsplit("](../").next().and_then(|l| l.split(')').next()).unwrap_or_else(|| panic!("no file linked: {row}"));
        assert!(root.join(link).is_file(), "{link} does not exist: {row}");
    }
}
