//! The random phase: proptest's `TestRunner`, driven directly.
//!
//! Each case is a [`Choices`] drawn by [`ChoiceStrategy`]; the test builds the inputs,
//! screens them in `f64` and certifies candidates. Only a *certified* violation fails the
//! test, so proptest shrinks along certified counterexamples and the minimal case it
//! returns is certified too. A hypothesis failing in `f64` is a proptest *rejection*
//! (the generator's fault, counted), never a failure.

use std::cell::RefCell;
use std::time::{Duration, Instant};

use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestError, TestRng, TestRunner};

use crate::claim::Check;

use super::case::{build, layout};
use super::certify::{certify, Certification};
use super::choices::{ChoiceStrategy, Choices};
use super::evaluate::{closeness, screen, Closeness, Screen};
use super::report::{Counterexample, Report, Tightest, Verdict};
use super::settings::{seed_bytes, Settings};

#[derive(Default)]
struct State {
    calls: u64,
    first_failure: Option<(u64, Duration)>,
    error: Option<String>,
    best: Option<(Closeness, Vec<u32>)>,
}

/// The outcome of one case for the runner, shared by every engine.
pub enum CaseResult {
    /// Hypotheses hold and the conclusion holds (or the `f64` violation did not certify).
    Pass,
    /// A hypothesis fails in `f64`.
    Reject(&'static str),
    /// Certified violation.
    Fail,
    /// NaN, or a broken generator contract.
    Error(String),
}

/// Tallies of one engine's run, shared by [`run_case`].
#[derive(Default)]
pub struct Tally {
    /// Rejected cases.
    pub rejected: u64,
    /// Rounding artifacts.
    pub artifacts: u64,
    /// Undecided candidates.
    pub undecided: u64,
    /// First undecided reason.
    pub undecided_note: Option<String>,
}

/// Builds, screens and (if needed) certifies the case `choices`; updates `tally`;
/// calls `seen` with the case's closeness when its conclusion was evaluated.
pub fn run_case(
    claim: &dyn Check,
    slots: &[crate::generate::Slot],
    choices: &[u32],
    tally: &mut Tally,
    mut seen: impl FnMut(Closeness),
) -> CaseResult {
    let case = match build(claim, slots, choices) {
        Ok(c) => c,
        Err(e) => return CaseResult::Error(e),
    };
    match screen(claim, &case.inputs) {
        Screen::Rejected(name) => {
            tally.rejected += 1;
            CaseResult::Reject(name)
        }
        Screen::NonFinite(msg) => CaseResult::Error(format!("non-finite value at inputs {}: {msg}", case.inputs.to_json())),
        Screen::Holds(c) => {
            seen(closeness(&c));
            CaseResult::Pass
        }
        Screen::Candidate(c) => {
            seen(closeness(&c));
            match certify(claim, &case.inputs, &c) {
                Certification::Violated(_) => CaseResult::Fail,
                Certification::Holds => CaseResult::Pass,
                Certification::RoundingArtifact { .. } => {
                    tally.artifacts += 1;
                    CaseResult::Pass
                }
                Certification::Undecided(why) => {
                    tally.undecided += 1;
                    tally.undecided_note.get_or_insert(why);
                    CaseResult::Pass
                }
            }
        }
    }
}

/// Random-phase cases for `claim` under `settings`.
pub fn case_budget(claim: &dyn Check, settings: &Settings) -> u32 {
    settings.cases.unwrap_or(claim.meta().cases)
}

/// Runs [`search_unguarded`], turning a panic (a bug in a claim or generator) into an
/// `error` verdict that names the claim, so one broken claim cannot stop the others.
pub fn search(claim: &dyn Check, settings: &Settings) -> Report {
    let start = Instant::now();
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| search_unguarded(claim, settings))) {
        Ok(report) => report,
        Err(panic) => {
            let msg = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "unknown panic".into());
            Report {
                verdict: Verdict::Error(format!("panic in {} ({}): {msg}", claim.meta().id, claim.meta().reading)),
                counterexample: None,
                tightest: None,
                cases: 0,
                rejected: 0,
                artifacts: 0,
                undecided: 0,
                undecided_note: None,
                claim_seed: settings.claim_seed(&claim.meta().file_key()),
                seed: settings.seed,
                time_total: start.elapsed(),
                time_first_failure: None,
            }
        }
    }
}

