//! Lemma 4.4 (perturbation of softmax), large-weights §4.3.
//!
//! > Let a, b ∈ ℝⁿ. If |bᵢ| ≤ ε for all i ∈ [n], then, we can show that
//! > ‖softm(a + b) − softm(a)‖_∞ ≤ 2(e^ε − 1).
//!
//! * Hypotheses: |bᵢ| ≤ ε for all i (ε ≥ 0 follows; see [`super::perturbed_pair`]).
//! * Conclusion: maxᵢ |softm(a + b)ᵢ − softm(a)ᵢ| ≤ 2(e^ε − 1).
//!
//! # In Coq
//!
//! Each reading's Coq statement is `coq/Statements/<Paper>/<name>.v` (`<name>` the reading's
//! Coq name, `coq::coq_name`): its header quotes the words, says how each hypothesis is
//! encoded and classifies every premise (printed, stated by the reading, or shown in the
//! verdict row). A reading proved for every size has its proof in `coq/Proofs/` and its
//! non-vacuity theorem in `coq/Satisfiable/`; `lemmacheck show <id>` prints the statement.

use crate::claim::{Check, Claim, Condition, Expected, Inequality, Inputs, Meta, Paper};
use crate::generate::Draw;
use crate::math::matrix::vec_sub;
use crate::math::norms::max_abs_entry;
use crate::math::softmax::softm;
use crate::math::Scalar;

use super::perturbed_pair;

const STATEMENT: &str = r"Let $a,b\in\mathbb{R}^{n}$. If $|b_{i}|\leq\epsilon$ for all $i\in[n]$, then, we can show that $$\|\operatorname{\mathsf{softm}}(a+b)-\operatorname{\mathsf{softm}}(a)\|_{\infty}\leq 2(e^{\epsilon}-1)$$";

/// Lemma 4.4 as printed.
pub struct SoftmaxPerturbation {
    meta: Meta,
}

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    vec![Box::new(printed())]
}

/// Lemma 4.4 as printed (its generator and hypotheses are those of displays that restate
/// it inside other proofs).
pub fn printed() -> SoftmaxPerturbation {
    SoftmaxPerturbation {
        meta: Meta::new(Paper::LargeWeights, "large-weights/lemma-4.4", "Lemma 4.4", STATEMENT)
            .quote("§4.3, Lemma 4.4", STATEMENT)
            .reading("as-written", r"$\mathrm{softm}$ of Definition 3.1; $\|v\|_\infty = \max_i |v_i|$.")
            .symbols(perturbed_pair::SYMBOLS)
            .cites(&["Lemma 4.2", "Lemma 4.3"])
            .proved_in_coq()
            .expect(Expected::NotRefuted),
    }
}

impl Claim for SoftmaxPerturbation {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        perturbed_pair::generate(g)
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        perturbed_pair::hypotheses(x)
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let (a, _, ab, eps) = perturbed_pair::lifted::<S>(x);
        let lhs = max_abs_entry(vec_sub(&softm(&ab), &softm(&a)).iter());
        vec![Inequality::new(lhs, S::exact(2.0) * (eps.exp_m1()))]
    }
}
