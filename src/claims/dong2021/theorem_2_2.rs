//! Theorem 2.2 of Dong et al. (2021), the cubic collapse bound, as described in seed 002 —
//! a study of its free parameter γ, not a verdict.
//!
//! > For a pure self-attention network,
//! > ‖res(SAN(X))‖ ≤ (4γβ/√d_qk)^((3^L−1)/2) · ‖res(X)‖^(3^L)
//! > … β ≥ ‖W_QK‖₁‖W_V‖_{1,∞} and a γ depending on attention entries.
//!
//! γ is not defined in our sources, so the statement is not a checkable claim: for any
//! network with res(SAN(X)) ≠ 0 some γ makes it true. What can be reported is what γ
//! would have to be. For one case (X and an L-layer, single-head SAN with biases, no skip
//! connections, τ = 1/√d_qk, [`crate::math::san`]), with β the smallest value the theorem
//! allows, β = max_l ‖W_QK^l‖₁ ‖W_V^l‖_{1,∞}, the inequality holds iff γ ≥ γ_needed with
//!
//!   γ_needed = (√d_qk / (4β)) · (‖res(X_L)‖_{1,∞} / ‖res(X)‖_{1,∞}^(3^L))^(2/(3^L − 1))
//!
//! (0 when res(X_L) = 0; res is the token-mean residual, [`crate::math::token_mean`]). The
//! smallest γ for which the inequality holds on every case found is the largest γ_needed
//! found. [`gamma_study`] maximises γ_needed with the targeted optimiser
//! ([`crate::engine::targeted`]) separately for every (L, n, d) (d_qk = d), and
//! recomputes the best case in interval arithmetic, so that its lower end is a certified
//! lower bound on any γ that makes the theorem true for that depth and size.

use std::fmt::Write as _;

use crate::claim::{Claim, Condition, Inequality, Inputs, Meta, Paper, Symbol};
use crate::engine::case::Subject;
use crate::engine::repair::maximise_at;
use crate::engine::evaluate::{closeness, screen, Closeness, Screen};
use crate::engine::rng::SplitMix;
use crate::generate::{Dim, Draw, Entries, Slot};
use crate::math::interval::with_precision;
use crate::math::matrix::{lift, matmul, transpose};
use crate::math::norms::{dong_one_infinity, max_column_sum};
use crate::math::san::{san_forward, SanLayer};
use crate::math::scalar::maximum;
use crate::math::token_mean::residual_norm;
use crate::math::{Interval, Scalar};

use super::network::{draw_weights, layers_from, tau_from, SanDims, SAN_SYMBOLS};

const SYMBOLS: &[Symbol] = &SAN_SYMBOLS;

const STATEMENT: &str = r"$\|\mathrm{res}(\mathrm{SAN}(X))\|_{1,\infty}\le\left(\frac{4\gamma\beta}{\sqrt{d_{qk}}}\right)^{\frac{3^L-1}{2}}\|\mathrm{res}(X)\|_{1,\infty}^{3^L}$, $\|W_{QK}\|_1\|W_V\|_{1,\infty}\le\beta$";

/// β = max over layers (one head each) of ‖W_QK‖₁ ‖W_V‖_{1,∞}, W_QK = W_Q W_Kᵀ.
pub fn smallest_beta<S: Scalar>(layers: &[SanLayer<S>]) -> S {
    maximum(
        layers
            .iter()
            .flat_map(|l| l.heads.iter().map(|h| max_column_sum(&matmul(&h.w_q, &transpose(&h.w_k))) * dong_one_infinity(&h.w_v))),
    )
    .unwrap_or_else(S::zero)
}

/// The parts of γ_needed for the network stored in `x`: (‖res(X_L)‖_{1,∞}, ‖X_L‖_{1,∞},
/// ‖res(X)‖_{1,∞}, β, L, d_qk).
fn parts<S: Scalar>(x: &Inputs) -> (S, S, S, S, usize, usize) {
    let xs = lift::<S>(x.matrix("X"));
    let layers = layers_from::<S>(x);
    let tau = tau_from::<S>(x);
    let forward = san_forward(&xs, &layers, &tau, false);
    let out = forward.outputs.last().expect("L >= 1");
    let d_qk = x.matrix_grid("W_Q")[0][0].ncols();
    (residual_norm(out), dong_one_infinity(out), residual_norm(&xs), smallest_beta(&layers), layers.len(), d_qk)
}

