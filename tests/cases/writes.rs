//! Nothing lost, nothing cut: a run interrupted in the middle of a write (killed, or on a
//! full disk), or whose standard error fails, leaves every file either as it was or as it
//! should be; `--out` never leads a non-default run into the checkout; a README cut by an
//! older version stops a full run before it searches.
//!
//! A write is interrupted for certain, without any hook in the tool, by running it with a
//! file-size limit (`setrlimit(RLIMIT_FSIZE)`): the first write past the limit kills the
//! process (SIGXFSZ), or, with that signal ignored, fails as on a full disk (EFBIG).

use std::path::{Path, PathBuf};

use super::cli::{copied_checkout, lemmacheck, run};

/// The files of `dong2021/eq-12` that `check eq-12` writes, relative to the root.
const EQ_12_FILES: [&str; 2] = ["counterexamples/dong2021/eq-12.json", "tightness/dong2021/eq-12.json"];

/// Edits each file of [`EQ_12_FILES`] in `root` so that a run rewrites it, in a field
/// `verify` takes as written (the `search` record): the edited file still verifies.
fn make_stale(root: &Path) {
    for (file, field) in EQ_12_FILES.iter().zip(["\"cases_before_failure\": 14,", "\"random_cases\": 14,"]) {
        let path = root.join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(text.matches(field).count(), 1, "{file} has {field}");
        std::fs::write(&path, text.replace(field, &field.replace("14", "15"))).unwrap();
    }
}

/// Every file under `root`, relative to it, with its bytes (temporary files of an
/// interrupted write left out).
fn snapshot(root: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<(PathBuf, Vec<u8>)>) {
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(root, &p, out);
            } else if !p.to_string_lossy().ends_with(lemmacheck::files::PARTIAL_SUFFIX) {
                out.push((p.strip_prefix(root).unwrap().to_path_buf(), std::fs::read(&p).unwrap()));
            }
        }
    }
    let mut out = Vec::new();
    walk(root, root, &mut out);
    out.sort();
    out
}

/// Runs `lemmacheck` with its files limited to `bytes` bytes; `full_disk` ignores SIGXFSZ,
/// so that a write past the limit fails (EFBIG) instead of killing the process. Run it
/// with `output()`: the limit applies to a standard output that is a regular file too
/// (the test's own, when it is redirected to a log), never to a pipe.
fn limited(bytes: u64, full_disk: bool) -> std::process::Command {
    use std::os::unix::process::CommandExt;
    let mut c = lemmacheck();
    // SAFETY: setrlimit and signal are async-signal-safe; the closure allocates nothing.
    unsafe {
        c.pre_exec(move || {
            let limit = libc::rlimit { rlim_cur: bytes as libc::rlim_t, rlim_max: bytes as libc::rlim_t };
            if libc::setrlimit(libc::RLIMIT_FSIZE, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            if full_disk {
                libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            }
            Ok(())
        });
    }
    c
}

/// After an interrupted run: each file of `before` is as it was or as `after` (a complete
/// run) has it; no other file appeared but temporary ones; each file of eq-12 verifies.
fn every_file_old_or_new(root: &Path, before: &[(PathBuf, Vec<u8>)], after: &[(PathBuf, Vec<u8>)]) {
    let now = snapshot(root);
    let names = |s: &[(PathBuf, Vec<u8>)]| s.iter().map(|(p, _)| p.clone()).collect::<Vec<_>>();
    assert_eq!(names(&now), names(before), "no file is lost or added");
    for ((path, bytes), ((_, old), (_, new))) in now.iter().zip(before.iter().zip(after)) {
        assert!(bytes == old || bytes == new, "{} is neither as it was nor as it should be ({} bytes)", path.display(), bytes.len());
    }
    // the files' fields, not Coq (which would compile its library in each copy)
    for file in EQ_12_FILES {
        let (code, out, _) = run(lemmacheck().args(["verify", "--no-coq"]).arg(root.join(file)));
        assert_eq!(code, 0, "{out}");
    }
}

#[test]
fn a_run_killed_in_the_middle_of_a_write_leaves_every_file_whole() {
    // the files as a complete run writes them
    let complete = copied_checkout();
    make_stale(complete.path());
    let (code, _, err) = run(lemmacheck().arg("--root").arg(complete.path()).args(["check", "dong2021/eq-12"]));
    assert_eq!(code, 0, "{err}");
    let after = snapshot(complete.path());
    // the same run killed by SIGXFSZ in the middle of its first write: each file of eq-12
    // is over 2 kB, the limit 1 kB
    let copy = copied_checkout();
    make_stale(copy.path());
    let before = snapshot(copy.path());
    let status = limited(1024, false).arg("--root").arg(copy.path()).args(["check", "dong2021/eq-12"]).output().unwrap().status;
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(status.signal(), Some(libc::SIGXFSZ), "the run must be killed while writing: {status:?}");
    every_file_old_or_new(copy.path(), &before, &after);
}

#[test]
fn a_full_disk_leaves_every_file_as_it_was_and_says_so() {
    let copy = copied_checkout();
    make_stale(copy.path());
    let before = snapshot(copy.path());
    let (code, _, err) = run(limited(1024, true).arg("--root").arg(copy.path()).args(["check", "dong2021/eq-12"]));
    assert!(snapshot(copy.path()) == before, "every file is as it was: {err}");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("cannot write") && err.contains("eq-12.json") && err.contains("as it was"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    let partial: Vec<_> = std::fs::read_dir(copy.path().join("counterexamples/dong2021"))
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(lemmacheck::files::PARTIAL_SUFFIX))
        .collect();
    assert!(partial.is_empty(), "a failed write removes its temporary file");
}

#[test]
fn a_run_killed_while_it_rewrites_the_readme_leaves_it_whole() {
    // `growth` brings the README's generated sections up to date after its study; the
    // README (about 15 kB) is cut at 4 kB
    let copy = copied_checkout();
    let readme = copy.path().join("README.md");
    let text = std::fs::read_to_string(&readme).unwrap();
    let stale = lemmacheck::artifact::table::splice(&text, lemmacheck::artifact::table::VERDICTS, "a stale table\n").unwrap();
    assert!(stale.len() > 4096);
    std::fs::write(&readme, &stale).unwrap();
    let status = limited(4096, false).arg("--root").arg(copy.path()).args(["growth", "dong2021/eq-12.times-n"]).output().unwrap().status;
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(status.signal(), Some(libc::SIGXFSZ), "the run must be killed while writing: {status:?}");
    let now = std::fs::read_to_string(&readme).unwrap();
    assert!(now == stale || now == text, "README.md is cut: {} bytes", now.len());
    // and the next run brings it up to date
    let (code, _, err) = run(lemmacheck().arg("--root").arg(copy.path()).args(["growth", "dong2021/eq-12.times-n"]));
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read_to_string(&readme).unwrap(), text);
}

