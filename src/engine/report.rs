//! What a search reports.

use std::time::Duration;

use crate::claim::{Inequality, Inputs};

use super::certify::Certificate;
use super::evaluate::Closeness;

/// The verdict of one claim in one reading (see DESIGN.md, "Words").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A certified counterexample was found.
    Refuted,
    /// No violation in the cases searched.
    NotRefuted,
    /// No certified violation, but some case was undecided at the highest precision.
    Inconclusive,
    /// An existence statement settled by a certified witness.
    Proved,
    /// No input satisfying the hypotheses was produced.
    Vacuous,
    /// The search could not run properly (NaN, generator contract broken).
    Error(String),
}

impl Verdict {
    /// The verdict's name as used in tables.
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Refuted => "refuted",
            Verdict::NotRefuted => "not refuted",
            Verdict::Inconclusive => "inconclusive",
            Verdict::Proved => "proved",
            Verdict::Vacuous => "vacuous",
            Verdict::Error(_) => "error",
        }
    }
}

/// A certified, shrunk counterexample.
#[derive(Clone, Debug)]
pub struct Counterexample {
    /// The raw choices of the minimal case.
    pub choices: Vec<u32>,
    /// Its inputs.
    pub inputs: Inputs,
    /// Its dimensions.
    pub dims: Vec<(&'static str, usize)>,
    /// Its conclusion in `f64`.
    pub screened: Vec<Inequality<f64>>,
    /// The certificate.
    pub certificate: Certificate,
    /// Cases evaluated before the first certified violation (that case included; random
    /// and targeted phases together when the targeted phase found it).
    pub cases_before_failure: u64,
    /// Whether the targeted phase (rather than the random phase) found it.
    pub found_by_targeted: bool,
    /// Shrink steps (candidate cases evaluated while shrinking).
    pub shrink_steps: u64,
    /// The shrink budget.
    pub shrink_budget: u32,
    /// Whether shrinking stopped because the budget ran out.
    pub shrink_exhausted: bool,
}

/// A certified witness of an existence statement.
#[derive(Clone, Debug)]
pub struct Witness {
    /// Its inputs.
    pub inputs: Inputs,
    /// Its dimensions.
    pub dims: Vec<(&'static str, usize)>,
    /// The conclusion at the deciding precision (enclosure midpoints), every relation
    /// certified to hold.
    pub exact: Vec<Inequality<f64>>,
    /// Cases tried before it (itself included).
    pub cases: u64,
}

/// The case that came closest to violating the claim.
#[derive(Clone, Debug)]
pub struct Tightest {
    /// The raw choices.
    pub choices: Vec<u32>,
    /// Its inputs.
    pub inputs: Inputs,
    /// Its dimensions.
    pub dims: Vec<(&'static str, usize)>,
    /// Its conclusion in `f64`.
    pub screened: Vec<Inequality<f64>>,
    /// How close it came.
    pub closeness: Closeness,
}

/// What happened to the cases of one run, updated by
/// [`run_case`](super::search::run_case).
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Cases rejected because a hypothesis failed in `f64`, or certainly failed in
    /// interval arithmetic where `f64` said it held (the generator's fault either way).
    pub rejected: u64,
    /// Candidates the certificate could not decide at the highest precision tried.
    pub undecided: u64,
    /// How many of those were ties: lhs − rhs enclosed within 2⁻²⁰⁰·scale of 0.
    pub undecided_ties: u64,
    /// Candidates left undecided at a capped precision (see
    /// [`Subject::certify`](super::case::Subject::certify)), included in `undecided`.
    pub undecided_capped: u64,
    /// Why the first undecided case was undecided.
    pub undecided_note: Option<String>,
    /// The smallest k such that every identity whose enclosure contained 0 was certified
    /// as |lhs − rhs| ≤ 2⁻ᵏ·max(1, |lhs|, |rhs|); `None` if none needed it.
    pub identity_bits: Option<i64>,
    /// Candidates certified in interval arithmetic (all phases, shrinking included).
    pub certifications: u64,
    /// Wall time spent certifying.
    pub certification_time: Duration,
    /// For a negative control: what the search drew outside the dropped hypothesis.
    pub outside: Outside,
}

/// What a negative control drew: cases built by the random and targeted phases that meet
/// every kept hypothesis in `f64` (shrink steps and rejected cases not counted), how many
/// of them violate the dropped hypothesis, and the ranges those violating cases covered.
/// Filled only when a hypothesis is dropped.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outside {
    /// Whether cases are being drawn (not shrunk) now; set by the search loop.
    pub drawing: bool,
    /// Cases drawn.
    pub drawn: u64,
    /// Drawn cases that violate the dropped hypothesis.
    pub violating: u64,
    /// Over the violating cases: each named dimension's smallest and largest value.
    pub dims: Vec<(&'static str, usize, usize)>,
    /// Over the violating cases: each input's smallest and largest number (a vector's or
    /// matrix's entries count as its numbers).
    pub inputs: Vec<(&'static str, f64, f64)>,
    /// The sides of the dropped hypothesis, by the position of its condition among the
    /// conditions of that name (see [`Side`]).
    pub sides: Vec<Side>,
}

/// One side of one condition of a dropped hypothesis: the k-th condition of that name,
/// violated in one direction.
///
/// A condition lhs ≤ rhs has one side (lhs > rhs); lhs < rhs has the same side and, apart,
/// its boundary (lhs = rhs, which it excludes); lhs = rhs has two (lhs < rhs and
/// lhs > rhs). A hypothesis "0 < η ≤ 1" is two conditions, so a control must draw η ≤ 0
/// and η > 1 to cover both.
#[derive(Clone, Debug, PartialEq)]
pub struct Side {
    /// The position of the condition among the dropped hypothesis' conditions.
    pub position: usize,
    /// The relation the condition asserts.
    pub relation: crate::claim::Relation,
    /// Drawn cases where the condition exists (its position is within the case's count).
    pub present: u64,
    /// Cases with lhs > rhs.
    pub above: u64,
    /// Cases with lhs < rhs (a violation only for `=`).
    pub below: u64,
    /// Cases with lhs = rhs (a violation only for `<`).
    pub boundary: u64,
}

impl Side {
    /// Whether the drawn cases violated this condition in every direction it can be
    /// violated (for `<`, strictly beyond and on the boundary).
    pub fn covered(&self) -> bool {
        use crate::claim::Relation;
        match self.relation {
            Relation::AtMost => self.above > 0,
            Relation::Less => self.above > 0 && self.boundary > 0,
            Relation::Equal => self.above > 0 && self.below > 0,
        }
    }
}

impl Outside {
    /// Records the conditions of the dropped hypothesis at one drawn case.
    pub fn note_sides(&mut self, conditions: &[&crate::claim::Condition<f64>]) {
        for (k, c) in conditions.iter().enumerate() {
            if self.sides.len() <= k {
                self.sides.push(Side { position: k, relation: c.relation, present: 0, above: 0, below: 0, boundary: 0 });
            }
            let side = &mut self.sides[k];
            side.present += 1;
            if c.lhs > c.rhs {
                side.above += 1;
            } else if c.lhs < c.rhs {
                side.below += 1;
            } else if c.lhs == c.rhs {
                side.boundary += 1;
            }
        }
    }

    /// The sides that every drawn case has (positions present in all of them) and that the
    /// drawn cases did not cover ([`Side::covered`]).
    pub fn uncovered(&self) -> Vec<&Side> {
        self.sides.iter().filter(|s| s.present == self.drawn && !s.covered()).collect()
    }

    /// Records one drawn case; `violating` says whether it violates the dropped hypothesis.
    pub fn note(&mut self, case: &super::case::Case, violating: bool) {
        self.drawn += 1;
        if !violating {
            return;
        }
        self.violating += 1;
        for &(name, v) in &case.dims {
            match self.dims.iter_mut().find(|(n, _, _)| *n == name) {
                Some(r) => {
                    r.1 = r.1.min(v);
                    r.2 = r.2.max(v);
                }
                None => self.dims.push((name, v, v)),
            }
        }
        for (name, value) in case.inputs.iter() {
            let (mut lo, mut hi, mut count) = (f64::INFINITY, f64::NEG_INFINITY, 0usize);
            value.each_number(&mut |x| {
                (lo, hi, count) = (lo.min(x), hi.max(x), count + 1);
            });
            if count == 0 {
                continue;
            }
            match self.inputs.iter_mut().find(|(n, _, _)| *n == name) {
                Some(r) => {
                    r.1 = r.1.min(lo);
                    r.2 = r.2.max(hi);
                }
                None => self.inputs.push((name, lo, hi)),
            }
        }
    }
}

/// Work done by one phase.
#[derive(Clone, Copy, Debug, Default)]
pub struct Phase {
    /// Cases evaluated (random phase: up to the first failure; targeted: evaluations).
    pub cases: u64,
    /// Wall time.
    pub time: Duration,
}

/// Everything one search found.
#[derive(Clone, Debug)]
pub struct Report {
    /// The verdict.
    pub verdict: Verdict,
    /// The certified minimal counterexample, when refuted.
    pub counterexample: Option<Counterexample>,
    /// The closest case of both phases.
    pub tightest: Option<Tightest>,
    /// The certified witness, when an existence statement is proved.
    pub witness: Option<Witness>,
    /// Random-phase cases evaluated before the search stopped (not counting shrink steps).
    pub cases: u64,
    /// The random phase.
    pub random: Phase,
    /// The targeted phase.
    pub targeted: Phase,
    /// Rejections, rounding artifacts, undecided candidates, certifications.
    pub tally: Tally,
    /// The claim's own seed.
    pub claim_seed: u64,
    /// The global seed.
    pub seed: u64,
    /// Wall time of the whole search.
    pub time_total: Duration,
    /// Wall time to the first certified violation.
    pub time_first_failure: Option<Duration>,
    /// Wall time to the certified minimal counterexample.
    pub time_shrunk: Option<Duration>,
    /// The negative controls, when they were run ([`super::controls::with_controls`]).
    pub controls: Option<Vec<super::controls::Control>>,
}

impl Report {
    /// A report with nothing found yet.
    pub fn empty(seed: u64, claim_seed: u64) -> Report {
        Report {
            verdict: Verdict::NotRefuted,
            counterexample: None,
            tightest: None,
            witness: None,
            cases: 0,
            random: Phase::default(),
            targeted: Phase::default(),
            tally: Tally::default(),
            claim_seed,
            seed,
            time_total: Duration::ZERO,
            time_first_failure: None,
            time_shrunk: None,
            controls: None,
        }
    }

    /// Best lhs/rhs ratio seen, if any.
    pub fn best_ratio(&self) -> Option<f64> {
        self.tightest.as_ref().and_then(|t| t.closeness.ratio)
    }
}
