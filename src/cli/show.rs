//! `lemmacheck list`, `show` and `verify`: reading the catalogue and its files.

use std::path::{Path, PathBuf};

use serde_json::{json, Value as Json};

use crate::artifact::{self, replay, verdict};
use crate::claim::{Check, Expected, Meta};
use crate::notation::unicode;
use crate::claims;

use super::ListArgs;

/// The committed file of a reading, with its kind, whether or not it is there: its
/// counterexample for a reading recorded as refuted (or wherever one exists); else its
/// proof for a proved existence statement (or wherever a proof on stated domains exists);
/// else its closest case. A missing file is never stood in for by another kind.
fn file_of(root: &Path, meta: &Meta) -> (&'static str, PathBuf) {
    let counterexample = artifact::counterexample_path(root, meta);
    let proof = artifact::proof_path(root, meta);
    if meta.expected == Expected::Refuted || counterexample.exists() {
        ("counterexample", counterexample)
    } else if meta.expected == Expected::Proved || proof.exists() {
        ("proof", proof)
    } else {
        ("closest case", artifact::tightest_path(root, meta))
    }
}

/// Why a reading's file cannot be shown, when it cannot: it is missing, or not a file.
fn unavailable(root: &Path, meta: &Meta, kind: &str, path: &Path) -> Option<String> {
    let shown = path.strip_prefix(root).unwrap_or(path).display();
    let restore = format!(
        "restore it from version control, or write it again with `lemmacheck check {}` at default settings",
        meta.reading_key()
    );
    if path.is_dir() {
        Some(format!("{shown} is a folder, not the {kind} file the recorded verdict ({}) needs: {restore}", meta.expected.name()))
    } else if !path.exists() {
        Some(format!("the {kind} file {shown} is missing, but the recorded verdict is {}: {restore}", meta.expected.name()))
    } else {
        None
    }
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
    let rows: Vec<(&Meta, (&str, PathBuf))> = selected.iter().map(|c| (c.meta(), file_of(root, c.meta()))).collect();
    if args.json {
        let out: Vec<Json> = rows
            .iter()
            .map(|(m, f)| {
                let proofs: Vec<Json> = verdict::proofs(root, m)
                    .iter()
                    .map(|p| match p {
                        verdict::Proof::Coq { file, statement, theorem, .. } => json!({
                            "method": p.method(),
                            "file": file,
                            "statement": statement,
                            "theorem": theorem,
                            "scope": p.scope(),
                            "every_size": p.every_size(),
                        }),
                        verdict::Proof::OnDomains { file, domains } => json!({
                            "method": p.method(),
                            "file": file,
                            "scope": p.scope(),
                            "domains": domains.iter().map(|d| json!({
                                "label": d.label,
                                "dimensions": d.dims.iter().map(|(k, v)| (k.clone(), json!(v))).collect::<serde_json::Map<String, Json>>(),
                                "restricts": d.restricts,
                            })).collect::<Vec<_>>(),
                        }),
                    })
                    .collect();
                json!({
                    "claim": m.id,
                    "reading": m.reading,
                    "key": m.reading_key(),
                    "class": m.class.name(),
                    "recorded": m.expected.name(),
                    "kind": verdict::kind(root, m).name(),
                    "verdict": verdict::line(root, m, false),
                    "proofs": proofs,
                    "coq_statement_file": crate::coq::proofs::statement_of(root, m).map(|(f, _)| f),
                    "coq_statement": crate::coq::proofs::statement_of(root, m).map(|(_, s)| s),
                    "proved_on": artifact::table::proved_on(root, m).unwrap_or_default(),
                    "statement": m.number,
                    "file": f.1.is_file().then(|| f.1.strip_prefix(root).unwrap_or(&f.1).display().to_string()),
                    "missing": (!f.1.is_file()).then(|| f.1.strip_prefix(root).unwrap_or(&f.1).display().to_string()),
                })
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&Json::Array(out)).expect("JSON serialises"));
        return 0;
    }
    // one line per reading (for one proved for every size, that and the search's verdict);
    // a proof, with its domain in words, on the lines below it
    let width = rows.iter().map(|(m, _)| m.reading_key().len()).max().unwrap_or(0);
    let search = |m: &Meta| {
        if verdict::proved_every_size(root, m) {
            unicode::render(&verdict::line(root, m, false))
        } else {
            unicode::render(&verdict::line_without_proofs(m, false))
        }
    };
    let vwidth = rows.iter().map(|(m, _)| search(m).chars().count()).max().unwrap_or(0).max(12);
    for (m, f) in &rows {
        let (_, p) = f;
        let shown = p.strip_prefix(root).unwrap_or(p).display();
        let file = if p.is_file() { shown.to_string() } else { format!("MISSING {shown}") };
        let v = search(m);
        let pad = vwidth.saturating_sub(v.chars().count());
        println!("{:<width$}  {:<13}  {v}{}  {}", m.reading_key(), m.class.name(), " ".repeat(pad), file);
        match verdict::sentence(root, m) {
            Some(both) => println!("{:width$}  {}", "", unicode::render(&both)),
            None => {
                for p in verdict::proofs(root, m) {
                    let source = match &p {
                        verdict::Proof::Coq { .. } => crate::review::cite::proof_note(&p),
                        verdict::Proof::OnDomains { file, .. } => file.clone(),
                    };
                    println!("{:width$}  {} {} ({})", "", p.how(), unicode::render(&p.scope()), unicode::render(&source));
                }
            }
        }
    }
    0
}

