//! The quantities and networks of large-weights' layer-collapse argument (Lemma 5.2,
//! Lemma C.1, Definition A.2, Appendix D.1 and Remark D.2).
//!
//! **Parameters.** For a network whose weights satisfy ‖W‖_∞ ≤ η, with H heads per layer and
//! input ‖X₀‖_∞ ≤ φ₀:
//!
//! * g(ε) := 2(e^ε − 1) (Lemma 5.2, Lemma C.1), [`g`];
//! * ε_ℓ := 2ηφ₀(1 + Hη)^ℓ (Definition A.2), [`epsilon`];
//! * δ := max_{ℓ∈[L]} 2g(2Hε_ℓ) (proof of Theorem 5.3, Remark D.2), [`delta`];
//! * C := max_{ℓ∈[L]} 3η(ε_ℓ² + 1) (same place), [`lipschitz_constant`];
//! * C^L + … + C + 1, [`geometric_sum`].
//!
//! **Networks.** [`attention_network`] is the network of Definition 3.7 without skip
//! connections, X_{ℓ+1} = SAtt_H(X_ℓ). [`hybrid`] is the family B^{ℓ₀}_ℓ of the proof of
//! Theorem 5.3 (Appendix D.1):
//!
//!   X^{ℓ₀}_ℓ = B^{ℓ₀}_ℓ,  B^{ℓ₀}_ℓ = X^{ℓ₀}_{ℓ−1} + Σᵢ A^{ℓ₀}_{ℓ−1,i}  if ℓ ≤ ℓ₀,
//!                         B^{ℓ₀}_ℓ = Σᵢ A^{ℓ₀}_{ℓ−1,i}              otherwise,
//!   A^{ℓ₀}_{ℓ−1,i} = softmv_{ℓ−1,i}(X^{ℓ₀}_{ℓ−1}),
//!
//! with X^{ℓ₀}_0 = X₀ and softmv_{ℓ−1,i} head i of layer ℓ. This printed definition
//! ([`Skips::Printed`]) makes B⁰ the network without any skip connection and B^L the
//! residual network; the sentence after it says the opposite ("B⁰_L means we have residual
//! in every layer"), and the step that invokes Lemma C.1 compares a layer's output with
//! and without its attention heads. [`Skips::AttentionRemoved`] is that reading: layers
//! ℓ ≤ ℓ₀ keep only the skip connection (B^{ℓ₀}_ℓ = X^{ℓ₀}_{ℓ−1}) and later layers are
//! complete (B^{ℓ₀}_ℓ = X^{ℓ₀}_{ℓ−1} + Σᵢ A), so B⁰ is the residual network and B^L = X₀.

use ndarray::Array2;

use super::attention::{multi_head, residual_network, Head};
use super::matrix::add;
use super::scalar::{maximum, Scalar};

/// g(ε) = 2(e^ε − 1).
pub fn g<S: Scalar>(eps: &S) -> S {
    S::exact(2.0) * eps.exp_m1()
}

/// ε_ℓ = 2ηφ₀(1 + Hη)^ℓ (Definition A.2).
pub fn epsilon<S: Scalar>(eta: &S, phi0: &S, heads: usize, layer: u32) -> S {
    S::exact(2.0) * eta.clone() * phi0.clone() * (S::one() + S::int(heads) * eta.clone()).powi(layer)
}

/// δ = max_{ℓ∈[L]} 2g(2Hε_ℓ); panics for L = 0.
pub fn delta<S: Scalar>(eta: &S, phi0: &S, heads: usize, layers: u32) -> S {
    maximum((1..=layers).map(|l| S::exact(2.0) * g(&(S::exact(2.0) * S::int(heads) * epsilon(eta, phi0, heads, l)))))
        .expect("delta needs at least one layer")
}

/// C = max_{ℓ∈[L]} 3η(ε_ℓ² + 1); panics for L = 0.
pub fn lipschitz_constant<S: Scalar>(eta: &S, phi0: &S, heads: usize, layers: u32) -> S {
    maximum((1..=layers).map(|l| {
        let e = epsilon(eta, phi0, heads, l);
        S::exact(3.0) * eta.clone() * (e.clone() * e + S::one())
    }))
    .expect("C needs at least one layer")
}

/// C^L + … + C + 1.
pub fn geometric_sum<S: Scalar>(c: &S, layers: u32) -> S {
    (0..=layers).fold(S::zero(), |acc, k| acc + c.powi(k))
}

/// The layer outputs X₀, …, X_L of the network of Definition 3.7 without skip connections:
/// X_{ℓ+1} = SAtt_H(X_ℓ).
pub fn attention_network<S: Scalar>(x0: &Array2<S>, layers: &[Vec<Head<S>>], beta: &S) -> Vec<Array2<S>> {
    let mut xs = vec![x0.clone()];
    for heads in layers {
        let next = multi_head(xs.last().expect("non-empty"), heads, beta);
        xs.push(next);
    }
    xs
}

/// Which definition of B^{ℓ₀}_ℓ (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Skips {
    /// As printed: layers ℓ ≤ ℓ₀ are residual, later layers have no skip connection.
    Printed,
    /// Layers ℓ ≤ ℓ₀ are the identity (attention removed), later layers are residual.
    AttentionRemoved,
}

/// X^{ℓ₀}_0 = X₀, X^{ℓ₀}_1 = B^{ℓ₀}_1, …, X^{ℓ₀}_L = B^{ℓ₀}_L for the network `layers`.
pub fn hybrid<S: Scalar>(x0: &Array2<S>, layers: &[Vec<Head<S>>], l0: usize, skips: Skips, beta: &S) -> Vec<Array2<S>> {
    let mut xs = vec![x0.clone()];
    for (k, heads) in layers.iter().enumerate() {
        let l = k + 1;
        let x = xs.last().expect("non-empty");
        let next = match (skips, l <= l0) {
            (Skips::Printed, true) | (Skips::AttentionRemoved, false) => add(x, &multi_head(x, heads, beta)),
            (Skips::Printed, false) => multi_head(x, heads, beta),
            (Skips::AttentionRemoved, true) => x.clone(),
        };
        xs.push(next);
    }
    xs
}

/// The residual network's layer outputs (Definition 3.7), for symmetry with [`hybrid`].
pub fn residual<S: Scalar>(x0: &Array2<S>, layers: &[Vec<Head<S>>], beta: &S) -> Vec<Array2<S>> {
    residual_network(x0, layers, beta)
}
