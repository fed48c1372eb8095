//! Refutations a proof assistant checks: every counterexample file as a Coq theorem.
//!
//! The Coq side lives in `coq/` (see `coq/README.md`):
//!
//! * `coq/Library/` — the papers' objects (sums, matrices with their sizes as parameters,
//!   the norms by name, softm, Res and res, attention, the networks, LayerNorm, the
//!   constants of the layer-collapse argument), verified interval enclosures of all of
//!   them (`Enclosures.v`) and the proof automation (`Refute.v`);
//! * `coq/Statements/<PaperDir>/<name>.v` — one statement per reading, written by hand:
//!   `Definition <name> : Prop := forall <sizes> <inputs>, <hypotheses> -> <conclusion>`,
//!   with the source's words and every reading decision in comments;
//! * `coq/Refutations/<PaperDir>/<name>.v` — one theorem `<name>_refuted : ~ <name>` per
//!   counterexample file, **generated** by this module ([`generated`]) and committed.
//!
//! **Names.** `<PaperDir>` is `LargeWeights` or `Dong2021` ([`paper_dir`]); `<name>` is the
//! claim id's part after the paper, with `-` and `.` turned into `_`, and for a reading
//! other than `as-written` `__` and the reading turned the same way ([`coq_name`]):
//! `large-weights/lemma-4.1` → `lemma_4_1`, `lemma-4.1.any-minimiser` →
//! `lemma_4_1__any_minimiser`.
//!
//! **Contract between a statement and the generator** ([`statement`]). The generator reads
//! the binders of `Definition <name> : Prop := forall (x y : T) ..., ...` and fills each
//! from the counterexample file: a binder of type `nat` from `search.dimensions` (or an
//! integer input of the same name), one of type `R`, `vec`, `mat`, `nat -> mat` or
//! `nat -> nat -> mat` from `inputs_exact` (a number, a flat array, an array of rows, an
//! array of matrices, an array of arrays of matrices). A binder's name is the file's
//! symbol, with a trailing `_` where the symbol is also a name Coq uses (`R_` for `R`,
//! `Z_` for `Z`), or the symbol without its underscores (`phi0` for `phi_0`). Everything after the binders — `H₁ -> ... -> Hₖ -> C` — is the
//! statement's own: the automation proves each `Hᵢ` and refutes `C`, whose leading
//! quantifiers over bounded indices are instantiated with the certificate's violated
//! instance ("entry, i = 2, j = 1" gives the indices 1, 0; [`instance_indices`]). A
//! statement may instead provide `Definition <name>_checked : Prop := forall ...` and
//! `Lemma <name>_checked_of : <name> -> <name>_checked` (a consequence that is easier to
//! refute, e.g. an existence statement reduced to a computable identity); the generator
//! then refutes `<name>_checked` and concludes `~ <name>`.
//!
//! **A file without a theorem** is never skipped silently: [`generated`] returns, for
//! every counterexample file, either the refutation's text or the reason it has none (no
//! statement file yet, a binder the file does not provide), and `coq/README.md` lists
//! both (its generated section).
//!
//! **Checking** ([`check`]) runs `coqc` on a copy of `coq/` in a build folder (never in
//! the source tree), the library once, then statements and refutations, with a cache
//! keyed by the SHA-256 of every source file a result depends on and of the tool chain.
//! `Print Assumptions` must show only the axioms in [`check::ALLOWED_AXIOMS`].

pub mod check;
pub mod evidence;
pub mod render;
pub mod statement;

use std::path::{Path, PathBuf};

use serde_json::Value as Json;

use statement::{Binder, CoqType, Statement};

/// The folder of the Coq development, relative to the root.
pub const COQ_DIR: &str = "coq";
/// The generated section's markers in `coq/README.md`.
pub const TABLE_BEGIN: &str = "<!-- BEGIN GENERATED: refutations -->";
/// See [`TABLE_BEGIN`].
pub const TABLE_END: &str = "<!-- END GENERATED: refutations -->";

