//! Lemma D.7 (each layer's norm is not increasing much), large-weights Appendix D.4.
//!
//! > If the following conditions hold
//! > • Let X₀ denote the input of first layer of neural network, and satisfy ‖X₀‖_∞ ≤ φ₀
//! > • For ℓ ∈ [L], we use X_ℓ to denote the ℓ-th layer output
//! > • Let ‖W_v‖_∞ ≤ η
//! > Then, we can show
//! > • Part 1. For any ℓ, ‖X_{ℓ+1}‖_∞ ≤ ‖X_ℓ‖_∞·(1 + Hη)
//! > • Part 2. For any ℓ, ‖X_ℓ‖_∞ ≤ φ₀·(1 + Hη)^ℓ
//!
//! * Hypotheses: the residual network of Definition 3.7 (L layers of H heads, no scale β,
//!   see [`super::layer_network`]); ‖W_v‖_∞ ≤ η for every head of every layer (W_q, W_k
//!   are not bounded by the lemma and are drawn free); ‖X₀‖_∞ ≤ φ₀; η ∈ (0, 1], which the
//!   readings add (the regime of Lemma C.2 and Theorem 5.3; a checked hypothesis, η up to
//!   8 without it, see [`ETA_OUTSIDE`]).
//! * Conclusion, Part 1: for ℓ = 0, …, L−1, ‖X_{ℓ+1}‖_∞ ≤ ‖X_ℓ‖_∞(1 + Hη);
//!   Part 2: for ℓ = 1, …, L, ‖X_ℓ‖_∞ ≤ φ₀(1 + Hη)^ℓ. ‖·‖_∞ is the entrywise maximum.
//!
//! The proof bounds ‖softm(X)XW_v‖_∞ by ‖softm(X)‖_∞‖X‖_∞‖W_v‖_∞, citing Fact 3.3's
//! second bullet (refuted, with the factor k of the inner dimension missing). Each
//! displayed step of the proof is a claim of its own ([`super::proofs::lemma_d_7`]); the
//! review names the first one the search refutes.
//!
//! Readings: `as-written`; `d-h-eta`, the repair with (1 + dHη) in place of (1 + Hη)
//! (the repair study's lhs/rhs grows with d; softm(X) is row-stochastic, so
//! ‖softm(X)XW_v‖_∞ ≤ ‖X‖_∞ · d‖W_v‖_∞).
//!
//! # In Coq
//!
//! Each reading's Coq statement is `coq/Statements/<Paper>/<name>.v` (`<name>` the reading's
//! Coq name, `coq::coq_name`): its header quotes the words, says how each hypothesis is
//! encoded and classifies every premise (printed, stated by the reading, or shown in the
//! verdict row). A reading proved for every size has its proof in `coq/Proofs/` and its
//! non-vacuity theorem in `coq/Satisfiable/`; `lemmacheck show <id>` prints the statement.

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Symbol};
use crate::generate::network::{self, Bound, Bounds, Pool, Shape};
use crate::generate::{Draw, Entries};
use crate::math::norms::max_abs_entry;
use crate::math::Scalar;

use super::layer_network::{self as net, ETA_RANGE, INPUT, LIMITS, VALUE_WEIGHTS};
use super::lemma_c_2::ETA_OUTSIDE_WITH_ZERO as ETA_OUTSIDE;

/// Lemma D.7 as printed (both parts).
const STATEMENT: &str = r"If the following conditions hold • Let $X_{0}$ denote the input of first layer of neural network, and satisfy $\|X_{0}\|_{\infty}\leq\phi_{0}$ • For $\ell\in[L]$, we use $X_{\ell}$ to denote the $\ell$-th layer output • Let $\|W_{v}\|_{\infty}\leq\eta$ Then, we can show • Part 1. For any $\ell$, $\|X_{\ell+1}\|_{\infty}\leq\|X_{\ell}\|_{\infty}\cdot(1+H\eta)$ • Part 2. For any $\ell$, $\|X_{\ell}\|_{\infty}\leq\phi_{0}\cdot(1+H\eta)^{\ell}$";

/// The parts' bullets.
const PART_1: &str = r"• Part 1. For any $\ell$, $\|X_{\ell+1}\|_{\infty}\leq\|X_{\ell}\|_{\infty}\cdot(1+H\eta)$";
const PART_2: &str = r"• Part 2. For any $\ell$, $\|X_{\ell}\|_{\infty}\leq\phi_{0}\cdot(1+H\eta)^{\ell}$";


/// Which part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// Part 1: ‖X_{ℓ+1}‖_∞ ≤ ‖X_ℓ‖_∞(1 + Hη).
    One,
    /// Part 2: ‖X_ℓ‖_∞ ≤ φ₀(1 + Hη)^ℓ.
    Two,
}

/// The growth factor per layer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Growth {
    /// 1 + Hη, as printed.
    Printed,
    /// 1 + dHη (repair).
    WithD,
}

/// Lemma D.7, one part in one reading.
pub struct LayerNormGrowth {
    meta: Meta,
    part: Part,
    growth: Growth,
    /// Whether the reading adds η ∈ (0, 1] (as-written does; the repair does not).
    eta_range: bool,
}

const SYMBOLS: &[Symbol] = net::SYMBOLS;

/// The claims in their readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    readings().into_iter().map(|r| Box::new(r) as Box<dyn Check>).collect()
}

