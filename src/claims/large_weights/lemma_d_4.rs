//! Lemma D.4, large-weights Appendix D.2.
//!
//! > Let a, b ∈ ℝⁿ. If ‖b‖_∞ ≤ 1, then we have
//! > ‖softm(a + b) − softm(b)‖_∞ ≤ 4‖b‖_∞
//!
//! * Hypotheses: maxᵢ |bᵢ| ≤ 1.
//! * Conclusion: maxᵢ |softm(a + b)ᵢ − softm(b)ᵢ| ≤ 4 maxᵢ |bᵢ|.
//!
//! Readings:
//! * `as-written`: the second softmax is softm(b), as printed; refuted only through the
//!   typo softm(b) for softm(a) (marked as a typo refutation);
//! * `softm-a` (alternative, the typo corrected): the second softmax is softm(a), the
//!   quantity of Corollary D.3 that the proof's first step invokes.
//!
//! # In Coq
//!
//! Each reading's Coq statement is `coq/Statements/<Paper>/<name>.v` (`<name>` the reading's
//! Coq name, `coq::coq_name`): its header quotes the words, says how each hypothesis is
//! encoded and classifies every premise (printed, stated by the reading, or shown in the
//! verdict row). A reading proved for every size has its proof in `coq/Proofs/` and its
//! non-vacuity theorem in `coq/Satisfiable/`; `lemmacheck show <id>` prints the statement.

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, ReadingClass, Symbol, Typo};
use crate::generate::{Draw, Entries};
use crate::math::matrix::{vec_add, vec_sub};
use crate::math::norms::max_abs_entry;
use crate::math::softmax::softm;
use crate::math::Scalar;
use crate::prove::{Domain, Outcome};

use super::corollary_d_3::{shifted_pair_boxes, ShiftedPair, A_RANGE, B_MIN};

const MAX_N: usize = 6;

const SYMBOLS: &[Symbol] =
    &[Symbol::vector("a", &["n"], "the base point"), Symbol::vector("b", &["n"], "the perturbation, ||b||_inf <= 1")];

/// The hypothesis, by name.
const BOUNDED: &str = "||b||_inf <= 1";

/// Which softmax is subtracted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reference {
    SoftmB,
    SoftmA,
}

/// Lemma D.4 in one reading.
pub struct SoftmaxLinearBound {
    meta: Meta,
    reference: Reference,
}

/// The printed conclusion, with the typo softm(b) (read as softm(a) by `softm-a`).
const CONCLUSION: &str = r"$$\|\operatorname{\mathsf{softm}}(a+b)-\operatorname{\mathsf{softm}}(b)\|_{\infty}\leq 4\|b\|_{\infty}$$";

const STATEMENT: &str = r"Let $a,b\in\mathbb{R}^{n}$. If $\|b\|_{\infty}\leq 1$, then we have $$\|\operatorname{\mathsf{softm}}(a+b)-\operatorname{\mathsf{softm}}(b)\|_{\infty}\leq 4\|b\|_{\infty}$$";

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    let meta = |reading, reading_note, expected, words, class| {
        Meta::new(Paper::LargeWeights, "large-weights/lemma-d.4", "Lemma D.4", STATEMENT)
            .quote("Appendix D.2, Lemma D.4", words)
            .reading(reading, reading_note)
            .class(class)
            .symbols(SYMBOLS)
            .cites(&["Corollary D.3"])
            .expect(expected)
    };
    vec![
        Box::new(SoftmaxLinearBound {
            meta: meta(
                "as-written",
                r"As printed: the difference $\mathrm{softm}(a + b) - \mathrm{softm}(b)$; $\|v\|_\infty = \max_i |v_i|$.",
                Expected::Refuted,
                STATEMENT,
                ReadingClass::AsWritten,
            )
            .fails_at(r"the first step cites Corollary D.3, which bounds $\mathrm{softm}(a + b) - \mathrm{softm}(a)$, not $\mathrm{softm}(a + b) - \mathrm{softm}(b)$")
            .typo(Typo {
                printed: r"$\mathrm{softm}(b)$",
                meant: r"$\mathrm{softm}(a)$",
                evidence: r"the proof's first step bounds $\|\mathrm{softm}(a+b) - \mathrm{softm}(b)\|_\infty$ by $2(e^{\|b\|_\infty} - 1)$ citing Corollary D.3, which bounds $\|\mathrm{softm}(a+b) - \mathrm{softm}(a)\|_\infty$",
                corrected_reading: "softm-a",
            }),
            reference: Reference::SoftmB,
        }),
        Box::new(SoftmaxLinearBound {
            meta: meta(
                "softm-a",
                r"The evident typo corrected: $\mathrm{softm}(b)$ read as $\mathrm{softm}(a)$, the difference Corollary D.3 bounds, which the proof's first step cites.",
                Expected::NotRefuted,
                CONCLUSION,
                ReadingClass::Alternative,
            )
            .unneeded(
                BOUNDED,
                r"entries of two probability vectors differ by less than 1, and $4\|b\|_\infty \ge 1$ once $\|b\|_\infty \ge 1/4$, so the bound holds for every $b$, in particular for $\|b\|_\infty > 1$",
            )
            .proved_in_coq(),
            reference: Reference::SoftmA,
        }),
    ]
}

