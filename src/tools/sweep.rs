//! The reliability sweep: every claim over K seeds at the default budget.
//!
//! A claim the suite calls refuted must be refuted on every seed (else the default budget
//! is too weak to be trusted); a claim it calls not refuted must be refuted on none and
//! inconclusive on none (else the recorded verdict is a false "holds", or certification
//! has a bug); an inconclusive one must stay inconclusive, a proved one proved. The sweep
//! reports per claim how many seeds refuted it, how many of those needed the targeted
//! phase, and the largest number of cases any seed needed to find the first violation.
//!
//! The (claim, seed) jobs are independent, so a sweep splits across machines: each runs
//! a shard ([`jobs`] with `shard = Some((i, n))`) and prints its [`JobResult`]s as JSON;
//! [`merge`] checks that the parts cover every job exactly once and makes the rows.

use std::fmt::Write;

use rayon::prelude::*;
use serde_json::{json, Value as Json};

use crate::claim::{Check, Expected};
use crate::engine::{search, Settings, Verdict};

/// One claim's sweep.
#[derive(Clone, Debug)]
pub struct Row {
    /// The reading's key (`id` or `id.reading`).
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
    /// The [`crate::artifact::digest::search_digest`] of the reading's committed
    /// default-seed files when the row was made (`None`: not computed, shown as "—").
    pub digest: Option<String>,
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

/// What one (claim, seed) search found.
#[derive(Clone, Debug, PartialEq)]
pub struct JobResult {
    /// The reading's key.
    pub key: String,
    /// The seed.
    pub seed: u64,
    /// The verdict's name.
    pub verdict: String,
    /// Whether the targeted phase found the violation.
    pub by_targeted: bool,
    /// Cases before the first violation (0 if none).
    pub cases: u64,
}

impl JobResult {
    /// As JSON.
    pub fn to_json(&self) -> Json {
        json!({ "reading": self.key, "seed": self.seed, "verdict": self.verdict, "by_targeted": self.by_targeted, "cases_before_failure": self.cases })
    }

    /// From JSON; the error names the field.
    pub fn from_json(v: &Json, at: &str) -> Result<JobResult, String> {
        let s = |f: &str| v.get(f).and_then(Json::as_str).map(str::to_string).ok_or_else(|| format!("{at}: field `{f}` must be a string"));
        let u = |f: &str| v.get(f).and_then(Json::as_u64).ok_or_else(|| format!("{at}: field `{f}` must be a non-negative integer"));
        Ok(JobResult {
            key: s("reading")?,
            seed: u("seed")?,
            verdict: s("verdict")?,
            by_targeted: v.get("by_targeted").and_then(Json::as_bool).ok_or_else(|| format!("{at}: field `by_targeted` must be a boolean"))?,
            cases: u("cases_before_failure")?,
        })
    }
}

/// The (claim, seed) jobs of a sweep over seeds 1..=`seeds`, or of one shard (i of n,
/// 1-based: the jobs whose index is i − 1 modulo n).
pub fn jobs(claims: &[&'static dyn Check], seeds: u64, shard: Option<(u64, u64)>) -> Vec<(usize, u64)> {
    (0..claims.len())
        .flat_map(|c| (1..=seeds).map(move |s| (c, s)))
        .enumerate()
        .filter(|(j, _)| shard.is_none_or(|(i, n)| *j as u64 % n == i - 1))
        .map(|(_, job)| job)
        .collect()
}

/// Runs `jobs` on all cores; `progress()` is called after each.
pub fn run(claims: &[&'static dyn Check], jobs: &[(usize, u64)], progress: impl Fn() + Sync) -> Vec<JobResult> {
    jobs.par_iter()
        .map(|&(c, seed)| {
            let settings = Settings { seed, ..Settings::default() };
            let r = search(claims[c], &settings);
            progress();
            JobResult {
                key: claims[c].meta().reading_key(),
                seed,
                verdict: r.verdict.name().to_string(),
                by_targeted: r.counterexample.as_ref().is_some_and(|cx| cx.found_by_targeted),
                cases: r.counterexample.as_ref().map_or(0, |cx| cx.cases_before_failure),
            }
        })
        .collect()
}

/// The rows of a complete sweep: every claim of `claims` on seeds 1..=`seeds`, each job
/// exactly once in `results` (an error names a missing or repeated job).
pub fn rows(claims: &[&'static dyn Check], results: &[JobResult], seeds: u64) -> Result<Vec<Row>, String> {
    let mut out = Vec::new();
    for claim in claims {
        let meta = claim.meta();
        let key = meta.reading_key();
        let mine: Vec<&JobResult> = results.iter().filter(|r| r.key == key).collect();
        for seed in 1..=seeds {
            match mine.iter().filter(|r| r.seed == seed).count() {
                1 => {}
                0 => return Err(format!("{key} on seed {seed} is missing from the parts")),
                k => return Err(format!("{key} on seed {seed} appears {k} times in the parts")),
            }
        }
        let mut row = Row {
            key: key.clone(),
            id: meta.id,
            reading: meta.reading,
            expected: meta.expected,
            refuted: 0,
            by_targeted: 0,
            inconclusive: 0,
            proved: 0,
            other: 0,
            worst_cases: 0,
            seeds: seeds as usize,
            digest: None,
        };
        for r in mine.iter().filter(|r| r.seed <= seeds) {
            match r.verdict.as_str() {
                "refuted" => {
                    row.refuted += 1;
                    row.by_targeted += usize::from(r.by_targeted);
                    row.worst_cases = row.worst_cases.max(r.cases);
                }
                "not refuted" => {}
                "inconclusive" => row.inconclusive += 1,
                "proved" => row.proved += 1,
                _ => row.other += 1,
            }
        }
        out.push(row);
    }
    if let Some(extra) = results.iter().find(|r| !claims.iter().any(|c| c.meta().reading_key() == r.key)) {
        return Err(format!("the parts hold {}, which is not among the claims swept", extra.key));
    }
    Ok(out)
}

/// Sweeps `claims` over seeds 1..=`seeds` with otherwise default settings.
pub fn sweep(claims: &[&'static dyn Check], seeds: u64, progress: impl Fn() + Sync) -> Vec<Row> {
    let results = run(claims, &jobs(claims, seeds, None), progress);
    rows(claims, &results, seeds).expect("a full sweep covers every job once")
}

/// The verdict names a search reports, for the `Verdict` of a job.
pub fn verdict_name(v: &Verdict) -> &'static str {
    v.name()
}

/// The sweep as a markdown table.
pub fn markdown(rows: &[Row]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "| claim | reading | recorded verdict | refuted on | inconclusive on | found by targeted phase | most cases to first violation | agrees | {} |", crate::artifact::digest::COLUMN);
    out.push_str("|---|---|---|---|---|---|---|---|---|\n");
    for r in rows {
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {}/{} | {}/{} | {} | {} | {} | {} |",
            r.id,
            r.reading,
            r.expected.name(),
            r.refuted,
            r.seeds,
            r.inconclusive,
            r.seeds,
            r.by_targeted,
            if r.refuted > 0 { r.worst_cases.to_string() } else { "—".into() },
            if r.reliable() { "yes" } else { "**NO**" },
            r.digest.as_deref().unwrap_or("—")
        );
    }
    out
}
