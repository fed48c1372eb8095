//! The token-wise two-layer perceptron of a transformer block.
//!
//! For a token z ∈ ℝᵈ (a row of Z ∈ ℝⁿˣᵈ), with W₁ ∈ ℝᵈˣᵐ, b₁ ∈ ℝᵐ, W₂ ∈ ℝᵐˣᵈ, b₂ ∈ ℝᵈ
//! and a scale c > 0:
//!
//!   MLP(z) = c · (ReLU(z W₁ + b₁) W₂ + b₂),   ReLU(t) = max(t, 0) entrywise.
//!
//! ReLU is 1-Lipschitz in every coordinate, so for row vectors under the ℓ₁ norm
//! ‖MLP(z) − MLP(z′)‖₁ ≤ λ ‖z − z′‖₁ with λ = c ‖W₁‖_∞ ‖W₂‖_∞ (induced ℓ_∞ norms = max
//! row sums, because ‖zW‖₁ ≤ ‖z‖₁ ‖W‖_∞ for a row vector z). Positive homogeneity of
//! ReLU makes the scale exact: MLP with scale c is c times MLP with scale 1, so its
//! Lipschitz constant is exactly c times as large. This is the "more powerful MLP"
//! (larger λ) of Dong et al.'s remark (seed 002).

use ndarray::{Array1, Array2};

use super::matrix::matmul;
use super::norms::max_row_sum;
use super::scalar::Scalar;

/// The parameters of one MLP.
#[derive(Clone, Debug)]
pub struct Mlp<S> {
    /// W₁ (d × m).
    pub w1: Array2<S>,
    /// b₁ (length m).
    pub b1: Array1<S>,
    /// W₂ (m × d).
    pub w2: Array2<S>,
    /// b₂ (length d).
    pub b2: Array1<S>,
    /// The output scale c.
    pub scale: S,
}

/// MLP(Z): the perceptron applied to every token (row) of `z`.
pub fn mlp<S: Scalar>(z: &Array2<S>, p: &Mlp<S>) -> Array2<S> {
    let mut hidden = matmul(z, &p.w1);
    for mut row in hidden.rows_mut() {
        for (k, h) in row.iter_mut().enumerate() {
            *h = (h.clone() + p.b1[k].clone()).max(&S::zero());
        }
    }
    let mut out = matmul(&hidden, &p.w2);
    for mut row in out.rows_mut() {
        for (j, y) in row.iter_mut().enumerate() {
            *y = p.scale.clone() * (y.clone() + p.b2[j].clone());
        }
    }
    out
}

/// λ = c ‖W₁‖_∞ ‖W₂‖_∞: a Lipschitz constant of the MLP for row vectors under ℓ₁.
pub fn lipschitz_bound<S: Scalar>(p: &Mlp<S>) -> S {
    p.scale.abs() * max_row_sum(&p.w1) * max_row_sum(&p.w2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::array;

    #[test]
    fn relu_cuts_negative_preactivations() {
        let p = Mlp { w1: array![[1.0, -1.0]], b1: array![0.0, 0.0], w2: array![[1.0], [1.0]], b2: array![0.5], scale: 2.0 };
        let y = mlp(&array![[3.0], [-2.0]], &p);
        assert_eq!(y, array![[7.0], [5.0]]);
        assert_eq!(lipschitz_bound(&p), 4.0);
    }
}
