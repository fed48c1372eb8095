//! The explicit bound derived in the proof of Theorem 5.3, large-weights Appendix D.1.
//!
//! > Therefore for L layers we have
//! > ‖softmv_L(B⁰_L) − softmv_L(B^L_L)‖_∞ ≤ (C^L + ⋯ + C + 1)δ
//!
//! with, from the same proof and Remark D.2: ε_ℓ = 2ηφ₀(1 + Hη)^ℓ ∈ (0, 1) (Definition
//! A.2), δ := max_{ℓ∈[L]} 2g(2Hε_ℓ), g(ε) = 2(e^ε − 1), C := max_{ℓ∈[L]} 3η(ε_ℓ² + 1),
//! and the hypotheses the proof works under: every weight of every head of every layer
//! bounded by η ∈ (0, 1], ‖X₀‖_∞ ≤ φ₀.
//!
//! **Claim id.** The inequality is not numbered; it is the conclusion the proof in Section
//! D.1 reaches, and DESIGN.md's kind `claim` is for such statements inside a proof, so the
//! id is `large-weights/claim-d.1` (kind `claim`, number = the section it is printed in).
//!
//! **Objects.** B^{ℓ₀}_ℓ is defined in the proof (see
//! [`crate::math::layer_collapse`]); softmv_ℓ is applied to B_ℓ, the output of layer ℓ,
//! so it is a head of the *next* layer, as in Lemma C.1 (softmv₂ after the layer whose
//! heads make B), which the proof invokes. The network therefore has L layers followed by
//! a read-out layer of H heads (weights bounded by η as well), and every read-out head
//! gives one inequality. No scale β (Definitions 3.6, 3.7).
//!
//! Readings (what B⁰_L and B^L_L are). The printed cases of B^{ℓ₀}_ℓ contradict the
//! sentence that follows them ("Note that the notation B⁰_L means we have residual in
//! every layer, whereas the notation B^{ℓ₀}_L means we don't have a residual connection
//! from layer ℓ₀ to layer L"); the reading that agrees with that printed sentence is the
//! printed one:
//! * `as-written`: the sentence after the definition and the step that invokes Lemma C.1
//!   (a layer with and without its heads): layers ℓ ≤ ℓ₀ keep only the skip connection,
//!   so B⁰_L = X_L (the residual network, "residual in every layer") and B^L_L = X₀
//!   ("residual" read as the attention branch, the only sense in which the sentence is
//!   consistent with itself);
//! * `printed-cases` (alternative): the printed cases — B^{ℓ₀}_ℓ = X^{ℓ₀}_{ℓ−1} + Σᵢ A if
//!   ℓ ≤ ℓ₀, Σᵢ A otherwise — so B⁰_L is the network **without** skip connections and
//!   B^L_L the residual network X_L.
//!
//! Swapping the printed cases gives the same inequality as `printed-cases` (the norm of a
//! difference is symmetric), so it is not a separate reading.
//!
//! * `d-h-eta` and `printed-cases-d-h-eta` (repairs): ε_ℓ := 2ηφ₀(1 + dHη)^ℓ (the
//!   growth per layer the network has, Lemma D.7's repaired reading) in the hypothesis
//!   ε_ℓ < 1, in δ and in C. For d ≤ 8H they hold for a simple reason, not by the
//!   proof's chain: both networks have ‖B_L‖_∞ ≤ φ₀(1 + dHη)^L, a head's output is at most
//!   dη times its input's norm, so the left-hand side is at most dε_L, while
//!   δ ≥ 2g(2Hε_L) ≥ 8Hε_L ≥ dε_L. Beyond d = 8H the argument says nothing and the bound
//!   dε_L outgrows δ by a factor of about d/(8H): neither reading is argued there, and
//!   the repairs' generator draws d up to 32 (tiled, see [`Draw::dim_tiled`]) and η far
//!   below 1. Both fail there, and the search finds both:
//!   - `printed-cases-d-h-eta`: with n = L = H = 1, X₀ = φ₀𝟙ᵀ and every W_v = η𝟙𝟙ᵀ,
//!     B⁰₁ = X₀W_v and B¹₁ = X₀ + X₀W_v differ by X₀, the left-hand side is dηφ₀ and the
//!     right-hand side (1 + C)·4(e^{2ε₁} − 1) ≥ 16ηφ₀(1 + dη), a ratio
//!     d/(16(1 + dη)(1 + 3η)) that exceeds 1 for d > 16 and η small;
//!   - `d-h-eta`: with n = 1 softmv is X ↦ XW_v, and with every weight η𝟙𝟙ᵀ and
//!     X₀ = φ₀𝟙ᵀ the read-out difference is (X_L − X₀)W_v, of size about
//!     φ₀((1 + dη)^L − 1)dη, against δ ≈ 16ηφ₀(1 + dη)^L: a ratio that approaches
//!     d/16 as dη grows with ε_L small, divided by C^L + ⋯ + 1; above 1 for d large
//!     enough (the file gives the smallest case the search found).
//!   Neither is a repair: `docs/repairs.md` lists them as refuted repair candidates.
//!
//! The statement is the printed bound; δ, C and ε_ℓ are defined earlier in the same proof
//! (ε_ℓ by Definition A.2).

