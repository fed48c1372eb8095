//! The repair study: how large can lhs/rhs get, and does it grow with the dimensions?
//!
//! For a refuted claim, the smallest change that survives is found from the *supremum* of
//! lhs/rhs over the hypothesis set. For every combination of dimension values (up to
//! [`MAX_TUPLES`], evenly spaced when there are more) the targeted optimiser climbs from random starts of exactly those
//! dimensions, with no early stop at a violation, and records the largest ratio. The
//! study then reports the largest ratio overall and, for each dimension, the largest
//! ratio divided by that dimension: a bounded overall ratio suggests a constant factor;
//! a ratio that grows with a dimension d but stays bounded after dividing by d suggests
//! the factor d. The repaired reading built from it is then searched like any claim; its
//! verdict, not this study, is what the suite records.

use crate::claim::Check;
use crate::generate::Slot;

use super::case::Subject;
use super::choices::random_case;
use super::evaluate::{closeness, screen, Closeness, Screen};
use super::rng::SplitMix;
use super::targeted::{climb, Probe, DEFAULT_OPTIMISER};

/// Most dimension combinations studied.
pub const MAX_TUPLES: usize = 64;

/// The largest ratio found at one combination of dimensions.
#[derive(Clone, Debug)]
pub struct AtDims {
    /// The dimensions (name, value).
    pub dims: Vec<(&'static str, usize)>,
    /// The largest lhs/rhs found.
    pub ratio: f64,
}

/// The study of one claim.
#[derive(Clone, Debug)]
pub struct Study {
    /// Per combination of dimensions.
    pub rows: Vec<AtDims>,
    /// Evaluations spent.
    pub evaluations: u64,
}

impl Study {
    /// The largest ratio over all dimensions.
    pub fn sup(&self) -> f64 {
        self.rows.iter().map(|r| r.ratio).fold(f64::NEG_INFINITY, f64::max)
    }

    /// For each dimension name, the largest ratio divided by that dimension's value.
    pub fn per_dimension(&self) -> Vec<(&'static str, f64)> {
        let mut names: Vec<&'static str> = Vec::new();
        for r in &self.rows {
            for (n, _) in &r.dims {
                if !names.contains(n) {
                    names.push(n);
                }
            }
        }
        names
            .into_iter()
            .map(|name| {
                let m = self
                    .rows
                    .iter()
                    .filter_map(|r| r.dims.iter().find(|(n, _)| *n == name).map(|(_, v)| r.ratio / *v as f64))
                    .fold(f64::NEG_INFINITY, f64::max);
                (name, m)
            })
            .collect()
    }
}

fn ratio_of(c: &Closeness) -> f64 {
    c.ratio.unwrap_or(f64::NEG_INFINITY)
}

/// The closest case found with the dimension choices fixed at `dims_raw` (in layout
/// order): `starts` random cases, then a climb of `budget` evaluations that keeps the
/// dimensions, from the best four of them. `evaluate` gives a case's closeness (`None` if
/// unusable). Returns the best case and the evaluations spent.
pub fn maximise_at(
    subject: &Subject,
    dims_raw: &[u32],
    starts: usize,
    budget: u64,
    rng: &mut SplitMix,
    mut evaluate: impl FnMut(&[u32]) -> Option<Closeness>,
) -> (Option<(Closeness, Vec<u32>)>, u64) {
    let slots = &subject.layout.slots;
    let dim_positions: Vec<usize> = (0..slots.len()).filter(|&i| matches!(slots[i], Slot::Dim { .. })).collect();
    let mut start_cases: Vec<(Closeness, Vec<u32>)> = Vec::new();
    for _ in 0..starts {
        let mut choices = random_case(slots, || rng.next_u64());
        for (k, &p) in dim_positions.iter().enumerate() {
            choices[p] = dims_raw[k];
        }
        if let Some(c) = evaluate(&choices) {
            start_cases.push((c, choices));
        }
    }
    start_cases.sort_by(|a, b| ratio_of(&b.0).total_cmp(&ratio_of(&a.0)));
    start_cases.truncate(4);
    let result = climb(&subject.layout, &start_cases, budget, DEFAULT_OPTIMISER, false, rng, |choices| {
        evaluate(choices).map_or(Probe::Unusable, Probe::Seen)
    });
    let mut best = start_cases.into_iter().next();
    if let Some((c, ch)) = result.best {
        if best.as_ref().is_none_or(|(b, _)| ratio_of(&c) > ratio_of(b)) {
            best = Some((c, ch));
        }
    }
    (best, starts as u64 + result.evaluations)
}

/// Fewest random starts per dimension combination in [`study_at_own_budget`].
pub const MIN_STARTS: usize = 8;

/// Fewest climbing evaluations per dimension combination in [`study_at_own_budget`].
pub const MIN_CLIMB: u64 = 400;

/// The study at the reading's own search budget: its random cases (`Meta::cases`) spread
/// evenly over the dimension combinations, at least [`MIN_STARTS`] each, and a climb of its
/// targeted budget (`Meta::targeted`, at least [`MIN_CLIMB`] evaluations) from the best
/// starts of each combination.
pub fn study_at_own_budget(claim: &dyn Check, seed: u64) -> Study {
    let m = claim.meta();
    let combinations = tuples(&Subject::new(claim)).len().max(1);
    let starts = (m.cases as usize).div_ceil(combinations).max(MIN_STARTS);
    study(claim, seed, starts, m.targeted.max(MIN_CLIMB))
}

/// Every combination of raw dimension choices, smallest first, or an evenly spaced
/// selection of [`MAX_TUPLES`] of them when there are more (so that every dimension still
/// varies: the first ones alone would all have n = 1).
fn tuples(subject: &Subject) -> Vec<Vec<u32>> {
    let slots = &subject.layout.slots;
    let dim_positions: Vec<usize> = (0..slots.len()).filter(|&i| matches!(slots[i], Slot::Dim { .. })).collect();
    let mut tuples: Vec<Vec<u32>> = vec![Vec::new()];
    for &p in &dim_positions {
        let m = slots[p].modulus();
        tuples = tuples.into_iter().flat_map(|t| (0..m).map(move |v| [t.clone(), vec![v]].concat())).collect();
    }
    if tuples.len() > MAX_TUPLES {
        let step = tuples.len().div_ceil(MAX_TUPLES);
        tuples = tuples.into_iter().step_by(step).collect();
    }
    tuples
}

/// Runs the study with `starts` random starts and `budget` evaluations per combination.
pub fn study(claim: &dyn Check, seed: u64, starts: usize, budget: u64) -> Study {
    let subject = Subject::new(claim);
    let tuples = tuples(&subject);
    let mut rng = SplitMix::new(seed);
    let mut out = Study { rows: Vec::new(), evaluations: 0 };
    let evaluate = |choices: &[u32]| -> Option<(Closeness, Vec<(&'static str, usize)>)> {
        let case = subject.build(choices).ok()?;
        match screen(claim, &case.inputs, None) {
            Screen::Holds(c) | Screen::Candidate(c) => Some((closeness(&c), case.dims)),
            _ => None,
        }
    };
    for tuple in tuples {
        let mut dims = Vec::new();
        let (best, spent) = maximise_at(&subject, &tuple, starts, budget, &mut rng, |choices| {
            evaluate(choices).map(|(c, d)| {
                dims = d;
                c
            })
        });
        out.evaluations += spent;
        out.rows.push(AtDims { dims, ratio: best.map_or(f64::NEG_INFINITY, |(c, _)| ratio_of(&c)) });
    }
    out
}
