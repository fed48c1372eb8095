//! MLPs (seed 002): "MLPs slow it … The bound gains the MLP's Lipschitz constant λ. More
//! powerful MLPs, slower collapse — a tug-of-war."
//!
//! The networks: L blocks X_l = MLP_l(SA_l(X_{l−1})) without skip connections or
//! LayerNorm, one head per layer ([`crate::math::san`], [`crate::math::mlp`]),
//! MLP_l(z) = c·(ReLU(z W₁ + b₁) W₂ + b₂). ReLU is positively homogeneous, so scaling by
//! c multiplies the MLP's Lipschitz constant λ by exactly c: the network with c ≥ 1 has
//! the same weights and more powerful MLPs (λ c times as large) than the one with c = 1.
//!
//! **What is printed, and what is not.** The source's sentences are about Dong et al.'s
//! *bound*: "The bound gains the MLP's Lipschitz constant λ. More powerful MLPs, slower
//! collapse — a tug-of-war." The bound with λ is not printed, and like Theorem 2.2's it
//! has the undefined γ in it (see [`crate::claims::dong2021::theorem_2_2`]); read about
//! the bound, "more powerful MLPs, slower collapse" only says that the bound grows with λ,
//! which is true of any bound of that form and leaves nothing to check. There is therefore
//! no `as-written` reading. What can be checked is the sentence read about the networks
//! themselves, an `alternative` reading of "More powerful MLPs, slower collapse": the
//! network with the more powerful MLPs collapses no faster.
//!
//! * Hypothesis: c ≥ 1.
//! * Conclusion, "slower collapse", after every layer l = 1, …, L, comparing the network
//!   with scale c (outputs X_l^c) with the one with scale 1 (X_l¹):
//!   - `every-network`: ‖res(X_l¹)‖_{1,∞} ≤ ‖res(X_l^c)‖_{1,∞} (the residual itself, the
//!     quantity the bound controls);
//!   - `relative-residual`: ‖res(X_l¹)‖_{1,∞}/‖X_l¹‖_{1,∞} ≤ ‖res(X_l^c)‖_{1,∞}/‖X_l^c‖_{1,∞}
//!     (the scale-free quantity of the authors' plots), checked cross-multiplied so that a
//!     zero output needs no division. After layer 1 the two sides are equal (X_1^c = c X_1¹);
//!     c is drawn from 2, 4, 8, 16 in this reading, so that this equality is exact in `f64`
//!     as well and costs no certificates.
//!
//! In `every-network`, c = 1 + u with u ∈ (0, 16] dyadic.
//!
//! Both readings are refuted, and how matters to a reviewer: in the minimal
//! counterexamples the scaled network's second block has every ReLU unit switched off on
//! every token (its pre-activations are negative), so the block outputs the same row for
//! every token and the residual collapses to 0, while the unscaled network keeps a small
//! residual. A larger MLP scale moved the pre-activations, it did not make the MLP more
//! expressive on these inputs: the refutation is of the networks reading, not of the
//! source's statement about the bound.
//!
//! res is the token-mean residual ([`crate::math::token_mean`]).

use ndarray::Array2;

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Symbol};
use crate::generate::{Draw, Entries};
use crate::math::matrix::{lift, lift_vector};
use crate::math::mlp::Mlp;
use crate::math::norms::dong_one_infinity;
use crate::math::san::{network_forward, Block};
use crate::math::token_mean::residual_norm;
use crate::math::Scalar;

use super::network::{draw_weights, layers_from, tau_from, SanDims, SAN_SYMBOLS};

const MAX_L: usize = 3;
const MAX_N: usize = 3;
const MAX_D: usize = 2;
const MAX_M: usize = 2;