use ndarray::Array2;

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Symbol};
use crate::generate::network::Limits;
use crate::generate::Draw;
use crate::math::attention::{softmv, Head};
use crate::math::layer_collapse::{g, geometric_sum, hybrid, Skips};
use crate::math::scalar::maximum;
use crate::math::matrix::sub;
use crate::math::norms::max_abs_entry;
use crate::math::Scalar;

use super::layer_network::{self as net, Growth};
use super::lemma_c_2::{generate_network_within, network_hypotheses, ETA_OUTSIDE};


const SYMBOLS: &[Symbol] = &[
    Symbol::matrix("X_0", &["n", "d"], "the network's input"),
    Symbol::matrix_grid("W_q", &["layers", "H", "d", "d"], "query weights: layers 1..L, then the read-out layer of softmv_L"),
    Symbol::matrix_grid("W_k", &["layers", "H", "d", "d"], "key weights, per layer and head"),
    Symbol::matrix_grid("W_v", &["layers", "H", "d", "d"], "value weights, per layer and head"),
    Symbol::number("eta", "the weight bound"),
    Symbol::number("phi_0", "the input bound"),
];

/// The statement's number: the bound the proof of Theorem 5.3 ends in (the review names it).
pub const NUMBER: &str = "Proof of Theorem 5.3 (Appendix D.1), final bound";

const STATEMENT: &str = r"Therefore for $L$ layers we have $$\|\operatorname{\mathsf{softmv}}_{L}(B^{0}_{L})-\operatorname{\mathsf{softmv}}_{L}(B^{L}_{L})\|_{\infty}\leq(C^{L}+\cdots+C+1)\delta$$";

/// The sentence after the definition of B, which `as-written` follows.
const NOTATION: &str = r"Note that the notation $B^{0}_{L}$ means we have residual in every layer, whereas the notation $B^{\ell_{0}}_{L}$ means we don’t have a residual connection from layer $\ell_{0}$ to layer $L$.";
/// The printed cases of B^{ℓ₀}_ℓ (`printed-cases`).
const CASES: &str = r"$${B}_{\ell}^{\ell_{0}}=\begin{cases}{X}_{\ell-1}^{\ell_{0}}+\sum_{i=1}^{H}A_{\ell-1,i}^{\ell_{0}},&\mathrm{if}\ell\leq\ell_{0};\\ \sum_{i=1}^{H}A_{\ell-1,i}^{\ell_{0}}&\mathrm{otherwise}.\end{cases}$$";
/// ε_ℓ and δ as printed (what the repairs change).
const EPSILON: &str = r"Let $\epsilon_{\ell}$ be defined as Definition A.2. Let $\delta:=\max_{\ell\in[L]}2g(2H\epsilon_{\ell})$.";

/// The bound in one reading.
pub struct CollapseBound {
    meta: Meta,
    skips: Skips,
    growth: Growth,
    /// The fewest layers L the generator draws (1: every depth of [`net::LIMITS`]); the
    /// steps of the proof that are about layer 2 or 3 draw at least that many
    /// ([`CollapseBound::with_layers_at_least`]).
    min_layers: usize,
}

/// (δ, C) = (max_{ℓ∈[L]} 2g(2Hε_ℓ), max_{ℓ∈[L]} 3η(ε_ℓ² + 1)) for ε_ℓ of `growth`.
fn delta_and_c<S: Scalar>(growth: Growth, eta: &S, phi0: &S, h: usize, d: usize, l: usize) -> (S, S) {
    let eps: Vec<S> = (1..=l).map(|k| growth.epsilon(eta, phi0, h, d, k as u32)).collect();
    let delta = maximum(eps.iter().map(|e| S::exact(2.0) * g(&(S::exact(2.0) * S::int(h) * e.clone())))).expect("L >= 1");
    let c = maximum(eps.iter().map(|e| S::exact(3.0) * eta.clone() * (e.clone() * e.clone() + S::one()))).expect("L >= 1");
    (delta, c)
}

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    readings().into_iter().map(|r| Box::new(r) as Box<dyn Check>).collect()
}

