//! Readings proved in Coq: which files hold each proof, what a proof file must state, and the
//! Coq statement shown beside the paper's words.
//!
//! A reading the catalogue marks proved ([`crate::claim::Meta::proved_in_coq`]) has
//!
//! * its statement `Definition <name> : Prop := ...` in `coq/Statements/<PaperDir>/<name>.v`
//!   (the same file the refutations use, written by hand, whose header says how each
//!   hypothesis is encoded), and
//! * its proof `Theorem <name>_holds : <name>.` in `coq/Proofs/<PaperDir>/<name>.v`,
//!
//! where `<name>` is the reading's Coq name ([`super::coq_name`]). A refuted reading proved
//! on part of its hypothesis set ([`crate::claim::CoqProof::On`]) has the same two files
//! under the name `<name>__on_<part>`; that statement adds the part's condition to the
//! reading's hypotheses.
//!
//! `cargo test` compiles every proof (the trials `coq proof <id>`), runs `Print Assumptions`
//! on its theorem against [`super::check::ALLOWED_AXIOMS`], and fails when a marked reading
//! has no proof file or a proof file belongs to no marked reading ([`unmarked_files`]).

use std::path::{Path, PathBuf};

use crate::claim::{CoqProof, Meta};

use super::{coqify, coq_name, paper_dir, COQ_DIR};

/// A reading's proof in Coq, as the catalogue marks it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proved {
    /// The reading key (`id` or `id.reading`).
    pub key: String,
    /// The Coq name of the statement proved (`lemma_4_4`, `lemma_5_1__on_d_at_most_2`).
    pub name: String,
    /// `coq/Proofs/<PaperDir>/<name>.v`, with `/` separators.
    pub proof_file: String,
    /// `coq/Statements/<PaperDir>/<name>.v`, with `/` separators.
    pub statement_file: String,
    /// `coq/Satisfiable/<PaperDir>/<name>.v`, with `/` separators: its non-vacuity theorem
    /// ([`super::premises::satisfiable`]).
    pub satisfiable_file: String,
    /// `<name>_holds`.
    pub theorem: String,
    /// For every size, or on a part.
    pub scope: CoqProof,
}

impl Proved {
    /// The proof file relative to `coq/` (as the build compiles it).
    pub fn proof_in_coq_dir(&self) -> String {
        self.proof_file.strip_prefix(&format!("{COQ_DIR}/")).unwrap_or(&self.proof_file).to_string()
    }

    /// The satisfiable file relative to `coq/`.
    pub fn satisfiable_in_coq_dir(&self) -> String {
        self.satisfiable_file.strip_prefix(&format!("{COQ_DIR}/")).unwrap_or(&self.satisfiable_file).to_string()
    }

    /// `<name>_satisfiable`.
    pub fn satisfiable_theorem(&self) -> String {
        format!("{}_satisfiable", self.name)
    }
}

fn slashed(p: &Path) -> String {
    p.iter().map(|c| c.to_string_lossy()).collect::<Vec<_>>().join("/")
}

/// The Coq proof the catalogue marks for `m`, with its files (whether or not they exist).
pub fn marked(m: &Meta) -> Option<Proved> {
    let scope = m.coq_proof?;
    let base = coq_name(m.id, m.reading);
    let name = match scope {
        CoqProof::EverySize => base,
        CoqProof::On { part, .. } => format!("{base}__on_{}", coqify(part)),
    };
    let dir = paper_dir(m.paper.key())?;
    let file = |folder: &str| slashed(&PathBuf::from(COQ_DIR).join(folder).join(dir).join(format!("{name}.v")));
    Some(Proved {
        key: m.reading_key(),
        proof_file: file("Proofs"),
        statement_file: file("Statements"),
        satisfiable_file: file("Satisfiable"),
        theorem: format!("{name}_holds"),
        name,
        scope,
    })
}

/// Every proof the catalogue marks, in catalogue order.
pub fn all_marked() -> Vec<Proved> {
    crate::claims::catalogue().iter().filter_map(|c| marked(c.meta())).collect()
}

/// The proof of `m` when the catalogue marks one and its file is committed under `root`
/// (that it compiles is what `cargo test` checks).
pub fn committed(root: &Path, m: &Meta) -> Option<Proved> {
    marked(m).filter(|p| root.join(&p.proof_file).is_file())
}

/// The files under `coq/Proofs` of `root`, relative to the root, with `/` separators.
pub fn proof_files(root: &Path) -> Vec<String> {
    files_under(root, "Proofs")
}

/// The `.v` files under `coq/<folder>/<Paper>/` of `root`, relative to the root.
pub fn files_under(root: &Path, folder: &str) -> Vec<String> {
    let base = root.join(COQ_DIR).join(folder);
    let mut out = Vec::new();
    for paper in std::fs::read_dir(&base).into_iter().flatten().flatten() {
        for f in std::fs::read_dir(paper.path()).into_iter().flatten().flatten() {
            let p = f.path();
            if p.extension().is_some_and(|x| x == "v") {
                out.push(slashed(p.strip_prefix(root).unwrap_or(&p)));
            }
        }
    }
    out.sort();
    out
}

