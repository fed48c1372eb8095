//! Layer normalisation (seed 002): "Layer normalization cannot help, and the argument is
//! two lines."
//!
//! > LN(SA(X)) rewrites as Σ_h P_h X W̃_h + 1b̃ᵀ with W̃_h = W_h D_LN^{-1}. Layer
//! > normalization is therefore a right multiplication plus a rank-1 shift, and right
//! > multiplication cannot increase rank.
//!
//! LN is the standard per-token LayerNorm with gain g, bias b_LN and ε > 0
//! ([`crate::math::layer_norm`]): LN(Z) = D_s⁻¹ Z C diag(g) + 1 b_LNᵀ, where the scales
//! D_s = diag(√(σ²(Zᵢ) + ε)) act on the left, one per token. Three claims:
//!
//! * `dong2021/claim-ln-p1`, the rewrite. D_LN is not defined in our sources, so the
//!   weakest reading is checked: there exist **some** M ∈ ℝᵈˣᵈ (in place of D_LN⁻¹, the
//!   same for every head) and b̃ ∈ ℝᵈ with LN(SA(X)) = Σₕ Pₕ X Wₕ M + 1b̃ᵀ, where
//!   SA(X) = Σₕ Pₕ X Wₕ + 1bᵀ is one multi-head layer ([`crate::math::san`]); refuting it
//!   refutes every choice of D_LN. Decided without a tolerance: for any d + 2 tokens S,
//!   the cofactor vector u of B = [(Σₕ PₕXWₕ)_S, 1] ∈ ℝ⁽ᵈ⁺²⁾ˣ⁽ᵈ⁺¹⁾ satisfies uᵀB = 0
//!   exactly ([`crate::math::rank`]), so the rewrite forces uᵀ LN(SA(X))_S = 0. The
//!   conclusion is the identity (uᵀ LN(SA(X))_S)ⱼ = 0 for every such S and column j
//!   (nothing to check when n < d + 2; with u ≠ 0 it is equivalent to the rewrite on S);
//!   a certificate shows 0 outside the enclosure, on either side.
//!
//!   `left-token-scaling` (repair) puts the normalisation where LayerNorm has it, on the
//!   left: LN(SA(X)) = D_s⁻¹ SA(X) C diag(g) + 1b_LNᵀ. It holds by definition: row i of
//!   Z C is Zᵢ minus its mean, D_s⁻¹ divides it by √(σ²(Zᵢ) + ε), diag(g) scales column j
//!   by gⱼ and 1b_LNᵀ adds the bias, which is LN(Z) entry by entry for Z = SA(X); the
//!   suite checks it as an identity.
//! * `dong2021/claim-ln-p2`, "Layer normalization is therefore a right multiplication plus
//!   a rank-1 shift, and right multiplication cannot increase rank". Readings:
//!   - `as-written`: the first half as stated for LN itself: LN(Z) = Z M + 1b̃ᵀ for some
//!     M ∈ ℝᵈˣᵈ, b̃ ∈ ℝᵈ. Checked as for p1: for every set S of d + 2 tokens, uᵀ LN(Z)_S = 0
//!     with u the cofactor vector of [Z_S, 1].
//!   - `linear-part` (reconstructed): the rank consequence for the part before the shift,
//!     rank(LN(Z) − 1b_LNᵀ) ≤ rank(Z), LN(Z) − 1b_LNᵀ = D_s⁻¹ Z C diag(g);
//!   - `plus-one` (reconstructed): with the shift counted, rank(LN(Z)) ≤ rank(Z) + 1.
//!   For the rank readings Z = AB with A ∈ ℝⁿˣᵏ, B ∈ ℝᵏˣᵈ (hypothesis "Z = A B", so
//!   rank(Z) ≤ k) and the conclusion is that every (k+1)-minor (resp. (k+2)-minor)
//!   vanishes, each an identity minor = 0: a certified non-zero minor proves the rank
//!   larger. An earlier version checked rank(LN(Z)) ≤ rank(Z) as `as-written`; that drops
//!   the rank-1 shift the sentence names, so it was not the printed statement and is gone.
//! * `dong2021/claim-ln-p3`, the consequence for the residual. The sources say only "Layer
//!   normalization cannot help, and the argument is two lines"; the inequality is rebuilt
//!   (`reconstructed`): res is not increased beyond the factor the rewrite states,
//!   ‖D_LN⁻¹‖, read as the largest entry of diag(g)·D_s⁻¹:
//!   ‖res(LN(Z))‖_{1,∞} ≤ (maxⱼ|gⱼ| / minᵢ √(σ²(Zᵢ) + ε)) ‖res(Z)‖_{1,∞} (res with the
//!   token mean, [`crate::math::token_mean`]). Two repairs:
//!   - `times-4d`: the factor times 4d. **Argument.** Write s_i = √(σ²(Zᵢ) + ε),
//!     s_min = minᵢ s_i, R = res(Z) (rows rᵢ = Zᵢ − Z̄) and yᵢ = ZᵢC/s_i, so that
//!     res(LN(Z)) = res(Y)·diag(g) (the bias cancels). (i) For tokens a, b with u = aC,
//!     v = bC and s_u ≥ s_v: u/s_u − v/s_v = (u − v)/s_u + v(1/s_u − 1/s_v), and
//!     s_u − s_v = (|u|² − |v|²)/(d(s_u + s_v)) ≤ |u − v|₂/√d because |u|₂ ≤ √d s_u and
//!     |v|₂ ≤ √d s_v; so |v|₂(s_u − s_v)/(s_u s_v) ≤ |u − v|₂/s_u and
//!     |yᵢ − yₖ|₂ ≤ 2|(Zᵢ − Zₖ)C|₂/s_min ≤ 2|rᵢ − rₖ|₂/s_min (C is an orthogonal
//!     projection). (ii) Row i of res(Y) is (1/n)Σₖ(yᵢ − yₖ): its absolute sum is at most
//!     √d·(2/s_min)·maxₖ|rᵢ − rₖ|₂ ≤ (4√d/s_min)‖R‖_∞ (|·|₂ ≤ |·|₁ and
//!     |rᵢ − rₖ|₁ ≤ 2‖R‖_∞, induced row sum). Column j's absolute sum is at most (1/n)Σᵢ,ₖ|yᵢ − yₖ|₂ ≤ (2/(n s_min))Σᵢ,ₖ(|rᵢ|₂ + |rₖ|₂)
//!     ≤ (4/s_min)Σᵢ|rᵢ|₁ ≤ (4d/s_min)‖R‖₁ (induced column sum). (iii) diag(g) scales
//!     both by at most maxⱼ|gⱼ|, and ‖A‖_{1,∞} = √(‖A‖₁‖A‖_∞), so
//!     ‖res(LN(Z))‖_{1,∞} ≤ 4d^{3/4}(maxⱼ|gⱼ|/s_min)‖R‖_{1,∞} ≤ 4d·(maxⱼ|gⱼ|/s_min)‖R‖_{1,∞}.
//!   - `times-centring-norm`: the factor times ‖C‖ = 2(d − 1)/d, a conjecture (not
//!     argued; equality at d = 2). It is false: for two tokens v and v + c·e₁ on an offset v
//!     with one large entry, LN moves the second token, to first order, by
//!     (I − uuᵀ)C(c·e₁)/s with u the unit vector along vC, and (I − uuᵀ)Ce₁ can have an
//!     absolute sum of order √d while its largest entry stays of order 1, so the ratio
//!     lhs/rhs grows like d^{1/4} and passes 1 once d is large enough (the search's
//!     certified counterexample gives the size).
//!
//! **Part 3's generator.** The reconstructed reading's factor does not depend on the
//! dimensions: it draws up to 8 tokens of 8 features, entries of every structure. The
//! repairs' factors do: they draw n = base × 2ʳ ≤ 64 tokens and d = base × 2ʳ ≤ 256
//! features, entries from an 8 × 8 block read modulo 8 (so one evaluation stays cheap),
//! in one of four families: the block itself; a large common offset v (one large entry,
//! the spike, 1 to 64 times the others, and ±1 elsewhere, alternating or with the block's
//! signs, times up to 2¹⁰)
//! added to every token of the block; tokens v and v ± c·e₁ alternating (the offset moved
//! along its spike, 2⁻⁸ ≤ c ≤ 1); and ties, two distinct tokens repeated on the offset.
//!
//! ε > 0 is a domain condition of every reading: LN divides by √(σ² + ε).
//!
//! **Exact ties** (Part 3's equivalent form). LN(Z) = D_s⁻¹ Z C diag(g) + 1b_LNᵀ with
//! C = I − 11ᵀ/d and D_s = diag(√(σ²(Zᵢ) + ε)). When every token has the same variance,
//! D_s = sI, and res (a left multiplication by I − 11ᵀ/n) gives res(LN(Z)) =
//! s⁻¹·res(Z) C diag(g). Both sides then carry the factor s⁻¹ and the composite norm is
//! positively homogeneous, so with R′ = n·res(Z) = nZ − 11ᵀZ, C′ = dC = dI − 11ᵀ and
//! the factor c·(d factor) = 2(d − 1) (`times-centring-norm`) or d (`reconstructed`), and
//! ‖A‖_{1,∞}² = (max column sum)(max row sum):
//! lhs ≤ rhs ⟺ ‖R′C′diag(g)‖₁‖R′C′diag(g)‖_∞ − (c·maxⱼ|gⱼ|)²‖R′‖₁‖R′‖_∞ ≤ 0, every term
//! exact for dyadic inputs. The generator's sign-pattern matrices (tokens ±(s, −s))
//! make the two sides equal there.

