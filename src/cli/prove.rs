//! `lemmacheck prove [FILTER...]`: the branch-and-bound prover on the domains the claims'
//! modules state; prints per domain the outcome, boxes, depth, time and boxes per second,
//! and, at the recorded budgets, writes each proved reading's certificate under `proofs/`
//! (and removes a stale one).

use std::path::Path;
use std::time::Duration;

use crate::artifact::{self, proof, Written};
use crate::claim::{Check, Quantifier};
use crate::claims;
use crate::prove::tree::Tree;
use crate::prove::{prove, targets, Budget, Domain, Ending, Outcome, Run};

use super::{progress, ProveArgs};
use crate::engine::progress::Jobs;

/// The outcome a run reached, in the words of [`Outcome`].
fn reached(run: &Run) -> &'static str {
    match run.ending {
        Ending::Proved(_) => "proved",
        Ending::Refuted(_) => "refuted",
        Ending::Open { .. } => "open",
    }
}

fn describe(run: &Run) -> String {
    match &run.ending {
        Ending::Proved(trees) => format!(
            "{} boxes in the tree{}, depth {}",
            trees.iter().map(|t| t.boxes).sum::<u64>(),
            if trees.len() == 1 { "" } else { "s" },
            trees.iter().map(|t| t.depth).max().unwrap_or(0)
        ),
        Ending::Refuted(f) => format!(
            "certified counterexample at parameters {:?}: {}; lhs - rhs in [{:e}, {:e}] at {}",
            f.point,
            f.inputs.to_json(),
            f.certificate.lhs_minus_rhs.lo,
            f.certificate.lhs_minus_rhs.hi,
            f.certificate.place
        ),
        Ending::Open { open, worst, reason } => match worst {
            Some((cube, bound)) => format!("{open} boxes open ({reason}); the worst, sup(lhs - rhs) <= {bound:e}, is {cube:?}"),
            None => format!("{open} boxes open ({reason})"),
        },
    }
}

/// Writes the proof file of `claim` from its proved domains (removes it when none).
fn write(root: &Path, claim: &dyn Check, proved: &[(&Domain, Vec<Tree>)]) -> Result<(), String> {
    let meta = claim.meta();
    if meta.quantifier != Quantifier::ForAll {
        return Ok(());
    }
    let path = artifact::proof_path(root, meta);
    let text = (!proved.is_empty()).then(|| artifact::to_text(&proof::proof_doc(claim, proved)));
    let shown = path.strip_prefix(root).unwrap_or(&path).display().to_string();
    match artifact::write(&path, text.as_deref()).map_err(|e| format!("cannot write {}: {e}", path.display()))? {
        Written::Created => eprintln!("created {shown}"),
        Written::Updated(fields) => {
            eprintln!("updated {shown}, fields changed:");
            fields.iter().for_each(|f| eprintln!("    {f}"));
        }
        Written::Removed => eprintln!("removed {shown} (no domain is proved any more)"),
        Written::Unchanged | Written::Absent => {}
    }
    Ok(())
}

