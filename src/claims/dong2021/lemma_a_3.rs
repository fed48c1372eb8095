//! Lemma A.3 of Dong et al. (2021): the first-order bound on the attention matrix, and the
//! assumption seed 003 reports the authors confirmed missing.
//!
//! > In the proof of Lemma A.3, Taylor expansion was used to approximate and upper bound
//! > an exponentiation. However, to let the right-hand side upper bound satisfied, we
//! > conjectured that the authors implicitly assumed E_ij − E_ij′ is bounded around zero.
//! > After directly communicating with the authors, they confirmed that a missed
//! > assumption here is max_{i,j}(E_ij − E_ij′) ≤ 1.                          (seed 003)
//!
//! The bound (its printed form is not in our sources): with P = softmax(E + 1rᵀ)
//! (row-wise) and P̃ = 1 softmax(r)ᵀ the attention matrix without E,
//!
//!   Pᵢⱼ = softmax(r)ⱼ e^{Eᵢⱼ} / Σₜ softmax(r)ₜ e^{Eᵢₜ} ≤ softmax(r)ⱼ e^{Dᵢᵢ},
//!   Dᵢᵢ = max_{j,j′} (Eᵢⱼ − Eᵢⱼ′),
//!
//! and the exponential is then bounded by its first-order expansion, giving
//!
//!   P ≤ (I + 2D) 1 softmax(r)ᵀ   entrywise, i.e.  Pᵢⱼ ≤ (1 + 2Dᵢᵢ) softmax(r)ⱼ.
//!
//! The coefficient 2 is this module's reading of "first-order expansion": the literal
//! Taylor polynomial 1 + x is below eˣ for every x ≠ 0 and no assumption could rescue it,
//! while e^x ≤ 1 + 2x holds exactly for 0 ≤ x ≤ x* ≈ 1.2564, so the assumption the
//! authors confirmed (max ≤ 1) is sufficient for it. j′ ranges over all columns, so
//! max_{i,j,j′}(Eᵢⱼ − Eᵢⱼ′) = maxᵢ Dᵢᵢ.
//!
//! **Argument for the repair.** The denominator is at least e^{minₜ Eᵢₜ}, so
//! Pᵢⱼ ≤ softmax(r)ⱼ e^{Eᵢⱼ − minₜ Eᵢₜ} ≤ softmax(r)ⱼ e^{Dᵢᵢ}; eˣ − 1 − 2x is convex, 0 at
//! x = 0 and e − 3 < 0 at x = 1, so eˣ ≤ 1 + 2x on [0, 1], and the assumption gives
//! 0 ≤ Dᵢᵢ ≤ 1, hence Pᵢⱼ ≤ (1 + 2Dᵢᵢ) softmax(r)ⱼ.
//!
//! The sources do not print the lemma, so its formula is rebuilt: the readings are
//! `reconstructed` (no assumption on E) and the repair
//! `extra-hypothesis-max-difference-at-most-1` (the authors' assumption). The
//! [`threshold_study`] replaces 1 by a threshold τ and bisects for the largest τ at which
//! the search finds no violation.
//!
//! # In Coq
//!
//! Each reading's Coq statement is `coq/Statements/<Paper>/<name>.v` (`<name>` the reading's
//! Coq name, `coq::coq_name`): its header quotes the words, says how each hypothesis is
//! encoded and classifies every premise (printed, stated by the reading, or shown in the
//! verdict row). A reading proved for every size has its proof in `coq/Proofs/` and its
//! non-vacuity theorem in `coq/Satisfiable/`; `lemmacheck show <id>` prints the statement.

use ndarray::{Array1, Array2};

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Symbol};
use crate::engine::{search, Settings, Verdict};
use crate::generate::{Draw, Entries, UnitRange};
use crate::math::balance::{balance, balance_diagonal};
use crate::math::softmax::{softm, softm_rows};
use crate::math::Scalar;

const MAX_N: usize = 4;
/// Units of E on a grid of 2⁻¹⁰ keep the scaled E exact.
const LEVELS: u32 = 10;

const SYMBOLS: &[Symbol] = &[
    Symbol::matrix("E", &["n", "n"], "the score part E"),
    Symbol::vector("r", &["n"], "the column-constant score part r"),
];

/// The hypothesis, by name.
pub const BOUNDED: &str = "max_{i,j,j'} (E_ij - E_ij') <= tau";

const STATEMENT: &str = "In the proof of Lemma A.3, Taylor expansion was used to approximate and upper bound an exponentiation. However, to let the right-hand side upper bound satisfied, we conjectured that the authors implicitly assumed E ij -E ij ′ is bounded around zero. After directly communicating with the authors, they confirmed that a missed assumption here is max i,j ( E ij -E ij ′ ) ≤ 1 .";
const LOCATION: &str = "seed 003, remark on the proof of Lemma A.3";
/// The words naming the step (the lemma itself is not printed).
const QUOTE_STEP: &str = "In the proof of Lemma A.3, Taylor expansion was used to approximate and upper bound an exponentiation.";
/// The words naming the assumption.
const QUOTE_ASSUMPTION: &str = "they confirmed that a missed assumption here is max i,j ( E ij -E ij ′ ) ≤ 1 .";

