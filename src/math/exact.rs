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
//!   is 0 while neither factor is, the product is counted as not exact;
//! * a / b: q = a/b is exact when q·b is an exact product (as above) equal to a;
//! * −a, |a|, max and min are exact; exp, ln and sqrt are never counted as exact.
//!
//! An operation that is not exact yields NaN and marks the evaluation as not exact;
//! [`exactly`] runs an evaluation and returns its result only when every operation in it
//! was exact, so a branch taken on a NaN cannot matter. Its results are the exact real
//! values, so relations between them are decided by comparing `f64`s. What this tier
//! cannot decide (anything transcendental, anything rounded) the interval ladder decides
//! as before ([`crate::engine::certify`]).

use std::cell::Cell;
use std::ops::{Add, Div, Mul, Neg, Sub};

use super::scalar::Scalar;

thread_local! {
    /// Whether an operation of the current [`exactly`] evaluation was not exact.
    static INEXACT: Cell<bool> = const { Cell::new(false) };
}

/// Products and quotients whose magnitude is below this are not checked for exactness
/// (see the module documentation).
const SMALLEST_CHECKED: f64 = f64::from_bits((1023 - 900) << 52); // 2⁻⁹⁰⁰

/// A real number held exactly as an `f64`, or NaN where an operation was not exact.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Exact(f64);

impl Exact {
    /// The `f64` this is (NaN: not exact).
    pub fn value(self) -> f64 {
        self.0
    }
}

/// NaN, marking the current evaluation as not exact.
#[cold]
fn not_exact() -> Exact {
    INEXACT.with(|f| f.set(true));
    Exact(f64::NAN)
}

/// Runs `evaluation` and returns its result when every operation on [`Exact`] values in it
/// was exact; `None` otherwise.
pub fn exactly<T>(evaluation: impl FnOnce() -> T) -> Option<T> {
    let outer = INEXACT.with(|f| f.replace(false));
    let result = evaluation();
    let inexact = INEXACT.with(|f| f.replace(outer));
    (!inexact).then_some(result)
}

/// a·b when it is exact (see the module documentation).
#[inline]
fn product(a: f64, b: f64) -> Exact {
    let p = a * b;
    if p == 0.0 && (a == 0.0 || b == 0.0) {
        return Exact(p);
    }
    if p.is_finite() && p.abs() >= SMALLEST_CHECKED && a.mul_add(b, -p) == 0.0 {
        Exact(p)
    } else {
        not_exact()
    }
}

impl Add for Exact {
    type Output = Exact;
    #[inline]
    fn add(self, rhs: Exact) -> Exact {
        let (a, b) = (self.0, rhs.0);
        let s = a + b;
        // TwoSum: the rounding error of s, exactly
        let bb = s - a;
        let error = (a - (s - bb)) + (b - bb);
        if s.is_finite() && error == 0.0 {
            Exact(s)
        } else {
            not_exact()
        }
    }
}

impl Sub for Exact {
    type Output = Exact;
    #[inline]
    fn sub(self, rhs: Exact) -> Exact {
        self + Exact(-rhs.0)
    }
}

impl Neg for Exact {
    type Output = Exact;
    #[inline]
    fn neg(self) -> Exact {
        Exact(-self.0)
    }
}

impl Mul for Exact {
    type Output = Exact;
    #[inline]
    fn mul(self, rhs: Exact) -> Exact {
        product(self.0, rhs.0)
    }
}

impl Div for Exact {
    type Output = Exact;
    #[inline]
    fn div(self, rhs: Exact) -> Exact {
        let (a, b) = (self.0, rhs.0);
        if b == 0.0 || b.is_nan() {
            return not_exact();
        }
        let q = a / b;
        if a == 0.0 {
            return Exact(q);
        }
        if q.is_finite() && product(q, b).0 == a {
            Exact(q)
        } else {
            not_exact()
        }
    }
}

// Inline, as `f64`'s methods (see `scalar.rs`).
impl Scalar for Exact {
    #[inline]
    fn exact(x: f64) -> Self {
        if x.is_finite() {
            Exact(x)
        } else {
            not_exact()
        }
    }
    fn exp(&self) -> Self {
        not_exact()
    }
    fn exp_m1(&self) -> Self {
        not_exact()
    }
    fn ln(&self) -> Self {
        not_exact()
    }
    fn sqrt(&self) -> Self {
        not_exact()
    }
    #[inline]
    fn abs(&self) -> Self {
        Exact(self.0.abs())
    }
    #[inline]
    fn max(&self, other: &Self) -> Self {
        if self.0.is_nan() || other.0.is_nan() {
            return not_exact();
        }
        Exact(self.0.max(other.0))
    }
    #[inline]
    fn min(&self, other: &Self) -> Self {
        if self.0.is_nan() || other.0.is_nan() {
            return not_exact();
        }
        Exact(self.0.min(other.0))
    }
    #[inline]
    fn to_f64(&self) -> f64 {
        self.0
    }
    #[inline]
    fn is_exactly_zero(&self) -> bool {
        self.0 == 0.0
    }
}