/// The Coq folder of a paper key (`large-weights` → `LargeWeights`).
pub fn paper_dir(paper: &str) -> Option<&'static str> {
    match paper {
        "large-weights" => Some("LargeWeights"),
        "dong2021" => Some("Dong2021"),
        _ => None,
    }
}

fn coqify(text: &str) -> String {
    text.chars().map(|c| if c == '-' || c == '.' { '_' } else { c }).collect()
}

/// The Coq name of a reading: `lemma_4_1` for `large-weights/lemma-4.1` as written,
/// `lemma_4_1__any_minimiser` for its reading `any-minimiser`.
pub fn coq_name(claim_id: &str, reading: &str) -> String {
    let short = claim_id.split_once('/').map_or(claim_id, |(_, s)| s);
    if reading == "as-written" {
        coqify(short)
    } else {
        format!("{}__{}", coqify(short), coqify(reading))
    }
}

/// The statement's path relative to the root: `coq/Statements/<PaperDir>/<name>.v`.
pub fn statement_path(paper: &str, name: &str) -> Option<PathBuf> {
    paper_dir(paper).map(|d| PathBuf::from(COQ_DIR).join("Statements").join(d).join(format!("{name}.v")))
}

/// The refutation's path relative to the root: `coq/Refutations/<PaperDir>/<name>.v`.
pub fn refutation_path(paper: &str, name: &str) -> Option<PathBuf> {
    paper_dir(paper).map(|d| PathBuf::from(COQ_DIR).join("Refutations").join(d).join(format!("{name}.v")))
}

/// One concrete case of a reading, read from a counterexample (or tightness) file: the
/// reading, its sizes, its exact inputs and the instance of the conclusion to refute.
#[derive(Clone, Debug)]
pub struct Case {
    /// The file, as shown to readers (relative to the root).
    pub file: String,
    /// Claim id.
    pub claim: String,
    /// Reading name.
    pub reading: String,
    /// `search.dimensions`.
    pub dimensions: serde_json::Map<String, Json>,
    /// `inputs_exact`.
    pub inputs: serde_json::Map<String, Json>,
    /// The violated instance's indices, 0-based ([`instance_indices`]).
    pub instance: Vec<usize>,
}

impl Case {
    /// The paper key (the claim id's part before `/`).
    pub fn paper(&self) -> &str {
        self.claim.split_once('/').map_or("", |(p, _)| p)
    }

    /// The Coq name of the case's reading.
    pub fn name(&self) -> String {
        coq_name(&self.claim, &self.reading)
    }

    /// A case from a counterexample file (its certificate's instance) or a tightness file
    /// (its `inequality`); `file` names it in errors.
    pub fn from_json(file: &str, doc: &Json) -> Result<Case, String> {
        let text = |key: &str| -> Result<String, String> {
            doc.get(key).and_then(Json::as_str).map(str::to_string).ok_or_else(|| format!("{file}: no string field `{key}`"))
        };
        let object = |v: Option<&Json>, key: &str| -> Result<serde_json::Map<String, Json>, String> {
            v.and_then(Json::as_object).cloned().ok_or_else(|| format!("{file}: no object `{key}`"))
        };
        let place = doc
            .get("certificate")
            .and_then(|c| c.get("inequality"))
            .or_else(|| doc.get("inequality"))
            .and_then(Json::as_str)
            .ok_or_else(|| format!("{file}: no violated instance (`certificate.inequality` or `inequality`)"))?;
        Ok(Case {
            file: file.to_string(),
            claim: text("claim")?,
            reading: text("reading")?,
            dimensions: object(doc.get("search").and_then(|s| s.get("dimensions")), "search.dimensions")?,
            inputs: object(doc.get("inputs_exact"), "inputs_exact")?,
            instance: instance_indices(place).map_err(|e| format!("{file}: {e}"))?,
        })
    }
}

