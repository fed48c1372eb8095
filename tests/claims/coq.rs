//! The Coq trials: every counterexample file's refutation compiles, every statement file
//! compiles, every proof of a reading the catalogue marks proved compiles, all of them rest
//! only on the allowed axioms, and cases that do not violate their reading are rejected
//! (the weakened proof: [`super::mutant`]).
//!
//! * `coq <id>[.<reading>]`: the generated refutation of that counterexample file (and its
//!   statement) is accepted by coqc; a counterexample file without a theorem fails, with
//!   the reason. The refutations are checked in one batch per core, each batch one coqc
//!   run that loads its files into modules of their own (start-up paid once per batch, not
//!   per file); a refutation in a rejected batch is compiled on its own, so the trial fails
//!   exactly when its own file is rejected, with coqc's message.
//! * `coq proof <id>[.<reading>]`: for each reading the catalogue marks proved in Coq
//!   (`Meta::proved_in_coq`), its proof file `coq/Proofs/<PaperDir>/<name>.v` exists, states
//!   `Theorem <name>_holds : <name>.`, is accepted by coqc, its non-vacuity theorem
//!   `coq/Satisfiable/<PaperDir>/<name>.v` states `<name>_satisfiable` as the statement's
//!   binders and premises and is accepted too, and `Print Assumptions` of both shows only [`ALLOWED_AXIOMS`](lemmacheck::coq::check::ALLOWED_AXIOMS).
//!   The proofs are checked in one batch per core, like the refutations: one coqc run
//!   loads each proof and its non-vacuity theorem into modules of their own and prints the
//!   axioms of all their theorems, whose union is allowed exactly when each theorem's
//!   axioms are. Where a batch is rejected or shows another axiom, the trial compiles its
//!   two files on its own and prints their axioms (once for the tuple of all marked
//!   proofs' theorems, or on its own while another trial is printing that), so that it
//!   fails exactly when its own files do; a missing file fails with or without coqc.
//! * The statements of refutations and proofs that no other statement imports are read
//!   into the batches as text, so that they need no compile of their own there
//!   ([`check::Build::batch`]).
//! * `coq::every_proof_belongs_to_a_marked_reading`: no file under `coq/Proofs` or
//!   `coq/Satisfiable` belongs to a statement the catalogue does not mark proved.
//! * `coq::premises_are_printed_or_shown`: every statement's `Premises` block lists its
//!   premises, and each is in the quoted words, stated by the reading's note, a domain
//!   condition, added to a refuted reading, or shown in the verdict row
//!   ([`coq::premises`]).
//! * `coq::statements_compile`: every file under `coq/Statements`, also those of readings
//!   without a counterexample file: in one batch (each file on its own where it is
//!   rejected, to name the error).
//! * `coq::axioms`: `Print Assumptions` of all refutations shows only
//!   [`ALLOWED_AXIOMS`](lemmacheck::coq::check::ALLOWED_AXIOMS) (as the batches printed it,
//!   when they hold every refutation; otherwise all compiled and printed together).
//! * `coq::verify_checks_a_new_counterexample_with_coqc`: `lemmacheck verify` of a file the
//!   search has just kept (`check --out`) runs coqc on the theorem generated from it and
//!   says it was accepted (here rather than in the cases binary, where the Coq library's
//!   first compile would hold one core while the other sits idle).
//! * `coq::rejects_a_case_that_holds`: the theorem generated from a tightness file (a case
//!   the search certified not to violate its reading) is rejected.
//! * `coq::rejects_an_altered_counterexample`: a counterexample with one input changed so
//!   that the violation disappears (the suite's interval arithmetic certifies that its
//!   hypotheses still hold and its conclusion holds) is rejected, alone and in a batch with
//!   an accepted refutation (where the kernel, at `Qed`, rejects the comparison the batch
//!   left to it, `lc_check_deferred` in `coq/Library/Refute.v`), while the unaltered
//!   file's committed refutation is accepted (the check its `coq <id>` trial makes, in its
//!   batch, shared through the cache).
//!
//! The library is compiled once for all trials, in the checkout's Coq build folder
//! (`target/coq`, shared with `lemmacheck coq` and `verify`). Without coqc or the Interval
//! library each trial is reported ignored with the reason (after the checks that need no
//! coqc: a counterexample file without a theorem, a stale `.v`), unless `LEMMACHECK_REQUIRE`
//! names `coqc` (CI), where that is a failure.

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, OnceLock};

