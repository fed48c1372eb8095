//! The claims suite, one trial per reading and one per committed file, found at run time.
//!
//! * `<paper>::<claim>::<reading> [<id> <reading>]`: searches the reading at the default
//!   budget and checks the verdict, the quickcheck engine, the negative controls and the
//!   committed files against the search ([`harness::check`]). Names carry the claim id, so
//!   `cargo test lemma-5.1`, `cargo test large-weights/lemma-5.1` and
//!   `cargo test lemma_5_1` all run Lemma 5.1's readings.
//! * `replay <folder>/<paper>/<file>`: recomputes every field of one committed file.
//! * `coq <id>[.<reading>]` and `coq::...`: the counterexample file's Coq refutation is
//!   accepted by coqc, with only the allowed axioms (see [`coq`]); `coq proof <id>`: the
//!   Coq proof of a reading the catalogue marks proved is accepted, with only those axioms;
//!   the weakened Lemma 4.4 and Theorem 5.3's identity-witness with d replaced by 1 are
//!   rejected by coqc and refuted by the search ([`mutant`], [`mutant_theorem_5_3`]).
//! * `catalogue::...`: the catalogue as a whole (generated documents up to date, quotes
//!   verbatim in the sources where those are at hand, classes and ids well formed, every
//!   statement of the sources indexed in `docs/statements.md` with the claims that check it
//!   or the reason none does, and that index compared with the sources where they are at
//!   hand).
//!
//! The trials are made from the catalogue and the files on disk when the binary runs
//! (libtest-mimic), so a new reading or an edited file needs no recompilation; the binary
//! accepts libtest's arguments (filters, `--exact`, `--list`, `--ignored`, ...).

mod cache;
mod coq;
mod harness;
mod mutant;
mod mutant_theorem_5_3;
mod timed;
mod trust;

use std::path::{Path, PathBuf};

use libtest_mimic::{Arguments, Failed, Trial};

use lemmacheck::artifact::{docs, replay::replay};
use lemmacheck::claim::{Check, ReadingClass};
use lemmacheck::claims;
use lemmacheck::statements;

fn snake(text: &str) -> String {
    text.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '_' }).collect()
}

/// The trial name of a reading: `large_weights::lemma_5_1::as_written [large-weights/lemma-5.1 as-written]`.
pub fn trial_name(claim: &dyn Check) -> String {
    let m = claim.meta();
    let (paper, rest) = m.id.split_once('/').unwrap_or(("", m.id));
    format!("{}::{}::{} [{} {}]", snake(paper), snake(rest), snake(m.reading), m.id, m.reading)
}

fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "json") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The most bytes of hand-written prose README.md may hold: its generated sections (the
/// headline and the verdict table, which grow with the catalogue) are not counted.
pub const README_PROSE_BYTES: usize = 10_000;

fn catalogue_trials(root: &Path) -> Vec<Trial> {
    let all: Vec<&'static dyn Check> = claims::catalogue().iter().map(|c| c.as_ref()).collect();
    let mut trials = Vec::new();

    let r = root.to_path_buf();
    trials.push(timed::test("catalogue::generated_documents_are_up_to_date", move || {
        let stale = docs::stale(&r).map_err(Failed::from)?;
        if stale.is_empty() {
            Ok(())
        } else {
            Err(format!("stale generated files: {}; run `cargo run --release -- check <id>` for the claims you changed (a filtered run at default settings regenerates every generated document from the committed files), or `cargo run --release` for the whole catalogue", stale.join(", ")).into())
        }
    }));

    let r = root.to_path_buf();
    trials.push(timed::test("catalogue::study_figures_are_what_the_studies_compute", move || {
        let stale = lemmacheck::artifact::figures::stale_studies(&r);
        if stale.is_empty() {
            Ok(())
        } else {
            Err(stale.join("\n").into())
        }
    }));

    let r = root.to_path_buf();
    trials.push(timed::test("catalogue::measurements_cover_the_catalogue", move || {
        let stale = lemmacheck::artifact::figures::stale_measurements(&r);
        if stale.is_empty() {
            Ok(())
        } else {
            Err(stale.join("\n").into())
        }
    }));

    let r = root.to_path_buf();
    trials.push(timed::test("catalogue::hand_written_prose_repeats_no_result", move || {
        let problems = lemmacheck::artifact::prose::problems(&r);
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems.join("\n").into())
        }
    }));

    let r = root.to_path_buf();
    trials.push(timed::test("catalogue::readme_prose_is_at_most_10_kb", move || {
        let text = std::fs::read_to_string(r.join("README.md")).map_err(|e| Failed::from(format!("README.md: {e}")))?;
        let size = lemmacheck::artifact::docs::hand_written_bytes(&text);
        if size <= README_PROSE_BYTES {
            Ok(())
        } else {
            Err(format!("README.md has {size} bytes of hand-written prose (its generated sections not counted); a newcomer's README stays under {README_PROSE_BYTES}: move detail to docs/").into())
        }
    }));

    trials.push(timed::test("catalogue::ids_and_readings_are_unique_and_well_formed", move || {
        let mut keys: Vec<String> = all.iter().map(|c| c.meta().file_key()).collect();
        for c in &all {
            let m = c.meta();
            let (paper, rest) = m.id.split_once('/').ok_or_else(|| format!("{}: not paper/claim", m.id))?;
            if paper != m.paper.key() || !rest.chars().all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '-' || ch == '.') {
                return Err(format!("{}: malformed claim id", m.id).into());
            }
            if m.reading_note.is_empty() || m.statement.is_empty() || m.quote.words.trim().is_empty() || m.quote.location.trim().is_empty() {
                return Err(format!("{} ({}): a reading needs a note, a statement and a quote with its location", m.id, m.reading).into());
            }
            if (m.reading == "as-written") != (m.class == ReadingClass::AsWritten) {
                return Err(format!("{} ({}): only the reading named as-written has class as-written", m.id, m.reading).into());
            }
            if let Some(t) = &m.typo {
                if m.class != ReadingClass::AsWritten || claims::find(m.id, t.corrected_reading).is_none() {
                    return Err(format!("{}: a typo refutation is of the printed statement and names a corrected reading in the catalogue", m.id).into());
                }
            }
        }
        let n = keys.len();
        keys.sort();
        keys.dedup();
        if keys.len() == n {
            Ok(())
        } else {
            Err("two readings share a file key".into())
        }
    }));

    let r = root.to_path_buf();
    trials.push(timed::test("catalogue::every_indexed_statement_is_checked_or_explained", move || {
        let entries = statements::load(&r)?;
        let all: Vec<&dyn Check> = claims::catalogue().iter().map(|c| c.as_ref()).collect();
        let problems = statements::unexplained(&entries, &all);
        if problems.is_empty() {
            Ok(())
        } else {
            Err(format!("{} problems with the index {}:\n{}", problems.len(), statements::PATH, problems.join("\n")).into())
        }
    }));

    // The quotes and the index can only be checked against the sources, which are not part
    // of the repository: where LEMMACHECK_SOURCES is unset those trials are marked ignored
    // and say why, rather than passing; where it names a folder, they run (and fail when
    // the texts are not in it).
    match lemmacheck::sources::folder() {
        Ok(folder) => {
            let (r, sources) = (root.to_path_buf(), folder.clone());
            trials.push(timed::test("catalogue::index_matches_the_sources", move || {
                let entries = statements::load(&r)?;
                let problems = statements::against_sources(&entries, &sources)?;
                if problems.is_empty() {
                    Ok(())
                } else {
                    Err(format!("{} differences between {} and the sources:\n{}", problems.len(), statements::PATH, problems.join("\n")).into())
                }
            }));
            trials.push(timed::test("catalogue::quotes_and_statements_are_verbatim_in_the_sources", move || {
                let all: Vec<&dyn Check> = claims::catalogue().iter().map(|c| c.as_ref()).collect();
                let missing = lemmacheck::sources::unquoted(&folder, &all)?;
                if missing.is_empty() {
                    Ok(())
                } else {
                    Err(format!("{} quotes are not verbatim:\n{}", missing.len(), missing.join("\n")).into())
                }
            }));
        }
        Err(why) => {
            for name in ["catalogue::quotes_and_statements_are_verbatim_in_the_sources", "catalogue::index_matches_the_sources"] {
                eprintln!("note: {name} does not run: {why}");
                trials.push(timed::test(name, || Ok(())).with_ignored_flag(true));
            }
        }
    }
    trials
}