/// Lemma A.3 in one reading: with the assumption max spread ≤ τ, or without (`None`).
pub struct LemmaA3 {
    meta: Meta,
    threshold: Option<f64>,
}

impl LemmaA3 {
    /// The bound with the assumption max_{i,j,j′}(Eᵢⱼ − Eᵢⱼ′) ≤ τ (τ a dyadic number with
    /// at most 10 fractional bits, so the scaled E stays exact), for the threshold study.
    pub fn with_threshold(tau: f64, cases: u32, targeted: u64) -> LemmaA3 {
        LemmaA3 {
            meta: Meta::new(Paper::Dong2021, "dong2021/lemma-a.3", "Lemma A.3", STATEMENT)
                .reading("threshold-study", r"The bound with the assumption $\max_{i,j,j'} (E_{ij} - E_{ij'}) \le \tau$ (study only).")
                .symbols(SYMBOLS)
                .cases(cases)
                .targeted(targeted),
            threshold: Some(tau),
        }
    }
}

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    let meta = |reading, note, expected, quote, class| {
        Meta::new(Paper::Dong2021, "dong2021/lemma-a.3", "Lemma A.3 (not printed in the sources)", STATEMENT)
            .quote(LOCATION, quote)
            .reading(reading, note)
            .class(class)
            .symbols(SYMBOLS)
            .cases(500)
            .expect(expected)
    };
    vec![
        Box::new(LemmaA3 {
            meta: meta(
                "reconstructed",
                r"Rebuilt (the lemma is not printed): $P_{ij} \le (1 + 2 D_{ii})\,\mathrm{softmax}(r)_j$ for all $i, j$, $P = \mathrm{softmax}(E + \mathbf{1} r^\top)$, $D_{ii} = \max_{j,j'} (E_{ij} - E_{ij'})$, the exponential bounded by the first-order expansion $e^x \le 1 + 2x$; $E$ and $r$ arbitrary (no assumption on $E$).",
                Expected::Refuted,
                QUOTE_STEP,
                ReadingClass::Reconstructed,
            ),
            threshold: None,
        }),
        Box::new(LemmaA3 {
            meta: meta(
                "extra-hypothesis-max-difference-at-most-1",
                r"The reconstructed bound with the assumption the authors confirmed missing (seed 003): $\max_{i,j,j'} (E_{ij} - E_{ij'}) \le 1$.",
                Expected::NotRefuted,
                QUOTE_ASSUMPTION,
                ReadingClass::Repair,
            )
            .proved_in_coq(),
            threshold: Some(1.0),
        }),
    ]
}

/// (P, (I + 2D) 1 softmax(r)ᵀ) for P = softmax(E + 1rᵀ).
pub fn sides<S: Scalar>(e: &Array2<S>, r: &Array1<S>) -> (Array2<S>, Array2<S>) {
    let n = e.nrows();
    let p = softm_rows(&Array2::from_shape_fn((n, n), |(i, j)| e[(i, j)].clone() + r[j].clone()));
    let s = softm(&r.to_vec());
    let d = balance_diagonal(e);
    let bound = Array2::from_shape_fn((n, n), |(i, j)| (S::one() + S::exact(2.0) * d[i].clone()) * s[j].clone());
    (p, bound)
}

impl Claim for LemmaA3 {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let n = g.dim("n", if self.threshold.is_some() { 2 } else { 1 }, MAX_N);
        let e = match self.threshold {
            None => g.matrix(n, n, Entries::signed(3).coarse(LEVELS)),
            Some(tau) => {
                // Row i of the conclusion involves only row i of E (and r), and is unchanged
                // by adding a constant to that row or permuting columns together with r. So
                // nothing is lost by E = t·V with V ∈ [0, 1]ⁿˣⁿ, Vᵢᵢ = 1 and Vᵢ,ᵢ₊₁ = 0: every
                // row then has spread exactly t ≤ τ (n ≥ 2; n = 1 is an equality). Rows of
                // zero spread, which are equalities and would tie every case at lhs/rhs = 1,
                // are not drawn.
                let mut v = g.matrix(n, n, Entries::nonnegative_bounded(0).coarse(LEVELS));
                let k = n.get();
                for i in 0..k {
                    v[(i, i)] = 1.0;
                    v[(i, (i + 1) % k)] = 0.0;
                }
                let u = g.unit_with_levels(UnitRange::Positive, 6);
                let t = if g.keeps(BOUNDED) { tau * u } else { 8.0 * u };
                v.mapv(|x| x * t)
            }
        };
        let r = g.vector(n, Entries::signed(4));
        Inputs::new().with("E", e).with("r", r)
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        match self.threshold {
            Some(tau) => vec![Condition::at_most(BOUNDED, balance(&x.lift_matrix::<S>("E")), S::exact(tau))],
            None => Vec::new(),
        }
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let (p, bound) = sides(&x.lift_matrix::<S>("E"), &x.lift_vector::<S>("r"));
        p.indexed_iter().map(|((i, j), v)| Inequality::at(Place::ij("entry", i, j), v.clone(), bound[(i, j)].clone())).collect()
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let e = x.lift_matrix::<S>("E");
        let r = x.lift_vector::<S>("r");
        let (p, bound) = sides(&e, &r);
        Derived::new()
            .matrix("P = softmax(E + 1 r^T)", p)
            .vector("softmax(r)", softm(&r.to_vec()))
            .vector("D (diagonal)", balance_diagonal(&e))
            .number("max_{i,j,j'} (E_ij - E_ij')", balance(&e))
            .matrix("(I + 2D) 1 softmax(r)^T", bound)
    }
}

