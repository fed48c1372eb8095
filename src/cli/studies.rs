//! `lemmacheck bench`, `repair` and the studies.

use std::path::Path;

use crate::artifact::{figures, table};
use crate::claim::Expected;
use crate::engine::Settings;

use super::{BenchArgs, GrowthArgs};

fn settings() -> Result<Settings, i32> {
    Settings::from_env().map_err(|e| {
        eprintln!("lemmacheck: {e}");
        2
    })
}

/// Writes the rows of the `claims` measured into figure `stem` when `root` is given (the
/// other readings' rows kept as committed, see [`figures::merge`]), saying where.
fn write_figure(root: Option<&Path>, stem: &str, command: &str, body: &str, claims: &[&'static dyn crate::claim::Check]) -> i32 {
    let Some(root) = root else { return 0 };
    let selected: Vec<(String, String)> = claims.iter().map(|c| (c.meta().id.to_string(), c.meta().reading.to_string())).collect();
    let placeholder = if stem == "speed" { Some(&crate::tools::bench::not_yet_measured as &dyn Fn(&crate::claim::Meta) -> String) } else { None };
    match figures::write_rows(root, stem, command, body, &selected, placeholder) {
        Ok(p) => {
            eprintln!("wrote {}", p.strip_prefix(root).unwrap_or(&p).display());
            // the README's speed sentence is made from the speed table
            if stem == "speed" {
                match crate::artifact::docs::regenerate(root) {
                    Ok(changed) => changed.iter().for_each(|f| eprintln!("updated {f}")),
                    Err(e) => {
                        eprintln!("lemmacheck: {e}");
                        return 1;
                    }
                }
            }
            0
        }
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            1
        }
    }
}

/// `lemmacheck bench`.
pub fn bench(root: Option<&Path>, args: &BenchArgs) -> i32 {
    use crate::tools::bench;
    let settings = match settings() {
        Ok(s) => s,
        Err(code) => return code,
    };
    let claims = match super::select(&args.filters) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            return 2;
        }
    };
    if args.write && !args.optimisers && !settings.is_default() {
        eprintln!("lemmacheck: bench --write records the search the committed files were made with; these settings ({}) search another: unset them, or drop --write", settings.describe());
        return 2;
    }
    let (stem, command, body) = if args.optimisers {
        let digest = |m: &crate::claim::Meta| root.map_or_else(|| "—".to_string(), |r| crate::artifact::digest::search_digest(r, m));
        ("optimisers", "lemmacheck bench --optimisers --write", bench::compare_optimisers(&claims, 10, Some(&digest)))
    } else {
        // each claim is searched twice: as set, and without the targeted phase
        use crate::engine::search::evaluation_budget;
        let random_only = Settings { targeted: Some(0), ..settings };
        let budget = claims
            .iter()
            .map(|c| evaluation_budget(*c, &settings).saturating_add(evaluation_budget(*c, &random_only)))
            .fold(0u64, u64::saturating_add);
        let jobs = crate::engine::progress::Jobs::new(vec![budget]);
        let mut figures = super::progress::track("benchmarking", "runs", &jobs, || jobs.run(0, || bench::bench(&claims, &settings)));
        // a written row records which default-seed search it measured (artifact::digest)
        if let Some(root) = root {
            for (f, c) in figures.iter_mut().zip(&claims) {
                f.digest = Some(crate::artifact::digest::search_digest(root, c.meta()));
            }
        }
        let body = bench::markdown(&figures);
        ("speed", "lemmacheck bench --write", format!("{}\n\n{body}", bench::PREAMBLE))
    };
    print!("{body}");
    write_figure(root, stem, command, &body, &claims)
}