/// A remembered pass is found again only under the same binary, settings, checkout and
/// trial: a change to a file's contents, a new file or a renamed one gives another key.
fn cache_keys_cover_their_inputs() -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| Failed::from(e.to_string()))?;
    let write = |rel: &str, text: &str| {
        let p = dir.path().join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    };
    write("counterexamples/p/a.json", "{}");
    write("README.md", "r");
    write("target/tmp/ignored", "x");
    let digest = || cache::checkout_digest(dir.path()).map_err(Failed::from);
    let first = digest()?;
    let mut seen = vec![first.clone()];
    write("target/tmp/ignored", "changed");
    if digest()? != first {
        return Err("a file under target/ changed the checkout's digest".into());
    }
    let mut changed = |what: &str, d: Vec<u8>| -> Result<(), Failed> {
        if seen.contains(&d) {
            return Err(format!("{what} left the checkout's digest as it was").into());
        }
        seen.push(d);
        Ok(())
    };
    write("counterexamples/p/a.json", "{ }");
    changed("an edited file", digest()?)?;
    write("counterexamples/p/b.json", "");
    changed("a new empty file", digest()?)?;
    std::fs::rename(dir.path().join("counterexamples/p/b.json"), dir.path().join("counterexamples/p/c.json")).unwrap();
    changed("a renamed file", digest()?)?;
    let common = digest()?;
    if cache::key(&common, "growth a") == cache::key(&common, "growth b") || cache::key(&common, "x") == cache::key(b"other", "x") {
        return Err("two trials or two checkouts share a key".into());
    }
    Ok(())
}

/// A pass is not remembered when a file of the checkout changed while the trial ran, even
/// when it was changed back (restored mid-trial, then broken again: the key of the broken
/// contents must not name a pass the trial made on the restored ones); an undisturbed pass
/// is remembered.
fn cache_remembers_only_undisturbed_passes() -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|e| Failed::from(e.to_string()))?;
    let passes = tempfile::tempdir().map_err(|e| Failed::from(e.to_string()))?;
    let file = dir.path().join("counterexamples/p/a.json");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, "broken").unwrap();
    let snapshot = cache::Snapshot::take(dir.path()).map_err(Failed::from)?;
    let common = snapshot.digest.clone();
    let remembered = |name: &str| passes.path().join(cache::key(&common, name)).exists();
    // restored during the trial: the trial passes on the restored file
    cache::remembered_in(passes.path(), &common, &snapshot, "restored", || {
        std::fs::write(&file, "fixed").unwrap();
        Ok(())
    })?;
    if remembered("restored") {
        return Err("a pass made on a file restored during the trial was remembered under the key of the broken file".into());
    }
    // restored, then broken again before the trial ended: same contents as the key's
    std::fs::write(&file, "broken").unwrap();
    let snapshot = cache::Snapshot::take(dir.path()).map_err(Failed::from)?;
    cache::remembered_in(passes.path(), &common, &snapshot, "restored and broken again", || {
        // a trial takes time: the file system's clock (coarse, a few milliseconds) moves
        std::thread::sleep(std::time::Duration::from_millis(30));
        std::fs::write(&file, "fixed").unwrap();
        std::fs::write(&file, "broken").unwrap();
        Ok(())
    })?;
    if remembered("restored and broken again") {
        return Err("a pass made while a file was rewritten (back to the key's contents) was remembered".into());
    }
    let snapshot = cache::Snapshot::take(dir.path()).map_err(Failed::from)?;
    cache::remembered_in(passes.path(), &common, &snapshot, "undisturbed", || Ok(()))?;
    if !remembered("undisturbed") {
        return Err("an undisturbed pass was not remembered".into());
    }
    Ok(())
}

/// The trials of the Coq development that a new or changed claim can make fail.
const COQ_GATES: [&str; 4] = ["coq::statements_compile", "coq::premises_are_printed_or_shown", "coq::every_proof_belongs_to_a_marked_reading", "coq::axioms"];

/// CONTRIBUTING.md names every gate a claim must pass: each catalogue trial and each Coq
/// gate by name, and the per-claim trials by their pattern.
fn contributing_names_every_gate(root: &Path, gates: &[String]) -> Result<(), Failed> {
    let guide = std::fs::read_to_string(root.join("CONTRIBUTING.md")).map_err(|e| Failed::from(format!("CONTRIBUTING.md: {e}")))?;
    let patterns = ["`<paper>::<claim>::<reading> [...]`", "`replay <file>`", "`coq <id>`", "`coq proof <id>`", "`growth <id>`"];
    let missing: Vec<String> = gates
        .iter()
        .map(|g| format!("`{g}`"))
        .chain(patterns.iter().map(|p| p.to_string()))
        .filter(|g| !guide.contains(g.as_str()))
        .collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(format!("CONTRIBUTING.md does not name these gates a claim must pass: {}", missing.join(", ")).into())
    }
}