use ndarray::{Array1, Array2};

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Symbol};
use crate::generate::{Dim, Draw, Entries, UnitRange};
use crate::math::layer_norm::{layer_norm, token_scales, LayerNorm};
use crate::math::matrix::{add, lift, lift_vector, matmul};
use crate::math::norms::{max_abs_entry, max_column_sum, max_row_sum};
use crate::math::rank::{cofactor_null_vector, minors, subsets};
use crate::math::san::self_attention;
use crate::math::scalar::{maximum, minimum, sum};
use crate::math::token_mean::residual_norm;
use crate::math::Scalar;

use super::network::{draw_weights, layers_from, tau_from, SanDims, SAN_SYMBOLS};

const MAX_N: usize = 5;
const MAX_D: usize = 3;
const MAX_H: usize = 2;
/// The repairs of the residual claim (Part 3) draw n = base × 2ʳ tokens (base ≤ 8, r ≤ 3:
/// up to 64) and d = base × 2ʳ features (base ≤ 8, r ≤ 5: up to 256); entries come from an
/// 8 × 8 block read modulo 8, so one evaluation stays cheap at every size.
const RESIDUAL_BASE: usize = 8;
const RESIDUAL_N_DOUBLINGS: u32 = 3;
const RESIDUAL_D_DOUBLINGS: u32 = 5;

