//! Lemma B.2 (θ-balance with θ = 1 under a bound on β), large-weights Appendix B.
//!
//! > If the following conditions hold
//! > • Let W_q, W_k, W_v be the matrix that ‖W_q‖_∞, ‖W_k‖_∞, ‖W_v‖_∞ ≤ η.
//! > • Let W = W_q W_kᵀ.  • Let E = β Res(X) W Res(X)ᵀ.
//! > • Let β satisfy that β ≤ 1/(‖Res(X)‖²_∞ η²).
//! > Then, we have E is θ-balanced with θ = 1.
//!
//! * Hypotheses: X ∈ ℝⁿˣᵈ (n, d ≤ 8), weights with ‖W‖_∞ ≤ η (η drawn up to 16; η > 0 is
//!   a domain condition: the printed bound divides by η²);
//!   β > 0 (β is the normalization factor 1/√d₀ of Lemma 5.1, a positive number; without
//!   it any negative β would meet the printed bound); β ≤ 1/(‖Res(X)‖²_∞η²), checked as
//!   β‖Res(X)‖²_∞η² ≤ 1 (the same for a positive denominator, and no bound when it is 0).
//! * Conclusion: the balance of E, maxᵢ max_{j,l} |E_ij − E_il|, is at most θ = 1.
//!
//! The proof bounds ‖E‖_∞ by β‖Res(X)‖²_∞‖W‖_∞ and ‖W‖_∞ by η² (Fact 3.3's second
//! bullet, uncited and refuted: each product misses its inner dimension) and then reads
//! ‖E‖_∞ ≤ 1 as 1-balance (the spread of a row can be twice its largest entry).
//!
//! Repair `theta-2d-cubed`: E is 2d³-balanced. **Argument.** With R = Res(X),
//! |E_ij| = β|Σ_k Σ_l R_ik W_kl R_jl| ≤ β d²‖R‖²_∞‖W‖_∞, and each entry of W = W_q W_kᵀ
//! sums d products of entries at most η, so ‖W‖_∞ ≤ dη²; with β‖R‖²_∞η² ≤ 1 this gives
//! |E_ij| ≤ d³, and a row spreads over at most 2d³ (‖·‖_∞ the entrywise maximum). All-ones
//! weights and X with rows ±1 attain it.
//!
//! β: Lemma B.2 constrains β by the bound above; Lemma 5.1 sets β = 1/√d₀ with d₀
//! undefined. `as-written` takes β free under B.2's bound (β > 0); `beta-1-over-sqrt-d`
//! (alternative) combines both, β = 1/√d (d₀ := d, as in Lemma 5.1's reading) with η
//! scaled down (by powers of two) until B.2's bound holds. Res: midrange minimiser (E
//! depends on it; a counterexample with d = 1, where the minimiser is unique, does not).

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Symbol};
use crate::generate::bounds::dyadic_at_most;
use crate::generate::network::{self, Bound, Bounds, Pool};
use crate::generate::{Draw, Entries};
use crate::math::balance::balance;
use crate::math::matrix::lift;
use crate::math::norms::max_abs_entry;
use crate::math::res::{res, res_entrywise_max};
use crate::math::Scalar;

use super::lemma_5_1::{draw_input, e_matrix};

const MAX_N: usize = 8;
const MAX_D: usize = 8;

const WQ: &str = "||W_q||_inf <= eta";
const WK: &str = "||W_k||_inf <= eta";
const WV: &str = "||W_v||_inf <= eta";
const BETA_POSITIVE: &str = "beta > 0";
const BETA_BOUND: &str = "beta <= 1/(||Res(X)||_inf^2 eta^2)";
/// Where the printed bound on β is defined: it divides by η².
const ETA_POSITIVE: &str = "eta > 0";

/// Lemma 5.1's normalization factor, which `beta-1-over-sqrt-d` takes β to be.
const BETA_DEFINED: &str = r"Let $\beta:=1/\sqrt{d_{0}}$ denote the normalization factor.";
/// The printed conclusion (what `theta-2d-cubed` changes).
const CONCLUSION: &str = r"Then, we have $E$ is $\theta$-balanced with $\theta=1$.";

const SYMBOLS: &[Symbol] = &[
    Symbol::matrix("X", &["n", "d"], "the input"),
    Symbol::matrix("W_q", &["d", "d"], "query weights"),
    Symbol::matrix("W_k", &["d", "d"], "key weights"),
    Symbol::matrix("W_v", &["d", "d"], "value weights"),
    Symbol::number("eta", "the weight bound"),
    Symbol::number("beta", "the normalization factor"),
];

