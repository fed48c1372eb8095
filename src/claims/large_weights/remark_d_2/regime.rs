//! The parameters of Remark D.2 and the two regimes it describes, as hypotheses and as a
//! generator.
//!
//! **Inputs.** φ₀ (`phi_0`, the input bound ‖X₀‖_∞ ≤ φ₀ of Definition A.2), η (`eta`, the
//! weight bound), H (`H`, heads per layer) and L (`L`, layers); H and L are drawn first as
//! dimensions (1 ≤ H, L ≤ 8), so that shrinking reaches the smallest network.
//!
//! **Quantities** (Definition A.2 and the proof of Theorem 5.3, [`crate::math::layer_collapse`]):
//! ε_ℓ = 2φ₀η(1 + Hη)^ℓ for ℓ ∈ [L], δ = max_ℓ 2g(2Hε_ℓ) with g(ε) = 2(e^ε − 1), and
//! C = max_ℓ 3η(ε_ℓ² + 1).
//!
//! **Hypotheses** (each a checked condition and built by the generator):
//!
//! | name | Case | condition, as checked |
//! |---|---|---|
//! | [`ETA_RANGE`] | 1 | 0 < η ≤ 1 (Lemma C.2's range, under which the proof of Theorem 5.3 works) |
//! | [`ETA_POSITIVE`] | 1 (as printed, `C ≤ 6η`) | η > 0 alone (what η means, [`NORM_BOUNDS_WORDS`]) |
//! | [`ETA_BELOW_1`] | 1 (repair) | 0 < η < 1 |
//! | [`ETA_SMALL`] | 1 (repair) | 0 < η ≤ 3/20 |
//! | [`PHI_POSITIVE`] | 1 | φ₀ > 0: φ₀ bounds ‖X₀‖_∞ ([`NORM_BOUNDS_WORDS`], Definition A.2) |
//! | [`CASE_1`] | 1 | φ₀ ≤ 0.5η/(1 + Hη)^L, checked as φ₀(1 + Hη)^L ≤ 0.5η (the same for 1 + Hη > 0) |
//! | [`PHI_ABOVE_1`] | 2 | φ₀ > 1 ("some fixed constant (bigger than 1)") |
//! | [`ETA_POSITIVE`] | 2 | η > 0: η bounds the weights' norms ([`NORM_BOUNDS_WORDS`], Definition A.2), stated in every Case 2 reading; at L = 1 the recalled 0 < ε₁ = 2φ₀η(1 + Hη) alone admits η < −1/H |
//! | [`CASE_2`] / [`CASE_2_QUARTER`] | 2 | η ≤ 1/(cφ₀HL), c = 1 (printed) or 4 (repair), checked as cηφ₀HL ≤ 1 |
//! | [`RECALLED`] | both | 0 < ε_ℓ < 1 for every ℓ ∈ [L] ("Recall that above we have … ∈ (0,1)") |
//! | [`EPS_AT_MOST_1`] | 2 | ε_ℓ ≤ 1 for every ℓ ∈ [L] (Case 2's "in order to make ε_ℓ ≤ 1") |
//!
//! **Generator.** Case 1 draws η (simplest value 1, the boundary of η ≤ 1) and then
//! φ₀ = u·b with u ∈ (0, 1] (simplest 1: φ₀ on the bound) and b the smallest of the bounds
//! the reading keeps: 0.5η/(1 + Hη)^L ([`CASE_1`]) and 1/(2η(1 + Hη)^L) ([`RECALLED`],
//! where ε_L = 1). Case 2 draws φ₀ = 1 + 2ᵏu (simplest 2) and then η = u·b with b the
//! smallest of 1/(cφ₀HL) ([`CASE_2`]) and the root η* of 2φ₀η(1 + Hη)^L = 1 (bisection,
//! then a short dyadic strictly below it). A bound computed exactly in `f64` (checked
//! with fused multiply-adds) is used as it is, so that boundary cases such as φ₀ =
//! 0.5η/(1 + Hη)^L are reached; a strict bound that is exact is approached with u ≤ 1/2
//! (u = 1 is read as 1/2); an inexact bound is replaced by a short dyadic strictly below it
//! ([`dyadic_at_most`]).
//!
//! **Negative controls** draw the region the dropped hypothesis excluded, on every side:
//! η's range: η < 0 (from −2⁻⁴ to −2⁴), η = 0, η on its upper bound, just above it and up
//! to 4 times it; φ₀ > 0 and η > 0: zero and negative values (η from −2⁻⁴/H to −2⁴/H, so
//! that 1 + Hη takes both signs); φ₀ > 1: φ₀ = 1, 1/2, 1/4, 1/8, 0 (not where the
//! conclusion divides by φ₀: there the statement is undefined) and negative values;
//! 0 < ε_ℓ < 1: φ₀ = 0 and negative (ε_ℓ ≤ 0), φ₀ where ε_L = 1 (when `f64` holds it) and
//! above it; a case's condition: just above its bound and up to 2⁴ times it. In Case 1 φ₀
//! then lies in the interval the kept constraints leave (each linear in φ₀ once η is
//! known), at u = 1 on its upper end when that end is attained and otherwise at the most
//! readable point inside; with the recalled 0 < ε_ℓ < 1 kept and η < 0, only L = 1 and
//! −(1 + √(1 + 2H/φ₀))/(2H) < η < −1/H leave room in Case 2. A draw that breaks a kept
//! hypothesis, or makes 2H|ε_ℓ| > 600 (so that e^{2Hε_ℓ} overflows `f64`), has its
//! negative φ₀ (Case 1) or η (Case 2) halved toward 0, and otherwise falls back to the
//! draw with every hypothesis kept.