const SYMBOLS_REWRITE: &[Symbol] = &[
    SAN_SYMBOLS[0],
    SAN_SYMBOLS[1],
    SAN_SYMBOLS[2],
    SAN_SYMBOLS[3],
    SAN_SYMBOLS[4],
    Symbol::vector("g", &["d"], "LayerNorm gain"),
    Symbol::vector("b_LN", &["d"], "LayerNorm bias"),
    Symbol::number("eps", "LayerNorm epsilon"),
];

const SYMBOLS_RANK: &[Symbol] = &[
    Symbol::matrix("Z", &["n", "d"], "the normalised matrix, Z = A B"),
    Symbol::matrix("A", &["n", "k"], "left factor of Z"),
    Symbol::matrix("B", &["k", "d"], "right factor of Z"),
    Symbol::vector("g", &["d"], "LayerNorm gain"),
    Symbol::vector("b_LN", &["d"], "LayerNorm bias"),
    Symbol::number("eps", "LayerNorm epsilon"),
];

const SYMBOLS_RES: &[Symbol] = &[
    Symbol::matrix("Z", &["n", "d"], "the normalised matrix"),
    Symbol::vector("g", &["d"], "LayerNorm gain"),
    Symbol::vector("b_LN", &["d"], "LayerNorm bias"),
    Symbol::number("eps", "LayerNorm epsilon"),
];

/// The hypothesis of p2, by name.
pub const FACTORED: &str = "Z = A B";


/// The paragraph of seed 002 on layer normalisation.
const STATEMENT: &str = "Layer normalization cannot help, and the argument is two lines. LN(SA(X)) rewrites as Σ_h P_h X W̃_h + 1b̃ᵀ with W̃_h = W_h D_LN^{-1}. Layer normalization is therefore a right multiplication plus a rank-1 shift, and right multiplication cannot increase rank.";
const LOCATION: &str = "seed 002, The account, last paragraph";
const QUOTE_REWRITE: &str = "LN(SA(X)) rewrites as Σ_h P_h X W̃_h + 1b̃ᵀ with W̃_h = W_h D_LN^{-1}.";
const QUOTE_RANK: &str = "Layer normalization is therefore a right multiplication plus a rank-1 shift, and right multiplication cannot increase rank.";
const QUOTE_RES: &str = "Layer normalization cannot help, and the argument is two lines.";

/// The domain condition of every reading.
pub const EPS_POSITIVE: &str = "eps > 0";

/// Which claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    Rewrite,
    /// The rewrite with the token scales on the left (what LN actually is).
    RewriteLeft,
    /// LN(Z) = Z M + 1b̃ᵀ for some M, b̃ (a right multiplication plus a shift).
    RightMultiplication,
    /// Every (k + `extra`)-minor of LN(Z) (minus 1 b_LNᵀ when `shifted` is false) vanishes.
    Rank { extra: usize, shifted: bool },
    /// The residual inequality with its factor on ‖D_LN⁻¹‖.
    Residual { factor: ResidualFactor },
}

/// The factor on ‖D_LN⁻¹‖ in Part 3's readings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ResidualFactor {
    /// 1 (`reconstructed`).
    One,
    /// ‖C‖ = 2(d − 1)/d (`times-centring-norm`).
    Centring,
    /// 4d (`times-4d`, argued in the module documentation).
    FourD,
}

impl ResidualFactor {
    /// d times the factor, an integer.
    fn times_d(self, d: usize) -> usize {
        match self {
            ResidualFactor::One => d,
            ResidualFactor::Centring => 2 * (d - 1),
            ResidualFactor::FourD => 4 * d * d,
        }
    }
}

/// One of the LayerNorm claims in one reading.
pub struct LayerNormClaim {
    meta: Meta,
    part: Part,
}

