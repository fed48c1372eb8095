//! `lemmacheck bench`, `repair` and the studies.

use std::path::Path;

use crate::artifact::table;
use crate::claim::Expected;
use crate::engine::Settings;

use super::{BenchArgs, GrowthArgs};

fn settings() -> Result<Settings, i32> {
    Settings::from_env().map_err(|e| {
        eprintln!("lemmacheck: {e}");
        2
    })
}

/// `lemmacheck bench`.
pub fn bench(args: &BenchArgs) -> i32 {
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
    if args.optimisers {
        print!("{}", bench::compare_optimisers(&claims, 10));
    } else {
        print!("{}", bench::markdown(&bench::bench(&claims, &settings)));
    }
    0
}

/// `lemmacheck repair`: the repair study of every refuted reading selected.
pub fn repair(filters: &[String]) -> i32 {
    use crate::engine::repair::study;
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
    println!("| claim | reading | sup lhs/rhs found | sup per dimension (lhs/rhs ÷ dim) | largest ratio at each dimension tuple |");
    println!("|---|---|---|---|---|");
    for c in refuted {
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

/// `lemmacheck theorem-5.3`.
pub fn theorem_5_3() -> i32 {
    use crate::study::theorem_5_3::{run, Config};
    print!("{}", run(&Config::default()));
    0
}

/// `lemmacheck gamma`.
pub fn gamma() -> i32 {
    print!("{}", crate::claims::dong2021::theorem_2_2::theorem_2_2_report());
    0
}

/// `lemmacheck threshold`.
pub fn threshold() -> i32 {
    match crate::claims::dong2021::lemma_a_3::lemma_a_3_report() {
        Ok(report) => {
            print!("{report}");
            0
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
