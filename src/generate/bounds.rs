//! Exact numbers just below or above a bound, for hypotheses built from computed bounds.
//!
//! Constructing a hypothesis such as "β ≤ 1/(‖Res X‖²η²)" or "ε ≥ K‖Res X‖" means
//! computing the bound in `f64` and choosing the input on the right side of it. The
//! certificate re-checks the hypothesis in outward-rounded arithmetic from the exact
//! inputs, so the chosen number must lie on the right side of the *exact* bound, not
//! merely of its `f64` approximation, and it should be a short dyadic so that products
//! with other drawn inputs stay exact in `f64`.
//!
//! [`dyadic_at_most`] and [`dyadic_at_least`] move the `f64` bound by a relative margin of
//! 2⁻³⁰ (far above the rounding error of the short computations they are used for, far
//! below any effect on a search) and then round it outward to `bits` significant bits.

use crate::math::powers_of_two::{floor_log2, power_of_two};

/// Relative margin that absorbs the `f64` rounding error of the bound's computation.
pub const MARGIN: f64 = 1.0 / (1u64 << 30) as f64;

/// Absolute margin for bounds that may be 0 in exact arithmetic but whose enclosure is
/// not a single point (e.g. a spread of equal entries, computed as an interval).
pub const ABSOLUTE_MARGIN: f64 = 1.0 / (1u64 << 60) as f64;

/// The largest number with at most `bits` significant bits that is ≤ x·(1 − 2⁻³⁰), for a
/// finite x > 0; `None` for x ≤ 0 or x not finite (no positive dyadic is safely below).
pub fn dyadic_at_most(x: f64, bits: u32) -> Option<f64> {
    if !(x.is_finite() && x > 0.0) {
        return None;
    }
    let y = x * (1.0 - MARGIN);
    let e = floor_log2(y) - (bits as i32 - 1);
    let unit = power_of_two(e);
    let q = (y / unit).floor() * unit;
    (q > 0.0 && q <= y).then_some(q).or_else(|| Some(power_of_two(floor_log2(y))))
}

/// The smallest number with at most `bits` significant bits that is ≥ x·(1 + 2⁻³⁰) + 2⁻⁶⁰,
/// for a finite x ≥ 0.
pub fn dyadic_at_least(x: f64, bits: u32) -> f64 {
    assert!(x.is_finite() && x >= 0.0, "dyadic_at_least of {x}");
    let y = x * (1.0 + MARGIN) + ABSOLUTE_MARGIN;
    let e = floor_log2(y) - (bits as i32 - 1);
    let unit = power_of_two(e);
    let q = (y / unit).ceil() * unit;
    debug_assert!(q >= y);
    q
}
