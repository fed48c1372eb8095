//! Exact `f64` arithmetic: the certificate's first and cheapest tier.
//!
//! Many cases a search must certify are exact ties: ε = 0 forces B = A in Lemma 4.1, and
//! every quantity is then a sum, difference, product or quotient of dyadic grid values
//! whose exact result is again an `f64`. Interval arithmetic decides such a case exactly,
//! but at the price of arbitrary-precision endpoints. An [`Exact`] carries the `f64` that
//! *is* the real result, and checks each operation for exactness with the error-free
//! transformations of floating-point arithmetic:
//!
//! * a + b: Knuth's TwoSum gives the rounding error of the sum exactly (round to nearest,
//!   no overflow); the sum is exact when that error is 0;
//! * a · b: the fused multiply-add a·b − p of the rounded product p is computed with one
//!   rounding, so it is the exact error whenever that error is a multiple of the
//!   smallest subnormal. That holds when |p| ≥ 2⁻⁹⁰⁰: then the product of the least
//!   significant bits of a and b is at least 2⁻¹⁰⁰⁷. Below that, or when p overflows or
//!   is 0 while neither factor is, the product is counted as not exact. A product with
//!   an exact 0 is the exact 0, whatever the other factor ([`Scalar::ZERO_ABSORBS`], as
//!   for intervals);
//! * a / b: q = a/b is exact when q·b is an exact product (as above) equal to a;
//! * −a, |a|, max and min are exact, and so are e⁰ = 1 and e⁰ − 1 = 0; exp, ln and sqrt
//!   are otherwise never counted as exact.
//!
//! **Unknown and undefined.** A result that is not exact is *unknown*: NaN, standing for a
//! finite real this arithmetic did not pin down, with one fact kept about it: whether it
//! is certainly > 0 (exp, √ of a positive number, sums, products and quotients of
//! positive numbers, a maximum with a positive number). It propagates through every
//! operation (but a product with an exact 0), and a case is decided only when every side
//! of every relation is known. [`Scalar::is_exactly_zero`] and [`Scalar::same_point`]
//! say `false` for it, as they do for an interval that is not a single point, and the
//! formulas are written to be right whichever way those tests go. An operation whose real
//! result might be undefined (a quotient by 0, or by an unknown real not certainly > 0;
//! ln of a number not certainly > 0; √ of a number not certainly ≥ 0; a non-finite input)
//! marks the whole evaluation instead, and [`exactly`] then returns nothing: the interval
//! ladder, which refuses such operations, decides the case.

use std::cell::Cell;
use std::ops::{Add, Div, Mul, Neg, Sub};

use super::scalar::Scalar;

thread_local! {
    /// Whether an operation of the current [`exactly`] evaluation was undefined.
    static UNDEFINED: Cell<bool> = const { Cell::new(false) };
}

/// Products and quotients whose magnitude is below this are not checked for exactness
/// (see the module documentation).
const SMALLEST_CHECKED: f64 = f64::from_bits((1023 - 900) << 52); // 2⁻⁹⁰⁰

/// A real number held exactly as an `f64`, or unknown (NaN), then with what is known of
/// its sign (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Exact {
    value: f64,
    /// For an unknown value: whether it is certainly > 0 (a known value's sign is its own).
    positive: bool,
}

impl Exact {
    /// The `f64` this is (NaN: unknown).
    pub fn value(self) -> f64 {
        self.value
    }

    /// Whether the value is known (not NaN).
    pub fn is_known(self) -> bool {
        !self.value.is_nan()
    }

    /// Whether the real is certainly > 0.
    fn is_positive(self) -> bool {
        if self.is_known() { self.value > 0.0 } else { self.positive }
    }

    /// Whether the real is certainly ≥ 0.
    fn is_nonnegative(self) -> bool {
        if self.is_known() { self.value >= 0.0 } else { self.positive }
    }
}

/// A known value.
#[inline]
fn known(value: f64) -> Exact {
    Exact { value, positive: false }
}

/// A real this arithmetic did not pin down; `positive` when it is certainly > 0.
#[inline]
fn unknown(positive: bool) -> Exact {
    Exact { value: f64::NAN, positive }
}

/// An undefined result: marks the current evaluation.
#[cold]
fn undefined() -> Exact {
    UNDEFINED.with(|f| f.set(true));
    unknown(false)
}

/// Runs `evaluation` and returns its result unless some operation on [`Exact`] values in
/// it was undefined; the result may still hold unknown values.
pub fn exactly<T>(evaluation: impl FnOnce() -> T) -> Option<T> {
    let outer = UNDEFINED.with(|f| f.replace(false));
    let result = evaluation();
    let undefined = UNDEFINED.with(|f| f.replace(outer));
    (!undefined).then_some(result)
}

