//! `lemmacheck`: runs the catalogue, prints the verdict table, writes `counterexamples/` and `tightness/`.
//!
//! ```text
//! cargo run --release                 # every claim; writes files and the README table
//! cargo run --release -- FILTER       # claims whose id contains FILTER; writes their files
//! cargo run --release -- bench [FILTER]   # speed per claim (nothing written)
//! cargo run --release -- bench --optimisers [FILTER]   # hill climbing vs annealing
//! cargo run --release -- sweep [K] [FILTER]            # every claim over K seeds (default 50)
//! cargo run --release -- repair [FILTER]               # sup lhs/rhs per dimension, refuted claims
//! cargo run --release -- theorem-5.3 # large-weights Theorem 5.3: one-layer witnesses study
//! cargo run --release -- curves      # Dong et al. depth curves: curves/depth_curves.{csv,svg}
//! cargo run --release -- gamma       # Dong et al. Theorem 2.2: the smallest gamma the cases need
//! cargo run --release -- threshold   # Dong et al. Lemma A.3: the largest threshold that survives
//! ```

use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use lemmacheck::artifact::{self, table, Written};
use lemmacheck::claim::Check;
use lemmacheck::claims;
use lemmacheck::engine::{search, Report, Settings, Verdict};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let settings = match Settings::from_env() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            std::process::exit(2);
        }
    };
    let code = match args.first().map(String::as_str) {
        Some("bench") => bench(&args[1..], &settings),
        Some("sweep") => sweep(&args[1..]),
        Some("repair") => repair(args.get(1).map(String::as_str).unwrap_or("")),
        Some("curves") => curves(),
        Some("verify") => verify(&args[1..]),
        Some("theorem-5.3") => {
            print!("{}", lemmacheck::study::theorem_5_3::run(&lemmacheck::study::theorem_5_3::Config::default()));
            0
        }
        Some("gamma") => {
            print!("{}", lemmacheck::claims::dong2021::theorem_2_2::theorem_2_2_report());
            0
        }
        Some("threshold") => match lemmacheck::claims::dong2021::lemma_a_3::lemma_a_3_report() {
            Ok(report) => {
                print!("{report}");
                0
            }
            Err(e) => {
                eprintln!("lemmacheck: {e}");
                1
            }
        },
        Some("help" | "--help" | "-h") => {
            println!(
                "usage: lemmacheck [FILTER] | bench [FILTER] | bench --optimisers [FILTER] | sweep [K] [FILTER] | repair [FILTER] | theorem-5.3 | curves | gamma | threshold"
            );
            0
        }
        filter => run(filter.unwrap_or(""), &settings),
    };
    std::process::exit(code);
}

/// Runs `claims` on all cores, in catalogue order of results.
fn run_all(claims: &[&'static dyn Check], settings: &Settings) -> Vec<Report> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(claims.len().max(1));
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Report>>> = Mutex::new(vec![None; claims.len()]);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(claim) = claims.get(i) else { break };
                let report = search(*claim, settings);
                let k = done.fetch_add(1, Ordering::SeqCst) + 1;
                eprintln!(
                    "[{k:>3}/{}] {:<34} {:<16} {:<12} {:>7.0} ms",
                    claims.len(),
                    claim.meta().id,
                    claim.meta().reading,
                    report.verdict.name(),
                    report.time_total.as_secs_f64() * 1e3
                );
                results.lock().expect("no panics while holding the lock")[i] = Some(report);
            });
        }
    });
    results.into_inner().expect("threads joined").into_iter().map(|r| r.expect("every claim ran")).collect()
}

fn print_table(claims: &[&'static dyn Check], reports: &[Report]) {
    println!("| claim | reading | verdict | expected | cases | rejected | best lhs/rhs | minimal dims |");
    println!("|---|---|---|---|---|---|---|---|");
    for (c, r) in claims.iter().zip(reports) {
        let dims = r
            .counterexample
            .as_ref()
            .map(|cx| cx.dims.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", "))
            .unwrap_or_else(|| "—".into());
        println!(
            "| {} | {} | {} | {:?} | {} | {} | {} | {} |",
            c.meta().id,
            c.meta().reading,
            r.verdict.name(),
            c.meta().expected,
            r.cases,
            r.tally.rejected,
            table::ratio_text(r.best_ratio()),
            dims
        );
    }
}

fn run(filter: &str, settings: &Settings) -> i32 {
    let claims = claims::matching(filter);
    if claims.is_empty() {
        eprintln!("lemmacheck: no claim matches {filter:?}");
        return 2;
    }
    let start = Instant::now();
    let reports = run_all(&claims, settings);
    print_table(&claims, &reports);
    let mut status = 0;
    for (c, r) in claims.iter().zip(&reports) {
        if let Verdict::Error(e) = &r.verdict {
            eprintln!("error in {} ({}): {e}", c.meta().id, c.meta().reading);
            status = 1;
        }
        if r.tally.undecided > 0 {
            eprintln!("{} ({}): {} undecided candidates: {:?}", c.meta().id, c.meta().reading, r.tally.undecided, r.tally.undecided_note);
        }
    }
    eprintln!("{} claims in {:.1} s", claims.len(), start.elapsed().as_secs_f64());
    if !settings.is_default() {
        eprintln!("non-default settings ({settings:?}): files under counterexamples/ and tightness/ are not written");
        return status;
    }
    let root = artifact::root();
    for (c, r) in claims.iter().zip(&reports) {
        if matches!(r.verdict, Verdict::Error(_)) {
            continue;
        }
        let files = match artifact::files_for(&root, *c, r) {
            Ok(f) => f,
            Err(e) => {
                eprintln!("lemmacheck: {e}");
                status = 1;
                continue;
            }
        };
        for (path, contents) in files {
            let shown = path.strip_prefix(&root).unwrap_or(&path).display().to_string();
            match artifact::write(&path, contents.as_deref()) {
                Ok(Written::Unchanged | Written::Absent) => {}
                Ok(Written::Updated(fields)) => {
                    eprintln!("updated {shown}; fields changed:");
                    for f in fields {
                        eprintln!("    {f}");
                    }
                }
                Ok(w) => eprintln!("{w:?}: {shown}"),
                Err(e) => {
                    eprintln!("lemmacheck: cannot write {}: {e}", path.display());
                    status = 1;
                }
            }
        }
    }
    if filter.is_empty() {
        status |= update_readme(&root);
    }
    status
}