/// The symbols of the reading β = 1/√d, where β is not an input: all but the last.
const SYMBOLS_INV_SQRT_D: &[Symbol] = SYMBOLS.split_at(SYMBOLS.len() - 1).0;

const STATEMENT: &str = r"If the following conditions hold • Let $W_{q},W_{k},W_{v}$ be the matrix that $\|W_{q}\|_{\infty},\|W_{k}\|_{\infty},\|W_{v}\|_{\infty}\leq\eta$. • Let $W=W_{q}W_{k}^{\top}$. • Let $E=\beta\operatorname{\mathsf{Res}}(X)W\operatorname{\mathsf{Res}}(X)^{\top}$. • Let $\beta$ satisfy that $\beta\leq 1/(\|\operatorname{\mathsf{Res}}(X)\|_{\infty}^{2}\eta^{2})$. Then, we have $E$ is $\theta$-balanced with $\theta=1$.";

/// Which β.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BetaChoice {
    /// β > 0 free under the bound.
    Free,
    /// β = 1/√d, η scaled to meet the bound.
    InvSqrtD,
}

/// Lemma B.2 in one reading.
pub struct BalanceFromBeta {
    meta: Meta,
    beta: BetaChoice,
    /// θ (1 as printed).
    theta: fn(usize) -> f64,
}

/// The claims in their readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    readings().into_iter().map(|r| Box::new(r) as Box<dyn Check>).collect()
}

/// Lemma B.2 in its reading `name` (`as-written`, ...): its generator and hypotheses, which
/// the displayed steps of its proof ([`super::proofs::lemma_b_2`]) call.
pub fn reading(name: &str) -> BalanceFromBeta {
    readings().into_iter().find(|r| r.meta.reading == name).unwrap_or_else(|| panic!("Lemma B.2 has no reading {name}"))
}

fn readings() -> Vec<BalanceFromBeta> {
    let meta = |reading, note, symbols, expected, (location, words), class| {
        Meta::new(Paper::LargeWeights, "large-weights/lemma-b.2", "Lemma B.2", STATEMENT)
            .quote(location, words)
            .reading(reading, note)
            .class(class)
            .symbols(symbols)
            .cites(&["Definition 3.5"])
            .cases(300)
            .targeted(1000)
            .domain(ETA_POSITIVE, r"the printed bound $1/(\|\mathrm{Res}(X)\|_\infty^2 \eta^2)$ divides by $\eta^2$ ($\eta \ge 0$ already follows from $\|W_q\|_\infty \le \eta$)")
            .expect(expected)
    };
    vec![
        BalanceFromBeta {
            meta: meta(
                "as-written",
                r"$\beta > 0$ free under the printed bound $\beta \le 1/(\|\mathrm{Res}(X)\|_\infty^2 \eta^2)$; $\mathrm{Res}$ with the midrange minimiser; $\theta = 1$; $\|\cdot\|_\infty$ entrywise.",
                SYMBOLS,
                Expected::Refuted,
                ("Appendix B, Lemma B.2", STATEMENT),
                ReadingClass::AsWritten,
            ),
            beta: BetaChoice::Free,
            theta: |_| 1.0,
        },
        BalanceFromBeta {
            meta: meta(
                "beta-1-over-sqrt-d",
                r"Lemma B.2 only bounds $\beta$, which is Lemma 5.1's normalization factor $1/\sqrt{d_0}$ with $d_0$ defined nowhere: here $\beta = 1/\sqrt{d}$ ($d_0 := d$) and, as printed, $\beta \le 1/(\|\mathrm{Res}(X)\|_\infty^2 \eta^2)$; otherwise as-written.",
                SYMBOLS_INV_SQRT_D,
                Expected::Refuted,
                ("§5.1, Lemma 5.1", BETA_DEFINED),
                ReadingClass::Alternative,
            ),
            beta: BetaChoice::InvSqrtD,
            theta: |_| 1.0,
        },
        BalanceFromBeta {
            meta: meta(
                "theta-2d-cubed",
                r"Repair of as-written: $E$ is $2d^3$-balanced instead of 1-balanced (each of the three products in $\beta\,\mathrm{Res}(X) W_q W_k^\top \mathrm{Res}(X)^\top$ sums $d$ terms, and a row's spread is at most twice its largest entry); otherwise as-written.",
                SYMBOLS,
                Expected::NotRefuted,
                ("Appendix B, Lemma B.2", CONCLUSION),
                ReadingClass::Repair,
            )
            .unneeded(WV, r"$W_v$ does not enter $E$, so the conclusion holds whatever $W_v$ is")
            .proved_in_coq(),
            beta: BetaChoice::Free,
            theta: |d| 2.0 * (d * d * d) as f64,
        },
    ]
}