use crate::claim::{Condition, Inputs, Symbol};
use crate::generate::bounds::{dyadic_at_least, dyadic_at_most};
use crate::generate::{Draw, UnitRange};
use crate::math::layer_collapse::{delta, epsilon, lipschitz_constant};
use crate::math::Scalar;

pub use crate::claims::large_weights::layer_network::{EPS_RANGE as RECALLED, ETA_RANGE};

/// Largest number of heads searched.
pub const MAX_H: usize = 8;
/// Largest number of layers searched.
pub const MAX_L: usize = 8;

/// 0 < η < 1 (the repair of Case 1's condition).
pub const ETA_BELOW_1: &str = "eta in (0, 1)";
/// 0 < η ≤ 3/20, so that C ≤ 6η ≤ 9/10 (the repair of the final bound).
pub const ETA_SMALL: &str = "eta in (0, 3/20]";
/// φ₀ > 0.
pub const PHI_POSITIVE: &str = "phi_0 > 0";
/// Case 1's condition.
pub const CASE_1: &str = "phi_0 <= 0.5 eta/(1 + H eta)^L";
/// Case 2's fixed constant.
pub const PHI_ABOVE_1: &str = "phi_0 > 1";
/// η > 0.
pub const ETA_POSITIVE: &str = "eta > 0";
/// Case 2's condition.
pub const CASE_2: &str = "eta <= 1/(phi_0 H L)";
/// Case 2's condition with a quarter of the printed bound (repair).
pub const CASE_2_QUARTER: &str = "eta <= 1/(4 phi_0 H L)";
/// ε_ℓ ≤ 1 for every layer.
pub const EPS_AT_MOST_1: &str = "eps_l <= 1 for every layer l";

/// Where η and φ₀ are given their meaning.
pub const NORM_BOUNDS_LOCATION: &str = "Appendix A, Definition A.2";
/// The words that make η and φ₀ bounds on norms (so η ≥ 0 and φ₀ ≥ 0): the readings state
/// the sign hypotheses η > 0 (Case 2) and φ₀ > 0 (Case 1) with these words
/// ([`crate::claim::Meta::implied`]).
pub const NORM_BOUNDS_WORDS: &str = r"Let all layers’ weights are bounded, i.e, $\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$. Let $X_{0}$ denote the first layer input of entire neural network and it is bounded $\|X_{0}\|_{\infty}\leq\phi_{0}$.";

/// `meta` with the words implying the sign hypotheses `regime` states (η > 0 in Case 2,
/// φ₀ > 0 in Case 1 where it is a hypothesis of its own).
pub fn with_implied(meta: crate::claim::Meta, regime: Regime) -> crate::claim::Meta {
    if regime.case == Case::One && regime.eta == EtaRange::Positive {
        return meta.implied(ETA_POSITIVE, NORM_BOUNDS_LOCATION, NORM_BOUNDS_WORDS);
    }
    match (regime.case, regime.positive) {
        (Case::Two, true) => meta.implied(ETA_POSITIVE, NORM_BOUNDS_LOCATION, NORM_BOUNDS_WORDS),
        (Case::One, true) => meta.implied(PHI_POSITIVE, NORM_BOUNDS_LOCATION, NORM_BOUNDS_WORDS),
        _ => meta,
    }
}

/// The inputs, in file order.
pub const SYMBOLS: &[Symbol] = &[
    Symbol::number("phi_0", "the input bound, ||X_0||_inf <= phi_0"),
    Symbol::number("eta", "the weight bound, ||W||_inf <= eta for every weight"),
    Symbol::count("H", "heads per layer"),
    Symbol::count("L", "layers"),
];

/// Which case of the remark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    /// η a fixed constant, φ₀ ≤ 0.5η/(1 + Hη)^L.
    One,
    /// φ₀ > 1 a fixed constant, η ≤ 1/(φ₀HL).
    Two,
}

/// η's range in Case 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EtaRange {
    /// η > 0 only ([`ETA_POSITIVE`]): what η means (it bounds the weights' norms,
    /// Definition A.2), the printed Case 1 adding nothing.
    Positive,
    /// 0 < η ≤ 1 ([`ETA_RANGE`]).
    UpToOne,
    /// 0 < η < 1 ([`ETA_BELOW_1`]).
    BelowOne,
    /// 0 < η ≤ 3/20 ([`ETA_SMALL`]).
    UpToThreeTwentieths,
}