/// The bound in its reading `name`: its hypotheses are a generator that the displayed
/// steps of the proof call ([`crate::claims::large_weights::proofs::theorem_5_3`]).
pub fn reading(name: &str) -> CollapseBound {
    readings().into_iter().find(|r| r.meta.reading == name).unwrap_or_else(|| panic!("claim-d.1 has no reading {name}"))
}

impl CollapseBound {
    /// The same reading with networks of at least `layers` layers L (the generator draws L
    /// from `layers` up to [`net::LIMITS`]' largest instead of from 1; nothing else changes).
    pub fn with_layers_at_least(mut self, layers: usize) -> CollapseBound {
        assert!(layers >= 1 && layers <= net::LIMITS.layers.1, "claim-d.1 draws L from 1 to {}", net::LIMITS.layers.1);
        self.min_layers = layers;
        self
    }

    /// B^{ℓ₀}_ℓ of the reading's network (L layers, then the read-out layer) with input
    /// `x0`: the output of layer ℓ of the network with B^{ℓ₀} (see
    /// [`crate::math::layer_collapse::hybrid`]); ℓ ≤ L.
    pub fn b<S: Scalar>(&self, x0: &Array2<S>, layers: &[Vec<Head<S>>], l0: usize, l: usize) -> Array2<S> {
        self.outputs(x0, layers, l0, l).pop().expect("X^{l0}_l")
    }

    /// X^{ℓ₀}_0 = X₀, X^{ℓ₀}_1 = B^{ℓ₀}_1, …, X^{ℓ₀}_ℓ = B^{ℓ₀}_ℓ of the reading's network with
    /// input `x0`, for ℓ = `upto` ≤ L.
    pub fn outputs<S: Scalar>(&self, x0: &Array2<S>, layers: &[Vec<Head<S>>], l0: usize, upto: usize) -> Vec<Array2<S>> {
        hybrid(x0, &layers[..upto], l0, self.skips, &S::one())
    }

    /// (δ, C) at `x` for the reading's ε_ℓ: (max_{ℓ∈[L]} 2g(2Hε_ℓ), max_{ℓ∈[L]} 3η(ε_ℓ² + 1)).
    pub fn delta_and_c<S: Scalar>(&self, x: &Inputs) -> (S, S) {
        let (x0, layers, eta, phi0, h) = net::lifted::<S>(x);
        delta_and_c(self.growth, &eta, &phi0, h, x0.ncols(), layers.len() - 1)
    }

    /// ε_ℓ for ℓ = 1, …, L at `x`, the reading's.
    pub fn epsilons<S: Scalar>(&self, x: &Inputs) -> Vec<S> {
        let (x0, layers, eta, phi0, h) = net::lifted::<S>(x);
        (1..layers.len()).map(|k| self.growth.epsilon(&eta, &phi0, h, x0.ncols(), k as u32)).collect()
    }
}

