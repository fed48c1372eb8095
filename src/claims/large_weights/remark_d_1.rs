//! Remark D.1 (MLP layers), large-weights Appendix D.1, after the proof of Theorem 5.3.
//!
//! > We remark that our proof can be straightforwardly generalized to the situation where
//! > the Self Attention Network also has MLP layers, similar to Section 3.2 in [30], by
//! > defining X_ℓ^{ℓ₀} = f(B_ℓ^{ℓ₀}) where f is the MLP layer. Note that the Lipshitz
//! > property of f will appear correspondingly in the final bound.
//!
//! **What is checkable.** The remark states no formula. "The proof generalizes" is a claim
//! about a proof, and "will appear correspondingly in the final bound" does not say where
//! f's Lipschitz constant λ enters (ε_ℓ, δ, C all come from lemmas whose hypotheses an
//! MLP changes), so neither the generalised final bound nor its constants can be stated
//! from the text. One step of the generalised proof is determined by the remark's own
//! definition X_{ℓ+1} = f(B_{ℓ+1}): the growth of the layer outputs, Lemma D.7, on which
//! ε_ℓ and every later lemma rest. With f λ-Lipschitz and f(0) = 0, Lemma D.7's argument
//! gives ‖X_{ℓ+1}‖_∞ ≤ λ‖B_{ℓ+1}‖_∞ ≤ λ(1 + Hη)‖X_ℓ‖_∞: the Lipschitz constant "appears
//! correspondingly". That is what this module checks, in `reconstructed` readings (the
//! formula is ours).
//!
//! **The network.** L layers of H heads as in Lemma D.7 (no scale β, see
//! [`super::layer_network`]), each followed by a token-wise MLP without biases,
//! f_ℓ(Z) = ReLU(Z W₁^ℓ) W₂^ℓ with W₁^ℓ, W₂^ℓ ∈ ℝᵈˣᵈ ([`crate::math::mlp`] with zero
//! biases and scale 1; each drawn as the identity or as a weight matrix of
//! [`crate::generate::network`], free in size): X_{ℓ+1} = f_ℓ(X_ℓ + Σᵢ softm(X_ℓ W_qᵢ W_kᵢᵀ X_ℓᵀ) X_ℓ W_vᵢ). Biases
//! are left out: with them f(0) ≠ 0 and no bound of the form λ‖X_ℓ‖ holds (X = 0 maps to
//! f(0)), so the multiplicative growth the remark's "correspondingly" suggests needs
//! f(0) = 0. The width of the MLP is d (the remark does not fix it).
//!
//! **λ.** ‖·‖_∞ is the entrywise maximum (§3.1), which for a matrix of tokens is the
//! largest ℓ_∞ norm of a row. For a row z, ‖zW‖_∞ ≤ ‖z‖_∞·‖W‖_col with ‖W‖_col the largest
//! column sum of |W| (the operator norm of z ↦ zW on ℓ_∞), and ReLU is 1-Lipschitz entrywise
//! with ReLU(0) = 0, so λ_ℓ := ‖W₁^ℓ‖_col‖W₂^ℓ‖_col is a Lipschitz constant of f_ℓ in
//! ‖·‖_∞, and ‖f_ℓ(Z)‖_∞ ≤ λ_ℓ‖Z‖_∞. It may exceed f_ℓ's least Lipschitz constant; a larger
//! constant only makes the bounds below weaker, so a refutation with λ_ℓ refutes the
//! statement with any smaller valid constant.
//!
//! * Hypotheses (Lemma D.7's): ‖W_v‖_∞ ≤ η for every head of every layer (W_q, W_k free),
//!   ‖X₀‖_∞ ≤ φ₀, η ∈ (0, 1] (the regime of the proof); W₁, W₂ free.
//! * `growth-per-layer` (reconstructed, Lemma D.7 Part 1 with MLPs): for ℓ = 0, …, L−1,
//!   ‖X_{ℓ+1}‖_∞ ≤ λ_ℓ(1 + Hη)‖X_ℓ‖_∞.
//! * `growth-over-layers` (reconstructed, Part 2): for ℓ = 1, …, L,
//!   ‖X_ℓ‖_∞ ≤ φ₀ λ₀⋯λ_{ℓ−1}(1 + Hη)^ℓ.
//! * `growth-per-layer-d-h-eta`, `growth-over-layers-d-h-eta` (repairs): the factor
//!   1 + dHη in place of 1 + Hη, as in Lemma D.7's repair: softm(X) is row-stochastic, so
//!   ‖softm(X)XW_v‖_∞ ≤ d‖X‖_∞‖W_v‖_∞ and ‖B_{ℓ+1}‖_∞ ≤ (1 + dHη)‖X_ℓ‖_∞, whatever η ≥ 0 is;
//!   with ‖f_ℓ(Z)‖_∞ ≤ λ_ℓ‖Z‖_∞ (above) this is the per-layer bound, and induction over the
//!   layers from ‖X₀‖_∞ ≤ φ₀ gives the bound over layers.
//!
//! The reconstructed readings inherit Lemma D.7's missing factor d (Fact 3.3's second
//! bullet): with W₁ = W₂ = I and non-negative outputs, f is the identity on them and the
//! network is Lemma D.7's.

