//! Evaluating one case in `f64`: the search's fast screen.

use crate::claim::{Check, Inequality, Inputs, Relation};

/// A relation within this relative distance of its boundary is certified even when `f64`
/// says it holds: rounding could hide a violation that small.
pub const NEAR_MISS: f64 = 1.0 / (1u64 << 40) as f64;

/// The outcome of evaluating one case in `f64`.
#[derive(Clone, Debug)]
pub enum Screen {
    /// A hypothesis fails in `f64` (named): the generator broke its contract. Counted as a
    /// rejection, never as a counterexample.
    Rejected(&'static str),
    /// An input or a side is NaN or infinite; the message names it.
    NonFinite(String),
    /// Every relation holds in `f64` with room to spare.
    Holds(Vec<Inequality<f64>>),
    /// Some relation is violated in `f64`, or within [`NEAR_MISS`] of its boundary, or is
    /// an identity (which `f64` cannot decide): a candidate, to be certified.
    Candidate(Vec<Inequality<f64>>),
}

/// Whether `f64` cannot be trusted to say that `q` holds.
pub fn needs_certificate(q: &Inequality<f64>) -> bool {
    match q.relation {
        Relation::Equal => true,
        Relation::AtMost | Relation::Less => q.lhs - q.rhs >= -NEAR_MISS * q.lhs.abs().max(q.rhs.abs()),
    }
}

/// Evaluates hypotheses (all but `dropped`) and conclusion of `claim` at `x` in `f64`.
pub fn screen(claim: &dyn Check, x: &Inputs, dropped: Option<&'static str>) -> Screen {
    if let Some(name) = x.first_non_finite() {
        return Screen::NonFinite(format!("input {name} is not finite"));
    }
    for h in claim.hypotheses_f64(x).into_iter().filter(|h| Some(h.name) != dropped) {
        if h.lhs.is_nan() || h.rhs.is_nan() {
            return Screen::NonFinite(format!("hypothesis '{}' evaluates to NaN ({} vs {})", h.name, h.lhs, h.rhs));
        }
        if !h.holds() {
            return Screen::Rejected(h.name);
        }
    }
    let conclusion = claim.conclusion_f64(x);
    if let Some(bad) = conclusion.iter().find(|q| !q.lhs.is_finite() || !q.rhs.is_finite()) {
        return Screen::NonFinite(format!("at {}: lhs = {}, rhs = {}", bad.place, bad.lhs, bad.rhs));
    }
    if conclusion.iter().any(needs_certificate) {
        Screen::Candidate(conclusion)
    } else {
        Screen::Holds(conclusion)
    }
}

/// How close one case comes to violating the claim.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Closeness {
    /// max over inequalities of lhs/rhs, counting lhs/0 as +∞ when lhs > 0 and skipping
    /// inequalities with rhs < 0 or 0/0 and identities (`None` if every relation is
    /// skipped).
    pub ratio: Option<f64>,
    /// max over relations of lhs − rhs (|lhs − rhs| for an identity).
    pub margin: f64,
    /// Index of the inequality that attains `ratio` (or `margin` when there is no ratio).
    pub index: usize,
}

/// Closeness of a case from its `f64` conclusion.
pub fn closeness(conclusion: &[Inequality<f64>]) -> Closeness {
    let mut best = Closeness { ratio: None, margin: f64::NEG_INFINITY, index: 0 };
    let mut margin_index = 0;
    for (k, q) in conclusion.iter().enumerate() {
        // `+ 0.0` makes a zero +0: the sign an exact 0 carries depends on the arithmetic that
        // computed the sides (the certificate's exact tier and its intervals differ)
        let m = if q.relation == Relation::Equal { (q.lhs - q.rhs).abs() } else { q.lhs - q.rhs + 0.0 };
        if m > best.margin {
            best.margin = m;
            margin_index = k;
        }
        let ratio = if q.relation == Relation::Equal {
            None
        } else if q.rhs > 0.0 {
            Some(q.lhs / q.rhs + 0.0)
        } else if q.rhs == 0.0 && q.lhs > 0.0 {
            Some(f64::INFINITY)
        } else {
            None
        };
        if let Some(r) = ratio {
            if best.ratio.is_none_or(|b| r > b) {
                best.ratio = Some(r);
                best.index = k;
            }
        }
    }
    if best.ratio.is_none() {
        best.index = margin_index;
    }
    best
}

impl Closeness {
    /// Whether `self` is strictly closer to a violation than `other` (ratio first, then margin).
    pub fn beats(&self, other: &Closeness) -> bool {
        match (self.ratio, other.ratio) {
            (Some(a), Some(b)) if a != b => a > b,
            (Some(_), None) => true,
            (None, Some(_)) => false,
            _ => self.margin > other.margin,
        }
    }
}