impl EtaRange {
    /// The hypothesis' name.
    pub fn name(self) -> &'static str {
        match self {
            EtaRange::Positive => ETA_POSITIVE,
            EtaRange::UpToOne => ETA_RANGE,
            EtaRange::BelowOne => ETA_BELOW_1,
            EtaRange::UpToThreeTwentieths => ETA_SMALL,
        }
    }
}

/// What the reading takes from the remark's first sentence about ε_ℓ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recalled {
    /// Nothing: the case's own condition only.
    No,
    /// 0 < ε_ℓ < 1 for every ℓ ([`RECALLED`]).
    Open,
    /// ε_ℓ ≤ 1 for every ℓ ([`EPS_AT_MOST_1`]).
    AtMostOne,
}

impl Recalled {
    fn name(self) -> Option<&'static str> {
        match self {
            Recalled::No => None,
            Recalled::Open => Some(RECALLED),
            Recalled::AtMostOne => Some(EPS_AT_MOST_1),
        }
    }
}

/// The hypotheses a reading works under (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Regime {
    /// The case; Case 2 always has φ₀ > 1.
    pub case: Case,
    /// η's range (Case 1 only).
    pub eta: EtaRange,
    /// Whether φ₀ > 0 (Case 1) or η > 0 (Case 2) is a hypothesis of its own (readings
    /// that recall 0 < ε_ℓ have it through that).
    pub positive: bool,
    /// The case's condition as a hypothesis, with c in Case 2's 1/(cφ₀HL) (c = 1 printed);
    /// `None` where it is the conclusion (the necessary readings).
    pub condition: Option<u32>,
    /// What is recalled about ε_ℓ.
    pub recalled: Recalled,
    /// Whether the conclusion divides by φ₀ (Case 2): a negative control that drops
    /// φ₀ > 1 then draws φ₀ ≤ 0 but never 0, where the statement is undefined.
    pub phi_nonzero: bool,
}

impl Regime {
    /// Case 1: η ∈ (0, 1], φ₀ > 0 and its condition, nothing recalled.
    pub const CASE_1: Regime = Regime { case: Case::One, eta: EtaRange::UpToOne, positive: true, condition: Some(1), recalled: Recalled::No, phi_nonzero: false };
    /// Case 1 as printed with 0 < ε_ℓ < 1 recalled: η > 0 only (what η means; φ₀ > 0
    /// follows from the recalled ε_ℓ > 0).
    pub const CASE_1_PRINTED_RECALLED: Regime =
        Regime { case: Case::One, eta: EtaRange::Positive, positive: false, condition: Some(1), recalled: Recalled::Open, phi_nonzero: false };
    /// Case 1 with 0 < ε_ℓ < 1 recalled (φ₀ > 0 follows from it).
    pub const CASE_1_RECALLED: Regime =
        Regime { case: Case::One, eta: EtaRange::UpToOne, positive: false, condition: Some(1), recalled: Recalled::Open, phi_nonzero: false };
    /// Case 2: φ₀ > 1, η > 0 and its condition, nothing recalled.
    pub const CASE_2: Regime = Regime { case: Case::Two, eta: EtaRange::UpToOne, positive: true, condition: Some(1), recalled: Recalled::No, phi_nonzero: false };
    /// Case 2 with 0 < ε_ℓ < 1 recalled, and η > 0 stated: at L = 1 the recalled
    /// 0 < ε₁ = 2φ₀η(1 + Hη) also admits η < −1/H, which η as a norm bound excludes.
    pub const CASE_2_RECALLED: Regime =
        Regime { case: Case::Two, eta: EtaRange::UpToOne, positive: true, condition: Some(1), recalled: Recalled::Open, phi_nonzero: false };

    /// The same regime with η's range `eta`.
    pub const fn with_eta(self, eta: EtaRange) -> Regime {
        Regime { eta, ..self }
    }

    /// The same regime for a conclusion that divides by φ₀.
    pub const fn dividing_by_phi(self) -> Regime {
        Regime { phi_nonzero: true, ..self }
    }

    /// The same regime with Case 2's bound 1/(cφ₀HL).
    pub const fn with_c(self, c: u32) -> Regime {
        Regime { condition: Some(c), ..self }
    }

    /// The regime of a necessary reading: the case's fixed constants and what is recalled,
    /// the case's condition being the conclusion.
    pub const fn necessary(case: Case, recalled: Recalled) -> Regime {
        Regime { case, eta: EtaRange::UpToOne, positive: matches!(case, Case::Two), condition: None, recalled, phi_nonzero: false }
    }

    fn condition_name(self) -> &'static str {
        match (self.case, self.condition) {
            (Case::One, _) => CASE_1,
            (Case::Two, Some(4)) => CASE_2_QUARTER,
            (Case::Two, _) => CASE_2,
        }
    }
}

/// φ₀, η, H, L of one case, over a scalar type.
#[derive(Clone, Debug)]
pub struct Params<S> {
    /// φ₀.
    pub phi0: S,
    /// η.
    pub eta: S,
    /// H.
    pub h: usize,
    /// L.
    pub l: usize,
}

