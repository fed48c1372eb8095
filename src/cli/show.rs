//! `lemmacheck list`, `show` and `verify`: reading the catalogue and its files.

use std::path::{Path, PathBuf};

use serde_json::{json, Value as Json};

use crate::artifact::{self, replay};
use crate::claim::{Check, Meta};
use crate::claims;

use super::ListArgs;

/// The committed file of a reading, with its kind: a counterexample, else a proof (a
/// witness, or a proof on stated domains), else the closest case.
fn file_of(root: &Path, meta: &Meta) -> Option<(&'static str, PathBuf)> {
    [
        ("counterexample", artifact::counterexample_path(root, meta)),
        ("proof", artifact::proof_path(root, meta)),
        ("closest case", artifact::tightest_path(root, meta)),
    ]
    .into_iter()
    .find(|(_, p)| p.is_file())
}

/// `lemmacheck list`.
pub fn list(root: &Path, args: &ListArgs) -> i32 {
    let selected = match super::select(&args.filters) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            return 2;
        }
    };
    let rows: Vec<(&Meta, Option<(&str, PathBuf)>)> = selected.iter().map(|c| (c.meta(), file_of(root, c.meta()))).collect();
    if args.json {
        let out: Vec<Json> = rows
            .iter()
            .map(|(m, f)| {
                json!({
                    "claim": m.id,
                    "reading": m.reading,
                    "key": m.reading_key(),
                    "class": m.class.name(),
                    "recorded": m.expected.name(),
                    "proved_on": artifact::table::proved_on(root, m).unwrap_or_default(),
                    "statement": m.number,
                    "file": f.as_ref().map(|(_, p)| p.strip_prefix(root).unwrap_or(p).display().to_string()),
                })
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&Json::Array(out)).expect("JSON serialises"));
        return 0;
    }
    let width = rows.iter().map(|(m, _)| m.reading_key().len()).max().unwrap_or(0);
    let verdict = |m: &Meta| match artifact::table::proved_on(root, m) {
        Some(labels) => format!("{}; proved on D ({})", m.expected.name(), labels.join("; ")),
        None => m.expected.name().to_string(),
    };
    let vwidth = rows.iter().map(|(m, _)| verdict(m).chars().count()).max().unwrap_or(0).max(12);
    for (m, f) in &rows {
        let file = f.as_ref().map_or("—".to_string(), |(_, p)| p.strip_prefix(root).unwrap_or(p).display().to_string());
        println!("{:<width$}  {:<13}  {:<vwidth$}  {}", m.reading_key(), m.class.name(), verdict(m), file);
    }
    0
}

fn number(x: &Json) -> String {
    x.as_f64().map_or_else(|| x.to_string(), |v| format!("{v}"))
}

/// A matrix (JSON array of rows) as aligned rows, indented by `indent`.
fn matrix_lines(rows: &[Json], indent: usize) -> Vec<String> {
    let cells: Vec<Vec<String>> = rows.iter().map(|r| r.as_array().map_or_else(Vec::new, |r| r.iter().map(number).collect())).collect();
    let width = cells.iter().flatten().map(String::len).max().unwrap_or(1);
    cells
        .iter()
        .map(|r| format!("{}[ {} ]", " ".repeat(indent), r.iter().map(|c| format!("{c:>width$}")).collect::<Vec<_>>().join("  ")))
        .collect()
}

/// One named value pretty-printed: numbers inline, vectors in brackets, matrices as rows,
/// lists of matrices one after the other.
pub fn value_lines(name: &str, value: &Json) -> Vec<String> {
    let is_matrix = |v: &Json| v.as_array().is_some_and(|rows| !rows.is_empty() && rows.iter().all(|r| r.as_array().is_some_and(|r| r.iter().all(Json::is_number))));
    match value {
        Json::Array(items) if is_matrix(value) => {
            let mut out = vec![format!("  {name} =")];
            out.extend(matrix_lines(items, 4));
            out
        }
        Json::Array(items) if items.iter().all(Json::is_number) => {
            vec![format!("  {name} = [{}]", items.iter().map(number).collect::<Vec<_>>().join(", "))]
        }
        Json::Array(items) => {
            let mut out = Vec::new();
            for (i, item) in items.iter().enumerate() {
                out.extend(value_lines(&format!("{name}[{}]", i + 1), item));
            }
            out
        }
        other => vec![format!("  {name} = {}", number(other))],
    }
}

