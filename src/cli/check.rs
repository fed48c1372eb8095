//! `lemmacheck check`: search, print, write.

use std::path::{Path, PathBuf};

use rayon::prelude::*;
use serde_json::{json, Value as Json};

use crate::artifact::{self, docs, Written};
use crate::claim::{Check, Expected};
use crate::engine::controls::{budget_with_controls, with_controls};
use crate::engine::progress::Jobs;
use crate::engine::{Report, Settings, Verdict};

use super::progress;
use super::CheckArgs;

/// The verdict a report reaches, as a recorded verdict (`None` for an error or vacuous).
pub fn as_expected(v: &Verdict) -> Option<Expected> {
    match v {
        Verdict::Refuted => Some(Expected::Refuted),
        Verdict::NotRefuted => Some(Expected::NotRefuted),
        Verdict::Inconclusive => Some(Expected::Inconclusive),
        Verdict::Proved => Some(Expected::Proved),
        Verdict::Vacuous | Verdict::Error(_) => None,
    }
}

/// Searches `claims` and their negative controls on all cores with a progress bar that
/// moves case by case; reports in catalogue order.
pub fn search_all(claims: &[&'static dyn Check], settings: &Settings) -> Vec<Report> {
    let jobs = Jobs::new(claims.iter().map(|c| budget_with_controls(*c, settings)).collect());
    progress::track("searching", "readings", &jobs, || {
        claims.par_iter().enumerate().map(|(i, c)| jobs.run(i, || with_controls(*c, settings))).collect()
    })
}

fn number(x: f64) -> String {
    format!("{x}")
}

/// An input value in one line: `[[1, 0.5], [0, 2]]`.
pub fn compact(value: &crate::claim::Value) -> String {
    use crate::claim::Value;
    match value {
        Value::Number(x) => number(*x),
        Value::Vector(v) => format!("[{}]", v.iter().map(|x| number(*x)).collect::<Vec<_>>().join(", ")),
        Value::Matrix(m) => format!(
            "[{}]",
            m.rows().into_iter().map(|r| format!("[{}]", r.iter().map(|x| number(*x)).collect::<Vec<_>>().join(", "))).collect::<Vec<_>>().join(", ")
        ),
        Value::List(l) => format!("[{}]", l.iter().map(compact).collect::<Vec<_>>().join(", ")),
    }
}

/// The falsifying example of a refuted reading, compactly, as proptest prints one.
pub fn falsifying(claim: &dyn Check, report: &Report, file: Option<&Path>) -> Option<String> {
    let cx = report.counterexample.as_ref()?;
    let c = &cx.certificate;
    let inputs: Vec<String> = cx.inputs.iter().map(|(n, v)| format!("{n} = {}", compact(v))).collect();
    let dims: Vec<String> = cx.dims.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let relation = match c.relation {
        crate::claim::Relation::Equal => "!=",
        _ => ">",
    };
    let mut out = format!(
        "{} ({}): minimal failing input ({}):\n    {}\n    at {}: lhs {} {relation} rhs {}; certified lhs - rhs in [{:e}, {:e}] at {} bits",
        claim.meta().id,
        claim.meta().reading,
        dims.join(", "),
        inputs.join("\n    "),
        c.place,
        number(c.lhs.midpoint()),
        number(c.rhs.midpoint()),
        c.lhs_minus_rhs.lo,
        c.lhs_minus_rhs.hi,
        c.precision
    );
    if let Some(f) = file {
        out.push_str(&format!("\n    file: {}", f.display()));
    }
    Some(out)
}

fn row_json(claim: &dyn Check, report: &Report, file: Option<&Path>) -> Json {
    let m = claim.meta();
    let verdict = report.verdict.name();
    let mut row = json!({
        "claim": m.id,
        "reading": m.reading,
        "class": m.class.name(),
        "verdict": verdict,
        "recorded": m.expected.name(),
        "agrees": as_expected(&report.verdict) == Some(m.expected),
        "cases": report.cases,
        "targeted_evaluations": report.targeted.cases,
        "rejected": report.tally.rejected,
        "undecided": report.tally.undecided,
        "undecided_ties": report.tally.undecided_ties,
        "undecided_first": report.tally.undecided_note,
        "best_ratio": artifact::ratio_json(report.best_ratio()),
    });
    if let Verdict::Error(e) = &report.verdict {
        row["error"] = json!(e);
    }
    if let Some(cx) = &report.counterexample {
        row["counterexample"] = json!({
            "inputs": cx.inputs.to_json_with(claim.meta().symbols),
            "lhs": cx.certificate.lhs.midpoint(),
            "rhs": cx.certificate.rhs.midpoint(),
            "lhs_minus_rhs": [cx.certificate.lhs_minus_rhs.lo, cx.certificate.lhs_minus_rhs.hi],
            "precision_bits": cx.certificate.precision,
            "file": file.map(|f| f.display().to_string()),
        });
    }
    row
}

/// The lhs/rhs cell of a report: a refuted reading's is its counterexample's (as the
/// committed tables show it), every other reading's the closest case's.
fn ratio_cell(r: &Report) -> String {
    match &r.counterexample {
        Some(cx) => artifact::table::counterexample_ratio_text(&serde_json::json!({
            "lhs": cx.certificate.lhs.midpoint(),
            "rhs": cx.certificate.rhs.midpoint(),
            "certificate": { "relation": cx.certificate.relation.symbol() },
        })),
        None => artifact::table::ratio_text(r.best_ratio()),
    }
}

/// The verdict table of a run.
fn table(claims: &[&'static dyn Check], reports: &[Report]) -> String {
    let mut out = String::from("| claim | reading | class | verdict | recorded | cases | rejected | undecided | lhs/rhs (the counterexample's, else the closest case's) | minimal dims |\n");
    out.push_str("|---|---|---|---|---|---|---|---|---|---|\n");
    for (c, r) in claims.iter().zip(reports) {
        let m = c.meta();
        let dims = r
            .counterexample
            .as_ref()
            .map(|cx| cx.dims.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", "))
            .unwrap_or_else(|| "—".into());
        let agrees = as_expected(&r.verdict) == Some(m.expected);
        let verdict = if agrees { r.verdict.name().to_string() } else { format!("**{}** (DIFFERS)", r.verdict.name()) };
        out.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
            m.id,
            m.reading,
            m.class.name(),
            verdict,
            m.expected.name(),
            r.cases,
            r.tally.rejected,
            r.tally.undecided,
            ratio_cell(r),
            dims
        ));
    }
    out
}