use ndarray::{Array1, Array2};

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Symbol};
use crate::generate::network::{self, larger_magnitude, Bound, Bounds, Pool, Shape, SCORE_LIMIT, VALUE_LIMIT};
use crate::generate::{Draw, Entries};
use crate::math::attention::{head_outputs, multi_head, sum_of_heads, Head};
use crate::math::matrix::{add, lift};
use crate::math::mlp::{mlp, Mlp};
use crate::math::norms::{max_abs_entry, max_column_sum};
use crate::math::{remembered, Scalar};

use super::layer_network::{self as net, ETA_RANGE, INPUT, LIMITS, VALUE_WEIGHTS};
use super::lemma_c_2::ETA_OUTSIDE_WITH_ZERO as ETA_OUTSIDE;

/// The choices one MLP weight reads: identity or not, and a weight matrix.
const MLP_WEIGHT_CHOICES: usize = 1 + network::weight_choices(false);

const STATEMENT: &str = r"We remark that our proof can be straightforwardly generalized to the situation where the Self Attention Network also has MLP layers, similar to Section 3.2 in [30], by defining $X_{\ell}^{\ell_{0}}=f(B_{\ell}^{\ell_{0}})$ where $f$ is the MLP layer. Note that the Lipshitz property of $f$ will appear correspondingly in the final bound.";

/// The words the readings formalise.
const WORDS: &str = r"by defining $X_{\ell}^{\ell_{0}}=f(B_{\ell}^{\ell_{0}})$ where $f$ is the MLP layer. Note that the Lipshitz property of $f$ will appear correspondingly in the final bound.";

const SYMBOLS: &[Symbol] = &[
    Symbol::matrix("X_0", &["n", "d"], "the network's input"),
    Symbol::matrix_grid("W_q", &["L", "H", "d", "d"], "query weights, per layer and head"),
    Symbol::matrix_grid("W_k", &["L", "H", "d", "d"], "key weights, per layer and head"),
    Symbol::matrix_grid("W_v", &["L", "H", "d", "d"], "value weights, per layer and head"),
    Symbol::matrix_list("W_1", &["L", "d", "d"], "first MLP weights, per layer: f(Z) = ReLU(Z W_1) W_2"),
    Symbol::matrix_list("W_2", &["L", "d", "d"], "second MLP weights, per layer"),
    Symbol::number("eta", "the weight bound"),
    Symbol::number("phi_0", "the input bound"),
];

/// Which part of Lemma D.7.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    /// Per layer.
    One,
    /// Over the first ℓ layers.
    Two,
}

/// The growth per layer without the MLP.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Growth {
    /// 1 + Hη.
    Printed,
    /// 1 + dHη.
    WithD,
}

/// Lemma D.7 with an MLP after each layer, in one reading.
pub struct MlpGrowth {
    meta: Meta,
    part: Part,
    growth: Growth,
}

