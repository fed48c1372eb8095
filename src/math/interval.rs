//! Outward-rounded interval arithmetic, the arithmetic of certificates.
//!
//! An [`Interval`] `[lo, hi]` is a pair of binary floating-point numbers of a chosen
//! precision (64 bits of significand by default, see [`with_precision`]). Every operation
//! rounds `lo` toward −∞ and `hi` toward +∞ (directed rounding), so the result contains
//! the exact real result for every real in the operands. `exp`, `ln` and `sqrt` come from
//! `dashu-float`, whose transcendental functions are correctly rounded in the requested
//! direction; `+ − × ÷` are exact-then-rounded. No step uses the host's `libm`.
//!
//! Conversions from `f64` are exact: inputs of a counterexample are the exact `f64`
//! values written in its file, and their enclosure is a single point.

use std::cell::Cell;
use std::fmt;
use std::ops::{Add, Div, Mul, Neg, Sub};
use std::str::FromStr;

use dashu_float::round::mode::{Down, Up};
use dashu_float::{ConstCache, Context, FBig, Repr};

use super::scalar::Scalar;

/// Significand bits used when no [`with_precision`] scope is active.
pub const DEFAULT_PRECISION: usize = 64;

thread_local! {
    static PRECISION: Cell<usize> = const { Cell::new(DEFAULT_PRECISION) };
    static CONSTS: std::cell::RefCell<ConstCache> = std::cell::RefCell::new(ConstCache::default());
}

/// Runs `f` with interval operations carried out at `bits` bits of significand.
pub fn with_precision<T>(bits: usize, f: impl FnOnce() -> T) -> T {
    struct Restore(usize);
    impl Drop for Restore {
        fn drop(&mut self) {
            PRECISION.with(|p| p.set(self.0));
        }
    }
    let _restore = Restore(PRECISION.with(|p| p.replace(bits)));
    f()
}

/// The precision (significand bits) interval operations currently use.
pub fn precision() -> usize {
    PRECISION.with(|p| p.get())
}

fn down() -> Context<Down> {
    Context::new(precision())
}

fn up() -> Context<Up> {
    Context::new(precision())
}

/// A closed interval `[lo, hi]` of reals with binary floating-point endpoints.
#[derive(Clone)]
pub struct Interval {
    lo: Repr<2>,
    hi: Repr<2>,
}

fn exact_repr(x: f64) -> Repr<2> {
    assert!(x.is_finite(), "interval from a non-finite f64 ({x}): inputs must be finite");
    FBig::<Down>::try_from(x)
        .expect("a finite f64 converts exactly")
        .into_repr()
}

fn unwrap_down(r: dashu_float::FpResult<FBig<Down>>, what: &str) -> Repr<2> {
    match r {
        Ok(v) => v.value().into_repr(),
        Err(e) => panic!("interval {what} failed (rounding down): {e:?}"),
    }
}

fn unwrap_up(r: dashu_float::FpResult<FBig<Up>>, what: &str) -> Repr<2> {
    match r {
        Ok(v) => v.value().into_repr(),
        Err(e) => panic!("interval {what} failed (rounding up): {e:?}"),
    }
}

fn min_repr(a: Repr<2>, b: Repr<2>) -> Repr<2> {
    if b < a {
        b
    } else {
        a
    }
}

fn max_repr(a: Repr<2>, b: Repr<2>) -> Repr<2> {
    if b > a {
        b
    } else {
        a
    }
}

fn neg_repr(r: &Repr<2>) -> Repr<2> {
    -r.clone()
}

fn is_negative(r: &Repr<2>) -> bool {
    *r < Repr::zero()
}

fn is_positive(r: &Repr<2>) -> bool {
    *r > Repr::zero()
}

impl Interval {
    /// The interval `[lo, hi]`; panics unless `lo ≤ hi`.
    pub fn new(lo: f64, hi: f64) -> Self {
        assert!(lo <= hi, "interval with lo {lo} > hi {hi}");
        Interval { lo: exact_repr(lo), hi: exact_repr(hi) }
    }

