//! The threat model (docs/DESIGN.md, "Trust boundary"): a file, its name and its folder are
//! untrusted data; the checkout named by `--root` (or around the current directory), the
//! binary and the installed tools are trusted. These tests need no coqc; the ones that run
//! coqc (a crafted path, a borrowed Coq development, limits, concurrent checks) are trials
//! of the claims binary (`trust::...`).

use std::path::{Path, PathBuf};

use super::cli::{copied_checkout, lemmacheck, run};

/// A folder shaped like a checkout (the catalogue's marker folders and one committed-looking
/// file), as another clone on the same machine would be.
fn other_clone() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("counterexamples/large-weights/fact-3.3-p2.json");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::create_dir_all(dir.path().join("tightness")).unwrap();
    std::fs::write(&file, "committed in the other clone").unwrap();
    (dir, file)
}

#[test]
fn out_into_any_checkout_at_other_settings_is_refused_before_the_search() {
    let (other, committed) = other_clone();
    let copy = copied_checkout();
    let link = tempfile::tempdir().unwrap();
    let through_link = link.path().join("to-other");
    std::os::unix::fs::symlink(other.path(), &through_link).unwrap();
    // (current directory, --root, --out)
    let cases: Vec<(PathBuf, Option<PathBuf>, PathBuf)> = vec![
        (copy.path().to_path_buf(), None, other.path().to_path_buf()),
        (copy.path().to_path_buf(), None, other.path().join("counterexamples/new-folder")),
        (copy.path().to_path_buf(), None, through_link.join("tightness")),
        // --root names another checkout and --out the one around the current directory
        (copy.path().to_path_buf(), Some(other.path().to_path_buf()), PathBuf::from(".")),
        (other.path().to_path_buf(), Some(copy.path().to_path_buf()), PathBuf::from(".")),
    ];
    for (cwd, root, out) in cases {
        let mut c = lemmacheck();
        c.current_dir(&cwd).env("LEMMACHECK_CASES", "1").env("LEMMACHECK_TARGETED", "0");
        if let Some(r) = &root {
            c.arg("--root").arg(r);
        }
        let (code, stdout, err) = run(c.args(["check", "fact-3.3-p2", "--out"]).arg(&out));
        let case = format!("cwd {}, --root {root:?}, --out {}", cwd.display(), out.display());
        assert_eq!(code, 2, "{case}: {stdout}{err}");
        assert!(err.contains("inside the checkout") && err.contains("never writes into a checkout"), "{case}: {err}");
        assert!(!err.contains("readings searched"), "{case}: no search ran: {err}");
    }
    assert_eq!(std::fs::read_to_string(&committed).unwrap(), "committed in the other clone");
    assert_eq!(std::fs::read_dir(other.path().join("counterexamples/large-weights")).unwrap().count(), 1, "nothing was added");
}

#[test]
fn one_reading_without_a_closest_case_stops_no_other_file() {
    // every reading at one case: some closest cases have no relation to be closest in
    let out = tempfile::tempdir().unwrap();
    let root = lemmacheck::root::for_tests();
    let (code, stdout, err) = run(lemmacheck()
        .current_dir(&root)
        .env("LEMMACHECK_CASES", "1")
        .env("LEMMACHECK_TARGETED", "0")
        .arg("--out")
        .arg(out.path()));
    assert_eq!(code, 1, "verdicts differ from the recorded ones at one case: {err}");
    assert!(!stdout.is_empty() && !err.contains("no file was written"), "{err}");
    assert!(!err.contains("every verdict as recorded"), "{err}");
    let warnings: Vec<&str> = err.lines().filter(|l| l.contains("warning:")).collect();
    // the case the test is for: at one case some reading's closest case has no relation
    assert!(!warnings.is_empty(), "no reading lacked its file at one case, so nothing here was tested: {err}");
    for w in &warnings {
        assert!(w.contains("gets no file") && w.contains("left as it was"), "a warning names the reading and the file: {w}");
    }
    let written = std::fs::read_dir(out.path().join("tightness/large-weights")).unwrap().count();
    assert!(written > 50, "the other readings' tightness files are written ({written}): {err}");
    // the paths printed are under --out, not the checkout's
    for line in err.lines().filter(|l| l.starts_with("created ")) {
        assert!(line.contains(&out.path().display().to_string()), "{line}");
    }
}

/// A fake tool chain: the mirror is made without running coqc.
fn fake_toolchain() -> lemmacheck::coq::check::Toolchain {
    lemmacheck::coq::check::Toolchain {
        coqc: "coqc-not-run".into(),
        coq_version: "0".into(),
        interval_version: "0".into(),
        key: "fake".into(),
    }
}