/// `lemmacheck repair`: the repair study of every refuted reading selected.
pub fn repair(root: Option<&Path>, filters: &[String], write: bool) -> i32 {
    use crate::engine::repair::{study_at_own_budget, MIN_CLIMB, MIN_STARTS};
    let claims = match super::select(filters) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            return 2;
        }
    };
    let refuted: Vec<_> = claims.into_iter().filter(|c| c.meta().expected == Expected::Refuted).collect();
    if refuted.is_empty() {
        eprintln!("lemmacheck: no refuted reading among the claims selected: the repair study has nothing to repair");
        return 2;
    }
    // the repair to cite is chosen among the proved or argued repaired readings (their
    // standing in docs/repairs.md), never as the smallest factor the search did not refute
    let checkout = match root {
        Some(r) => Ok(r.to_path_buf()),
        None => crate::root::resolve(None),
    };
    // the committed counterexample's lhs/rhs, which the study's sup must reach
    let counterexample = |m: &crate::claim::Meta| -> Option<String> {
        let root = checkout.as_ref().ok()?;
        let doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(crate::artifact::counterexample_path(root, m)).ok()?).ok()?;
        Some(table::counterexample_ratio_text(&doc))
    };
    let mut out = format!("The repair a reviewer may cite for a claim is in `docs/repairs.md` (a repaired reading that is proved, or argued in its module with a growth study that agrees); the ratios here only suggest which factor to try. The study runs at the reading's own budget: its own search (whose certified minimal counterexample is one of the study's cases), then its random cases spread over the dimension tuples (at least {MIN_STARTS} starts each) and a climb of its targeted budget from the best starts of each tuple (at least {MIN_CLIMB} evaluations). A sup below the counterexample's lhs/rhs says that the study did not reach the counterexample's case (its dimensions or its region), never that the reading holds.\n\n| claim | reading | recorded | sup lhs/rhs found | the counterexample's lhs/rhs | sup per dimension (lhs/rhs ÷ dim) | largest ratio at each dimension tuple | {} |\n|---|---|---|---|---|---|---|---|\n", crate::artifact::digest::COLUMN);
    for c in refuted.iter().copied() {
        let mut s = study_at_own_budget(c, 2021);
        // the reading's own search (its budget, the default seed) is one of the study's
        // cases: the sup reaches its certified minimal counterexample
        if let Some(cx) = crate::engine::search::search(c, &crate::engine::settings::Settings::default()).counterexample {
            let (lhs, rhs) = (cx.certificate.lhs.midpoint(), cx.certificate.rhs.midpoint());
            // a ratio means something for an inequality only (an identity's file records |lhs − rhs|)
            if rhs > 0.0 && cx.certificate.relation.symbol() != "=" {
                s.rows.push(crate::engine::repair::AtDims { dims: cx.dims.clone(), ratio: lhs / rhs });
            }
        }
        let per: Vec<String> = s.per_dimension().iter().map(|(n, r)| format!("{n}: {}", table::ratio_text(Some(*r)))).collect();
        let mut rows = s.rows.clone();
        rows.sort_by(|a, b| b.ratio.total_cmp(&a.ratio));
        // a combination of dimensions with no ratio (−∞: no relation there) is no candidate
        let top: Vec<String> = rows
            .iter()
            .filter(|r| r.ratio != f64::NEG_INFINITY)
            .take(4)
            .map(|r| {
                let d: Vec<String> = r.dims.iter().map(|(k, v)| format!("{k}={v}")).collect();
                format!("{} at {}", table::ratio_text(Some(r.ratio)), d.join(","))
            })
            .collect();
        // a written row records which default-seed search it studied (artifact::digest)
        let files = match (write, checkout.as_ref()) {
            (true, Ok(root)) => crate::artifact::digest::search_digest(root, c.meta()),
            _ => "—".to_string(),
        };
        out.push_str(&format!(
            "| `{}` | {} | {} | {} | {} | {} | {} | {files} |\n",
            c.meta().id,
            c.meta().reading,
            c.meta().expected.name(),
            table::ratio_text(Some(s.sup())),
            counterexample(c.meta()).unwrap_or_else(|| "—".into()),
            per.join("; "),
            if top.is_empty() { "—".to_string() } else { top.join("; ") },
        ));
    }
    print!("{out}");
    if !write {
        return 0;
    }
    write_figure(root, "repair-study", "lemmacheck repair --write", &out, &refuted)
}

/// `lemmacheck growth`: the growth study of the selected repaired readings (every
/// selected reading with `--print-only`); writes their growth files and `docs/repairs.md`.
pub fn growth(root: &Path, args: &GrowthArgs) -> i32 {
    use crate::artifact::repairs;
    use crate::claim::ReadingClass;
    use crate::study::growth::{study, DEFAULT_BUDGET, SEED};
    let claims = match super::select(&args.filters) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            return 2;
        }
    };
    let chosen: Vec<_> = claims.into_iter().filter(|c| args.print_only || c.meta().class == ReadingClass::Repair).collect();
    if chosen.is_empty() {
        eprintln!("lemmacheck: no repaired reading among the claims selected (use --print-only to study other readings)");
        return 2;
    }
    // the README's generated sections are brought up to date at the end: one that cannot
    // be stops the run before anything is written
    if !args.print_only {
        if let Err(e) = crate::artifact::docs::readme_template(root) {
            eprintln!("lemmacheck: {e}");
            return 1;
        }
    }
    for c in chosen {
        let t0 = std::time::Instant::now();
        let g = study(c, SEED, DEFAULT_BUDGET);
        println!("{} ({}): {} evaluations, {:.1} s", c.meta().id, c.meta().reading, g.evaluations, t0.elapsed().as_secs_f64());
        for p in &g.profiles {
            let pts: Vec<String> = p.points.iter().map(|pt| format!("{}:{}", pt.value, table::ratio_text(pt.ratio))).collect();
            let exp = p.exponent().map_or("—".to_string(), |e| format!("{e:.2}"));
            println!("  {:<3} exponent {:>6}{}  {}", p.name, exp, if p.still_grows() { " STILL GROWS" } else { "" }, pts.join(" "));
        }
        if !args.print_only {
            if let Err(e) = repairs::write_growth(root, c, &g) {
                eprintln!("lemmacheck: {e}");
                return 1;
            }
        }
    }
    if !args.print_only {
        match crate::artifact::docs::regenerate(root) {
            Ok(changed) => changed.iter().for_each(|f| eprintln!("wrote {f}")),
            Err(e) => {
                eprintln!("lemmacheck: {e}");
                return 1;
            }
        }
    }
    0
}

/// `lemmacheck theorem-5.3`, `gamma` or `threshold`: prints the study (and writes it).
pub fn study(root: Option<&Path>, stem: &str, write: bool) -> i32 {
    let Some((_, command, report)) = figures::studies().into_iter().find(|(s, _, _)| *s == stem) else {
        eprintln!("lemmacheck: no study named {stem}");
        return 2;
    };
    match report() {
        Ok(body) => {
            print!("{body}");
            if let (true, Some(root)) = (write, root) {
                match figures::write(root, stem, command, &body) {
                    Ok(p) => {
                        eprintln!("wrote {}", p.strip_prefix(root).unwrap_or(&p).display());
                        0
                    }
                    Err(e) => {
                        eprintln!("lemmacheck: {e}");
                        1
                    }
                }
            } else {
                0
            }
        }
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            1
        }
    }
}

/// `lemmacheck curves`: writes the depth curves under `root/curves`.
pub fn curves(root: &Path) -> i32 {
    let dir = root.join("curves");
    match crate::curves::write_depth_curves(&dir) {
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
