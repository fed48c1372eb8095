//! Multi-head, multi-layer self-attention networks (Definitions 3.6, 3.7 and A.2 of
//! large-weights) whose weight bounds hold **by construction**.
//!
//! A network has L layers of H heads; head i of layer ℓ has weights W_q, W_k, W_v ∈ ℝᵈˣᵈ
//! and acts on X ∈ ℝⁿˣᵈ (see [`crate::math::attention`]). Definition A.2 bounds every
//! weight matrix of every head of every layer, ‖W‖_∞ ≤ η, and the input, ‖X₀‖_∞ ≤ φ₀.
//! This module draws such networks from a [`Draw`]:
//!
//! * [`Shape::draw`]: the dimensions n, d, H, L (named `n`, `d`, `H`, `L`), drawn first so
//!   that shrinking reaches the smallest network;
//! * [`eta`]: a bound η ∈ (0, 1], a short dyadic (so η·u is exact in `f64`); [`eta_with`]
//!   also far below 1 (2^−[`EXTREME`] more, one time in four);
//! * [`Pool`] and [`weight`]: one weight matrix. Drawing an independent d × d block for
//!   each of the up to 3·H·L matrices would make a case thousands of choices long, and
//!   every choice costs shrinking time; instead each matrix is built from one of
//!   [`TEMPLATES`] shared d × d templates T (entries in [−1, 1] on a 2⁻⁶ grid) by a
//!   structure, a sign and a scale (four choices per matrix):
//!
//!   | structure | U |
//!   |---|---|
//!   | `Ones` | all entries 1 (the simplest: shrinking ends in W = ±η·11ᵀ where it can) |
//!   | `Saturated` | sign(Tᵢⱼ) (0 counts as +): every entry on the boundary ±1 |
//!   | `Dense` | T |
//!   | `RankOne` | Tᵢ₁ T₁ⱼ |
//!   | `Diagonal` | diag(T₁₁, …, T_dd) |
//!   | `Zero` | 0 |
//!   | `SignRankOne` | sign(Tᵢ₁)·sign(T₁ⱼ) (0 counts as +): a sign pattern of rank one |
//!
//!   and W = ±s·η·U with s = 2^{−k} ≤ 1 when the bound is kept, so ‖W‖_∞ ≤ η exactly
//!   (‖U‖_∞ ≤ 1 and the product of two short dyadics is exact). When the bound is not a
//!   hypothesis ([`Bound::Free`]) or a negative control drops it, W = ±2ᵏ·U with
//!   |k| ≤ [`FREE_EXPONENT`] instead. With [`Bounds::with_extremes`] one more choice
//!   divides the scale by 2^[`EXTREME`] one time in four (attention scores far below 1;
//!   far above 1 needs no extreme weights: the free scales and inputs already reach
//!   scores of thousands, which [`tame`] limits in networks);
//! * [`layers`]: the heads of all layers (the largest H × L are always drawn, the leading
//!   ones used: the footprint does not depend on drawn values), independent or all equal
//!   ([`Coherence`]);
//! * [`bounded_input`] / [`free_input`]: X₀ with ‖X₀‖_∞ ≤ φ₀ (X₀ = φ₀·U, ‖U‖_∞ ≤ 1) or
//!   free.
//!
//! [`with_network`] stores the weights as the matrix grids `W_q`, `W_k`, `W_v`
//! (layers × heads × d × d) of a claim's inputs, and [`network`] reads them back as
//! [`Head`]s over any scalar type.

use std::any::Any;
use std::cell::OnceCell;
use std::sync::Arc;

use ndarray::Array2;

use crate::claim::Inputs;
use crate::math::attention::{head_outputs, remember, sum_of_heads, Head};
use crate::math::matrix::{add, lift};
use crate::math::norms::abs_entry_sum;
use crate::math::remembered::same_layers;
use crate::math::Scalar;

use super::choice::UnitRange;
use super::draw::{Dim, Draw, Units};
use super::shapes::{dominant, tiled, Entries, EXTREME};

/// Number of shared weight templates.
pub const TEMPLATES: usize = 3;
/// Template entries are multiples of 2^-LEVELS.
pub const LEVELS: u32 = 6;
/// Largest |k| of a bounded matrix's scale 2⁻ᵏ (small, so that the boundary scale 1 is common).
pub const BOUNDED_EXPONENT: u32 = 2;
/// Largest |k| of an unbounded matrix's scale 2ᵏ.
pub const FREE_EXPONENT: u32 = 4;
/// Number of weight structures (see the module documentation).
const STRUCTURES: usize = 7;
/// One scale choice in this many is extreme (far below), when extremes are drawn.
const EXTREME_ONE_IN: usize = 4;

