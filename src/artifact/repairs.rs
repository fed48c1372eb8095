//! The repairs report: `growth/<paper>/<stem>.json` files and `docs/repairs.md`.
//!
//! A repaired reading is reported as **proved** when Coq proves it for every size (its
//! proof compiled by `cargo test`, [`crate::coq::proofs`]), whatever its module argues, and
//! otherwise as a **repair** only when its module gives a written
//! proof or argument ([`Meta::argued`]) and its growth study ([`crate::study::growth`])
//! agrees, i.e. no dimension's best ratio still grows at the largest value searched.
//! Otherwise it is a **conjecture** (no argument: the range its study searched is what
//! supports it), or **flagged** (some ratio still grows: the factor is, by the search's own
//! evidence, too small beyond the range searched), or **refuted** (a certified
//! counterexample: the reading is a failed repair, kept so that the failure is cited).
//!
//! `docs/repairs.md` is generated from the catalogue and the growth files, like
//! `docs/catalogue.md` (see [`super::docs`]); `lemmacheck growth` rewrites the files.

use std::fmt::Write;
use std::path::{Path, PathBuf};

use serde_json::Value as Json;

use crate::claim::{Check, Expected, Meta, ReadingClass};
use crate::study::growth::{self, Growth, Profile, STILL_GROWS};

use super::table::{cell, ratio_text, verdict_text};

/// Path of a reading's growth file: `root/growth/<paper>/<stem>.json`.
pub fn growth_path(root: &Path, meta: &Meta) -> PathBuf {
    root.join("growth").join(format!("{}.json", meta.file_key()))
}

