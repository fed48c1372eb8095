//! Interval slopes: an enclosure of a function on a box *and* of its variation, the
//! arithmetic of the branch-and-bound prover ([`crate::prove`]).
//!
//! A [`Slope`] stands for a real function q of the box coordinates x ∈ X = [l₁, h₁] × … ×
//! [l_m, h_m]. It carries
//!
//! * `value`: an [`Interval`] V ⊇ q(X) (the same outward-rounded arithmetic, with the same
//!   tags, as certificates use), and
//! * `slopes`: intervals G₁, …, G_m such that for **every** x, y ∈ X
//!
//!   q(x) − q(y) ∈ Σₖ Gₖ·(xₖ − yₖ)                                               (S)
//!
//!   (a Lipschitz-type enclosure: where q is differentiable Gₖ ⊇ ∂q/∂xₖ(X), but (S) is
//!   also kept through |·|, max and min, which are not).
//!
//! **The rules**, each an identity followed by the enclosure it gives (V, G of a and b):
//! * a ± b: Δ(a ± b) = Δa ± Δb, so G_a ± G_b;
//! * a·b: a(x)b(x) − a(y)b(y) = a(x)Δb + b(y)Δa, so V_a·G_b + V_b·G_a;
//! * a/b (0 ∉ V_b): a(x)/b(x) − a(y)/b(y) = Δa/b(x) − a(y)Δb/(b(x)b(y)), so
//!   G_a/V_b − V_a·G_b/(V_b·V_b);
//! * exp: e^{a(x)} − e^{a(y)} = e^ξ·Δa with ξ between a(x) and a(y) (mean value theorem),
//!   so exp(V_a)·G_a; ln: 1/V_a·G_a (V_a > 0); √: G_a/(2√V_a) (V_a > 0; unbounded
//!   otherwise, and the slopes are then unknown);
//! * |a|: |a(x)| − |a(y)| = s·Δa with s ∈ [−1, 1], so [−1, 1]·G_a (G_a or −G_a where the
//!   sign of a is fixed on X);
//! * max(a, b): max(a(x), b(x)) − max(a(y), b(y)) lies between min(Δa, Δb) and
//!   max(Δa, Δb), hence is λΔa + (1 − λ)Δb for some λ ∈ [0, 1], and the componentwise
//!   hull of G_a and G_b encloses its slopes (G_a alone where a ≥ b on all of X); min the
//!   same.
//!
//! Constants have slope 0 (stored as no slopes at all). Two slopes whose values are the
//! same real by the interval tags ([`Interval::same_real`]: the same computation on the
//! same inputs) are the same function of x, so a − a is the constant 0 and a/a the
//! constant 1, slopes included.
//!
//! **What the prover does with it.** For a point m ∈ X, (S) with y = m gives the
//! *mean-value form* q(X) ⊆ q(m) + Σₖ Gₖ·[lₖ − mₖ, hₖ − mₖ], whose overestimation shrinks
//! with the square of the box width where naive interval evaluation shrinks only with
//! the width (a difference softm(a + b) − softm(a) of two nearby enclosures is the
//! typical case); and Gₖ ≥ 0 on X (or ≤ 0) shows that q is monotone in xₖ on X, so its
//! maximum over X is on the face xₖ = hₖ (or lₖ).
//!
//! The slope intervals use `f64` endpoints ([`Bound`]): every `+ − × ÷` is rounded to
//! nearest by IEEE 754 and then widened outward by one unit in the last place unless it
//! was exact, so they enclose the exact results without any `libm` call; exponentials,
//! logarithms and square roots enter them only through the endpoints of the values'
//! enclosures, which the interval arithmetic computes.

use std::fmt;
use std::ops::{Add, Div, Mul, Neg, Sub};

use super::interval::Interval;
use super::scalar::Scalar;

/// The next `f64` above `x` (`x` itself for +∞ and NaN).
fn next_up(x: f64) -> f64 {
    if x.is_nan() || x == f64::INFINITY {
        return x;
    }
    if x == 0.0 {
        return f64::from_bits(1);
    }
    let bits = x.to_bits();
    f64::from_bits(if x > 0.0 { bits + 1 } else { bits - 1 })
}

/// The next `f64` below `x`.
fn next_down(x: f64) -> f64 {
    -next_up(-x)
}

/// `a + b` as the rounded sum and the sign of its rounding error (TwoSum, exact in IEEE
/// 754 arithmetic when nothing overflows).
fn sum_with_error(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    let err = (a - (s - bb)) + (b - bb);
    (s, err)
}