/// Smallest and largest value of each dimension.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Tokens n.
    pub n: (usize, usize),
    /// Features d.
    pub d: (usize, usize),
    /// Heads per layer H.
    pub heads: (usize, usize),
    /// Layers L.
    pub layers: (usize, usize),
    /// d is tiled up to 2^this many times (see [`Draw::dim_tiled`]); 0: not tiled (no
    /// choice is drawn for it).
    pub d_doublings: u32,
}

/// The drawn dimensions of a network.
#[derive(Clone, Copy, Debug)]
pub struct Shape {
    /// Tokens n.
    pub n: Dim,
    /// Features d.
    pub d: Dim,
    /// Heads per layer H.
    pub heads: Dim,
    /// Layers L.
    pub layers: Dim,
}

impl Shape {
    /// Draws n, d, H, L (in that order, named `n`, `d`, `H`, `L`).
    pub fn draw(g: &mut Draw, limits: &Limits) -> Shape {
        let n = g.dim("n", limits.n.0, limits.n.1);
        let d = match limits.d_doublings {
            0 => g.dim("d", limits.d.0, limits.d.1),
            r => g.dim_tiled("d", limits.d.0, limits.d.1, r),
        };
        let heads = g.dim("H", limits.heads.0, limits.heads.1);
        let layers = g.dim("L", limits.layers.0, limits.layers.1);
        Shape { n, d, heads, layers }
    }
}

/// How the entries of one kind of weight matrix are bounded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// ‖W‖_∞ ≤ η for every head of every layer: the hypothesis with this name (a negative
    /// control may drop it).
    Eta(&'static str),
    /// Not bounded by any hypothesis.
    Free,
}

/// The bounds of W_q, W_k and W_v, and whether their scales may be extreme.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    /// Bound of W_q.
    pub w_q: Bound,
    /// Bound of W_k.
    pub w_k: Bound,
    /// Bound of W_v.
    pub w_v: Bound,
    /// Whether a weight's scale is also divided by 2^[`EXTREME`] one time in four (one
    /// more choice per weight; see the module documentation).
    pub extremes: bool,
}

impl Bounds {
    /// Every weight matrix bounded by η under the one hypothesis `name`.
    pub const fn all(name: &'static str) -> Bounds {
        Bounds { w_q: Bound::Eta(name), w_k: Bound::Eta(name), w_v: Bound::Eta(name), extremes: false }
    }
    /// No weight matrix bounded.
    pub const fn free() -> Bounds {
        Bounds { w_q: Bound::Free, w_k: Bound::Free, w_v: Bound::Free, extremes: false }
    }
    /// The same bounds, with extreme scales drawn as well.
    pub const fn with_extremes(self) -> Bounds {
        Bounds { extremes: true, ..self }
    }
}

/// η ∈ (0, 1]: 2⁻ᵏ·u with k ≤ `max_exponent` and u ∈ (0, 1] on a 2⁻³ grid (simplest: 1).
pub fn eta(g: &mut Draw, max_exponent: u32) -> f64 {
    let s = g.power_of_two(max_exponent);
    let s = if s > 1.0 { 1.0 / s } else { s };
    s * g.unit_with_levels(UnitRange::Positive, 3)
}

/// [`eta`], and with `extremes` one more choice that divides it by 2^[`EXTREME`] one time
/// in four: the weights far below 1 at which growth factors such as 1 + dHη are close to 1.
pub fn eta_with(g: &mut Draw, max_exponent: u32, extremes: bool) -> f64 {
    let e = eta(g, max_exponent);
    if extremes && g.pick(EXTREME_ONE_IN) == 1 {
        e / 2f64.powi(EXTREME)
    } else {
        e
    }
}

/// A fraction u ∈ (0, 1] of a bound, on a 2⁻³ grid: 1 (the boundary), 1/2, 1/4, 3/4, 1/8, …
pub fn fraction(g: &mut Draw) -> f64 {
    g.unit_with_levels(UnitRange::Positive, 3)
}

