//! `show` presents nothing it has not checked: a file is recomputed as `verify` does before
//! any of its values is shown, and a reading's missing file is named as missing (never
//! stood in for by another kind of file).

use super::cli::{copied_checkout, lemmacheck, run};

fn show(root: &std::path::Path, key: &str) -> (i32, String, String) {
    run(lemmacheck().arg("--root").arg(root).args(["show", key]))
}

#[test]
fn a_tampered_counterexample_is_marked_unverified_and_none_of_its_values_shown() {
    let copy = copied_checkout();
    let file = copy.path().join("counterexamples/dong2021/eq-12.json");
    let mut doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    doc["lhs"] = serde_json::json!(42);
    doc["certificate"]["lhs"] = serde_json::json!([1.0, 1.0]);
    std::fs::write(&file, serde_json::to_string_pretty(&doc).unwrap()).unwrap();
    let (code, out, _) = show(copy.path(), "dong2021/eq-12");
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("UNVERIFIED") && out.contains("`lhs`") && out.contains("`certificate.lhs[0]`"), "{out}");
    assert!(!out.contains("certified in"), "nothing is shown as certified: {out}");
}

#[test]
fn an_unedited_file_is_shown_as_verified() {
    let root = lemmacheck::root::for_tests();
    let (code, out, err) = show(&root, "dong2021/eq-12");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("verified now") && out.contains("lhs - rhs certified in [0.5, 0.5]"), "{out}");
}

#[test]
fn a_missing_counterexample_is_named_and_no_other_file_shown_in_its_place() {
    // lemma-4.1 (as written) is refuted and also has a proof on stated domains
    let copy = copied_checkout();
    let file = copy.path().join("counterexamples/large-weights/lemma-4.1.json");
    assert!(copy.path().join("proofs/large-weights/lemma-4.1.json").is_file());
    std::fs::remove_file(&file).unwrap();
    let (code, out, _) = show(copy.path(), "large-weights/lemma-4.1");
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("counterexamples/large-weights/lemma-4.1.json is missing") && out.contains("refuted"), "{out}");
    assert!(!out.contains("proof on stated domains") && !out.contains("closest case at"), "no stand-in: {out}");
    // replaced by a folder
    std::fs::create_dir(&file).unwrap();
    let (code, out, _) = show(copy.path(), "large-weights/lemma-4.1");
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("is a folder"), "{out}");
    // `list` says it is missing too
    let (code, out, _) = run(lemmacheck().arg("--root").arg(copy.path()).args(["list", "lemma-4.1"]));
    assert_eq!(code, 0);
    assert!(out.lines().next().unwrap().contains("MISSING counterexamples/large-weights/lemma-4.1.json"), "{out}");
}

#[test]
fn a_root_with_empty_folders_shows_no_verdict_of_its_own() {
    let root = tempfile::tempdir().unwrap();
    for folder in ["counterexamples", "tightness"] {
        std::fs::create_dir(root.path().join(folder)).unwrap();
    }
    for (key, kind, verdict) in [("dong2021/eq-12", "counterexample", "refuted"), ("fact-3.2", "closest case", "not refuted")] {
        let (code, out, _) = show(root.path(), key);
        assert_eq!(code, 1, "{key}: {out}");
        assert!(out.contains(&format!("the {kind} file")) && out.contains("is missing") && out.contains(verdict), "{key}: {out}");
        assert!(!out.contains("found no counterexample"), "{key}: {out}");
    }
}