/// The claims in their readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    let rewrite = |reading, note, part, expected, class| -> Box<dyn Check> {
        Box::new(LayerNormClaim {
            meta: Meta::new(Paper::Dong2021, "dong2021/claim-ln-p1", "Layer normalisation: the rewrite (seed 002)", STATEMENT)
                .quote(LOCATION, QUOTE_REWRITE)
                .reading(reading, note)
                .class(class)
                .domain(EPS_POSITIVE, r"LayerNorm divides by $\sqrt{\sigma^2 + \varepsilon}$, which needs $\varepsilon > 0$ when a token is constant")
                .symbols(SYMBOLS_REWRITE)
                // the rewrite's violations are rare: at 200 cases the sweep missed them on
                // some seed (docs/figures/sweep.md has its row at this budget)
                .cases(if part == Part::Rewrite { 1000 } else { 200 })
                .targeted(300)
                .expect(expected)
                .proved_in_coq_if(part == Part::RewriteLeft),
            part,
        })
    };
    let rank = |reading, note, part, expected, class| -> Box<dyn Check> {
        Box::new(LayerNormClaim {
            meta: Meta::new(Paper::Dong2021, "dong2021/claim-ln-p2", "Layer normalisation: a right multiplication plus a shift (seed 002)", STATEMENT)
                .quote(LOCATION, QUOTE_RANK)
                .reading(reading, note)
                .class(class)
                .domain(EPS_POSITIVE, r"LayerNorm divides by $\sqrt{\sigma^2 + \varepsilon}$, which needs $\varepsilon > 0$ when a token is constant")
                .cites(&["the rewrite of LN(SA(X)) (claim-ln-p1)"])
                .symbols(if part == Part::RightMultiplication { SYMBOLS_RES } else { SYMBOLS_RANK })
                .cases(200)
                .targeted(300)
                .expect(expected)
                .proved_in_coq_if(matches!(part, Part::Rank { .. })),
            part,
        })
    };
    let residual = |reading, note, factor, expected, class| -> Box<dyn Check> {
        Box::new(LayerNormClaim {
            meta: Meta::new(Paper::Dong2021, "dong2021/claim-ln-p3", "Layer normalisation cannot help: residual (seed 002)", STATEMENT)
                .quote(LOCATION, QUOTE_RES)
                .reading(reading, note)
                .class(class)
                .domain(EPS_POSITIVE, r"LayerNorm divides by $\sqrt{\sigma^2 + \varepsilon}$, which needs $\varepsilon > 0$ when a token is constant")
                .cites(&["the rewrite of LN(SA(X)) (claim-ln-p1)"])
                .symbols(SYMBOLS_RES)
                // the conjecture fails only at large d and in a narrow range of the offset's
                // shape: a larger budget, so that every seed finds it
                .cases(if factor == ResidualFactor::Centring { 2000 } else { 500 })
                .targeted(if factor == ResidualFactor::FourD { 1000 } else { 2000 })
                .expect(expected)
                .proved_in_coq_if(factor == ResidualFactor::FourD),
            part: Part::Residual { factor },
        })
    };
    vec![
        rewrite(
            "as-written",
            r"Per-token LayerNorm (gain $g$, bias $b_{LN}$, $\varepsilon$); $D_{LN}^{-1}$ is not defined in the sources, so it is read as any $d \times d$ matrix $M$ common to all heads (the weakest reading: refuting it refutes every choice): some $M$, $\tilde{b}$ give $\mathrm{LN}(\mathrm{SA}(X)) = \sum_h P_h X W_h M + \mathbf{1}\tilde{b}^\top$. Checked on every set $S$ of $d + 2$ tokens as $u^\top \mathrm{LN}(\mathrm{SA}(X))_S = 0$, $u$ the cofactor vector of $[(\sum_h P_h X W_h)_S, \mathbf{1}]$.",
            Part::Rewrite,
            Expected::Refuted,
            ReadingClass::AsWritten,
        ),
        rewrite(
            "left-token-scaling",
            r"Repair: the normalisation on the left, one scale per token: $\mathrm{LN}(\mathrm{SA}(X)) = D_s^{-1} \mathrm{SA}(X) C \,\mathrm{diag}(g) + \mathbf{1} b_{LN}^\top$ with $D_s = \mathrm{diag}(\sqrt{\sigma^2(\mathrm{SA}(X)_i) + \varepsilon})$, $C = I - \mathbf{1}\mathbf{1}^\top/d$ (so $\tilde{W}_h = W_h C\,\mathrm{diag}(g)$ after a token-wise scaling); an identity entrywise.",
            Part::RewriteLeft,
            Expected::NotRefuted,
            ReadingClass::Repair,
        ),
        rank(
            "as-written",
            r"Per-token LayerNorm (gain $g$, bias $b_{LN}$, $\varepsilon$) as a right multiplication plus a rank-1 shift: some $M \in \mathbb{R}^{d \times d}$, $\tilde{b} \in \mathbb{R}^d$ give $\mathrm{LN}(Z) = Z M + \mathbf{1}\tilde{b}^\top$. Checked on every set $S$ of $d + 2$ tokens as $u^\top \mathrm{LN}(Z)_S = 0$, $u$ the cofactor vector of $[Z_S, \mathbf{1}]$.",
            Part::RightMultiplication,
            Expected::Refuted,
            ReadingClass::AsWritten,
        ),
        rank(
            "linear-part",
            r"Rebuilt consequence for the part before the shift: $\mathrm{rank}(\mathrm{LN}(Z) - \mathbf{1} b_{LN}^\top) \le \mathrm{rank}(Z)$, $\mathrm{LN}(Z) - \mathbf{1} b_{LN}^\top = D_s^{-1} Z C\,\mathrm{diag}(g)$; every $(k+1)$-minor of it is 0 for $Z = A B$, $A$ of size $n \times k$.",
            Part::Rank { extra: 1, shifted: false },
            Expected::NotRefuted,
            ReadingClass::Reconstructed,
        ),
        rank(
            "plus-one",
            r"Rebuilt consequence with the rank-1 shift counted: $\mathrm{rank}(\mathrm{LN}(Z)) \le \mathrm{rank}(Z) + 1$; every $(k+2)$-minor of $\mathrm{LN}(Z)$ is 0 for $Z = A B$, $A$ of size $n \times k$.",
            Part::Rank { extra: 2, shifted: true },
            Expected::NotRefuted,
            ReadingClass::Reconstructed,
        ),
        residual(
            "reconstructed",
            r"Rebuilt (the inequality is not printed): $\|\mathrm{res}(\mathrm{LN}(Z))\|_{1,\infty} \le \|D_{LN}^{-1}\|\,\|\mathrm{res}(Z)\|_{1,\infty}$, with $\|D_{LN}^{-1}\|$ read as $\max_j |g_j| / \min_i \sqrt{\sigma^2(Z_i) + \varepsilon}$ (gain over the smallest token scale); per-token LayerNorm; $\mathrm{res}$ with the token mean, norms $\|\cdot\|_{1,\infty}$.",
            ResidualFactor::One,
            Expected::Refuted,
            ReadingClass::Reconstructed,
        ),
        residual(
            "times-centring-norm",
            r"Repair candidate of reconstructed: the factor times $\|C\|_1 = \|C\|_\infty = 2(d-1)/d$, $C = I - \mathbf{1}\mathbf{1}^\top/d$ the centring over features that LN applies before scaling; not argued (a conjecture: the module's argument gives $4d$). Refuted: on a large offset with one large entry, two tokens differing along it give a ratio that grows with $d$.",
            ResidualFactor::Centring,
            Expected::Refuted,
            ReadingClass::Repair,
        ),
        residual(
            "times-4d",
            r"Repair of reconstructed: the factor times $4d$, which the module's argument gives (normalising a centred token is $2/s_{\min}$-Lipschitz in $\ell_2$, then $\ell_1 \le \sqrt{d}\,\ell_2$ and the composite norm).",
            ResidualFactor::FourD,
            Expected::NotRefuted,
            ReadingClass::Repair,
        ),
    ]
}

