//! Certificates: deciding a candidate in outward-rounded arithmetic.
//!
//! A candidate (a case where `f64` says lhs > rhs somewhere) is recomputed from its exact
//! inputs with [`Interval`]s, first at 64 then at 256 bits of significand. The
//! hypotheses must *certainly* hold in that arithmetic, and the claim is violated only if
//! the enclosure of lhs − rhs of some inequality lies strictly above 0. No tolerance is
//! involved anywhere.
//!
//! When the enclosure still contains 0 at the highest precision, the case is
//! classified by comparing with the `f64` margin:
//!
//! * if the `f64` margin exceeds the enclosure's upper end, the `f64` violation was
//!   rounding error: the exact value of lhs − rhs is within [lo, hi], a band of width
//!   ~2⁻²⁵⁰ around 0 (typically an identity or an equality case). Such a
//!   [`Certification::RoundingArtifact`] is counted and reported, but is not evidence of
//!   a violation;
//! * otherwise the case is [`Certification::Undecided`], and a claim with undecided
//!   cases and no certified violation is reported `inconclusive`.

use crate::claim::{Check, Inequality, Inputs, Place};
use crate::math::interval::with_precision;
use crate::math::{Interval, Scalar};

/// Significand bits tried in turn.
pub const PRECISIONS: [usize; 2] = [64, 256];

/// The method string written into certificates.
pub const METHOD: &str = "outward-rounded interval arithmetic on the exact inputs (dashu-float 0.6: \
    directed rounding; exp, ln, sqrt correctly rounded toward -inf / +inf)";

/// An enclosure [lo, hi] of a real, with `f64` endpoints rounded outward.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Enclosure {
    /// Lower bound.
    pub lo: f64,
    /// Upper bound.
    pub hi: f64,
}

impl From<&Interval> for Enclosure {
    fn from(x: &Interval) -> Self {
        Enclosure { lo: x.lo(), hi: x.hi() }
    }
}

/// A certified violation.
#[derive(Clone, Debug)]
pub struct Certificate {
    /// Significand bits used.
    pub precision: usize,
    /// Which inequality of the conclusion is violated.
    pub place: Place,
    /// Its index in the conclusion.
    pub index: usize,
    /// Enclosure of the lhs.
    pub lhs: Enclosure,
    /// Enclosure of the rhs.
    pub rhs: Enclosure,
    /// Enclosure of lhs − rhs; `lo > 0`.
    pub lhs_minus_rhs: Enclosure,
    /// The hypotheses, each certified to hold.
    pub hypotheses: Vec<&'static str>,
}

/// The decision about one candidate.
#[derive(Clone, Debug)]
pub enum Certification {
    /// lhs − rhs > 0 is proven for some inequality, and the hypotheses are proven to hold.
    Violated(Certificate),
    /// Every inequality that `f64` called violated is proven to hold.
    Holds {
        /// The conclusion recomputed at the highest precision (enclosure midpoints).
        exact: Vec<Inequality<f64>>,
    },
    /// The `f64` violations were rounding error: each exact lhs − rhs lies in a band
    /// around 0 of the given width, below the `f64` margin.
    RoundingArtifact {
        /// Largest width of the enclosures involved.
        width: f64,
        /// The conclusion recomputed at the highest precision (enclosure midpoints).
        exact: Vec<Inequality<f64>>,
    },
    /// Neither proven nor disproven; the message says why.
    Undecided(String),
}

struct Attempt {
    hypotheses_ok: Result<Vec<&'static str>, &'static str>,
    conclusion: Vec<Inequality<Interval>>,
}

fn attempt(claim: &dyn Check, x: &Inputs, dropped: Option<&'static str>) -> Attempt {
    let hyps: Vec<_> = claim.hypotheses_interval(x).into_iter().filter(|h| Some(h.name) != dropped).collect();
    let hypotheses_ok = match hyps.iter().find(|h| !h.certainly_holds()) {
        Some(h) => Err(h.name),
        None => Ok(hyps.iter().map(|h| h.name).collect()),
    };
    let conclusion = if hypotheses_ok.is_ok() { claim.conclusion_interval(x) } else { Vec::new() };
    Attempt { hypotheses_ok, conclusion }
}

/// Decides a candidate whose `f64` conclusion is `screened`; the hypothesis `dropped`
/// (a negative control's) is not checked.
pub fn certify(claim: &dyn Check, x: &Inputs, screened: &[Inequality<f64>], dropped: Option<&'static str>) -> Certification {
    let mut last: Option<(usize, Attempt)> = None;
    for &bits in &PRECISIONS {
        let a = with_precision(bits, || attempt(claim, x, dropped));
        if let Ok(hyps) = &a.hypotheses_ok {
            let diffs: Vec<Interval> = a.conclusion.iter().map(|q| q.lhs.clone() - q.rhs.clone()).collect();
            let best = diffs
                .iter()
                .enumerate()
                .max_by(|(_, p), (_, q)| p.lo().total_cmp(&q.lo()))
                .map(|(k, _)| k);
            if let Some(k) = best.filter(|&k| diffs[k].certainly_positive()) {
                let q = &a.conclusion[k];
                return Certification::Violated(Certificate {
                    precision: bits,
                    place: q.place,
                    index: k,
                    lhs: Enclosure::from(&q.lhs),
                    rhs: Enclosure::from(&q.rhs),
                    lhs_minus_rhs: Enclosure::from(&diffs[k]),
                    hypotheses: hyps.clone(),
                });
            }
        }
        last = Some((bits, a));
    }
    let (bits, a) = last.expect("at least one precision");
    if let Err(name) = a.hypotheses_ok {
        return Certification::Undecided(format!("hypothesis '{name}' cannot be certified at {bits} bits"));
    }
    // Enclosure midpoints, except that an inequality whose lhs − rhs is enclosed in a band
    // around 0 is reported as the equality it is to that precision (lhs = rhs), so that an
    // identity |a − b| ≤ 0 shows 0 ≤ 0 rather than a positive midpoint over 0 (ratio ∞).
    let exact: Vec<Inequality<f64>> = a
        .conclusion
        .iter()
        .map(|q| {
            let rhs = q.rhs.to_f64();
            let d = q.lhs.clone() - q.rhs.clone();
            let lhs = if d.lo() <= 0.0 && 0.0 <= d.hi() { rhs } else { q.lhs.to_f64() };
            Inequality { lhs, rhs, place: q.place }
        })
        .collect();
    let mut width: f64 = 0.0;
    let mut artifact = false;
    for (k, q) in screened.iter().enumerate() {
        let margin = q.lhs - q.rhs;
        if margin <= 0.0 {
            continue;
        }
        let exact = &a.conclusion[k];
        let d = Enclosure::from(&(exact.lhs.clone() - exact.rhs.clone()));
        if d.hi <= 0.0 {
            continue;
        }
        if d.hi < margin {
            artifact = true;
            width = width.max(d.hi - d.lo);
        } else {
            return Certification::Undecided(format!(
                "at {}: lhs - rhs in [{:e}, {:e}] at {bits} bits, f64 margin {margin:e}",
                q.place, d.lo, d.hi
            ));
        }
    }
    if artifact {
        Certification::RoundingArtifact { width, exact }
    } else {
        Certification::Holds { exact }
    }
}
