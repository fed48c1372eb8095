//! Skip connections (seed 002): parameterisations whose residual does not shrink.
//!
//! > The length-zero path carries the input through untouched, so there are infinitely
//! > many parameterizations with ‖res(X_L)‖ ≥ ‖res(X)‖ — holding as L → ∞ and for β
//! > arbitrarily small.
//!
//! A SAN with skip connections: X_l = Σₕ Pₕ X_{l−1} Wₕ + 1b_lᵀ + X_{l−1}
//! ([`crate::math::san`]); res is the token-mean residual and ‖·‖ Dong's ‖·‖_{1,∞}
//! ([`crate::math::token_mean`]); β ≥ ‖W_QK‖₁‖W_V‖_{1,∞} for every head, W_QK = W_Q W_Kᵀ.
//!
//! The statement is existential. It is checked on two infinite families, each for every
//! input X, every depth L searched (up to 6; the conclusion is checked after every layer
//! l = 1, …, L) and with ‖W_QK‖₁‖W_V‖_{1,∞} = 0 ≤ β for every β > 0:
//!
//! * `family-values-zero`: W_V = 0 in every head and layer (W_Q, W_K and the biases free).
//!   Then X_l = X_{l−1} + 1b_lᵀ and res(X_l) = res(X).
//! * `family-uniform-attention`: W_Q = 0 in every head and layer (so W_QK = 0 and every
//!   attention matrix is 11ᵀ/n; W_K, W_V and biases free). Then each layer adds the same
//!   row to every token and res(X_l) = res(X).
//!
//! Conclusion: ‖res(X)‖_{1,∞} ≤ ‖res(X_l)‖_{1,∞} for l = 1, …, L.
//!
//! A third reading, `every-small-beta-network`, is the statement the paper is cited for
//! (seed 002, "Why Proposed"): that with skip connections *every* network with small β
//! keeps its residual. It replaces the family by the hypothesis
//! ‖W_QK‖₁‖W_V‖_{1,∞} ≤ β for every head, β = 2⁻ᵏ (k = 4, …, 14) drawn.

use ndarray::Array2;

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, Symbol};
use crate::generate::{Draw, Entries};
use crate::math::matrix::{lift, matmul, transpose};
use crate::math::norms::{dong_one_infinity, max_abs_entry, max_column_sum};
use crate::math::san::san_forward;
use crate::math::scalar::maximum;
use crate::math::token_mean::residual_norm;
use crate::math::Scalar;

use super::network::{draw_weights, layers_from, tau_from, SanDims, SAN_SYMBOLS};

const MAX_L: usize = 6;
const MAX_H: usize = 2;
const MAX_N: usize = 4;
const MAX_D: usize = 3;

const SYMBOLS: &[Symbol] = &SAN_SYMBOLS;
const SYMBOLS_BETA: &[Symbol] = &[
    SAN_SYMBOLS[0],
    SAN_SYMBOLS[1],
    SAN_SYMBOLS[2],
    SAN_SYMBOLS[3],
    SAN_SYMBOLS[4],
    Symbol::number("beta", "the bound on ||W_QK||_1 ||W_V||_{1,inf} of every head"),
];

/// The hypotheses, by name.
pub const VALUES_ZERO: &str = "W_V = 0 in every head and layer";
/// See [`VALUES_ZERO`].
pub const QUERIES_ZERO: &str = "W_Q = 0 in every head and layer";
/// See [`VALUES_ZERO`].
pub const BETA_BOUND: &str = "||W_QK||_1 ||W_V||_{1,inf} <= beta in every head and layer";

const STATEMENT: &str = r"The length-zero path carries the input through untouched, so there are infinitely many parameterizations with $\|\mathrm{res}(X_L)\|\ge\|\mathrm{res}(X)\|$ — holding as $L\to\infty$ and for $\beta$ arbitrarily small.";

/// Which parameterisations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Family {
    ValuesZero,
    UniformAttention,
    EverySmallBeta,
}

/// The skip-connection claim in one reading.
pub struct SkipPreservesResidual {
    meta: Meta,
    family: Family,
}

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    let meta = |reading, note, symbols, expected| {
        Meta::new(Paper::Dong2021, "dong2021/claim-skip", "Skip connections (Section 3.1 as described in seed 002)", STATEMENT)
            .reading(reading, note)
            .symbols(symbols)
            .cites(&["Theorem 2.1"])
            .cases(300)
            .targeted(300)
            .expect(expected)
    };
    vec![
        Box::new(SkipPreservesResidual {
            meta: meta(
                "family-values-zero",
                "SAN with skip connections and W_V = 0 in every head (W_Q, W_K, biases, X free; beta = 0 works for every beta > 0); ||res(X)||_{1,inf} <= ||res(X_l)||_{1,inf} after every layer l = 1..L, res with the token mean.",
                SYMBOLS,
                Expected::NotRefuted,
            ),
            family: Family::ValuesZero,
        }),
        Box::new(SkipPreservesResidual {
            meta: meta(
                "family-uniform-attention",
                "SAN with skip connections and W_Q = 0 in every head, so W_QK = 0 and attention is uniform (W_K, W_V, biases, X free); ||res(X)||_{1,inf} <= ||res(X_l)||_{1,inf} after every layer, res with the token mean.",
                SYMBOLS,
                Expected::NotRefuted,
            ),
            family: Family::UniformAttention,
        }),
        Box::new(SkipPreservesResidual {
            meta: meta(
                "every-small-beta-network",
                "The reading the paper is cited for: every SAN with skip connections and ||W_QK||_1 ||W_V||_{1,inf} <= beta in every head, beta = 2^-k <= 1/16, keeps ||res(X)||_{1,inf} <= ||res(X_l)||_{1,inf} after every layer.",
                SYMBOLS_BETA,
                Expected::Refuted,
            ),
            family: Family::EverySmallBeta,
        }),
    ]
}

