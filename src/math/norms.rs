//! Matrix and vector norms, each named for what it computes.
//!
//! The two papers use the same symbols for different norms:
//!
//! | function | value | large-weights §3.1 | Dong et al. (their code) |
//! |---|---|---|---|
//! | [`max_abs_entry`] | maxᵢⱼ \|Aᵢⱼ\| | ‖A‖_∞ | — |
//! | [`abs_entry_sum`] | Σᵢⱼ \|Aᵢⱼ\| | ‖A‖₁ | — |
//! | [`max_column_sum`] | maxⱼ Σᵢ \|Aᵢⱼ\| (induced by ℓ₁) | — | ‖A‖₁ |
//! | [`max_row_sum`] | maxᵢ Σⱼ \|Aᵢⱼ\| (induced by ℓ_∞) | — | ‖A‖_∞ |
//! | [`dong_one_infinity`] | √(‖A‖₁‖A‖_∞), induced pair | — | ‖A‖_{1,∞} |
//!
//! For a vector both families agree with the usual ℓ_∞ norm ([`max_abs_entry`]) and ℓ₁
//! norm ([`abs_entry_sum`]) when the vector is read as a list of entries. A vector used as
//! an `n × 1` matrix under an induced norm must be converted with
//! [`column`](super::matrix::column) first, so the reading is explicit.

use ndarray::Array2;

use super::scalar::{maximum, sum, Scalar};

/// maxᵢⱼ |Aᵢⱼ| — the entrywise maximum; large-weights' ‖A‖_∞ and the vector ℓ_∞ norm.
/// The maximum over no entries is 0.
pub fn max_abs_entry<'a, S: Scalar + 'a>(entries: impl IntoIterator<Item = &'a S>) -> S {
    maximum(entries.into_iter().map(|x| x.abs())).unwrap_or_else(S::zero)
}

/// Σᵢⱼ |Aᵢⱼ| — the entrywise sum; large-weights' ‖A‖₁ and the vector ℓ₁ norm.
pub fn abs_entry_sum<'a, S: Scalar + 'a>(entries: impl IntoIterator<Item = &'a S>) -> S {
    sum(entries.into_iter().map(|x| x.abs()))
}

/// maxⱼ Σᵢ |Aᵢⱼ| — the operator norm induced by ℓ₁ (largest column sum); Dong's ‖A‖₁.
pub fn max_column_sum<S: Scalar>(a: &Array2<S>) -> S {
    maximum(a.columns().into_iter().map(|c| abs_entry_sum(c.iter()))).unwrap_or_else(S::zero)
}

/// maxᵢ Σⱼ |Aᵢⱼ| — the operator norm induced by ℓ_∞ (largest row sum); Dong's ‖A‖_∞.
pub fn max_row_sum<S: Scalar>(a: &Array2<S>) -> S {
    maximum(a.rows().into_iter().map(|r| abs_entry_sum(r.iter()))).unwrap_or_else(S::zero)
}

/// √(‖A‖₁ ‖A‖_∞) with the induced norms — Dong et al.'s composite ‖A‖_{1,∞}.
pub fn dong_one_infinity<S: Scalar>(a: &Array2<S>) -> S {
    (max_column_sum(a) * max_row_sum(a)).sqrt()
}
