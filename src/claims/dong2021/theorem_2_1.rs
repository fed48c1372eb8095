//! Theorem 2.1 of Dong et al. (2021), the path decomposition, as described in seed 002.
//!
//! > A depth-L, H-head self-attention network's output is a sum over paths, each path a
//! > choice of one head per layer, each term a single-head deep network. Turn skip
//! > connections on and a path may also choose to skip a layer, so the number of paths of
//! > length l becomes C(L,l)·H^l.
//!
//! * Inputs: X ∈ ℝⁿˣᵈ; per layer l and head h, W_Q, W_K ∈ ℝᵈˣᵈ_qk and W_V ∈ ℝᵈˣᵈ; per
//!   layer an output bias b_l ∈ ℝᵈ. No hypotheses: the statement is about every network.
//! * Conclusion (see [`crate::math::paths`]): for every entry (i, j), the identity
//!   (X_L)ᵢⱼ = (Σ_p P_p X W_p + 1 c_Lᵀ)ᵢⱼ, with P the attention matrices of the forward pass
//!   and c_L the bias term (certified exactly where the arithmetic is exact, otherwise as
//!   |difference| ≤ 2⁻ᵏ·scale with k reported, [`crate::engine::certify`]); and the path
//!   counts: H^L paths without skips, and with skips C(L, l)·H^l paths of length l for every
//!   l = 0, …, L (each count an exact identity on the enumeration the sum runs over).
//!
//! **What is printed.** The source describes the decomposition in prose ("a sum over
//! paths, each path a choice of one head per layer, each term a single-head deep network")
//! and prints only the count C(L,l)·H^l; the formula above is rebuilt from that prose, so
//! both readings are `reconstructed`. The sources do not number the statement; the id
//! `theorem-2.1` is the catalogue's, kept from its first version.
//!
//! Readings: `no-skip-connections` (the first sentence), `skip-connections` (the second).

use ndarray::Array2;

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Symbol};
use crate::generate::{Draw, Entries};
use crate::math::matrix::lift;
use crate::math::paths::{all_paths, binomial, bias_term, path_length, path_sum};
use crate::math::san::san_forward;
use crate::math::Scalar;

use super::network::{draw_weights, layers_from, tau_from, SanDims, SAN_SYMBOLS};

const MAX_L: usize = 3;
const MAX_H: usize = 2;
const MAX_N: usize = 3;
const MAX_D: usize = 2;

const SYMBOLS: &[Symbol] = &SAN_SYMBOLS;

/// Names of the count inequalities, by length.
const LENGTH_NAMES: [&str; MAX_L + 1] =
    ["paths of length 0", "paths of length 1", "paths of length 2", "paths of length 3"];

const STATEMENT: &str = "A depth-L, H-head self-attention network’s output is a sum over paths, each path a choice of one head per layer, each term a single-head deep network. Turn skip connections on and a path may also choose to skip a layer, so the number of paths of length l becomes C(L,l)·H^l.";

/// The sentences each reading formalises.
const QUOTE_PURE: &str = "A depth-L, H-head self-attention network’s output is a sum over paths, each path a choice of one head per layer, each term a single-head deep network.";
const QUOTE_SKIP: &str = "Turn skip connections on and a path may also choose to skip a layer, so the number of paths of length l becomes C(L,l)·H^l.";
const LOCATION: &str = "seed 002, The account, first paragraph";

/// Theorem 2.1 in one reading.
pub struct PathDecomposition {
    meta: Meta,
    skip: bool,
}

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    let meta = |reading, note, quote| {
        Meta::new(Paper::Dong2021, "dong2021/theorem-2.1", "the path decomposition (unnumbered in the sources)", STATEMENT)
            .quote(LOCATION, quote)
            .reading(reading, note)
            .class(ReadingClass::Reconstructed)
            .symbols(SYMBOLS)
            .cases(150)
            .targeted(150)
            .expect(Expected::NotRefuted)
            .proved_in_coq()
    };
    vec![
        Box::new(PathDecomposition {
            meta: meta(
                "no-skip-connections",
                r"Rebuilt from the prose: without skip connections, $X_L = \sum_{\text{paths}} P_{\text{path}} X W_{\text{path}} + \mathbf{1} c_L^\top$ over the $H^L$ head paths (attention matrices of the forward pass, score scale $1/\sqrt{d_{qk}}$), $c_L$ the biases propagated through the summed value weights; an identity entrywise, and the number of paths is $H^L$.",
                QUOTE_PURE,
            ),
            skip: false,
        }),
        Box::new(PathDecomposition {
            meta: meta(
                "skip-connections",
                r"Rebuilt from the prose: $X_\ell = \mathrm{SA}_\ell(X_{\ell-1}) + X_{\ell-1}$, paths may skip layers (identity factors) and the bias term propagates through $\sum_h W_h + I$; an identity entrywise, and the number of paths of each length $l$ is $C(L,l) H^l$ (printed).",
                QUOTE_SKIP,
            ),
            skip: true,
        }),
    ]
}

impl Claim for PathDecomposition {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let dims = SanDims::draw(g, MAX_L, MAX_H, MAX_N, MAX_D);
        let x = g.matrix(dims.n, dims.d, Entries::signed(2));
        draw_weights(g, dims, Entries::signed(1), Entries::signed(1), Entries::signed(1)).inputs(x)
    }

    fn hypotheses<S: Scalar>(&self, _x: &Inputs) -> Vec<Condition<S>> {
        Vec::new()
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let xs = lift::<S>(x.matrix("X"));
        let layers = layers_from::<S>(x);
        let tau = tau_from::<S>(x);
        let forward = san_forward(&xs, &layers, &tau, self.skip);
        let out = forward.outputs.last().expect("L >= 1");
        let sum = path_sum(&xs, &forward.attention, &layers, self.skip);
        let mut ineqs: Vec<Inequality<S>> = out
            .indexed_iter()
            .map(|((i, j), v)| Inequality::equal(Place::ij("entry", i, j), v.clone(), sum[(i, j)].clone()))
            .collect();
        let (l, h) = (layers.len(), layers[0].heads.len());
        let paths = all_paths(l, h, self.skip);
        if self.skip {
            for (len, name) in LENGTH_NAMES.iter().enumerate().take(l + 1) {
                let count = paths.iter().filter(|p| path_length(p) == len).count();
                let formula = binomial(l, len) * h.pow(len as u32);
                ineqs.push(Inequality::equal(Place::named(name), S::int(count), S::int(formula)));
            }
        } else {
            let formula = h.pow(l as u32);
            ineqs.push(Inequality::equal(Place::named("number of paths"), S::int(paths.len()), S::int(formula)));
        }
        ineqs
    }

    /// The attention matrices are recorded as one list, layer by layer and within a layer
    /// head by head (entry l·H + h is head h + 1 of layer l + 1): derived quantities hold
    /// no nested lists.
    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let xs = lift::<S>(x.matrix("X"));
        let layers = layers_from::<S>(x);
        let tau = tau_from::<S>(x);
        let forward = san_forward(&xs, &layers, &tau, self.skip);
        let sum: Array2<S> = path_sum(&xs, &forward.attention, &layers, self.skip);
        let c_l = bias_term(&layers, xs.ncols(), self.skip);
        let x_l = forward.outputs.last().expect("L >= 1").clone();
        Derived::new()
            .matrices("P (attention matrices of the forward pass, per layer and head)", forward.attention.into_iter().flatten().collect())
            .matrix("X_L (forward pass)", x_l)
            .matrix("sum over paths + 1 c_L^T", sum)
            .vector("c_L (bias term)", c_l)
    }
}
