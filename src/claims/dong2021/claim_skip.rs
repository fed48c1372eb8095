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
//! The statement is existential ("there are infinitely many parameterizations with …"),
//! and seed 002 says so again: "What is proved is … that some parameterization with skip
//! connections preserves the residual". An existence statement is settled by a witness.
//!
//! * `as-written` (existential, **proved by witness**): the witness family is W_V = 0 in
//!   every head and layer, W_Q and W_K free (infinitely many parameterizations), and
//!   ‖W_QK‖₁‖W_V‖_{1,∞} = 0 ≤ β for every β > 0 ("for β arbitrarily small"). The
//!   argument, for every depth L ("as L → ∞") and every X: each layer adds
//!   SA_l(X_{l−1}) = Σₕ Pₕ X_{l−1} · 0 + 1b_lᵀ to X_{l−1}; with the output biases 0 as
//!   well, X_l = X_{l−1} = … = X, so ‖res(X_L)‖ = ‖res(X)‖ exactly. The search certifies a
//!   witness instance (L, n, d, H drawn; res(X) ≠ 0 so that the instance is not the
//!   trivial 0 ≥ 0); the written argument carries it to every L and β. The two families
//!   below check the argument's two mechanisms over all inputs.
//! * `family-values-zero` (reconstructed): W_V = 0, biases free: for every X and every
//!   depth searched (up to 6; after every layer l = 1, …, L), ‖res(X)‖_{1,∞} ≤
//!   ‖res(X_l)‖_{1,∞}. Then X_l = X_{l−1} + 1b_lᵀ and res(X_l) = res(X).
//! * `family-uniform-attention` (reconstructed): W_Q = 0 in every head and layer (so
//!   W_QK = 0 and every attention matrix is 11ᵀ/n; W_K, W_V and biases free). Then each
//!   layer adds the same row to every token and res(X_l) = res(X).
//! * `every-small-beta-network` (attributed): the statement the paper is cited for (seed
//!   002, "Why Proposed": "What the paper is cited for is that skip connections prevent
//!   rank collapse in transformers people train"): with skip connections *every* network
//!   with small β keeps its residual. It replaces the family by the hypothesis
//!   ‖W_QK‖₁‖W_V‖_{1,∞} ≤ β for every head, with 0 < β ≤ 1/16 (β = 2⁻ᵏ, k = 4, …, 14,
//!   drawn; both bounds are checked hypotheses).

use ndarray::Array2;

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Symbol};
use crate::generate::{Draw, Entries};
use crate::math::matrix::{lift, matmul, transpose};
use crate::math::norms::{dong_one_infinity, max_abs_entry, max_column_sum};
use crate::math::san::san_forward;
use crate::math::scalar::maximum;
use crate::math::token_mean::residual_norm;
use crate::math::Scalar;

use super::network::{draw_weights_zeroing, layers_from, tau_from, SanDims, Zeroed, SAN_SYMBOLS};

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
/// See [`VALUES_ZERO`].
pub const SMALL_BETA: &str = "0 < beta <= 1/16";
/// See [`VALUES_ZERO`].
pub const NOT_TRIVIAL: &str = "res(X) != 0";

const STATEMENT: &str = "Skip connections are what stands in the way. The length-zero path carries the input through untouched, so there are infinitely many parameterizations with ‖res(X_L)‖ ≥ ‖res(X)‖ — holding as L → ∞ and for β arbitrarily small.";
const LOCATION: &str = "seed 002, The account, third paragraph";
const QUOTE: &str = "there are infinitely many parameterizations with ‖res(X_L)‖ ≥ ‖res(X)‖ — holding as L → ∞ and for β arbitrarily small.";
const QUOTE_CITED: &str = "What the paper is cited for is that skip connections prevent rank collapse in transformers people train.";
const LOCATION_CITED: &str = "seed 002, Why Proposed, first paragraph";
const ARGUMENT: &str = r"Witness family: $W_V = 0$ in every head and layer and output biases 0 ($W_Q$, $W_K$ free: infinitely many parameterizations; $\|W_{QK}\|_1 \|W_V\|_{1,\infty} = 0 \le \beta$ for every $\beta > 0$). Each layer adds $\sum_h P_h X_{\ell-1} 0 + \mathbf{1} 0^\top = 0$ to $X_{\ell-1}$, so $X_L = X$ for every depth $L$ and $\|\mathrm{res}(X_L)\| = \|\mathrm{res}(X)\|$; the certified instance has $\mathrm{res}(X) \ne 0$.";

