//! One claim's search: random phase, targeted phase, shrinking, certificate.
//!
//! * **Random phase**: proptest's `TestRunner`, driven directly. Each case is a
//!   [`Choices`] drawn by [`ChoiceStrategy`] from the words proptest's ChaCha generator
//!   would give it, computed by the strategy itself ([`random_phase`],
//!   [`crate::engine::stream`]); the test builds the inputs, screens them in
//!   `f64` and certifies candidates. Only a *certified* violation fails the test, so
//!   proptest shrinks along certified counterexamples and the minimal case it returns is
//!   certified too. A hypothesis failing in `f64` is a proptest *rejection* (the
//!   generator's fault, counted), never a failure.
//! * **Targeted phase** (if the random phase found nothing): [`targeted::climb`] from the
//!   closest random cases. A violation it finds is shrunk by the same tree through
//!   `TestRunner::run_one`, and certified the same way.

use std::cell::RefCell;
use std::time::{Duration, Instant};

use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestError, TestRng, TestRunner};

use crate::claim::{Check, Quantifier};

use super::case::{Layout, Subject};
use super::certify::{Certification, PRECISIONS};
use super::choices::{random_choice, ChoiceStrategy, Choices};
use super::evaluate::{closeness, screen, Closeness, Screen};
use super::report::{Counterexample, Phase, Report, Tally, Tightest, Verdict, Witness};
use super::rng::SplitMix;
use super::settings::{seed_bytes, Settings};
use super::stream::CaseStream;
use super::targeted::{self, Optimiser, Podium, Probe};

/// Closest random cases the targeted phase starts from.
const STARTS: usize = 8;

/// The outcome of one case, shared by every engine.
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

/// Builds, screens and (if needed) certifies the case `choices`; updates `tally`;
/// calls `seen` with the case's closeness when its conclusion was evaluated.
pub fn run_case(subject: &Subject, choices: &[u32], tally: &mut Tally, seen: impl FnMut(Closeness)) -> CaseResult {
    run_case_with(subject, choices, tally, seen, false)
}

/// [`run_case`], certifying the case even when the `f64` screen says it holds with room
/// to spare (`force`): for the closest cases of a search, whose `f64` values are the ones
/// most likely to hide a violation.
pub fn run_case_with(subject: &Subject, choices: &[u32], tally: &mut Tally, mut seen: impl FnMut(Closeness), force: bool) -> CaseResult {
    super::progress::add(1);
    let case = match subject.build(choices) {
        Ok(c) => c,
        Err(e) => return CaseResult::Error(e),
    };
    let screened = screen(subject.claim, &case.inputs, subject.dropped);
    // a negative control counts the drawn cases that meet the kept hypotheses
    if let (Some(dropped), true, false) = (subject.dropped, tally.outside.drawing, matches!(screened, Screen::Rejected(_))) {
        let all = subject.claim.hypotheses_f64(&case.inputs);
        let conditions: Vec<_> = all.iter().filter(|h| h.name == dropped).collect();
        tally.outside.note(&case, conditions.iter().any(|h| !h.holds()));
        tally.outside.note_sides(&conditions);
    }
    let screened = match screened {
        Screen::Rejected(name) => {
            tally.rejected += 1;
            return CaseResult::Reject(name);
        }
        Screen::NonFinite(msg) => {
            return CaseResult::Error(format!("non-finite value at inputs {}: {msg}", case.inputs.to_json()))
        }
        Screen::Holds(c) if !force => {
            seen(closeness(&c));
            return CaseResult::Pass;
        }
        Screen::Holds(c) | Screen::Candidate(c) => c,
    };
    // A candidate's closeness is taken from the certificate's recomputation when the f64
    // violation turns out not to be one, so that rounding error can neither pose as
    // tightness nor lure the targeted phase.
    let t0 = Instant::now();
    let certification = subject.certify(&case.inputs);
    tally.certifications += 1;
    tally.certification_time += t0.elapsed();
    match certification {
        Certification::Violated(_) => {
            seen(closeness(&screened));
            CaseResult::Fail
        }
        Certification::Holds { exact, identity_bits } => {
            if let Some(k) = identity_bits {
                tally.identity_bits = Some(tally.identity_bits.map_or(k, |b| b.min(k)));
            }
            seen(closeness(&exact));
            CaseResult::Pass
        }
        Certification::OutsideHypotheses(name) => {
            tally.rejected += 1;
            CaseResult::Reject(name)
        }
        Certification::Undecided(u) => {
            seen(closeness(u.exact.as_deref().unwrap_or(&screened)));
            tally.undecided += 1;
            tally.undecided_ties += u64::from(u.tie);
            tally.undecided_capped += u64::from(u.precision < *PRECISIONS.last().expect("precisions"));
            tally.undecided_note.get_or_insert(u.reason);
            CaseResult::Pass
        }
    }
}