/// A closed interval with `f64` endpoints (±∞ allowed), outward rounded; the slope part
/// of a [`Slope`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bound {
    /// Lower endpoint.
    pub lo: f64,
    /// Upper endpoint.
    pub hi: f64,
}

impl Bound {
    /// The single point x.
    pub const fn point(x: f64) -> Bound {
        Bound { lo: x, hi: x }
    }

    /// The interval [lo, hi].
    pub fn new(lo: f64, hi: f64) -> Bound {
        assert!(lo <= hi, "bound with lo {lo} > hi {hi}");
        Bound { lo, hi }
    }

    /// An `f64` enclosure of an interval (endpoints rounded outward).
    pub fn of(x: &Interval) -> Bound {
        Bound { lo: x.lo(), hi: x.hi() }
    }

    /// Whether the bound is the single point 0.
    pub fn is_zero(&self) -> bool {
        self.lo == 0.0 && self.hi == 0.0
    }

    /// Whether every point is ≥ 0.
    pub fn nonnegative(&self) -> bool {
        self.lo >= 0.0
    }

    /// Whether every point is ≤ 0.
    pub fn nonpositive(&self) -> bool {
        self.hi <= 0.0
    }

    /// max |x| over the bound.
    pub fn magnitude(&self) -> f64 {
        self.lo.abs().max(self.hi.abs())
    }

    /// The smallest bound containing both.
    pub fn hull(&self, other: &Bound) -> Bound {
        Bound { lo: self.lo.min(other.lo), hi: self.hi.max(other.hi) }
    }

    fn valid(self) -> Bound {
        // NaN (∞ − ∞, 0·∞) means nothing is known
        if self.lo.is_nan() || self.hi.is_nan() {
            Bound { lo: f64::NEG_INFINITY, hi: f64::INFINITY }
        } else {
            self
        }
    }
}

fn round_down_sum(a: f64, b: f64) -> f64 {
    let (s, err) = sum_with_error(a, b);
    if !s.is_finite() {
        return if s == f64::INFINITY { f64::MAX } else { s };
    }
    if err < 0.0 {
        next_down(s)
    } else {
        s
    }
}

fn round_up_sum(a: f64, b: f64) -> f64 {
    let (s, err) = sum_with_error(a, b);
    if !s.is_finite() {
        return if s == f64::NEG_INFINITY { -f64::MAX } else { s };
    }
    if err > 0.0 {
        next_up(s)
    } else {
        s
    }
}

impl Add for Bound {
    type Output = Bound;
    fn add(self, rhs: Bound) -> Bound {
        if rhs.is_zero() {
            return self;
        }
        if self.is_zero() {
            return rhs;
        }
        Bound { lo: round_down_sum(self.lo, rhs.lo), hi: round_up_sum(self.hi, rhs.hi) }.valid()
    }
}

impl Neg for Bound {
    type Output = Bound;
    fn neg(self) -> Bound {
        Bound { lo: -self.hi, hi: -self.lo }
    }
}

impl Sub for Bound {
    type Output = Bound;
    fn sub(self, rhs: Bound) -> Bound {
        self + (-rhs)
    }
}

/// Whether x·y is computed exactly (a factor 0 or a power of two, which only moves the
/// exponent unless the result leaves the normal range).
fn exact_product(x: f64, y: f64) -> bool {
    let power_of_two = |v: f64| v != 0.0 && v.is_finite() && v.abs().to_bits() & ((1u64 << 52) - 1) == 0 && v.abs() >= f64::MIN_POSITIVE;
    let p = x * y;
    x == 0.0 || y == 0.0 || ((power_of_two(x) || power_of_two(y)) && p.is_finite() && p.abs() >= f64::MIN_POSITIVE)
}

fn product_hull(a: Bound, b: Bound, op: impl Fn(f64, f64) -> f64, exact: impl Fn(f64, f64) -> bool) -> Bound {
    let mut lo = f64::INFINITY;
    let mut hi = f64::NEG_INFINITY;
    for x in [a.lo, a.hi] {
        for y in [b.lo, b.hi] {
            let p = op(x, y);
            if p.is_nan() {
                return Bound { lo: f64::NEG_INFINITY, hi: f64::INFINITY };
            }
            let (l, h) = if exact(x, y) { (p, p) } else { (next_down(p), next_up(p)) };
            lo = lo.min(l);
            hi = hi.max(h);
        }
    }
    Bound { lo, hi }
}