/// ln γ_needed from its parts (all positive).
fn log_gamma<S: Scalar>(lhs: S, start: S, beta: S, layers: usize, d_qk: usize) -> S {
    let power = 3usize.pow(layers as u32);
    let exponent = S::int((power - 1) / 2);
    (S::int(d_qk).sqrt() / (S::exact(4.0) * beta)).ln() + (lhs.ln() - S::int(power) * start.ln()) / exponent
}

/// Smallest relative residual ‖res(X_L)‖/‖X_L‖ at which the `f64` value of γ_needed is
/// trusted: below it, res(X_L) is of the order of the rounding error of X_L's rows, and
/// an optimiser would climb on that noise.
pub const RESOLUTION: f64 = 1e-8;

/// The branch of γ_needed that its `f64` parts (‖res(X_L)‖, ‖X_L‖, ‖res(X)‖, β) select:
/// `Some(false)` when res(X_L), res(X) or β is 0 (γ_needed = 0), `None` when
/// ‖res(X_L)‖ < [`RESOLUTION`]·‖X_L‖ (not resolved in `f64`), `Some(true)` otherwise
/// (γ_needed > 0, given by [`log_gamma`]).
fn positive_branch(lhs: f64, whole: f64, start: f64, beta: f64) -> Option<bool> {
    if lhs <= 0.0 || start <= 0.0 || beta <= 0.0 {
        return Some(false);
    }
    if lhs < RESOLUTION * whole {
        return None;
    }
    Some(true)
}

/// γ_needed in `f64` for the network stored in `x` (see the module documentation): 0 when
/// res(X_L), res(X) or β is 0 (the inequality then holds for every γ ≥ 0, or for none:
/// res(X) = 0 forces res(X_L) = 0); `None` when ‖res(X_L)‖ < [`RESOLUTION`]·‖X_L‖ > 0,
/// where `f64` cannot resolve it.
pub fn gamma_needed(x: &Inputs) -> Option<f64> {
    let (lhs, whole, start, beta, layers, d_qk) = parts::<f64>(x);
    if !positive_branch(lhs, whole, start, beta)? {
        return Some(0.0);
    }
    Some(log_gamma(lhs, start, beta, layers, d_qk).exp())
}

/// An outward-rounded enclosure of γ_needed at 64 bits; [0, ∞] when ‖res(X_L)‖ is not
/// certainly positive.
pub fn gamma_enclosure(x: &Inputs) -> (f64, f64) {
    with_precision(64, || {
        let (lhs, _, start, beta, layers, d_qk) = parts::<Interval>(x);
        if !(lhs.certainly_positive() && start.certainly_positive() && beta.certainly_positive()) {
            return (0.0, f64::INFINITY);
        }
        let g = log_gamma(lhs, start, beta, layers, d_qk).exp();
        (g.lo(), g.hi())
    })
}

/// The probe the optimiser climbs: inputs are single-head SANs, the "conclusion" is
/// γ_needed ≤ 1, so that lhs/rhs is γ_needed. Not a claim of the catalogue.
pub struct GammaProbe {
    meta: Meta,
    max_layers: usize,
    max_n: usize,
    max_d: usize,
}

impl GammaProbe {
    /// A probe over L ≤ `max_layers`, 2 ≤ n ≤ `max_n`, d = d_qk ≤ `max_d`.
    pub fn new(max_layers: usize, max_n: usize, max_d: usize) -> Self {
        GammaProbe {
            meta: Meta::new(Paper::Dong2021, "dong2021/theorem-2.2", "Theorem 2.2", STATEMENT)
                .reading("gamma-study", "Study of the undefined gamma: lhs = gamma_needed, rhs = 1.")
                .symbols(SYMBOLS),
            max_layers,
            max_n,
            max_d,
        }
    }
}