use libtest_mimic::{Completion, Failed, Trial};
use serde_json::Value as Json;

use lemmacheck::claim::Decided;
use lemmacheck::claims;
use lemmacheck::coq::{self, check};

use super::timed;

/// The shared build, or why there is none.
fn build(root: &Path) -> &'static Result<Arc<check::Build>, String> {
    static BUILD: OnceLock<Result<Arc<check::Build>, String>> = OnceLock::new();
    BUILD.get_or_init(|| {
        let tool = check::toolchain()?;
        check::Build::new(root, &check::build_dir(root)?, tool).map(Arc::new)
    })
}

/// What a trial runs with: the build with its library compiled, or why the trial is
/// ignored (no tool chain, and `LEMMACHECK_REQUIRE` does not name coqc); a failure when
/// the tool chain is required and missing, or the library does not compile.
pub fn library(root: &Path) -> Result<Result<Arc<check::Build>, String>, Failed> {
    match build(root) {
        Ok(b) => {
            b.library().map_err(Failed::from)?;
            Ok(Ok(b.clone()))
        }
        Err(why) => match lemmacheck::engine::settings::required(lemmacheck::engine::settings::Tool::Coqc) {
            Ok(true) => Err(format!("LEMMACHECK_REQUIRE names coqc, but {why}").into()),
            Ok(false) => Ok(Err(format!("not checked: {why}"))),
            Err(e) => Err(e.into()),
        },
    }
}

/// Runs `body` with the build, or reports the trial ignored with the reason.
pub fn with_library(root: &Path, body: impl FnOnce(&check::Build) -> Result<(), Failed>) -> Result<Completion, Failed> {
    match library(root)? {
        Ok(b) => body(&b).map(|()| Completion::Completed),
        Err(why) => Ok(Completion::ignored_with(why)),
    }
}

/// The refutations of the `coq <id>` trials this run selects, dealt in trial order into one
/// batch per core (round-robin, so the first trials each threads takes start different
/// batches), each checked by one coqc run ([`check::Build::refutation_batch`]).
struct Batches {
    /// The batch of each refutation file (relative to `coq/`).
    of: HashMap<String, usize>,
    /// Each batch's refutations with their theorems.
    files: Vec<Vec<(String, String)>>,
    results: Vec<OnceLock<Result<check::Compiled, String>>>,
}

static BATCHES: OnceLock<Batches> = OnceLock::new();

/// The proofs of the `coq proof <key>` trials this run selects, each with its non-vacuity
/// theorem, dealt in trial order into one batch per core (round-robin), each checked by one
/// coqc run ([`check::Build::batch`]): start-up paid once per batch instead of twice per
/// proof, and `Print Assumptions` of the batch's theorems printed in the same run.
struct ProofBatches {
    /// The batch of each reading key.
    of: HashMap<String, usize>,
    /// Each batch's files (proofs and non-vacuity theorems) with their theorems.
    units: Vec<Vec<(String, String)>>,
    results: Vec<OnceLock<Result<check::Compiled, String>>>,
}

static PROOF_BATCHES: OnceLock<ProofBatches> = OnceLock::new();

