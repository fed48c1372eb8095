//! Every trial's wall time, for the committed timing table (`docs/timings.md`, written by
//! `.ci/timings`): a trial made here records how long it ran, passed, failed or ignored,
//! and [`write`] saves the times of an unfiltered run to
//! `target/tmp/timings/claims.tsv` (one `seconds<TAB>name<TAB>kind` line per trial, slowest
//! first). [`table_is_current`] fails when the committed table counts other trials than
//! this binary makes (a kind of trial added or removed since it was measured).

use std::sync::Mutex;
use std::time::Instant;

use libtest_mimic::{Arguments, Completion, Failed, Trial};

static TIMES: Mutex<Vec<(f64, String)>> = Mutex::new(Vec::new());

/// Records its trial's time when dropped, so that a trial that panics is timed too.
struct Clock(Instant, String);

impl Drop for Clock {
    fn drop(&mut self) {
        let seconds = self.0.elapsed().as_secs_f64();
        TIMES.lock().unwrap_or_else(|e| e.into_inner()).push((seconds, std::mem::take(&mut self.1)));
    }
}

/// [`Trial::test`], timed.
pub fn test(name: impl Into<String>, runner: impl FnOnce() -> Result<(), Failed> + Send + 'static) -> Trial {
    let name = name.into();
    Trial::test(name.clone(), move || {
        let _clock = Clock(Instant::now(), name);
        runner()
    })
}

/// [`Trial::ignorable_test`], timed.
pub fn ignorable(name: impl Into<String>, runner: impl FnOnce() -> Result<Completion, Failed> + Send + 'static) -> Trial {
    let name = name.into();
    Trial::ignorable_test(name.clone(), move || {
        let _clock = Clock(Instant::now(), name);
        runner()
    })
}

/// The trial that checks the committed table, which `.ci/timings` skips while it measures
/// the run that makes the new table.
pub const TABLE_TRIAL: &str = "catalogue::timing_table_counts_these_trials";

/// Writes the times of this run, if it ran every trial (no filter, no skip but
/// [`TABLE_TRIAL`], not `--list`).
pub fn write(args: &Arguments) {
    if args.filter.is_some() || args.skip.iter().any(|s| s != TABLE_TRIAL) || args.list || args.ignored {
        return;
    }
    let mut times = TIMES.lock().unwrap_or_else(|e| e.into_inner()).clone();
    times.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    let text: String = times.iter().map(|(s, n)| format!("{s:.3}\t{n}\t{}\n", kind(n))).collect();
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("timings");
    // the table is a by-product: a run whose times cannot be saved still reports its trials
    if let Err(e) = lemmacheck::files::replace(&dir.join("claims.tsv"), text.as_bytes()) {
        eprintln!("note: the trial times were not saved to {}: {e}", dir.display());
    }
}

/// The kinds of trial the timing table groups by, from a trial's name.
pub fn kind(name: &str) -> &'static str {
    if name.starts_with("replay ") {
        "replay of a committed file"
    } else if name.starts_with("growth ") {
        "growth study of a repair"
    } else if name.starts_with("coq proof ") {
        "Coq proof (coqc)"
    } else if name.starts_with("coq::") {
        "Coq library, statements, rejections (coqc)"
    } else if name.starts_with("coq ") {
        "Coq refutation (coqc)"
    } else if name.starts_with("trust::") {
        "untrusted files, coqc limits (coqc)"
    } else if name.starts_with("mutant::") {
        "mutants (a weakened statement), searched"
    } else if name.starts_with("catalogue::") || name.starts_with("cache::") {
        "catalogue (documents, quotes, index), cache keys"
    } else {
        "reading check (search, quickcheck, controls, files)"
    }
}

/// The number of trials of each kind among `names`, in first-seen order.
pub fn counts(names: &[String]) -> Vec<(&'static str, usize)> {
    let mut out: Vec<(&'static str, usize)> = Vec::new();
    for n in names {
        match out.iter_mut().find(|(k, _)| *k == kind(n)) {
            Some((_, c)) => *c += 1,
            None => out.push((kind(n), 1)),
        }
    }
    out
}

/// Writes the count of every kind of trial this binary makes (`kind<TAB>count` lines) to
/// `target/tmp/timings/kinds.tsv`, which `.ci/timings --counts` copies into the table
/// without measuring anything.
pub fn write_counts(names: &[String]) {
    let text: String = counts(names).iter().map(|(k, c)| format!("{k}\t{c}\n")).collect();
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("timings");
    if let Err(e) = lemmacheck::files::replace(&dir.join("kinds.tsv"), text.as_bytes()) {
        eprintln!("note: the trial counts were not saved to {}: {e}", dir.display());
    }
}

/// The committed timing table (`docs/timings.md`) has its form (the by-kind table, a row
/// `| kind | count | seconds | slowest |` per kind, times that are numbers or "not yet
/// measured") and counts, for each kind, the trials that `names` holds. Its times are
/// machine-dependent and never checked; a count that differs is fixed by `.ci/timings
/// --counts` (seconds, no measurement), which marks that row's times "not yet measured".
pub fn table_is_current(root: &std::path::Path, names: &[String]) -> Result<(), Failed> {
    let path = root.join("docs/timings.md");
    let text = std::fs::read_to_string(&path).map_err(|e| Failed::from(format!("{}: {e}; run `.ci/timings --counts`", path.display())))?;
    let header = "| kind | trials | seconds (sum) | slowest trial (s) |";
    let start = text.find(header).ok_or_else(|| Failed::from(format!("docs/timings.md lacks the by-kind table (its header {header})")))?;
    let rows: Vec<Vec<&str>> = text[start..]
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| l.trim_matches('|').split('|').map(str::trim).collect())
        .collect();
    let time = |t: &str| t == "not yet measured" || t.parse::<f64>().is_ok_and(|x| x >= 0.0);
    if let Some(bad) = rows.iter().find(|r| r.len() != 4 || r[1].parse::<usize>().is_err() || !time(r[2]) || !time(r[3])) {
        return Err(format!("docs/timings.md: the row {bad:?} is not `| kind | count | seconds or not yet measured | slowest or not yet measured |`").into());
    }
    let wanted = counts(names);
    let mut stale = Vec::new();
    for (k, count) in &wanted {
        match rows.iter().find(|r| r[0] == *k) {
            Some(r) if r[1] == count.to_string() => {}
            Some(r) => stale.push(format!("\"{k}\": {} trials in the table, {count} in the binary", r[1])),
            None => stale.push(format!("\"{k}\": no row, {count} trials in the binary")),
        }
    }
    for r in &rows {
        if !wanted.iter().any(|(k, _)| *k == r[0]) {
            stale.push(format!("\"{}\": a row, no such trial in the binary", r[0]));
        }
    }
    if stale.is_empty() {
        Ok(())
    } else {
        Err(format!("docs/timings.md counts other trials than this binary makes ({}); run `.ci/timings --counts` (it measures nothing)", stale.join("; ")).into())
    }
}