/// The shared d × d templates weight matrices are built from.
#[derive(Clone, Debug)]
pub struct Pool<'a> {
    /// Each template's block of `d.max()` × `d.max()` units, as drawn.
    units: [Units<'a>; TEMPLATES],
    /// The leading b × b block of each template (b = `d.base()`), row-major, decoded when
    /// a matrix first reads the template (many cases' matrices read only some of the
    /// templates, or none: a structure of all ones reads no entry) and then kept: a
    /// matrix reads entry (i mod b, j mod b), so no other entry is ever read.
    templates: [OnceCell<Vec<f64>>; TEMPLATES],
    d: Dim,
}

impl<'a> Pool<'a> {
    /// Draws [`TEMPLATES`] templates of the largest size `d.max()` × `d.max()`; deleting an
    /// index of `d` while shrinking deletes that row and column from every template.
    pub fn draw(g: &mut Draw<'a>, d: Dim) -> Pool<'a> {
        let units = std::array::from_fn(|_| g.units(&[d, d], UnitRange::Signed, LEVELS));
        Pool { units, templates: Default::default(), d }
    }

    /// Entry (i, j) of template t, for i, j < `d.base()` (a tiled `d` repeats this block).
    #[inline]
    fn at(&self, t: usize, i: usize, j: usize) -> f64 {
        let (b, width) = (self.d.base(), self.d.max());
        let template = self.templates[t].get_or_init(|| (0..b * b).map(|k| self.units[t].get(k / b * width + k % b)).collect());
        template[i * b + j]
    }
}

/// One weight matrix as drawn: its structure, template and signed scale (see the module
/// documentation). Drawing it reads all of the matrix's choices; its entries are computed
/// by [`Spec::matrix`] only for the matrices a network uses (the footprint draws more).
#[derive(Clone, Copy, Debug)]
struct Spec {
    structure: usize,
    template: usize,
    scale: f64,
}

impl Spec {
    /// Draws one matrix's choices (four, five with `extremes`), with the structure and
    /// template of `like` (when given) in place of the drawn ones (the draws are still
    /// made: the footprint does not depend on `like`).
    fn draw(g: &mut Draw, eta: f64, bound: Bound, extremes: bool, like: Option<(usize, usize)>) -> Spec {
        let start = g.read();
        let spec = Spec::draw_choices(g, eta, bound, extremes, like);
        debug_assert_eq!(g.read() - start, Spec::choices(extremes), "the choices of one matrix");
        spec
    }

    /// The choices [`Spec::draw`] reads: structure, template, sign and scale, and with
    /// `extremes` whether the scale is extreme.
    const fn choices(extremes: bool) -> usize {
        if extremes {
            5
        } else {
            4
        }
    }

    fn draw_choices(g: &mut Draw, eta: f64, bound: Bound, extremes: bool, like: Option<(usize, usize)>) -> Spec {
        let (structure, template) = (g.pick(STRUCTURES), g.pick(TEMPLATES));
        let (structure, template) = like.unwrap_or((structure, template));
        let negative = g.pick(2) == 1;
        let bounded = match bound {
            Bound::Eta(name) => g.keeps(name),
            Bound::Free => false,
        };
        let raw = g.power_of_two(if bounded { BOUNDED_EXPONENT } else { FREE_EXPONENT });
        let scale = if bounded { eta * if raw > 1.0 { 1.0 / raw } else { raw } } else { raw };
        let scale = if extremes && g.pick(EXTREME_ONE_IN) == 1 { scale / 2f64.powi(EXTREME) } else { scale };
        let scale = if negative { -scale } else { scale };
        Spec { structure, template, scale }
    }