/// Plans the batches for the `coq <id>` and `coq proof <id>` trials that `selected`
/// (their names) keeps; called once, before the trials run. A batch of one refutation is
/// not formed: that file is compiled on its own.
pub fn plan_batches(root: &Path, selected: impl Fn(&str) -> bool) {
    let n = std::thread::available_parallelism().map_or(1, |n| n.get()).clamp(1, 8);
    let mut files: Vec<Vec<(String, String)>> = vec![Vec::new(); n];
    let mut names: Vec<Vec<String>> = vec![Vec::new(); n];
    let mut k = 0;
    for p in coq::generated(root) {
        let name = format!("coq {}", p.reading_key);
        if p.outcome.is_ok() && selected(&name) {
            files[k % n].push(refutation_theorem(&p));
            names[k % n].push(name);
            k += 1;
        }
    }
    let mut waiting: std::collections::HashSet<String> = names.iter().filter(|n| n.len() > 1).flat_map(|n| n[1..].iter().cloned()).collect();
    waiting.insert("coq::axioms".to_string());
    files.retain(|f| f.len() > 1);
    let of = files.iter().enumerate().flat_map(|(i, f)| f.iter().map(move |(file, _)| (file.clone(), i))).collect();
    let results = files.iter().map(|_| OnceLock::new()).collect();
    let _ = BATCHES.set(Batches { of, files, results });

    let mut units: Vec<Vec<(String, String)>> = vec![Vec::new(); n];
    let mut keys: Vec<Vec<String>> = vec![Vec::new(); n];
    let mut k = 0;
    for p in coq::proofs::all_marked() {
        let present = root.join(&p.proof_file).is_file() && root.join(&p.satisfiable_file).is_file();
        if present && selected(&format!("coq proof {}", p.key)) {
            units[k % n].push((p.proof_in_coq_dir(), p.theorem.clone()));
            units[k % n].push((p.satisfiable_in_coq_dir(), p.satisfiable_theorem()));
            keys[k % n].push(p.key.clone());
            k += 1;
        }
    }
    let of = keys.iter().enumerate().flat_map(|(i, ks)| ks.iter().map(move |key| (key.clone(), i))).collect();
    let results = units.iter().map(|_| OnceLock::new()).collect();
    let _ = PROOF_BATCHES.set(ProofBatches { of, units, results });
    waiting.extend(keys.iter().flat_map(|ks| ks.iter().skip(1).map(|key| format!("coq proof {key}"))));
    let _ = WAITING.set(waiting);
}

/// Compiles, on the calling thread, what the planned batches require besides their own
/// files ([`check::Build::prepare_batch`]): the statements and proofs they import. Called
/// on the thread that compiles the library, while the reading checks run, so that the
/// batches' first trials do not compile them one after the other, each waiting for the
/// files the other is compiling. A failure is left for the trials to report.
pub fn prepare_batches(root: &Path) {
    let Ok(Ok(b)) = library(root) else { return };
    let refutations = BATCHES.get().map_or(&[][..], |p| &p.files);
    let proofs = PROOF_BATCHES.get().map_or(&[][..], |p| &p.units);
    for units in refutations.iter().chain(proofs) {
        let _ = b.prepare_batch(units);
    }
}

/// The trials that wait for a batch another trial runs: each batch's trials after its
/// first, and `coq::axioms` (which reads both refutation batches).
static WAITING: OnceLock<std::collections::HashSet<String>> = OnceLock::new();

/// Whether the trial `name` waits for a batch that another trial runs ([`plan_batches`]
/// decides): run after the trials that do other work, its thread finds the batch done
/// instead of idling while the batch's coqc runs on the other core.
pub fn waits_for_a_batch(name: &str) -> bool {
    WAITING.get().is_some_and(|w| w.contains(name))
}

/// The axioms `Print Assumptions` showed in the batch holding the proof of `key`, when coqc
/// accepted that batch; `None` when no batch holds it or coqc rejected it.
fn proof_batch_axioms(b: &check::Build, key: &str) -> Option<Vec<String>> {
    let batches = PROOF_BATCHES.get()?;
    let i = *batches.of.get(key)?;
    let result = batches.results[i].get_or_init(|| b.batch("Proof", &batches.units[i]));
    result.as_ref().ok().map(|c| check::parse_axioms(&c.output))
}

/// `path` (a path under the root) relative to `coq/`.
fn in_coq_dir(path: &Path) -> String {
    path.strip_prefix(coq::COQ_DIR).unwrap_or(path).display().to_string()
}

/// A counterexample file's refutation (relative to `coq/`) and its theorem.
fn refutation_theorem(p: &coq::Planned) -> (String, String) {
    let name = p.refutation.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    (in_coq_dir(&p.refutation), format!("{name}_refuted"))
}

/// The result of the batch holding `file` (relative to `coq/`), checked on first use; `None`
/// when no batch holds it.
fn batch_of(b: &check::Build, file: &str) -> Option<&'static Result<check::Compiled, String>> {
    let batches = BATCHES.get()?;
    let i = *batches.of.get(file)?;
    Some(batches.results[i].get_or_init(|| b.refutation_batch(&batches.files[i])))
}

