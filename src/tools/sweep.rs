//! The reliability sweep: every claim over K seeds at the default budget.
//!
//! A claim the suite calls refuted must be refuted on every seed (else the default budget
//! is too weak to be trusted); a claim it calls not refuted must be refuted on none (else
//! the recorded verdict is a false "holds", or certification has a bug). The sweep reports
//! per claim how many seeds refuted it, how many of those needed the targeted phase, and
//! the largest number of cases any seed needed to find the first violation.

use std::fmt::Write;

use crate::claim::{Check, Expected};
use crate::engine::{search, Settings, Verdict};

use super::parallel;

/// One claim's sweep.
#[derive(Clone, Debug)]
pub struct Row {
    /// The claim's file key.
    pub key: String,
    /// Claim id.
    pub id: &'static str,
    /// Reading.
    pub reading: &'static str,
    /// Its recorded verdict.
    pub expected: Expected,
    /// Seeds on which the search refuted it.
    pub refuted: usize,
    /// Of those, seeds on which the targeted phase found the violation.
    pub by_targeted: usize,
    /// Seeds on which the search was inconclusive.
    pub inconclusive: usize,
    /// Seeds on which the search proved the (existence) statement.
    pub proved: usize,
    /// Seeds on which the search failed (error) or found nothing (vacuous).
    pub other: usize,
    /// Largest number of cases (random + targeted) before the first violation.
    pub worst_cases: u64,
    /// Seeds run.
    pub seeds: usize,
}

impl Row {
    /// Whether the sweep confirms the recorded verdict on every seed.
    pub fn reliable(&self) -> bool {
        self.other == 0
            && match self.expected {
                Expected::Refuted => self.refuted == self.seeds,
                Expected::NotRefuted => self.refuted == 0 && self.inconclusive == 0,
                Expected::Inconclusive => self.refuted == 0 && self.inconclusive == self.seeds,
                Expected::Proved => self.proved == self.seeds,
            }
    }
}

/// Sweeps `claims` over seeds `1..=seeds` with otherwise default settings.
pub fn sweep(claims: &[&'static dyn Check], seeds: usize, progress: impl Fn(usize, usize) + Sync) -> Vec<Row> {
    let jobs: Vec<(usize, u64)> = (0..claims.len()).flat_map(|c| (1..=seeds as u64).map(move |s| (c, s))).collect();
    let results = parallel::map(
        jobs.len(),
        parallel::threads(),
        |j| {
            let (c, seed) = jobs[j];
            let settings = Settings { seed, ..Settings::default() };
            search(claims[c], &settings)
        },
        progress,
    );
    claims
        .iter()
        .enumerate()
        .map(|(c, claim)| {
            let meta = claim.meta();
            let mut row = Row {
                key: meta.file_key(),
                id: meta.id,
                reading: meta.reading,
                expected: meta.expected,
                refuted: 0,
                by_targeted: 0,
                inconclusive: 0,
                proved: 0,
                other: 0,
                worst_cases: 0,
                seeds,
            };
            for (j, r) in results.iter().enumerate() {
                if jobs[j].0 != c {
                    continue;
                }
                match &r.verdict {
                    Verdict::Refuted => {
                        row.refuted += 1;
                        let cx = r.counterexample.as_ref().expect("refuted reports carry a counterexample");
                        row.by_targeted += usize::from(cx.found_by_targeted);
                        row.worst_cases = row.worst_cases.max(cx.cases_before_failure);
                    }
                    Verdict::NotRefuted => {}
                    Verdict::Inconclusive => row.inconclusive += 1,
                    Verdict::Proved => row.proved += 1,
                    _ => row.other += 1,
                }
            }
            row
        })
        .collect()
}

/// The sweep as a markdown table.
pub fn markdown(rows: &[Row]) -> String {
    let mut out = String::new();
    out.push_str("| claim | reading | recorded verdict | refuted on | inconclusive on | found by targeted phase | most cases to first violation | agrees |\n");
    out.push_str("|---|---|---|---|---|---|---|---|\n");
    for r in rows {
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {}/{} | {}/{} | {} | {} | {} |",
            r.id,
            r.reading,
            r.expected.name(),
            r.refuted,
            r.seeds,
            r.inconclusive,
            r.seeds,
            r.by_targeted,
            if r.refuted > 0 { r.worst_cases.to_string() } else { "—".into() },
            if r.reliable() { "yes" } else { "**NO**" }
        );
    }
    out
}