/// Whether a product or quotient of `a` and `b` is certainly > 0.
fn positive_product(a: Exact, b: Exact) -> bool {
    let negative = |x: Exact| x.is_known() && x.value < 0.0;
    (a.is_positive() && b.is_positive()) || (negative(a) && negative(b))
}

/// a·b: exact, the exact 0 when a factor is, or unknown (see the module documentation).
#[inline]
fn product(a: Exact, b: Exact) -> Exact {
    if a.value == 0.0 || b.value == 0.0 {
        // 0·x for a real x; +0 where the other factor is unknown
        return known(if a.is_known() && b.is_known() { a.value * b.value } else { 0.0 });
    }
    let p = a.value * b.value;
    if p.is_finite() && p.abs() >= SMALLEST_CHECKED && a.value.mul_add(b.value, -p) == 0.0 {
        known(p)
    } else {
        unknown(positive_product(a, b))
    }
}

impl Add for Exact {
    type Output = Exact;
    #[inline]
    fn add(self, rhs: Exact) -> Exact {
        let (a, b) = (self.value, rhs.value);
        let s = a + b;
        // TwoSum: the rounding error of s, exactly
        let bb = s - a;
        let error = (a - (s - bb)) + (b - bb);
        if s.is_finite() && error == 0.0 {
            known(s)
        } else {
            unknown((self.is_positive() && rhs.is_nonnegative()) || (self.is_nonnegative() && rhs.is_positive()))
        }
    }
}

impl Sub for Exact {
    type Output = Exact;
    #[inline]
    fn sub(self, rhs: Exact) -> Exact {
        self + -rhs
    }
}

impl Neg for Exact {
    type Output = Exact;
    #[inline]
    fn neg(self) -> Exact {
        if self.is_known() { known(-self.value) } else { unknown(false) }
    }
}

impl Mul for Exact {
    type Output = Exact;
    #[inline]
    fn mul(self, rhs: Exact) -> Exact {
        product(self, rhs)
    }
}

impl Div for Exact {
    type Output = Exact;
    #[inline]
    fn div(self, rhs: Exact) -> Exact {
        // a divisor that might be 0 leaves the reals
        if !(rhs.is_positive() || (rhs.is_known() && rhs.value != 0.0)) {
            return undefined();
        }
        if self.value == 0.0 {
            return known(0.0);
        }
        if !(self.is_known() && rhs.is_known()) {
            return unknown(positive_product(self, rhs));
        }
        let (a, b) = (self.value, rhs.value);
        let q = a / b;
        if q.is_finite() && product(known(q), rhs).value == a {
            known(q)
        } else {
            unknown(positive_product(self, rhs))
        }
    }
}

// Inline, as `f64`'s methods (see `scalar.rs`).
impl Scalar for Exact {
    #[inline]
    fn exact(x: f64) -> Self {
        if x.is_finite() {
            known(x)
        } else {
            undefined()
        }
    }
    fn exp(&self) -> Self {
        if self.value == 0.0 { known(1.0) } else { unknown(true) }
    }
    fn exp_m1(&self) -> Self {
        // eˣ − 1 > 0 exactly when x > 0
        if self.value == 0.0 { known(0.0) } else { unknown(self.is_positive()) }
    }
    fn ln(&self) -> Self {
        if self.is_positive() {
            unknown(false)
        } else {
            // ≤ 0, or unknown and perhaps so
            undefined()
        }
    }
    fn sqrt(&self) -> Self {
        if self.is_nonnegative() {
            unknown(self.is_positive())
        } else {
            undefined()
        }
    }
    #[inline]
    fn abs(&self) -> Self {
        if self.is_known() { known(self.value.abs()) } else { unknown(self.positive) }
    }
    #[inline]
    fn max(&self, other: &Self) -> Self {
        // f64::max would return the known operand
        if self.is_known() && other.is_known() {
            return known(self.value.max(other.value));
        }
        unknown(self.is_positive() || other.is_positive())
    }
    #[inline]
    fn min(&self, other: &Self) -> Self {
        if self.is_known() && other.is_known() {
            return known(self.value.min(other.value));
        }
        unknown(self.is_positive() && other.is_positive())
    }
    #[inline]
    fn to_f64(&self) -> f64 {
        self.value
    }
    #[inline]
    fn is_exactly_zero(&self) -> bool {
        self.value == 0.0
    }
    #[inline]
    fn same_point(&self, other: &Self) -> bool {
        // two known values: the same real exactly when equal (NaN is never equal)
        self.value == other.value
    }
    const ZERO_ABSORBS: bool = true;
}