    /// The d × d matrix ±s·η·U (or ±2ᵏ·U) of `pool`'s templates.
    fn matrix(self, pool: &Pool<'_>) -> Array2<f64> {
        let Spec { structure, template: t, scale } = self;
        let (d, b) = (pool.d.get(), pool.d.base());
        let entry = |i: usize, j: usize| {
            let u = match structure {
                0 => 1.0,
                1 => {
                    if pool.at(t, i, j) < 0.0 {
                        -1.0
                    } else {
                        1.0
                    }
                }
                2 => pool.at(t, i, j),
                3 => pool.at(t, i, 0) * pool.at(t, 0, j),
                4 if i == j => pool.at(t, i, i),
                6 => dominant(pool.at(t, i, 0)) * dominant(pool.at(t, 0, j)),
                _ => 0.0,
            };
            // + 0.0 turns −0 into 0, so that files show 0
            scale * u + 0.0
        };
        // entry (i, j) is entry (i mod b, j mod b): a b × b tile, computed once and repeated
        let tile: Vec<f64> = (0..b * b).map(|k| entry(k / b, k % b)).collect();
        tiled(tile, (b, b), (d, d))
    }
}

/// One head as drawn: the [`Spec`]s of W_q, W_k, W_v.
#[derive(Clone, Copy, Debug)]
struct HeadSpec {
    w_q: Spec,
    w_k: Spec,
    w_v: Spec,
}

impl HeadSpec {
    /// Draws W_q, W_k, W_v in that order, sharing `like` (see [`Spec::draw`]).
    fn draw(g: &mut Draw, eta: f64, bounds: &Bounds, like: Option<(usize, usize)>) -> HeadSpec {
        let w_q = Spec::draw(g, eta, bounds.w_q, bounds.extremes, like);
        let w_k = Spec::draw(g, eta, bounds.w_k, bounds.extremes, like);
        let w_v = Spec::draw(g, eta, bounds.w_v, bounds.extremes, like);
        HeadSpec { w_q, w_k, w_v }
    }

    /// The head's three matrices.
    fn head(self, pool: &Pool<'_>) -> Head<f64> {
        Head { w_q: self.w_q.matrix(pool), w_k: self.w_k.matrix(pool), w_v: self.w_v.matrix(pool) }
    }
}

/// One weight matrix (see the module documentation): four choices, five with `extremes`.
pub fn weight(g: &mut Draw, pool: &Pool, eta: f64, bound: Bound, extremes: bool) -> Array2<f64> {
    Spec::draw(g, eta, bound, extremes, None).matrix(pool)
}

/// The choices [`weight`] reads (for [`Draw::pass_over`]).
pub const fn weight_choices(extremes: bool) -> usize {
    Spec::choices(extremes)
}

/// One head: W_q, W_k, W_v in that order.
pub fn head(g: &mut Draw, pool: &Pool, eta: f64, bounds: &Bounds) -> Head<f64> {
    HeadSpec::draw(g, eta, bounds, None).head(pool)
}

/// One head whose three matrices, one time in two, share one structure and template
/// (each keeps its own sign and scale): W_q = W_k = W_v = ±s·11ᵀ, rank-one sign patterns
/// of one template, … — the aligned heads at which bounds built from entrywise maxima are
/// tight, which independent draws meet only once in STRUCTURES² (two choices more than
/// [`head`]; the simplest is the shared one).
pub fn head_aligned(g: &mut Draw, pool: &Pool, eta: f64, bounds: &Bounds) -> Head<f64> {
    let shared = g.pick(2) == 0;
    let like = (g.pick(STRUCTURES), g.pick(TEMPLATES));
    HeadSpec::draw(g, eta, bounds, shared.then_some(like)).head(pool)
}

/// The choices of `heads.max()` heads (the footprint), of which the leading `used` are
/// returned. Replaying, the others are passed over ([`Draw::pass_over`]): no head spec is
/// made of them.
fn head_specs(g: &mut Draw, heads: Dim, used: usize, eta: f64, bounds: &Bounds) -> Vec<HeadSpec> {
    let mut specs = Vec::with_capacity(heads.max());
    for k in 0..heads.max() {
        if k < used || !g.is_replaying() {
            specs.push(HeadSpec::draw(g, eta, bounds, None));
        } else {
            g.pass_over(3 * Spec::choices(bounds.extremes));
        }
    }
    specs.truncate(used);
    specs
}

/// `heads` heads (the largest number is drawn, the leading `heads.get()` returned).
pub fn heads(g: &mut Draw, pool: &Pool, heads: Dim, eta: f64, bounds: &Bounds) -> Vec<Head<f64>> {
    head_specs(g, heads, heads.get(), eta, bounds).into_iter().map(|h| h.head(pool)).collect()
}

/// How the heads of a network relate (one choice per network, see [`layers`]; the
/// simplest, where shrinking goes, first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coherence {
    /// Every head of every layer equal to the first head of the first layer, and within it
    /// W_k and W_v equal to W_q wherever their bounds agree (e.g. every weight η·11ᵀ).
    SharedMatrix,
    /// Every head of every layer equal to the first head of the first layer.
    SharedHead,
    /// Every matrix drawn on its own.
    Independent,
}

