//! Dong et al.'s residual with the token mean, and the relative residual of their curves.
//!
//! For H ∈ ℝⁿˣᵈ (n tokens, d features), the token mean is h̄ := (1/n) Hᵀ 1ₙ ∈ ℝᵈ and
//!
//!   res(H) := H − 1ₙ h̄ᵀ = (Iₙ − 1ₙ1ₙᵀ/n) H,
//!
//! the part of the representation that is not the same for every token. Dong et al. write
//! res(X) = X − 1xᵀ without fixing x in our sources (seed 002); the authors' experiments
//! (seeds README) measure ‖H − 1h̄ᵀ‖_{1,∞} / ‖H‖_{1,∞} with h̄ the token mean, so the token
//! mean is the choice made here, and claims that use it say so in their reading.
//!
//! Two facts used by claims (both exact in real arithmetic):
//! * res(H + 1cᵀ) = res(H) for every c ∈ ℝᵈ (a constant row shift leaves no residual);
//! * res(H M) = res(H) M for every M ∈ ℝᵈˣᵖ (centring acts on the left).
//!
//! The norm is Dong's composite ‖A‖_{1,∞} = √(‖A‖₁‖A‖_∞) with induced norms
//! ([`dong_one_infinity`]).

use std::any::Any;

use ndarray::{Array1, Array2};

use super::norms::dong_one_infinity;
use super::scalar::{as_generic, sum, Scalar};

/// h̄ = (1/n) Σᵢ Hᵢ: the mean over tokens (rows); panics on a matrix with no rows.
pub fn token_mean<S: Scalar>(h: &Array2<S>) -> Array1<S> {
    let n = h.nrows();
    assert!(n > 0, "token mean of a matrix with no rows");
    h.columns().into_iter().map(|c| sum(c.iter().cloned()) / S::int(n)).collect()
}

/// res(H) = H − 1ₙ h̄ᵀ with h̄ the token mean, evaluated as
/// res(H)ᵢⱼ = (1/n) Σₖ (Hᵢⱼ − Hₖⱼ): the same real number, but exactly 0 in `f64` for
/// tokens that are exactly equal (Hᵢⱼ − h̄ⱼ need not be: h̄ⱼ is rounded).
///
/// In `f64` ([`res_mean_f64`]) the same operations in the same order, column by column
/// from a contiguous copy instead of through two-dimensional indexing.
pub fn res_mean<S: Scalar>(h: &Array2<S>) -> Array2<S> {
    let n = h.nrows();
    assert!(n > 0, "res of a matrix with no rows");
    if let Some(h) = (h as &dyn Any).downcast_ref::<Array2<f64>>() {
        return as_generic(res_mean_f64(h));
    }
    Array2::from_shape_fn(h.dim(), |(i, j)| sum((0..n).map(|k| h[(i, j)].clone() - h[(k, j)].clone())) / S::int(n))
}

/// [`res_mean`] in `f64`: entry (i, j) starts at 0.0 (`sum`'s start) and adds
/// Hᵢⱼ − Hₖⱼ for k = 0, 1, …, n − 1 in turn, then divides by n, each operation rounded
/// once, as the generic code does.
pub fn res_mean_f64(h: &Array2<f64>) -> Array2<f64> {
    let (n, d) = h.dim();
    let mut out = Array2::zeros((n, d));
    let mut column: Vec<f64> = Vec::with_capacity(n);
    for j in 0..d {
        column.clear();
        column.extend(h.column(j).iter().copied());
        for (i, &x) in column.iter().enumerate() {
            let mut total = 0.0;
            for &y in &column {
                total += x - y;
            }
            out[(i, j)] = total / n as f64;
        }
    }
    out
}

/// ‖res(H)‖_{1,∞} with the token-mean residual and Dong's composite norm.
pub fn residual_norm<S: Scalar>(h: &Array2<S>) -> S {
    dong_one_infinity(&res_mean(h))
}

/// ‖H − 1h̄ᵀ‖_{1,∞} / ‖H‖_{1,∞}, the relative residual of Dong et al.'s depth curves;
/// 0 for H = 0.
pub fn relative_residual(h: &Array2<f64>) -> f64 {
    let whole = dong_one_infinity(h);
    if whole == 0.0 {
        0.0
    } else {
        residual_norm(h) / whole
    }
}