impl Mul for Bound {
    type Output = Bound;
    fn mul(self, rhs: Bound) -> Bound {
        if self.is_zero() || rhs.is_zero() {
            return Bound::point(0.0);
        }
        if rhs == Bound::point(1.0) {
            return self;
        }
        if self == Bound::point(1.0) {
            return rhs;
        }
        // 0·∞ is 0 here: an endpoint 0 times an unbounded one contributes 0
        let mul = |x: f64, y: f64| if x == 0.0 || y == 0.0 { 0.0 } else { x * y };
        product_hull(self, rhs, mul, exact_product)
    }
}

impl Div for Bound {
    type Output = Bound;
    fn div(self, rhs: Bound) -> Bound {
        assert!(rhs.lo > 0.0 || rhs.hi < 0.0, "bound division by {rhs:?}, which contains 0");
        if self.is_zero() {
            return Bound::point(0.0);
        }
        if rhs == Bound::point(1.0) {
            return self;
        }
        product_hull(self, rhs, |x, y| x / y, |x, y| x == 0.0 || (y.abs().to_bits() & ((1u64 << 52) - 1) == 0 && y.abs() >= f64::MIN_POSITIVE && (x / y).abs() >= f64::MIN_POSITIVE && (x / y).is_finite()))
    }
}

/// A function of the box coordinates: an enclosure of its values and of its slopes (see
/// the module documentation).
#[derive(Clone)]
pub struct Slope {
    value: Interval,
    /// `None`: unknown (unbounded) slopes; `Some(empty)`: a constant; otherwise one
    /// bound per coordinate (missing trailing ones are 0).
    slopes: Option<Vec<Bound>>,
}

impl fmt::Debug for Slope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} slopes {:?}", self.value, self.slopes)
    }
}

fn combine(a: &Option<Vec<Bound>>, b: &Option<Vec<Bound>>, f: impl Fn(Bound, Bound) -> Bound) -> Option<Vec<Bound>> {
    let (a, b) = (a.as_ref()?, b.as_ref()?);
    let n = a.len().max(b.len());
    let zero = Bound::point(0.0);
    Some((0..n).map(|k| f(*a.get(k).unwrap_or(&zero), *b.get(k).unwrap_or(&zero))).collect())
}

fn scaled(a: &Option<Vec<Bound>>, c: Bound) -> Option<Vec<Bound>> {
    a.as_ref().map(|v| if v.is_empty() { Vec::new() } else { v.iter().map(|g| *g * c).collect() })
}

impl Slope {
    /// Coordinate `k` of a box with `m` coordinates: the value `x`, slope 1 in direction
    /// `k` and 0 elsewhere (a point `x` is a constant).
    pub fn coordinate(x: Interval, k: usize, m: usize) -> Slope {
        if x.certainly_eq(&x) {
            return Slope { value: x, slopes: Some(Vec::new()) };
        }
        let mut slopes = vec![Bound::point(0.0); m];
        slopes[k] = Bound::point(1.0);
        Slope { value: x, slopes: Some(slopes) }
    }

    /// The enclosure of the values.
    pub fn value(&self) -> &Interval {
        &self.value
    }

    /// The slope bounds (`None` when unknown; missing trailing coordinates are 0).
    pub fn slopes(&self) -> Option<&[Bound]> {
        self.slopes.as_deref()
    }

    /// The slope in coordinate `k` (`None` when unknown).
    pub fn slope(&self, k: usize) -> Option<Bound> {
        self.slopes.as_ref().map(|v| v.get(k).copied().unwrap_or(Bound::point(0.0)))
    }

    fn constant(value: Interval) -> Slope {
        Slope { value, slopes: Some(Vec::new()) }
    }

    fn is_constant_point(&self, x: f64) -> bool {
        self.slopes.as_ref().is_some_and(|s| s.iter().all(Bound::is_zero)) && self.value.certainly_eq(&Interval::exact(x))
    }
}

impl Add for Slope {
    type Output = Slope;
    fn add(self, rhs: Slope) -> Slope {
        if rhs.is_constant_point(0.0) {
            return self;
        }
        if self.is_constant_point(0.0) {
            return rhs;
        }
        let slopes = combine(&self.slopes, &rhs.slopes, |a, b| a + b);
        Slope { value: self.value + rhs.value, slopes }
    }
}

impl Sub for Slope {
    type Output = Slope;
    fn sub(self, rhs: Slope) -> Slope {
        if self.value.same_real(&rhs.value) {
            return Slope::constant(Interval::exact(0.0));
        }
        if rhs.is_constant_point(0.0) {
            return self;
        }
        let slopes = combine(&self.slopes, &rhs.slopes, |a, b| a - b);
        Slope { value: self.value - rhs.value, slopes }
    }
}