/// ‖W_QK‖₁ ‖W_V‖_{1,∞} of one head, W_QK = W_Q W_Kᵀ.
pub fn head_beta<S: Scalar>(w_q: &Array2<S>, w_k: &Array2<S>, w_v: &Array2<S>) -> S {
    max_column_sum(&matmul(w_q, &transpose(w_k))) * dong_one_infinity(w_v)
}

impl Claim for SkipPreservesResidual {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let dims = SanDims::draw(g, MAX_L, MAX_H, MAX_N, MAX_D);
        let x = g.matrix(dims.n, dims.d, Entries::signed(2));
        let mut w = draw_weights(g, dims, Entries::signed(2), Entries::signed(2), Entries::signed(1));
        match self.family {
            Family::ValuesZero => {
                if g.keeps(VALUES_ZERO) {
                    w.w_v.iter_mut().flatten().for_each(|m| m.fill(0.0));
                }
                w.inputs(x)
            }
            Family::UniformAttention => {
                if g.keeps(QUERIES_ZERO) {
                    w.w_q.iter_mut().flatten().for_each(|m| m.fill(0.0));
                }
                w.inputs(x)
            }
            Family::EverySmallBeta => {
                let beta = 2f64.powi(-4 - g.pick(11) as i32);
                if g.keeps(BETA_BOUND) {
                    // W_V ← 2⁻ᵐ W_V (exact) with m the smallest making the head's product
                    // ≤ β(1 − 2⁻³⁰): the margin absorbs the rounding of the f64 product.
                    for l in 0..w.w_v.len() {
                        for h in 0..w.w_v[l].len() {
                            let p = head_beta(&w.w_q[l][h], &w.w_k[l][h], &w.w_v[l][h]);
                            let mut c = 1.0;
                            while p * c > beta * (1.0 - 2f64.powi(-30)) {
                                c *= 0.5;
                            }
                            w.w_v[l][h].mapv_inplace(|v| v * c);
                        }
                    }
                }
                w.inputs(x).with("beta", beta)
            }
        }
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        let grid = |name| -> Vec<Array2<S>> { x.matrix_grid(name).into_iter().flatten().map(|m| lift::<S>(m)).collect() };
        match self.family {
            Family::ValuesZero => grid("W_V").iter().map(|m| Condition::equal(VALUES_ZERO, max_abs_entry(m.iter()), S::zero())).collect(),
            Family::UniformAttention => {
                grid("W_Q").iter().map(|m| Condition::equal(QUERIES_ZERO, max_abs_entry(m.iter()), S::zero())).collect()
            }
            Family::EverySmallBeta => {
                let (q, k, v) = (grid("W_Q"), grid("W_K"), grid("W_V"));
                let beta = S::exact(x.number("beta"));
                (0..q.len()).map(|i| Condition::at_most(BETA_BOUND, head_beta(&q[i], &k[i], &v[i]), beta.clone())).collect()
            }
        }
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let xs = lift::<S>(x.matrix("X"));
        let forward = san_forward(&xs, &layers_from::<S>(x), &tau_from::<S>(x), true);
        let start = residual_norm(&xs);
        forward.outputs[1..]
            .iter()
            .enumerate()
            .map(|(l, out)| Inequality::at(Place::i("layer", l), start.clone(), residual_norm(out)))
            .collect()
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let xs = lift::<S>(x.matrix("X"));
        let layers = layers_from::<S>(x);
        let mut forward = san_forward(&xs, &layers, &tau_from::<S>(x), true);
        let beta_max = maximum(layers.iter().flat_map(|l| l.heads.iter().map(|h| head_beta(&h.w_q, &h.w_k, &h.w_v)))).unwrap_or_else(S::zero);
        let residuals: Vec<S> = forward.outputs.iter().map(residual_norm).collect();
        Derived::new()
            .vector("||res(X_l)||_{1,inf} for l = 0..L", residuals)
            .number("max over heads of ||W_QK||_1 ||W_V||_{1,inf}", beta_max)
            .matrix("X_L", forward.outputs.pop().expect("L >= 1"))
    }
}