/// The heads of every layer, `layers[ℓ]` holding layer ℓ+1's. One choice first picks a
/// [`Coherence`] (structured networks, such as every weight equal to η·11ᵀ, are where
/// norm-growth bounds are tight and are rare among independent draws); then the largest
/// L × H heads are drawn and the leading `L × H` used.
pub fn layers(g: &mut Draw, pool: &Pool, shape: &Shape, eta: f64, bounds: &Bounds) -> Vec<Vec<Head<f64>>> {
    let coherence = match g.pick(3) {
        0 => Coherence::SharedMatrix,
        1 => Coherence::SharedHead,
        _ => Coherence::Independent,
    };
    let (depth, width) = (shape.layers.get(), shape.heads.get());
    // the heads a network reads: the leading L × H, or only the first when heads are shared
    let used = |l: usize| match coherence {
        Coherence::Independent if l < depth => width,
        Coherence::SharedMatrix | Coherence::SharedHead if l == 0 => 1,
        _ => 0,
    };
    let all: Vec<Vec<HeadSpec>> = (0..shape.layers.max()).map(|l| head_specs(g, shape.heads, used(l), eta, bounds)).collect();
    let first = all[0][0];
    let shared = match coherence {
        Coherence::Independent => return all.iter().take(depth).map(|layer| layer.iter().map(|h| h.head(pool)).collect()).collect(),
        Coherence::SharedHead => first.head(pool),
        Coherence::SharedMatrix => {
            let w_q = first.w_q.matrix(pool);
            Head {
                w_k: if bounds.w_k == bounds.w_q { w_q.clone() } else { first.w_k.matrix(pool) },
                w_v: if bounds.w_v == bounds.w_q { w_q.clone() } else { first.w_v.matrix(pool) },
                w_q,
            }
        }
    };
    vec![vec![shared; width]; depth]
}

/// Largest attention score |(X W_q W_kᵀ Xᵀ)ᵢⱼ| a drawn network may produce (see [`tame`]).
pub const SCORE_LIMIT: f64 = 64.0;
/// Largest entry of a layer output a drawn network may produce (see [`tame`]).
pub const VALUE_LIMIT: f64 = 1e12;

/// The largest attention score |(X_ℓ W_q W_kᵀ X_ℓᵀ)ᵢⱼ| of any head of `layers[ℓ]` at its
/// input X_ℓ, and the largest entry of any X_ℓ, in the residual network and in the network
/// without skip connections (the two extremes of Appendix D.1's networks B^{ℓ₀}); NaN
/// counts as infinite. Third, the residual network's layer inputs X₀, …, X_L as
/// [`crate::math::attention::residual_network`] computes them at β = 1, bit for bit: each
/// layer's heads summed by [`sum_of_heads`] and added to X_ℓ as
/// [`crate::math::attention::residual_layer`] does. (The two extremes do not depend on how
/// the heads are summed: orders that give the same numbers differ at most in the sign of a
/// zero, which no score's or entry's magnitude, and no later softmax, sees.)
///
/// The two networks share their first layer. Where [`plain_within_limits`] shows that the
/// later layers without skip connections stay within half of [`SCORE_LIMIT`] and of
/// [`VALUE_LIMIT`], those layers are not computed, and the two numbers are over the
/// residual network and the first layer only: where the largest over both networks
/// exceeds a limit, the same number (the layers left out are below it), and otherwise
/// within the limit too, which is all [`tame`] reads of them (debug builds compute the
/// layers and check).
pub fn extremes(x0: &Array2<f64>, layers: &[Vec<Head<f64>>]) -> (f64, f64, Vec<Array2<f64>>) {
    let (mut score, mut value): (f64, f64) = (0.0, 0.0);
    // Σ_h softmv_h(x) of one layer, folding its scores into `score`
    let attend = |x: &Array2<f64>, heads: &[Head<f64>], score: &mut f64| {
        let outputs = head_outputs(x, heads, &1.0, |scores| *score = scores.iter().fold(*score, |m, &v| larger_magnitude(m, v)));
        if outputs.is_empty() {
            Array2::zeros(x.dim())
        } else {
            sum_of_heads(outputs)
        }
    };
    // the first layer reads X₀ with and without skip connections: computed once
    let first = layers.first().map(|heads| attend(x0, heads, &mut score));
    let mut network = vec![x0.clone()];
    let mut x = x0.clone();
    for (l, heads) in layers.iter().enumerate() {
        x = match (l, &first) {
            (0, Some(sum)) => add(sum, &x),
            _ => add(&attend(&x, heads, &mut score), &x),
        };
        value = x.iter().fold(value, |m, &v| larger_magnitude(m, v));
        network.push(x.clone());
    }
    let Some(first) = first else { return (score, value, network) };
    value = first.iter().fold(value, |m, &v| larger_magnitude(m, v));
    let rest = &layers[1..];
    // the later layers without skip connections, each score and entry folded in
    let plain = |mut score: f64, mut value: f64, mut x: Array2<f64>| {
        for heads in rest {
            x = attend(&x, heads, &mut score);
            value = x.iter().fold(value, |m, &v| larger_magnitude(m, v));
        }
        (score, value)
    };
    if plain_within_limits(&first, rest) {
        debug_assert!(
            {
                let (all_score, all_value) = plain(score, value, first);
                let same = |part: f64, all: f64, limit: f64| if all > limit { part.to_bits() == all.to_bits() } else { part <= limit };
                same(score, all_score, SCORE_LIMIT) && same(value, all_value, VALUE_LIMIT)
            },
            "the layers without skip connections exceed half a limit their bound keeps them within"
        );
        return (score, value, network);
    }
    let (score, value) = plain(score, value, first);
    (score, value, network)
}