impl Claim for GammaProbe {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let layers = g.dim("L", 1, self.max_layers);
        let n = g.dim("n", 2, self.max_n);
        let d = g.dim("d", 1, self.max_d);
        let dims = SanDims { layers, heads: Dim::fixed(1), n, d, d_qk: d };
        let x = g.matrix(n, d, Entries::signed(2));
        draw_weights(g, dims, Entries::signed(2), Entries::signed(2), Entries::signed(1)).inputs(x)
    }

    fn hypotheses<S: Scalar>(&self, _x: &Inputs) -> Vec<Condition<S>> {
        Vec::new()
    }

    /// lhs = γ_needed, rhs = 1. The branch is chosen on the `f64` parts (`positive_branch`),
    /// a screen: a case with γ_needed = 0, or not resolved in `f64`, reads as lhs = 0 (an
    /// exact constant, not a rounded value). In the positive branch γ_needed is computed
    /// in `S` from the exact inputs (`parts`, `log_gamma`); no `f64` result enters it.
    /// That branch is the guard `log_gamma` needs: its `ln`s take ‖res(X_L)‖, ‖res(X)‖
    /// and β, whose `f64` values are then positive, ‖res(X_L)‖ resolved. It is a screen,
    /// not a proof: should an enclosure still not be certainly positive (an `f64` value
    /// that is only rounding noise), interval `ln` panics rather than return a wrong
    /// value. For `S = f64` the value is [`gamma_needed`]'s, 0 when that is `None`. The
    /// study evaluates the probe in `f64` only; its certified figure is
    /// [`gamma_enclosure`], which checks certain positivity itself.
    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let (lhs, whole, start, beta, _, _) = parts::<f64>(x);
        let gamma = if positive_branch(lhs, whole, start, beta) == Some(true) {
            let (lhs, _, start, beta, layers, d_qk) = parts::<S>(x);
            log_gamma(lhs, start, beta, layers, d_qk).exp()
        } else {
            S::zero()
        };
        vec![Inequality::new(gamma, S::one())]
    }
}

/// The largest γ_needed found at one (L, n, d).
#[derive(Clone, Debug)]
pub struct GammaAt {
    /// Depth L.
    pub layers: usize,
    /// Tokens n.
    pub n: usize,
    /// Features d (= d_qk).
    pub d: usize,
    /// The largest γ_needed found (`f64`): the smallest γ that makes the bound hold on
    /// every case the search evaluated at these dimensions.
    pub gamma: f64,
    /// An outward-rounded enclosure of γ_needed of that case (64 bits): any γ below its
    /// lower end is certainly violated by the case.
    pub certified: (f64, f64),
    /// The case.
    pub inputs: Inputs,
    /// Cases evaluated at these dimensions.
    pub evaluations: u64,
    /// Whether some case at these dimensions had γ_needed > 0 resolved in `f64` (see
    /// [`RESOLUTION`]); if not, `gamma` is 0 and says nothing.
    pub resolved: bool,
}

