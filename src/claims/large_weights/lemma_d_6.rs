//! Lemma D.6 (one layer's Lipschitz property, instantiated), large-weights Appendix D.3.
//!
//! > If the following conditions hold
//! > • Let X_ℓ denote ℓ-th layer output
//! > • Let ‖W_q‖_∞, ‖W_k‖_∞, ‖W_v‖_∞ ≤ η
//! > • Let Y satisfy that ‖Y − X_ℓ‖_∞ ≤ 2‖X_ℓ‖_∞
//! > • ε_ℓ := 2ηφ₀(1 + Hη)^ℓ.
//! > Then, we can show
//! > • ‖softmv(X_ℓ) − softmv(Y)‖_∞ ≤ 3η(ε_ℓ² + 1)
//!
//! The context: X_ℓ is the ℓ-th layer output of the residual network of Definition 3.7 whose
//! weights are bounded by η and whose input has ‖X₀‖_∞ ≤ φ₀ (Definition A.2, which defines
//! φ₀ and ε_ℓ); softmv is a head with the bounded weights, i.e. softm(X W_q W_kᵀ Xᵀ) X W_v
//! (Definition A.1; no scale, as in the proof of Lemma D.5 it rests on). The network is
//! drawn with ℓ + 1 layers (ℓ = 1, …, 6): X_ℓ is the output of the first ℓ and the heads
//! of layer ℓ + 1 are the softmv instances; every head gives one inequality.
//!
//! * Hypotheses: every weight bounded by η; η ∈ (0, 1], which every reading adds (the
//!   regime of Lemma C.2 and Theorem 5.3; a checked hypothesis, η up to 8 without it, see
//!   [`ETA_OUTSIDE`]); ‖Y − X_ℓ‖_∞ ≤ 2‖X_ℓ‖_∞ (Y = X_ℓ + c·U with ‖U‖_∞ ≤ 1 and c from
//!   just below 2‖X_ℓ‖_∞ down to 2⁻¹⁶ of it, X_ℓ computed in `f64`; the certificate
//!   re-checks it).
//!   φ₀ is any bound ‖X₀‖_∞ ≤ φ₀ (Definition A.2); the bound of every reading grows with
//!   φ₀, so the statement for every such φ₀ is the statement at φ₀ = ‖X₀‖_∞, which is
//!   what is checked (φ₀ is not an input).
//! * Conclusion, `as-written`: ‖softmvᵢ(X_ℓ) − softmvᵢ(Y)‖_∞ ≤ 3η(ε_ℓ² + 1) for every head
//!   i of layer ℓ + 1. The printed bound has no factor ‖X_ℓ − Y‖_∞: the proof shows
//!   ≤ K₂‖X − Y‖_∞ and bounds K₂, then drops the factor.
//! * `times-distance` (alternative: the printed bound lacks the factor ‖X_ℓ − Y‖_∞ that
//!   the proof's first line has, so the conclusion's meaning changes between statement
//!   and proof): the bound the proof derives, 3η(ε_ℓ² + 1)‖X_ℓ − Y‖_∞, which is the
//!   "one layer is C-Lipschitz" step the proof of Theorem 5.3 uses.
//! * `times-distance-d-h-eta-times-d-fourth` (repair) of `times-distance`,
//!   d⁴·3η(ε_ℓ² + 1)‖X_ℓ − Y‖_∞ with ε_ℓ := 2ηφ₀(1 + dHη)^ℓ (Lemma D.7's repaired
//!   growth). **Argument.** Lemma D.5's Part 2 with its factor d³ (`times-d-cubed`, argued
//!   in that module) applies to X = X_ℓ and every head of layer ℓ + 1, whose hypothesis
//!   ‖Y − X_ℓ‖_∞ ≤ 2‖X_ℓ‖_∞ is this lemma's: ‖softmv(X_ℓ) − softmv(Y)‖_∞ ≤ d³K₂‖X_ℓ − Y‖_∞
//!   with K₂ = 12‖X_ℓ‖²‖W‖‖W_v‖ + ‖W_v‖ (entrywise maxima, W = W_qW_kᵀ). Each entry of W
//!   is a sum of d products of entries at most η, so ‖W‖_∞ ≤ dη², and ‖W_v‖_∞ ≤ η. By
//!   Lemma D.7's repaired growth (`d-h-eta`, argued) ‖X_ℓ‖_∞ ≤ φ₀(1 + dHη)^ℓ = ε_ℓ/(2η), so
//!   12‖X_ℓ‖²dη²·η ≤ 3dηε_ℓ². Hence K₂ ≤ η(3dε_ℓ² + 1) ≤ 3dη(ε_ℓ² + 1) and the left-hand
//!   side is at most d⁴·3η(ε_ℓ² + 1)‖X_ℓ − Y‖_∞. Neither η ≤ 1 nor anything about φ₀
//!   beyond ‖X₀‖_∞ ≤ φ₀ is used. The search draws d = base × 2ʳ up to 32 (see [`net::D_DOUBLINGS`]).
//! * `times-distance-d-h-eta-times-d-squared` (refuted repair candidate): the same bound
//!   with d² in place of d⁴. It was once recorded as a repair because it was the smallest
//!   power of d the search had not refuted, which is no evidence; the argument above gives
//!   d⁴ only. The count behind its failure: take ℓ = 1, H = 1, every weight η𝟙𝟙ᵀ and
//!   tokens X₀ = (x𝟙ᵀ, −x𝟙ᵀ, 0). The zero token's scores tie exactly and stay tied
//!   through the layer (by symmetry its output is 0), so its attention is uniform, and a
//!   tiny move Y = X_ℓ + c·U with U's zero row of one sign moves its scores by about
//!   2η²d³xc between the other two tokens, whose values differ by 2ηd‖X_ℓ‖_∞: the
//!   left-hand side grows like η³d⁴ against the right-hand side's d²η, and the ratio
//!   like d²/18 once ε_ℓ ≫ 1 (more with more pairs of opposite tokens). The generator
//!   draws that family by itself: X₀'s simplest structure is a tie structure
//!   ([`crate::generate::shapes::TIES`]: opposite tokens around a zero token), a corner
//!   case pairs it with every weight η𝟙𝟙ᵀ, and Y's simplest move is the tiniest. The
//!   certified minimal file is the reading's counterexample.

