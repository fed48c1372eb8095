//! The source texts the catalogue quotes, and the check that every quote is verbatim.
//!
//! The texts themselves are not part of the repository (they are the papers and notes
//! under review): `LEMMACHECK_SOURCES` names the folder that holds them, and has no
//! default. Where it is unset, the checks here report that they did not run and why; they
//! never pass silently. Where it names a folder without the texts, they fail.
//!
//! A quote matches when it occurs in its paper's source texts after both are brought to
//! one form: every run of white space becomes one space. Nothing else is normalised, so
//! a quote with a changed symbol, a dropped `\operatorname`, or a paraphrase fails.

use std::path::{Path, PathBuf};

use crate::claim::{Check, Paper};

/// The source files of each paper, by file name in the sources folder.
pub fn files_of(paper: Paper) -> &'static [&'static str] {
    match paper {
        Paper::LargeWeights => &["000_fc07a226cef95160.txt"],
        Paper::Dong2021 => &["002_c4aaf54b5d1e40ea.txt", "003_131836efc00906be.txt"],
    }
}

/// Why the quote checks do not run when `LEMMACHECK_SOURCES` is unset.
pub const UNSET: &str = "LEMMACHECK_SOURCES is not set: the source texts are not part of the repository; set it to the folder that holds them to compare every quote with them";

/// The folder holding the source texts, `LEMMACHECK_SOURCES`; `Err` with the reason
/// ([`UNSET`]) when it is unset or empty.
pub fn folder() -> Result<PathBuf, String> {
    match std::env::var_os("LEMMACHECK_SOURCES") {
        Some(p) if !p.is_empty() => Ok(PathBuf::from(p)),
        _ => Err(UNSET.to_string()),
    }
}

/// `text` with every run of white space replaced by one space, trimmed.
pub fn normalise(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The normalised text of a paper's sources, or why it is not at hand.
pub fn text_of(folder: &Path, paper: Paper) -> Result<String, String> {
    let mut all = String::new();
    for name in files_of(paper) {
        let path = folder.join(name);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("the source text {} is not at hand ({e}); LEMMACHECK_SOURCES must name the folder that holds it", path.display()))?;
        all.push_str(&normalise(&text));
        all.push(' ');
    }
    Ok(all)
}

/// Every quote and statement of `claims` that does not occur verbatim in its paper's
/// sources, as `id (reading): field "words"` lines; `Err` if the sources are not at hand.
pub fn unquoted(folder: &Path, claims: &[&dyn Check]) -> Result<Vec<String>, String> {
    let mut texts: Vec<(Paper, String)> = Vec::new();
    let mut out = Vec::new();
    for c in claims {
        let m = c.meta();
        if !texts.iter().any(|(p, _)| *p == m.paper) {
            texts.push((m.paper, text_of(folder, m.paper)?));
        }
        let text = &texts.iter().find(|(p, _)| *p == m.paper).expect("just added").1;
        let implied = m.implied.iter().map(|(h, q)| (format!("the words implying '{h}'"), q.words));
        for (field, words) in [("quote".to_string(), m.quote.words), ("statement".to_string(), m.statement)].into_iter().chain(implied) {
            let words = normalise(words);
            if words.is_empty() || !text.contains(&words) {
                out.push(format!("{} ({}): {field} \"{words}\" is not verbatim in the source", m.id, m.reading));
            }
        }
    }
    Ok(out)
}
