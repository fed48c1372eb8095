//! `lemmacheck coq [FILTER...]`: writes the Coq refutations (`coq/Refutations/`, and
//! `coq/README.md`'s generated section) from the counterexample files, then checks them
//! with `coqc` when it is installed: every theorem compiles, and `Print Assumptions` shows
//! only the allowed axioms. Prints one row per counterexample file with its Coq file,
//! whether Coq checked it and the compile time.

use std::path::Path;

use crate::coq::{self, check};


/// `lemmacheck coq`.
pub fn run(root: &Path, filters: &[String], write_only: bool) -> i32 {
    let files = match coq::wanted(root) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            return 1;
        }
    };
    for (path, text) in &files {
        let shown = path.strip_prefix(root).unwrap_or(path).display().to_string();
        if std::fs::read_to_string(path).ok().as_deref() == Some(text.as_str()) {
            continue;
        }
        if let Err(e) = path.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|_| crate::files::replace(path, text.as_bytes())) {
            eprintln!("lemmacheck: cannot write {shown}: {e}");
            return 1;
        }
        eprintln!("wrote {shown}");
    }
    match coq::remove_orphans(root) {
        Ok(o) => o.iter().for_each(|f| eprintln!("removed {f} (no counterexample file generates it)")),
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            return 1;
        }
    }
    if write_only {
        return 0;
    }
    let planned: Vec<_> = coq::generated(root)
        .into_iter()
        .filter(|p| filters.is_empty() || filters.iter().any(|f| p.reading_key.contains(f.as_str())))
        .collect();
    let tool = match check::toolchain() {
        Ok(t) => t,
        Err(why) => {
            println!("not checked: {why}");
            return if crate::engine::settings::required(crate::engine::settings::Tool::Coqc).unwrap_or(false) { 1 } else { 0 };
        }
    };
    let build = match check::build_dir(root).and_then(|dir| check::Build::new(root, &dir, tool)) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            return 1;
        }
    };
    let start = std::time::Instant::now();
    let mut status = 0;
    match build.library() {
        Ok(lib) => {
            let seconds: f64 = lib.iter().map(|c| c.seconds).sum();
            println!("library: {} files, {seconds:.1} s{}", lib.len(), if lib.iter().all(|c| c.cached) { " (cached)" } else { "" });
        }
        Err(e) => {
            println!("library: {e}");
            return 1;
        }
    }
    println!("| counterexample file | Coq file | checked by {} | coqc time |\n|---|---|---|---|", build.tool().describe());
    let mut theorems = Vec::new();
    for p in &planned {
        let rel = p.refutation.strip_prefix(coq::COQ_DIR).unwrap_or(&p.refutation).display().to_string();
        match &p.outcome {
            Err(why) => println!("| `{}` | none | no: {why} | |", p.counterexample),
            Ok(_) => match build.refutation(&rel) {
                Ok((s, r)) => {
                    let cached = if r.cached { " (cached)" } else { "" };
                    println!("| `{}` | `{}` | yes | {:.1} s + statement {:.1} s{cached} |", p.counterexample, p.refutation.display(), r.seconds, s.seconds);
                    let name = p.refutation.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
                    theorems.push((rel, format!("{name}_refuted")));
                }
                Err(e) => {
                    status = 1;
                    println!("| `{}` | `{}` | REJECTED | |", p.counterexample, p.refutation.display());
                    eprintln!("{e}");
                }
            },
        }
    }
    if !theorems.is_empty() {
        match build.assumptions(&theorems) {
            Ok(axioms) => println!("\naxioms of the {} theorems: {}", theorems.len(), axioms.join(", ")),
            Err(e) => {
                status = 1;
                println!("\n{e}");
            }
        }
    }
    eprintln!("({:.1} s)", start.elapsed().as_secs_f64());
    status
}