/// Whether coqc accepts the refutation `file` (relative to `coq/`): accepted with its
/// batch, or else compiled on its own, which names the error when there is one.
fn refutation_accepted(b: &check::Build, file: &str) -> Result<(), String> {
    match batch_of(b, file) {
        Some(Ok(_)) => Ok(()),
        _ => b.refutation(file).map(|_| ()),
    }
}

/// The axioms the batches' `Print Assumptions` showed, when batches accepted by coqc hold
/// every file of `files` and show only allowed axioms; `None` otherwise.
fn axioms_from_batches(b: &check::Build, files: &[String]) -> Option<Vec<String>> {
    let mut axioms = Vec::new();
    for file in files {
        axioms.extend(check::parse_axioms(&batch_of(b, file)?.as_ref().ok()?.output));
    }
    axioms.sort();
    axioms.dedup();
    axioms.iter().all(|a| check::ALLOWED_AXIOMS.contains(&a.as_str())).then_some(axioms)
}

/// A counterexample or tightness document with one number of `inputs` and `inputs_exact`
/// replaced.
pub fn altered(doc: &Json, name: &str, value: f64, exact: &str) -> Json {
    let mut d = doc.clone();
    d["inputs"][name] = serde_json::json!(value);
    d["inputs_exact"][name] = Json::String(exact.to_string());
    d
}

/// Whether the suite's interval arithmetic certifies that `doc`'s case meets its reading's
/// hypotheses and does not violate its conclusion.
fn certified_to_hold(doc: &Json) -> Result<(), String> {
    let s = |k: &str| doc[k].as_str().unwrap_or("").to_string();
    let claim = claims::find(&s("claim"), &s("reading")).ok_or_else(|| format!("{} ({}) is not in the catalogue", s("claim"), s("reading")))?;
    let inputs = lemmacheck::claim::Inputs::from_json(&doc["inputs"], claim.meta().symbols, "inputs")?;
    for h in claim.hypotheses_interval(&inputs) {
        if h.decide() != Decided::Holds {
            return Err(format!("the altered case does not certainly meet the hypothesis {}", h.name));
        }
    }
    for q in claim.conclusion_interval(&inputs) {
        if q.relation.decide(&q.lhs, &q.rhs) != Decided::Holds {
            return Err(format!("the altered case is not certified to satisfy the conclusion at {}", q.place));
        }
    }
    Ok(())
}

/// The refutation generated from `doc` (named `file` in messages) and its statement file,
/// relative to `coq/`.
pub fn generated_text(root: &Path, file: &str, doc: &Json) -> Result<(String, String), String> {
    let case = coq::Case::from_json(file, doc)?;
    let rel = coq::statement_path(case.paper(), &case.name()).ok_or("unknown paper")?;
    let text = std::fs::read_to_string(root.join(&rel)).map_err(|e| format!("{}: {e}", rel.display()))?;
    let statement = coq::statement::parse(&case.name(), &text)?;
    let refutation = coq::refutation(&case, &statement)?;
    Ok((refutation, in_coq_dir(&rel)))
}

/// Compiles the refutation generated from `doc` (named `file` in messages) as a scratch
/// file; `Ok` when coqc accepts it.
fn compile_generated(root: &Path, b: &check::Build, scratch: &str, file: &str, doc: &Json) -> Result<(), String> {
    let (refutation, statement_file) = generated_text(root, file, doc)?;
    b.scratch(scratch, &statement_file, &refutation).map(|_| ())
}

/// Compiles the committed refutation of the counterexample file `file` (the compile the
/// trial `coq <id>` makes, shared through the build's cache), after checking that it is
/// the text generated from `doc`: `Ok` when it is and coqc accepts it.
fn compile_committed(root: &Path, b: &check::Build, file: &str, doc: &Json) -> Result<(), String> {
    let (refutation, statement_file) = generated_text(root, file, doc)?;
    let committed = statement_file.replacen("Statements/", "Refutations/", 1);
    let on_disk = std::fs::read_to_string(root.join(coq::COQ_DIR).join(&committed)).unwrap_or_default();
    if on_disk != refutation {
        return Err(format!("coq/{committed} is not the refutation generated from {file} (stale; run `cargo run --release`)"));
    }
    refutation_accepted(b, &committed)
}

pub fn read_json(root: &Path, file: &str) -> Result<Json, Failed> {
    let text = std::fs::read_to_string(root.join(file)).map_err(|e| Failed::from(format!("{file}: {e}")))?;
    serde_json::from_str(&text).map_err(|e| Failed::from(format!("{file}: {e}")))
}

