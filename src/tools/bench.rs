//! Speed and search power, measured (never asserted by a test).
//!
//! [`bench`] reports per claim: the cost of one raw evaluation of the conclusion in `f64`
//! (the floor the engine's overhead is measured against: computed from its inputs alone,
//! [`crate::math::remembered::unshared`]); the engine's cost per random
//! case without certification, measured in steady state over many cases (drawing the
//! choices through proptest's runner, building the inputs, the hypotheses and the
//! conclusion in `f64`, the closeness bookkeeping), and its ratio to the raw evaluation;
//! the parts of that cost ([`stages`]: drawing the choices, building the inputs, the
//! hypotheses, each timed on its own over the search's own cases) and the largest of them
//! with the conclusion, which is what bounds the ratio;
//! how many candidates the default search certified in interval arithmetic and their mean
//! cost (these are `f64` violations: real ones, and rounding noise at equality cases of
//! tight claims); the random and targeted phases' rates; the wall time to the first
//! violation and to the certified minimal counterexample; and, for a refuted reading, the
//! evaluations (random cases and targeted steps) the search needed to its first certified
//! violation on each of [`SEEDS`] seeds, their median and worst.
//!
//! [`compare_optimisers`] runs each claim with a deliberately small random phase so that
//! the targeted phase has to do the work, once per optimiser and seed, and reports how
//! often each refutes the refuted claims and how close each gets on the others.

use std::fmt::Write;
use std::time::Instant;

use crate::claim::{Check, Expected, Inputs};
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, TestRunner};

use crate::engine::case::Subject;
use crate::engine::choices::ChoiceStrategy;
use crate::engine::evaluate::{closeness, screen, Screen};
use crate::engine::search::{random_phase, search_subject};
use crate::engine::targeted::Podium;
use crate::engine::targeted::{Optimiser, DEFAULT_OPTIMISER};
use crate::engine::{Report, Settings, Verdict};

/// One claim's figures.
#[derive(Clone, Debug)]
pub struct Figures {
    /// Claim id.
    pub id: &'static str,
    /// Reading.
    pub reading: &'static str,
    /// Verdict of the default search.
    pub verdict: &'static str,
    /// Microseconds per raw `f64` evaluation of the conclusion.
    pub raw_us: f64,
    /// Microseconds per random case in steady state, certification excluded
    /// ([`EngineCases`]).
    pub case_us: f64,
    /// The parts of `case_us` ([`stages`]).
    pub stages: Stages,
    /// For a refuted reading: the evaluations to the first certified violation on each
    /// seed that found one, and how many seeds were searched.
    pub first_violation: Option<(Vec<u64>, u64)>,
    /// Microseconds per random-phase case, all included.
    pub case_all_us: f64,
    /// Targeted-phase evaluations per second (0 if the phase did not run).
    pub targeted_per_s: f64,
    /// The default search's report.
    pub report: Report,
    /// The [`crate::artifact::digest::search_digest`] of the reading's committed
    /// default-seed files, for figures written to a checkout (`None`: shown as "—", which
    /// no committed file matches).
    pub digest: Option<String>,
}

/// How long the raw evaluation is timed at least, as long as the engine's cases
/// ([`ENGINE_SECONDS`]), spread evenly over its groups of cases.
const RAW_SECONDS: f64 = 0.05;

/// The raw evaluation is timed on the search's own first `RAW_GROUPS` × `RAW_GROUP`
/// cases, the cases [`EngineCases`] and [`stages`] time first, one group at a time,
/// each group followed by a stretch of the engine's cases ([`engine_and_raw_us`]).
const RAW_GROUPS: usize = 8;
/// Cases in one group of the raw evaluation: few enough that a group's inputs stay in
/// the caches between passes, as a case's inputs are when the engine evaluates them right
/// after building them.
const RAW_GROUP: usize = 64;