/// The 0-based indices of an instance as the files print it ("entry, i = 2, j = 1" →
/// `[1, 0]`; "the inequality" → `[]`).
pub fn instance_indices(place: &str) -> Result<Vec<usize>, String> {
    let mut out = Vec::new();
    for part in place.split(',').map(str::trim) {
        for var in ["i = ", "j = "] {
            if let Some(v) = part.strip_prefix(var) {
                let k: usize = v.parse().map_err(|_| format!("instance `{place}`: `{part}` is not an index"))?;
                if k == 0 {
                    return Err(format!("instance `{place}`: indices are shown from 1"));
                }
                out.push(k - 1);
            }
        }
    }
    Ok(out)
}

/// The text of the refutation of `case`'s reading, stated by `statement`.
pub fn refutation(case: &Case, statement: &Statement) -> Result<String, String> {
    let paper = paper_dir(case.paper()).ok_or_else(|| format!("{}: unknown paper `{}`", case.file, case.paper()))?;
    let name = &statement.name;
    let mut inputs = String::new();
    let mut hooks = Vec::new();
    let mut arguments = Vec::new();
    for b in &statement.binders {
        match b.ty {
            CoqType::Nat => arguments.push(format!("{}%nat", nat_value(case, b)?)),
            _ => {
                let value = input_value(case, b)?;
                let coq = render::literal(value, b.ty).map_err(|e| format!("{}: input {}: {e}", case.file, b.symbol()))?;
                inputs.push_str(&render::input_definitions(&b.name, b.ty, &coq));
                hooks.push(format!("{} => apply {}_encl", b.name, b.name));
                arguments.push(b.name.clone());
            }
        }
    }
    let target = if statement.checked { format!("{name}_checked") } else { name.clone() };
    let from_checked = if statement.checked { format!(" apply {name}_checked_of in Hs.") } else { String::new() };
    let hook = if hooks.is_empty() {
        String::new()
    } else {
        format!("Ltac lc_inputs p t ::= lazymatch t with\n  | {}\n  end.\n\n", hooks.join("\n  | "))
    };
    let instance = if case.instance.is_empty() {
        "(@nil nat)".to_string()
    } else {
        format!("[{}]", case.instance.iter().map(|i| format!("{i}%nat")).collect::<Vec<_>>().join("; "))
    };
    let reading = if case.reading == "as-written" { "as written".to_string() } else { format!("reading `{}`", case.reading) };
    Ok(format!(
        "(** Generated from {file} by `cargo run --release` (src/coq); do not edit.\n\n    \
         {claim}, {reading}, is false: at the file's sizes and exact inputs ([inputs_exact])\n    \
         below, every hypothesis of [{target}] holds and its conclusion fails{at}.\n    \
         The statement is coq/Statements/{paper}/{name}.v. *)\n\n\
         From Lemmacheck Require Import Refute.\n\
         From Statements.{paper} Require Import {name}.\n\
         Open Scope R_scope.\n\
         Open Scope list_scope.\n\n\
         {inputs}{hook}\
         Theorem {name}_refuted : ~ {name}.\n\
         Proof.\n  \
         intro Hs.{from_checked} specialize (Hs {args}). revert Hs.\n  \
         lc_refute_instance {instance}.\n\
         Qed.\n",
        file = case.file,
        claim = case.claim,
        at = if case.instance.is_empty() { String::new() } else { format!(" (at the instance {instance} of its conclusion)") },
        args = arguments.join(" "),
    ))
}

fn nat_value(case: &Case, b: &Binder) -> Result<u64, String> {
    let symbol = b.symbol();
    let from_dims = b.find(case.dimensions.keys()).and_then(|k| case.dimensions.get(k)).and_then(Json::as_u64);
    let from_inputs = match b.find(case.inputs.keys()).and_then(|k| case.inputs.get(k)) {
        Some(Json::String(s)) => Some(s.parse::<u64>().map_err(|_| format!("{}: input {symbol} = {s:?} is not a natural number", case.file))?),
        Some(_) => return Err(format!("{}: input {symbol} is not a number", case.file)),
        None => None,
    };
    match (from_dims, from_inputs) {
        (Some(a), Some(b)) if a != b => Err(format!("{}: {symbol} is {a} in search.dimensions but {b} in inputs_exact", case.file)),
        (Some(a), _) | (None, Some(a)) => Ok(a),
        (None, None) => Err(format!("{}: the statement's size {symbol} is neither in search.dimensions nor in inputs_exact", case.file)),
    }
}