/// Runs the random phase for one claim and shrinks any certified violation.
pub fn search_unguarded(claim: &dyn Check, settings: &Settings) -> Report {
    let start = Instant::now();
    let meta = claim.meta();
    let claim_seed = settings.claim_seed(&meta.file_key());
    let layout = layout(claim);
    let slots = layout.slots.clone();
    let cases = case_budget(claim, settings);
    let config = Config {
        cases,
        max_shrink_iters: settings.shrink_iters,
        max_shrink_time: 0,
        max_local_rejects: 0,
        max_global_rejects: cases.saturating_mul(4),
        failure_persistence: None,
        verbose: 0,
        ..Config::default()
    };
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &seed_bytes(claim_seed));
    let mut runner = TestRunner::new_with_rng(config, rng);
    let strategy = ChoiceStrategy::new(&layout);
    let state = RefCell::new(State::default());
    let tally = RefCell::new(Tally::default());

    let outcome = runner.run(&strategy, |choices: Choices| {
        let mut st = state.borrow_mut();
        st.calls += 1;
        let searching = st.first_failure.is_none();
        let result = run_case(claim, &slots, &choices.0, &mut tally.borrow_mut(), |c| {
            if searching && st.best.as_ref().is_none_or(|(b, _)| c.beats(b)) {
                st.best = Some((c, choices.0.clone()));
            }
        });
        match result {
            CaseResult::Pass => Ok(()),
            CaseResult::Reject(name) => Err(TestCaseError::reject(name)),
            CaseResult::Fail => {
                if searching {
                    st.first_failure = Some((st.calls, start.elapsed()));
                }
                Err(TestCaseError::fail("certified violation"))
            }
            CaseResult::Error(e) => {
                st.error.get_or_insert(e);
                // Stop the random phase; during shrinking, treat it as not failing.
                if searching {
                    Err(TestCaseError::fail("error"))
                } else {
                    Ok(())
                }
            }
        }
    });

    let st = state.into_inner();
    let tally = tally.into_inner();
    let mut report = Report {
        verdict: Verdict::NotRefuted,
        counterexample: None,
        tightest: None,
        cases: st.first_failure.map(|(n, _)| n).unwrap_or(st.calls),
        rejected: tally.rejected,
        artifacts: tally.artifacts,
        undecided: tally.undecided,
        undecided_note: tally.undecided_note,
        claim_seed,
        seed: settings.seed,
        time_total: Duration::ZERO,
        time_first_failure: st.first_failure.map(|(_, t)| t),
    };
    if let Some((closeness, choices)) = st.best {
        let case = build(claim, &slots, &choices).expect("the best case was built before");
        let screened = claim.conclusion_f64(&case.inputs);
        report.tightest = Some(Tightest { choices, inputs: case.inputs, dims: case.dims, screened, closeness });
    }
    if let Some(e) = st.error {
        report.verdict = Verdict::Error(e);
    } else {
        match outcome {
            Ok(()) => {
                if tally.undecided > 0 {
                    report.verdict = Verdict::Inconclusive;
                }
            }
            Err(TestError::Fail(_, minimal)) => {
                let (n, _) = st.first_failure.expect("a failure was recorded");
                let shrink_steps = st.calls - n;
                match minimal_counterexample(claim, &slots, minimal.0) {
                    Ok(mut cx) => {
                        cx.cases_before_failure = n;
                        cx.shrink_steps = shrink_steps;
                        cx.shrink_budget = settings.shrink_iters;
                        cx.shrink_exhausted = shrink_steps >= u64::from(settings.shrink_iters);
                        report.counterexample = Some(cx);
                        report.verdict = Verdict::Refuted;
                    }
                    Err(e) => report.verdict = Verdict::Error(e),
                }
            }
            Err(TestError::Abort(why)) => {
                report.verdict = if st.calls == tally.rejected {
                    Verdict::Vacuous
                } else {
                    Verdict::Error(format!("search aborted: {why} ({} of {} cases rejected)", tally.rejected, st.calls))
                };
            }
        }
    }
    report.time_total = start.elapsed();
    report
}

/// Rebuilds and re-certifies the minimal failing choices.
pub fn minimal_counterexample(
    claim: &dyn Check,
    slots: &[crate::generate::Slot],
    choices: Vec<u32>,
) -> Result<Counterexample, String> {
    let case = build(claim, slots, &choices)?;
    let screened = match screen(claim, &case.inputs) {
        Screen::Candidate(c) => c,
        other => return Err(format!("the shrunk case no longer screens as a violation: {other:?}")),
    };
    match certify(claim, &case.inputs, &screened) {
        Certification::Violated(certificate) => Ok(Counterexample {
            choices,
            inputs: case.inputs,
            dims: case.dims,
            screened,
            certificate,
            cases_before_failure: 0,
            shrink_steps: 0,
            shrink_budget: 0,
            shrink_exhausted: false,
        }),
        other => Err(format!("the shrunk case does not certify: {other:?}")),
    }
}
