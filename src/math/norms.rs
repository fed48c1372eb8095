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

/// The triangle inequality for the entrywise maximum, ‖T₁ + ⋯ + T_m‖_∞ ≤ Σₖ‖Tₖ‖_∞, entry by
/// entry: it holds if and only if every form q_{pqσ} = Σₖ (σ(Tₖ)_{pq} − ‖Tₖ‖_∞) ≤ 0 (for
/// every entry (p, q) and sign σ = ±1: |t| = max(t, −t), and a maximum over entries is at
/// most a bound exactly when every entry is). Each summand is computed as
/// −2 max(−σ(Tₖ)_{pq}, 0) − max(0, ‖Tₖ‖_∞ − |(Tₖ)_{pq}|), the same real (σt − |t| =
/// −2 max(−σt, 0), and |t| ≤ ‖T‖_∞), whose enclosure never lies above 0: the forms decide
/// the ties of two sides that are equal as reals but computed two ways, which no precision
/// separates. They are the step's equivalent forms
/// ([`Claim::equivalent_forms`](crate::claim::Claim::equivalent_forms)) only where the
/// left-hand side's matrix is T₁ + ⋯ + T_m as a real matrix, which the caller argues;
/// `terms` holds at least one matrix, all of one shape.
pub fn triangle_inequality_forms<S: Scalar>(terms: &[Array2<S>]) -> Vec<S> {
    let norms: Vec<S> = terms.iter().map(|t| max_abs_entry(t.iter())).collect();
    let (rows, cols) = terms[0].dim();
    let two = S::exact(2.0);
    let mut out = Vec::with_capacity(2 * rows * cols);
    for p in 0..rows {
        for q in 0..cols {
            for negative in [false, true] {
                let form = terms
                    .iter()
                    .zip(&norms)
                    .map(|(t, norm)| {
                        let entry = &t[[p, q]];
                        // −σt: the part of σt − |t| below 0, doubled
                        let opposite = if negative { entry.clone() } else { -entry.clone() };
                        -(two.clone() * opposite.max(&S::zero())) - (norm.clone() - entry.abs()).max(&S::zero())
                    })
                    .reduce(|a, b| a + b)
                    .expect("a sum of at least one difference");
                out.push(form);
            }
        }
    }
    out
}