/// Microseconds per case of the engine ([`EngineCases`]) and per raw `f64` evaluation of
/// the conclusion, timed in alternation: [`RAW_GROUPS`] rounds, each a group of
/// [`RAW_GROUP`] cases evaluated raw and then a stretch of the engine's cases. A shared
/// machine's speed can change by tens of percent from one second to the next; timed one
/// after the other, the two figures of a reading could fall on either side of such a
/// change, and their ratio with them, while in alternation a change reaches both alike.
///
/// The raw evaluation's cases are the search's own first cases, drawn from its stream as
/// the engine draws them, so that the floor and the engine are timed on the same cases
/// (whose costs vary with their drawn dimensions); each group is timed on its own and the
/// groups' means are averaged.
fn engine_and_raw_us(claim: &dyn Check, settings: &Settings) -> (f64, f64) {
    let mut engine = EngineCases::new(claim, settings);
    // the same stream from its start, for the raw evaluation's cases
    let (strategy, mut runner) = search_stream(&engine.subject, settings);
    let (mut cases, mut seconds) = (0u32, 0.0);
    let mut means = Vec::with_capacity(RAW_GROUPS);
    // at least ENGINE_CASES engine cases in all, a whole number of clock readings a round
    let per_round = ENGINE_CASES.div_ceil(RAW_GROUPS as u32).next_multiple_of(CLOCK_EVERY);
    for _ in 0..RAW_GROUPS {
        let group: Vec<_> = (0..RAW_GROUP)
            .filter_map(|_| {
                let tree = strategy.new_tree(&mut runner).ok()?;
                engine.subject.build(&tree.current().0).ok().map(|c| c.inputs)
            })
            .collect();
        if !group.is_empty() {
            means.push(group_evaluation_us(claim, &group));
        }
        let (c, s) = engine.run(per_round, ENGINE_SECONDS / RAW_GROUPS as f64);
        cases += c;
        seconds += s;
    }
    (seconds * 1e6 / f64::from(cases.max(1)), means.iter().sum::<f64>() / means.len().max(1) as f64)
}

/// Microseconds per raw evaluation of the conclusion over `cases`, timed for at least its
/// share of [`RAW_SECONDS`] after one untimed pass.
fn group_evaluation_us(claim: &dyn Check, cases: &[Inputs]) -> f64 {
    // the conclusion from its inputs alone: nothing recalled from another computation, and
    // nothing remembered for one (what the engine shares between a case's generator,
    // hypotheses and conclusion is its gain, not part of this floor)
    crate::math::remembered::unshared(|| {
        let mut sink = 0.0;
        let mut pass = || {
            for x in cases {
                sink += claim.conclusion_f64(x).first().map_or(0.0, |q| q.lhs);
            }
        };
        // one pass untimed: the first evaluations of a group run cold (its code, the
        // allocator's pages, its inputs), which the engine's many cases do not charge to a
        // case
        pass();
        let start = Instant::now();
        let mut passes = 0u64;
        while start.elapsed().as_secs_f64() < RAW_SECONDS / RAW_GROUPS as f64 {
            pass();
            passes += 1;
        }
        let us = start.elapsed().as_secs_f64() * 1e6 / (passes * cases.len() as u64).max(1) as f64;
        std::hint::black_box(sink);
        us
    })
}

/// Seeds the evaluations to the first violation are counted on.
pub const SEEDS: u64 = 50;

/// How many cases a timing loop runs between two readings of the clock.
const CLOCK_EVERY: u32 = 64;

/// Random cases the steady-state cost per case is measured on (at least; more while the
/// measurement is shorter than [`ENGINE_SECONDS`]).
pub const ENGINE_CASES: u32 = 500;

/// How long the engine's cases are timed at least.
pub const ENGINE_SECONDS: f64 = 0.05;

/// The search's random phase for `subject` at `settings`, from its first case: its own
/// strategy ([`random_phase`]) and a runner seeded as the search's.
fn search_stream(subject: &Subject, settings: &Settings) -> (ChoiceStrategy, TestRunner) {
    let (strategy, rng) = random_phase(&subject.layout, settings.claim_seed(&subject.claim.meta().file_key()));
    (strategy, TestRunner::new_with_rng(Config::default(), rng))
}

/// The engine's random phase on one reading, for timing its cost per case without
/// certification: choices drawn by the search's own strategy, seeded as the search's
/// ([`random_phase`]: each case's words from a fresh ChaCha key, as proptest's runner gives
/// them), the case built from them (the generator and its footprint check), screened in
/// `f64` (hypotheses and conclusion) and its closeness offered to the podium, as the search
/// does for every case whose `f64` screen needs no certificate. Timed over many cases
/// ([`ENGINE_CASES`], [`ENGINE_SECONDS`]), so that a search that stops at its first case
/// does not charge its set-up to that case; run a stretch at a time, in alternation with
/// the raw evaluation, as [`bench`](fn@bench) times it.
pub struct EngineCases<'a> {
    claim: &'a dyn Check,
    subject: Subject<'a>,
    strategy: ChoiceStrategy,
    runner: TestRunner,
    podium: Podium,
}