/// max(m, |v|), with a NaN `v` as +∞: the fold by which taming finds its largest score and
/// entry.
pub fn larger_magnitude(m: f64, v: f64) -> f64 {
    if v.is_nan() {
        f64::INFINITY
    } else {
        m.max(v.abs())
    }
}

/// Whether the layers `rest` of a network without skip connections, applied to X₁ = `x1`
/// (the output of its first layer, finite), certainly keep every attention score within
/// [`SCORE_LIMIT`] and every entry within [`VALUE_LIMIT`] as [`extremes`] computes them.
///
/// With m the largest |entry| of a layer's input, a head's score x_iᵀ W_q W_kᵀ x_j is at
/// most m²·Σ_c (Σ_a |W_q[a, c]|)(Σ_b |W_k[b, c]|), and its output softm(·) X W_v, whose
/// rows are convex combinations of the rows of X W_v, has entries at most
/// m·max_j Σ_k |W_v[k, j]| ([`crate::math::norms::max_column_sum`]); a layer's output,
/// the sum over its heads, at most m times the sum of those. The numbers computed in `f64`
/// exceed these exact bounds by relative roundings of order (n + d + H)·2⁻⁵³ per layer,
/// and the bounds are required to hold with a factor 2 to spare. A weight or bound that is
/// not finite fails.
pub fn plain_within_limits(x1: &Array2<f64>, rest: &[Vec<Head<f64>>]) -> bool {
    // Σ_a |W[a, c]| for every column c: their maximum is norms::max_column_sum, taken here
    // once every sum is known finite (f64::max would pass over a NaN)
    let column_sums = |w: &Array2<f64>| -> Vec<f64> { w.columns().into_iter().map(|c| abs_entry_sum(c.iter())).collect() };
    let mut m = x1.iter().fold(0.0f64, |a, &v| larger_magnitude(a, v));
    for heads in rest {
        let (mut coupling, mut growth) = (0.0f64, 0.0f64);
        for h in heads {
            let (q, k, v) = (column_sums(&h.w_q), column_sums(&h.w_k), column_sums(&h.w_v));
            if !q.iter().chain(&k).chain(&v).all(|s| s.is_finite()) {
                return false;
            }
            coupling = coupling.max(q.iter().zip(&k).map(|(a, b)| a * b).sum());
            growth += v.into_iter().fold(0.0, f64::max);
        }
        if !(2.0 * m * m * coupling <= SCORE_LIMIT) {
            return false;
        }
        m *= growth;
        if !(2.0 * m <= VALUE_LIMIT) {
            return false;
        }
    }
    true
}