/// Why η ∈ (0, 1] is not needed by the repairs.
const ETA_ANY: &str = r"$\mathsf{softm}(X)$ is row-stochastic, so $\|B_{\ell+1}\|_\infty \le (1 + dH\eta)\|X_\ell\|_\infty$ for every $\eta \ge 0$ (above 1 too), and $\|f_\ell(Z)\|_\infty \le \lambda_\ell\|Z\|_\infty$";
/// Why a negative control of η ∈ (0, 1] draws no η < 0.
const ETA_NEGATIVE: &str = r"$\eta < 0$ cannot meet $\|W\|_\infty \le \eta$";

/// The claims in their readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    let meta = |reading, note, class, expected| {
        Meta::new(Paper::LargeWeights, "large-weights/remark-d.1", "Remark D.1", STATEMENT)
            .quote("Appendix D.1, Remark D.1", WORDS)
            .reading(reading, note)
            .class(class)
            .symbols(SYMBOLS)
            .cites(&["Lemma D.7"])
            .cases(200)
            .targeted(600)
            .expect(expected)
    };
    vec![
        Box::new(MlpGrowth {
            meta: meta(
                "growth-per-layer",
                r"Lemma D.7 Part 1 with the MLP (rebuilt: the remark prints no formula): $\|X_{\ell+1}\|_\infty \le \lambda_\ell (1 + H\eta)\|X_\ell\|_\infty$ for every layer; bias-free MLP $f_\ell(Z) = \mathrm{ReLU}(Z W_1) W_2$ after each layer, $\lambda_\ell$ the product of the largest column sums of $|W_1|$ and $|W_2|$; Lemma D.7's hypotheses with $\eta \in (0, 1]$.",
                ReadingClass::Reconstructed,
                Expected::Refuted,
            ),
            part: Part::One,
            growth: Growth::Printed,
        }),
        Box::new(MlpGrowth {
            meta: meta(
                "growth-per-layer-d-h-eta",
                r"Repair of growth-per-layer: the factor $1 + dH\eta$ ($d$ the feature dimension) in place of $1 + H\eta$, as in Lemma D.7's repair.",
                ReadingClass::Repair,
                // the default seed's verdict (an exact tie lhs = rhs no precision splits);
                // the 50-seed sweep is not refuted on some seeds and inconclusive on the
                // others (docs/figures/sweep.md); the Coq proof decides the reading
                Expected::Inconclusive,
            )
            .unneeded(ETA_RANGE, ETA_ANY)
            .unreachable_sides(ETA_RANGE, ETA_NEGATIVE)
            .unneeded(INPUT, r"Part 1 compares consecutive layers; $\phi_0$ does not enter it, so it holds whatever $\|X_0\|_\infty$ is")
            .proved_in_coq(),
            part: Part::One,
            growth: Growth::WithD,
        }),
        Box::new(MlpGrowth {
            meta: meta(
                "growth-over-layers",
                r"Lemma D.7 Part 2 with the MLP (rebuilt): $\|X_\ell\|_\infty \le \phi_0 \lambda_0 \cdots \lambda_{\ell-1} (1 + H\eta)^\ell$ for every layer; the network and $\lambda_\ell$ as in growth-per-layer.",
                ReadingClass::Reconstructed,
                Expected::Refuted,
            ),
            part: Part::Two,
            growth: Growth::Printed,
        }),
        Box::new(MlpGrowth {
            meta: meta(
                "growth-over-layers-d-h-eta",
                r"Repair of growth-over-layers: the factor $(1 + dH\eta)^\ell$ in place of $(1 + H\eta)^\ell$.",
                ReadingClass::Repair,
                Expected::NotRefuted,
            )
            .unneeded(ETA_RANGE, ETA_ANY)
            .unreachable_sides(ETA_RANGE, ETA_NEGATIVE)
            .proved_in_coq(),
            part: Part::Two,
            growth: Growth::WithD,
        }),
    ]
}

/// The MLP of one layer over `S`: f(Z) = ReLU(Z W₁) W₂.
fn layer_mlp<S: Scalar>(w1: &Array2<f64>, w2: &Array2<f64>) -> Mlp<S> {
    let d = w1.ncols();
    Mlp { w1: lift(w1), b1: Array1::from_elem(d, S::zero()), w2: lift(w2), b2: Array1::from_elem(w2.ncols(), S::zero()), scale: S::one() }
}

