//! `lemmacheck bench`, `repair` and the studies.

use std::path::Path;

use crate::artifact::{figures, table};
use crate::claim::Expected;
use crate::engine::Settings;

use super::BenchArgs;

fn settings() -> Result<Settings, i32> {
    Settings::from_env().map_err(|e| {
        eprintln!("lemmacheck: {e}");
        2
    })
}

/// Writes figure `stem` when `root` is given, saying where.
fn write_figure(root: Option<&Path>, stem: &str, command: &str, body: &str) -> i32 {
    let Some(root) = root else { return 0 };
    match figures::write(root, stem, command, body) {
        Ok(p) => {
            eprintln!("wrote {}", p.strip_prefix(root).unwrap_or(&p).display());
            0
        }
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            1
        }
    }
}

/// `--write` records the whole catalogue: a filtered run cannot.
fn whole(write: bool, filters: &[String]) -> Result<(), i32> {
    if write && !filters.is_empty() {
        eprintln!("lemmacheck: --write records the whole catalogue: drop the FILTER arguments");
        return Err(2);
    }
    Ok(())
}

/// `lemmacheck bench`.
pub fn bench(root: Option<&Path>, args: &BenchArgs) -> i32 {
    if let Err(code) = whole(args.write, &args.filters) {
        return code;
    }
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
    let (stem, command, body) = if args.optimisers {
        ("optimisers", "lemmacheck bench --optimisers --write", bench::compare_optimisers(&claims, 10))
    } else {
        let body = bench::markdown(&bench::bench(&claims, &settings));
        ("speed", "lemmacheck bench --write", format!("{}\n\n{body}", bench::machine()))
    };
    print!("{body}");
    write_figure(root, stem, command, &body)
}

/// `lemmacheck repair`: the repair study of every refuted reading selected.
pub fn repair(root: Option<&Path>, filters: &[String], write: bool) -> i32 {
    use crate::engine::repair::study;
    if let Err(code) = whole(write, filters) {
        return code;
    }
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
    let mut out = String::from("| claim | reading | recorded | sup lhs/rhs found | sup per dimension (lhs/rhs ÷ dim) | largest ratio at each dimension tuple |\n|---|---|---|---|---|---|\n");
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
        out.push_str(&format!(
            "| `{}` | {} | {} | {} | {} | {} |\n",
            c.meta().id,
            c.meta().reading,
            c.meta().expected.name(),
            table::ratio_text(Some(s.sup())),
            per.join("; "),
            top.join("; ")
        ));
    }
    print!("{out}");
    write_figure(root, "repair-study", "lemmacheck repair --write", &out)
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
            if write {
                write_figure(root, stem, command, &body)
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