/// The trials; ignored with the reason when the tool chain is missing and not required.
pub fn trials(root: &Path) -> Vec<Trial> {
    let mut out = Vec::new();
    for p in coq::generated(root) {
        let r = root.to_path_buf();
        out.push(timed::ignorable(format!("coq {}", p.reading_key), move || {
            // a missing or stale theorem is a failure with or without coqc
            let text = p.outcome.as_ref().map_err(|why| Failed::from(format!("{}: no Coq theorem: {why}", p.counterexample)))?;
            let on_disk = std::fs::read_to_string(r.join(&p.refutation)).unwrap_or_default();
            if &on_disk != text {
                return Err(format!("{} is stale; run `cargo run --release`", p.refutation.display()).into());
            }
            with_library(&r, |b| refutation_accepted(b, &in_coq_dir(&p.refutation)).map_err(Failed::from))
        }));
    }

    let r = root.to_path_buf();
    out.push(timed::ignorable("coq::statements_compile", move || with_library(&r, |b| {
        let dir = r.join(coq::COQ_DIR).join("Statements");
        let mut files: Vec<String> = Vec::new();
        for paper in std::fs::read_dir(&dir).map_err(|e| Failed::from(format!("{}: {e}", dir.display())))?.flatten() {
            for f in std::fs::read_dir(paper.path()).into_iter().flatten().flatten() {
                if f.path().extension().is_some_and(|x| x == "v") {
                    files.push(format!("Statements/{}/{}", paper.file_name().to_string_lossy(), f.file_name().to_string_lossy()));
                }
            }
        }
        files.sort();
        // one coqc run for all of them (start-up paid once); where it rejects, each file is
        // compiled on its own, which names the error
        let units: Vec<(String, String)> = files.iter().map(|f| (f.clone(), String::new())).collect();
        if b.batch("Statement", &units).is_ok() {
            return Ok(());
        }
        let failures: Vec<String> = files.iter().filter_map(|f| b.statement(f).err()).collect();
        if failures.is_empty() {
            Ok(())
        } else {
            Err(failures.join("\n").into())
        }
    })));

    let r = root.to_path_buf();
    out.push(timed::ignorable("coq::axioms", move || with_library(&r, |b| {
        let theorems: Vec<(String, String)> = coq::generated(&r)
            .into_iter()
            .filter(|p| p.outcome.is_ok())
            .map(|p| refutation_theorem(&p))
            .collect();
        // the batches printed their axioms; where they do not cover every refutation or
        // show one outside the allowed ones, the refutations are compiled and printed
        // together, and then on their own to name the culprit
        let files: Vec<String> = theorems.iter().map(|(f, _)| f.clone()).collect();
        let axioms = match axioms_from_batches(b, &files) {
            Some(a) => a,
            None => b.assumptions(&theorems).map_err(Failed::from)?,
        };
        if axioms.iter().any(|a| a.starts_with("Classical_Prop") || a.starts_with("ClassicalDedekindReals")) {
            Ok(())
        } else {
            // the reals' axioms are always there: an empty list means the output was not read
            Err(format!("Print Assumptions showed {axioms:?}, not the reals' axioms: its output was not understood").into())
        }
    })));

    let r = root.to_path_buf();
    out.push(timed::ignorable("coq::rejects_a_case_that_holds", move || with_library(&r, |b| {
        // readings the search does not refute, with statements: their tightness files record
        // the closest case, which does not violate them (the second is an equality case,
        // lhs = rhs)
        for file in ["tightness/large-weights/remark-d.2-p6.json", "tightness/large-weights/lemma-d.5-p2.times-d-cubed.json"] {
            let doc = read_json(&r, file)?;
            let ratio = doc["ratio"].as_f64().unwrap_or(f64::INFINITY);
            if ratio > 1.0 {
                return Err(format!("{file}: ratio {ratio} is above 1; choose a tightness file of a reading that holds").into());
            }
            let scratch = format!("Holds_{}", coq::coq_name(doc["claim"].as_str().unwrap_or(""), doc["reading"].as_str().unwrap_or("")));
            if compile_generated(&r, b, &scratch, file, &doc).is_ok() {
                return Err(format!("coqc accepts a refutation generated from {file}, a case that does not violate its reading").into());
            }
        }
        Ok(())
    })));

    let r = root.to_path_buf();
    out.push(timed::ignorable("coq::rejects_an_altered_counterexample", move || with_library(&r, |b| {
        // (file, input, new value): the bound grows past the left-hand side
        let cases = [
            ("counterexamples/large-weights/lemma-4.1.json", "eps", 2.0, "2"),
            ("counterexamples/large-weights/lemma-5.1.json", "theta", 1.0, "1"),
        ];
        for (file, name, value, exact) in cases {
            let doc = read_json(&r, file)?;
            let stem = coq::coq_name(doc["claim"].as_str().unwrap_or(""), doc["reading"].as_str().unwrap_or(""));
            compile_committed(&r, b, file, &doc).map_err(|e| Failed::from(format!("the unaltered {file} is not accepted: {e}")))?;
            let changed = altered(&doc, name, value, exact);
            certified_to_hold(&changed).map_err(|e| Failed::from(format!("{file} with {name} = {exact}: {e}")))?;
            if compile_generated(&r, b, &format!("Altered_{stem}"), file, &changed).is_ok() {
                return Err(format!("coqc accepts {file} with {name} = {exact}, which does not violate its reading").into());
            }
            if stem == "lemma_4_1" {
                // a batch holding an accepted refutation and the altered one is rejected, so
                // the refutation trials' batches can fail
                let committed = format!("Refutations/LargeWeights/{stem}.v");
                let theorem = format!("{stem}_refuted");
                let (text, _) = generated_text(&r, file, &changed).map_err(Failed::from)?;
                let batch = [(committed, theorem.clone()), (check::scratch_file(&format!("Altered_{stem}"), &text), theorem)];
                // its false comparison is one the batch leaves to the kernel (`lc_check_deferred`
                // in Library/Refute.v): the kernel must be what rejects it, at `Qed`
                match b.refutation_batch(&batch) {
                    Ok(_) => return Err(format!("coqc accepts a batch of refutations holding {file} with {name} = {exact}").into()),
                    Err(e) if !e.starts_with("coqc rejects") => return Err(format!("the batch holding the altered {file} was not run: {e}").into()),
                    Err(e) if !(e.contains("has type \"true = true\" while it is expected to have type") && e.contains("_check 64%Z")) => {
                        return Err(format!("the batch holding the altered {file} was not rejected by the kernel's check of a comparison: {e}").into())
                    }
                    Err(_) => {}
                }
            }
        }
        Ok(())
    })));

    let r = root.to_path_buf();
    out.push(timed::ignorable("coq::verify_checks_a_new_counterexample_with_coqc", move || with_library(&r, |_| {
        // a counterexample file the search has just kept (seed 7: not the committed one),
        // verified from this checkout, whose build folder `verify` compiles in
        let kept = tempfile::tempdir().map_err(|e| Failed::from(format!("scratch folder: {e}")))?;
        let lemmacheck = || {
            let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_lemmacheck"));
            for (k, _) in std::env::vars().filter(|(k, _)| k.starts_with("LEMMACHECK_") && k != "LEMMACHECK_SOURCES") {
                c.env_remove(k);
            }
            c.current_dir(&r);
            c
        };
        let search = lemmacheck().args(["check", "fact-3.3-p2", "--out"]).arg(kept.path()).env("LEMMACHECK_SEED", "7").output();
        let search = search.map_err(|e| Failed::from(format!("lemmacheck: {e}")))?;
        if !search.status.success() {
            return Err(format!("lemmacheck check fact-3.3-p2 --out failed: {}", String::from_utf8_lossy(&search.stderr)).into());
        }
        let file = kept.path().join("counterexamples/large-weights/fact-3.3-p2.json");
        let verify = lemmacheck().arg("verify").arg(&file).output().map_err(|e| Failed::from(format!("lemmacheck: {e}")))?;
        let shown = String::from_utf8_lossy(&verify.stdout);
        if verify.status.success() && shown.starts_with("ok:") && shown.contains("Coq: checked by Coq") && shown.contains("accepted") {
            Ok(())
        } else {
            Err(format!("lemmacheck verify of the kept file did not say Coq accepted it:\n{shown}").into())
        }
    })));

    let r = root.to_path_buf();
    out.push(timed::ignorable("coq::a_proof_batch_fails_with_a_wrong_or_admitted_proof", move || with_library(&r, |b| {
        // the batches the `coq proof` trials pass with must fail where one proof does: a
        // proof whose last step is wrong is rejected; an admitted one is accepted by coqc
        // but its theorem shows among the batch's axioms
        let p = coq::proofs::all_marked().into_iter().find(|p| p.key == "large-weights/lemma-4.4").ok_or("Lemma 4.4 is not marked proved")?;
        let text = std::fs::read_to_string(r.join(&p.proof_file)).map_err(|e| Failed::from(format!("{}: {e}", p.proof_file)))?;
        let at = text.rfind("Qed.").ok_or_else(|| Failed::from(format!("{} has no Qed.", p.proof_file)))?;
        let good = (p.proof_in_coq_dir(), p.theorem.clone());
        let wrong = format!("{}exact I.\nQed.{}", &text[..at], &text[at + 4..]);
        let wrong = (b.write_scratch("Wrong_lemma_4_4", &wrong).map_err(Failed::from)?, p.theorem.clone());
        match b.batch("Proof", &[good.clone(), wrong]) {
            Ok(_) => return Err("coqc accepts a batch of proofs holding a wrong proof of Lemma 4.4".into()),
            Err(e) if !e.starts_with("coqc rejects") => return Err(format!("the batch holding the wrong proof was not run: {e}").into()),
            Err(_) => {}
        }
        let admitted = format!("{}Admitted.{}", &text[..at], &text[at + 4..]);
        let admitted = (b.write_scratch("Admitted_lemma_4_4", &admitted).map_err(Failed::from)?, p.theorem.clone());
        let c = b.batch("Proof", &[good, admitted]).map_err(|e| Failed::from(format!("the batch holding the admitted proof: {e}")))?;
        let axioms = check::parse_axioms(&c.output);
        if axioms.iter().any(|a| a.ends_with(&p.theorem)) && axioms.iter().any(|a| !check::ALLOWED_AXIOMS.contains(&a.as_str())) {
            Ok(())
        } else {
            Err(format!("the batch holding an admitted proof of Lemma 4.4 shows the axioms {axioms:?}, not its theorem").into())
        }
    })));

    out.extend(proof_trials(root));

    if let Err(e) = lemmacheck::engine::settings::required(lemmacheck::engine::settings::Tool::Coqc) {
        out.push(timed::test("coq::settings", move || Err(e.clone().into())));
    }
    out
}

