//! The row-wise Res that the proofs of Lemmas 5.2 and C.1 of large-weights use.
//!
//! Definition 3.4 subtracts one vector from every *row*: Res(Z) = Z − 1ₙ yᵀ with y ∈ ℝᵈ
//! (see [`super::res`]). The proof of Lemma 5.2 instead writes
//!
//!   X = R_X + y_X 1_dᵀ   for some vector y_X ∈ ℝⁿ,
//!
//! i.e. subtracts one number from every row: a row-wise residual. Read as an argmin like
//! Definition 3.4, Res_row(Z) := Z − y 1_dᵀ with y := argmin_{y ∈ ℝⁿ} ‖Z − y 1_dᵀ‖_∞
//! (entrywise maximum). The problem splits by row; row i alone is minimised by its
//! midrange, and, as for Definition 3.4, the minimiser is unique only when every row has
//! the same range. [`res_rows`] takes the midrange of every row, which is exactly
//! Definition 3.4's midrange choice applied to Zᵀ: Res_row(Z) = Res(Zᵀ)ᵀ.
//!
//! Unlike Definition 3.4's Res, the row-wise one commutes with the row-wise softmax:
//! softm(Z) = softm(Res_row(Z)) (Fact 3.2), which is the step the proofs rely on.

use ndarray::Array2;

use super::matrix::transpose;
use super::res::res;
use super::scalar::Scalar;

/// Res_row(Z) = Z − y 1_dᵀ with yᵢ the midrange of row i (see the module documentation).
pub fn res_rows<S: Scalar>(z: &Array2<S>) -> Array2<S> {
    transpose(&res(&transpose(z)))
}