/// Part `part` of Lemma D.7 in its reading `name` (the hypotheses the steps of its proof
/// are checked under, [`crate::claims::large_weights::proofs::lemma_d_7`]).
pub fn reading(part: Part, name: &str) -> LayerNormGrowth {
    readings().into_iter().find(|r| r.part == part && r.meta.reading == name).unwrap_or_else(|| panic!("Lemma D.7 {part:?} has no reading {name}"))
}

fn readings() -> Vec<LayerNormGrowth> {
    let mut out: Vec<LayerNormGrowth> = Vec::new();
    for (part, id, number, location, words, cites) in [
        (Part::One, "large-weights/lemma-d.7-p1", "Lemma D.7, Part 1", "Appendix D.4, Lemma D.7, Part 1", PART_1, &["Fact 3.3"][..]),
        (Part::Two, "large-weights/lemma-d.7-p2", "Lemma D.7, Part 2", "Appendix D.4, Lemma D.7, Part 2", PART_2, &["Lemma D.7 Part 1"][..]),
    ] {
        let cites: &'static [&'static str] = cites;
        let meta = |reading, note, expected, class| {
            Meta::new(Paper::LargeWeights, id, number, STATEMENT)
                .quote(location, words)
                .reading(reading, note)
                .class(class)
                .symbols(SYMBOLS)
                .cites(cites)
                .cases(200)
                .targeted(600)
                .expect(expected)
        };
        out.push(LayerNormGrowth {
            meta: meta(
                "as-written",
                r"Residual network of Definition 3.7 (no scale), $\|W_v\|_\infty \le \eta$ for every head of every layer, $W_q$ and $W_k$ free, $\|X_0\|_\infty \le \phi_0$; $\|\cdot\|_\infty$ entrywise; checked for every layer. The reading adds $\eta \in (0, 1]$ (the regime of Lemma C.2 and Theorem 5.3).",
                Expected::Refuted,
                ReadingClass::AsWritten,
            ),
            part,
            growth: Growth::Printed,
            eta_range: true,
        });
        let repaired = meta(
            "d-h-eta",
            r"Repair: the growth factor $1 + dH\eta$ ($d$ the feature dimension) in place of $1 + H\eta$; otherwise as-written, without the range $\eta \in (0, 1]$ that as-written adds ($\eta \ge 0$ follows from $\|W_v\|_\infty \le \eta$).",
            Expected::NotRefuted,
            ReadingClass::Repair,
        )
        .proved_in_coq();
        let repaired = match part {
            Part::One => repaired.unneeded(INPUT, r"Part 1 compares consecutive layers; $\phi_0$ does not enter it, so it holds whatever $\|X_0\|_\infty$ is"),
            Part::Two => repaired,
        };
        out.push(LayerNormGrowth {
            meta: repaired,
            part,
            growth: Growth::WithD,
            eta_range: false,
        });
    }
    out
}

impl Claim for LayerNormGrowth {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let shape = Shape::draw(g, &LIMITS);
        // without η ∈ (0, 1] (dropped by a control, or not a hypothesis of the reading):
        // the same draw, or zero, or 8 times it
        let inside = self.eta_range && g.keeps(ETA_RANGE);
        let eta = network::eta(g, 6) * if inside { 1.0 } else { ETA_OUTSIDE[g.pick(4)] };
        let pool = Pool::draw(g, shape.d);
        let bounds = Bounds { w_q: Bound::Free, w_k: Bound::Free, w_v: Bound::Eta(VALUE_WEIGHTS), extremes: false };
        let mut layers = network::layers(g, &pool, &shape, eta, &bounds);
        let x0 = network::free_input(g, &shape);
        network::tame(&x0, &mut layers);
        let phi0 = if g.keeps(INPUT) { max_abs_entry(x0.iter()) } else { g.number(Entries::nonnegative(4).coarse(6)) };
        network::keep_network(net::inputs(x0, &layers, eta, phi0), layers)
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        let (x0, layers, eta, phi0, _) = net::lifted::<S>(x);
        let mut h = net::weight_conditions(&layers, &eta, VALUE_WEIGHTS, net::value_weight);
        h.push(Condition::at_most(INPUT, max_abs_entry(x0.iter()), phi0));
        if self.eta_range {
            h.push(Condition::less(ETA_RANGE, S::zero(), eta.clone()));
            h.push(Condition::at_most(ETA_RANGE, eta, S::one()));
        }
        h
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let (x0, layers, eta, phi0, h) = net::lifted::<S>(x);
        let d = x0.ncols();
        let factor = match self.growth {
            Growth::Printed => S::one() + S::int(h) * eta,
            Growth::WithD => S::one() + S::int(d * h) * eta,
        };
        let xs = net::outputs(&x0, &layers);
        let norms: Vec<S> = xs.iter().map(|m| max_abs_entry(m.iter())).collect();
        match self.part {
            Part::One => (0..layers.len())
                .map(|l| Inequality::at(Place::i("layer i maps X_(i-1) to X_i", l), norms[l + 1].clone(), norms[l].clone() * factor.clone()))
                .collect(),
            Part::Two => (1..=layers.len())
                .map(|l| Inequality::at(Place::i("X_i", l - 1), norms[l].clone(), phi0.clone() * factor.powi(l as u32)))
                .collect(),
        }
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let (x0, layers, _, _, _) = net::lifted::<S>(x);
        let mut xs = net::outputs(&x0, &layers);
        let norms: Vec<S> = xs.iter().map(|m| max_abs_entry(m.iter())).collect();
        Derived::new().vector("||X_l||_inf for l = 0..L", norms).matrix("X_L", xs.pop().expect("X_0 at least"))
    }
}
