//! θ-balance, Definition 3.5 of large-weights.
//!
//! For E ∈ ℝⁿˣⁿ, D is diagonal with D_{i,i} := max_{j,l ∈ [n]} |E_{i,j} − E_{i,l}|
//! (the spread of row i), and E is θ-balanced if ‖D‖_∞ ≤ θ. Because D is diagonal and
//! non-negative, ‖D‖_∞ (entrywise maximum) is maxᵢ D_{i,i}.
//!
//! In `f64`, a row of finite entries has the spread fl(max − min), which is, bit for bit,
//! the largest fl(|E_{i,j} − E_{i,l}|) over the pairs that the definition takes: every
//! pair's exact difference lies in [−(max − min), max − min], rounding to nearest is
//! monotone and symmetric, and the pair (max, min) attains fl(max − min). So the `f64`
//! spread of such a row is one subtraction instead of n² ([`row_spread_f64`]). A NaN
//! entry changes neither (f64::max passes over the NaN differences it makes); a row with
//! an infinity takes the pairs as printed, and so does every other scalar type (an
//! enclosure of E_{i,j} − E_{i,j} is not the point 0).

use std::any::Any;

use ndarray::{Array1, Array2, ArrayView1};

use super::scalar::{as_generic, maximum, Scalar};

/// The diagonal of D: D_{i,i} = max_{j,l} |E_{i,j} − E_{i,l}|, evaluated as printed (in
/// `f64`, the same numbers from one subtraction per finite row, see the module
/// documentation).
pub fn balance_diagonal<S: Scalar>(e: &Array2<S>) -> Array1<S> {
    if let Some(e) = (e as &dyn Any).downcast_ref::<Array2<f64>>() {
        return as_generic(e.rows().into_iter().map(row_spread_f64).collect::<Array1<f64>>());
    }
    e.rows().into_iter().map(row_spread).collect()
}

/// The smallest θ for which E is θ-balanced: ‖D‖_∞ = maxᵢ D_{i,i}.
pub fn balance<S: Scalar>(e: &Array2<S>) -> S {
    if let Some(e) = (e as &dyn Any).downcast_ref::<Array2<f64>>() {
        // `maximum` of the diagonal, without collecting it: f64::max, as Scalar::max is
        let theta = e.rows().into_iter().map(row_spread_f64).reduce(f64::max).unwrap_or(0.0);
        return as_generic(theta);
    }
    maximum(balance_diagonal(e).into_iter()).unwrap_or_else(S::zero)
}

/// max_{j,l} |E_{i,j} − E_{i,l}| of one row, over every pair, as printed.
fn row_spread<S: Scalar>(row: ArrayView1<S>) -> S {
    let spreads = row.iter().flat_map(|a| row.iter().map(move |b| (a.clone() - b.clone()).abs()));
    maximum(spreads).unwrap_or_else(S::zero)
}

/// [`row_spread`] in `f64`: |max − min| over the entries that are not NaN, when they
/// are finite, the pairs otherwise. The absolute value makes a −0 difference the +0 that
/// every pair gives, whichever zero `min` and `max` return. Debug builds compare the
/// result with the pairs.
pub fn row_spread_f64(row: ArrayView1<f64>) -> f64 {
    // f64::min and f64::max pass over a NaN entry, as the pairs' maximum passes over the
    // NaN differences it makes, so that the extremes are those of the other entries
    let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
    for &x in row {
        lo = lo.min(x);
        hi = hi.max(x);
    }
    // an empty row, a row of NaNs, an infinity: the pairs
    if !(lo.is_finite() && hi.is_finite()) {
        return row_spread(row);
    }
    let spread = (hi - lo).abs();
    debug_assert_eq!(spread.to_bits(), row_spread(row).to_bits(), "the spread of {row} is its extremes' difference");
    spread
}