#[test]
fn the_build_folder_mirrors_coq_exactly() {
    let root = tempfile::tempdir().unwrap();
    let coq = root.path().join("coq");
    std::fs::create_dir_all(coq.join("Library")).unwrap();
    std::fs::write(coq.join("_CoqProject"), "-R Library Lemmacheck\nLibrary/A.v\nLibrary/B.v\n").unwrap();
    std::fs::write(coq.join("Library/A.v"), "(* a *)").unwrap();
    std::fs::write(coq.join("Library/B.v"), "(* b *)").unwrap();
    let dir = root.path().join("target/coq");
    lemmacheck::coq::check::Build::new(root.path(), &dir, fake_toolchain()).unwrap();
    let src = dir.join("src");
    assert!(src.join("Library/B.v").is_file());
    // what a compile of B leaves, and a scratch text
    for product in ["Library/B.vo", "Library/B.glob", "Library/B.v.key", "Library/.B.aux", "Library/A.vo", "Scratch/T_0.v"] {
        std::fs::create_dir_all(src.join(product).parent().unwrap()).unwrap();
        std::fs::write(src.join(product), "built").unwrap();
    }
    std::fs::remove_file(coq.join("Library/B.v")).unwrap();
    lemmacheck::coq::check::Build::new(root.path(), &dir, fake_toolchain()).unwrap();
    for gone in ["Library/B.v", "Library/B.vo", "Library/B.glob", "Library/B.v.key", "Library/.B.aux"] {
        assert!(!src.join(gone).exists(), "{gone} of a deleted source is still in the build folder");
    }
    for kept in ["Library/A.v", "Library/A.vo", "Scratch/T_0.v", "_CoqProject"] {
        assert!(src.join(kept).exists(), "{kept} was removed");
    }
}

#[test]
fn a_build_folder_linked_out_of_the_checkout_is_refused() {
    let root = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(elsewhere.path(), root.path().join("target")).unwrap();
    let err = lemmacheck::coq::check::build_dir(root.path()).unwrap_err();
    assert!(err.contains("symbolic link"), "{err}");
    assert_eq!(std::fs::read_dir(elsewhere.path()).unwrap().count(), 0, "nothing was created through the link");
    std::fs::remove_file(root.path().join("target")).unwrap();
    std::fs::create_dir(root.path().join("target")).unwrap();
    std::os::unix::fs::symlink(elsewhere.path(), root.path().join("target/coq")).unwrap();
    assert!(lemmacheck::coq::check::build_dir(root.path()).unwrap_err().contains("symbolic link"));
    std::fs::remove_file(root.path().join("target/coq")).unwrap();
    assert_eq!(lemmacheck::coq::check::build_dir(root.path()).unwrap(), root.path().join("target/coq"));
}

#[test]
fn only_a_located_rejection_is_kept() {
    use lemmacheck::coq::check::{cacheable_rejection, resource_failure};
    let located = "File \"./Scratch/X.v\", line 3, characters 0-4:\nError: The reference foo was not found";
    assert!(cacheable_rejection(Some(1), located));
    for (code, output) in [
        (Some(1), "File \"./X.v\", line 1, characters 0-1:\nError: Out of memory"),
        (Some(1), "Error: No space left on device"),
        (Some(1), "Error: unlocated"),
        (Some(134), "Fatal error: out of memory"),
        (None, located),
        (Some(2), located),
    ] {
        assert!(!cacheable_rejection(code, output), "{code:?}: {output}");
    }
    assert!(resource_failure("Fatal error: out of memory") && resource_failure("Stack overflow") && !resource_failure(located));
}

#[test]
fn coqc_limits_come_from_the_environment() {
    use lemmacheck::coq::check::{Limits, DEFAULT_MEMORY_MIB, DEFAULT_SECONDS};
    let env = |pairs: &'static [(&'static str, &'static str)]| move |name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string());
    assert_eq!(Limits::from(&env(&[])).unwrap(), Limits { seconds: DEFAULT_SECONDS, memory_mib: DEFAULT_MEMORY_MIB });
    let set = Limits::from(&env(&[("LEMMACHECK_COQC_SECONDS", "2.5"), ("LEMMACHECK_COQC_MEMORY", "300")])).unwrap();
    assert_eq!(set, Limits { seconds: 2.5, memory_mib: 300 });
    for (name, value) in [("LEMMACHECK_COQC_SECONDS", "0"), ("LEMMACHECK_COQC_SECONDS", "soon"), ("LEMMACHECK_COQC_MEMORY", "-1"), ("LEMMACHECK_COQC_MEMORY", "1.5")] {
        let pairs: &'static [(&'static str, &'static str)] = Box::leak(Box::new([(name, value)]));
        let err = Limits::from(&env(pairs)).unwrap_err();
        assert!(err.contains(name), "{err}");
    }
}

/// A committed counterexample copied to `dir/name`, edited by `edit` (its text).
fn copied(dir: &Path, name: &str, edit: impl FnOnce(String) -> String) -> PathBuf {
    let root = lemmacheck::root::for_tests();
    let text = std::fs::read_to_string(root.join("counterexamples/large-weights/remark-d.2-p1.json")).unwrap();
    let file = dir.join(name);
    std::fs::write(&file, edit(text)).unwrap();
    file
}