fn input_value<'a>(case: &'a Case, b: &Binder) -> Result<&'a Json, String> {
    b.find(case.inputs.keys())
        .and_then(|k| case.inputs.get(k))
        .ok_or_else(|| format!("{}: the statement's input {} is not in inputs_exact", case.file, b.symbol()))
}

/// A counterexample file and what the generator makes of it.
#[derive(Clone, Debug)]
pub struct Planned {
    /// The counterexample file, relative to the root.
    pub counterexample: String,
    /// The claim id and reading, `id` or `id.reading`.
    pub reading_key: String,
    /// The refutation's path relative to the root.
    pub refutation: PathBuf,
    /// The statement's path relative to the root.
    pub statement: PathBuf,
    /// The refutation's text, or why there is none.
    pub outcome: Result<String, String>,
}

fn json_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "json") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// For one counterexample (or tightness) file under `root`: its case and the statement
/// its reading has, or why not.
pub fn case_and_statement(root: &Path, file: &Path) -> Result<(Case, Statement, PathBuf), String> {
    let shown = file.strip_prefix(root).unwrap_or(file).display().to_string();
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {shown}: {e}"))?;
    let doc: Json = serde_json::from_str(&text).map_err(|e| format!("{shown}: not JSON: {e}"))?;
    let case = Case::from_json(&shown, &doc)?;
    let rel = statement_path(case.paper(), &case.name()).ok_or_else(|| format!("{shown}: unknown paper `{}`", case.paper()))?;
    let stext = std::fs::read_to_string(root.join(&rel)).map_err(|_| format!("no statement file {} yet", rel.display()))?;
    let statement = statement::parse(&case.name(), &stext).map_err(|e| format!("{}: {e}", rel.display()))?;
    Ok((case, statement, rel))
}

/// Every counterexample file under `root` with its refutation (or the reason it has none),
/// in file order.
pub fn generated(root: &Path) -> Vec<Planned> {
    json_files(&root.join("counterexamples"))
        .into_iter()
        .map(|file| {
            let shown = file.strip_prefix(root).unwrap_or(&file).display().to_string();
            let doc = std::fs::read_to_string(&file).ok().and_then(|t| serde_json::from_str::<Json>(&t).ok());
            let (claim, reading) = doc
                .as_ref()
                .map(|d| {
                    let s = |k: &str| d.get(k).and_then(Json::as_str).unwrap_or("").to_string();
                    (s("claim"), s("reading"))
                })
                .unwrap_or_default();
            let paper = claim.split_once('/').map_or("", |(p, _)| p).to_string();
            let name = coq_name(&claim, &reading);
            let dir = paper_dir(&paper).unwrap_or("Unknown");
            let refutation = PathBuf::from(COQ_DIR).join("Refutations").join(dir).join(format!("{name}.v"));
            let statement = PathBuf::from(COQ_DIR).join("Statements").join(dir).join(format!("{name}.v"));
            let reading_key = if reading == "as-written" { claim.clone() } else { format!("{claim}.{reading}") };
            let outcome = case_and_statement(root, &file).and_then(|(case, st, _)| self::refutation(&case, &st));
            Planned { counterexample: shown, reading_key, refutation, statement, outcome }
        })
        .collect()
}

/// The generated section of `coq/README.md`: every counterexample file, its theorem and
/// statement, or why it has none.
pub fn table(planned: &[Planned]) -> String {
    let mut out = String::from("| counterexample file | Coq theorem | statement |\n|---|---|---|\n");
    for p in planned {
        let file = p.counterexample.replace('\\', "/");
        let rel = |q: &Path| q.strip_prefix(COQ_DIR).unwrap_or(q).display().to_string().replace('\\', "/");
        match &p.outcome {
            Ok(_) => out.push_str(&format!(
                "| `{file}` | [`{}`]({}) | [`{}`]({}) |\n",
                p.refutation.file_stem().map_or(String::new(), |s| format!("{}_refuted", s.to_string_lossy())),
                rel(&p.refutation),
                rel(&p.statement),
                rel(&p.statement),
            )),
            Err(why) => out.push_str(&format!("| `{file}` | none: {why} | |\n")),
        }
    }
    out
}