impl<S: Scalar> Params<S> {
    /// The parameters stored in `x`.
    pub fn of(x: &Inputs) -> Params<S> {
        Params { phi0: S::exact(x.number("phi_0")), eta: S::exact(x.number("eta")), h: count(x, "H"), l: count(x, "L") }
    }

    /// ε_ℓ = 2φ₀η(1 + Hη)^ℓ.
    pub fn epsilon(&self, layer: usize) -> S {
        epsilon(&self.eta, &self.phi0, self.h, layer as u32)
    }

    /// ε_1, …, ε_L.
    pub fn epsilons(&self) -> Vec<S> {
        (1..=self.l).map(|l| self.epsilon(l)).collect()
    }

    /// δ = max_ℓ 2g(2Hε_ℓ).
    pub fn delta(&self) -> S {
        delta(&self.eta, &self.phi0, self.h, self.l as u32)
    }

    /// C = max_ℓ 3η(ε_ℓ² + 1).
    pub fn c(&self) -> S {
        lipschitz_constant(&self.eta, &self.phi0, self.h, self.l as u32)
    }

    /// (1 + Hη)^L.
    pub fn growth(&self) -> S {
        (S::one() + S::int(self.h) * self.eta.clone()).powi(self.l as u32)
    }
}

/// A positive integer stored as a number input; panics (naming it) otherwise.
fn count(x: &Inputs, name: &str) -> usize {
    let v = x.number(name);
    assert!(v >= 1.0 && v.fract() == 0.0 && v <= 1e6, "input {name} must be a positive integer, got {v}");
    v as usize
}

/// The hypotheses of `regime` as checks on `x`.
pub fn hypotheses<S: Scalar>(regime: Regime, x: &Inputs) -> Vec<Condition<S>> {
    hypotheses_of(regime, &Params::of(x))
}

/// The hypotheses of `regime` as checks on the parameters `p`.
fn hypotheses_of<S: Scalar>(regime: Regime, p: &Params<S>) -> Vec<Condition<S>> {
    let mut out = Vec::with_capacity(4 + 2 * p.l);
    match regime.case {
        Case::One => {
            let name = regime.eta.name();
            out.push(Condition::less(name, S::zero(), p.eta.clone()));
            match regime.eta {
                EtaRange::Positive => {}
                EtaRange::UpToOne => out.push(Condition::at_most(name, p.eta.clone(), S::one())),
                EtaRange::BelowOne => out.push(Condition::less(name, p.eta.clone(), S::one())),
                EtaRange::UpToThreeTwentieths => out.push(Condition::at_most(name, p.eta.clone(), S::exact(3.0) / S::exact(20.0))),
            }
            if regime.positive {
                out.push(Condition::less(PHI_POSITIVE, S::zero(), p.phi0.clone()));
            }
            if regime.condition.is_some() {
                out.push(Condition::at_most(CASE_1, p.phi0.clone() * p.growth(), S::exact(0.5) * p.eta.clone()));
            }
        }
        Case::Two => {
            out.push(Condition::less(PHI_ABOVE_1, S::one(), p.phi0.clone()));
            if regime.positive {
                out.push(Condition::less(ETA_POSITIVE, S::zero(), p.eta.clone()));
            }
            if let Some(c) = regime.condition {
                let lhs = S::int(c as usize) * p.eta.clone() * p.phi0.clone() * S::int(p.h) * S::int(p.l);
                out.push(Condition::at_most(regime.condition_name(), lhs, S::one()));
            }
        }
    }
    for e in p.epsilons() {
        match regime.recalled {
            Recalled::No => {}
            Recalled::Open => {
                out.push(Condition::less(RECALLED, S::zero(), e.clone()));
                out.push(Condition::less(RECALLED, e, S::one()));
            }
            Recalled::AtMostOne => out.push(Condition::at_most(EPS_AT_MOST_1, e, S::one())),
        }
    }
    out
}

/// `num/den` if that quotient is exact in `f64`, else `None`; `den` must be exact itself.
fn exact_quotient(num: f64, den: f64) -> Option<f64> {
    let q = num / den;
    (q.is_finite() && q > 0.0 && q.mul_add(den, -num) == 0.0).then_some(q)
}

/// The product of `factors`, if every step is exact in `f64`.
fn exact_product(factors: &[f64]) -> Option<f64> {
    factors.iter().try_fold(1.0f64, |p, &a| {
        let next = p * a;
        (next.is_finite() && p.mul_add(a, -next) == 0.0).then_some(next)
    })
}

/// A bound b on a drawn input: the exact value of num/den when `f64` holds it, else a
/// short dyadic strictly below it.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Bound {
    pub value: f64,
    pub exact: bool,
}

impl Bound {
    /// num / Π factors.
    pub fn quotient(num: f64, factors: &[f64]) -> Bound {
        match exact_product(factors).and_then(|den| exact_quotient(num, den)) {
            Some(value) => Bound { value, exact: true },
            None => {
                let den: f64 = factors.iter().product();
                Bound { value: dyadic_at_most(num / den, 20).unwrap_or(0.0), exact: false }
            }
        }
    }