use ndarray::Array2;

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Symbol};
use crate::generate::bounds::dyadic_at_most;
use crate::generate::network::{self, Bounds, Limits, Pool, Shape};
use crate::generate::shapes::TIES;
use crate::generate::{Draw, Entries};
use crate::math::attention::softmv;
use crate::math::matrix::{lift, sub};
use crate::math::norms::max_abs_entry;
use crate::math::Scalar;

use super::layer_network::{self as net, Growth, ETA_RANGE, WEIGHTS};
use super::lemma_c_2::ETA_OUTSIDE_WITH_ZERO as ETA_OUTSIDE;

/// ℓ + 1 layers: ℓ = 1, …, 6.
const LIMITS: Limits = Limits { layers: (2, 7), ..net::LIMITS };

/// The repairs' dimensions: [`LIMITS`] with d up to 32 ([`net::D_DOUBLINGS`]): their
/// factors d² and d⁴ are at stake beyond d = 8.
const TILED: Limits = Limits { d_doublings: net::D_DOUBLINGS, ..LIMITS };

/// The hypothesis on Y.
const CLOSE: &str = "||Y - X_l||_inf <= 2 ||X_l||_inf";

const SYMBOLS: &[Symbol] = &[
    Symbol::matrix("X_0", &["n", "d"], "the network's input"),
    Symbol::matrix_grid("W_q", &["layers", "H", "d", "d"], "query weights: layers 1..l produce X_l, layer l+1 holds the softmv heads"),
    Symbol::matrix_grid("W_k", &["layers", "H", "d", "d"], "key weights, per layer and head"),
    Symbol::matrix_grid("W_v", &["layers", "H", "d", "d"], "value weights, per layer and head"),
    Symbol::number("eta", "the weight bound"),
    Symbol::matrix("Y", &["n", "d"], "a matrix with ||Y - X_l||_inf <= 2 ||X_l||_inf"),
];

const STATEMENT: &str = r"If the following conditions hold • Let $X_{\ell}$ denote $\ell$-th layer output • Let $\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$ • Let $Y$ satisfy that $\|Y-X_{\ell}\|_{\infty}\leq 2\|X_{\ell}\|_{\infty}$ • $\epsilon_{\ell}:=2\eta\phi_{0}(1+H\eta)^{\ell}$. Then, we can show • $\|\operatorname{\mathsf{softmv}}(X_{\ell})-\operatorname{\mathsf{softmv}}(Y)\|_{\infty}\leq 3\eta(\epsilon_{\ell}^{2}+1)$";