impl<'a> EngineCases<'a> {
    /// The random phase of `claim`'s search at `settings`, from its first case.
    pub fn new(claim: &'a dyn Check, settings: &Settings) -> Self {
        let subject = Subject::new(claim);
        let (strategy, runner) = search_stream(&subject, settings);
        let podium = Podium::for_layout(8, &subject.layout);
        EngineCases { claim, subject, strategy, runner, podium }
    }

    /// Runs the next cases, at least `cases` of them (rounded up to whole clock readings)
    /// and for at least `seconds`; returns how many it ran and the seconds they took.
    pub fn run(&mut self, cases: u32, seconds: f64) -> (u32, f64) {
        let start = Instant::now();
        let mut done = 0u32;
        // the clock read once per CLOCK_EVERY cases, as the raw evaluation reads it once per
        // pass: read per case, it cost a cheap reading's case several percent
        while done < cases || !done.is_multiple_of(CLOCK_EVERY) || start.elapsed().as_secs_f64() < seconds {
            let Ok(tree) = self.strategy.new_tree(&mut self.runner) else { break };
            let choices = tree.current();
            if let Ok(case) = self.subject.build(&choices.0) {
                if let Screen::Holds(c) | Screen::Candidate(c) = screen(self.claim, &case.inputs, None) {
                    self.podium.offer(closeness(&c), &choices.0);
                }
            }
            done += 1;
        }
        std::hint::black_box(&self.podium);
        (done, start.elapsed().as_secs_f64())
    }
}

/// The parts of a random case's cost ([`EngineCases`]), in microseconds per case, each
/// timed on its own in steady state over the cases the search's own stream draws.
#[derive(Clone, Copy, Debug, Default)]
pub struct Stages {
    /// Random 64-bit words a case takes from the stream: one per choice of the layout's
    /// full footprint and one for the case ([`crate::engine::choices::DrawTable::words`]).
    pub words: usize,
    /// Drawing the choices: the words from the ChaCha stream (and the next case's key), the
    /// choices made of them and the choice tree.
    pub draw_us: f64,
    /// Building the inputs: the generator replaying the choices (and its footprint check).
    pub build_us: f64,
    /// The hypotheses in `f64`, on the cases the generator builds.
    pub hypotheses_us: f64,
}

/// The parts of a case as the speed table's "largest part" column names them, with the
/// words the README's speed sentence uses for each.
pub const PARTS: [(&str, &str); 4] =
    [("drawing", "drawing the choices"), ("building", "building the inputs"), ("hypotheses", "the hypotheses"), ("conclusion", "the conclusion")];

impl Stages {
    /// The largest part of a case with the raw evaluation of the conclusion (`raw_us`): what
    /// bounds engine/raw from below, named as in [`PARTS`].
    pub fn largest(&self, raw_us: f64) -> &'static str {
        let times = [self.draw_us, self.build_us, self.hypotheses_us, raw_us];
        let k = (0..times.len()).max_by(|&a, &b| times[a].total_cmp(&times[b])).expect("four parts");
        PARTS[k].0
    }
}

/// How long a part of [`stages`] is timed at least (and over at least [`ENGINE_CASES`]).
const STAGE_SECONDS: f64 = 0.02;

/// Microseconds per call of `f` on each of `items` in turn, over at least
/// [`STAGE_SECONDS`] (the clock read once per pass, not per call).
fn per_item_us<T>(items: &[T], mut f: impl FnMut(&T)) -> f64 {
    if items.is_empty() {
        return 0.0;
    }
    let start = Instant::now();
    let mut calls = 0u64;
    while calls < u64::from(ENGINE_CASES) || start.elapsed().as_secs_f64() < STAGE_SECONDS {
        items.iter().for_each(&mut f);
        calls += items.len() as u64;
    }
    start.elapsed().as_secs_f64() * 1e6 / calls as f64
}

/// Choices kept for timing the later parts of [`stages`]: at most [`ENGINE_CASES`] cases
/// and about this many choices in all, so that they stay in cache as a case just drawn
/// does in the search.
const KEPT_CHOICES: usize = 1 << 16;