/// The inputs of Part 3: n tokens of d features from one of four families (see the module
/// documentation, *Part 3's generator*), a gain and a bias read modulo 8, and ε.
fn residual_inputs(g: &mut Draw) -> Inputs {
    let n = g.dim_tiled("n", 1, RESIDUAL_BASE, RESIDUAL_N_DOUBLINGS).get();
    let d = g.dim_tiled("d", 1, RESIDUAL_BASE, RESIDUAL_D_DOUBLINGS).get();
    let eight = Dim::fixed(RESIDUAL_BASE);
    let family = g.pick(4);
    let block = g.matrix(eight, eight, Entries::signed(3));
    // the spike from 1 to 64 times the other entries, the offset from 1 to 2^10 times the
    // block's entries, the move c from 2^-8 to 1: each octave equally often
    let spike = 2f64.powi(g.pick(6) as i32) * (1.0 + g.unit(UnitRange::NonNegative));
    let offset_scale = 2f64.powi(g.pick(11) as i32);
    let step = 2f64.powi(-(g.pick(9) as i32));
    let alternating = g.pick(2) == 0;
    let gain = g.vector(eight, Entries::signed(2));
    let bias = g.vector(eight, Entries::signed(2));
    let eps = draw_eps(g);
    let at = |i: usize, j: usize| block[(i % RESIDUAL_BASE, j % RESIDUAL_BASE)];
    // the offset v: one large entry (the spike) and ±1 elsewhere, alternating in sign or
    // with the signs of the block's first row
    let offset: Vec<f64> = (0..d)
        .map(|j| match j {
            0 => spike,
            _ if alternating => {
                if j % 2 == 1 {
                    1.0
                } else {
                    -1.0
                }
            }
            _ => {
                if at(0, j) < 0.0 {
                    -1.0
                } else {
                    1.0
                }
            }
        })
        .collect();
    let z = Array2::from_shape_fn((n, d), |(i, j)| match family {
        // the block, read modulo 8
        0 => at(i, j),
        // a large common offset added to every token of the block
        1 => offset_scale * offset[j] + at(i, j),
        // tokens v and v ± c e_1, alternating (the sign of the block's first entry): the
        // offset moved along its spike
        2 => offset_scale * offset[j] + if j == 0 && i % 2 == 1 { step * if at(0, 0) < 0.0 { -1.0 } else { 1.0 } } else { 0.0 },
        // ties: two distinct tokens, repeated, on the offset
        _ => offset_scale * offset[j] + step * at(i % 2, j),
    });
    let gain: Vec<f64> = (0..d).map(|j| gain[j % RESIDUAL_BASE]).collect();
    let bias: Vec<f64> = (0..d).map(|j| bias[j % RESIDUAL_BASE]).collect();
    Inputs::new().with("Z", z).with("g", gain).with("b_LN", bias).with("eps", eps)
}