/// Maximises γ_needed for every (L, n, d) with L ≤ `max_layers`, 2 ≤ n ≤ `max_n`,
/// d ≤ `max_d`: `starts` random cases, then `budget` targeted evaluations from the best
/// of them, for each combination.
pub fn gamma_study(max_layers: usize, max_n: usize, max_d: usize, starts: usize, budget: u64, seed: u64) -> Vec<GammaAt> {
    let probe = GammaProbe::new(max_layers, max_n, max_d);
    let subject = Subject::new(&probe);
    let slots = subject.layout.slots.clone();
    let dim_positions: Vec<usize> = (0..slots.len()).filter(|&i| matches!(slots[i], Slot::Dim { .. })).collect();
    let mut rng = SplitMix::new(seed);
    let evaluate = |choices: &[u32]| -> Option<(Closeness, Inputs)> {
        let case = subject.build(choices).ok()?;
        gamma_needed(&case.inputs)?;
        match screen(&probe, &case.inputs, None) {
            Screen::Holds(c) | Screen::Candidate(c) => Some((closeness(&c), case.inputs)),
            _ => None,
        }
    };
    let mut out = Vec::new();
    for layers in 1..=max_layers {
        for n in 2..=max_n {
            for d in 1..=max_d {
                let raw = [layers as u32 - 1, n as u32 - 2, d as u32 - 1];
                let (best, evaluations) =
                    maximise_at(&subject, &raw, starts, budget, &mut rng, |choices| evaluate(choices).map(|(c, _)| c));
                let resolved = best.as_ref().is_some_and(|(c, _)| c.ratio.unwrap_or(0.0) > 0.0);
                let (c, choices) = match best {
                    Some(b) => b,
                    None => (Closeness { ratio: Some(0.0), margin: -1.0, index: 0 }, vec![0; slots.len()]),
                };
                let mut choices = choices;
                for (k, &p) in dim_positions.iter().enumerate() {
                    choices[p] = raw[k];
                }
                let inputs = subject.build(&choices).expect("built before").inputs;
                let enclosure = gamma_enclosure(&inputs);
                out.push(GammaAt {
                    layers,
                    n,
                    d,
                    gamma: c.ratio.unwrap_or(0.0),
                    certified: enclosure,
                    inputs,
                    evaluations,
                    resolved,
                });
            }
        }
    }
    out
}

/// The study as a markdown report: one row per (L, n, d), and the largest value per depth.
pub fn gamma_report(rows: &[GammaAt]) -> String {
    let mut out = String::new();
    out.push_str("### Theorem 2.2: the smallest gamma consistent with the cases found\n\n");
    out.push_str(
        "gamma is undefined in our sources. For each case, beta is the smallest value the theorem allows \
         (max over layers of ||W_QK||_1 ||W_V||_{1,inf}), d_qk = d, one head per layer, no skip connections, \
         res with the token mean, norms ||.||_{1,inf}; gamma_needed is the smallest gamma for which \
         ||res(SAN(X))|| <= (4 gamma beta / sqrt(d_qk))^((3^L-1)/2) ||res(X)||^(3^L) holds on that case. \
         The table gives the largest gamma_needed the targeted search found: a lower bound on any gamma that \
         makes the theorem true at that size (certified: the enclosure's lower end, computed in \
         outward-rounded arithmetic on the exact inputs of the case).\n\n",
    );
    out.push_str("| L | n | d | smallest gamma (sup of gamma_needed found) | certified enclosure of that case | cases |\n|---|---|---|---|---|---|\n");
    for r in rows {
        if r.resolved {
            let _ = writeln!(
                out,
                "| {} | {} | {} | {:.4} | [{:.6}, {:.6}] | {} |",
                r.layers, r.n, r.d, r.gamma, r.certified.0, r.certified.1, r.evaluations
            );
        } else {
            let _ = writeln!(
                out,
                "| {} | {} | {} | — (no case with res(X_L) > 0 resolved: relative residual below {RESOLUTION:e} or 0) | — | {} |",
                r.layers, r.n, r.d, r.evaluations
            );
        }
    }
    let max_l = rows.iter().map(|r| r.layers).max().unwrap_or(0);
    out.push_str("\n| L | largest over n, d | at (n, d) |\n|---|---|---|\n");
    for l in 1..=max_l {
        if let Some(best) = rows.iter().filter(|r| r.layers == l && r.resolved).max_by(|a, b| a.gamma.total_cmp(&b.gamma)) {
            let _ = writeln!(out, "| {l} | {:.4} | ({}, {}) |", best.gamma, best.n, best.d);
        }
    }
    out
}

/// The study at the sizes of the report (L ≤ 3, 2 ≤ n ≤ 4, d = d_qk ≤ 3; 16 random starts
/// and 3000 targeted evaluations per size; seed 2021), as markdown.
pub fn theorem_2_2_report() -> String {
    gamma_report(&gamma_study(3, 4, 3, 16, 3000, 2021))
}