#[test]
fn a_byte_order_mark_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let file = copied(dir.path(), "with-bom.json", |t| format!("\u{feff}{t}"));
    let (code, out, err) = run(lemmacheck().args(["verify", "--no-coq"]).arg(&file));
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("byte-order mark") && out.contains("with-bom.json"), "{out}");
}

#[test]
fn counts_are_whole_numbers_in_files() {
    let dir = tempfile::tempdir().unwrap();
    let root = lemmacheck::root::for_tests();
    let text = std::fs::read_to_string(root.join("counterexamples/large-weights/remark-d.2-p1.json")).unwrap();
    assert!(text.contains("\"H\": 1,") && text.contains("\"L\": 1\n"), "H and L are written as integers");
    // a derived count too: Lemma D.6's layer index l
    let d6 = std::fs::read_to_string(root.join("counterexamples/large-weights/lemma-d.6.json")).unwrap();
    assert!(d6.contains("\"l\": 1,") && !d6.contains("\"l\": 1.0"), "the layer index l is written as an integer");
    for (bad, why) in [("\"H\": 1.5,", "inputs.H"), ("\"H\": 0,", "inputs.H"), ("\"H\": 100000,", "inputs.H")] {
        let file = copied(dir.path(), "count.json", |t| t.replacen("\"H\": 1,", bad, 1));
        let (code, out, err) = run(lemmacheck().args(["verify", "--no-coq"]).arg(&file));
        assert_eq!(code, 1, "{bad}: {out}{err}");
        assert!(out.contains(why) && out.contains("whole number"), "{bad}: {out}");
        assert!(!err.contains("panicked"), "{bad}: {err}");
    }
}

#[test]
fn a_partial_file_left_by_a_killed_run_is_removed_by_the_next_write() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("a.json");
    // a process id that no running process has (the largest one Linux can give, plus one)
    let dead = dir.path().join(format!(".a.json.4194305.0.{}", lemmacheck::files::PARTIAL_SUFFIX));
    let alive = dir.path().join(format!(".a.json.{}.9.{}", std::process::id(), lemmacheck::files::PARTIAL_SUFFIX));
    let other = dir.path().join(format!(".b.json.4194305.0.{}", lemmacheck::files::PARTIAL_SUFFIX));
    for f in [&dead, &alive, &other] {
        std::fs::write(f, "cut").unwrap();
    }
    lemmacheck::files::replace(&target, b"whole").unwrap();
    assert!(!dead.exists(), "the killed run's partial file is removed");
    assert!(alive.exists(), "a running process's partial file is left alone");
    assert!(other.exists(), "another file's partial file is left for that file's next write");
    assert_eq!(std::fs::read(&target).unwrap(), b"whole");
}

#[test]
fn weights_out_that_is_a_file_is_refused_before_the_audit() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "").unwrap();
    // the checkpoint does not exist: an audit that ran first would complain about it
    let (code, out, err) = run(lemmacheck().args(["weights", "no-such-model.safetensors", "--out"]).arg(file.join("sub")));
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("--out") && err.contains("is not a folder") && !err.contains("no-such-model"), "{err}");
}

#[test]
fn a_run_that_fails_never_says_every_verdict_as_recorded() {
    // the verdicts agree (default settings, one claim), but no file can be written: the
    // folder for the counterexamples is a file
    let out = tempfile::tempdir().unwrap();
    std::fs::write(out.path().join("counterexamples"), "a file, not a folder").unwrap();
    let (code, stdout, err) = run(lemmacheck().current_dir(lemmacheck::root::for_tests()).args(["check", "fact-3.3-p2", "--out"]).arg(out.path()));
    assert_eq!(code, 1, "{stdout}{err}");
    assert!(err.contains("cannot write"), "{err}");
    assert!(!err.contains("every verdict as recorded"), "{err}");
    assert!(err.contains("the run failed") && err.contains("no verdict differs"), "{err}");
}

#[test]
fn the_next_run_removes_a_killed_runs_partial_files_in_the_folders_it_writes() {
    let out = tempfile::tempdir().unwrap();
    let check = || run(lemmacheck().current_dir(lemmacheck::root::for_tests()).args(["check", "fact-3.3-p2", "--out"]).arg(out.path()));
    let (code, stdout, err) = check();
    assert_eq!(code, 0, "{stdout}{err}");
    let folder = out.path().join("counterexamples/large-weights");
    // left by a killed run (a process id no running process has), for a file this run
    // leaves unchanged and for a file it does not write at all
    let leftovers: Vec<PathBuf> = ["fact-3.3-p2.json", "lemma-4.1.json"]
        .iter()
        .map(|name| folder.join(format!(".{name}.4194305.0.{}", lemmacheck::files::PARTIAL_SUFFIX)))
        .collect();
    for f in &leftovers {
        std::fs::write(f, "cut").unwrap();
    }
    let (code, stdout, err) = check();
    assert_eq!(code, 0, "{stdout}{err}");
    assert!(!err.contains("updated") && !err.contains("created"), "the second run changes no file: {err}");
    for f in &leftovers {
        assert!(!f.exists(), "{} is left after the next run", f.display());
    }
}