    /// A value below the bound: u·b, or for a strict bound that is exact, u'·b with u' ≤ 1/2
    /// when u = 1 (u < 1 already keeps u·b strictly below b).
    pub fn below(self, u: f64, strict: bool) -> f64 {
        let u = if strict && self.exact && u >= 1.0 { 0.5 } else { u };
        self.value * u
    }
}

/// η* with 2φ₀η*(1 + Hη*)^L = 1 (ε_L = 1), as a short dyadic strictly below it.
#[doc(hidden)]
pub fn eta_root(phi0: f64, h: usize, l: usize) -> f64 {
    let f = |eta: f64| 2.0 * phi0 * eta * (1.0 + h as f64 * eta).powi(l as i32) - 1.0;
    // ε_L ≥ 2φ₀η, so η* ≤ 1/(2φ₀)
    let (mut lo, mut hi) = (0.0, 1.0 / (2.0 * phi0));
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        let next = if f(mid) < 0.0 { (mid, hi) } else { (lo, mid) };
        // a step that leaves both ends' bits unchanged is a fixed point: the remaining
        // steps would repeat it, so stopping gives the same `lo`
        if next.0.to_bits() == lo.to_bits() && next.1.to_bits() == hi.to_bits() {
            break;
        }
        (lo, hi) = next;
    }
    dyadic_at_most(lo, 20).unwrap_or(0.0)
}

/// A short dyadic at most x (strictly below x when x is not itself short), any sign.
fn short_below(x: f64) -> f64 {
    if x > 0.0 {
        dyadic_at_most(x, 20).unwrap_or(0.0)
    } else if x < 0.0 {
        -dyadic_at_least(-x, 20)
    } else {
        0.0
    }
}

/// A short dyadic at least x (strictly above x when x is not itself short), any sign.
fn short_above(x: f64) -> f64 {
    -short_below(-x)
}

/// One constraint a·φ₀ ≤ b (or < b) that Case 1's hypotheses put on φ₀ once η is known,
/// with a = Π `factors` (each exact), so that an exact quotient b/a is used as it is.
struct Linear {
    b: f64,
    factors: Vec<f64>,
    strict: bool,
}

/// One end of the interval of φ₀: its value, whether it is exact in `f64`, and whether it
/// is excluded (a strict bound, or an inexact one replaced by a short dyadic inside).
#[derive(Clone, Copy, Debug)]
struct End {
    value: f64,
    exact: bool,
    strict: bool,
}

/// The interval of φ₀ that Case 1's kept constraints allow (each end the tightest bound),
/// or `None` when a constraint without φ₀ fails or the interval is empty.
fn phi_interval(constraints: &[Linear]) -> Option<(Option<End>, Option<End>)> {
    let (mut lo, mut hi): (Option<End>, Option<End>) = (None, None);
    for c in constraints {
        let a: f64 = c.factors.iter().product();
        if a == 0.0 {
            if c.b < 0.0 || (c.strict && c.b <= 0.0) {
                return None;
            }
            continue;
        }
        let q = c.b / a;
        let exact = exact_product(&c.factors).is_some_and(|p| p == a && q.is_finite() && q.mul_add(a, -c.b) == 0.0);
        let end = End { value: q, exact, strict: c.strict || !exact };
        if a > 0.0 {
            if hi.is_none_or(|h| q < h.value || (q == h.value && end.strict)) {
                hi = Some(end);
            }
        } else if lo.is_none_or(|l| q > l.value || (q == l.value && end.strict)) {
            lo = Some(end);
        }
    }
    match (lo, hi) {
        (Some(l), Some(h)) if l.value > h.value || (l.value == h.value && (l.strict || h.strict)) => None,
        other => Some(other),
    }
}

/// A point of the interval: at u = 1 the upper end when it is attained (exact and not
/// strict), else the most readable point inside; otherwise a short dyadic a fraction u of
/// the way from the lower end (or below the upper end by up to `spread` times its size).
fn phi_in(lo: Option<End>, hi: Option<End>, u: f64, spread: f64) -> Option<f64> {
    let attained = |e: End| e.exact && !e.strict;
    let inner_hi = hi.map(|h| if attained(h) { h.value } else { short_below(h.value) });
    let inner_lo = lo.map(|l| if attained(l) { l.value } else { short_above(l.value) });
    match (lo, hi) {
        (Some(l), Some(h)) => {
            if u >= 1.0 {
                if attained(h) {
                    return Some(h.value);
                }
                return readable_inside(l.value, h.value).or_else(|| attained(l).then_some(l.value));
            }
            let (a, b) = (inner_lo.expect("lo"), inner_hi.expect("hi"));
            (a <= b).then(|| inside(a + u * (b - a), a, b))
        }
        (None, Some(h)) => {
            let top = inner_hi.expect("hi");
            if u >= 1.0 {
                return Some(if attained(h) { h.value } else { readable_inside(h.value - h.value.abs().max(1.0), h.value).unwrap_or(top) });
            }
            Some(inside(top - (1.0 - u) * spread * h.value.abs().max(f64::MIN_POSITIVE), f64::NEG_INFINITY, top))
        }
        (Some(l), None) => {
            let bottom = inner_lo.expect("lo");
            if u >= 1.0 {
                return Some(if attained(l) { l.value } else { readable_inside(l.value, l.value + l.value.abs().max(1.0)).unwrap_or(bottom) });
            }
            Some(short_above(bottom + (1.0 - u) * bottom.abs()).max(bottom))
        }
        (None, None) => Some(u * spread),
    }
}

