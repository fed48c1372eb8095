//! The scalar abstraction every formula is written against.
//!
//! Each object of the papers (norms, softmax, `Res`, θ-balance, attention) is written once,
//! generic over [`Scalar`], and run in several arithmetics:
//!
//! * with `f64`, fast, to search for candidate violations;
//! * with [`Interval`](crate::math::Interval), outward-rounded, to certify a candidate;
//! * with [`Exact`](crate::math::exact::Exact), `f64` values checked exact (or unknown),
//!   the certificate's first tier, which decides cases that hold exactly;
//! * with [`Slope`](crate::math::slope::Slope), enclosures of values and slopes on a box
//!   of inputs, to prove a statement on a domain (branch and bound, [`crate::prove`]).
//!
//! Because every run executes the same source, the certificate checks exactly the
//! computation the search performed, only in arithmetic whose result is guaranteed to
//! contain the real value.
//!
//! Contract for implementors: every operation returns a value that *contains* the exact
//! real result of the operation applied to (any reals contained in) the operands (for
//! `Exact`: is that real, or says it is unknown). For `f64` this holds only approximately
//! (round to nearest), which is why `f64` is used to search and never to decide a verdict.

use std::fmt::Debug;
use std::ops::{Add, Div, Mul, Neg, Sub};

/// A real number, or an enclosure of one.
pub trait Scalar:
    Clone
    + Debug
    + Send
    + Sync
    + 'static
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
{
    /// The value `x`, exactly (every `f64` is a real number; nothing is rounded).
    fn exact(x: f64) -> Self;
    /// `eˣ`.
    fn exp(&self) -> Self;
    /// `eˣ − 1`, the same real number as `exp(x) − 1`, evaluated without cancellation in
    /// `f64` (`f64::exp_m1`); interval implementations may compute `exp(x) − 1`.
    fn exp_m1(&self) -> Self {
        self.exp() - Self::one()
    }
    /// Natural logarithm; the argument must be positive.
    fn ln(&self) -> Self;
    /// Square root of a quantity known to be non-negative (norms, products of norms).
    fn sqrt(&self) -> Self;
    /// `|x|`.
    fn abs(&self) -> Self;
    /// `max(x, y)`.
    fn max(&self, other: &Self) -> Self;
    /// `min(x, y)`.
    fn min(&self, other: &Self) -> Self;
    /// A representative `f64` (the value itself, or an interval's midpoint), for reports only.
    fn to_f64(&self) -> f64;
    /// Whether the value is known to be exactly 0 (an interval: the single point 0).
    fn is_exactly_zero(&self) -> bool;
    /// Whether `self` and `other` are known to be one and the same real (an interval: both
    /// the same single point). `false` is always allowed, and is the default: it only
    /// withholds a shortcut that exact equality permits (see
    /// [`convex_rows`](crate::math::attention::convex_rows)), so `f64`, whose results must
    /// not depend on it, keeps the default.
    fn same_point(&self, _other: &Self) -> bool {
        false
    }
    /// Whether a computation's result may be reused for inputs [`Scalar::identical`] to
    /// the ones it was computed from, in the same [`Scalar::context`]: true for intervals,
    /// whose arithmetic is reproducible (the same endpoints and tags in, the same
    /// enclosure out, at one precision); false for `f64`, which is cheap to recompute,
    /// and by default.
    const REUSABLE: bool = false;
    /// Whether `self` and `other` are the same value in everything a computation reads
    /// (intervals: the same tag and the same endpoints; `f64`: the same bits). Read only
    /// where results are reused: [`Scalar::REUSABLE`] scalars, and the `f64` results kept
    /// by [`crate::math::remembered`] (networks, and the heads and scores a claim shares).
    fn identical(&self, _other: &Self) -> bool {
        false
    }
    /// What a computation's result depends on besides its inputs (intervals: the working
    /// precision). Read only where [`Scalar::REUSABLE`].
    fn context() -> usize {
        0
    }
    /// Whether `x * y` and `y * x` are exactly the value 0 (the same value, whatever `y`
    /// holds) for every `x` that [`Scalar::is_exactly_zero`]: true for intervals, whose
    /// products short-cut the point 0; false for `f64` (0·∞ is NaN, 0·(−1) is −0). Lets a
    /// product skip computing what only exact zeros multiply.
    const ZERO_ABSORBS: bool = false;
    /// The quantity a formula subtracts only to keep its arithmetic in range, where any
    /// real in its place gives the same real result (softm's max shift, Fact 3.2):
    /// `self` itself for `f64` and intervals (whose results are therefore unchanged), a
    /// constant near `self` for [`Slope`](crate::math::slope::Slope) enclosures, whose
    /// slopes would otherwise carry the subtracted quantity's slopes and never cancel
    /// them.
    fn shift(&self) -> Self {
        self.clone()
    }

    /// The value 0.
    fn zero() -> Self {
        Self::exact(0.0)
    }
    /// The value 1.
    fn one() -> Self {
        Self::exact(1.0)
    }
    /// The integer `n` (exact for |n| < 2⁵³).
    fn int(n: usize) -> Self {
        Self::exact(n as f64)
    }
    /// `xⁿ` by repeated multiplication.
    fn powi(&self, n: u32) -> Self {
        let mut acc = Self::one();
        for _ in 0..n {
            acc = acc * self.clone();
        }
        acc
    }
}

