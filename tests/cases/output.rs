//! No panic reaches a user: every command whose output cannot be written (a full disk, a
//! closed pipe) ends with one line on standard error and a non-zero exit, never with a
//! panic (exit 101); numeric options out of range are usage errors; errors quote at most
//! the start of a long bad value.

use std::process::Stdio;

use super::cli::{copied_checkout, lemmacheck, run};

/// One fast invocation of every command (each exits 0 when its output can be written),
/// run in `root`.
fn every_command(root: &std::path::Path) -> Vec<Vec<String>> {
    let file = root.join("counterexamples/dong2021/eq-12.json").display().to_string();
    [
        vec!["--help"],
        vec!["--version"],
        vec!["check", "dong2021/eq-12"],
        vec!["dong2021/eq-12"],
        vec!["list"],
        vec!["show", "dong2021/eq-12"],
        // without Coq, which would compile its library in the copy
        vec!["verify", "--no-coq", &file],
        vec!["bench", "dong2021/eq-12"],
        vec!["cite", "dong2021/eq-12"],
        vec!["sweep", "dong2021/eq-12", "--seeds", "1"],
        vec!["repair", "dong2021/eq-12"],
        vec!["prove", "lemma-4.1", "--size", "2", "--boxes", "10"],
        vec!["growth", "--print-only", "dong2021/eq-12"],
        vec!["threshold"],
        vec!["curves"],
    ]
    .into_iter()
    .map(|a| a.into_iter().map(String::from).collect())
    .collect()
}

fn dev_full() -> std::fs::File {
    std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap()
}

#[test]
fn every_command_whose_output_fills_the_disk_ends_with_one_line_and_exit_1() {
    let copy = copied_checkout();
    for args in every_command(copy.path()) {
        let (code, _, ok_err) = run(lemmacheck().args(&args).current_dir(copy.path()));
        assert_eq!(code, 0, "{args:?} works when its output can be written: {ok_err}");
        let (code, out, err) = run(lemmacheck().args(&args).current_dir(copy.path()).stdout(dev_full()));
        assert!(out.is_empty());
        assert_eq!(code, 1, "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        let failures: Vec<&str> = err.lines().filter(|l| l.contains("cannot write to standard output")).collect();
        assert_eq!(failures.len(), 1, "{args:?}: one line says so: {err}");
        assert!(failures[0].contains("No space left on device"), "{args:?}: {err}");
    }
}

#[test]
fn a_command_whose_pipe_is_closed_ends_with_one_line_and_exit_1() {
    use std::os::fd::FromRawFd;
    let root = lemmacheck::root::for_tests();
    let mut fds = [0; 2];
    // SAFETY: pipe fills the two descriptors; the read end is closed at once, so every
    // write to the other fails with EPIPE; the write end is owned by the Stdio.
    let stdout = unsafe {
        assert_eq!(libc::pipe(fds.as_mut_ptr()), 0);
        libc::close(fds[0]);
        Stdio::from_raw_fd(fds[1])
    };
    let (code, _, err) = run(lemmacheck().arg("list").current_dir(&root).stdout(stdout));
    assert_eq!(code, 1, "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("cannot write to standard output") && err.contains("Broken pipe"), "{err}");
}

#[test]
fn a_failing_standard_error_is_a_non_zero_exit_not_a_panic() {
    let root = lemmacheck::root::for_tests();
    let (code, _, _) = run(lemmacheck().args(["list", "no-claim-like-this"]).current_dir(&root).stderr(dev_full()));
    assert_eq!(code, 2, "the usage error keeps its code");
    let (code, _, _) = run(lemmacheck().args(["check", "--bogus"]).current_dir(&root).stderr(dev_full()));
    assert_eq!(code, 2);
}

#[test]
fn prove_seconds_out_of_range_are_usage_errors() {
    for bad in ["--seconds=-1", "--seconds=0", "--seconds=nan", "--seconds=inf", "--seconds=1e300", "--seconds=many"] {
        let (code, out, err) = run(lemmacheck().args(["prove", "lemma-4.1", bad]));
        assert_eq!(code, 2, "{bad}: {out}{err}");
        assert!(!err.contains("panicked") && err.contains("--seconds"), "{bad}: {err}");
    }
    for bad in ["--size=100000000000", "--size=0", "--boxes=0"] {
        let (code, _, err) = run(lemmacheck().args(["prove", "lemma-4.1", bad]));
        assert_eq!(code, 2, "{bad}: {err}");
    }
}

#[test]
fn shrinking_at_a_small_budget_gives_no_advice_about_proptest_variables() {
    let (code, _, err) = run(lemmacheck().args(["check", "dong2021/eq-12"]).env("LEMMACHECK_SHRINK_ITERS", "1"));
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("PROPTEST"), "the suite ignores PROPTEST_* variables; it must not advise them: {err}");
    let (code, _, err) = run(lemmacheck().args(["check", "dong2021/eq-12"]).env("LEMMACHECK_SHRINK_ITERS", "1000000001"));
    assert_eq!(code, 2);
    assert!(err.contains("LEMMACHECK_SHRINK_ITERS") && !err.contains("PROPTEST"), "{err}");
}

#[test]
fn an_environment_value_that_is_not_utf8_is_an_error_naming_the_variable() {
    use std::os::unix::ffi::OsStrExt;
    let bad = std::ffi::OsStr::from_bytes(b"7\xff");
    for command in ["list", "check"] {
        let (code, out, err) = run(lemmacheck().args([command, "dong2021/eq-12"]).env("LEMMACHECK_SEED", bad));
        assert_eq!(code, 2, "{command}: {out}{err}");
        assert!(err.contains("LEMMACHECK_SEED") && err.contains("not UTF-8"), "{err}");
    }
}

#[test]
fn errors_quote_only_the_start_of_a_long_bad_value() {
    // 100 kB: an argument or a variable of a few MB is refused by the kernel itself
    let long = "x".repeat(100_000);
    for mut command in [
        {
            let mut c = lemmacheck();
            c.args(["list", &long]);
            c
        },
        {
            let mut c = lemmacheck();
            c.args(["show", &long]);
            c
        },
        {
            let mut c = lemmacheck();
            c.args(["check", "dong2021/eq-12"]).env("LEMMACHECK_CASES", &long);
            c
        },
        {
            let mut c = lemmacheck();
            c.args(["sweep", "--shard", &long, "--json"]);
            c
        },
    ] {
        let (code, _, err) = run(&mut command);
        assert_eq!(code, 2, "{}", &err[..err.len().min(300)]);
        assert!(err.len() < 1000, "the error quotes an excerpt, not the 100 kB value: {} bytes", err.len());
        assert!(err.contains("xxxxxxxxxx") && err.contains("… (100000 characters)"), "{}", &err[..err.len().min(300)]);
    }
}
