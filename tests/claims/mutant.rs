//! A proof that can fail: Lemma 4.4 with its bound 2(e^ε − 1) replaced by (e^ε − 1)/3.
//!
//! * `coq::a_weakened_lemma_4_4_is_rejected`: `coq/Mutants/lemma_4_4__weakened.v` must be
//!   exactly what this file builds from the committed statement and proof of Lemma 4.4 —
//!   the proof with its statement's import replaced by the statement, whose bound alone is
//!   changed — so the check cannot pass for another reason (a typo, a missing import); the
//!   same assembly with the bound unchanged must be accepted by coqc, and the mutant must be
//!   rejected at the proof's last step (the `lra` that adds A₁ ≤ e^ε − 1 and A₂ ≤ e^ε − 1).
//! * `mutant::the_weakened_lemma_4_4_is_refuted_by_the_search`: the changed statement, built
//!   here from Lemma 4.4's as-written reading (its generator, hypotheses and left-hand side;
//!   only the right-hand side changed), searched by the suite's own search at the default
//!   settings, must end in a certified counterexample. Needs no coqc.
//! * `coq::the_weakened_lemma_4_4_is_false_in_coq`: that counterexample's generated Coq
//!   theorem `~ <the weakened statement>` is accepted by coqc, so the mutant's rejection
//!   means its statement is false.

use std::path::Path;

use libtest_mimic::{Failed, Trial};

use lemmacheck::claim::{Check, Condition, Derived, Expected, Inequality, Inputs, Meta, ReadingClass};
use lemmacheck::engine::{search, Settings, Verdict};
use lemmacheck::generate::Draw;
use lemmacheck::math::exact::Exact;
use lemmacheck::math::slope::Slope;
use lemmacheck::math::{Interval, Scalar};

use super::coq::with_library;
use super::timed;

/// A mutant made mechanically from two committed files: a proof with its import of the
/// statement replaced by the statement, whose bound alone is changed. The trial checks that
/// the committed mutant is exactly that, that the same assembly with the bound unchanged is
/// accepted, and that coqc rejects the mutant at the step that needs the bound.
pub struct Assembly {
    /// The statement, `coq/Statements/...`.
    pub statement: &'static str,
    /// Its proof, `coq/Proofs/...`.
    pub proof: &'static str,
    /// The committed mutant, `coq/Mutants/...`.
    pub mutant: &'static str,
    /// The bound as the statement writes it, and what the mutant puts in its place.
    pub bound: &'static str,
    pub changed: &'static str,
    /// The line of the proof that imports the statement.
    pub import: &'static str,
    /// How the step that must fail starts (the last proof line starting so).
    pub failing_step: &'static str,
}

impl Assembly {
    fn read(root: &Path, file: &str) -> Result<String, Failed> {
        std::fs::read_to_string(root.join(file)).map_err(|e| Failed::from(format!("{file}: {e}")))
    }

    /// The proof with its import of the statement replaced by `statement`.
    fn assembled(&self, proof: &str, statement: &str) -> Result<String, String> {
        if proof.matches(self.import).count() != 1 {
            return Err(format!("{} must import its statement once, with the line {:?}", self.proof, self.import));
        }
        Ok(proof.replacen(self.import, statement, 1))
    }

    /// The statement with its bound changed.
    pub fn changed_statement(&self, statement: &str) -> Result<String, String> {
        if statement.matches(self.bound).count() != 1 {
            return Err(format!("{} must end its conclusion once with {:?}", self.statement, self.bound));
        }
        Ok(statement.replacen(self.bound, self.changed, 1))
    }

