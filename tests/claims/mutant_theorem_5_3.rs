//! A bound smaller than the identity witness's: Theorem 5.3's reading identity-witness with
//! ((1 + dHη)^L − 1)‖X‖_∞ replaced by ((1 + Hη)^L − 1)‖X‖_∞ (d replaced by 1).
//!
//! * `coq::identity_witness_without_d_is_rejected`:
//!   `coq/Mutants/theorem_5_3__identity_witness__without_d.v` must be exactly the committed
//!   proof of the reading with its statement inlined and only the bound's `d` replaced by
//!   `1`; the same assembly with the bound unchanged is accepted, and the mutant is rejected
//!   at the step that applies the identity gap ([`residual_network_identity_gap`], whose
//!   bound has d).
//! * `mutant::identity_witness_without_d_is_refuted_by_the_search`: the changed statement,
//!   built from the reading (its generator, hypotheses and left-hand side; only the
//!   right-hand side changed), searched at the default settings, ends in a certified
//!   counterexample.

use std::path::Path;

use libtest_mimic::Trial;

use lemmacheck::claim::{Check, Condition, Derived, Expected, Inequality, Inputs, Meta, ReadingClass};
use lemmacheck::engine::{search, Settings, Verdict};
use lemmacheck::generate::{network, Draw};
use lemmacheck::math::norms::max_abs_entry;
use lemmacheck::math::exact::Exact;
use lemmacheck::math::slope::Slope;
use lemmacheck::math::{Interval, Scalar};

use super::mutant::Assembly;
use super::timed;

/// The proof of identity-witness with d replaced by 1 in its bound; the step that must fail
/// applies the identity gap, whose bound has d.
static WITHOUT_D: Assembly = Assembly {
    statement: "coq/Statements/LargeWeights/theorem_5_3__identity_witness.v",
    proof: "coq/Proofs/LargeWeights/theorem_5_3__identity_witness.v",
    mutant: "coq/Mutants/theorem_5_3__identity_witness__without_d.v",
    bound: "<= ((1 + INR (d * H) * eta) ^ L - 1) * max_abs_entry n d X.",
    changed: "<= ((1 + INR (1 * H) * eta) ^ L - 1) * max_abs_entry n d X.",
    import: "From Statements Require Import LargeWeights.theorem_5_3__identity_witness.\n",
    failing_step: "apply residual_network_identity_gap;",
};

/// ((1 + rη)^L − 1)‖X‖_∞ at the inputs, r = `rate(d, H)`.
fn bound<S: Scalar>(x: &Inputs, rate: fn(usize, usize) -> usize) -> S {
    let layers = network::network::<S>(x);
    let (l, h) = (layers.len() as u32, layers[0].len());
    let xm: ndarray::Array2<S> = lemmacheck::math::matrix::lift(x.matrix("X"));
    let eta = x.lift_number::<S>("eta");
    ((S::one() + S::int(rate(xm.ncols(), h)) * eta).powi(l) - S::one()) * max_abs_entry(xm.iter())
}

/// The reading identity-witness with the right-hand side ((1 + Hη)^L − 1)‖X‖_∞.
struct WithoutD {
    printed: &'static dyn Check,
    meta: Meta,
}

impl WithoutD {
    fn new() -> WithoutD {
        let printed = lemmacheck::claims::resolve("large-weights/theorem-5.3.identity-witness").expect("Theorem 5.3's identity-witness is in the catalogue");
        let mut meta = printed.meta().clone();
        meta.reading = "without-d";
        meta.class = ReadingClass::Alternative;
        meta.reading_note = r"Theorem 5.3's identity-witness with the bound $((1 + H\eta)^L - 1)\|X\|_\infty$ (a test's changed statement, not a reading of the paper).";
        meta.expected = Expected::Refuted;
        meta.coq_proof = None;
        WithoutD { printed, meta }
    }