/// The dyadic with the fewest bits strictly inside (lo, hi) (the readable point a shrunk
/// case ends on), or `None` if the interval is empty.
fn readable_inside(lo: f64, hi: f64) -> Option<f64> {
    if !(lo < hi) {
        return None;
    }
    (-8..60).find_map(|k| {
        let unit = 2f64.powi(-k);
        let c = (lo / unit).floor() * unit + unit;
        (c > lo && c < hi).then_some(c)
    })
}

/// `x` rounded to a short dyadic and kept within [lo, hi].
fn inside(x: f64, lo: f64, hi: f64) -> f64 {
    short_below(x).clamp(lo, hi)
}

/// The draws a generator makes whatever the case (a fixed footprint), see [`generate`].
struct Draws {
    u_eta: f64,
    side: usize,
    u: f64,
    up: f64,
    small: usize,
    phi_scale: f64,
    u_phi: f64,
    /// Which part of an excluded region a negative control draws.
    region: usize,
    /// A power of two 2ᵏ, |k| ≤ 4, for sizes outside a bound.
    power: f64,
}

/// Where a dropped range hypothesis lo < x ≤ hi (or lo < x < hi) sends x: below the lower
/// bound (negative sizes 2⁻⁴ to 2⁴ times `scale`), on it, on the upper bound, just above
/// it, far above it (up to `far` times), or inside the range. `region` picks one.
fn outside_range(d: &Draws, lo: f64, hi: f64, far: f64, inside_value: f64) -> f64 {
    match d.region % 6 {
        0 => lo - d.u_eta * d.power,
        1 => lo,
        2 => hi,
        3 => short_above(hi * (1.0 + d.u_eta / 16.0)),
        4 => hi * d.up.min(far),
        _ => inside_value,
    }
}

/// Inputs meeting `regime` (see the module documentation).
pub fn generate(regime: Regime, g: &mut Draw) -> Inputs {
    let h = g.dim("H", 1, MAX_H).get();
    let l = g.dim("L", 1, MAX_L).get();
    // every draw is made whatever the values (a fixed footprint)
    let u_eta = g.unit(UnitRange::Positive);
    let side = g.pick(2);
    let u = g.unit(UnitRange::Positive);
    let power = g.power_of_two(4);
    let up = if power < 1.0 { 1.0 / power } else { power };
    let small = g.pick(5);
    let phi_scale = g.power_of_two(6);
    let u_phi = g.unit_with_levels(UnitRange::Positive, 6);
    let region = g.pick(6);
    let d = Draws { u_eta, side, u, up, small, phi_scale, u_phi, region, power };
    let recalled = regime.recalled.name().map(|name| (name, g.keeps(name)));
    let keeps_recalled = recalled.is_some_and(|(_, kept)| kept);
    let keeps_condition = regime.condition.is_some() && g.keeps(regime.condition_name());
    let mut dropped = recalled.filter(|(_, kept)| !kept).map(|(n, _)| n);
    if regime.condition.is_some() && !keeps_condition {
        dropped = Some(regime.condition_name());
    }
    let (phi0, eta) = match regime.case {
        Case::One => {
            let keeps_eta = g.keeps(regime.eta.name());
            let keeps_positive = !regime.positive || g.keeps(PHI_POSITIVE);
            if !keeps_eta {
                dropped = Some(regime.eta.name());
            }
            if !keeps_positive {
                dropped = Some(PHI_POSITIVE);
            }
            let drawn = case_1(regime, &d, h, l, keeps_eta, keeps_positive, keeps_condition, recalled.map(|(_, k)| k));
            // halve a negative φ₀ until the kept hypotheses hold and e^{2Hε_ℓ} is finite
            repaired(drawn, |p| acceptable(regime, p, h, l, dropped), |p| (if p.0 < 0.0 { p.0 / 2.0 } else { p.0 }, p.1))
                .unwrap_or_else(|| case_1(regime, &d, h, l, true, true, true, recalled.map(|_| true)))
        }
        Case::Two => {
            let keeps_phi = g.keeps(PHI_ABOVE_1);
            let keeps_positive = !regime.positive || g.keeps(ETA_POSITIVE);
            if !keeps_phi {
                dropped = Some(PHI_ABOVE_1);
            }
            if !keeps_positive {
                dropped = Some(ETA_POSITIVE);
            }
            let drawn = case_2(regime, &d, h, l, keeps_phi, keeps_positive, keeps_condition, keeps_recalled, regime.phi_nonzero);
            // move a negative η toward 0 until the kept hypotheses hold and e^{2Hε_ℓ} is finite
            repaired(drawn, |p| acceptable(regime, p, h, l, dropped), |p| (p.0, if p.1 < 0.0 { p.1 / 2.0 } else { p.1 }))
                .unwrap_or_else(|| case_2(regime, &d, h, l, true, true, true, true, regime.phi_nonzero))
        }
    };
    Inputs::new().with("phi_0", phi0).with("eta", eta).with("H", h as f64).with("L", l as f64)
}