/// ε = 2⁻ᵏ, k = 0, …, 16.
fn draw_eps(g: &mut Draw) -> f64 {
    2f64.powi(-(g.pick(17) as i32))
}

/// The LayerNorm stored in `x` (g, b_LN, eps).
fn norm_from<S: Scalar>(x: &Inputs) -> LayerNorm<S> {
    LayerNorm { gain: lift_vector(x.vector("g")), bias: lift_vector(x.vector("b_LN")), eps: S::exact(x.number("eps")) }
}

/// Σₕ Pₕ X Wₕ (without bias) and SA(X) = Σₕ Pₕ X Wₕ + 1bᵀ for the one layer stored in `x`.
pub fn attention_parts<S: Scalar>(x: &Inputs) -> (Array2<S>, Array2<S>) {
    let xs = lift::<S>(x.matrix("X"));
    let layer = layers_from::<S>(x).into_iter().next().expect("one layer");
    let (sa, ps) = self_attention(&xs, &layer, &tau_from::<S>(x));
    let mut without_bias = Array2::from_elem(sa.dim(), S::zero());
    for (p, head) in ps.iter().zip(&layer.heads) {
        without_bias = add(&without_bias, &matmul(&matmul(p, &xs), &head.w_v));
    }
    (without_bias, sa)
}

/// D_s⁻¹ Z C diag(g) + 1 b_LNᵀ written out: (Zᵢⱼ − μ(Zᵢ)) gⱼ / s(Zᵢ) + b_LN,ⱼ with the
/// centring as the product Z C and the scaling as a left factor, term by term.
pub fn left_scaled_form<S: Scalar>(z: &Array2<S>, ln: &LayerNorm<S>) -> Array2<S> {
    let (n, d) = z.dim();
    let c = Array2::from_shape_fn((d, d), |(i, j)| {
        let off = S::one() / S::int(d);
        if i == j {
            S::one() - off
        } else {
            -off
        }
    });
    let centred = matmul(z, &c);
    let scales = token_scales(z, &ln.eps);
    Array2::from_shape_fn((n, d), |(i, j)| centred[(i, j)].clone() / scales[i].clone() * ln.gain[j].clone() + ln.bias[j].clone())
}

/// For every set S of d + 2 tokens, the vector uᵀ LN(SA(X))_S with u the cofactor vector of
/// [(Σₕ PₕXWₕ)_S, 1]; as (index of S, u, uᵀ LN(SA(X))_S).
pub fn rewrite_defects<S: Scalar>(x: &Inputs) -> Vec<(usize, Array1<S>, Array1<S>)> {
    let (z0, sa) = attention_parts::<S>(x);
    let normed = layer_norm(&sa, &norm_from(x));
    span_defects(&z0, &normed)
}

/// For every set S of d + 2 rows, (index of S, u, uᵀ Y_S) with u the cofactor vector of
/// [Z_S, 1]: all zero iff on every such S the columns of Y are combinations of the columns
/// of Z and 1, i.e. Y = Z M + 1b̃ᵀ on S for some M, b̃.
pub fn span_defects<S: Scalar>(z0: &Array2<S>, normed: &Array2<S>) -> Vec<(usize, Array1<S>, Array1<S>)> {
    let (n, d) = z0.dim();
    subsets(n, d + 2)
        .into_iter()
        .enumerate()
        .map(|(k, rows)| {
            let b = Array2::from_shape_fn((d + 2, d + 1), |(i, j)| if j < d { z0[(rows[i], j)].clone() } else { S::one() });
            let u = cofactor_null_vector(&b);
            let defect: Array1<S> = (0..d).map(|j| sum((0..d + 2).map(|i| u[i].clone() * normed[(rows[i], j)].clone()))).collect();
            (k, u, defect)
        })
        .collect()
}

