//! What readers are told about a reading's Coq refutation: the review, `show`, `cite` and
//! `verify`.
//!
//! Committed documents (the review) must be the same bytes on a machine with coqc and one
//! without, so they never say "checked" on the strength of the machine that wrote them:
//! they name the theorem and its file and say that CI's `cargo test` checks it with coqc,
//! which CI requires (`LEMMACHECK_REQUIRE=coqc`; the trial `coq <reading>`) — [`note`].
//! Only [`verify`], which runs coqc itself, says "checked by Coq" with the versions.

use std::path::Path;

use crate::claim::{Expected, Meta};

use super::check;

/// A reading's committed Coq refutation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Theorem {
    /// `coq/Refutations/<PaperDir>/<name>.v`, with `/` separators.
    pub file: String,
    /// `<name>_refuted`.
    pub name: String,
}

/// The refutation of a refuted reading under `root`: the one the generator makes from its
/// counterexample file and statement (so a document written in the same run as the
/// refutation names it, whichever is written first), or `None` when it makes none.
pub fn theorem(root: &Path, m: &Meta) -> Option<Theorem> {
    if m.expected != Expected::Refuted {
        return None;
    }
    let name = super::coq_name(m.id, m.reading);
    let rel = super::refutation_path(m.paper.key(), &name)?;
    let file = crate::artifact::counterexample_path(root, m);
    let generated = super::case_and_statement(root, &file).and_then(|(case, st, _)| super::refutation(&case, &st)).is_ok();
    generated.then(|| Theorem {
        file: rel.iter().map(|c| c.to_string_lossy()).collect::<Vec<_>>().join("/"),
        name: format!("{name}_refuted"),
    })
}

/// The words committed documents use (Markdown code spans for the names): "Coq theorem
/// `lemma_4_1_refuted` (`coq/Refutations/LargeWeights/lemma_4_1.v`), checked with coqc by
/// CI's `cargo test`".
pub fn note(t: &Theorem) -> String {
    format!("Coq theorem `{}` (`{}`), checked with coqc by CI's `cargo test`", t.name, t.file)
}

/// Checks the theorem generated from a counterexample document of the catalogue's reading
/// `meta` (a document [`crate::artifact::replay::verify_text`] has accepted) with coqc, in
/// the build folder of the trusted checkout `root` (`--root` or the checkout around the
/// current directory; `None` when there is none). The file, its name and its folder are
/// untrusted: the statement, the library and coqc's options come from `root` only, never
/// from a folder near the file, and the generated text holds the document's numbers and
/// the catalogue's names, nothing else of it ([`super::Case::of_reading`]).
///
/// `Ok` with the line to print — "checked by Coq ..." with the versions and the axioms, or
/// "not checked by Coq: <why>" when there is no checkout, no statement for the reading or
/// no coqc (and coqc is not required) — or `Err` when coqc rejects the theorem, it rests on
/// another axiom, a limit was reached ("not checked (time limit)...", never cached), or
/// coqc is required and missing.
pub fn verify(root: Option<&Path>, meta: &Meta, doc: &serde_json::Value) -> Result<String, String> {
    let Some(root) = root else {
        return Ok("not checked by Coq: no lemmacheck checkout here (run inside a clone or pass --root DIR); the Coq development is taken only from that trusted checkout, never from the file's folder".into());
    };
    let case = super::Case::of_reading(meta, doc)?;
    let (statement, statement_rel) = match super::statement_of_case(root, &case) {
        Ok(x) => x,
        Err(why) => return Ok(format!("not checked by Coq: {why}")),
    };
    let text = super::refutation(&case, &statement)?;
    let tool = match check::toolchain() {
        Ok(t) => t,
        Err(why) if crate::engine::settings::required(crate::engine::settings::Tool::Coqc)? => return Err(format!("LEMMACHECK_REQUIRE names coqc, but {why}")),
        Err(why) => return Ok(format!("not checked by Coq: {why}")),
    };
    let build = check::Build::new(root, &check::build_dir(root)?, tool)?;
    build.library()?;
    let statement_file = statement_rel.strip_prefix(super::COQ_DIR).unwrap_or(&statement_rel).display().to_string();
    // a scratch file named by the text's digest: another verify of the same reading at the
    // same time compiles its own file
    let compiled = build.scratch(&format!("Verify_{}", case.name()), &statement_file, &text)?;
    let theorem = format!("{}_refuted", case.name());
    let axioms = build.axioms(&[(compiled.clone(), theorem.clone())])?;
    let committed = super::refutation_path(case.paper(), &case.name())
        .and_then(|rel| std::fs::read_to_string(root.join(&rel)).ok().filter(|t| *t == text).map(|_| rel));
    let source = match committed {
        Some(rel) => format!("the committed {}", rel.display()),
        None => "generated from this file".to_string(),
    };
    let time = if compiled.cached { "cached result".to_string() } else { format!("{:.1} s", compiled.seconds) };
    Ok(format!(
        "checked by {}: theorem {theorem} ({source}) accepted ({time}); axioms: {}",
        build.tool().describe(),
        axioms.join(", ")
    ))
}
