//! `lemmacheck sweep`: every claim over K seeds, on one machine or in shards.

use std::sync::atomic::{AtomicU64, Ordering};

use serde_json::{json, Value as Json};

use crate::claims;
use crate::tools::sweep::{self, JobResult};

use super::progress;
use super::SweepArgs;

/// The seeds of the committed sweep (`docs/figures/sweep.md`).
pub const COMMITTED_SEEDS: u64 = 50;

fn print_rows(rows: &[sweep::Row], seeds: u64, root: Option<&std::path::Path>) -> i32 {
    // a written row records which default-seed search it was swept on (artifact::digest)
    let mut rows = rows.to_vec();
    if let Some(root) = root {
        for r in &mut rows {
            let claim = claims::resolve(&r.key).expect("a swept reading is in the catalogue");
            r.digest = Some(crate::artifact::digest::search_digest(root, claim.meta()));
        }
    }
    let rows = &rows;
    let body = format!("Seeds 1..={seeds} at the default budget.\n\n{}", sweep::markdown(rows));
    print!("{body}");
    if let Some(root) = root {
        // the rows of the readings swept replace theirs; the others stay as committed
        let selected: Vec<(String, String)> = rows.iter().map(|r| (r.id.to_string(), r.reading.to_string())).collect();
        match crate::artifact::figures::write_rows(root, "sweep", "lemmacheck sweep --write", &body, &selected, None) {
            Ok(p) => eprintln!("wrote {}", p.strip_prefix(root).unwrap_or(&p).display()),
            Err(e) => {
                eprintln!("lemmacheck: {e}");
                return 1;
            }
        }
    }
    let bad: Vec<&str> = rows.iter().filter(|r| !r.reliable()).map(|r| r.key.as_str()).collect();
    if bad.is_empty() {
        eprintln!("every recorded verdict reproduced on all {seeds} seeds ({} readings)", rows.len());
        0
    } else {
        eprintln!("not reproduced on every seed: {}", bad.join(", "));
        1
    }
}

/// `--merge`: the parts of a sharded sweep as one table (written with `--write` when they
/// make a whole sweep over the committed seeds). The parts are this tool's own `--json`
/// output, run by the user on their machines; each result is checked for its shape, and
/// the parts must name the same readings, every (reading, seed) job exactly once.
fn merge(parts: &[std::path::PathBuf], root: Option<&std::path::Path>) -> i32 {
    let mut results = Vec::new();
    let mut seeds: Option<u64> = None;
    let mut keys: Option<Vec<String>> = None;
    for p in parts {
        let shown = p.display().to_string();
        let doc: Json = match std::fs::read_to_string(p).map_err(|e| e.to_string()).and_then(|t| crate::artifact::json::parse(&t)) {
            Ok(d) => d,
            Err(e) => {
                eprintln!("lemmacheck: {shown}: not a sweep part: {e}");
                return 2;
            }
        };
        let Some(s) = doc.get("seeds").and_then(Json::as_u64) else {
            eprintln!("lemmacheck: {shown}: field `seeds` must be a positive integer");
            return 2;
        };
        if seeds.is_some_and(|k| k != s) {
            eprintln!("lemmacheck: {shown}: swept {s} seeds where the other parts swept {}", seeds.unwrap_or(0));
            return 2;
        }
        seeds = Some(s);
        let k: Vec<String> = doc.get("readings").and_then(Json::as_array).map(|a| a.iter().filter_map(|v| v.as_str().map(str::to_string)).collect()).unwrap_or_default();
        if keys.as_ref().is_some_and(|prev| *prev != k) {
            eprintln!("lemmacheck: {shown}: swept other readings than the other parts");
            return 2;
        }
        keys = Some(k);
        let Some(jobs) = doc.get("results").and_then(Json::as_array) else {
            eprintln!("lemmacheck: {shown}: field `results` must be an array");
            return 2;
        };
        for (i, j) in jobs.iter().enumerate() {
            match JobResult::from_json(j, &format!("{shown}: results[{i}]")) {
                Ok(r) => results.push(r),
                Err(e) => {
                    eprintln!("lemmacheck: {e}");
                    return 2;
                }
            }
        }
    }
    let (seeds, keys) = (seeds.unwrap_or(0), keys.unwrap_or_default());
    let selected: Vec<_> = match keys.iter().map(|k| claims::resolve(k)).collect::<Result<Vec<_>, _>>() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("lemmacheck: the parts name a reading the catalogue does not have: {e}");
            return 2;
        }
    };
    if root.is_some() && seeds != COMMITTED_SEEDS {
        eprintln!("lemmacheck: --write records a sweep over {COMMITTED_SEEDS} seeds, as docs/figures/sweep.md holds; the parts swept {seeds}");
        return 2;
    }
    match sweep::rows(&selected, &results, seeds) {
        Ok(rows) => print_rows(&rows, seeds, root),
        Err(e) => {
            eprintln!("lemmacheck: the parts do not make a whole sweep: {e}");
            2
        }
    }
}

/// `lemmacheck sweep`.
pub fn run(root: Option<&std::path::Path>, args: &SweepArgs) -> i32 {
    if args.write && args.shard.is_some() {
        eprintln!("lemmacheck: --write records a whole sweep, not one part: drop --shard (or combine the parts with --merge --write)");
        return 2;
    }
    if args.write && args.merge.is_empty() && args.seeds != COMMITTED_SEEDS {
        eprintln!("lemmacheck: --write records a sweep over {COMMITTED_SEEDS} seeds, as docs/figures/sweep.md holds (drop --seeds)");
        return 2;
    }
    if !args.merge.is_empty() {
        return merge(&args.merge, root);
    }
    if args.shard.is_some() && !args.json {
        eprintln!("lemmacheck: --shard prints the part's raw results: pass --json too, and combine the parts with --merge");
        return 2;
    }
    let claims = match super::select(&args.filters) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            return 2;
        }
    };
    let jobs = sweep::jobs(&claims, args.seeds, args.shard);
    let bar = progress::bar(jobs.len() as u64, "sweeping");
    let done = AtomicU64::new(0);
    let results = sweep::run(&claims, &jobs, || {
        done.fetch_add(1, Ordering::Relaxed);
        bar.inc(1);
    });
    bar.finish_and_clear();
    if args.json {
        let doc = json!({
            "seeds": args.seeds,
            "shard": args.shard.map(|(i, n)| format!("{i}/{n}")),
            "readings": claims.iter().map(|c| c.meta().reading_key()).collect::<Vec<_>>(),
            "results": results.iter().map(JobResult::to_json).collect::<Vec<_>>(),
        });
        println!("{}", serde_json::to_string_pretty(&doc).expect("JSON serialises"));
        if args.shard.is_some() {
            return 0;
        }
    }
    match sweep::rows(&claims, &results, args.seeds) {
        Ok(rows) if !args.json => print_rows(&rows, args.seeds, root),
        Ok(rows) => i32::from(rows.iter().any(|r| !r.reliable())),
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            1
        }
    }
}
