//! Res, Definition 3.4 of large-weights.
//!
//! For Z ∈ ℝⁿˣᵈ, Res(Z) := Z − 1ₙ yᵀ with y := argmin_{y ∈ ℝᵈ} ‖Z − 1ₙ yᵀ‖_∞, where
//! ‖·‖_∞ is the entrywise maximum (§3.1).
//!
//! **The minimiser.** ‖Z − 1yᵀ‖_∞ = maxⱼ maxᵢ |Zᵢⱼ − yⱼ|, so the problem splits by column.
//! Column j alone is minimised by its midrange cⱼ = (maxᵢ Zᵢⱼ + minᵢ Zᵢⱼ)/2 with value
//! rⱼ/2, rⱼ = maxᵢ Zᵢⱼ − minᵢ Zᵢⱼ its range. The minimum of the whole problem is
//! m = maxⱼ rⱼ/2 and the set of minimisers is the box
//!
//!   yⱼ ∈ [maxᵢ Zᵢⱼ − m, minᵢ Zᵢⱼ + m]   for every j,
//!
//! which is a single point exactly when every column has the same range (in particular
//! when d = 1). Otherwise the argmin in Definition 3.4 is not unique and "Res" is not yet
//! a function. This module computes:
//!
//! * [`res`]: the **midrange** choice y = c, the centre of the box; the unique minimiser
//!   whenever there is one. Claims use it in their `as-written` reading.
//! * [`minimiser_box`] and [`res_with`]: any point of the box, for readings in which the
//!   choice of minimiser is left to an adversary (`any-minimiser`).
//!
//! In `f64` the column extremes are taken a row at a time (rows are contiguous), each
//! column's maximum and minimum folded over i = 1, …, n in the order the generic code
//! takes, and ‖Res(Z)‖_∞ ([`res_entrywise_max`]) is folded from the entries |Zᵢⱼ − cⱼ|
//! without forming Res(Z): the same numbers, bit for bit (debug builds compare).

use std::any::Any;

use ndarray::{Array1, Array2};

use super::norms::max_abs_entry;
use super::scalar::{as_generic, maximum, minimum, Scalar};

/// Column maxima and minima of `z`, (maxᵢ Zᵢⱼ, minᵢ Zᵢⱼ) for each column j.
pub fn column_extremes<S: Scalar>(z: &Array2<S>) -> Vec<(S, S)> {
    if let Some(z) = (z as &dyn Any).downcast_ref::<Array2<f64>>() {
        if z.nrows() > 0 {
            return as_generic(column_extremes_f64(z));
        }
    }
    z.columns()
        .into_iter()
        .map(|c| {
            let hi = maximum(c.iter().cloned()).expect("Res of a matrix with no rows");
            let lo = minimum(c.iter().cloned()).expect("Res of a matrix with no rows");
            (hi, lo)
        })
        .collect()
}

/// [`column_extremes`] of a matrix with at least one row, in `f64`: the same folds of
/// `f64::max` and `f64::min` down each column, taken a row at a time.
fn column_extremes_f64(z: &Array2<f64>) -> Vec<(f64, f64)> {
    let mut rows = z.rows().into_iter();
    let first = rows.next().expect("a row");
    let mut extremes: Vec<(f64, f64)> = first.iter().map(|&v| (v, v)).collect();
    for row in rows {
        for ((hi, lo), &v) in extremes.iter_mut().zip(row.iter()) {
            *hi = f64::max(*hi, v);
            *lo = f64::min(*lo, v);
        }
    }
    debug_assert!(
        extremes.iter().zip(z.columns()).all(|(&(hi, lo), c)| {
            let fold = |f: fn(f64, f64) -> f64| c.iter().copied().reduce(f).expect("a row").to_bits();
            hi.to_bits() == fold(f64::max) && lo.to_bits() == fold(f64::min)
        }),
        "the column extremes of {z} taken row by row are the columns' folds"
    );
    extremes
}

/// The midrange minimiser c with cⱼ = (maxᵢ Zᵢⱼ + minᵢ Zᵢⱼ)/2.
pub fn midrange<S: Scalar>(z: &Array2<S>) -> Array1<S> {
    column_extremes(z).into_iter().map(|(hi, lo)| (hi + lo) / S::exact(2.0)).collect()
}

/// The minimum value m = min_y ‖Z − 1yᵀ‖_∞ = maxⱼ (maxᵢ Zᵢⱼ − minᵢ Zᵢⱼ)/2.
pub fn minimum_distance<S: Scalar>(z: &Array2<S>) -> S {
    half_largest_range(&column_extremes(z))
}

/// maxⱼ (maxᵢ Zᵢⱼ − minᵢ Zᵢⱼ)/2 from the column extremes ([`column_extremes`]); 0 for no
/// columns.
fn half_largest_range<S: Scalar>(extremes: &[(S, S)]) -> S {
    maximum(extremes.iter().map(|(hi, lo)| (hi.clone() - lo.clone()) / S::exact(2.0))).unwrap_or_else(S::zero)
}

/// The box of minimisers: for each column j, the interval [maxᵢ Zᵢⱼ − m, minᵢ Zᵢⱼ + m].
pub fn minimiser_box<S: Scalar>(z: &Array2<S>) -> Vec<(S, S)> {
    let extremes = column_extremes(z);
    let m = half_largest_range(&extremes);
    extremes.into_iter().map(|(hi, lo)| (hi - m.clone(), lo + m.clone())).collect()
}

/// Z − 1ₙ yᵀ for a given y.
pub fn res_with<S: Scalar>(z: &Array2<S>, y: &Array1<S>) -> Array2<S> {
    assert_eq!(z.ncols(), y.len(), "Res with a minimiser of the wrong length");
    if let (Some(zf), Some(yf)) = ((z as &dyn Any).downcast_ref::<Array2<f64>>(), (y as &dyn Any).downcast_ref::<Array1<f64>>()) {
        // the same subtractions, a row at a time
        let mut out = zf.as_standard_layout().into_owned();
        for mut row in out.rows_mut() {
            row -= yf;
        }
        return as_generic(out);
    }
    Array2::from_shape_fn(z.dim(), |(i, j)| z[(i, j)].clone() - y[j].clone())
}

/// Res(Z) with the midrange minimiser (see the module documentation).
pub fn res<S: Scalar>(z: &Array2<S>) -> Array2<S> {
    res_with(z, &midrange(z))
}

/// ‖Res(Z)‖_∞, the entrywise maximum of |Res(Z)|, as `max_abs_entry(res(z).iter())`
/// computes it; in `f64` without forming Res(Z): each |Zᵢⱼ − cⱼ| in row-major order, folded
/// by `f64::max` from the first.
pub fn res_entrywise_max<S: Scalar>(z: &Array2<S>) -> S {
    if let Some(zf) = (z as &dyn Any).downcast_ref::<Array2<f64>>() {
        if zf.nrows() > 0 {
            let c = midrange(zf);
            let largest = zf.rows().into_iter().flat_map(|row| row.into_iter().zip(&c).map(|(x, y)| (x - y).abs())).reduce(f64::max).unwrap_or(0.0);
            debug_assert_eq!(largest.to_bits(), max_abs_entry(res(zf).iter()).to_bits(), "‖Res(Z)‖ of {zf} without Res(Z)");
            return as_generic(largest);
        }
    }
    max_abs_entry(res(z).iter())
}
