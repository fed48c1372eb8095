//! α and softm, Definition 3.1 of large-weights.
//!
//! For x ∈ ℝⁿ: α(x) := ⟨exp(x), 1ₙ⟩ and softm(x) := α(x)⁻¹ exp(x). For a matrix,
//! softm is applied to each row.
//!
//! [`softm`] evaluates exp(xᵢ − m) / Σⱼ exp(xⱼ − m) with m = maxⱼ xⱼ, which is the same
//! real number (Fact 3.2) and does not overflow for large arguments (on a box of inputs, m
//! is a constant near the maximum, see [`Scalar::shift`]). [`alpha`] is the
//! definition itself, unshifted: its value does depend on the shift.

use ndarray::{Array1, Array2};

use super::scalar::{maximum, sum, Scalar};

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

/// softm applied to each row of `a`.
pub fn softm_rows<S: Scalar>(a: &Array2<S>) -> Array2<S> {
    let mut out = a.clone();
    for (i, row) in a.rows().into_iter().enumerate() {
        let p = softm(&row.to_vec());
        out.row_mut(i).assign(&p);
    }
    out
}