/// `Print Assumptions` of the tuple of every marked reading's theorem, each proof compiled
/// first (shared with its own trial through the build's cache and locks): one coqc run for
/// all proofs instead of one each; an error when a proof does not compile or the union holds
/// an axiom outside the allowed ones. Computed once per test run, by the first trial that
/// asks; `None` to a trial that asks while another computes it (that trial prints its own
/// theorem's axioms instead of holding a core while it waits).
fn every_proofs_axioms(root: &Path, b: &check::Build) -> Option<&'static Result<Vec<String>, String>> {
    static ALL: OnceLock<Result<Vec<String>, String>> = OnceLock::new();
    static STARTED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    if let Some(all) = ALL.get() {
        return Some(all);
    }
    if STARTED.swap(true, std::sync::atomic::Ordering::SeqCst) {
        return None;
    }
    Some(ALL.get_or_init(|| {
        let mut compiled = Vec::new();
        for p in coq::proofs::all_marked() {
            if !root.join(&p.proof_file).is_file() || !root.join(&p.statement_file).is_file() {
                return Err(format!("{} has no proof or statement file", p.key));
            }
            compiled.push((b.unit(&p.proof_in_coq_dir())?, p.theorem.clone()));
            compiled.push(satisfiable(root, b, &p)?);
        }
        b.axioms(&compiled)
    }))
}