/// `lemmacheck show ID[.READING]`.
pub fn show(root: &Path, key: &str) -> i32 {
    let claim: &dyn Check = match claims::resolve(key) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            return 2;
        }
    };
    let m = claim.meta();
    println!("{} — {} ({})", m.reading_key(), m.number, m.paper.key());
    println!("reading: {} ({}); recorded verdict: {}", m.reading, m.class.name(), m.expected.name());
    println!("quoted ({}): {}", m.quote.location, m.quote.words);
    println!("reading note: {}", m.reading_note);
    if let Some(t) = &m.typo {
        println!("typo refutation: printed {}, meant {} ({}); corrected reading: {}", t.printed, t.meant, t.evidence, t.corrected_reading);
    }
    let Some((kind, path)) = file_of(root, m) else {
        println!("\nno file: the search found no counterexample and kept no closest case");
        return 0;
    };
    let doc: Json = match std::fs::read_to_string(&path).ok().and_then(|t| serde_json::from_str(&t).ok()) {
        Some(d) => d,
        None => {
            eprintln!("lemmacheck: {}: not readable JSON (run `lemmacheck verify {}`)", path.display(), path.display());
            return 1;
        }
    };
    if kind == "proof" && artifact::proof::is_branch_and_bound(&doc) {
        return show_domains(root, &path, &doc, m);
    }
    println!("\n{kind}: {}", path.strip_prefix(root).unwrap_or(&path).display());
    if let Some(dims) = doc.pointer("/search/dimensions").and_then(Json::as_object) {
        println!("dimensions: {}", dims.iter().map(|(k, v)| format!("{k} = {v}")).collect::<Vec<_>>().join(", "));
    }
    println!("inputs:");
    if let Some(inputs) = doc.get("inputs").and_then(Json::as_object) {
        for (name, value) in inputs {
            value_lines(name, value).iter().for_each(|l| println!("{l}"));
        }
    }
    match kind {
        "counterexample" => {
            let c = &doc["certificate"];
            println!("violated at {} ({} {} {}):", c["inequality"].as_str().unwrap_or("?"), "lhs", c["relation"].as_str().unwrap_or("<="), "rhs");
            println!("  lhs = {}   certified in [{}, {}]", number(&doc["lhs"]), number(&c["lhs"][0]), number(&c["lhs"][1]));
            println!("  rhs = {}   certified in [{}, {}]", number(&doc["rhs"]), number(&c["rhs"][0]), number(&c["rhs"][1]));
            println!(
                "  lhs - rhs certified in [{}, {}] ({} bits of outward-rounded interval arithmetic)",
                number(&c["lhs_minus_rhs"][0]),
                number(&c["lhs_minus_rhs"][1]),
                c["precision_bits"]
            );
            println!("\nexact inputs (decimal expansions of the binary values) are in the file's `inputs_exact`; recheck with:");
            println!("  lemmacheck verify {}", path.display());
            match crate::coq::evidence::theorem(root, m) {
                Some(t) => println!("Coq theorem {} in {}: `lemmacheck verify` above also checks it with coqc when installed", t.name, t.file),
                None => println!("no Coq theorem is committed for this file (coq/README.md lists each file's theorem or the reason it has none)"),
            }
        }
        "proof" => {
            println!("every relation certified to hold at {} bits; argument:", doc["certificate"]["precision_bits"]);
            println!("  {}", doc["argument"].as_str().unwrap_or(""));
        }
        _ => {
            println!(
                "closest case at {}: lhs = {}, rhs = {}, lhs/rhs = {} (not a violation)",
                doc["inequality"].as_str().unwrap_or("?"),
                number(&doc["lhs"]),
                number(&doc["rhs"]),
                number(&doc["ratio"])
            );
        }
    }
    0
}

