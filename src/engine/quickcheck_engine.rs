//! A second, independent engine: quickcheck.
//!
//! It shares the claim's generator, the certificate (the mathematics must be written
//! once) and the targeted phase's algorithm, but none of the random search: its own
//! random source (`quickcheck::Gen`, seeded), its own raw values (`u64::arbitrary`,
//! which favours 0, 1 and extreme values; arranged into corner cases as the main engine's
//! are, see [`random_case`]), its own greedy shrinking,
//! and targeted climbs from *its own* closest cases. Its verdict must agree with the
//! proptest runner's; the test suite fails on a disagreement.
//!
//! quickcheck properties are plain `fn` pointers, so the claim under test is passed
//! through a thread-local context.

use std::cell::RefCell;

use quickcheck::{Arbitrary, Gen, QuickCheck, TestResult};

use crate::claim::Check;
use crate::generate::Slot;

use super::case::Subject;
use super::choices::random_case;
use super::rng::SplitMix;
use super::targeted::{climb, Podium, Probe, DEFAULT_OPTIMISER};
use super::report::Tally;
use super::search::{run_case, CaseResult};
use super::settings::Settings;

struct Context {
    subject: Subject<'static>,
    slots: Vec<Slot>,
    tally: Tally,
    podium: Podium,
    minimal: Option<Vec<u32>>,
    error: Option<String>,
    calls: u64,
}

thread_local! {
    static CONTEXT: RefCell<Option<Context>> = const { RefCell::new(None) };
}

fn with_context<T>(f: impl FnOnce(&mut Context) -> T) -> T {
    CONTEXT.with(|c| f(c.borrow_mut().as_mut().expect("quickcheck engine used outside quickcheck_search")))
}

/// A case as raw choices, for quickcheck.
#[derive(Clone, Debug)]
pub struct QcChoices(Vec<u32>);

impl Arbitrary for QcChoices {
    /// quickcheck's own raw values, arranged as [`random_case`] arranges the main engine's
    /// (one case in two a corner case): the engines differ in random source, raw values,
    /// driver and shrinker, not in which corners they visit.
    fn arbitrary(g: &mut Gen) -> Self {
        let slots = with_context(|c| c.slots.clone());
        QcChoices(random_case(&slots, || u64::arbitrary(g)))
    }

    /// Dimensions first, then the rest: each position set to 0, halved, or decremented.
    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let slots = with_context(|c| c.slots.clone());
        let mut order: Vec<usize> = (0..slots.len()).filter(|&i| self.0[i] > 0).collect();
        order.sort_by_key(|&i| (slots[i].priority(), i));
        let base = self.0.clone();
        Box::new(order.into_iter().flat_map(move |i| {
            let v = base[i];
            let mut out = Vec::new();
            for w in [0, v / 2, v - 1] {
                if w < v && !out.iter().any(|c: &QcChoices| c.0[i] == w) {
                    let mut c = base.clone();
                    c[i] = w;
                    out.push(QcChoices(c));
                }
            }
            out.into_iter()
        }))
    }
}

fn property(choices: QcChoices) -> TestResult {
    with_context(|c| {
        c.calls += 1;
        let podium = &mut c.podium;
        // A panic (a bug in a claim or generator) is an error of the search, never a
        // refutation: it is caught here, before quickcheck would count it as a failure.
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            run_case(&c.subject, &choices.0, &mut c.tally, |closeness| podium.offer(closeness, &choices.0))
        }))
        .unwrap_or_else(|panic| {
            let msg = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "unknown panic".into());
            CaseResult::Error(format!("panic: {msg}"))
        });
        match result {
            CaseResult::Pass => TestResult::passed(),
            CaseResult::Reject(_) => TestResult::discard(),
            CaseResult::Fail => {
                // quickcheck tries shrinks in order and recurses on the first that fails,
                // so the last failing case seen is the minimal one it reports.
                c.minimal = Some(choices.0.clone());
                TestResult::failed()
            }
            CaseResult::Error(e) => {
                c.error.get_or_insert(e);
                TestResult::passed()
            }
        }
    })
}

/// What the quickcheck engine found.
#[derive(Clone, Debug)]
pub struct QcOutcome {
    /// Whether it found a certified violation.
    pub refuted: bool,
    /// Dimensions of its shrunk counterexample.
    pub dims: Vec<(&'static str, usize)>,
    /// Property evaluations (cases and shrink steps).
    pub calls: u64,
    /// An error (NaN, broken generator), if any.
    pub error: Option<String>,
    /// The raw choices of its shrunk counterexample (empty when not refuted).
    pub choices: Vec<u32>,
}

/// Runs quickcheck on `claim` with as many tests as the proptest phase's budget.
pub fn quickcheck_search(claim: &'static dyn Check, settings: &Settings) -> QcOutcome {
    let subject = Subject::new(claim);
    let slots = subject.layout.slots.clone();
    let tests = u64::from(super::search::case_budget(claim, settings));
    let seed = settings.claim_seed(&format!("quickcheck/{}", claim.meta().file_key()));
    CONTEXT.with(|c| {
        *c.borrow_mut() =
            Some(Context { podium: Podium::for_layout(4, &subject.layout), subject, slots, tally: Tally::default(), minimal: None, error: None, calls: 0 })
    });
    let result = QuickCheck::new()
        .rng(Gen::from_size_and_seed(100, seed))
        .tests(tests)
        .max_tests(tests * 4)
        .quicktest(property as fn(QcChoices) -> TestResult);
    let mut ctx = CONTEXT.with(|c| c.borrow_mut().take()).expect("context set above");
    // Refuted only by a certified case; a failed run without one is an error.
    let mut refuted = ctx.minimal.is_some();
    if result.is_err() && !refuted && ctx.error.is_none() {
        ctx.error = Some("quickcheck reported a failure without a certified case".into());
    }
    let budget = super::search::targeted_budget(claim, settings);
    if !refuted && ctx.error.is_none() && budget > 0 {
        // The same targeted phase as the main engine, from quickcheck's own closest cases.
        let mut rng = SplitMix::new(seed);
        let starts = ctx.podium.entries().to_vec();
        let (subject, tally) = (&ctx.subject, &mut ctx.tally);
        let climb = climb(&subject.layout, &starts, budget, DEFAULT_OPTIMISER, true, &mut rng, |choices| {
            let mut seen = None;
            match run_case(subject, choices, tally, |c| seen = Some(c)) {
                CaseResult::Fail => Probe::Violation,
                CaseResult::Pass => seen.map_or(Probe::Unusable, Probe::Seen),
                _ => Probe::Unusable,
            }
        });
        ctx.calls += climb.evaluations;
        if let Some(v) = climb.violation {
            refuted = true;
            ctx.minimal = Some(v);
        }
    }
    let dims = match (refuted, &ctx.minimal) {
        (true, Some(m)) => ctx.subject.build(m).map(|c| c.dims).unwrap_or_default(),
        _ => Vec::new(),
    };
    let choices = if refuted { ctx.minimal.clone().unwrap_or_default() } else { Vec::new() };
    QcOutcome { refuted, dims, calls: ctx.calls, error: ctx.error, choices }
}