impl Neg for Slope {
    type Output = Slope;
    fn neg(self) -> Slope {
        Slope { slopes: scaled(&self.slopes, Bound::point(-1.0)), value: -self.value }
    }
}

impl Mul for Slope {
    type Output = Slope;
    fn mul(self, rhs: Slope) -> Slope {
        if self.is_constant_point(0.0) || rhs.is_constant_point(0.0) {
            return Slope::constant(Interval::exact(0.0));
        }
        if rhs.is_constant_point(1.0) {
            return self;
        }
        if self.is_constant_point(1.0) {
            return rhs;
        }
        let (va, vb) = (Bound::of(&self.value), Bound::of(&rhs.value));
        let slopes = combine(&scaled(&rhs.slopes, va), &scaled(&self.slopes, vb), |a, b| a + b);
        Slope { value: self.value * rhs.value, slopes }
    }
}

impl Div for Slope {
    type Output = Slope;
    fn div(self, rhs: Slope) -> Slope {
        if self.value.same_real(&rhs.value) && (rhs.value.certainly_positive() || rhs.value.certainly_negative()) {
            return Slope::constant(Interval::exact(1.0));
        }
        if rhs.is_constant_point(1.0) {
            return self;
        }
        let value = self.value.clone() / rhs.value.clone();
        let (va, vb) = (Bound::of(&self.value), Bound::of(&rhs.value));
        let inverse = Bound::point(1.0) / vb;
        let square = vb * vb;
        // a(y)/(b(x)b(y)) with b(x)b(y) in [min, max] of the products of two points of V_b
        let square = if vb.lo > 0.0 || vb.hi < 0.0 {
            Bound { lo: square.lo.max(0.0), hi: square.hi }
        } else {
            square
        };
        let slopes = if square.lo > 0.0 {
            combine(&scaled(&self.slopes, inverse), &scaled(&rhs.slopes, va / square), |a, b| a - b)
        } else {
            None
        };
        Slope { value, slopes }
    }
}

impl Scalar for Slope {
    fn exact(x: f64) -> Self {
        Slope::constant(Interval::exact(x))
    }

    fn exp(&self) -> Self {
        let value = self.value.exp();
        Slope { slopes: scaled(&self.slopes, Bound::of(&value)), value }
    }

    fn ln(&self) -> Self {
        let value = self.value.ln();
        let slopes = scaled(&self.slopes, Bound::point(1.0) / Bound::of(&self.value));
        Slope { value, slopes }
    }

    fn sqrt(&self) -> Self {
        let value = self.value.sqrt();
        let slopes = if self.slopes.as_ref().is_some_and(Vec::is_empty) {
            Some(Vec::new())
        } else if value.certainly_positive() {
            scaled(&self.slopes, Bound::point(1.0) / (Bound::point(2.0) * Bound::of(&value)))
        } else {
            None
        };
        Slope { value, slopes }
    }

    fn abs(&self) -> Self {
        if self.value.certainly_nonnegative() {
            return self.clone();
        }
        if self.value.certainly_nonpositive() {
            return -self.clone();
        }
        Slope { value: self.value.abs(), slopes: scaled(&self.slopes, Bound::new(-1.0, 1.0)) }
    }

    fn max(&self, other: &Self) -> Self {
        if self.value.same_real(&other.value) || other.value.certainly_le(&self.value) {
            return self.clone();
        }
        if self.value.certainly_le(&other.value) {
            return other.clone();
        }
        Slope { value: self.value.max(&other.value), slopes: combine(&self.slopes, &other.slopes, |a, b| a.hull(&b)) }
    }

    fn min(&self, other: &Self) -> Self {
        if self.value.same_real(&other.value) || self.value.certainly_le(&other.value) {
            return self.clone();
        }
        if other.value.certainly_le(&self.value) {
            return other.clone();
        }
        Slope { value: self.value.min(&other.value), slopes: combine(&self.slopes, &other.slopes, |a, b| a.hull(&b)) }
    }

    fn to_f64(&self) -> f64 {
        self.value.to_f64()
    }

    /// A constant: the midpoint of the value's enclosure (any real gives the same result
    /// where [`Scalar::shift`] is used).
    fn shift(&self) -> Self {
        let m = self.value.to_f64();
        Slope::exact(if m.is_finite() { m } else { 0.0 })
    }

    fn is_exactly_zero(&self) -> bool {
        self.value.is_zero()
    }
}