/// X₀, …, X_L of the network with MLPs. In `f64` (where results are shared), the network
/// [`tame`] computed last is remembered ([`remembered::mlp_network`]): the same numbers.
fn outputs<S: Scalar>(x0: &Array2<S>, layers: &[Vec<Head<S>>], mlps: &[Mlp<S>]) -> Vec<Array2<S>> {
    if remembered::shares_f64::<S>() {
        return remembered::mlp_network(x0, layers, mlps, || computed_outputs(x0, layers, mlps));
    }
    computed_outputs(x0, layers, mlps)
}

fn computed_outputs<S: Scalar>(x0: &Array2<S>, layers: &[Vec<Head<S>>], mlps: &[Mlp<S>]) -> Vec<Array2<S>> {
    let mut xs = vec![x0.clone()];
    for (heads, f) in layers.iter().zip(mlps) {
        let x = xs.last().expect("non-empty");
        let b = add(x, &multi_head(x, heads, &S::one()));
        xs.push(mlp(&b, f));
    }
    xs
}

/// The MLPs stored in `x`.
fn mlps<S: Scalar>(x: &Inputs) -> Vec<Mlp<S>> {
    x.matrices("W_1").into_iter().zip(x.matrices("W_2")).map(|(w1, w2)| layer_mlp(w1, w2)).collect()
}

/// λ_ℓ = ‖W₁‖_col‖W₂‖_col.
fn lipschitz<S: Scalar>(f: &Mlp<S>) -> S {
    max_column_sum(&f.w1) * max_column_sum(&f.w2)
}

/// Halves every W₂ while a layer output exceeds [`VALUE_LIMIT`] and scales every W_q down
/// while an attention score exceeds [`SCORE_LIMIT`] (as [`network::tame`] does for the
/// network without MLPs; at most 64 rounds, all exact). Value weight bounds are kept. The
/// network as tamed is remembered for [`outputs`], which computes it in the same
/// operations (debug builds compute it again and compare every bit).
fn tame(x0: &Array2<f64>, layers: &mut [Vec<Head<f64>>], w2: &mut [Array2<f64>], w1: &[Array2<f64>]) {
    for _ in 0..64 {
        let mut xs = vec![x0.clone()];
        let mut fs = Vec::with_capacity(layers.len());
        let (mut score, mut value): (f64, f64) = (0.0, 0.0);
        for ((heads, a), b) in layers.iter().zip(w1).zip(w2.iter()) {
            let x = xs.last().expect("X_0 first");
            // each head's scores X W_q W_kᵀ Xᵀ and output, computed once
            let outputs = head_outputs(x, heads, &1.0, |scores| score = scores.iter().fold(score, |m, &v| larger_magnitude(m, v)));
            let f = layer_mlp::<f64>(a, b);
            let next = mlp(&add(x, &sum_of_heads(outputs)), &f);
            value = next.iter().fold(value, |m, &v| larger_magnitude(m, v));
            xs.push(next);
            fs.push(f);
        }
        if value > VALUE_LIMIT {
            for m in w2.iter_mut() {
                m.mapv_inplace(|v| v / 2.0);
            }
        } else if score > SCORE_LIMIT {
            let k = if score.is_finite() { (score / SCORE_LIMIT).log2().ceil().max(1.0) as i32 } else { 64 };
            let f = 2f64.powi(-k);
            for h in layers.iter_mut().flatten() {
                h.w_q.mapv_inplace(|w| w * f);
            }
        } else {
            debug_assert!(
                {
                    let direct = computed_outputs(x0, layers, &fs);
                    direct.len() == xs.len() && direct.iter().zip(&xs).all(|(a, b)| remembered::same_matrix(a, b))
                },
                "the tamed network differs from the one outputs computes"
            );
            if remembered::sharing_f64() {
                remembered::mlp_network(x0, layers, &fs, || xs);
            }
            return;
        }
    }
}