/// The proof on stated domains of a reading (a branch-and-bound proof file).
fn show_domains(root: &Path, path: &Path, doc: &Json, m: &Meta) -> i32 {
    let shown = path.strip_prefix(root).unwrap_or(path).display().to_string();
    println!("\nproof on stated domains: {shown}");
    println!("verdict: {} by the search; proved on each domain D below by interval branch and bound", m.expected.name());
    println!("{}", doc["meaning"].as_str().unwrap_or(""));
    for d in doc["domains"].as_array().into_iter().flatten() {
        let c = &d["certificate"];
        println!("\n  D ({}): {}", d["label"].as_str().unwrap_or("?"), d["domain"].as_str().unwrap_or(""));
        let params: Vec<&str> = d["parameters"].as_array().into_iter().flatten().filter_map(Json::as_str).collect();
        println!("  parameters: {}; inputs: {}", params.join(", "), d["inputs"].as_str().unwrap_or(""));
        for (i, r) in d["root_boxes"].as_array().into_iter().flatten().enumerate() {
            let ranges: Vec<String> = r
                .as_array()
                .into_iter()
                .flatten()
                .zip(&params)
                .map(|(x, p)| format!("{p} in [{}, {}]", number(&x[0]), number(&x[1])))
                .collect();
            println!("  root box {}: {}", i + 1, ranges.join(", "));
        }
        println!("  argument: {}", d["argument"].as_str().unwrap_or(""));
        println!(
            "  certificate: {} boxes ({} closed, {} outside the hypotheses), max depth {}, {} bits",
            c["boxes"], c["closed"], c["outside_hypotheses"], c["max_depth"], c["precision_bits"]
        );
    }
    println!("\nreplay every box with:\n  lemmacheck verify {}", path.display());
    0
}

/// `lemmacheck verify FILE...`.
pub fn verify(files: &[PathBuf]) -> i32 {
    let mut status = 0;
    for f in files {
        match replay::verify(f) {
            Ok(v) => {
                let what = match v.lhs_minus_rhs {
                    Some((lo, hi)) => format!("certified counterexample, lhs - rhs in [{lo:e}, {hi:e}]"),
                    None if !v.proved_on.is_empty() => format!("every box of every tree replays: proved on D ({})", v.proved_on.join("; ")),
                    None => format!("every field checks ({})", v.schema),
                };
                println!("ok: {}: {} ({}): {what}", f.display(), v.claim, v.reading);
                if let Some(note) = catalogue_note(&v) {
                    println!("    note: {note}");
                }
                if v.lhs_minus_rhs.is_some() {
                    match crate::coq::evidence::verify(f) {
                        Ok(line) => println!("    Coq: {line}"),
                        Err(e) => {
                            status = 1;
                            println!("FAILED: {}: Coq: {e}", f.display());
                        }
                    }
                }
            }
            Err(problems) => {
                status = 1;
                println!("FAILED: {} ({} problem{}):", f.display(), problems.0.len(), if problems.0.len() == 1 { "" } else { "s" });
                problems.0.iter().for_each(|p| println!("    {p}"));
            }
        }
    }
    status
}

/// A remark when a verified file disagrees with the catalogue's recorded verdict.
fn catalogue_note(v: &replay::Verified) -> Option<String> {
    let claim = claims::find(&v.claim, &v.reading)?;
    let recorded = claim.meta().expected;
    (v.lhs_minus_rhs.is_some() && recorded != crate::claim::Expected::Refuted).then(|| {
        format!("the catalogue records this reading as {}: this file shows the search missed a counterexample", recorded.name())
    })
}

/// `lemmacheck cite ID[.READING]`.
pub fn cite(root: &Path, key: &str, format: super::CiteFormat) -> i32 {
    let claim: &dyn Check = match claims::resolve(key) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            return 2;
        }
    };
    let format = match format {
        super::CiteFormat::Markdown => crate::review::cite::Format::Markdown,
        super::CiteFormat::Latex => crate::review::cite::Format::Latex,
    };
    match crate::review::cite::citation(root, claim, format) {
        Ok(text) => {
            print!("{text}");
            0
        }
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            1
        }
    }
}

/// `lemmacheck report`: writes the review and the graphs.
pub fn report(root: &Path) -> i32 {
    let files = match crate::review::files(root) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            return 1;
        }
    };
    for (path, text) in files {
        let shown = path.strip_prefix(root).unwrap_or(&path).display().to_string();
        let same = std::fs::read_to_string(&path).ok().as_deref() == Some(text.as_str());
        if same {
            eprintln!("unchanged {shown}");
            continue;
        }
        if let Err(e) = path.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|_| std::fs::write(&path, text)) {
            eprintln!("lemmacheck: cannot write {shown}: {e}");
            return 1;
        }
        eprintln!("wrote {shown}");
    }
    0
}