/// The first line of the proof: the bound with the factor ‖X − Y‖_∞ (`times-distance`).
const PROOF_BOUND: &str = r"$$\|\operatorname{\mathsf{softmv}}(X_{\ell})-\operatorname{\mathsf{softmv}}(Y)\|_{\infty}\leq K_{2}\cdot\|X-Y\|_{\infty}$$";
/// The printed conclusion (what the repair changes).
const CONCLUSION: &str = r"• $\|\operatorname{\mathsf{softmv}}(X_{\ell})-\operatorname{\mathsf{softmv}}(Y)\|_{\infty}\leq 3\eta(\epsilon_{\ell}^{2}+1)$";

/// Lemma D.6 in one reading.
pub struct InstantiatedLipschitz {
    meta: Meta,
    times_distance: bool,
    growth: Growth,
    /// A factor on the bound, as a function of d (1 as printed).
    factor: fn(usize) -> usize,
}

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    readings().into_iter().map(|r| Box::new(r) as Box<dyn Check>).collect()
}

/// Lemma D.6 in its reading `name` (`as-written`, ...): its generator and hypotheses, which
/// the displayed steps of its proof ([`super::proofs::lemma_d_6`]) call.
pub fn reading(name: &str) -> InstantiatedLipschitz {
    readings().into_iter().find(|r| r.meta.reading == name).unwrap_or_else(|| panic!("Lemma D.6 has no reading {name}"))
}