/// Upper bounds on [`extremes`] from norms alone: every network of Appendix D.1 has
/// ‖X_ℓ‖_∞ ≤ ‖X₀‖_∞(1 + dHv)^ℓ with v the largest ‖W_v‖_∞ (softm is row-stochastic), and
/// a score is at most d³‖X_ℓ‖²_∞‖W_q‖_∞‖W_k‖_∞. `None` for a network without heads.
fn cheap_bounds(x0: &Array2<f64>, layers: &[Vec<Head<f64>>]) -> Option<(f64, f64)> {
    let norm = |w: &Array2<f64>| w.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    let d = x0.ncols() as f64;
    let heads = layers.iter().map(Vec::len).max()? as f64;
    let v = layers.iter().flatten().map(|h| norm(&h.w_v)).fold(0.0, f64::max);
    let qk = layers.iter().flatten().map(|h| norm(&h.w_q) * norm(&h.w_k)).fold(0.0, f64::max);
    let growth = 1.0 + d * heads * v;
    let largest = norm(x0) * growth.powi(layers.len() as i32);
    Some((d * d * d * largest * largest * qk, largest))
}

/// Keeps a drawn network's numbers in the range where softmax is not saturated and
/// interval certificates stay informative and cheap: while some layer output has an entry
/// above [`VALUE_LIMIT`], every W_v is halved; while some attention score exceeds
/// [`SCORE_LIMIT`], every W_q is divided by 2ᵏ with 2ᵏ ≥ score / limit (at most 64
/// rounds; all exact). At scores of 64 softmax is already hard attention (e⁻⁶⁴ ≈ 10⁻²⁸),
/// while through several layers the interval enclosure of e^(score) widens by a factor
/// that grows with the score (a tiny width w of a score becomes a relative width e^w − 1,
/// which the next layer multiplies by the next scores), so that larger scores make
/// certificates undecided and interval exponentials of huge arguments very slow. Bounds
/// ‖W‖_∞ ≤ η are kept: weights only shrink.
pub fn tame(x0: &Array2<f64>, layers: &mut [Vec<Head<f64>>]) {
    if cheap_bounds(x0, layers).is_some_and(|(score, value)| score <= SCORE_LIMIT && value <= VALUE_LIMIT) {
        return;
    }
    for _ in 0..64 {
        let (score, value, network) = extremes(x0, layers);
        if value > VALUE_LIMIT {
            for h in layers.iter_mut().flatten() {
                h.w_v.mapv_inplace(|w| w / 2.0);
            }
        } else if score > SCORE_LIMIT {
            let k = if score.is_finite() { (score / SCORE_LIMIT).log2().ceil().max(1.0) as i32 } else { 64 };
            let f = 2f64.powi(-k);
            for h in layers.iter_mut().flatten() {
                h.w_q.mapv_inplace(|w| w * f);
            }
        } else {
            // the network as tamed: the claim's hypotheses and conclusion compute it
            // again from the same weights, and find it remembered
            remember(x0, layers, network);
            return;
        }
    }
}

/// How a drawn input U is turned into X₀ (one choice; the first is the simplest).
fn input_form(g: &mut Draw, u: Array2<f64>, m: f64) -> Array2<f64> {
    match g.pick(3) {
        // every entry ±m: on the boundary of ‖X₀‖_∞ ≤ m (two groups of tokens pointing in
        // opposite directions when U has rank one)
        0 => u.mapv(|v| if v < 0.0 { -m } else { m }),
        // every entry m: all tokens equal, the direction every value path adds up in
        1 => u.mapv(|_| m),
        _ => u,
    }
}

/// X₀ ∈ ℝⁿˣᵈ with ‖X₀‖_∞ ≤ φ₀ under the hypothesis `name`: X₀ = φ₀·U with U a drawn
/// matrix with entries in [−1, 1] on a 2⁻⁶ grid (exact when φ₀ is a short dyadic), or its
/// sign pattern, or all ones (see `input_form`). Without the hypothesis (negative
/// control), X₀ is free.
pub fn bounded_input(g: &mut Draw, shape: &Shape, phi0: f64, name: &'static str) -> Array2<f64> {
    if g.keeps(name) {
        let u = g.matrix(shape.n, shape.d, Entries::signed_bounded(BOUNDED_EXPONENT).coarse(LEVELS));
        input_form(g, u, 1.0) * phi0
    } else {
        free_input(g, shape)
    }
}

