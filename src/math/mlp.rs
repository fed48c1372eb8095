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
//!
//! Trained BERT-family checkpoints use GELU instead of ReLU (the `weights` audit,
//! [`crate::weights`]): [`mlp_with`] takes the activation σ, MLP_σ(z) =
//! c · (σ(z W₁ + b₁) W₂ + b₂), and [`gelu`] is GELU(t) = t·Φ(t) = (t/2)(1 + erf(t/√2)),
//! Φ the standard normal distribution function (Hendrycks and Gimpel 2016; the `gelu` of
//! BERT's configuration files). GELU is evaluated in `f64` only (no enclosure of erf is
//! needed: the audit reports measurements, not certified verdicts).

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

/// MLP(Z): the perceptron with ReLU applied to every token (row) of `z`.
pub fn mlp<S: Scalar>(z: &Array2<S>, p: &Mlp<S>) -> Array2<S> {
    mlp_with(z, p, |t: S| t.max(&S::zero()))
}

/// MLP_σ(Z) = c · (σ(Z W₁ + 1b₁ᵀ) W₂ + 1b₂ᵀ): the perceptron with the activation σ
/// applied entrywise to the hidden layer.
pub fn mlp_with<S: Scalar>(z: &Array2<S>, p: &Mlp<S>, activation: impl Fn(S) -> S) -> Array2<S> {
    let mut hidden = matmul(z, &p.w1);
    for mut row in hidden.rows_mut() {
        for (k, h) in row.iter_mut().enumerate() {
            *h = activation(h.clone() + p.b1[k].clone());
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

/// GELU(t) = (t/2)(1 + erf(t/√2)), with `erf` from the `libm` crate (std has no stable
/// erf).
pub fn gelu(t: f64) -> f64 {
    0.5 * t * (1.0 + libm::erf(t / std::f64::consts::SQRT_2))
}