/// Random-phase cases for `claim` under `settings`.
pub fn case_budget(claim: &dyn Check, settings: &Settings) -> u32 {
    settings.cases.unwrap_or(claim.meta().cases)
}

/// Targeted-phase evaluations for `claim` under `settings`.
pub fn targeted_budget(claim: &dyn Check, settings: &Settings) -> u64 {
    settings.targeted.unwrap_or(claim.meta().targeted)
}

/// The cases a search of `claim` evaluates at most before shrinking (both phases; a
/// witness search, its random cases): the budget a progress bar measures it by.
pub fn evaluation_budget(claim: &dyn Check, settings: &Settings) -> u64 {
    let random = u64::from(case_budget(claim, settings));
    match claim.meta().quantifier {
        Quantifier::Exists(_) => random,
        Quantifier::ForAll => random.saturating_add(targeted_budget(claim, settings)),
    }
}

/// The random phase's strategy over `layout` and the generator for its runner: the cases a
/// runner whose generator is `TestRng::from_seed(RngAlgorithm::ChaCha, &seed_bytes(claim_seed))`
/// gives a [`ChoiceStrategy`], drawn by the strategy from its own
/// [`CaseStream`] ([`crate::engine::stream`]: the same words, computed faster), and a
/// cheap generator for the runner, which proptest reads only for a seed before each case.
pub fn random_phase(layout: &Layout, claim_seed: u64) -> (ChoiceStrategy, TestRng) {
    let strategy = ChoiceStrategy::new(layout).drawing_from(CaseStream::new(&seed_bytes(claim_seed)));
    (strategy, TestRng::deterministic_rng(RngAlgorithm::XorShift))
}

/// Searches `claim` with all its hypotheses (see the module documentation); an existence
/// statement is searched for a witness instead ([`search_witness`]).
pub fn search(claim: &dyn Check, settings: &Settings) -> Report {
    search_subject(&Subject::new(claim), settings, targeted::DEFAULT_OPTIMISER)
}

/// Searches an existence statement for a certified witness: the generator builds members
/// of the witness family (its simplest case first, then random cases), and the first
/// case whose hypotheses and conclusion all certainly hold proves the statement. With no
/// certified witness in the budget, the verdict is `inconclusive`.
pub fn search_witness(subject: &Subject, settings: &Settings) -> Report {
    let start = Instant::now();
    let claim_seed = seed_of(subject, settings);
    let mut report = Report::empty(settings.seed, claim_seed);
    let budget = u64::from(case_budget(subject.claim, settings));
    let mut rng = SplitMix::new(claim_seed);
    let mut tally = Tally::default();
    for k in 0..budget {
        super::progress::add(1);
        let choices: Vec<u32> = if k == 0 {
            vec![0; subject.layout.slots.len()]
        } else {
            subject.layout.slots.iter().map(|&slot| random_choice(slot, rng.next_u64() as u32, (rng.next_u64() >> 32) as u32)).collect()
        };
        let case = match subject.build(&choices) {
            Ok(c) => c,
            Err(e) => {
                report.verdict = Verdict::Error(e);
                break;
            }
        };
        if let Screen::NonFinite(msg) = screen(subject.claim, &case.inputs, subject.dropped) {
            report.verdict = Verdict::Error(format!("non-finite value at inputs {}: {msg}", case.inputs.to_json()));
            break;
        }
        let t0 = Instant::now();
        let certification = subject.certify(&case.inputs);
        tally.certifications += 1;
        tally.certification_time += t0.elapsed();
        match certification {
            Certification::Holds { exact, identity_bits } => {
                tally.identity_bits = identity_bits;
                report.witness = Some(Witness { inputs: case.inputs, dims: case.dims, exact, cases: k + 1 });
                report.verdict = Verdict::Proved;
                break;
            }
            Certification::OutsideHypotheses(_) => tally.rejected += 1,
            Certification::Undecided(u) => {
                tally.undecided += 1;
                tally.undecided_ties += u64::from(u.tie);
                tally.undecided_note.get_or_insert(u.reason);
            }
            Certification::Violated(_) => {}
        }
    }
    report.cases = report.witness.as_ref().map_or(budget, |w| w.cases);
    if report.witness.is_none() && !matches!(report.verdict, Verdict::Error(_)) {
        report.verdict = Verdict::Inconclusive;
    }
    report.tally = tally;
    report.random = Phase { cases: report.cases, time: start.elapsed() };
    report.time_total = start.elapsed();
    report
}