fn readings() -> Vec<InstantiatedLipschitz> {
    let meta = |reading, note, expected, (location, words), class| {
        Meta::new(Paper::LargeWeights, "large-weights/lemma-d.6", "Lemma D.6", STATEMENT)
            .quote(location, words)
            .reading(reading, note)
            .class(class)
            .symbols(SYMBOLS)
            .cites(&["Lemma D.5", "Lemma D.7"])
            .cases(200)
            .targeted(600)
            .expect(expected)
    };
    vec![
        InstantiatedLipschitz {
            meta: meta(
                "as-written",
                r"$X_\ell$ the output of $\ell$ layers of the bounded residual network (Definition A.2), $\mathrm{softmv}$ each head of layer $\ell+1$, no scale; the bound $3\eta(\varepsilon_\ell^2 + 1)$ as printed, without a factor $\|X_\ell - Y\|_\infty$. The reading adds $\eta \in (0, 1]$ (the regime of Lemma C.2 and Theorem 5.3).",
                Expected::Refuted,
                ("Appendix D.3, Lemma D.6", STATEMENT),
                ReadingClass::AsWritten,
            ),
            times_distance: false,
            growth: Growth::Printed,
            factor: |_| 1,
        },
        InstantiatedLipschitz {
            meta: meta(
                "times-distance",
                r"The printed bound has no factor $\|X_\ell - Y\|_\infty$, the proof's first line has it: the bound $3\eta(\varepsilon_\ell^2 + 1)\|X_\ell - Y\|_\infty$ (the Lipschitz form the proof of Theorem 5.3 uses); otherwise as-written, $\eta \in (0, 1]$ added.",
                Expected::Refuted,
                ("Appendix D.3, proof of Lemma D.6", PROOF_BOUND),
                ReadingClass::Alternative,
            )
            .fails_at(r"the first line, $\|\mathrm{softmv}(X_\ell) - \mathrm{softmv}(Y)\|_\infty \le K_2 \|X - Y\|_\infty$, which is Lemma D.5's Part 2, refuted as printed (its proof misses the inner dimension $d$ and the number of tokens $n$)")
            // its violations are rarer than as-written's: a larger budget finds them on every seed
            .cases(400)
            .targeted(2000),
            times_distance: true,
            growth: Growth::Printed,
            factor: |_| 1,
        },
        InstantiatedLipschitz {
            meta: meta(
                "times-distance-d-h-eta-times-d-fourth",
                r"Repair of times-distance: $3 d^4 \eta(\varepsilon_\ell^2 + 1)\|X_\ell - Y\|_\infty$ with $\varepsilon_\ell := 2\eta\phi_0 (1 + dH\eta)^\ell$ (Lemma D.7's repaired growth): Lemma D.5's Part 2 with its factor $d^3$, $\|W_q W_k^\top\|_\infty \le d\eta^2$ and $\|X_\ell\|_\infty \le \phi_0 (1 + dH\eta)^\ell$ give it (the module's argument); $\eta \in (0, 1]$ added as in as-written, not used by the argument.",
                // the default seed's verdict; the 50-seed sweep (docs/figures/sweep.md) is
                // inconclusive on a few seeds, each at exact ties lhs = rhs at a head that
                // no precision splits (ties at equal tokens are decided, see
                // math::attention::convex_rows); the Coq proof decides the reading
                Expected::NotRefuted,
                ("Appendix D.3, Lemma D.6", CONCLUSION),
                ReadingClass::Repair,
            )
            .proved_in_coq()
            .unneeded(CLOSE, r"when $\|Y - X_\ell\|_\infty > 2\|X_\ell\|_\infty$, $\|\mathsf{softmv}(X_\ell) - \mathsf{softmv}(Y)\|_\infty \le d\eta(\|X_\ell\|_\infty + \|Y\|_\infty) < 2d\eta\|X_\ell - Y\|_\infty < 3d^4\eta\|X_\ell - Y\|_\infty$ for every $d \ge 1$ ($\mathsf{softm}$ is row-stochastic)")
            .unneeded(ETA_RANGE, r"the argument uses $\|W\|_\infty \le \eta$ for each weight but not $\eta \le 1$, and at $\eta = 0$ every weight is 0 and both sides are 0")
            .unreachable_sides(ETA_RANGE, r"$\eta < 0$ cannot meet $\|W\|_\infty \le \eta$"),
            times_distance: true,
            growth: Growth::WithD,
            factor: |d| d * d * d * d,
        },
        InstantiatedLipschitz {
            meta: meta(
                "times-distance-d-h-eta-times-d-squared",
                r"Repair candidate of times-distance: $3 d^2 \eta(\varepsilon_\ell^2 + 1)\|X_\ell - Y\|_\infty$ with $\varepsilon_\ell := 2\eta\phi_0 (1 + dH\eta)^\ell$ (Lemma D.7's repaired growth); not argued (the argument gives $d^4$; the module's count says $d^2$ fails for large $d$); $\eta \in (0, 1]$ added as in as-written.",
                Expected::Refuted,
                ("Appendix D.3, Lemma D.6", CONCLUSION),
                ReadingClass::Repair,
            )
            .unneeded(CLOSE, r"when $\|Y - X_\ell\|_\infty > 2\|X_\ell\|_\infty$, $\|\mathsf{softmv}(X_\ell) - \mathsf{softmv}(Y)\|_\infty \le d\eta(\|X_\ell\|_\infty + \|Y\|_\infty) < 2d\eta\|X_\ell - Y\|_\infty < 3d^2\eta\|X_\ell - Y\|_\infty$ for every $d \ge 1$ ($\mathsf{softm}$ is row-stochastic)")
            .fails_at(r"the factor $d^2$: at a zero token whose attention scores tie, a tiny move $c$ of that token changes its scores by about $d^3 \eta^2 \|X_\ell\|_\infty c$, and the values it averages differ by about $2 d \eta \|X_\ell\|_\infty$, so the local Lipschitz constant grows like $d^4 \eta^3 \|X_\ell\|_\infty^2$")
            // the targeted phase climbs to its violations where the random phase misses them:
            // at 600 evaluations the sweep left seeds unrefuted that a longer climb refutes
            .targeted(6000),
            times_distance: true,
            growth: Growth::WithD,
            factor: |d| d * d,
        },
    ]
}

/// (X₀, layers, η, φ₀ = ‖X₀‖_∞, H) over `S`: the network of every reading (layers 1..ℓ
/// make X_ℓ, layer ℓ + 1 holds the softmv heads), with φ₀ the bound the readings check at.
pub fn lifted<S: Scalar>(x: &Inputs) -> net::Lifted<S> {
    let layers = network::shared_network::<S>(x);
    let h = layers.first().map_or(0, Vec::len);
    let x0: Array2<S> = lift(x.matrix("X_0"));
    let phi0 = max_abs_entry(x0.iter());
    (x0, layers, S::exact(x.number("eta")), phi0, h)
}