/// Writes the growth file of `claim`.
pub fn write_growth(root: &Path, claim: &dyn Check, g: &Growth) -> Result<(), String> {
    let path = growth_path(root, claim.meta());
    let text = super::to_text(&growth::to_json(claim, g));
    super::write(&path, Some(&text)).map(|_| ()).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// `None` when the growth file of the repaired reading `claim` is exactly what its growth
/// study computes now (same seed and budget as `lemmacheck growth`); otherwise why not,
/// naming the file and the command that refreshes it. The study is deterministic, so a
/// file differs only when the reading, its generator or the study changed since it was
/// written.
pub fn stale_growth(root: &Path, claim: &dyn Check) -> Option<String> {
    let path = growth_path(root, claim.meta());
    let now = super::to_text(&growth::to_json(claim, &growth::study(claim, growth::SEED, growth::DEFAULT_BUDGET)));
    match std::fs::read_to_string(&path) {
        Ok(text) if text == now => None,
        Ok(_) => Some(format!("{} is not what the growth study computes now; run `cargo run --release -- growth {}`", path.display(), claim.meta().file_key())),
        Err(e) => Some(format!("{}: {e}; run `cargo run --release -- growth {}`", path.display(), claim.meta().file_key())),
    }
}

/// Growth files that belong to no repaired reading of the catalogue (left behind when a
/// reading was renamed, removed or re-classed).
pub fn orphan_growth_files(root: &Path, claims: &[&dyn Check]) -> Vec<String> {
    let wanted: Vec<PathBuf> =
        claims.iter().map(|c| c.meta()).filter(|m| m.class == ReadingClass::Repair).map(|m| growth_path(root, m)).collect();
    let mut out = Vec::new();
    for paper in std::fs::read_dir(root.join("growth")).into_iter().flatten().flatten() {
        for file in std::fs::read_dir(paper.path()).into_iter().flatten().flatten() {
            let path = file.path();
            if !wanted.contains(&path) {
                out.push(format!("{} belongs to no repaired reading; delete it", path.display()));
            }
        }
    }
    out.sort();
    out
}

/// The growth study recorded for `meta`, if its file exists; an error names the file.
pub fn read_growth(root: &Path, meta: &Meta) -> Option<Result<Growth, String>> {
    let path = growth_path(root, meta);
    let text = std::fs::read_to_string(&path).ok()?;
    Some(
        serde_json::from_str::<Json>(&text)
            .map_err(|e| e.to_string())
            .and_then(|doc| {
                if doc.get("claim").and_then(Json::as_str) != Some(meta.id) || doc.get("reading").and_then(Json::as_str) != Some(meta.reading) {
                    return Err("its claim or reading is not the file's name".into());
                }
                growth::from_json(&doc)
            })
            .map_err(|e| format!("{}: {e}", path.display())),
    )
}

/// How a repaired reading stands (see the module documentation).
#[derive(Clone, Debug, PartialEq)]
pub enum Standing {
    /// A certified counterexample: a failed repair.
    Refuted,
    /// Proved: in Coq for every size (the proof), or an existence statement by a certified
    /// witness (`None`).
    Proved(Option<super::verdict::Proof>),
    /// No growth study recorded.
    Unstudied,
    /// Some dimensions' ratios still grow at the largest values searched (their names).
    Flagged(Vec<String>),
    /// Argued in the module, and the growth study agrees.
    Repair(&'static str),
    /// Not argued; the range searched.
    Conjecture(String),
}

/// The range a study searched: each dimension up to its largest value.
pub fn range(g: &Growth) -> String {
    g.profiles.iter().filter_map(|p| p.largest().map(|v| format!("{} ≤ {v}", p.name))).collect::<Vec<_>>().join(", ")
}

/// How the reading `meta` stands, from its growth file under `root`.
pub fn standing(root: &Path, meta: &Meta) -> Standing {
    if meta.expected == Expected::Refuted {
        return Standing::Refuted;
    }
    if let Some(p) = super::verdict::proofs(root, meta).into_iter().find(super::verdict::Proof::every_size) {
        return Standing::Proved(Some(p));
    }
    if meta.expected == Expected::Proved {
        return Standing::Proved(None);
    }
    let Some(Ok(g)) = read_growth(root, meta) else { return Standing::Unstudied };
    let growing: Vec<String> = g.growing().iter().map(|p| p.name.clone()).collect();
    if !growing.is_empty() {
        return Standing::Flagged(growing);
    }
    match meta.argued {
        Some(place) => Standing::Repair(place),
        None => Standing::Conjecture(range(&g)),
    }
}

impl Standing {
    /// Whether a reviewer may cite the reading as a repair: proved, or argued in its module
    /// with a growth study that agrees; a repair the search merely failed to refute is not.
    pub fn is_citable(&self) -> bool {
        matches!(self, Standing::Proved(_) | Standing::Repair(_))
    }
}

/// The citable repaired readings of the claim `id`: the proved ones first, then the argued
/// ones, each in catalogue order.
pub fn citable_repairs(root: &Path, id: &str) -> Vec<&'static Meta> {
    let mut out: Vec<(&'static Meta, Standing)> = crate::claims::catalogue()
        .iter()
        .map(|c| c.meta())
        .filter(|m| m.id == id && m.class == ReadingClass::Repair)
        .map(|m| (m, standing(root, m)))
        .filter(|(_, s)| s.is_citable())
        .collect();
    out.sort_by_key(|(_, s)| !matches!(s, Standing::Proved(_)));
    out.into_iter().map(|(m, _)| m).collect()
}

/// The standing as a table cell.
pub fn standing_text(root: &Path, meta: &Meta) -> String {
    match standing(root, meta) {
        Standing::Refuted => "refuted: not a repair".into(),
        Standing::Proved(Some(p)) => {
            let given = meta.coq_given.map(|g| format!(", {g}")).unwrap_or_default();
            format!("**proved** {}{given} (`{}`)", super::verdict::EVERY_SIZE, p.file())
        }
        Standing::Proved(None) => "proved (certified witness, see its proof file)".into(),
        Standing::Unstudied => "no growth study".into(),
        Standing::Flagged(names) => format!("**flagged**: lhs/rhs still grows in {}", names.join(", ")),
        Standing::Repair(place) => format!("repair (argued: {})", cell(place)),
        Standing::Conjecture(range) => format!("conjecture (searched {range})"),
    }
}

fn profile_cell(p: &Profile) -> String {
    let exp = p.exponent().map_or("—".to_string(), |e| format!("{e:.2}"));
    let at_largest = p.points.last().map_or("—".to_string(), |pt| ratio_text(pt.ratio));
    format!("{}: {exp} ({} at {} = {})", p.name, if p.still_grows() { "grows" } else { "flat" }, at_largest, p.largest().unwrap_or(0))
}

/// The section naming, per claim with a repaired reading, the repairs a reviewer may
/// cite: only those that are proved, or argued with a growth study that agrees — never
/// the smallest factor the search merely failed to refute.
fn proposed(root: &Path, repairs: &[&Meta]) -> String {
    let mut out = String::from(
        "\n## Citable repairs per claim\n\nFor each claim with a repaired reading: the repaired readings \
         that are proved or argued (a reviewer may cite these), and how many others are \
         conjectures, flagged or refuted (not to be cited as repairs).\n\n\
         | claim | citable repairs | conjectures | flagged | refuted |\n|---|---|---|---|---|\n",
    );
    let mut ids: Vec<&str> = Vec::new();
    for m in repairs {
        if !ids.contains(&m.id) {
            ids.push(m.id);
        }
    }
    for id in ids {
        let (mut citable, mut conjectures, mut flagged, mut refuted) = (Vec::new(), 0, 0, 0);
        for m in repairs.iter().filter(|m| m.id == id) {
            match standing(root, m) {
                Standing::Proved(_) => citable.push(format!("`{}` (proved)", m.reading)),
                s if s.is_citable() => citable.push(format!("`{}` (argued)", m.reading)),
                Standing::Flagged(_) => flagged += 1,
                Standing::Refuted => refuted += 1,
                // a conjecture, or no growth study yet
                _ => conjectures += 1,
            }
        }
        let citable = if citable.is_empty() { "none".to_string() } else { citable.join(", ") };
        let _ = writeln!(out, "| `{id}` | {citable} | {conjectures} | {flagged} | {refuted} |");
    }
    out
}

/// `docs/repairs.md` as the catalogue and the growth files under `root` make it.
pub fn markdown(root: &Path, claims: &[&dyn Check]) -> String {
    let repairs: Vec<&Meta> = claims.iter().map(|c| c.meta()).filter(|m| m.class == ReadingClass::Repair).collect();
    let mut out = String::new();
    out.push_str("# Repairs: which changed statements hold, and why\n\n");
    out.push_str(
        "Generated by `cargo run --release -- growth` (the growth files under `growth/`) and by \
         `cargo run --release` (this page, from those files and the catalogue); `cargo test` \
         fails when it is stale.\n\n\
         A repaired reading (a changed statement: a larger constant, a factor of the dimensions, \
         an extra hypothesis) is reported as **proved** when Coq proves it for every size (its proof \
         under `coq/Proofs/`, compiled by `cargo test`); otherwise as a **repair** (argued) only when \
         its module gives a written proof or argument and its growth study agrees with it; otherwise it is a **conjecture** \
         with the range searched, **flagged** when its best ratio still grows at the largest \
         dimension searched, or **refuted** when the search certified a counterexample (a failed \
         repair, kept so that it can be cited).\n\n\
         **Growth study.** For each dimension of the reading's generator and each value it can \
         take (dimensions marked tiled are base × tiles, see `generate::draw::Dim`), random cases \
         with that value are drawn and the best of them climbed by the targeted optimiser; the \
         profile is the best lhs/rhs at each value. Its exponent is the least-squares slope of \
         log(lhs/rhs) against log(value) over the upper half of the values; a profile with an \
         exponent of at least ",
    );
    let _ = write!(out, "{STILL_GROWS}");
    out.push_str(
        " still grows. A flat profile is evidence, not proof: the argument in the module is \
         what makes an unproved repair citable.\n\n## Every repaired reading\n\n\
         | claim | reading | verdict | standing | best lhs/rhs (growth study) | exponent per dimension (ratio at the largest value) |\n\
         |---|---|---|---|---|---|\n",
    );
    for m in &repairs {
        let g = read_growth(root, m).and_then(Result::ok);
        let best = g.as_ref().map_or("—".to_string(), |g| ratio_text(g.best()));
        let profiles = g.as_ref().map_or("—".to_string(), |g| g.profiles.iter().map(profile_cell).collect::<Vec<_>>().join("; "));
        let _ = writeln!(
            out,
            "| `{}` | `{}` | {} | {} | {} | {} |",
            m.id,
            m.reading,
            verdict_text(root, m),
            standing_text(root, m),
            best,
            cell(&profiles)
        );
    }
    out.push_str(&proposed(root, &repairs));
    out.push_str("\n## Profiles\n\nThe best lhs/rhs found at each value of each dimension (value: ratio).\n\n");
    out.push_str("| claim | reading | dimension | profile |\n|---|---|---|---|\n");
    for m in &repairs {
        let Some(Ok(g)) = read_growth(root, m) else { continue };
        for p in &g.profiles {
            let pts: Vec<String> = p.points.iter().map(|pt| format!("{}: {}", pt.value, ratio_text(pt.ratio))).collect();
            let _ = writeln!(out, "| `{}` | `{}` | {} | {} |", m.id, m.reading, p.name, pts.join(", "));
        }
    }
    let _ = write!(
        out,
        "\nEach study: seed {}, {} random starts and {} climbing evaluations at every value of every dimension.\n",
        growth::SEED,
        growth::DEFAULT_BUDGET.starts,
        growth::DEFAULT_BUDGET.climb
    );
    out
}