/// x* > 0 with e^{x*} = 1 + 2x*, by Newton's method in `f64`: the threshold the
/// first-order bound allows for a single exponential. A reference figure for the study's
/// report, not a verdict.
pub fn scalar_threshold() -> f64 {
    let mut x: f64 = 1.5;
    for _ in 0..50 {
        x -= (x.exp() - 1.0 - 2.0 * x) / (x.exp() - 2.0);
    }
    x
}

/// The result of the threshold study.
#[derive(Clone, Debug)]
pub struct ThresholdStudy {
    /// Every threshold searched, with whether a certified counterexample was found.
    pub steps: Vec<(f64, bool)>,
    /// The largest threshold searched at which no violation was found.
    pub holds_up_to: f64,
    /// The smallest threshold searched at which a violation was certified.
    pub fails_from: f64,
    /// The max spread max_{i,j,j′}(Eᵢⱼ − Eᵢⱼ′) of the certified counterexample at `fails_from`.
    pub counterexample_spread: f64,
    /// Its inputs (E, r).
    pub counterexample: Inputs,
}

/// Bisects the threshold τ of the assumption max_{i,j,j′}(Eᵢⱼ − Eᵢⱼ′) ≤ τ between `lo`
/// (expected to hold) and `hi` (expected to fail) on the grid of multiples of 2^-`bits`,
/// searching the bound at each τ with `cases` random cases and `targeted` targeted
/// evaluations. Errors if the end points do not behave as expected.
pub fn threshold_study(lo: f64, hi: f64, bits: u32, cases: u32, targeted: u64, settings: &Settings) -> Result<ThresholdStudy, String> {
    let grid = 2f64.powi(bits as i32);
    let run = |tau: f64| search(&LemmaA3::with_threshold(tau, cases, targeted), settings);
    let mut steps = Vec::new();
    let at_lo = run(lo);
    steps.push((lo, at_lo.verdict == Verdict::Refuted));
    if at_lo.verdict != Verdict::NotRefuted {
        return Err(format!("at tau = {lo} the search says {}", at_lo.verdict.name()));
    }
    let mut failing = run(hi);
    steps.push((hi, failing.verdict == Verdict::Refuted));
    if failing.verdict != Verdict::Refuted {
        return Err(format!("at tau = {hi} the search says {}", failing.verdict.name()));
    }
    let (mut a, mut b) = ((lo * grid).round() as i64, (hi * grid).round() as i64);
    while b - a > 1 {
        let m = (a + b) / 2;
        let tau = m as f64 / grid;
        let report = run(tau);
        let refuted = report.verdict == Verdict::Refuted;
        steps.push((tau, refuted));
        if refuted {
            b = m;
            failing = report;
        } else {
            a = m;
        }
    }
    let cx = failing.counterexample.ok_or("a refuted search without a counterexample")?;
    Ok(ThresholdStudy {
        steps,
        holds_up_to: a as f64 / grid,
        fails_from: b as f64 / grid,
        counterexample_spread: balance(cx.inputs.matrix("E")),
        counterexample: cx.inputs,
    })
}

/// The threshold study as a markdown report.
pub fn threshold_report(study: &ThresholdStudy) -> String {
    let mut out = String::from("### Lemma A.3: largest threshold on max_{i,j,j'} (E_ij - E_ij')\n\n| tau | verdict |\n|---|---|\n");
    for (tau, refuted) in &study.steps {
        out.push_str(&format!("| {tau} | {} |\n", if *refuted { "refuted (certified)" } else { "not refuted" }));
    }
    out.push_str(&format!(
        "\nThe bound P <= (I + 2D) 1 softmax(r)^T holds on every case searched for tau <= {} and fails, with a certified counterexample of spread {}, for tau = {}. \
         For comparison, e^x <= 1 + 2x holds exactly for 0 <= x <= {:.6}. The authors' assumption (tau = 1) is sufficient; it is not the largest threshold.\n",
        study.holds_up_to,
        study.counterexample_spread,
        study.fails_from,
        scalar_threshold()
    ));
    out
}

/// The threshold study at the resolution of the report (τ on the grid of multiples of
/// 2⁻¹⁰ between 1 and 2; 4000 random cases and 20000 targeted evaluations per τ; the
/// default seed), as markdown.
pub fn lemma_a_3_report() -> Result<String, String> {
    threshold_study(1.0, 2.0, 10, 4000, 20_000, &Settings::default()).map(|s| threshold_report(&s))
}