impl BalanceFromBeta {
    fn beta<S: Scalar>(&self, x: &Inputs) -> S {
        S::exact(x.number("beta"))
    }
}

impl Claim for BalanceFromBeta {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let n = g.dim("n", 1, MAX_N);
        let d = g.dim("d", 1, MAX_D);
        let x = draw_input(g, n, d);
        let eta = g.positive(4);
        let pool = Pool::draw(g, d);
        let bounds = Bounds { w_q: Bound::Eta(WQ), w_k: Bound::Eta(WK), w_v: Bound::Eta(WV), extremes: false };
        let r = res_entrywise_max(&x);
        let u = network::fraction(g);
        let free_beta = g.positive(4);
        let signed_beta = g.number(Entries::signed(4).coarse(network::LEVELS));
        let keep_bound = g.keeps(BETA_BOUND);
        let (eta, beta) = match self.beta {
            BetaChoice::Free => {
                let bound = 1.0 / (r * r * eta * eta);
                let beta = if keep_bound { dyadic_at_most(bound, 12).map_or(free_beta, |b| b * u) } else { free_beta };
                (eta, if g.keeps(BETA_POSITIVE) { beta } else { signed_beta })
            }
            BetaChoice::InvSqrtD => {
                // η halved until β = 1/√d meets the bound: β r² η² ≤ 1 ⇔ r²η² ≤ √d.
                let sqrt_d = (d.get() as f64).sqrt();
                let mut eta = eta;
                while keep_bound && r * r * eta * eta > sqrt_d * (1.0 - 1e-9) {
                    eta /= 2.0;
                }
                (eta, 1.0 / sqrt_d)
            }
        };
        let head = network::head(g, &pool, eta, &bounds);
        let out = Inputs::new().with("X", x).with("W_q", head.w_q).with("W_k", head.w_k).with("W_v", head.w_v).with("eta", eta);
        match self.beta {
            BetaChoice::Free => out.with("beta", beta),
            BetaChoice::InvSqrtD => out,
        }
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        let eta = S::exact(x.number("eta"));
        let beta: S = match self.beta {
            BetaChoice::Free => self.beta(x),
            BetaChoice::InvSqrtD => S::one() / S::int(x.matrix("X").ncols()).sqrt(),
        };
        let r = res_entrywise_max(&lift::<S>(x.matrix("X")));
        let mut h: Vec<Condition<S>> = vec![Condition::less(ETA_POSITIVE, S::zero(), eta.clone())];
        h.extend(
            [(WQ, "W_q"), (WK, "W_k"), (WV, "W_v")]
                .iter()
                .map(|(name, w)| Condition::at_most(name, max_abs_entry(lift::<S>(x.matrix(w)).iter()), eta.clone())),
        );
        if self.beta == BetaChoice::Free {
            h.push(Condition::less(BETA_POSITIVE, S::zero(), beta.clone()));
        }
        h.push(Condition::at_most(BETA_BOUND, beta * r.clone() * r * eta.clone() * eta, S::one()));
        h
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let xm = lift::<S>(x.matrix("X"));
        let beta: S = match self.beta {
            BetaChoice::Free => self.beta(x),
            BetaChoice::InvSqrtD => S::one() / S::int(xm.ncols()).sqrt(),
        };
        let e = e_matrix(&res(&xm), &lift(x.matrix("W_q")), &lift(x.matrix("W_k")), &beta);
        vec![Inequality::at(Place::WHOLE, balance(&e), S::exact((self.theta)(xm.ncols())))]
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let xm = lift::<S>(x.matrix("X"));
        let beta: S = match self.beta {
            BetaChoice::Free => self.beta(x),
            BetaChoice::InvSqrtD => S::one() / S::int(xm.ncols()).sqrt(),
        };
        let out = match self.beta {
            BetaChoice::Free => Derived::new(),
            BetaChoice::InvSqrtD => Derived::new().number("beta = 1/sqrt(d)", beta.clone()),
        };
        let res_x = res(&xm);
        let e = e_matrix(&res_x, &lift(x.matrix("W_q")), &lift(x.matrix("W_k")), &beta);
        let balance_e = balance(&e);
        out.matrix("Res(X)", res_x).matrix("E", e).number("balance of E", balance_e)
    }
}