    /// The mutant's body: the committed mutant without its leading comment, which must be
    /// one comment and nothing else.
    fn body<'m>(&self, mutant: &'m str) -> Result<&'m str, String> {
        let rest = mutant.strip_prefix("(**").ok_or_else(|| format!("{} must start with its header comment", self.mutant))?;
        let end = rest.find("*)").ok_or_else(|| format!("{}: its header comment is not closed", self.mutant))?;
        Ok(rest[end + 2..].trim_start_matches('\n'))
    }

    /// The trial `name`: the committed mutant is the assembly, the unchanged assembly is
    /// accepted, and coqc rejects the mutant at its failing step.
    pub fn rejected_trial(&'static self, root: &Path, name: &'static str) -> Trial {
        let r = root.to_path_buf();
        timed::ignorable(name, move || {
            let (statement, proof, mutant) = (Self::read(&r, self.statement)?, Self::read(&r, self.proof)?, Self::read(&r, self.mutant)?);
            let unchanged = self.assembled(&proof, &statement).map_err(Failed::from)?;
            let changed = self.assembled(&proof, &self.changed_statement(&statement).map_err(Failed::from)?).map_err(Failed::from)?;
            if self.body(&mutant).map_err(Failed::from)? != changed {
                return Err(format!(
                    "{} is not the proof {} with the statement inlined and only its bound changed ({:?} to {:?}); rebuild it from {} and {}",
                    self.mutant, self.proof, self.bound, self.changed, self.statement, self.proof
                )
                .into());
            }
            with_library(&r, |b| {
                // the same assembly with the committed bound compiles: a rejection of the
                // mutant is the changed bound's doing
                let scratch = self.mutant.trim_start_matches("coq/Mutants/").trim_end_matches(".v").replace('.', "_");
                b.scratch_unit(&format!("{scratch}_unchanged"), &unchanged)
                    .map_err(|e| Failed::from(format!("{} with its statement inlined (bound unchanged) is not accepted: {e}", self.proof)))?;
                let step = mutant.lines().enumerate().filter(|(_, l)| l.trim_start().starts_with(self.failing_step)).map(|(i, _)| i + 1).last().ok_or_else(|| format!("{} has no step {:?}", self.mutant, self.failing_step))?;
                match b.unit(self.mutant.trim_start_matches("coq/")) {
                    Ok(_) => Err(format!("coqc accepts {}: the proof also proves the changed bound {:?}", self.mutant, self.changed).into()),
                    Err(why) if why.contains("rejects") && why.contains(&format!("line {step},")) => Ok(()),
                    Err(other) => Err(format!("coqc rejects {}, but not at the step that needs the bound (line {step}, {:?}): {other}", self.mutant, self.failing_step).into()),
                }
            })
        })
    }
}

/// Lemma 4.4 with the bound (e^ε − 1)/3; the step that must fail is the proof's last, the
/// `lra` that adds A₁ ≤ e^ε − 1 and A₂ ≤ e^ε − 1.
static LEMMA_4_4: Assembly = Assembly {
    statement: "coq/Statements/LargeWeights/lemma_4_4.v",
    proof: "coq/Proofs/LargeWeights/lemma_4_4.v",
    mutant: "coq/Mutants/lemma_4_4__weakened.v",
    bound: "<= 2 * (exp eps - 1).",
    changed: "<= (exp eps - 1) / 3.",
    import: "From Statements Require Import LargeWeights.lemma_4_4.\n",
    failing_step: "lra.",
};

fn read(root: &Path, file: &str) -> Result<String, Failed> {
    Assembly::read(root, file)
}

/// Lemma 4.4's as-written reading with the right-hand side (e^ε − 1)/3: the generator, the
/// hypotheses and the left-hand side are the reading's own (delegated), and the relation
/// stays lhs ≤ rhs.
struct Weakened {
    printed: &'static dyn Check,
    meta: Meta,
}

impl Weakened {
    fn new() -> Weakened {
        let printed = lemmacheck::claims::resolve("large-weights/lemma-4.4").expect("Lemma 4.4 is in the catalogue");
        let mut meta = printed.meta().clone();
        meta.reading = "weakened";
        meta.class = ReadingClass::Alternative;
        meta.reading_note = r"Lemma 4.4 as written with the bound $(e^\varepsilon - 1)/3$ (a test's changed statement, not a reading of the paper).";
        meta.expected = Expected::Refuted;
        meta.coq_proof = None;
        Weakened { printed, meta }
    }

    /// The printed conclusion with each right-hand side replaced by (e^ε − 1)/3, after
    /// checking that it was 2(e^ε − 1) (so only the bound changes).
    fn weaken<S: Scalar>(printed: Vec<Inequality<S>>, x: &Inputs, same: impl Fn(&S, &S) -> bool) -> Vec<Inequality<S>> {
        let eps = x.lift_number::<S>("eps");
        printed
            .into_iter()
            .map(|mut q| {
                assert!(same(&q.rhs, &(S::exact(2.0) * eps.exp_m1())), "Lemma 4.4's right-hand side is no longer 2(e^eps - 1)");
                q.rhs = eps.exp_m1() / S::exact(3.0);
                q
            })
            .collect()
    }
}

