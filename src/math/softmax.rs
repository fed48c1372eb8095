//! α and softm, Definition 3.1 of large-weights.
//!
//! For x ∈ ℝⁿ: α(x) := ⟨exp(x), 1ₙ⟩ and softm(x) := α(x)⁻¹ exp(x). For a matrix,
//! softm is applied to each row.
//!
//! [`softm`] evaluates exp(xᵢ − m) / Σⱼ exp(xⱼ − m) with m = maxⱼ xⱼ, which is the same
//! real number (Fact 3.2) and does not overflow for large arguments (on a box of inputs, m
//! is a constant near the maximum, see [`Scalar::shift`]). [`alpha`] is the
//! definition itself, unshifted: its value does depend on the shift.

use std::any::Any;

use ndarray::{Array1, Array2};

use super::scalar::{as_generic, maximum, sum, Scalar};

/// α(x) = Σᵢ exp(xᵢ).
pub fn alpha<S: Scalar>(x: &[S]) -> S {
    sum(x.iter().map(|xi| xi.exp()))
}

/// softm(x) = α(x)⁻¹ exp(x), computed with the maximum shifted out; panics on an empty x.
pub fn softm<S: Scalar>(x: &[S]) -> Array1<S> {
    let m = maximum(x.iter().cloned()).expect("softm of an empty vector").shift();
    let e: Vec<S> = x.iter().map(|xi| (xi.clone() - m.clone()).exp()).collect();
    let total = sum(e.iter().cloned());
    e.into_iter().map(|ei| ei / total.clone()).collect()
}

/// softm applied to each row of `a` (in `f64`, the same operations written into one
/// buffer: [`softm_rows_f64`]).
pub fn softm_rows<S: Scalar>(a: &Array2<S>) -> Array2<S> {
    if let Some(a) = (a as &dyn Any).downcast_ref::<Array2<f64>>() {
        return as_generic(softm_rows_f64(a));
    }
    let mut out = a.clone();
    for (i, row) in a.rows().into_iter().enumerate() {
        let p = softm(&row.to_vec());
        out.row_mut(i).assign(&p);
    }
    out
}

/// [`softm_rows`] in `f64`, bit for bit what [`softm`] gives row by row: m the row's
/// entries folded with `f64::max` from the first, each eᵢ = exp(xᵢ − m) (`f64::exp`),
/// their total summed from 0.0 in order, each eᵢ divided by it. The rows are read from a
/// contiguous copy and the results written into one buffer, where the generic code
/// allocates a copy of the matrix and three vectors for every row. Debug builds compare
/// with [`softm`] row by row.
pub fn softm_rows_f64(a: &Array2<f64>) -> Array2<f64> {
    let (n, d) = a.dim();
    assert!(d > 0 || n == 0, "softm of an empty vector");
    if n == 0 {
        return Array2::zeros((0, d));
    }
    let standard = a.as_standard_layout();
    let entries = standard.as_slice().expect("standard layout");
    let mut out = Vec::with_capacity(n * d);
    for row in entries.chunks_exact(d) {
        let m = row.iter().copied().reduce(f64::max).expect("a row with entries");
        let start = out.len();
        out.extend(row.iter().map(|x| (x - m).exp()));
        let total = out[start..].iter().fold(0.0, |total, e| total + e);
        for e in &mut out[start..] {
            *e /= total;
        }
    }
    let out = Array2::from_shape_vec((n, d), out).expect("n × d entries");
    debug_assert!(
        out.rows().into_iter().zip(a.rows()).all(|(p, row)| p.iter().zip(&softm(&row.to_vec())).all(|(x, y)| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()))),
        "softm of each row in f64 differs from softm"
    );
    out
}