impl Claim for MlpGrowth {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let shape = Shape::draw(g, &LIMITS);
        // without η ∈ (0, 1]: the same draw or (one time in four) 8 times it
        let eta = network::eta(g, 6) * if g.keeps(ETA_RANGE) { 1.0 } else { ETA_OUTSIDE[g.pick(4)] };
        let pool = Pool::draw(g, shape.d);
        let bounds = Bounds { w_q: Bound::Free, w_k: Bound::Free, w_v: Bound::Eta(VALUE_WEIGHTS), extremes: false };
        let mut layers = network::layers(g, &pool, &shape, eta, &bounds);
        // the MLPs of the largest L layers are drawn, the leading L used; one choice makes
        // every MLP the first one's
        let shared = g.pick(2) == 0;
        let d = shape.d.get();
        let mlp_weight = |g: &mut Draw| {
            // the identity (the simplest: f = ReLU, λ = 1) or a drawn matrix
            let start = g.read();
            let identity = g.pick(2) == 0;
            let w = network::weight(g, &pool, 1.0, Bound::Free, false);
            debug_assert_eq!(g.read() - start, MLP_WEIGHT_CHOICES, "the choices of one MLP weight");
            if identity {
                Array2::eye(d)
            } else {
                w
            }
        };
        // replaying, the MLPs no layer uses are passed over, not computed
        let used = if shared { 1 } else { shape.layers.get() };
        let mut drawn: Vec<(Array2<f64>, Array2<f64>)> = Vec::new();
        for k in 0..shape.layers.max() {
            if k >= used && g.is_replaying() {
                g.pass_over(2 * MLP_WEIGHT_CHOICES);
            } else {
                drawn.push((mlp_weight(g), mlp_weight(g)));
            }
        }
        let chosen: Vec<(Array2<f64>, Array2<f64>)> =
            (0..shape.layers.get()).map(|k| drawn[if shared { 0 } else { k }].clone()).collect();
        let (w1, mut w2): (Vec<Array2<f64>>, Vec<Array2<f64>>) = chosen.into_iter().unzip();
        let x0 = network::free_input(g, &shape);
        tame(&x0, &mut layers, &mut w2, &w1);
        let phi0 = if g.keeps(INPUT) { max_abs_entry(x0.iter()) } else { g.number(Entries::nonnegative(4).coarse(6)) };
        network::keep_network(net::inputs(x0, &layers, eta, phi0).with("W_1", w1).with("W_2", w2), layers)
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        let (x0, layers, eta, phi0, _) = net::lifted::<S>(x);
        let mut h = net::weight_conditions(&layers, &eta, VALUE_WEIGHTS, net::value_weight);
        h.push(Condition::at_most(INPUT, max_abs_entry(x0.iter()), phi0));
        h.push(Condition::less(ETA_RANGE, S::zero(), eta.clone()));
        h.push(Condition::at_most(ETA_RANGE, eta, S::one()));
        h
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let (x0, layers, eta, phi0, h) = net::lifted::<S>(x);
        let fs = mlps::<S>(x);
        let d = x0.ncols();
        let factor = match self.growth {
            Growth::Printed => S::one() + S::int(h) * eta,
            Growth::WithD => S::one() + S::int(d * h) * eta,
        };
        let xs = outputs(&x0, &layers, &fs);
        let norms: Vec<S> = xs.iter().map(|m| max_abs_entry(m.iter())).collect();
        let lambdas: Vec<S> = fs.iter().map(lipschitz).collect();
        match self.part {
            Part::One => (0..layers.len())
                .map(|l| {
                    let rhs = lambdas[l].clone() * factor.clone() * norms[l].clone();
                    Inequality::at(Place::i("layer i maps X_(i-1) to X_i", l), norms[l + 1].clone(), rhs)
                })
                .collect(),
            Part::Two => {
                let mut product = phi0;
                (1..=layers.len())
                    .map(|l| {
                        product = product.clone() * lambdas[l - 1].clone() * factor.clone();
                        Inequality::at(Place::i("X_i", l - 1), norms[l].clone(), product.clone())
                    })
                    .collect()
            }
        }
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let (x0, layers, _, _, _) = net::lifted::<S>(x);
        let fs = mlps::<S>(x);
        let xs = outputs(&x0, &layers, &fs);
        Derived::new()
            .vector("lambda_l for l = 1..L", fs.iter().map(lipschitz))
            .vector("||X_l||_inf for l = 0..L", xs.iter().map(|m| max_abs_entry(m.iter())))
    }
}