const SYMBOLS: &[Symbol] = &[
    SAN_SYMBOLS[0],
    SAN_SYMBOLS[1],
    SAN_SYMBOLS[2],
    SAN_SYMBOLS[3],
    SAN_SYMBOLS[4],
    Symbol::matrix_list("W_1", &["L", "d", "m"], "first MLP weights per layer"),
    Symbol::matrix("b_1", &["L", "m"], "first MLP bias per layer (rows)"),
    Symbol::matrix_list("W_2", &["L", "m", "d"], "second MLP weights per layer"),
    Symbol::matrix("b_2", &["L", "d"], "second MLP bias per layer (rows)"),
    Symbol::number("c", "the MLP scale of the more powerful network (lambda multiplied by c)"),
];

/// The hypothesis, by name.
pub const AT_LEAST_ONE: &str = "c >= 1";

const STATEMENT: &str = "MLPs slow it, and the slowing has a price the source names. The bound gains the MLP’s Lipschitz constant λ. More powerful MLPs, slower collapse — a tug-of-war.";
const LOCATION: &str = "seed 002, The account, fourth paragraph";
const QUOTE: &str = "More powerful MLPs, slower collapse — a tug-of-war.";

/// The MLP claim in one reading.
pub struct MlpSlowsCollapse {
    meta: Meta,
    relative: bool,
}

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    let meta = |reading, note| {
        Meta::new(Paper::Dong2021, "dong2021/claim-mlp", "MLPs (Section 3.2 as described in seed 002)", STATEMENT)
            .quote(LOCATION, QUOTE)
            .reading(reading, note)
            .class(ReadingClass::Alternative)
            .symbols(SYMBOLS)
            .cases(6000)
            .targeted(2000)
            .expect(Expected::Refuted)
    };
    vec![
        Box::new(MlpSlowsCollapse {
            meta: meta(
                "every-network",
                r"The sentence read about networks, not about the (unprinted) bound: blocks $X_\ell = c\,\mathrm{MLP}(\mathrm{SA}(X_{\ell-1}))$ (one head, ReLU MLP, no skip, no LN); scaling the MLP by $c \ge 1$ multiplies $\lambda$ by $c$; after every layer, $\|\mathrm{res}(X_\ell)\|_{1,\infty}$ with $c$ is at least that with $c = 1$ (token-mean $\mathrm{res}$).",
            )
            // at 6000 cases the sweep left a seed whose violations were all undecided ties
            // without a certified one; the controls keep their budget
            .cases(8000)
            .control_cases(6000),
            relative: false,
        }),
        Box::new(MlpSlowsCollapse {
            meta: meta(
                "relative-residual",
                r"As every-network, comparing the relative residual $\|\mathrm{res}(X_\ell)\|_{1,\infty} / \|X_\ell\|_{1,\infty}$ (the quantity of the authors' plots), cross-multiplied; $c \in \{2, 4, 8, 16\}$.",
            ),
            relative: true,
        }),
    ]
}

/// The blocks stored in `x`, with MLP scale `c`.
pub fn blocks_from<S: Scalar>(x: &Inputs, c: f64) -> Vec<Block<S>> {
    let w1 = x.matrices("W_1");
    let w2 = x.matrices("W_2");
    let b1 = x.matrix("b_1");
    let b2 = x.matrix("b_2");
    layers_from::<S>(x)
        .into_iter()
        .enumerate()
        .map(|(l, attention)| Block {
            attention,
            mlp: Some(Mlp {
                w1: lift(w1[l]),
                b1: lift_vector(&b1.row(l).to_vec()),
                w2: lift(w2[l]),
                b2: lift_vector(&b2.row(l).to_vec()),
                scale: S::exact(c),
            }),
            norm_attention: None,
            norm_mlp: None,
        })
        .collect()
}