/// `coq/README.md` with its generated section brought up to date.
pub fn readme(root: &Path, planned: &[Planned]) -> Result<String, String> {
    let path = root.join(COQ_DIR).join("README.md");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let (begin, end) = (
        text.find(TABLE_BEGIN).ok_or_else(|| format!("{} lacks the marker {TABLE_BEGIN}", path.display()))?,
        text.find(TABLE_END).ok_or_else(|| format!("{} lacks the marker {TABLE_END}", path.display()))?,
    );
    if end < begin {
        return Err(format!("{}: the generated section's markers are out of order", path.display()));
    }
    Ok(format!("{}{TABLE_BEGIN}\n{}{}", &text[..begin], table(planned), &text[end..]))
}

/// The generated Coq files with their contents: the refutations and `coq/README.md`.
pub fn wanted(root: &Path) -> Result<Vec<(PathBuf, String)>, String> {
    let planned = generated(root);
    let mut out: Vec<(PathBuf, String)> =
        planned.iter().filter_map(|p| p.outcome.as_ref().ok().map(|text| (root.join(&p.refutation), text.clone()))).collect();
    out.push((root.join(COQ_DIR).join("README.md"), readme(root, &planned)?));
    Ok(out)
}

/// Refutation files under `coq/Refutations` that no counterexample file generates (left
/// from a file that is gone), relative to the root.
pub fn orphans(root: &Path) -> Vec<String> {
    let wanted: Vec<PathBuf> = generated(root).into_iter().filter(|p| p.outcome.is_ok()).map(|p| p.refutation).collect();
    let mut out = Vec::new();
    let base = root.join(COQ_DIR).join("Refutations");
    let Ok(papers) = std::fs::read_dir(&base) else { return out };
    for paper in papers.flatten() {
        let Ok(files) = std::fs::read_dir(paper.path()) else { continue };
        for f in files.flatten() {
            let p = f.path();
            if p.extension().is_some_and(|x| x == "v") {
                let rel = p.strip_prefix(root).unwrap_or(&p).to_path_buf();
                if !wanted.contains(&rel) {
                    out.push(rel.display().to_string());
                }
            }
        }
    }
    out.sort();
    out
}

/// Removes the [`orphans`]; returns them.
pub fn remove_orphans(root: &Path) -> Result<Vec<String>, String> {
    let orphans = orphans(root);
    for o in &orphans {
        std::fs::remove_file(root.join(o)).map_err(|e| format!("cannot remove {o}: {e}"))?;
    }
    Ok(orphans)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_convention() {
        assert_eq!(coq_name("large-weights/lemma-4.1", "as-written"), "lemma_4_1");
        assert_eq!(coq_name("large-weights/lemma-4.1", "any-minimiser"), "lemma_4_1__any_minimiser");
        assert_eq!(coq_name("dong2021/claim-norm-1-inf-p1", "triangle-inequality"), "claim_norm_1_inf_p1__triangle_inequality");
        assert_eq!(statement_path("dong2021", "eq_12").unwrap(), PathBuf::from("coq/Statements/Dong2021/eq_12.v"));
    }

    #[test]
    fn instances_are_read_from_the_printed_place() {
        assert_eq!(instance_indices("the inequality").unwrap(), Vec::<usize>::new());
        assert_eq!(instance_indices("entry, i = 2, j = 1").unwrap(), vec![1, 0]);
        assert_eq!(instance_indices("X_l, l = i, i = 1").unwrap(), vec![0]);
        assert_eq!(instance_indices("read-out head, i = 3").unwrap(), vec![2]);
        assert!(instance_indices("entry, i = 0").is_err());
    }
}