fn number(x: &Json) -> String {
    x.as_f64().map_or_else(|| x.to_string(), |v| format!("{v}"))
}

/// One named value pretty-printed ([`crate::notation::values::lines`]).
pub fn value_lines(name: &str, value: &Json) -> Vec<String> {
    crate::notation::values::lines(name, value)
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
    println!("reading: {} ({}); recorded verdict: {}", m.reading, m.class.name(), unicode::render(&verdict::line(root, m, false)));
    if let Some(both) = verdict::sentence(root, m) {
        println!("{}", unicode::render(&both));
    }
    println!("quoted ({}): {}", m.quote.location, m.quote.words);
    if let Some(block) = crate::review::cite::coq_statement(root, m, crate::review::cite::Format::Text) {
        print!("{block}");
    }
    println!("reading note: {}", unicode::render(m.reading_note));
    for p in verdict::proofs(root, m) {
        if let verdict::Proof::Coq { theorem, .. } = &p {
            println!(
                "proof: {} {}: {} (`cargo test \"coq proof {}\"` compiles it and checks its axioms)",
                p.how(),
                unicode::render(&p.scope()),
                unicode::render(&crate::review::cite::proof_note(&p)),
                m.reading_key()
            );
            if !p.every_size() {
                // the statement proved on a part adds its condition to the reading's
                if let Some((file, defs)) = crate::coq::proofs::marked(m).and_then(|x| crate::coq::proofs::part_statement(root, &x)) {
                    print!("{}", crate::review::cite::coq_block(&file, &defs, crate::review::cite::Format::Text).replace("The statement in Coq", &format!("The statement {theorem} proves")));
                }
            }
        }
    }
    if let Some(step) = crate::review::steps::failing_step(root, m) {
        println!("failing step of the proof: {}", unicode::render(&step));
    }
    if let Some(t) = &m.typo {
        println!(
            "typo refutation: printed {}, meant {} ({}); corrected reading: {}",
            unicode::render(t.printed),
            unicode::render(t.meant),
            unicode::render(t.evidence),
            t.corrected_reading
        );
    }
    let (kind, path) = file_of(root, m);
    if let Some(why) = unavailable(root, m, kind, &path) {
        println!("\nno {kind} to show: {why}");
        return 1;
    }
    // Nothing is shown as certified unless it checks now, as `lemmacheck verify` checks it;
    // what is shown is the text that was checked.
    let text = match replay::read(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            return 1;
        }
    };
    let verified = match replay::verify_text(&path, &text) {
        Ok(v) => v,
        Err(problems) => {
            let shown = path.strip_prefix(root).unwrap_or(&path).display();
            println!("\nUNVERIFIED {kind}: {shown} does not check, so none of its values is shown ({} problem{}):", problems.0.len(), if problems.0.len() == 1 { "" } else { "s" });
            problems.0.iter().for_each(|p| println!("    {p}"));
            eprintln!("lemmacheck: {shown} does not check (`lemmacheck verify {}` lists the same problems)", path.display());
            return 1;
        }
    };
    let doc: Json = match artifact::json::parse(&text) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("lemmacheck: {}: {e}", path.display());
            return 1;
        }
    };
    if let Some(note) = catalogue_note(&verified) {
        println!("note: {note}");
    }
    if kind == "proof" && artifact::proof::is_branch_and_bound(&doc) {
        return show_domains(root, &path, &doc, m);
    }
    println!("\n{kind}: {} (verified now: every field recomputed from the inputs)", path.strip_prefix(root).unwrap_or(&path).display());
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
            println!("  {}", unicode::render(doc["argument"].as_str().unwrap_or("")));
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
    println!("\nproof on stated domains: {shown} (verified now: every box of every tree replayed)");
    println!("verdict: {} by the search; proved on each domain D below by interval branch and bound:", m.expected.name());
    for p in verdict::proofs(root, m).iter().filter(|p| matches!(p, verdict::Proof::OnDomains { .. })) {
        println!("  proved {}", unicode::render(&p.scope()));
    }
    println!("{}", doc["meaning"].as_str().unwrap_or(""));
    for d in doc["domains"].as_array().into_iter().flatten() {
        let c = &d["certificate"];
        println!("\n  D ({}): {}", d["label"].as_str().unwrap_or("?"), unicode::render(d["domain"].as_str().unwrap_or("")));
        let params: Vec<&str> = d["parameters"].as_array().into_iter().flatten().filter_map(Json::as_str).collect();
        println!("  parameters: {}; inputs: {}", params.join(", "), unicode::render(d["inputs"].as_str().unwrap_or("")));
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
        println!("  argument: {}", unicode::render(d["argument"].as_str().unwrap_or("")));
        println!(
            "  certificate: {} boxes ({} closed, {} outside the hypotheses), max depth {}, {} bits",
            c["boxes"], c["closed"], c["outside_hypotheses"], c["max_depth"], c["precision_bits"]
        );
    }
    println!("\nreplay every box with:\n  lemmacheck verify {}", path.display());
    0
}