    /// The smallest interval of the current precision that contains the decimal number
    /// `text` (e.g. `"0.8"`), for published examples whose inputs are not binary fractions.
    pub fn from_decimal(text: &str) -> Result<Self, String> {
        let parse = |t: &str| {
            FBig::<Down, 10>::from_str(t).map_err(|e| format!("'{t}' is not a decimal number: {e:?}"))
        };
        let lo = parse(text)?.with_base_and_precision::<2>(precision()).value().into_repr();
        let hi = parse(text)?
            .with_rounding::<Up>()
            .with_base_and_precision::<2>(precision())
            .value()
            .into_repr();
        Ok(Interval { lo, hi })
    }

    /// Lower endpoint rounded down to an `f64` (so the `f64` is still a lower bound).
    pub fn lo(&self) -> f64 {
        FBig::<Down>::from_repr(self.lo.clone(), Context::new(self.lo.digits().max(1))).to_f64().value()
    }

    /// Upper endpoint rounded up to an `f64` (so the `f64` is still an upper bound).
    pub fn hi(&self) -> f64 {
        FBig::<Up>::from_repr(self.hi.clone(), Context::new(self.hi.digits().max(1))).to_f64().value()
    }

    /// Whether every real in the interval is strictly positive.
    pub fn certainly_positive(&self) -> bool {
        is_positive(&self.lo)
    }

    /// Whether every real in `self` is ≤ every real in `other`.
    pub fn certainly_le(&self, other: &Interval) -> bool {
        self.hi <= other.lo
    }

    /// Whether both intervals are the same single point.
    pub fn certainly_eq(&self, other: &Interval) -> bool {
        self.lo == self.hi && other.lo == other.hi && self.lo == other.lo
    }

    /// Whether the interval contains the real `x`.
    pub fn contains(&self, x: f64) -> bool {
        let x = exact_repr(x);
        self.lo <= x && x <= self.hi
    }
}

impl fmt::Debug for Interval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{:e}, {:e}]", self.lo(), self.hi())
    }
}

impl Add for Interval {
    type Output = Interval;
    fn add(self, rhs: Interval) -> Interval {
        Interval {
            lo: unwrap_down(down().add(&self.lo, &rhs.lo), "addition"),
            hi: unwrap_up(up().add(&self.hi, &rhs.hi), "addition"),
        }
    }
}

impl Sub for Interval {
    type Output = Interval;
    fn sub(self, rhs: Interval) -> Interval {
        Interval {
            lo: unwrap_down(down().sub(&self.lo, &rhs.hi), "subtraction"),
            hi: unwrap_up(up().sub(&self.hi, &rhs.lo), "subtraction"),
        }
    }
}

impl Neg for Interval {
    type Output = Interval;
    fn neg(self) -> Interval {
        Interval { lo: neg_repr(&self.hi), hi: neg_repr(&self.lo) }
    }
}

/// The hull of `op` over the four endpoint pairs of `a` and `b`, each rounded outward:
/// the result of a monotone-in-each-argument operation (× and ÷ away from 0).
fn endpoint_hull(
    a: &Interval,
    b: &Interval,
    down_op: impl Fn(&Repr<2>, &Repr<2>) -> dashu_float::FpResult<FBig<Down>>,
    up_op: impl Fn(&Repr<2>, &Repr<2>) -> dashu_float::FpResult<FBig<Up>>,
    what: &str,
) -> Interval {
    let pairs = [(&a.lo, &b.lo), (&a.lo, &b.hi), (&a.hi, &b.lo), (&a.hi, &b.hi)];
    let mut lo: Option<Repr<2>> = None;
    let mut hi: Option<Repr<2>> = None;
    for (x, y) in pairs {
        let l = unwrap_down(down_op(x, y), what);
        let h = unwrap_up(up_op(x, y), what);
        lo = Some(match lo {
            None => l,
            Some(v) => min_repr(v, l),
        });
        hi = Some(match hi {
            None => h,
            Some(v) => max_repr(v, h),
        });
    }
    Interval { lo: lo.expect("four pairs"), hi: hi.expect("four pairs") }
}

impl Mul for Interval {
    type Output = Interval;
    fn mul(self, rhs: Interval) -> Interval {
        let (d, u) = (down(), up());
        endpoint_hull(&self, &rhs, |x, y| d.mul(x, y), |x, y| u.mul(x, y), "multiplication")
    }
}