/// The proof and satisfiable files that no reading of the catalogue is marked proved by,
/// each with why.
pub fn unmarked_files(root: &Path) -> Vec<String> {
    let marked = all_marked();
    let proofs: Vec<&String> = marked.iter().map(|p| &p.proof_file).collect();
    let satisfiable: Vec<&String> = marked.iter().map(|p| &p.satisfiable_file).collect();
    let mut out: Vec<String> = proof_files(root)
        .into_iter()
        .filter(|f| !proofs.contains(&f))
        .map(|f| format!("{f} proves a statement that no reading of the catalogue is marked proved by (`Meta::proved_in_coq`); mark the reading or remove the file"))
        .collect();
    out.extend(
        files_under(root, "Satisfiable")
            .into_iter()
            .filter(|f| !satisfiable.contains(&f))
            .map(|f| format!("{f} is the non-vacuity theorem of a statement that no reading is marked proved by; remove it or mark the reading")),
    );
    out
}

/// Checks the text of a proof file before compiling it: it states `Theorem <name>_holds :
/// <name>.` and has no `Admitted`, `admit`, `Axiom`, `Parameter` or `Conjecture` (which
/// `Print Assumptions` would also show; this names the file before any coqc runs).
pub fn check_text(p: &Proved, text: &str) -> Result<(), String> {
    let code = super::statement::strip_comments(text);
    let words: Vec<&str> = code.split_whitespace().collect();
    let statement = ["Theorem", &p.theorem, ":", &format!("{}.", p.name)];
    if !words.windows(4).any(|w| w == statement) {
        return Err(format!("{} does not state `Theorem {} : {}.`", p.proof_file, p.theorem, p.name));
    }
    for bad in ["Admitted.", "admit.", "Axiom", "Axioms", "Parameter", "Parameters", "Conjecture", "Hypothesis", "Variable"] {
        if words.iter().any(|w| *w == bad || w.trim_end_matches('.') == bad.trim_end_matches('.')) {
            return Err(format!("{} contains `{bad}`: a proof rests on the library and the standard axioms only", p.proof_file));
        }
    }
    Ok(())
}

/// The Coq sentences of a file's code (comments removed), each with its text as written
/// (indentation of continuation lines kept, trailing space removed).
fn sentences(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = code.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        current.push(c);
        // a sentence ends at a period followed by white space or the end (not a qualified
        // name's period, `Lemmacheck.Norms`)
        if c == '.' && chars.get(i + 1).is_none_or(|n| n.is_whitespace()) {
            out.push(std::mem::take(&mut current));
        }
    }
    out.into_iter()
        .map(|s| {
            let lines: Vec<&str> = s.lines().map(str::trim_end).filter(|l| !l.trim().is_empty()).collect();
            lines.join("\n")
        })
        .filter(|s| !s.is_empty())
        .collect()
}

/// The statement a file states, as Coq text: its definitions (`Definition`, `Fixpoint`,
/// `Notation`, `Let`), comments, imports and proofs left out, in file order, separated by
/// blank lines. The last definition is the one named after the file.
pub fn definitions(text: &str) -> String {
    let code = super::statement::strip_comments(text);
    let kept: Vec<String> = sentences(&code)
        .into_iter()
        .filter(|s| {
            let first = s.split_whitespace().next().unwrap_or("");
            matches!(first, "Definition" | "Fixpoint" | "Notation" | "Let")
        })
        .map(|s| {
            // the first line of a sentence may be indented where a comment stood before it
            let mut lines = s.lines();
            let head = lines.next().unwrap_or("").trim_start().to_string();
            std::iter::once(head).chain(lines.map(str::to_string)).collect::<Vec<_>>().join("\n")
        })
        .collect();
    kept.join("\n\n")
}

/// The Coq statement of a reading under `root`, when it has a statement file: the file
/// (relative to the root, `/` separators) and its [`definitions`].
pub fn statement_of(root: &Path, m: &Meta) -> Option<(String, String)> {
    let rel = super::statement_path(m.paper.key(), &coq_name(m.id, m.reading))?;
    let text = std::fs::read_to_string(root.join(&rel)).ok()?;
    Some((slashed(&rel), definitions(&text)))
}

/// The Coq statement of a reading's partial proof ([`CoqProof::On`]) under `root`: the file
/// and its [`definitions`].
pub fn part_statement(root: &Path, p: &Proved) -> Option<(String, String)> {
    let text = std::fs::read_to_string(root.join(&p.statement_file)).ok()?;
    Some((p.statement_file.clone(), definitions(&text)))
}