/// A free X₀ ∈ ℝⁿˣᵈ, entries up to 2⁴ in size, on a 2⁻⁶ grid before scaling, or its sign
/// pattern or all entries equal, times its largest entry (see `input_form`).
pub fn free_input(g: &mut Draw, shape: &Shape) -> Array2<f64> {
    let u = g.matrix(shape.n, shape.d, Entries::signed(FREE_EXPONENT).coarse(LEVELS));
    let m = u.iter().fold(0.0f64, |a, v| a.max(v.abs()));
    match g.pick(3) {
        0 => u.mapv(|v| if v < 0.0 { -m } else { m }),
        1 => u.mapv(|_| m),
        _ => u,
    }
}

/// The weights of `layers` as three grids (layers × heads) of matrices.
#[allow(clippy::type_complexity)]
pub fn grids(layers: &[Vec<Head<f64>>]) -> (Vec<Vec<Array2<f64>>>, Vec<Vec<Array2<f64>>>, Vec<Vec<Array2<f64>>>) {
    let pick = |f: fn(&Head<f64>) -> &Array2<f64>| -> Vec<Vec<Array2<f64>>> {
        layers.iter().map(|l| l.iter().map(|h| f(h).clone()).collect()).collect()
    };
    (pick(|h| &h.w_q), pick(|h| &h.w_k), pick(|h| &h.w_v))
}

/// `inputs` with the grids `W_q`, `W_k`, `W_v` of `layers` appended.
pub fn with_network(inputs: Inputs, layers: &[Vec<Head<f64>>]) -> Inputs {
    let (q, k, v) = grids(layers);
    inputs.with("W_q", q).with("W_k", k).with("W_v", v)
}

/// `inputs`, whose grids `W_q`, `W_k`, `W_v` are the weights of `layers`
/// ([`with_network`]), with `layers` kept for [`shared_network`]: a generator that owns
/// the network it built hands it over, and the first of the case's hypotheses and
/// conclusion to ask for the network does not copy every weight out of the grids again.
/// Call it last: a later [`Inputs::with`] empties what is kept. Debug builds check that
/// `layers` is, bit for bit, the network the grids hold.
pub fn keep_network(inputs: Inputs, layers: Vec<Vec<Head<f64>>>) -> Inputs {
    debug_assert!(same_layers(&network::<f64>(&inputs), &layers), "the kept layers are the network the inputs hold");
    inputs.keeping(layers)
}

/// The network stored under `W_q`, `W_k`, `W_v` in `x`, over the scalar type `S`.
pub fn network<S: Scalar>(x: &Inputs) -> Vec<Vec<Head<S>>> {
    let (q, k, v) = (x.matrix_grid("W_q"), x.matrix_grid("W_k"), x.matrix_grid("W_v"));
    q.iter()
        .zip(&k)
        .zip(&v)
        .map(|((lq, lk), lv)| {
            lq.iter()
                .zip(lk)
                .zip(lv)
                .map(|((wq, wk), wv)| Head { w_q: lift(wq), w_k: lift(wk), w_v: lift(wv) })
                .collect()
        })
        .collect()
}

/// [`network`] for a claim whose hypotheses and conclusion both read the network: in
/// `f64` it is lifted once per inputs and kept with them ([`Inputs::kept`]), so that the
/// second reading of a case costs no copy of every weight; other scalars lift it on each
/// call, and so does `f64` where results are not shared
/// ([`crate::math::remembered::unshared`]: bench's raw evaluation, which reads the same
/// inputs again and again, costs its lifting every time).
pub fn shared_network<S: Scalar>(x: &Inputs) -> Arc<Vec<Vec<Head<S>>>> {
    if crate::math::remembered::shares_f64::<S>() && !x.is_box() {
        let kept: Arc<Vec<Vec<Head<f64>>>> = x.kept(|| network::<f64>(x));
        if let Some(same) = (&kept as &dyn Any).downcast_ref::<Arc<Vec<Vec<Head<S>>>>>() {
            return same.clone();
        }
    }
    Arc::new(network::<S>(x))
}

/// The heads stored as matrix lists under `q`, `k`, `v` in `x`, over the scalar type `S`.
pub fn head_list<S: Scalar>(x: &Inputs, q: &str, k: &str, v: &str) -> Vec<Head<S>> {
    let (q, k, v) = (x.matrices(q), x.matrices(k), x.matrices(v));
    q.iter().zip(&k).zip(&v).map(|((wq, wk), wv)| Head { w_q: lift(wq), w_k: lift(wk), w_v: lift(wv) }).collect()
}