// The methods are marked inline: the test profile builds without link-time optimisation
// (Cargo.toml), and generic code in another codegen unit would otherwise call them.
impl Scalar for f64 {
    #[inline]
    fn exact(x: f64) -> Self {
        x
    }
    #[inline]
    fn exp(&self) -> Self {
        f64::exp(*self)
    }
    #[inline]
    fn exp_m1(&self) -> Self {
        f64::exp_m1(*self)
    }
    #[inline]
    fn ln(&self) -> Self {
        f64::ln(*self)
    }
    #[inline]
    fn sqrt(&self) -> Self {
        f64::sqrt(*self)
    }
    #[inline]
    fn abs(&self) -> Self {
        f64::abs(*self)
    }
    #[inline]
    fn max(&self, other: &Self) -> Self {
        f64::max(*self, *other)
    }
    #[inline]
    fn min(&self, other: &Self) -> Self {
        f64::min(*self, *other)
    }
    #[inline]
    fn to_f64(&self) -> f64 {
        *self
    }
    #[inline]
    fn is_exactly_zero(&self) -> bool {
        *self == 0.0
    }
    /// The same bits (read by the `f64` results kept in [`crate::math::remembered`]).
    #[inline]
    fn identical(&self, other: &Self) -> bool {
        self.to_bits() == other.to_bits()
    }
}

/// Whether the scalars `S` are `f64`: exact and reproducible within a process, so a
/// result computed from the same bits can be reused, where an interval's needs its own
/// context ([`Scalar::REUSABLE`]); and the type the `f64` fast paths serve.
pub fn is_f64<S: Scalar>() -> bool {
    std::any::TypeId::of::<S>() == std::any::TypeId::of::<f64>()
}

/// `value`, an `f64` result computed on a fast path, returned as the generic result type
/// `T` it is (`T` is `Array2<S>` with S = f64, say): the type is checked, and nothing is
/// allocated (a `Box<dyn Any>` would allocate for every product). Panics if the types differ.
pub fn as_generic<F: 'static, T: 'static>(value: F) -> T {
    let mut slot = Some(value);
    (&mut slot as &mut dyn std::any::Any).downcast_mut::<Option<T>>().and_then(Option::take).expect("the fast path's type is the generic one")
}

/// Largest of a non-empty sequence of scalars; `S::zero()` for an empty one is **not**
/// assumed: callers of an empty maximum get `None`.
pub fn maximum<S: Scalar>(values: impl IntoIterator<Item = S>) -> Option<S> {
    values.into_iter().reduce(|a, b| a.max(&b))
}

/// Smallest of a non-empty sequence of scalars.
pub fn minimum<S: Scalar>(values: impl IntoIterator<Item = S>) -> Option<S> {
    values.into_iter().reduce(|a, b| a.min(&b))
}

/// Sum of a sequence of scalars (0 for an empty one).
pub fn sum<S: Scalar>(values: impl IntoIterator<Item = S>) -> S {
    values.into_iter().fold(S::zero(), |a, b| a + b)
}
