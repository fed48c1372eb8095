//! The threat model's checks that run coqc (docs/DESIGN.md, "Trust boundary"): `verify` of
//! a file someone else sent, under a crafted name or in a folder shaped like a checkout,
//! and the limits and private scratch files of every coqc run. The checks that need no
//! coqc are in the cases binary (`trust::...`).
//!
//! * `trust::a_crafted_path_reaches_no_coq_text`: a committed counterexample saved under a
//!   folder whose name closes a Coq comment and runs a command (`*) Redirect ... (*`) is
//!   verified and accepted, and the command never runs (its output file does not appear).
//! * `trust::a_checkout_shaped_folder_lends_no_coq_development`: the file sits in a folder
//!   with its own `coq/` (a statement that is `False`, a `_CoqProject` with an option) and
//!   a `target` linked elsewhere; `verify` uses the checkout it is run from, writes nothing
//!   there or through the link, and with `--root` naming that folder refuses its build
//!   folder.
//! * `trust::a_looping_coq_run_is_stopped_and_not_cached`: a coqc run that never ends is
//!   stopped at the time limit, reported "not checked (time limit)", and not remembered.
//! * `trust::a_coq_run_out_of_memory_is_not_cached`: a run over the memory limit is
//!   reported "not checked (memory limit)", and the same text compiles within the default
//!   limits afterwards.
//! * `trust::concurrent_checks_of_one_reading_judge_their_own_texts`: two checks of one
//!   reading at once, of an accepted and of a rejected text, each get their own verdict.

use std::path::Path;

use libtest_mimic::{Failed, Trial};

use lemmacheck::coq::check::{self, Limits};

use super::coq::{altered, generated_text, read_json, with_library};
use super::timed;

fn lemmacheck_in(dir: &Path) -> std::process::Command {
    let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_lemmacheck"));
    for (k, _) in std::env::vars().filter(|(k, _)| k.starts_with("LEMMACHECK_") && k != "LEMMACHECK_SOURCES") {
        c.env_remove(k);
    }
    c.current_dir(dir);
    c
}

fn output(c: &mut std::process::Command) -> Result<(bool, String), Failed> {
    let out = c.output().map_err(|e| Failed::from(format!("lemmacheck: {e}")))?;
    Ok((out.status.success(), format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr))))
}

fn scratch() -> Result<tempfile::TempDir, Failed> {
    tempfile::tempdir().map_err(|e| Failed::from(format!("scratch folder: {e}")))
}

const FILE: &str = "counterexamples/large-weights/lemma-4.1.json";

fn crafted_path(root: &Path) -> Result<(), Failed> {
    let dir = scratch()?;
    let pwned = dir.path().join("PWNED");
    let folder = dir.path().join(format!("d*) Redirect \"{}\" Print nat. (*", pwned.display()));
    std::fs::create_dir_all(&folder).map_err(|e| Failed::from(e.to_string()))?;
    let file = folder.join("x.json");
    std::fs::copy(root.join(FILE), &file).map_err(|e| Failed::from(e.to_string()))?;
    let (ok, shown) = output(lemmacheck_in(root).arg("verify").arg(&file))?;
    if pwned.with_extension("out").exists() || pwned.exists() {
        return Err(format!("the command in the file's path ran inside coqc:\n{shown}").into());
    }
    if !(ok && shown.contains("accepted") && shown.contains("the committed coq/Refutations/LargeWeights/lemma_4_1.v")) {
        return Err(format!("verify of the committed file under a crafted path did not check the committed theorem:\n{shown}").into());
    }
    Ok(())
}

fn borrowed_development(root: &Path) -> Result<(), Failed> {
    let dir = scratch()?;
    let sender = dir.path().join("sender");
    let elsewhere = dir.path().join("elsewhere");
    for d in ["counterexamples/large-weights", "tightness", "coq/Statements/LargeWeights"] {
        std::fs::create_dir_all(sender.join(d)).map_err(|e| Failed::from(e.to_string()))?;
    }
    std::fs::create_dir_all(&elsewhere).map_err(|e| Failed::from(e.to_string()))?;
    std::fs::write(sender.join("coq/_CoqProject"), "-R Statements Statements\n-arg -noinit\n").map_err(|e| Failed::from(e.to_string()))?;
    std::fs::write(
        sender.join("coq/Statements/LargeWeights/lemma_4_1.v"),
        "Definition lemma_4_1 : Prop := forall (n d : nat) (A B : mat) (eps : R), False.\n",
    )
    .map_err(|e| Failed::from(e.to_string()))?;
    std::os::unix::fs::symlink(&elsewhere, sender.join("target")).map_err(|e| Failed::from(e.to_string()))?;
    let file = sender.join(FILE);
    std::fs::copy(root.join(FILE), &file).map_err(|e| Failed::from(e.to_string()))?;
    // from the trusted checkout: its own development is used
    let (ok, shown) = output(lemmacheck_in(root).arg("verify").arg(&file))?;
    if !(ok && shown.contains("the committed coq/Refutations/LargeWeights/lemma_4_1.v") && shown.contains("accepted")) {
        return Err(format!("verify did not check the trusted checkout's theorem:\n{shown}").into());
    }
    if std::fs::read_dir(&elsewhere).map_err(|e| Failed::from(e.to_string()))?.count() > 0 {
        return Err("verify wrote through the sender's `target` link".into());
    }
    // from the sender's folder: no trusted checkout, so no Coq check at all
    let (ok, shown) = output(lemmacheck_in(dir.path()).arg("verify").arg(&file))?;
    if !(ok && shown.contains("not checked by Coq: no lemmacheck checkout here")) {
        return Err(format!("verify outside any checkout took a development from near the file:\n{shown}").into());
    }
    // naming the sender's folder as the checkout (trusting it) still never builds through
    // a link out of it
    let (ok, shown) = output(lemmacheck_in(dir.path()).arg("--root").arg(&sender).arg("verify").arg(&file))?;
    if ok || !shown.contains("symbolic link") {
        return Err(format!("a `target` linked out of the named checkout was not refused:\n{shown}").into());
    }
    if std::fs::read_dir(&elsewhere).map_err(|e| Failed::from(e.to_string()))?.count() > 0 {
        return Err("verify --root wrote through the checkout's `target` link".into());
    }
    Ok(())
}