fn readings() -> Vec<CollapseBound> {
    // the violations need d >= 5, L >= 4, coherent weights and a small phi_0 (about one
    // random case in two thousand): the refuted readings get a larger budget
    let meta = |reading, note, expected: Expected, words, class| {
        let (cases, targeted) = if expected == Expected::Refuted { (3000, 6000) } else { (300, 1000) };
        Meta::new(Paper::LargeWeights, "large-weights/claim-d.1", NUMBER, STATEMENT)
            .quote("Appendix D.1, proof of Theorem 5.3", words)
            .reading(reading, note)
            .class(class)
            .symbols(SYMBOLS)
            .cites(&["Lemma C.1", "Lemma D.5", "Definition A.2"])
            .cases(cases)
            .targeted(targeted)
            .expect(expected)
    };
    vec![
        CollapseBound {
            meta: meta(
                "as-written",
                r"$B$ as the sentence after its definition says ($B^0_L$: residual in every layer) and as the step citing Lemma C.1 uses it: $B^{\ell_0}$ removes the attention of layers $1, \ldots, \ell_0$ and keeps their skip connections, so $B^0_L = X_L$ and $B^L_L = X_0$; $\mathrm{softmv}_L$ each head of a read-out layer after layer $L$; $\delta$, $C$ and $\varepsilon_\ell$ (Definition A.2) as printed; every weight bounded by $\eta \in (0, 1]$, $\|X_0\|_\infty \le \phi_0$, $\varepsilon_\ell \in (0, 1)$; no scale.",
                Expected::Refuted,
                NOTATION,
                ReadingClass::AsWritten,
            ),
            skips: Skips::AttentionRemoved,
            growth: Growth::Printed,
            min_layers: 1,
        },
        CollapseBound {
            meta: meta(
                "printed-cases",
                r"$B$ by its printed cases, which contradict the sentence after them: $B^0_L$ the network without skip connections, $B^L_L$ the residual network $X_L$; otherwise as-written.",
                Expected::Refuted,
                CASES,
                ReadingClass::Alternative,
            ),
            skips: Skips::Printed,
            growth: Growth::Printed,
            min_layers: 1,
        },
        CollapseBound {
            meta: meta(
                "d-h-eta",
                r"Repair candidate of as-written: $\varepsilon_\ell := 2\eta\phi_0 (1 + dH\eta)^\ell$ (the growth per layer Lemma D.7 allows, its reading d-h-eta) in the hypothesis $\varepsilon_\ell \in (0, 1)$, in $\delta$ and in $C$; otherwise as-written. It fails beyond $d = 16H$ (the ratio grows like $d/(16H)$).",
                Expected::Refuted,
                EPSILON,
                ReadingClass::Repair,
            ),
            skips: Skips::AttentionRemoved,
            growth: Growth::WithD,
            min_layers: 1,
        },
        CollapseBound {
            meta: meta(
                "printed-cases-d-h-eta",
                r"Repair candidate of printed-cases: $\varepsilon_\ell := 2\eta\phi_0 (1 + dH\eta)^\ell$ in the hypothesis, in $\delta$ and in $C$, as in d-h-eta; otherwise printed-cases. It fails beyond $d = 16H$ (the ratio approaches $d/(16H)$ as $\eta \to 0$).",
                Expected::Refuted,
                EPSILON,
                ReadingClass::Repair,
            ),
            skips: Skips::Printed,
            growth: Growth::WithD,
            min_layers: 1,
        },
    ]
}

impl Claim for CollapseBound {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        // L from `min_layers` (1 for the claim itself)
        let deep = |limits: Limits| Limits { layers: (limits.layers.0.max(self.min_layers), limits.layers.1), ..limits };
        match self.growth {
            // the repairs' factor is at stake beyond d = 8H and at dHη ≪ 1: d up to 4 × 8, η far below 1
            Growth::WithD => generate_network_within(g, &deep(net::TILED), true, true, self.growth, ETA_OUTSIDE),
            _ => generate_network_within(g, &deep(net::LIMITS), false, true, self.growth, ETA_OUTSIDE),
        }
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        network_hypotheses(x, x.matrix_grid("W_q").len() - 1, self.growth)
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let (x0, layers, eta, phi0, h) = net::lifted::<S>(x);
        let l = layers.len() - 1;
        let body = &layers[..l];
        let b_first = hybrid(&x0, body, 0, self.skips, &S::one()).pop().expect("B^0_L");
        let b_last = hybrid(&x0, body, l, self.skips, &S::one()).pop().expect("B^L_L");
        let (delta, c) = delta_and_c(self.growth, &eta, &phi0, h, x0.ncols(), l);
        let rhs = geometric_sum(&c, l as u32) * delta;
        layers[l]
            .iter()
            .enumerate()
            .map(|(i, head)| {
                let lhs = max_abs_entry(sub(&softmv(&b_first, head, &S::one()), &softmv(&b_last, head, &S::one())).iter());
                Inequality::at(Place::i("read-out head", i), lhs, rhs.clone())
            })
            .collect()
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let (x0, layers, eta, phi0, h) = net::lifted::<S>(x);
        let l = layers.len() - 1;
        let body = &layers[..l];
        let d = x0.ncols();
        let (delta, c) = delta_and_c(self.growth, &eta, &phi0, h, d, l);
        Derived::new()
            .vector("eps_l for l = 1..L", (1..=l).map(|k| self.growth.epsilon(&eta, &phi0, h, d, k as u32)))
            .number("delta", delta)
            .number("C", c)
            .matrix("B^0_L", hybrid(&x0, body, 0, self.skips, &S::one()).pop().expect("B^0_L"))
            .matrix("B^L_L", hybrid(&x0, body, l, self.skips, &S::one()).pop().expect("B^L_L"))
    }
}