impl Claim for SoftmaxLinearBound {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let n = g.dim("n", 1, MAX_N);
        let a = g.vector(n, Entries::signed(4));
        let bounded = g.vector(n, Entries::signed_bounded(6));
        let b = if g.keeps(BOUNDED) { bounded } else { g.vector(n, Entries::signed(4)) };
        Inputs::new().with("a", a).with("b", b)
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        let b = x.lift_vector::<S>("b");
        vec![Condition::at_most(BOUNDED, max_abs_entry(b.iter()), S::one())]
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let a = x.lift_vector::<S>("a");
        let b = x.lift_vector::<S>("b");
        let reference = match self.reference {
            Reference::SoftmB => softm(&b.to_vec()),
            Reference::SoftmA => softm(&a.to_vec()),
        };
        let lhs = max_abs_entry(vec_sub(&softm(&vec_add(&a, &b).to_vec()), &reference).iter());
        vec![Inequality::new(lhs, S::exact(4.0) * max_abs_entry(b.iter()))]
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let a = x.lift_vector::<S>("a");
        let b = x.lift_vector::<S>("b");
        Derived::new()
            .vector("softm(a+b)", softm(&vec_add(&a, &b).to_vec()))
            .vector("softm(a)", softm(&a.to_vec()))
            .vector("softm(b)", softm(&b.to_vec()))
    }
}

/// The domain at length n, for the reading `reading` (the printed one, the negative
/// control, refuted on it; the argument also covers `softm-a`).
pub fn domain(reading: &'static str, n: usize, expected: Outcome, budget: u64) -> Domain {
    let (parameters, roots) = shifted_pair_boxes(n, A_RANGE, B_MIN, 0.25);
    Domain {
        reading,
        label: format!("n = {n}"),
        dims: vec![("n", n)],
        set: format!(r"$n = {n}$; every $a \in \mathbb{{R}}^n$ with $|a_i - a_n| \le {A_RANGE}$ for all $i$; every $b$ with $2^{{-6}} \le \|b\|_\infty \le 1/4$ (excluded: $0 < \|b\|_\infty < 2^{{-6}}$)"),
        restricts: format!(r"$|a_i - a_n| \le {A_RANGE}$ for all $i$, and $\|b\|_\infty \ge 2^{{-6}}$"),
        parameters,
        roots,
        inputs: r"$a = (a_1, \ldots, a_{n-1}, 0)$, $b = \varepsilon v$".into(),
        argument: r"Permuting the coordinates of $a$ and $b$ together permutes the entries of $\mathrm{softm}(a)$, $\mathrm{softm}(a + b)$ and $\mathrm{softm}(b)$ and changes neither side, so the coordinate with $|b_n| = \|b\|_\infty$ can be put last; then $a \to a - a_n \mathbf{1}$ changes neither $\mathrm{softm}(a)$ nor $\mathrm{softm}(a + b)$ (Fact 3.2; $\mathrm{softm}(b)$ does not involve $a$), so $a_n = 0$. With $\varepsilon = \|b\|_\infty > 0$, $b = \varepsilon v$ where $v = b/\varepsilon$ has $|v_i| \le 1$ and $v_n = \pm 1$ (one root box each). For $\mathrm{softm}(a)$: $b = 0$ needs no proof (both sides 0), nor does $\|b\|_\infty > 1/4$ ($4\|b\|_\infty > 1 >$ any difference of two probabilities). Not covered: $0 < \|b\|_\infty < 2^{-6}$.",
        map: Box::new(ShiftedPair { n }),
        expected,
        budget,
    }
}

/// The domains the prover is run on: the printed reading as a negative control (the prover
/// must return its counterexample, not a proof). The corrected reading `softm-a` is proved
/// in Coq for every size (`coq/Proofs/LargeWeights/lemma_d_4__softm_a.v`).
pub fn domains() -> Vec<Domain> {
    vec![domain("large-weights/lemma-d.4", 2, Outcome::Refuted, 200_000)]
}