/// The non-vacuity theorem of a proof `p`: its file states `<name>_satisfiable` as the
/// statement's binders and premises ([`coq::premises::satisfiable`]); compiled, it is
/// returned with its theorem (for `Print Assumptions`).
fn satisfiable(root: &Path, b: &check::Build, p: &coq::proofs::Proved) -> Result<(check::Compiled, String), String> {
    satisfiable_states_the_premises(root, p)?;
    Ok((b.unit(&p.satisfiable_in_coq_dir())?, p.satisfiable_theorem()))
}

/// Whether the non-vacuity file of `p` states `<name>_satisfiable` as the statement's
/// binders and premises (no coqc needed).
fn satisfiable_states_the_premises(root: &Path, p: &coq::proofs::Proved) -> Result<(), String> {
    let statement = std::fs::read_to_string(root.join(&p.statement_file)).map_err(|e| format!("{}: {e}", p.statement_file))?;
    let parts = coq::premises::parts(&statement, &p.name).map_err(|e| format!("{}: {e}", p.statement_file))?;
    let text = std::fs::read_to_string(root.join(&p.satisfiable_file))
        .map_err(|e| format!("{} is proved, but its non-vacuity theorem {} cannot be read: {e}", p.key, p.satisfiable_file))?;
    let stated = coq::premises::stated_satisfiable(&text, &p.name).map_err(|e| format!("{}: {e}", p.satisfiable_file))?;
    let wanted = coq::premises::satisfiable(&parts);
    if stated != wanted {
        return Err(format!("{} states `{stated}`; the statement's binders and premises give `{wanted}`", p.satisfiable_file));
    }
    Ok(())
}