fn main() {
    let args = Arguments::from_args();
    let root = lemmacheck::root::for_tests();
    // Trials run in this order on as many threads as there are cores, so the long ones come
    // first and hundreds of short ones fill the last gaps: the reading checks, the Coq
    // trials (their library is compiled meanwhile on a thread of its own, see below), the
    // growth studies, the catalogue checks, the replays of committed files, and last the
    // Coq trials that read a batch another trial runs (so that no thread waits for it).
    let mut trials: Vec<Trial> = claims::catalogue()
        .iter()
        .map(|c| {
            let claim: &'static dyn Check = c.as_ref();
            let (name, r) = (trial_name(claim), root.clone());
            timed::test(name.clone(), move || {
                cache::remembered(&r, &name, || {
                    harness::check(claim);
                    Ok(())
                })
            })
        })
        .collect();
    let coq_trials = coq::trials(&root).into_iter().chain(mutant::trials(&root)).chain(mutant_theorem_5_3::trials(&root)).chain(trust::trials(&root));
    let first_coq = trials.len();
    trials.extend(coq_trials);
    let coq_runs = trials[first_coq..].iter().any(|t| !args.is_filtered_out(t));
    coq::plan_batches(&root, |name| !args.is_filtered_out(&Trial::test(name, || Ok(()))));
    // every repaired reading's growth file is what its study computes now (the review's
    // repair standings are read from these files)
    for c in claims::catalogue().iter().filter(|c| c.meta().class == lemmacheck::claim::ReadingClass::Repair) {
        let claim: &'static dyn Check = c.as_ref();
        let (name, r) = (format!("growth {}", claim.meta().file_key()), root.clone());
        trials.push(timed::test(name.clone(), move || {
            cache::remembered(&r, &name, || lemmacheck::artifact::repairs::stale_growth(&r, claim).map_or(Ok(()), |why| Err(why.into())))
        }));
    }
    let r = root.clone();
    trials.push(timed::test("catalogue::no_orphan_growth_files", move || {
        let all: Vec<&dyn Check> = claims::catalogue().iter().map(|c| c.as_ref()).collect();
        let orphans = lemmacheck::artifact::repairs::orphan_growth_files(&r, &all);
        if orphans.is_empty() {
            Ok(())
        } else {
            Err(orphans.join("\n").into())
        }
    }));
    trials.push(timed::test("cache::every_input_changes_the_key", cache_keys_cover_their_inputs));
    trials.push(timed::test("cache::a_file_changed_during_a_trial_leaves_no_pass", cache_remembers_only_undisturbed_passes));
    trials.extend(catalogue_trials(&root));
    for folder in ["counterexamples", "tightness", "proofs", "controls"] {
        for path in files_under(&root.join(folder)) {
            let shown = path.strip_prefix(&root).unwrap_or(&path).display().to_string();
            trials.push(timed::test(format!("replay {shown}"), move || replay(&path).map(|_| ()).map_err(|e| e.to_string().into())));
        }
    }
    let (waiting, mut trials): (Vec<Trial>, Vec<Trial>) = trials.into_iter().partition(|t| coq::waits_for_a_batch(t.name()));
    trials.extend(waiting);
    // the contributor's guide names every gate a claim must pass
    let gates: Vec<String> = trials
        .iter()
        .map(|t| t.name().to_string())
        .filter(|n| n.starts_with("catalogue::") || COQ_GATES.contains(&n.as_str()))
        .chain(std::iter::once(timed::TABLE_TRIAL.to_string()))
        .collect();
    let r = root.clone();
    trials.push(timed::test("catalogue::contributing_names_every_gate", move || contributing_names_every_gate(&r, &gates)));
    // the table counts the trials of the run that measured it, which skips this one
    let names: Vec<String> = trials.iter().map(|t| t.name().to_string()).collect();
    if args.list || (args.filter.is_none() && args.skip.iter().all(|s| s == timed::TABLE_TRIAL)) {
        timed::write_counts(&names);
    }
    let r = root.clone();
    trials.push(timed::test(timed::TABLE_TRIAL, move || timed::table_is_current(&r, &names)));
    // The Coq library is compiled once for all Coq trials (about 15 s of coqc from scratch),
    // and then what the Coq batches import; started now, they are ready when the first Coq
    // trial comes instead of holding a thread while the other waits. A failure is reported
    // by every Coq trial, as before.
    if coq_runs && !args.list {
        let r = root.clone();
        std::thread::spawn(move || {
            let _ = coq::library(&r);
            coq::prepare_batches(&r);
        });
    }
    let conclusion = libtest_mimic::run(&args, trials);
    timed::write(&args);
    conclusion.exit();
}