impl Claim for LayerNormClaim {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        match self.part {
            Part::Rewrite | Part::RewriteLeft => {
                let dims = SanDims::draw(g, 1, MAX_H, MAX_N, MAX_D);
                let x = g.matrix(dims.n, dims.d, Entries::signed(2));
                let w = draw_weights(g, dims, Entries::signed(2), Entries::signed(2), Entries::signed(1));
                let gain = g.vector(dims.d, Entries::signed(2));
                let bias = g.vector(dims.d, Entries::signed(2));
                let eps = draw_eps(g);
                w.inputs(x).with("g", gain).with("b_LN", bias).with("eps", eps)
            }
            Part::RightMultiplication => {
                let n = g.dim("n", 1, MAX_N + 1);
                let d = g.dim("d", 1, MAX_D);
                let z = g.matrix(n, d, Entries::signed(3));
                let gain = g.vector(d, Entries::signed(2));
                let bias = g.vector(d, Entries::signed(2));
                let eps = draw_eps(g);
                Inputs::new().with("Z", z).with("g", gain).with("b_LN", bias).with("eps", eps)
            }
            Part::Rank { .. } => {
                let n = g.dim("n", 1, 4);
                let d = g.dim("d", 1, 4);
                let k = g.dim("k", 1, 2);
                let a = g.matrix(n, k, Entries::signed(2).coarse(4));
                let b = g.matrix(k, d, Entries::signed(2).coarse(4));
                let factored = g.keeps(FACTORED);
                let free = g.matrix_if_used(!factored, n, d, Entries::signed(2).coarse(4));
                let z = if factored { matmul(&a, &b) } else { free.expect("drawn: a control without the hypothesis uses it") };
                let gain = g.vector(d, Entries::signed(2));
                let bias = g.vector(d, Entries::signed(2));
                let eps = draw_eps(g);
                Inputs::new().with("Z", z).with("A", a).with("B", b).with("g", gain).with("b_LN", bias).with("eps", eps)
            }
            // the printed factor does not depend on n or d: up to 8 tokens of 8 features
            Part::Residual { factor: ResidualFactor::One } => {
                let n = g.dim("n", 1, RESIDUAL_BASE);
                let d = g.dim("d", 1, RESIDUAL_BASE);
                let z = g.matrix(n, d, Entries::signed(3));
                let gain = g.vector(d, Entries::signed(2));
                let bias = g.vector(d, Entries::signed(2));
                let eps = draw_eps(g);
                Inputs::new().with("Z", z).with("g", gain).with("b_LN", bias).with("eps", eps)
            }
            // the repairs' factors change with d: sizes that outgrow them
            Part::Residual { .. } => residual_inputs(g),
        }
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        let mut h = vec![Condition::less(EPS_POSITIVE, S::zero(), S::exact(x.number("eps")))];
        if let Part::Rank { .. } = self.part {
            let ab = matmul(&lift::<S>(x.matrix("A")), &lift::<S>(x.matrix("B")));
            let z = lift::<S>(x.matrix("Z"));
            h.extend(z.iter().zip(ab.iter()).map(|(p, q)| Condition::equal(FACTORED, p.clone(), q.clone())));
        }
        h
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        match self.part {
            Part::Rewrite | Part::RightMultiplication => {
                let defects = if self.part == Part::Rewrite {
                    rewrite_defects::<S>(x)
                } else {
                    let z = lift::<S>(x.matrix("Z"));
                    let normed = layer_norm(&z, &norm_from(x));
                    span_defects(&z, &normed)
                };
                let mut out = Vec::new();
                for (k, _, defect) in defects {
                    for (j, v) in defect.iter().enumerate() {
                        out.push(Inequality::equal(Place::ij("token set, column", k, j), v.clone(), S::zero()));
                    }
                }
                if out.is_empty() {
                    out.push(Inequality::equal(Place::named("fewer than d + 2 tokens: nothing to check"), S::zero(), S::zero()));
                }
                out
            }
            Part::Rank { extra, shifted } => {
                let ln = norm_from::<S>(x);
                let mut normed = layer_norm(&lift::<S>(x.matrix("Z")), &ln);
                if !shifted {
                    for mut row in normed.rows_mut() {
                        for (j, v) in row.iter_mut().enumerate() {
                            *v = v.clone() - ln.bias[j].clone();
                        }
                    }
                }
                let k = x.matrix("A").ncols() + extra;
                let mut out: Vec<Inequality<S>> =
                    minors(&normed, k).into_iter().map(|(r, c, m)| Inequality::equal(Place::ij("minor, rows, columns", r, c), m, S::zero())).collect();
                if out.is_empty() {
                    out.push(Inequality::equal(Place::named("no minor of this order: nothing to check"), S::zero(), S::zero()));
                }
                out
            }
            Part::RewriteLeft => {
                let (_, sa) = attention_parts::<S>(x);
                let ln = norm_from::<S>(x);
                let normed = layer_norm(&sa, &ln);
                let rewritten = left_scaled_form(&sa, &ln);
                normed
                    .indexed_iter()
                    .map(|((i, j), v)| Inequality::equal(Place::ij("entry", i, j), v.clone(), rewritten[(i, j)].clone()))
                    .collect()
            }
            Part::Residual { factor } => {
                let z = lift::<S>(x.matrix("Z"));
                let ln = norm_from::<S>(x);
                let normed = layer_norm(&z, &ln);
                let gain = max_abs_entry(ln.gain.iter());
                let smallest = minimum(token_scales(&z, &ln.eps)).expect("n >= 1");
                let d = z.ncols();
                let factor = S::int(factor.times_d(d)) / S::int(d);
                vec![Inequality::new(residual_norm(&normed), factor * gain / smallest * residual_norm(&z))]
            }
        }
    }

    /// Part 3 when every token of Z has the same variance (see the module documentation,
    /// *Exact ties*): q = a₁b₁ − (d·c·maxⱼ|gⱼ|)²·a₂b₂. No form otherwise.
    fn equivalent_forms<S: Scalar>(&self, x: &Inputs) -> Vec<(usize, Vec<S>)> {
        let Part::Residual { factor } = self.part else { return Vec::new() };
        let z = lift::<S>(x.matrix("Z"));
        let (n, d) = z.dim();
        // d²σ²(Zᵢ) = d Σⱼ zᵢⱼ² − (Σⱼ zᵢⱼ)², exact for dyadic entries
        let spread: Vec<S> = z
            .rows()
            .into_iter()
            .map(|r| S::int(d) * sum(r.iter().map(|v| v.clone() * v.clone())) - sum(r.iter().cloned()) * sum(r.iter().cloned()))
            .collect();
        if !spread.iter().all(|v| (v.clone() - spread[0].clone()).is_exactly_zero()) {
            return Vec::new();
        }
        let gain = lift_vector::<S>(x.vector("g"));
        // R' = n·res(Z) = nZ − 11ᵀZ and R'C'diag(g) with C' = dC = dI − 11ᵀ
        let r = Array2::from_shape_fn((n, d), |(i, j)| S::int(n) * z[(i, j)].clone() - sum((0..n).map(|k| z[(k, j)].clone())));
        let rc = Array2::from_shape_fn((n, d), |(i, j)| (S::int(d) * r[(i, j)].clone() - sum((0..d).map(|k| r[(i, k)].clone()))) * gain[j].clone());
        let c = S::int(factor.times_d(d));
        let bound = c * max_abs_entry(gain.iter());
        let q = max_column_sum(&rc) * max_row_sum(&rc) - bound.clone() * bound * max_column_sum(&r) * max_row_sum(&r);
        vec![(0, vec![q])]
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        match self.part {
            Part::Rewrite | Part::RewriteLeft => {
                let (z0, sa) = attention_parts::<S>(x);
                let normed = layer_norm(&sa, &norm_from(x));
                let defects = rewrite_defects::<S>(x);
                let worst = maximum(defects.iter().map(|(_, _, v)| max_abs_entry(v.iter()))).unwrap_or_else(S::zero);
                Derived::new()
                    .matrix("sum_h P_h X W_h", z0)
                    .matrix("SA(X)", sa)
                    .matrix("LN(SA(X))", normed)
                    .number("largest |u^T LN(SA(X))_S| over token sets S", worst)
            }
            Part::Rank { .. } => {
                let z = lift::<S>(x.matrix("Z"));
                let ln = norm_from::<S>(x);
                let normed = layer_norm(&z, &ln);
                Derived::new().matrix("LN(Z)", normed).vector("token scales sqrt(sigma^2 + eps)", token_scales(&z, &ln.eps))
            }
            Part::RightMultiplication => {
                let z = lift::<S>(x.matrix("Z"));
                let ln = norm_from::<S>(x);
                let normed = layer_norm(&z, &ln);
                let defects = span_defects(&z, &normed);
                let worst = maximum(defects.iter().map(|(_, _, v)| max_abs_entry(v.iter()))).unwrap_or_else(S::zero);
                Derived::new()
                    .matrix("LN(Z)", normed)
                    .vector("token scales sqrt(sigma^2 + eps)", token_scales(&z, &ln.eps))
                    .number("largest |u^T LN(Z)_S| over token sets S", worst)
            }
            Part::Residual { .. } => {
                let z = lift::<S>(x.matrix("Z"));
                let ln = norm_from::<S>(x);
                let normed = layer_norm(&z, &ln);
                let scales = token_scales(&z, &ln.eps);
                let largest = maximum(scales.iter().cloned()).unwrap_or_else(S::zero);
                let residuals = [residual_norm(&z), residual_norm(&normed)];
                Derived::new()
                    .matrix("LN(Z)", normed)
                    .vector("token scales sqrt(sigma^2 + eps)", scales)
                    .number("largest token scale", largest)
                    .vector("||res(Z)||_{1,inf}, ||res(LN(Z))||_{1,inf}", residuals)
            }
        }
    }
}