/// The parts of an engine case ([`EngineCases`]), each timed alone: the choices drawn (and
/// dropped) by the search's own strategy and runner seeded as the search's; the inputs
/// built from the first cases of that stream; the hypotheses evaluated on those inputs.
pub fn stages(claim: &dyn Check, settings: &Settings) -> Stages {
    let subject = Subject::new(claim);
    let (strategy, mut timed) = search_stream(&subject, settings);
    let start = Instant::now();
    let mut drawn = 0u32;
    while drawn < ENGINE_CASES || drawn % CLOCK_EVERY != 0 || start.elapsed().as_secs_f64() < STAGE_SECONDS {
        let Ok(tree) = strategy.new_tree(&mut timed) else { break };
        std::hint::black_box(tree.current());
        drawn += 1;
    }
    let draw_us = start.elapsed().as_secs_f64() * 1e6 / f64::from(drawn.max(1));
    let words = strategy.words();
    let kept = (KEPT_CHOICES / words).clamp(16, ENGINE_CASES as usize);
    let (strategy, mut again) = search_stream(&subject, settings);
    let choices: Vec<_> = (0..kept).map_while(|_| strategy.new_tree(&mut again).ok().map(|t| t.current())).collect();
    let build_us = per_item_us(&choices, |c| {
        std::hint::black_box(subject.build(&c.0).ok());
    });
    let inputs: Vec<_> = choices.iter().filter_map(|c| subject.build(&c.0).ok().map(|case| case.inputs)).collect();
    let hypotheses_us = per_item_us(&inputs, |x| {
        std::hint::black_box(claim.hypotheses_f64(x));
    });
    Stages { words, draw_us, build_us, hypotheses_us }
}

/// The evaluations (random cases and targeted steps) to the first certified violation of
/// `claim` on seeds 1..=[`SEEDS`], at its default budget (no shrinking: only the first
/// violation is counted), for the seeds that find one; and how many seeds were searched.
pub fn evaluations_to_first_violation(claim: &dyn Check, settings: &Settings) -> (Vec<u64>, u64) {
    let found = (1..=SEEDS)
        .filter_map(|seed| {
            let s = Settings { seed, shrink_iters: 0, ..*settings };
            search_subject(&Subject::new(claim), &s, DEFAULT_OPTIMISER).counterexample.map(|cx| cx.cases_before_failure)
        })
        .collect();
    (found, SEEDS)
}

/// The median of `v` (the lower middle for an even count); `None` when empty.
fn median(v: &[u64]) -> Option<u64> {
    let mut v = v.to_vec();
    v.sort_unstable();
    v.get(v.len().saturating_sub(1) / 2).copied()
}

/// Measures every claim in `claims` (sequentially, one core).
pub fn bench(claims: &[&'static dyn Check], settings: &Settings) -> Vec<Figures> {
    claims
        .iter()
        .map(|&claim| {
            let report = search_subject(&Subject::new(claim), settings, DEFAULT_OPTIMISER);
            // the random phase's time per case, everything included, on a search without
            // targeted phase, up to its first violation (shrinking excluded)
            let random_only = Settings { targeted: Some(0), ..*settings };
            let r = search_subject(&Subject::new(claim), &random_only, DEFAULT_OPTIMISER);
            let random_secs = r.time_first_failure.unwrap_or(r.random.time).as_secs_f64();
            let case_all_us = random_secs * 1e6 / r.random.cases.max(1) as f64;
            let (case_us, raw_us) = engine_and_raw_us(claim, settings);
            let stages = stages(claim, settings);
            let first_violation = (claim.meta().expected == Expected::Refuted).then(|| evaluations_to_first_violation(claim, settings));
            let targeted_per_s = if report.targeted.cases > 0 {
                report.targeted.cases as f64 / report.targeted.time.as_secs_f64().max(1e-9)
            } else {
                0.0
            };
            Figures {
                id: claim.meta().id,
                reading: claim.meta().reading,
                verdict: report.verdict.name(),
                raw_us,
                case_us,
                stages,
                first_violation,
                case_all_us,
                targeted_per_s,
                report,
                digest: None,
            }
        })
        .collect()
}

/// The text before the speed table.
pub const PREAMBLE: &str = "Each claim on one core; each row says when and where it was measured (`lemmacheck bench --write FILTER` measures the rows of the readings it selects and keeps the others).";

/// A row of the speed table for a reading not yet measured (same columns as [`markdown`]).
pub fn not_yet_measured(m: &crate::claim::Meta) -> String {
    format!("| `{}` | {} | {} | not yet measured |{}", m.id, m.reading, m.expected.name(), " — |".repeat(COLUMNS.len() - 4))
}

/// Where and when a row was measured: "2026-12-02 (UTC), AMD EPYC, 2 cores".
pub fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|t| t.lines().find(|l| l.starts_with("model name")).and_then(|l| l.split_once(':')).map(|(_, v)| v.trim().to_string()))
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let days = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() / 86_400) as i64;
    // civil date from days since 1970-01-01 (Howard Hinnant's algorithm)
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02} (UTC), {cpu}, {cores} cores")
}

