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

use ndarray::{Array1, Array2};

use super::scalar::{maximum, minimum, Scalar};

/// Column maxima and minima of `z`, (maxᵢ Zᵢⱼ, minᵢ Zᵢⱼ) for each column j.
pub fn column_extremes<S: Scalar>(z: &Array2<S>) -> Vec<(S, S)> {
    z.columns()
        .into_iter()
        .map(|c| {
            let hi = maximum(c.iter().cloned()).expect("Res of a matrix with no rows");
            let lo = minimum(c.iter().cloned()).expect("Res of a matrix with no rows");
            (hi, lo)
        })
        .collect()
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
    Array2::from_shape_fn(z.dim(), |(i, j)| z[(i, j)].clone() - y[j].clone())
}

/// Res(Z) with the midrange minimiser (see the module documentation).
pub fn res<S: Scalar>(z: &Array2<S>) -> Array2<S> {
    res_with(z, &midrange(z))
}