/// Searches a subject (a claim, or a negative control), turning a panic (a bug in a claim
/// or generator) into an `error` verdict that names the claim.
pub fn search_subject(subject: &Subject, settings: &Settings, optimiser: Optimiser) -> Report {
    let start = Instant::now();
    let meta = subject.claim.meta();
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| search_unguarded(subject, settings, optimiser))) {
        Ok(report) => report,
        Err(panic) => {
            let msg = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "unknown panic".into());
            let mut r = Report::empty(settings.seed, seed_of(subject, settings));
            r.verdict = Verdict::Error(format!("panic in {} ({}): {msg}", meta.id, meta.reading));
            r.time_total = start.elapsed();
            r
        }
    }
}

fn seed_of(subject: &Subject, settings: &Settings) -> u64 {
    let key = subject.claim.meta().file_key();
    match subject.dropped {
        None => settings.claim_seed(&key),
        Some(h) => settings.claim_seed(&format!("{key}/without {h}")),
    }
}

#[derive(Default)]
struct State {
    calls: u64,
    shrinking: bool,
    /// Certify every shrink candidate: the violation being shrunk was found by a forced
    /// certification (its `f64` screen said it held).
    force: bool,
    first_failure: Option<(u64, Duration)>,
    error: Option<String>,
    podium: Podium,
}