impl Claim for InstantiatedLipschitz {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let shape = Shape::draw(g, if self.growth == Growth::WithD { &TILED } else { &LIMITS });
        // without η ∈ (0, 1]: the same draw or (one time in four) 8 times it
        let eta = network::eta(g, 4) * if g.keeps(ETA_RANGE) { 1.0 } else { ETA_OUTSIDE[g.pick(4)] };
        let pool = Pool::draw(g, shape.d);
        let mut layers = network::layers(g, &pool, &shape, eta, &Bounds::all(WEIGHTS));
        // X₀ is free: a structured matrix (tokens +, −, 0 among the structures: the zero
        // token's scores tie exactly, and Y breaks the tie)
        let entries = Entries::signed(network::FREE_EXPONENT).coarse(network::LEVELS);
        // half the time (and as the simplest choice) a tie structure only: a zero token
        // whose scores tie exactly among tokens symmetric about it, where the local
        // Lipschitz constant peaks; a corner case pairs it with every weight η·11ᵀ
        let x0 = if g.pick(2) == 0 { g.matrix_among(TIES, shape.n, shape.d, entries) } else { g.matrix(shape.n, shape.d, entries) };
        // only the layers that make X_l: the last layer's scores are the claim's subject
        let depth = layers.len() - 1;
        network::tame(&x0, &mut layers[..depth]);
        let xl = net::outputs(&x0, &layers[..depth]).pop().expect("X_l");
        let saturate = g.pick(2) == 0;
        let u = g.matrix(shape.n, shape.d, Entries::signed_bounded(network::BOUNDED_EXPONENT).coarse(network::LEVELS));
        let u = if saturate { u.mapv(|v| if v < 0.0 { -1.0 } else { 1.0 }) } else { u };
        let keeps_close = g.keeps(CLOSE);
        let free = g.matrix_if_used(!keeps_close, shape.n, shape.d, Entries::signed(4).coarse(network::LEVELS));
        // Y = X_l + c U with c just below 2||X_l|| times u 2^-k (u in (0, 1], 0 <= k <= 16):
        // from the boundary of the hypothesis down to tiny perturbations; the simplest
        // choice is the tiniest, 2^-16 (a move that breaks a tie in the scores and leaves
        // every other token's attention where it was: the local Lipschitz constant)
        let tiny = g.pick(2) == 0;
        let k = g.power_of_two(16).min(1.0);
        let small = network::fraction(g) * if tiny { 2f64.powi(-16) } else { k };
        let y = if keeps_close {
            let c = dyadic_at_most(2.0 * max_abs_entry(xl.iter()), 20).unwrap_or(0.0) * small;
            &xl + &(u * c)
        } else {
            free.expect("drawn: a control without the hypothesis uses it")
        };
        network::keep_network(network::with_network(Inputs::new().with("X_0", x0), &layers).with("eta", eta).with("Y", y), layers)
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        let (x0, layers, eta, _, _) = lifted::<S>(x);
        let mut h = net::weight_conditions(&layers, &eta, WEIGHTS, net::all_weights);
        h.push(Condition::less(ETA_RANGE, S::zero(), eta.clone()));
        h.push(Condition::at_most(ETA_RANGE, eta.clone(), S::one()));
        let xl = net::outputs(&x0, &layers[..layers.len() - 1]).pop().expect("X_l");
        let y: Array2<S> = lift(x.matrix("Y"));
        h.push(Condition::at_most(CLOSE, max_abs_entry(sub(&y, &xl).iter()), S::exact(2.0) * max_abs_entry(xl.iter())));
        h
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let (x0, layers, eta, phi0, h) = lifted::<S>(x);
        let depth = layers.len() - 1;
        let xl = net::outputs(&x0, &layers[..depth]).pop().expect("X_l");
        let y: Array2<S> = lift(x.matrix("Y"));
        let e = self.growth.epsilon(&eta, &phi0, h, xl.ncols(), depth as u32);
        let mut rhs = S::int((self.factor)(xl.ncols())) * S::exact(3.0) * eta.clone() * (e.clone() * e + S::one());
        if self.times_distance {
            rhs = rhs * max_abs_entry(sub(&xl, &y).iter());
        }
        layers[depth]
            .iter()
            .enumerate()
            .map(|(i, head)| {
                let lhs = max_abs_entry(sub(&softmv(&xl, head, &S::one()), &softmv(&y, head, &S::one())).iter());
                Inequality::at(Place::i("head of layer l+1", i), lhs, rhs.clone())
            })
            .collect()
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let (x0, layers, eta, phi0, h) = lifted::<S>(x);
        let depth = layers.len() - 1;
        let xl = net::outputs(&x0, &layers[..depth]).pop().expect("X_l");
        let d = xl.ncols();
        Derived::new().count("l", depth).number("eps_l", self.growth.epsilon(&eta, &phi0, h, d, depth as u32)).matrix("X_l", xl)
    }
}