/// The first of `p`, `step(p)`, `step(step(p))`, … (60 steps at most) that is
/// `acceptable`, each tried once; `None` if none is.
fn repaired(mut p: (f64, f64), acceptable: impl Fn((f64, f64)) -> bool, step: impl Fn((f64, f64)) -> (f64, f64)) -> Option<(f64, f64)> {
    for k in 0..=60 {
        if acceptable(p) {
            return Some(p);
        }
        if k < 60 {
            p = step(p);
        }
    }
    None
}

/// Whether (φ₀, η) = `p` with H = `h` and L = `l` meets every hypothesis of `regime` but
/// `dropped` in `f64`, with 2H|ε_ℓ| ≤ 600 for every ℓ (so that δ = maxₗ 2g(2Hε_ℓ) is
/// finite in `f64`).
fn acceptable(regime: Regime, (phi0, eta): (f64, f64), h: usize, l: usize, dropped: Option<&str>) -> bool {
    let p = Params { phi0, eta, h, l };
    let finite = p.epsilons().iter().all(|e| (2.0 * p.h as f64 * e).abs() <= 600.0) && p.phi0.is_finite() && p.eta.is_finite();
    finite && hypotheses_of(regime, &p).iter().filter(|c| Some(c.name) != dropped).all(Condition::holds)
}

/// Case 1: η first, then φ₀ in the interval the kept constraints leave (see the module
/// documentation); a dropped hypothesis sends its value into the region it excluded.
#[allow(clippy::too_many_arguments)]
fn case_1(regime: Regime, d: &Draws, h: usize, l: usize, keeps_eta: bool, keeps_positive: bool, keeps_condition: bool, recalled: Option<bool>) -> (f64, f64) {
    let top = match regime.eta {
        // no upper end: only η ≤ 0 lies outside
        EtaRange::Positive => f64::INFINITY,
        EtaRange::UpToOne | EtaRange::BelowOne => 1.0,
        EtaRange::UpToThreeTwentieths => 0.15,
    };
    let usual = match regime.eta {
        // any η > 0, from 2⁻⁴ to 2⁴ times a unit (simplest 1)
        EtaRange::Positive => d.u_eta * d.power,
        EtaRange::UpToOne => d.u_eta,
        EtaRange::BelowOne if d.side == 0 => d.u_eta / 2.0,
        EtaRange::BelowOne => 1.0 - d.u_eta / 2.0,
        EtaRange::UpToThreeTwentieths => 0.15 * d.u_eta,
    };
    // η up to 4 outside its range: e^{2Hε_ℓ} stays finite in f64
    let eta = match (keeps_eta, top.is_finite()) {
        (true, _) => usual,
        (false, true) => outside_range(d, 0.0, top, 4.0, usual),
        // η = 0 or negative (from −2⁻⁴ to −2⁴ times a unit over H, so 1 + Hη takes both signs)
        (false, false) if d.side == 0 => 0.0,
        (false, false) => -d.u_eta * d.power / h as f64,
    };
    let eta_candidates = [eta, -d.u_eta / (2.0 * h as f64), usual];
    for (k, &eta) in eta_candidates.iter().enumerate() {
        if k > 0 && keeps_eta {
            break;
        }
        if let Some(phi0) = case_1_phi(regime, d, h, l, eta, keeps_positive, keeps_condition, recalled) {
            return (phi0, eta);
        }
    }
    // nothing fits (cannot happen with every hypothesis kept): the usual draw
    (0.5 * usual / (1.0 + h as f64 * usual).powi(l as i32), usual)
}