fn search_unguarded(subject: &Subject, settings: &Settings, optimiser: Optimiser) -> Report {
    if matches!(subject.claim.meta().quantifier, Quantifier::Exists(_)) && subject.dropped.is_none() {
        return search_witness(subject, settings);
    }
    let start = Instant::now();
    let claim_seed = seed_of(subject, settings);
    let cases = case_budget(subject.claim, settings);
    let config = Config {
        cases,
        // never reached: the strategy's trees stop after `settings.shrink_iters` steps
        // (proptest's own limit would print advice about PROPTEST_* variables)
        max_shrink_iters: u32::MAX - 1,
        max_shrink_time: 0,
        max_local_rejects: 0,
        max_global_rejects: cases.saturating_mul(4),
        failure_persistence: None,
        verbose: 0,
        ..Config::default()
    };
    let (strategy, rng) = random_phase(&subject.layout, claim_seed);
    let mut runner = TestRunner::new_with_rng(config, rng);
    let strategy = strategy.with_shrink_budget(settings.shrink_iters);
    let state = RefCell::new(State { podium: Podium::for_layout(STARTS, &subject.layout), ..State::default() });
    let tally = RefCell::new(Tally::default());

    // The test: every case of the random phase and every shrink step of either phase.
    let test = |choices: Choices| {
        let mut st = state.borrow_mut();
        st.calls += 1;
        let searching = !st.shrinking && st.first_failure.is_none();
        let force = st.force;
        tally.borrow_mut().outside.drawing = searching;
        let result = run_case_with(
            subject,
            &choices.0,
            &mut tally.borrow_mut(),
            |c| {
                if searching {
                    st.podium.offer(c, &choices.0);
                }
            },
            force,
        );
        match result {
            CaseResult::Pass => Ok(()),
            CaseResult::Reject(name) => Err(TestCaseError::reject(name)),
            CaseResult::Fail => {
                if st.first_failure.is_none() {
                    st.first_failure = Some((st.calls, start.elapsed()));
                }
                Err(TestCaseError::fail("certified violation"))
            }
            CaseResult::Error(e) => {
                st.error.get_or_insert(e);
                // stop the random phase; while shrinking, an error case is not a failure
                if searching {
                    Err(TestCaseError::fail("error"))
                } else {
                    Ok(())
                }
            }
        }
    };

    let mut outcome = runner.run(&strategy, test);
    let random_cases = state.borrow().first_failure.map_or(state.borrow().calls, |(n, _)| n);
    let random = Phase { cases: random_cases, time: start.elapsed() };

    // Targeted phase.
    let mut targeted_phase = Phase { cases: 0, time: Duration::ZERO };
    let mut found_targeted = false;
    let no_failure = outcome.is_ok() && state.borrow().error.is_none();
    let targeted_budget = targeted_budget(subject.claim, settings);
    if no_failure && targeted_budget > 0 {
        let t0 = Instant::now();
        let starts: Vec<(Closeness, Vec<u32>)> = state.borrow().podium.entries().to_vec();
        let mut rng = SplitMix::new(claim_seed ^ 0x7a7e_57ed);
        let climb = targeted::climb(&subject.layout, &starts, targeted_budget, optimiser, true, &mut rng, |choices| {
            let mut seen_closeness = None;
            tally.borrow_mut().outside.drawing = true;
            let result = run_case(subject, choices, &mut tally.borrow_mut(), |c| seen_closeness = Some(c));
            match result {
                CaseResult::Fail => Probe::Violation,
                CaseResult::Pass => seen_closeness.map_or(Probe::Unusable, Probe::Seen),
                CaseResult::Reject(_) => Probe::Unusable,
                CaseResult::Error(e) => {
                    state.borrow_mut().error.get_or_insert(e);
                    Probe::Unusable
                }
            }
        });
        if let Some((c, choices)) = &climb.best {
            state.borrow_mut().podium.offer(*c, choices);
        }
        targeted_phase.cases = climb.evaluations;
        if let Some(violation) = climb.violation {
            found_targeted = true;
            {
                let mut st = state.borrow_mut();
                let calls = st.calls;
                st.first_failure = Some((calls, start.elapsed()));
                st.shrinking = true;
            }
            let tree = strategy.tree_for(violation);
            outcome = runner.run_one(tree, test).map(|_| ());
        }
        targeted_phase.time = t0.elapsed();
    }

    // already drawn: not counted again
    tally.borrow_mut().outside.drawing = false;
    // The closest cases of both phases are certified even where f64 says they hold with
    // room to spare: a violation that f64 rounds away is still found.
    if outcome.is_ok() && state.borrow().error.is_none() && !found_targeted {
        let closest: Vec<Vec<u32>> = state.borrow().podium.entries().iter().map(|(_, c)| c.clone()).collect();
        for choices in closest {
            let result = run_case_with(subject, &choices, &mut tally.borrow_mut(), |_| {}, true);
            if let CaseResult::Fail = result {
                found_targeted = true;
                {
                    let mut st = state.borrow_mut();
                    let calls = st.calls;
                    st.first_failure = Some((calls, start.elapsed()));
                    st.shrinking = true;
                    st.force = true;
                }
                let tree = strategy.tree_for(choices);
                outcome = runner.run_one(tree, test).map(|_| ());
                break;
            }
        }
    }

    let st = state.into_inner();
    let mut report = Report::empty(settings.seed, claim_seed);
    report.tally = tally.into_inner();
    report.cases = random.cases;
    report.random = random;
    report.targeted = targeted_phase;
    report.time_first_failure = st.first_failure.map(|(_, t)| t);
    if let Some((closeness, choices)) = st.podium.best().cloned() {
        let case = subject.build(&choices).expect("the best case was built before");
        let screened = subject.claim.conclusion_f64(&case.inputs);
        report.tightest = Some(Tightest { choices, inputs: case.inputs, dims: case.dims, screened, closeness });
    }
    if let Some(e) = st.error {
        report.verdict = Verdict::Error(e);
    } else {
        match outcome {
            Ok(()) => {
                if report.tally.undecided > 0 {
                    report.verdict = Verdict::Inconclusive;
                }
            }
            Err(TestError::Fail(_, minimal)) => {
                let (n, _) = st.first_failure.expect("a failure was recorded");
                let shrink_steps = st.calls - n + u64::from(found_targeted);
                match minimal_counterexample(subject, minimal.0) {
                    Ok(mut cx) => {
                        cx.cases_before_failure = if found_targeted { random.cases + targeted_phase.cases } else { n };
                        cx.found_by_targeted = found_targeted;
                        cx.shrink_steps = shrink_steps;
                        cx.shrink_budget = settings.shrink_iters;
                        cx.shrink_exhausted = shrink_steps >= u64::from(settings.shrink_iters);
                        report.counterexample = Some(cx);
                        report.verdict = Verdict::Refuted;
                        report.time_shrunk = Some(start.elapsed());
                    }
                    Err(e) => report.verdict = Verdict::Error(e),
                }
            }
            Err(TestError::Abort(why)) => {
                let rejected = report.tally.rejected;
                report.verdict = if st.calls == rejected {
                    Verdict::Vacuous
                } else {
                    Verdict::Error(format!("search aborted: {why} ({rejected} of {} cases rejected)", st.calls))
                };
            }
        }
    }
    report.time_total = start.elapsed();
    report
}

/// Rebuilds and re-certifies the minimal failing choices.
pub fn minimal_counterexample(subject: &Subject, choices: Vec<u32>) -> Result<Counterexample, String> {
    let case = subject.build(&choices)?;
    let screened = match screen(subject.claim, &case.inputs, subject.dropped) {
        Screen::Candidate(c) | Screen::Holds(c) => c,
        other => return Err(format!("the shrunk case no longer screens: {other:?}")),
    };
    match subject.certify(&case.inputs) {
        Certification::Violated(certificate) => Ok(Counterexample {
            choices,
            inputs: case.inputs,
            dims: case.dims,
            screened,
            certificate,
            cases_before_failure: 0,
            found_by_targeted: false,
            shrink_steps: 0,
            shrink_budget: 0,
            shrink_exhausted: false,
        }),
        other => Err(format!("the shrunk case does not certify: {other:?}")),
    }
}