impl Check for Weakened {
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
        Weakened::weaken(self.printed.conclusion_f64(x), x, |a, b| a == b)
    }
    fn hypotheses_exact(&self, x: &Inputs) -> Vec<Condition<Exact>> {
        self.printed.hypotheses_exact(x)
    }
    fn conclusion_exact(&self, x: &Inputs) -> Vec<Inequality<Exact>> {
        Weakened::weaken(self.printed.conclusion_exact(x), x, |_, _| true)
    }
    fn hypotheses_interval(&self, x: &Inputs) -> Vec<Condition<Interval>> {
        self.printed.hypotheses_interval(x)
    }
    fn conclusion_interval(&self, x: &Inputs) -> Vec<Inequality<Interval>> {
        Weakened::weaken(self.printed.conclusion_interval(x), x, |_, _| true)
    }
    fn equivalent_forms_interval(&self, _x: &Inputs) -> Vec<(usize, Vec<Interval>)> {
        // the printed reading's equivalent forms are of its own bound, not of this one
        Vec::new()
    }
    fn hypotheses_slope(&self, x: &Inputs) -> Vec<Condition<Slope>> {
        self.printed.hypotheses_slope(x)
    }
    fn conclusion_slope(&self, x: &Inputs) -> Vec<Inequality<Slope>> {
        Weakened::weaken(self.printed.conclusion_slope(x), x, |_, _| true)
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
    timed::test("mutant::the_weakened_lemma_4_4_is_refuted_by_the_search", || {
        let weakened = Weakened::new();
        let report = search(&weakened, &Settings::default());
        let Some(cx) = report.counterexample.as_ref().filter(|_| report.verdict == Verdict::Refuted) else {
            return Err(format!("the search does not refute Lemma 4.4 with the bound (e^eps - 1)/3: {}", report.verdict.name()).into());
        };
        let margin = &cx.certificate.lhs_minus_rhs;
        if !(margin.lo > 0.0) || cx.certificate.hypotheses.is_empty() {
            return Err(format!("the counterexample is not certified: lhs - rhs in [{}, {}], hypotheses {:?}", margin.lo, margin.hi, cx.certificate.hypotheses).into());
        }
        eprintln!(
            "the weakened Lemma 4.4 is refuted at {:?}, inputs {}: lhs - rhs in [{:e}, {:e}]",
            cx.dims,
            cx.inputs.to_json(),
            margin.lo,
            margin.hi
        );
        Ok(())
    })
}

/// The weakened statement is false in Coq too: the theorem the generator makes from the
/// search's certified counterexample (`coq::refutation`, as for every counterexample file),
/// against the committed statement with only its bound changed (inlined, as the mutant
/// inlines it), is accepted by coqc with only the allowed axioms. So the mutant's rejection
/// is the rejection of a false statement, not of an unlucky proof.
fn false_in_coq_trial(root: &Path) -> Trial {
    let r = root.to_path_buf();
    timed::ignorable("coq::the_weakened_lemma_4_4_is_false_in_coq", move || {
        with_library(&r, |b| {
            let weakened = Weakened::new();
            let report = search(&weakened, &Settings::default());
            let cx = report.counterexample.as_ref().ok_or("the search does not refute the weakened Lemma 4.4")?;
            let search = lemmacheck::artifact::counterexample_search(&report, cx);
            let doc = lemmacheck::artifact::counterexample_doc(&weakened, &cx.inputs, &cx.certificate, search).map_err(Failed::from)?;
            let case = lemmacheck::coq::Case::from_json("counterexamples/large-weights/lemma-4.4.weakened.json", &doc).map_err(Failed::from)?;
            let name = case.name();
            let statement = LEMMA_4_4.changed_statement(&read(&r, LEMMA_4_4.statement)?).map_err(Failed::from)?.replacen("Definition lemma_4_4 : Prop", &format!("Definition {name} : Prop"), 1);
            let parsed = lemmacheck::coq::statement::parse(&name, &statement).map_err(Failed::from)?;
            let text = lemmacheck::coq::refutation(&case, &parsed).map_err(Failed::from)?;
            let import = format!("From Statements.LargeWeights Require Import {name}.\n");
            if text.matches(&import).count() != 1 {
                return Err(format!("the generated refutation does not import its statement with {import:?}").into());
            }
            let inlined = text.replacen(&import, &statement, 1);
            let compiled = b.scratch_unit("Weakened_refuted", &inlined).map_err(|e| Failed::from(format!("coqc rejects the refutation of the weakened Lemma 4.4: {e}")))?;
            let axioms = b.axioms(&[(compiled, format!("{name}_refuted"))]).map_err(Failed::from)?;
            if axioms.is_empty() {
                return Err("Print Assumptions of the weakened Lemma 4.4's refutation showed no axiom: its output was not understood".into());
            }
            Ok(())
        })
    })
}

/// The three trials.
pub fn trials(root: &Path) -> Vec<Trial> {
    vec![LEMMA_4_4.rejected_trial(root, "coq::a_weakened_lemma_4_4_is_rejected"), refuted_trial(), false_in_coq_trial(root)]
}
