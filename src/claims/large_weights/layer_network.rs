//! What the multi-layer claims of large-weights share (Lemmas C.2, D.6, D.7 and the bound
//! derived in Appendix D.1): the network of Definition 3.7 with the bounds of
//! Definition A.2, its symbols, hypothesis names and sizes.
//!
//! The network has L layers of H heads with weights W_q, W_k, W_v ∈ ℝᵈˣᵈ, input
//! X₀ ∈ ℝⁿˣᵈ, and X_{ℓ+1} = X_ℓ + Σᵢ softm(X_ℓ W_q W_kᵀ X_ℓᵀ) X_ℓ W_v (no scale β:
//! Definitions 3.6 and 3.7 have none, and the proofs of Appendix D use none). Networks are
//! drawn by [`crate::generate::network`] at n, d ≤ 8, H ≤ 4, L ≤ 6.

use std::sync::Arc;

use ndarray::Array2;

use crate::claim::{Condition, Inputs, Symbol};
use crate::generate::network::{self, Limits};
use crate::math::attention::{residual_network, Head};
use crate::math::matrix::lift;
use crate::math::norms::max_abs_entry;
use crate::math::Scalar;

/// The sizes searched.
pub const LIMITS: Limits = Limits { n: (1, 8), d: (1, 8), heads: (1, 4), layers: (1, 6), d_doublings: 0 };

/// Doublings of d for readings whose factors of d are at stake beyond the blocks' size:
/// d = base × 2ʳ, base ≤ 8, r ≤ 2, so d up to 32 (see [`crate::generate::Draw::dim_tiled`]).
pub const D_DOUBLINGS: u32 = 2;

/// [`LIMITS`] with d tiled up to 32 ([`D_DOUBLINGS`]): the repairs' sizes.
pub const TILED: Limits = Limits { d_doublings: D_DOUBLINGS, ..LIMITS };

/// Every weight of every head of every layer is bounded: ‖W_q‖, ‖W_k‖, ‖W_v‖ ≤ η.
pub const WEIGHTS: &str = "||W_q||_inf, ||W_k||_inf, ||W_v||_inf <= eta (every head of every layer)";
/// Only the value weights are bounded (Lemma D.7).
pub const VALUE_WEIGHTS: &str = "||W_v||_inf <= eta (every head of every layer)";
/// The input bound of Definition A.2.
pub const INPUT: &str = "||X_0||_inf <= phi_0";
/// η ∈ (0, 1] (Lemma C.2, proof of Theorem 5.3).
pub const ETA_RANGE: &str = "eta in (0, 1]";
/// ε_ℓ ∈ (0, 1) for every layer (Lemma C.2, proof of Theorem 5.3).
pub const EPS_RANGE: &str = "eps_l in (0, 1) for every layer l";

/// The growth per layer in ε_ℓ = 2ηφ₀(1 + rη)^ℓ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Growth {
    /// r = H, as printed (Definition A.2, Lemma D.7).
    Printed,
    /// r = dH: the growth per layer the residual network can have (Lemma D.7's repaired
    /// reading `d-h-eta`; softm is row-stochastic, so ‖softm(X)XW_v‖_∞ ≤ d‖X‖_∞‖W_v‖_∞).
    WithD,
}

impl Growth {
    /// r for H heads and d features.
    pub fn rate(self, heads: usize, d: usize) -> usize {
        match self {
            Growth::Printed => heads,
            Growth::WithD => heads * d,
        }
    }

    /// ε_ℓ = 2ηφ₀(1 + rη)^ℓ.
    pub fn epsilon<S: Scalar>(self, eta: &S, phi0: &S, heads: usize, d: usize, layer: u32) -> S {
        crate::math::layer_collapse::epsilon(eta, phi0, self.rate(heads, d), layer)
    }
}

/// The network's symbols: X₀, the weight grids, η, φ₀.
pub const SYMBOLS: &[Symbol] = &[
    Symbol::matrix("X_0", &["n", "d"], "the network's input"),
    Symbol::matrix_grid("W_q", &["L", "H", "d", "d"], "query weights, per layer and head"),
    Symbol::matrix_grid("W_k", &["L", "H", "d", "d"], "key weights, per layer and head"),
    Symbol::matrix_grid("W_v", &["L", "H", "d", "d"], "value weights, per layer and head"),
    Symbol::number("eta", "the weight bound"),
    Symbol::number("phi_0", "the input bound"),
];

/// The inputs X₀, weights, η, φ₀.
pub fn inputs(x0: Array2<f64>, layers: &[Vec<Head<f64>>], eta: f64, phi0: f64) -> Inputs {
    network::with_network(Inputs::new().with("X_0", x0), layers).with("eta", eta).with("phi_0", phi0)
}

/// A network's inputs over `S`: (X₀, layers, η, φ₀, H). The layers are shared
/// ([`network::shared_network`]): in `f64`, one copy per case for its hypotheses and its
/// conclusion.
pub type Lifted<S> = (Array2<S>, Arc<Vec<Vec<Head<S>>>>, S, S, usize);

/// (X₀, layers, η, φ₀, H) over `S`.
pub fn lifted<S: Scalar>(x: &Inputs) -> Lifted<S> {
    let layers = network::shared_network::<S>(x);
    let h = layers.first().map_or(0, Vec::len);
    (lift(x.matrix("X_0")), layers, S::exact(x.number("eta")), S::exact(x.number("phi_0")), h)
}

/// X₀, X₁, …, X_L of the residual network (Definition 3.7, no scale).
pub fn outputs<S: Scalar>(x0: &Array2<S>, layers: &[Vec<Head<S>>]) -> Vec<Array2<S>> {
    residual_network(x0, layers, &S::one())
}

/// ‖W‖_∞ ≤ η for the chosen weights of every head (one condition on the largest of them),
/// under the hypothesis `name`.
pub fn weight_conditions<S: Scalar>(
    layers: &[Vec<Head<S>>],
    eta: &S,
    name: &'static str,
    which: fn(&Head<S>) -> Vec<&Array2<S>>,
) -> Vec<Condition<S>> {
    let largest = layers.iter().flatten().flat_map(which).map(|w| max_abs_entry(w.iter())).reduce(|a, b| a.max(&b));
    largest.map(|m| Condition::at_most(name, m, eta.clone())).into_iter().collect()
}

/// All three weights of a head.
pub fn all_weights<S>(h: &Head<S>) -> Vec<&Array2<S>> {
    vec![&h.w_q, &h.w_k, &h.w_v]
}

/// Only the value weights of a head.
pub fn value_weight<S>(h: &Head<S>) -> Vec<&Array2<S>> {
    vec![&h.w_v]
}

/// The largest ‖W_v‖_∞ over the network's heads.
pub fn largest_value_weight<S: Scalar>(layers: &[Vec<Head<S>>]) -> S {
    layers.iter().flatten().map(|h| max_abs_entry(h.w_v.iter())).reduce(|a, b| a.max(&b)).unwrap_or_else(S::zero)
}