impl Div for Interval {
    type Output = Interval;
    fn div(self, rhs: Interval) -> Interval {
        assert!(
            is_positive(&rhs.lo) || is_negative(&rhs.hi),
            "interval division by {rhs:?}, which contains 0"
        );
        let (d, u) = (down(), up());
        endpoint_hull(&self, &rhs, |x, y| d.div(x, y), |x, y| u.div(x, y), "division")
    }
}

impl Scalar for Interval {
    fn exact(x: f64) -> Self {
        let r = exact_repr(x);
        Interval { lo: r.clone(), hi: r }
    }

    fn exp(&self) -> Self {
        CONSTS.with(|c| {
            let mut c = c.borrow_mut();
            Interval {
                lo: unwrap_down(down().exp(&self.lo, Some(&mut c)), "exp"),
                hi: unwrap_up(up().exp(&self.hi, Some(&mut c)), "exp"),
            }
        })
    }

    fn ln(&self) -> Self {
        assert!(is_positive(&self.lo), "interval ln of {self:?}, which is not positive");
        CONSTS.with(|c| {
            let mut c = c.borrow_mut();
            Interval {
                lo: unwrap_down(down().ln(&self.lo, Some(&mut c)), "ln"),
                hi: unwrap_up(up().ln(&self.hi, Some(&mut c)), "ln"),
            }
        })
    }

    fn sqrt(&self) -> Self {
        assert!(!is_negative(&self.hi), "interval sqrt of {self:?}, which is negative");
        // The argument is known to be ≥ 0 (Scalar::sqrt's contract), so a lower endpoint
        // below 0 is rounding slack and is clamped to 0.
        let lo = if is_negative(&self.lo) { Repr::zero() } else { self.lo.clone() };
        Interval {
            lo: unwrap_down(down().sqrt(&lo), "sqrt"),
            hi: unwrap_up(up().sqrt(&self.hi), "sqrt"),
        }
    }

    fn abs(&self) -> Self {
        if !is_negative(&self.lo) {
            self.clone()
        } else if !is_positive(&self.hi) {
            -self.clone()
        } else {
            Interval { lo: Repr::zero(), hi: max_repr(neg_repr(&self.lo), self.hi.clone()) }
        }
    }

    fn max(&self, other: &Self) -> Self {
        Interval {
            lo: max_repr(self.lo.clone(), other.lo.clone()),
            hi: max_repr(self.hi.clone(), other.hi.clone()),
        }
    }

    fn min(&self, other: &Self) -> Self {
        Interval {
            lo: min_repr(self.lo.clone(), other.lo.clone()),
            hi: min_repr(self.hi.clone(), other.hi.clone()),
        }
    }

    fn to_f64(&self) -> f64 {
        0.5 * self.lo() + 0.5 * self.hi()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encloses_one_third() {
        let third = Interval::exact(1.0) / Interval::exact(3.0);
        assert!(third.lo() < third.hi());
        assert!(third.lo() <= 1.0 / 3.0 && 1.0 / 3.0 <= third.hi());
    }

    #[test]
    fn exp_of_one_encloses_e() {
        let e = Interval::exact(1.0).exp();
        assert!(e.lo() <= std::f64::consts::E && std::f64::consts::E <= e.hi());
        assert!(e.hi() - e.lo() < 1e-15);
    }

    #[test]
    fn decimal_point_eight_is_enclosed_not_equal() {
        let x = Interval::from_decimal("0.8").unwrap();
        assert!(x.lo() <= 0.8 && 0.8 <= x.hi());
        assert!(!x.certainly_eq(&Interval::exact(0.8)));
        assert!(Interval::from_decimal("zero").is_err());
    }

    #[test]
    fn abs_of_straddling_interval_starts_at_zero() {
        let x = Interval::new(-2.0, 1.0).abs();
        assert_eq!((x.lo(), x.hi()), (0.0, 2.0));
    }

    #[test]
    fn products_take_all_endpoint_pairs() {
        let x = Interval::new(-2.0, 3.0) * Interval::new(-5.0, 1.0);
        assert_eq!((x.lo(), x.hi()), (-15.0, 10.0));
    }
}
