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

use libtest_mimic::{Failed, Trial};

use lemmacheck::claim::{Check, Condition, Derived, Expected, Inequality, Inputs, Meta, ReadingClass};
use lemmacheck::engine::{search, Settings, Verdict};
use lemmacheck::generate::{network, Draw};
use lemmacheck::math::slope::Slope;
use lemmacheck::math::{Interval, Scalar};

use super::coq::with_library;
use super::timed;

const STATEMENT: &str = "coq/Statements/LargeWeights/theorem_5_3__identity_witness.v";
const PROOF: &str = "coq/Proofs/LargeWeights/theorem_5_3__identity_witness.v";
const MUTANT: &str = "coq/Mutants/theorem_5_3__identity_witness__without_d.v";
/// The bound in the statement file, and what the mutant puts in its place.
const BOUND: &str = "<= ((1 + INR (d * H) * eta) ^ L - 1) * max_abs_entry n d X.";
const WITHOUT_D: &str = "<= ((1 + INR (1 * H) * eta) ^ L - 1) * max_abs_entry n d X.";
/// The line of the proof that imports the statement.
const IMPORT: &str = "From Statements Require Import LargeWeights.theorem_5_3__identity_witness.\n";
/// The proof's step that must fail: the identity gap, whose bound has d.
const FAILING_STEP: &str = "apply residual_network_identity_gap;";

fn read(root: &Path, file: &str) -> Result<String, Failed> {
    std::fs::read_to_string(root.join(file)).map_err(|e| Failed::from(format!("{file}: {e}")))
}

fn assembled(proof: &str, statement: &str) -> Result<String, String> {
    if proof.matches(IMPORT).count() != 1 {
        return Err(format!("{PROOF} must import its statement once, with the line {IMPORT:?}"));
    }
    Ok(proof.replacen(IMPORT, statement, 1))
}

fn changed_statement(statement: &str) -> Result<String, String> {
    if statement.matches(BOUND).count() != 1 {
        return Err(format!("{STATEMENT} must end its conclusion once with {BOUND:?}"));
    }
    Ok(statement.replacen(BOUND, WITHOUT_D, 1))
}

fn mutant_body(mutant: &str) -> Result<&str, String> {
    let rest = mutant.strip_prefix("(**").ok_or_else(|| format!("{MUTANT} must start with its header comment"))?;
    let end = rest.find("*)").ok_or_else(|| format!("{MUTANT}: its header comment is not closed"))?;
    Ok(rest[end + 2..].trim_start_matches('\n'))
}

fn rejected_trial(root: &Path) -> Trial {
    let r = root.to_path_buf();
    timed::ignorable("coq::identity_witness_without_d_is_rejected", move || {
        let (statement, proof, mutant) = (read(&r, STATEMENT)?, read(&r, PROOF)?, read(&r, MUTANT)?);
        let unchanged = assembled(&proof, &statement).map_err(Failed::from)?;
        let changed = assembled(&proof, &changed_statement(&statement).map_err(Failed::from)?).map_err(Failed::from)?;
        if mutant_body(&mutant).map_err(Failed::from)? != changed {
            return Err(format!("{MUTANT} is not the proof of identity-witness with the statement inlined and only its bound changed ({BOUND:?} to {WITHOUT_D:?}); rebuild it from {STATEMENT} and {PROOF}").into());
        }
        with_library(&r, |b| {
            b.scratch_unit("Identity_witness_inlined", &unchanged)
                .map_err(|e| Failed::from(format!("the proof of identity-witness with its statement inlined (bound unchanged) is not accepted: {e}")))?;
            let step = mutant.lines().enumerate().filter(|(_, l)| l.trim_start().starts_with(FAILING_STEP)).map(|(i, _)| i + 1).last().ok_or("the mutant has no identity-gap step")?;
            match b.unit("Mutants/theorem_5_3__identity_witness__without_d.v") {
                Ok(_) => Err(format!("coqc accepts {MUTANT}: the proof of identity-witness also proves the bound without d").into()),
                Err(why) if why.contains("rejects") && why.contains(&format!("line {step},")) => Ok(()),
                Err(other) => Err(format!("coqc rejects {MUTANT}, but not at the identity-gap step (line {step}): {other}").into()),
            }
        })
    })
}

/// ((1 + Hη)^L − 1)‖X‖_∞ at the inputs.
fn without_d<S: Scalar>(x: &Inputs) -> S {
    let layers = network::network::<S>(x);
    let (l, h) = (layers.len() as u32, layers[0].len());
    let eta = x.lift_number::<S>("eta");
    let norm = x.matrix("X").iter().fold(S::zero(), |m, v| m.max(&S::exact(v.abs())));
    ((S::one() + S::int(h) * eta).powi(l) - S::one()) * norm
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

    fn change<S: Scalar>(printed: Vec<Inequality<S>>, x: &Inputs) -> Vec<Inequality<S>> {
        assert_eq!(printed.len(), 1, "identity-witness has one relation");
        printed.into_iter().map(|mut q| {
            q.rhs = without_d(x);
            q
        }).collect()
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
        WithoutD::change(self.printed.conclusion_f64(x), x)
    }
    fn hypotheses_interval(&self, x: &Inputs) -> Vec<Condition<Interval>> {
        self.printed.hypotheses_interval(x)
    }
    fn conclusion_interval(&self, x: &Inputs) -> Vec<Inequality<Interval>> {
        WithoutD::change(self.printed.conclusion_interval(x), x)
    }
    fn equivalent_forms_interval(&self, _x: &Inputs) -> Vec<(usize, Vec<Interval>)> {
        Vec::new()
    }
    fn hypotheses_slope(&self, x: &Inputs) -> Vec<Condition<Slope>> {
        self.printed.hypotheses_slope(x)
    }
    fn conclusion_slope(&self, x: &Inputs) -> Vec<Inequality<Slope>> {
        WithoutD::change(self.printed.conclusion_slope(x), x)
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
    vec![rejected_trial(root), refuted_trial()]
}