/// Which parameterisations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Family {
    /// The existential statement: a witness from W_V = 0 with zero biases.
    Witness,
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
            .quote(LOCATION, QUOTE)
            .reading(reading, note)
            .symbols(symbols)
            .cites(&["the path decomposition"])
            .cases(300)
            .targeted(300)
            .expect(expected)
    };
    vec![
        Box::new(SkipPreservesResidual {
            meta: meta(
                "as-written",
                r"Existential: some SAN with skip connections, with $\|W_{QK}\|_1 \|W_V\|_{1,\infty} \le \beta$ for any $\beta > 0$ and any depth $L$, has $\|\mathrm{res}(X_L)\|_{1,\infty} \ge \|\mathrm{res}(X)\|_{1,\infty}$ ($\mathrm{res}$ with the token mean); settled by a certified witness from the family $W_V = 0$ (zero biases), with the argument for every $L$ and $\beta$ recorded.",
                SYMBOLS,
                Expected::Proved,
            )
            .exists(ARGUMENT)
            .proved_in_coq()
            .unneeded(NOT_TRIVIAL, r"with $\mathrm{res}(X) = 0$ the conclusion $0 \le \|\mathrm{res}(X_\ell)\|$ holds for every network: the hypothesis only keeps the witness from being trivial")
            .unreachable_sides(NOT_TRIVIAL, r"a norm is never negative: only $\|\mathrm{res}(X)\| = 0$ lies outside the hypothesis"),
            family: Family::Witness,
        }),
        Box::new(SkipPreservesResidual {
            meta: meta(
                "family-values-zero",
                r"The witness family's first mechanism over every input: SAN with skip connections and $W_V = 0$ in every head ($W_Q$, $W_K$, biases, $X$ free; $\beta = 0$ works for every $\beta > 0$); $\|\mathrm{res}(X)\|_{1,\infty} \le \|\mathrm{res}(X_\ell)\|_{1,\infty}$ after every layer $\ell = 1, \ldots, L$, $\mathrm{res}$ with the token mean.",
                SYMBOLS,
                Expected::NotRefuted,
            )
            .class(ReadingClass::Reconstructed)
            .proved_in_coq(),
            family: Family::ValuesZero,
        }),
        Box::new(SkipPreservesResidual {
            meta: meta(
                "family-uniform-attention",
                r"A second family over every input: SAN with skip connections and $W_Q = 0$ in every head, so $W_{QK} = 0$ and attention is uniform ($W_K$, $W_V$, biases, $X$ free); $\|\mathrm{res}(X)\|_{1,\infty} \le \|\mathrm{res}(X_\ell)\|_{1,\infty}$ after every layer, $\mathrm{res}$ with the token mean.",
                SYMBOLS,
                Expected::Inconclusive,
            )
            .class(ReadingClass::Reconstructed)
            .proved_in_coq(),
            family: Family::UniformAttention,
        }),
        Box::new(SkipPreservesResidual {
            meta: meta(
                "every-small-beta-network",
                r"What the paper is cited for, formalised: every SAN with skip connections and $\|W_{QK}\|_1 \|W_V\|_{1,\infty} \le \beta$ in every head, $0 < \beta \le 1/16$, keeps $\|\mathrm{res}(X)\|_{1,\infty} \le \|\mathrm{res}(X_\ell)\|_{1,\infty}$ after every layer.",
                SYMBOLS_BETA,
                Expected::Refuted,
            )
            .quote(LOCATION_CITED, QUOTE_CITED)
            .class(ReadingClass::Attributed),
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
        // a witness needs two tokens for res(X) != 0
        let min_n = if self.family == Family::Witness { 2 } else { 1 };
        let dims = SanDims::draw_tokens(g, MAX_L, MAX_H, (min_n, MAX_N), MAX_D);
        // the weights a hypothesis sets to zero (drawn, and then not used)
        let zeroed = match self.family {
            Family::Witness => {
                let zero = g.keeps(VALUES_ZERO);
                Zeroed { w_v: zero, bias: zero, ..Zeroed::default() }
            }
            Family::ValuesZero => Zeroed { w_v: g.keeps(VALUES_ZERO), ..Zeroed::default() },
            Family::UniformAttention => Zeroed { w_q: g.keeps(QUERIES_ZERO), ..Zeroed::default() },
            Family::EverySmallBeta => Zeroed::default(),
        };
        let x = g.matrix(dims.n, dims.d, Entries::signed(2));
        let mut w = draw_weights_zeroing(g, dims, Entries::signed(2), Entries::signed(2), Entries::signed(1), zeroed);
        match self.family {
            Family::Witness => {
                // res(X) != 0: the first two tokens differ in their first feature
                let mut x = x;
                if g.keeps(NOT_TRIVIAL) && x[(0, 0)] == x[(1, 0)] {
                    x[(1, 0)] += 1.0;
                }
                w.inputs(x)
            }
            Family::ValuesZero | Family::UniformAttention => w.inputs(x),
            Family::EverySmallBeta => {
                let k = g.pick(11) as i32;
                let beta = if g.keeps(SMALL_BETA) { 2f64.powi(-4 - k) } else { 2f64.powi(k) };
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
            Family::Witness => {
                let mut h: Vec<Condition<S>> =
                    grid("W_V").iter().map(|m| Condition::equal(VALUES_ZERO, max_abs_entry(m.iter()), S::zero())).collect();
                h.push(Condition::equal(VALUES_ZERO, max_abs_entry(lift::<S>(x.matrix("b")).iter()), S::zero()));
                h.push(Condition::less(NOT_TRIVIAL, S::zero(), residual_norm(&lift::<S>(x.matrix("X")))));
                h
            }
            Family::ValuesZero => grid("W_V").iter().map(|m| Condition::equal(VALUES_ZERO, max_abs_entry(m.iter()), S::zero())).collect(),
            Family::UniformAttention => {
                grid("W_Q").iter().map(|m| Condition::equal(QUERIES_ZERO, max_abs_entry(m.iter()), S::zero())).collect()
            }
            Family::EverySmallBeta => {
                let (q, k, v) = (grid("W_Q"), grid("W_K"), grid("W_V"));
                let beta = S::exact(x.number("beta"));
                let mut h: Vec<Condition<S>> =
                    (0..q.len()).map(|i| Condition::at_most(BETA_BOUND, head_beta(&q[i], &k[i], &v[i]), beta.clone())).collect();
                h.push(Condition::less(SMALL_BETA, S::zero(), beta.clone()));
                h.push(Condition::at_most(SMALL_BETA, beta, S::exact(1.0 / 16.0)));
                h
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