    /// The reading's conclusion with its right-hand side ((1 + dHη)^L − 1)‖X‖_∞ replaced by
    /// ((1 + Hη)^L − 1)‖X‖_∞, after checking (where `same` can tell) that it was that bound.
    fn change<S: Scalar>(printed: Vec<Inequality<S>>, x: &Inputs, same: impl Fn(&S, &S) -> bool) -> Vec<Inequality<S>> {
        assert_eq!(printed.len(), 1, "identity-witness has one relation");
        printed
            .into_iter()
            .map(|mut q| {
                assert!(same(&q.rhs, &bound(x, |d, h| d * h)), "identity-witness's right-hand side is no longer ((1 + dH eta)^L - 1)||X||");
                q.rhs = bound(x, |_, h| h);
                q
            })
            .collect()
    }
}

impl Check for WithoutD {
    fn meta(&self) -> &Meta {
        &self.meta
    }
    fn generate(&self, g: &mut Draw) -> Inputs {
        self.printed.generate(g)
    }
    fn hypotheses_f64(&self, x: &Inputs) -> Vec<Condition<f64>> {
        self.printed.hypotheses_f64(x)
    }
    fn conclusion_f64(&self, x: &Inputs) -> Vec<Inequality<f64>> {
        WithoutD::change(self.printed.conclusion_f64(x), x, |a, b| a == b)
    }
    fn hypotheses_exact(&self, x: &Inputs) -> Vec<Condition<Exact>> {
        self.printed.hypotheses_exact(x)
    }
    fn conclusion_exact(&self, x: &Inputs) -> Vec<Inequality<Exact>> {
        WithoutD::change(self.printed.conclusion_exact(x), x, |_, _| true)
    }
    fn hypotheses_interval(&self, x: &Inputs) -> Vec<Condition<Interval>> {
        self.printed.hypotheses_interval(x)
    }
    fn conclusion_interval(&self, x: &Inputs) -> Vec<Inequality<Interval>> {
        WithoutD::change(self.printed.conclusion_interval(x), x, |_, _| true)
    }
    fn equivalent_forms_interval(&self, _x: &Inputs) -> Vec<(usize, Vec<Interval>)> {
        Vec::new()
    }
    fn hypotheses_slope(&self, x: &Inputs) -> Vec<Condition<Slope>> {
        self.printed.hypotheses_slope(x)
    }
    fn conclusion_slope(&self, x: &Inputs) -> Vec<Inequality<Slope>> {
        WithoutD::change(self.printed.conclusion_slope(x), x, |_, _| true)
    }
    fn equivalent_forms_slope(&self, _x: &Inputs) -> Vec<(usize, Vec<Slope>)> {
        Vec::new()
    }
    fn derived_f64(&self, x: &Inputs) -> Derived<f64> {
        self.printed.derived_f64(x)
    }
    fn derived_interval(&self, x: &Inputs) -> Derived<Interval> {
        self.printed.derived_interval(x)
    }
}

fn refuted_trial() -> Trial {
    timed::test("mutant::identity_witness_without_d_is_refuted_by_the_search", || {
        let changed = WithoutD::new();
        let report = search(&changed, &Settings::default());
        let Some(cx) = report.counterexample.as_ref().filter(|_| report.verdict == Verdict::Refuted) else {
            return Err(format!("the search does not refute identity-witness with the bound without d: {}", report.verdict.name()).into());
        };
        let margin = &cx.certificate.lhs_minus_rhs;
        if !(margin.lo > 0.0) || cx.certificate.hypotheses.is_empty() {
            return Err(format!("the counterexample is not certified: lhs - rhs in [{}, {}], hypotheses {:?}", margin.lo, margin.hi, cx.certificate.hypotheses).into());
        }
        eprintln!("identity-witness without d is refuted at {:?}, inputs {}: lhs - rhs in [{:e}, {:e}]", cx.dims, cx.inputs.to_json(), margin.lo, margin.hi);
        Ok(())
    })
}

/// The two trials.
pub fn trials(root: &Path) -> Vec<Trial> {
    vec![WITHOUT_D.rejected_trial(root, "coq::identity_witness_without_d_is_rejected"), refuted_trial()]
}