fn ms(d: Option<std::time::Duration>) -> String {
    d.map_or("—".into(), |d| format!("{:.1}", d.as_secs_f64() * 1e3))
}

/// The speed table's columns, in order ([`markdown`]; [`summary`] finds its cells by name).
pub const COLUMNS: [&str; 21] = [
    "claim",
    "reading",
    "verdict",
    "raw evaluation (µs)",
    "engine per case, uncertified (µs)",
    "engine / raw",
    "random words per case",
    "of which drawing the choices (µs)",
    "building the inputs (µs)",
    "hypotheses (µs)",
    "largest part",
    "certifications",
    "per certification (ms)",
    "random cases/s (all included)",
    "targeted evaluations/s",
    "first violation (ms)",
    "certified minimal (ms)",
    "found by",
    EVALUATIONS,
    crate::artifact::digest::COLUMN,
    "measured",
];

/// The speed table's column of evaluations to the first violation.
pub const EVALUATIONS: &str = "evaluations to the first violation, 50 seeds: median / worst";

/// The figures as a markdown table.
pub fn markdown(rows: &[Figures]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "| {} |", COLUMNS.join(" | "));
    let _ = writeln!(out, "|{}", "---|".repeat(COLUMNS.len()));
    let measured = machine();
    for f in rows {
        let found = f.report.counterexample.as_ref().map_or("—", |cx| if cx.found_by_targeted { "targeted" } else { "random" });
        let per_cert = if f.report.tally.certifications > 0 {
            format!("{:.2}", f.report.tally.certification_time.as_secs_f64() * 1e3 / f.report.tally.certifications as f64)
        } else {
            "—".into()
        };
        let seeds = match &f.first_violation {
            None => "—".to_string(),
            Some((found, searched)) => match (median(found), found.iter().max()) {
                (Some(m), Some(w)) if found.len() as u64 == *searched => format!("{m} / {w}"),
                (Some(m), Some(w)) => format!("{m} / {w} (found on {} of {searched} seeds)", found.len()),
                _ => format!("none of {searched} seeds"),
            },
        };
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {:.2} | {:.2} | {:.1} | {} | {:.2} | {:.2} | {:.2} | {} | {} | {} | {:.0} | {} | {} | {} | {} | {seeds} | {} | {measured} |",
            f.id,
            f.reading,
            f.verdict,
            f.raw_us,
            f.case_us,
            f.case_us / f.raw_us.max(1e-9),
            f.stages.words,
            f.stages.draw_us,
            f.stages.build_us,
            f.stages.hypotheses_us,
            f.stages.largest(f.raw_us),
            f.report.tally.certifications,
            per_cert,
            1e6 / f.case_all_us.max(1e-9),
            if f.targeted_per_s > 0.0 { format!("{:.0}", f.targeted_per_s) } else { "—".into() },
            ms(f.report.time_first_failure),
            ms(f.report.time_shrunk),
            found,
            f.digest.as_deref().unwrap_or("—")
        );
    }
    out
}

/// Random-phase cases in the optimiser comparison: few enough that the targeted phase
/// has to find the violations.
pub const COMPARISON_CASES: u32 = 8;