/// The summary line: printed statements refuted, and whether every verdict is as recorded.
/// "every verdict as recorded" is said only of a run that otherwise succeeded (`ok`): a run
/// that exits 1 (a file not written, an error) says that it failed, whatever its verdicts.
pub fn summary(claims: &[&'static dyn Check], reports: &[Report], ok: bool) -> (String, bool) {
    let printed: Vec<usize> = (0..claims.len()).filter(|&i| claims[i].meta().is_printed_statement()).collect();
    let refuted = printed.iter().filter(|&&i| reports[i].verdict == Verdict::Refuted).count();
    let differ: Vec<String> = claims
        .iter()
        .zip(reports)
        .filter(|(c, r)| as_expected(&r.verdict) != Some(c.meta().expected))
        .map(|(c, r)| format!("{} ({}: {} where {} is recorded)", c.meta().reading_key(), c.meta().reading, r.verdict.name(), c.meta().expected.name()))
        .collect();
    let head = format!("{refuted} of {} printed statements refuted; {} readings searched", printed.len(), claims.len());
    if differ.is_empty() && ok {
        (format!("{head}; every verdict as recorded"), true)
    } else if differ.is_empty() {
        (format!("{head}; the run failed (see the lines above), though no verdict differs from the record"), true)
    } else {
        (format!("{head}; {} verdicts differ from the recorded ones: {}", differ.len(), differ.join("; ")), false)
    }
}

/// Writes the files the reports imply under `root`: every file's contents are computed
/// before any is written, and each is replaced atomically. A file that cannot be computed
/// (the tightness file of a closest case whose conclusion has no relation, say) is left as
/// it is, with a warning naming the reading and the file; every other file of the run is
/// written. Returns the lines that say what changed and whether every file was computed
/// and written.
///
/// Paths are shown relative to the checkout, or in full when `root` is an `--out` folder
/// (`full`), so that a reader never takes a file of another folder for the checkout's.
fn write_files(root: &Path, claims: &[&'static dyn Check], reports: &[Report], full: bool) -> (Vec<String>, bool) {
    let show = |path: &Path| if full { path.display().to_string() } else { path.strip_prefix(root).unwrap_or(path).display().to_string() };
    let mut said = Vec::new();
    let mut planned = Vec::new();
    let mut ok = true;
    // each reading's files are computed on all cores (a tightness file recomputes its
    // sides in interval arithmetic), then written in catalogue order
    let computed: Vec<_> = claims
        .par_iter()
        .zip(reports)
        .map(|(c, r)| (!matches!(r.verdict, Verdict::Error(_))).then(|| artifact::files_for_each(root, *c, r)))
        .collect();
    for (c, computed) in claims.iter().zip(computed) {
        let Some((files, failed)) = computed else { continue };
        planned.extend(files);
        for (path, why) in failed {
            let shown = show(&path);
            said.push(format!("lemmacheck: warning: {} gets no file {shown} from this run (left as it was): {why}", c.meta().reading_key()));
            ok = false;
        }
    }
    // a killed run's leftovers go with this run, in every folder it writes into
    let folders: std::collections::BTreeSet<&Path> = planned.iter().filter_map(|(p, _)| p.parent()).collect();
    folders.into_iter().for_each(crate::files::remove_stale_partials_in);
    let wanted: Vec<(&Path, Option<&str>)> = planned.iter().map(|(p, c)| (p.as_path(), c.as_deref())).collect();
    for ((path, _), result) in planned.iter().zip(artifact::write_all(&wanted)) {
        let shown = show(path);
        match result {
            Ok(Written::Unchanged | Written::Absent) => {}
            Ok(Written::Updated(fields)) => {
                said.push(format!("updated {shown}, fields changed:"));
                said.extend(fields.iter().map(|f| format!("    {f}")));
            }
            Ok(Written::Created) => said.push(format!("created {shown}")),
            Ok(Written::Removed) => said.push(format!("removed {shown} (the search no longer produces it)")),
            Err(e) => {
                said.push(format!("lemmacheck: cannot write {} (the file is as it was): {e}", path.display()));
                ok = false;
            }
        }
    }
    (said, ok)
}

/// Where a run's files go: the checkout at default settings, `--out DIR` at any settings,
/// nowhere otherwise. A usage error, before any search, when `--out` is not a folder one
/// can create, or when at non-default settings it is, or lies inside, any folder holding
/// the catalogue's committed files — this checkout, another clone, or either reached
/// through a link or a bind mount ([`crate::root::checkout_holding`]) — where the run would
/// replace committed files.
pub fn target(root: &Path, out: Option<&Path>, settings: &Settings) -> Result<Option<PathBuf>, String> {
    let Some(dir) = out else {
        return Ok(settings.is_default().then(|| root.to_path_buf()));
    };
    let shown = dir.display();
    let resolved = crate::root::resolve_path(dir).map_err(|e| format!("--out {shown}: {e}"))?;
    folder_can_be_made(dir).map_err(|e| format!("--out {shown}: {e}"))?;
    if !settings.is_default() {
        if let Some(checkout) = crate::root::checkout_holding(dir, &[root]).map_err(|e| format!("--out {shown}: {e}"))? {
            return Err(format!(
                "--out {shown} resolves to {}, inside the checkout {} (a folder holding the catalogue's committed files): a run at non-default settings ({}) never writes into a checkout; give a folder outside every clone",
                resolved.display(),
                checkout.display(),
                settings.describe()
            ));
        }
    }
    Ok(Some(dir.to_path_buf()))
}

/// Whether `dir` is a folder or can be created as one: an error naming the part of its
/// path that exists and is not a folder.
pub fn folder_can_be_made(dir: &Path) -> Result<(), String> {
    let resolved = crate::root::resolve_path(dir).map_err(|e| e.to_string())?;
    match resolved.ancestors().find(|p| p.exists()) {
        Some(existing) if !existing.is_dir() => Err(format!("{} is not a folder", existing.display())),
        _ => Ok(()),
    }
}

/// `lemmacheck check`.
pub fn run(root: &Path, args: &CheckArgs) -> i32 {
    let settings = match Settings::from_env() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            return 2;
        }
    };
    let claims = match super::select(&args.filters) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            return 2;
        }
    };
    let target = match target(root, args.out.as_deref(), &settings) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            return 2;
        }
    };
    // A run at default settings into the checkout also brings the generated sections and
    // documents up to date (made from the committed files, so a filtered run makes them
    // whole): a README that cannot be (cut, markers lost) stops the run before its search.
    let regenerate = target.is_some() && args.out.is_none();
    if regenerate {
        if let Err(e) = docs::readme_template(root) {
            eprintln!("lemmacheck: {e}");
            return 1;
        }
    }
    let start = std::time::Instant::now();
    let reports = search_all(&claims, &settings);
    // The files first (each computed, then written atomically), then what is printed: an
    // output that fails cannot leave the files half-updated.
    let mut status = 0;
    let mut said = Vec::new();
    if let Some(dir) = &target {
        let (lines, ok) = write_files(dir, &claims, &reports, args.out.is_some());
        said.extend(lines);
        if !ok {
            status = 1;
        }
        if regenerate {
            match docs::regenerate(dir) {
                Ok(changed) => said.extend(changed.iter().map(|p| format!("updated {p} (generated sections)"))),
                Err(e) => {
                    said.push(format!("lemmacheck: {e}"));
                    status = 1;
                }
            }
        }
    }
    let file_of = |c: &dyn Check, r: &Report| -> Option<PathBuf> {
        let dir = target.as_ref()?;
        r.counterexample.as_ref().map(|_| artifact::counterexample_path(dir, c.meta()))
    };
    if args.json {
        let rows: Vec<Json> = claims.iter().zip(&reports).map(|(c, r)| row_json(*c, r, file_of(*c, r).as_deref())).collect();
        println!("{}", serde_json::to_string_pretty(&Json::Array(rows)).expect("JSON serialises"));
    } else {
        print!("{}", table(&claims, &reports));
        for (c, r) in claims.iter().zip(&reports) {
            if let Some(text) = falsifying(*c, r, file_of(*c, r).as_deref()) {
                println!("\n{text}");
            }
        }
    }
    for (c, r) in claims.iter().zip(&reports) {
        if let Verdict::Error(e) = &r.verdict {
            eprintln!("error in {} ({}): {e}", c.meta().id, c.meta().reading);
            status = 1;
        }
        // an inconclusive search says what its first undecided case left open
        if let (Verdict::Inconclusive, Some(note)) = (&r.verdict, &r.tally.undecided_note) {
            eprintln!("inconclusive {} ({}): {} undecided, the first: {note}", c.meta().id, c.meta().reading, r.tally.undecided);
        }
    }
    said.iter().for_each(|l| eprintln!("{l}"));
    match &target {
        Some(_) => {}
        None => eprintln!(
            "non-default settings ({}): the committed files were not touched; pass --out DIR to keep this run's files",
            settings.describe()
        ),
    }
    let (line, agrees) = summary(&claims, &reports, status == 0);
    if !agrees {
        status = 1;
    }
    eprintln!("{line} ({:.1} s)", start.elapsed().as_secs_f64());
    status
}