/// φ₀ for Case 1 at a given η, or `None` when the kept constraints leave no room.
#[allow(clippy::too_many_arguments)]
fn case_1_phi(regime: Regime, d: &Draws, h: usize, l: usize, eta: f64, keeps_positive: bool, keeps_condition: bool, recalled: Option<bool>) -> Option<f64> {
    let growth = 1.0 + h as f64 * eta;
    // `first` times (1 + Hη)^k as its factors, allocated once
    let first_then_powers = |first: f64, k: usize| {
        let mut f = Vec::with_capacity(k + 1);
        f.push(first);
        f.extend(std::iter::repeat_n(growth, k));
        f
    };
    let mut kept = Vec::with_capacity(2 + 2 * l);
    if regime.positive && keeps_positive {
        kept.push(Linear { b: 0.0, factors: vec![-1.0], strict: true });
    }
    if keeps_condition {
        kept.push(Linear { b: 0.5 * eta, factors: vec![growth; l], strict: false });
    }
    let recalled_kept = recalled == Some(true);
    if recalled_kept {
        for k in 1..=l {
            kept.push(Linear { b: 0.0, factors: first_then_powers(-2.0 * eta, k), strict: true });
            kept.push(Linear { b: 1.0, factors: first_then_powers(2.0 * eta, k), strict: regime.recalled == Recalled::Open });
        }
    }
    let (lo, hi) = phi_interval(&kept)?;
    // the products in the factors' order, as `phi_interval` forms them
    let threshold = {
        let a: f64 = std::iter::once(2.0 * eta).chain(std::iter::repeat_n(growth, l)).product();
        (a != 0.0).then(|| 1.0 / a)
    };
    let case_bound = {
        let a: f64 = std::iter::repeat_n(growth, l).product();
        (a != 0.0).then(|| 0.5 * eta / a)
    };
    // the region a dropped hypothesis excluded: for φ₀ > 0, φ₀ = 0 or negative; for
    // 0 < ε_ℓ < 1, the same and φ₀ on and beyond the value where ε_L = 1; for Case 1's
    // condition, φ₀ just above and far above its bound
    let dropped_sign = regime.positive && !keeps_positive;
    let dropped_eps = recalled == Some(false);
    let dropped_condition = regime.condition.is_some() && !keeps_condition;
    let wanted = if dropped_sign || dropped_eps {
        match d.region % 6 {
            0 => Some(-d.u * d.power),
            1 => Some(0.0),
            2 if dropped_eps => threshold,
            3 if dropped_eps => threshold.map(|t| short_above(t * (1.0 + d.u / 16.0))),
            4 if dropped_eps => threshold.map(|t| t * d.up.min(4.0)),
            _ => None,
        }
    } else if dropped_condition {
        match d.region % 3 {
            0 => case_bound.map(|b| short_above(b * (1.0 + d.u / 16.0))),
            1 => case_bound.map(|b| b * d.up.min(16.0)),
            _ => None,
        }
    } else {
        None
    };
    let fits = |x: f64| {
        lo.is_none_or(|l| x > l.value || (x == l.value && !l.strict))
            && hi.is_none_or(|h| x < h.value || (x == h.value && !h.strict))
            && x.is_finite()
    };
    if let Some(x) = wanted.filter(|x| fits(*x)) {
        return Some(x);
    }
    phi_in(lo, hi, d.u, d.up)
}

/// Case 2: φ₀ first, then η below the kept bounds (see the module documentation); a
/// dropped hypothesis sends its value into the region it excluded.
#[allow(clippy::too_many_arguments)]
fn case_2(regime: Regime, d: &Draws, h: usize, l: usize, keeps_phi: bool, keeps_positive: bool, keeps_condition: bool, keeps_recalled: bool, phi_nonzero: bool) -> (f64, f64) {
    let above = 1.0 + d.phi_scale * d.u_phi;
    let phi0 = if keeps_phi {
        above
    } else {
        // on the bound 1, inside (0, 1), at 0 (unless the conclusion divides by φ₀), or negative
        match d.region % 6 {
            0 => -d.u * d.power,
            1 if !phi_nonzero => 0.0,
            1 => -d.u_phi,
            5 => above,
            k => [1.0, 0.5, 0.25, 0.125][(k - 2 + d.small) % 4],
        }
    };
    let c = regime.condition.unwrap_or(1) as f64;
    let mut bounds = Vec::new();
    if phi0 > 0.0 {
        let case = Bound::quotient(1.0, &[c, phi0, h as f64, l as f64]);
        if keeps_condition {
            bounds.push(case.below(d.u, false));
        }
        if keeps_recalled {
            bounds.push(eta_root(phi0, h, l) * d.u);
        }
        if !keeps_condition && bounds.is_empty() {
            bounds.push(case.value * d.u * d.up.min(4.0));
        } else if !keeps_condition {
            // keep a case above the dropped bound when the other bounds allow one
            let beyond = case.value * d.u * d.up.min(4.0);
            let b = bounds.iter().copied().fold(f64::INFINITY, f64::min);
            bounds = vec![if beyond <= b { beyond } else { b }];
        }
    }
    let positive_eta = bounds.into_iter().reduce(f64::min).unwrap_or(d.u * d.up.min(4.0));
    let eta = if !regime.positive || keeps_positive {
        positive_eta
    } else {
        // η ≤ 0: zero, or negative from -2⁻⁴ to -2⁴ (1 + Hη of both signs); with the
        // recalled 0 < ε_ℓ < 1 kept, only L = 1 and -(1 + √(1 + 2H/φ₀))/(2H) < η < -1/H
        // leave room (ε_1 = 2φ₀η(1 + Hη) in (0, 1)), and elsewhere the usual η is drawn
        let hf = h as f64;
        if keeps_recalled && regime.recalled == Recalled::Open {
            if l == 1 && phi0 > 0.0 {
                let lowest = -(1.0 + (1.0 + 2.0 * hf / phi0).sqrt()) / (2.0 * hf);
                let highest = -1.0 / hf;
                let x = if d.u >= 1.0 { readable_inside(lowest, highest).unwrap_or(f64::NAN) } else { short_below(highest + (lowest - highest) * d.u) };
                if x > lowest && x < highest {
                    x
                } else {
                    positive_eta
                }
            } else {
                positive_eta
            }
        } else {
            match d.region % 3 {
                0 => 0.0,
                _ => -d.u_eta * d.power / hf,
            }
        }
    };
    (phi0, eta)
}