/// ‖res(H)‖_{1,∞} / ‖H‖_{1,∞}, the relative residual of the authors' plots, and 0 for
/// H = 0 (as [`crate::math::token_mean::relative_residual`] in `f64`).
///
/// H is a computed layer, so no input alone says when it vanishes: the case H = 0 is
/// recognised on the computed norm itself ([`Scalar::is_exactly_zero`]: for an enclosure,
/// the single point 0, i.e. H = 0 certified); an enclosure [0, h] with h > 0 is divided by
/// and panics, which the file writer reports.
fn relative_residual<S: Scalar>(h: &Array2<S>) -> S {
    let whole = dong_one_infinity(h);
    if whole.is_exactly_zero() {
        S::zero()
    } else {
        residual_norm(h) / whole
    }
}

impl Claim for MlpSlowsCollapse {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let dims = SanDims::draw(g, MAX_L, 1, MAX_N, MAX_D);
        let m = g.dim("m", 1, MAX_M);
        let x = g.matrix(dims.n, dims.d, Entries::signed(2));
        let w = draw_weights(g, dims, Entries::signed(2), Entries::signed(2), Entries::signed(1));
        let (mut w1, mut w2, mut b1, mut b2) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for _ in 0..MAX_L {
            w1.push(g.matrix(dims.d, m, Entries::signed(2)));
            b1.push(g.vector(m, Entries::signed(1)));
            w2.push(g.matrix(m, dims.d, Entries::signed(2)));
            b2.push(g.vector(dims.d, Entries::signed(1)));
        }
        let u = g.positive(4);
        let power = 2f64.powi(1 + g.pick(4) as i32);
        let c = match (self.relative, g.keeps(AT_LEAST_ONE)) {
            (false, true) => 1.0 + u,
            (false, false) => u / 8.0,
            // powers of two: X_1 with scale c is then exactly c times X_1 with scale 1 in
            // f64 too, so the layer-1 comparison (an equality) raises no rounding candidates
            (true, true) => power,
            (true, false) => 1.0 / power,
        };
        let l = dims.layers.get();
        let rows = |v: &[Vec<f64>]| Array2::from_shape_fn((l, v[0].len()), |(i, j)| v[i][j]);
        w.inputs(x)
            .with("W_1", w1.into_iter().take(l).collect::<Vec<_>>())
            .with("b_1", rows(&b1))
            .with("W_2", w2.into_iter().take(l).collect::<Vec<_>>())
            .with("b_2", rows(&b2))
            .with("c", c)
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        vec![Condition::at_most(AT_LEAST_ONE, S::one(), S::exact(x.number("c")))]
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let xs = lift::<S>(x.matrix("X"));
        let tau = tau_from::<S>(x);
        let base = network_forward(&xs, &blocks_from::<S>(x, 1.0), &tau, false);
        let strong = network_forward(&xs, &blocks_from::<S>(x, x.number("c")), &tau, false);
        base[1..]
            .iter()
            .zip(&strong[1..])
            .enumerate()
            .map(|(l, (h1, hc))| {
                let place = Place::i("layer", l);
                if self.relative {
                    Inequality::at(place, residual_norm(h1) * dong_one_infinity(hc), residual_norm(hc) * dong_one_infinity(h1))
                } else {
                    Inequality::at(place, residual_norm(h1), residual_norm(hc))
                }
            })
            .collect()
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let xs = lift::<S>(x.matrix("X"));
        let tau = tau_from::<S>(x);
        let base = network_forward(&xs, &blocks_from::<S>(x, 1.0), &tau, false);
        let strong = network_forward(&xs, &blocks_from::<S>(x, x.number("c")), &tau, false);
        let res = |v: &[Array2<S>]| v.iter().map(residual_norm).collect::<Vec<S>>();
        let rel = |v: &[Array2<S>]| v.iter().map(relative_residual).collect::<Vec<S>>();
        Derived::new()
            .vector("||res(X_l)||_{1,inf}, l = 0..L, MLP scale 1", res(&base))
            .vector("||res(X_l)||_{1,inf}, l = 0..L, MLP scale c", res(&strong))
            .vector("relative residual, l = 0..L, MLP scale 1", rel(&base))
            .vector("relative residual, l = 0..L, MLP scale c", rel(&strong))
    }
}