/// A build of the checkout with other limits (the same folder and cache as the others).
fn limited(root: &Path, limits: Limits) -> Result<check::Build, Failed> {
    let tool = check::toolchain().map_err(Failed::from)?;
    let dir = check::build_dir(root).map_err(Failed::from)?;
    Ok(check::Build::new(root, &dir, tool).map_err(Failed::from)?.with_limits(limits))
}

/// A text that no run has compiled before (its stamp is the time and the process).
fn fresh(text: &str) -> String {
    let stamp = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    format!("(* {stamp} {} *)\n{text}", std::process::id())
}

fn looping(root: &Path) -> Result<(), Failed> {
    let b = limited(root, Limits { seconds: 3.0, ..Limits::default() })?;
    // 10^12 steps of the virtual machine: hours, in constant memory
    let text = fresh("From Coq Require Import NArith.\nEval vm_compute in (N.iter 1000000000000%N N.succ 0%N).\n");
    let start = std::time::Instant::now();
    let first = b.scratch_unit("Loop", &text);
    let seconds = start.elapsed().as_secs_f64();
    match first {
        Err(e) if e.starts_with("not checked (time limit)") => {}
        other => return Err(format!("a looping coqc run was not stopped at the time limit: {other:?}").into()),
    }
    if seconds > 30.0 {
        return Err(format!("the 3 s limit stopped the run only after {seconds:.1} s").into());
    }
    let stamp = root.join("target/coq/src").join(format!("{}.key", check::scratch_file("Loop", &text)));
    if stamp.exists() {
        return Err(format!("a run stopped at the time limit left a cache stamp {}", stamp.display()).into());
    }
    Ok(())
}

fn out_of_memory(root: &Path) -> Result<(), Failed> {
    let text = fresh("From Coq Require Import Reals.\nGoal (1 + 1 = 2)%R. Proof. ring. Qed.\n");
    let tiny = limited(root, Limits { memory_mib: 200, ..Limits::default() })?;
    match tiny.scratch_unit("Memory", &text) {
        Err(e) if e.starts_with("not checked (memory limit)") => {}
        other => return Err(format!("a coqc run over a 200 MiB limit was not reported as a memory limit: {other:?}").into()),
    }
    let stamp = root.join("target/coq/src").join(format!("{}.key", check::scratch_file("Memory", &text)));
    if stamp.exists() {
        return Err("an out-of-memory run was cached".into());
    }
    let normal = limited(root, Limits::default())?;
    normal.scratch_unit("Memory", &text).map_err(|e| Failed::from(format!("the same text within the default limits: {e}")))?;
    Ok(())
}

fn concurrent(root: &Path, b: &check::Build) -> Result<(), Failed> {
    let doc = read_json(root, FILE)?;
    let (good, statement) = generated_text(root, FILE, &doc).map_err(Failed::from)?;
    let (bad, _) = generated_text(root, FILE, &altered(&doc, "eps", 2.0, "2")).map_err(Failed::from)?;
    // both as `verify` names them: one scratch name per reading, a file per text
    let name = "Verify_lemma_4_1";
    // the race needs luck to show; that the two texts never share a file does not
    if check::scratch_file(name, &good) == check::scratch_file(name, &bad) {
        return Err(format!("two texts of one reading are compiled as the same file {}", check::scratch_file(name, &good)).into());
    }
    let (a, z) = std::thread::scope(|s| {
        let a = s.spawn(|| b.scratch(name, &statement, &good));
        let z = s.spawn(|| b.scratch(name, &statement, &bad));
        (a.join(), z.join())
    });
    match (a, z) {
        (Ok(Ok(_)), Ok(Err(e))) if e.starts_with("coqc rejects") => Ok(()),
        (a, z) => Err(format!("two checks of one reading at once: accepted text {a:?}, rejected text {z:?}").into()),
    }
}

/// The trials (ignored with the reason where coqc is missing and not required).
pub fn trials(root: &Path) -> Vec<Trial> {
    let mut out = Vec::new();
    let r = root.to_path_buf();
    out.push(timed::ignorable("trust::a_crafted_path_reaches_no_coq_text", move || with_library(&r, |_| crafted_path(&r))));
    let r = root.to_path_buf();
    out.push(timed::ignorable("trust::a_checkout_shaped_folder_lends_no_coq_development", move || with_library(&r, |_| borrowed_development(&r))));
    let r = root.to_path_buf();
    out.push(timed::ignorable("trust::a_looping_coq_run_is_stopped_and_not_cached", move || with_library(&r, |_| looping(&r))));
    let r = root.to_path_buf();
    out.push(timed::ignorable("trust::a_coq_run_out_of_memory_is_not_cached", move || with_library(&r, |_| out_of_memory(&r))));
    let r = root.to_path_buf();
    out.push(timed::ignorable("trust::concurrent_checks_of_one_reading_judge_their_own_texts", move || with_library(&r, |b| concurrent(&r, b))));
    out
}