/// `coq proof <id>` for every reading the catalogue marks proved in Coq, and the check that
/// no proof file is left without a marked reading.
fn proof_trials(root: &Path) -> Vec<Trial> {
    let mut out = Vec::new();
    for p in coq::proofs::all_marked() {
        let r = root.to_path_buf();
        out.push(timed::ignorable(format!("coq proof {}", p.key), move || {
            // a reading reported proved without its proof is a failure with or without coqc
            let text = std::fs::read_to_string(r.join(&p.proof_file)).map_err(|e| {
                Failed::from(format!("{} is marked proved in Coq, but its proof {} cannot be read: {e}", p.key, p.proof_file))
            })?;
            if !r.join(&p.statement_file).is_file() {
                return Err(format!("{} is marked proved in Coq, but its statement {} is missing", p.key, p.statement_file).into());
            }
            coq::proofs::check_text(&p, &text).map_err(Failed::from)?;
            with_library(&r, |b| {
                satisfiable_states_the_premises(&r, &p).map_err(Failed::from)?;
                // accepted with its batch, whose Print Assumptions shows only allowed axioms
                // (the reals' among them, so the output was read): done; otherwise the
                // proof and its non-vacuity theorem are compiled and printed on their own,
                // which names the error
                if let Some(axioms) = proof_batch_axioms(b, &p.key) {
                    if !axioms.is_empty() && axioms.iter().all(|a| check::ALLOWED_AXIOMS.contains(&a.as_str())) {
                        return Ok(());
                    }
                }
                let compiled = b.unit(&p.proof_in_coq_dir()).map_err(Failed::from)?;
                let (sat, sat_theorem) = satisfiable(&r, b, &p).map_err(Failed::from)?;
                // the axioms of a tuple of theorems are the union of theirs: when the union
                // over every marked proof is allowed, so are this theorem's; otherwise (or
                // while another trial computes the union) this theorem is printed on its
                // own, to fail exactly when it is the culprit
                let printed = match every_proofs_axioms(&r, b) {
                    Some(Ok(all)) => all.clone(),
                    _ => b.axioms(&[(compiled, p.theorem.clone()), (sat, sat_theorem)]).map_err(Failed::from)?,
                };
                // the reals' axioms are in every proof about them: none shown means the
                // output of Print Assumptions was not read
                if printed.is_empty() {
                    return Err(format!("Print Assumptions of {} showed no axiom, not even the reals': its output was not understood", p.theorem).into());
                }
                Ok(())
            })
        }));
    }
    let r = root.to_path_buf();
    out.push(timed::test("coq::premises_are_printed_or_shown", move || {
        let problems = coq::premises::problems(&r);
        if problems.is_empty() {
            Ok(())
        } else {
            Err(format!("{} problems with the statements' Premises blocks:\n{}", problems.len(), problems.join("\n")).into())
        }
    }));
    let r = root.to_path_buf();
    out.push(timed::test("coq::every_proof_belongs_to_a_marked_reading", move || {
        let unmarked = coq::proofs::unmarked_files(&r);
        if unmarked.is_empty() {
            Ok(())
        } else {
            Err(unmarked.join("\n").into())
        }
    }));
    out
}