/// Compares the optimisers over `seeds` seeds with a tiny random phase.
///
/// With `digest`, each row ends with the reading's default-seed files' digest
/// ([`crate::artifact::digest`]), as the written table records it.
pub fn compare_optimisers(claims: &[&'static dyn Check], seeds: u64, digest: Option<&dyn Fn(&crate::claim::Meta) -> String>) -> String {
    let mut out = String::new();
    let optimisers = [Optimiser::HillClimb, Optimiser::Anneal];
    out.push_str(&format!(
        "Random phase cut to {COMPARISON_CASES} cases, default targeted budget, seeds 1..={seeds}. Refuted claims: seeds refuted (by the targeted phase). Others: mean best lhs/rhs.\n\n"
    ));
    let _ = writeln!(out, "| claim | reading | recorded | hill climbing | annealing | {} |\n|---|---|---|---|---|---|", crate::artifact::digest::COLUMN);
    for &claim in claims {
        let meta = claim.meta();
        let mut cells = Vec::new();
        for optimiser in optimisers {
            let mut refuted = 0;
            let mut by_targeted = 0;
            let mut ratios = Vec::new();
            for seed in 1..=seeds {
                let settings = Settings { seed, cases: Some(COMPARISON_CASES), ..Settings::default() };
                let r = search_subject(&Subject::new(claim), &settings, optimiser);
                if r.verdict == Verdict::Refuted {
                    refuted += 1;
                    by_targeted += usize::from(r.counterexample.as_ref().is_some_and(|c| c.found_by_targeted));
                } else if let Some(ratio) = r.best_ratio() {
                    ratios.push(ratio);
                }
            }
            cells.push(match meta.expected {
                Expected::Refuted => format!("{refuted}/{seeds} ({by_targeted})"),
                _ if ratios.is_empty() => "—".to_string(),
                _ => format!("{:.4}", ratios.iter().sum::<f64>() / ratios.len() as f64),
            });
        }
        let recorded = meta.expected.name();
        let files = digest.map_or_else(|| "—".to_string(), |f| f(meta));
        let _ = writeln!(out, "| `{}` | {} | {} | {} | {} | {files} |", meta.id, meta.reading, recorded, cells[0], cells[1]);
    }
    out
}

/// The README's speed sentence, from the speed table `body` (the committed
/// `docs/figures/speed.md`): the median, over the readings measured, of the engine's cost
/// per uncertified case relative to the raw evaluation of the two sides, the worst, and
/// the median over the refuted readings of the evaluations their 50 seeds needed to a
/// first violation (each reading's median), with where and when the rows were measured.
/// Its link to the table is `docs` (the path from the document to the `docs` folder:
/// `docs/` from the README, empty from the catalogue) followed by `figures/speed.md`.
/// `None` when no row is measured.
pub fn summary(body: &str, docs: &str) -> Option<String> {
    let cells = |l: &str| -> Vec<String> { crate::artifact::figures::cells(l).into_iter().map(str::to_string).collect() };
    let header = cells(body.lines().find(|l| l.starts_with("| claim |"))?);
    let column = |name: &str| header.iter().position(|h| h == name);
    let (raw_at, ratio_at, largest_at, evaluations_at, place_at) =
        (column("raw evaluation (µs)")?, column("engine / raw")?, column("largest part")?, column(EVALUATIONS)?, column("measured")?);
    let rows: Vec<Vec<String>> = body
        .lines()
        .filter(|l| l.starts_with("| `"))
        .map(cells)
        .filter(|c| c.len() == header.len() && c[raw_at] != "not yet measured")
        .collect();
    let mut ratios: Vec<(f64, String)> = rows.iter().filter_map(|c| Some((c[ratio_at].parse::<f64>().ok()?, format!("{} {}", c[1].trim_matches('`'), c[2])))).collect();
    if ratios.is_empty() {
        return None;
    }
    ratios.sort_by(|a, b| a.0.total_cmp(&b.0));
    let median_ratio = ratios[(ratios.len() - 1) / 2].0;
    let worst = ratios.last().expect("not empty");
    let evaluations: Vec<u64> = rows.iter().filter_map(|c| c[evaluations_at].split(" / ").next()?.trim().parse().ok()).collect();
    let mut places: Vec<&str> = rows.iter().map(|c| c[place_at].as_str()).collect();
    places.sort_unstable();
    places.dedup();
    let place = match places.as_slice() {
        [one] => format!("measured {one}"),
        [first, .., last] => format!("measured between {first} and {last}"),
        [] => String::new(),
    };
    // how many readings each part bounds, the most common first
    let mut parts: Vec<(usize, &str)> =
        PARTS.iter().map(|&(name, phrase)| (rows.iter().filter(|c| c[largest_at] == name).count(), phrase)).filter(|(n, _)| *n > 0).collect();
    parts.sort_by(|a, b| b.0.cmp(&a.0));
    let parts = parts.iter().enumerate().map(|(k, (n, phrase))| format!("{phrase} in {n}{}", if k == 0 { " readings" } else { "" })).collect::<Vec<_>>().join(", ");
    let first = median(&evaluations).map(|m| format!("; a refuted reading's 50 seeds need a median of {m} evaluations to the first violation (the median over {} refuted readings of each one's median)", evaluations.len())).unwrap_or_default();
    Some(format!(
        "**Speed** ([figures/speed.md]({docs}figures/speed.md), {place}): per case left uncertified the engine spends a median {median_ratio:.1} times the raw evaluation of the case's two sides over {} readings (at most {:.1}, `{}`); the largest part of a case is {parts}{first}.",
        ratios.len(),
        worst.0,
        worst.1
    ))
}