/// `lemmacheck verify FILE... [--no-coq]`: with `coq`, a counterexample file's theorem is
/// also checked by coqc ([`crate::coq::evidence::verify`]).
pub fn verify(root: Option<&Path>, files: &[PathBuf], coq: bool) -> i32 {
    let mut status = 0;
    for f in files {
        // the file is read once: what is verified is what the Coq check is generated from
        let checked = replay::read(f).and_then(|text| replay::verify_text(f, &text).map(|v| (v, text)));
        match checked {
            Ok((v, text)) => {
                let what = match v.lhs_minus_rhs {
                    Some((lo, hi)) => format!("certified counterexample, lhs - rhs in [{lo:e}, {hi:e}]"),
                    None if !v.proved_on.is_empty() => {
                        let key = if v.reading == "as-written" { v.claim.clone() } else { format!("{}.{}", v.claim, v.reading) };
                        format!("every box of every tree replays: proved {}", unicode::render(&verdict::scope_of(&key, &v.proved_on)))
                    }
                    None => format!("every field checks ({})", v.schema),
                };
                println!("ok: {}: {} ({}): {what}", f.display(), v.claim, v.reading);
                if let Some(note) = catalogue_note(&v) {
                    println!("    note: {note}");
                }
                if v.lhs_minus_rhs.is_some() && !coq {
                    println!("    Coq: not checked (--no-coq)");
                } else if v.lhs_minus_rhs.is_some() {
                    let checked = claims::find(&v.claim, &v.reading)
                        .ok_or_else(|| format!("{} ({}) is not in the catalogue", v.claim, v.reading))
                        .and_then(|claim| {
                            let doc = crate::artifact::json::parse(&text)?;
                            crate::coq::evidence::verify(root, claim.meta(), &doc)
                        });
                    match checked {
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
        super::CiteFormat::Text => crate::review::cite::Format::Text,
        super::CiteFormat::Numpy => {
            return match crate::review::cite::numpy(root, claim) {
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
        if let Err(e) = crate::files::replace(&path, text.as_bytes()) {
            eprintln!("lemmacheck: cannot write {shown}: {e}");
            return 1;
        }
        eprintln!("wrote {shown}");
    }
    0
}