fn update_readme(root: &Path) -> i32 {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md");
    let Ok(readme) = std::fs::read_to_string(&path) else {
        eprintln!("lemmacheck: cannot read {}", path.display());
        return 1;
    };
    let all: Vec<&dyn Check> = claims::catalogue().iter().map(|c| c.as_ref()).collect();
    let Some(new) = table::regenerate(&readme, root, &all) else {
        eprintln!("lemmacheck: README.md lacks the markers of a generated section; README not written");
        return 1;
    };
    if new != readme {
        if let Err(e) = std::fs::write(&path, new) {
            eprintln!("lemmacheck: cannot write README.md: {e}");
            return 1;
        }
        eprintln!("Updated: README.md generated sections");
    }
    0
}

fn bench(args: &[String], settings: &Settings) -> i32 {
    use lemmacheck::tools::bench;
    if args.first().map(String::as_str) == Some("--optimisers") {
        let claims = claims::matching(args.get(1).map(String::as_str).unwrap_or(""));
        print!("{}", bench::compare_optimisers(&claims, 10));
        return 0;
    }
    let claims = claims::matching(args.first().map(String::as_str).unwrap_or(""));
    print!("{}", bench::markdown(&bench::bench(&claims, settings)));
    0
}

fn sweep(args: &[String]) -> i32 {
    use lemmacheck::tools::sweep;
    let (seeds, filter) = match args.first().map(|a| a.parse::<usize>()) {
        Some(Ok(k)) if k > 0 => (k, args.get(1).map(String::as_str).unwrap_or("")),
        Some(Err(_)) => (50, args[0].as_str()),
        Some(Ok(_)) => {
            eprintln!("lemmacheck: sweep needs a positive number of seeds");
            return 2;
        }
        None => (50, ""),
    };
    let claims = claims::matching(filter);
    let start = Instant::now();
    let rows = sweep::sweep(&claims, seeds, |done, n| {
        if done % 50 == 0 || done == n {
            eprintln!("[{done}/{n}] searches, {:.0} s", start.elapsed().as_secs_f64());
        }
    });
    print!("{}", sweep::markdown(&rows));
    let bad: Vec<&str> = rows.iter().filter(|r| !r.reliable()).map(|r| r.id).collect();
    if bad.is_empty() {
        eprintln!("every recorded verdict reproduced on all {seeds} seeds");
        0
    } else {
        eprintln!("not reproduced on every seed: {bad:?}");
        1
    }
}

/// The repair study for every refuted claim matching `filter`.
fn repair(filter: &str) -> i32 {
    use lemmacheck::claim::Expected;
    use lemmacheck::engine::repair::study;
    println!("| claim | reading | sup lhs/rhs found | sup per dimension (lhs/rhs ÷ dim) | largest ratio at each dimension tuple |");
    println!("|---|---|---|---|---|");
    for c in claims::matching(filter).into_iter().filter(|c| c.meta().expected == Expected::Refuted) {
        let s = study(c, 2021, 8, 400);
        let per: Vec<String> = s.per_dimension().iter().map(|(n, r)| format!("{n}: {}", table::ratio_text(Some(*r)))).collect();
        let mut rows = s.rows.clone();
        rows.sort_by(|a, b| b.ratio.total_cmp(&a.ratio));
        let top: Vec<String> = rows
            .iter()
            .take(4)
            .map(|r| {
                let d: Vec<String> = r.dims.iter().map(|(k, v)| format!("{k}={v}")).collect();
                format!("{} at {}", table::ratio_text(Some(r.ratio)), d.join(","))
            })
            .collect();
        println!(
            "| {} | {} | {} | {} | {} |",
            c.meta().id,
            c.meta().reading,
            table::ratio_text(Some(s.sup())),
            per.join("; "),
            top.join("; ")
        );
    }
    0
}

/// Writes the Dong et al. depth curves under `curves/` and prints their summary.
fn curves() -> i32 {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("curves");
    match lemmacheck::curves::write_depth_curves(&dir) {
        Ok(summary) => {
            print!("{}", summary.markdown());
            eprintln!("wrote {}", dir.display());
            0
        }
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            1
        }
    }
}

/// Rechecks counterexample, tightness and proof files wherever they are.
fn verify(files: &[String]) -> i32 {
    if files.is_empty() {
        eprintln!("lemmacheck: verify needs at least one FILE");
        return 2;
    }
    let mut status = 0;
    for f in files {
        match lemmacheck::artifact::replay::verify(Path::new(f)) {
            Ok(v) => println!("ok: {f}: {} ({}), {}", v.claim, v.reading, v.schema),
            Err(problems) => {
                status = 1;
                for p in problems.0 {
                    println!("FAILED: {p}");
                }
            }
        }
    }
    status
}