#[test]
fn a_failing_standard_error_leaves_no_file_half_updated() {
    let copy = copied_checkout();
    make_stale(copy.path());
    let dev_full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
    let (code, _, _) = run(lemmacheck().arg("--root").arg(copy.path()).args(["check", "dong2021/eq-12"]).stderr(dev_full));
    assert!(code != 0 && code != 101, "a non-zero exit that is not a panic: {code}");
    // both files were rewritten: the same bytes as a run whose standard error works
    let written = snapshot(copy.path());
    let (code, _, err) = run(lemmacheck().arg("--root").arg(copy.path()).args(["check", "dong2021/eq-12"]));
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("updated"), "the first run left files to update: {err}");
    assert_eq!(snapshot(copy.path()), written);
}

#[test]
fn a_cut_readme_stops_a_full_run_before_it_searches() {
    let copy = copied_checkout();
    std::fs::write(copy.path().join("README.md"), "").unwrap();
    make_stale(copy.path());
    let before = snapshot(copy.path());
    let (code, out, err) = run(lemmacheck().arg("--root").arg(copy.path()));
    assert_eq!(code, 1, "{out}{err}");
    assert!(err.contains("README.md is empty") && err.contains("git checkout -- README.md"), "{err}");
    assert!(!err.contains("readings searched") && out.is_empty(), "no search ran: {out}{err}");
    assert_eq!(snapshot(copy.path()), before, "no file was touched");
}

/// `--out` values that reach the checkout `root` (or a folder inside it) from `cwd`.
fn inside_the_checkout(root: &Path) -> Vec<PathBuf> {
    let link = root.join("docs").join("link-to-checkout");
    std::os::unix::fs::symlink(root, &link).unwrap();
    vec![
        PathBuf::from("."),
        root.to_path_buf(),
        root.join("counterexamples").join(".."),
        root.join("not-yet").join("..").join("."),
        root.join("counterexamples"),
        root.join("not-yet").join("deeper"),
        link,
        root.join("docs").join("link-to-checkout").join("not-yet"),
    ]
}

#[test]
fn out_into_the_checkout_at_non_default_settings_is_a_usage_error_before_any_search() {
    let copy = copied_checkout();
    let before = snapshot(copy.path());
    for out in inside_the_checkout(copy.path()) {
        let (code, stdout, err) = run(lemmacheck()
            .current_dir(copy.path())
            .args(["check", "--out"])
            .arg(&out)
            .env("LEMMACHECK_CASES", "1")
            .env("LEMMACHECK_TARGETED", "0"));
        assert_eq!(code, 2, "--out {}: {stdout}{err}", out.display());
        assert!(err.contains("inside the checkout") && err.contains("LEMMACHECK_CASES=1"), "{err}");
        assert!(!err.contains("readings searched") && stdout.is_empty(), "no search ran: {stdout}{err}");
    }
    std::fs::remove_file(copy.path().join("docs/link-to-checkout")).unwrap();
    assert_eq!(snapshot(copy.path()), before, "no committed file was touched");
}

#[test]
fn out_that_is_a_file_is_a_usage_error_before_any_search() {
    let copy = copied_checkout();
    let (code, out, err) = run(lemmacheck()
        .current_dir(copy.path())
        .args(["check", "dong2021/eq-12", "--out", "README.md/sub"])
        .env("LEMMACHECK_SEED", "7"));
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("is not a folder") && out.is_empty(), "{err}");
}