/// `lemmacheck prove`.
pub fn run(root: &Path, args: &ProveArgs) -> i32 {
    if args.write && (args.boxes.is_some() || args.seconds.is_some() || !args.size.is_empty()) {
        eprintln!("lemmacheck: --write records the selected domains at their recorded budgets: drop --boxes, --seconds and --size");
        return 2;
    }
    let recorded = targets::all();
    for d in &recorded {
        if let Err(e) = d.check() {
            eprintln!("lemmacheck: {e}");
            return 1;
        }
    }
    let mut readings: Vec<&'static str> = Vec::new();
    for d in &recorded {
        if !readings.contains(&d.reading) {
            readings.push(d.reading);
        }
    }
    for f in &args.filters {
        if !readings.iter().any(|r| r.contains(f.as_str())) {
            eprintln!(
                "lemmacheck: no domain is stated for a reading matching '{}' (readings with domains: {})",
                crate::excerpt::excerpt(f),
                readings.join(", ")
            );
            return 2;
        }
    }
    readings.retain(|r| args.filters.is_empty() || args.filters.iter().any(|f| r.contains(f.as_str())));
    let exploring = !args.size.is_empty();
    let domains: Vec<Domain> = if exploring {
        readings.iter().flat_map(|r| args.size.iter().filter_map(|&n| targets::at_size(r, n))).collect()
    } else {
        recorded.into_iter().filter(|d| readings.contains(&d.reading)).collect()
    };
    if domains.is_empty() {
        eprintln!("lemmacheck: no selected reading has a domain family for --size");
        return 2;
    }
    let writing = !exploring && args.boxes.is_none() && args.seconds.is_none();
    let mut status = 0;
    let mut table = String::from(
        "| reading | domain | recorded | outcome | boxes examined | boxes/s | faces | max depth | time (s) | detail | measured |\n|---|---|---|---|---|---|---|---|---|---|---|\n",
    );
    let measured = crate::tools::bench::machine();
    print!("{table}");
    let mut results: Vec<(&Domain, Run)> = Vec::new();
    for d in &domains {
        let claim = match claims::resolve(d.reading) {
            Ok(c) => c,
            Err(e) => {
                eprintln!("lemmacheck: domain {} ({}): {e}", d.reading, d.label);
                return 1;
            }
        };
        let budget = Budget { boxes: args.boxes.unwrap_or(d.budget), time: args.seconds.map(Duration::from_secs_f64) };
        let jobs = Jobs::new(vec![budget.boxes]);
        let run = progress::track(&d.label, "domains", &jobs, || jobs.run(0, || prove(claim, d, budget)));
        let differs = !exploring && reached(&run) != d.expected.name();
        if differs {
            status = 1;
        }
        let row = format!(
            "| {} | {} | {} | {}{} | {} | {:.0} | {} | {} | {:.2} | {} | {measured} |",
            d.reading,
            d.label,
            if exploring { "—" } else { d.expected.name() },
            reached(&run),
            if differs { " (DIFFERS)" } else { "" },
            run.boxes,
            run.boxes_per_second(),
            run.faces,
            run.max_depth,
            run.elapsed.as_secs_f64(),
            describe(&run).replace('|', "\\|")
        );
        println!("{row}");
        table.push_str(&row);
        table.push('\n');
        results.push((d, run));
    }
    if writing {
        for key in &readings {
            let claim = claims::resolve(key).expect("resolved above");
            let proved: Vec<(&Domain, Vec<Tree>)> = results
                .iter()
                .filter(|(d, _)| d.reading == *key)
                .filter_map(|(d, r)| match &r.ending {
                    Ending::Proved(trees) => Some((*d, trees.clone())),
                    _ => None,
                })
                .collect();
            if let Err(e) = write(root, claim, &proved) {
                eprintln!("lemmacheck: {e}");
                status = 1;
            }
        }
    } else {
        eprintln!("a run at a budget other than the recorded ones (--boxes, --seconds, --size) writes nothing");
    }
    if args.write {
        let committed = crate::artifact::figures::committed_body(root, "prove");
        let table = prove_rows(committed.as_deref(), &table, &readings);
        let body = format!(
            "The boxes of a batch examined in parallel on every core; each row says when and where it was measured \
             (`lemmacheck prove --write FILTER` measures the domains of the readings it selects and keeps the others).\n\n\
             Every domain the claims' modules state, at its recorded budget of boxes: the outcome, the boxes \
             examined, boxes per second, the faces evaluated besides them, the deepest box and the wall time (time to \
             proof for a proved domain, to the counterexample for a refuted one, to the end of the budget for an open \
             one).\n\n{table}"
        );
        match crate::artifact::figures::write(root, "prove", "lemmacheck prove --write", &body) {
            Ok(p) => eprintln!("wrote {}", p.strip_prefix(root).unwrap_or(&p).display()),
            Err(e) => {
                eprintln!("lemmacheck: {e}");
                status = 1;
            }
        }
    }
    let mut open: Vec<&str> = Vec::new();
    for why in results.iter().filter_map(|(d, _)| match d.expected { Outcome::Open(why) => Some(why), _ => None }) {
        if !open.contains(&why) {
            open.push(why);
        }
    }
    if !open.is_empty() && !exploring {
        eprintln!("recorded open: {}", open.join("; "));
    }
    status
}

/// The prover's table: the rows just measured (`fresh`) for the domains of `selected`
/// readings, the committed rows (`old`, the body of `docs/figures/prove.md`) for every other
/// domain, in the order of [`targets::all`]; a domain with neither row is left out (the
/// check of the figure then names it).
fn prove_rows(old: Option<&str>, fresh: &str, selected: &[&str]) -> String {
    let key = |line: &str| -> Option<(String, String)> {
        let cells = crate::artifact::figures::cells(line);
        let (reading, domain) = (cells.get(1)?, cells.get(2)?);
        (line.starts_with('|') && *reading != "reading" && !reading.starts_with("---")).then(|| (reading.to_string(), domain.to_string()))
    };
    let rows = |text: &str| -> Vec<((String, String), String)> { text.lines().filter_map(|l| key(l).map(|k| (k, l.to_string()))).collect() };
    let (fresh_rows, old_rows) = (rows(fresh), old.map(rows).unwrap_or_default());
    let mut out: Vec<String> = fresh.lines().take_while(|l| key(l).is_none()).map(str::to_string).collect();
    for d in targets::all() {
        let k = (d.reading.to_string(), d.label.clone());
        let from = if selected.contains(&d.reading) { &fresh_rows } else { &old_rows };
        if let Some((_, line)) = from.iter().find(|(key, _)| *key == k) {
            out.push(line.clone());
        }
    }
    out.join("\n") + "\n"
}
