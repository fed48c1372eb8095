//! θ-balance, Definition 3.5 of large-weights.
//!
//! For E ∈ ℝⁿˣⁿ, D is diagonal with D_{i,i} := max_{j,l ∈ [n]} |E_{i,j} − E_{i,l}|
//! (the spread of row i), and E is θ-balanced if ‖D‖_∞ ≤ θ. Because D is diagonal and
//! non-negative, ‖D‖_∞ (entrywise maximum) is maxᵢ D_{i,i}.

use ndarray::{Array1, Array2};

use super::scalar::{maximum, Scalar};

/// The diagonal of D: D_{i,i} = max_{j,l} |E_{i,j} − E_{i,l}|, evaluated as printed.
pub fn balance_diagonal<S: Scalar>(e: &Array2<S>) -> Array1<S> {
    e.rows()
        .into_iter()
        .map(|row| {
            let spreads = row.iter().flat_map(|a| row.iter().map(move |b| (a.clone() - b.clone()).abs()));
            maximum(spreads).unwrap_or_else(S::zero)
        })
        .collect()
}

/// The smallest θ for which E is θ-balanced: ‖D‖_∞ = maxᵢ D_{i,i}.
pub fn balance<S: Scalar>(e: &Array2<S>) -> S {
    maximum(balance_diagonal(e).into_iter()).unwrap_or_else(S::zero)
}
