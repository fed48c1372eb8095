//! Lemma 4.3 (perturbation of α⁻¹), large-weights §4.2, its two bullets.
//!
//! > Let a, b ∈ ℝⁿ. Let ‖b‖_∞ ≤ ε. Then we can show
//! > • |α(a + b)⁻¹ − α(a)⁻¹| ≤ (e^ε − 1)·α(a)⁻¹
//! > • |α(a + b)⁻¹ − α(a)⁻¹| ≤ (e^ε − 1)·α(a + b)⁻¹
//!
//! * Hypotheses: ‖b‖_∞ ≤ ε (ε ≥ 0 follows; see [`super::perturbed_pair`]).
//! * Conclusion: the bullet's inequality.
//!
//! Multiplying by α(a)α(a + b) > 0, bullet 1 is |α(a) − α(a + b)| ≤ (e^ε − 1)α(a + b) and
//! bullet 2 is |α(a) − α(a + b)| ≤ (e^ε − 1)α(a): Lemma 4.2's bullets 4 and 3. Their
//! equality cases (every bᵢ = ±ε) are decided through the equivalent forms of
//! [`perturbed_pair::sum_forms`].
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
use crate::math::softmax::alpha;
use crate::math::Scalar;

use super::perturbed_pair::{self, Reference};

/// One bullet of Lemma 4.3.
pub struct InverseAlphaPerturbation {
    meta: Meta,
    bullet: u8,
}

/// Lemma 4.3 as printed (both bullets).
const STATEMENT: &str = r"If the following conditions hold: Let $a,b\in\mathbb{R}^{n}$. Let $\|b\|_{\infty}\leq\epsilon$. Then we can show • $|\alpha(a+b)^{-1}-\alpha(a)^{-1}|\leq(e^{\epsilon}-1)\alpha(a)^{-1}$ • $|\alpha(a+b)^{-1}-\alpha(a)^{-1}|\leq(e^{\epsilon}-1)\alpha(a+b)^{-1}$";

/// The two bullets.
pub fn claims() -> Vec<Box<dyn Check>> {
    let bullets: [(u8, &str, &str, &str, &str); 2] = [
        (1, "large-weights/lemma-4.3-p1", "Lemma 4.3, first bullet", "§4.2, Lemma 4.3, first bullet", r"• $|\alpha(a+b)^{-1}-\alpha(a)^{-1}|\leq(e^{\epsilon}-1)\alpha(a)^{-1}$"),
        (2, "large-weights/lemma-4.3-p2", "Lemma 4.3, second bullet", "§4.2, Lemma 4.3, second bullet", r"• $|\alpha(a+b)^{-1}-\alpha(a)^{-1}|\leq(e^{\epsilon}-1)\alpha(a+b)^{-1}$"),
    ];
    bullets
        .into_iter()
        .map(|(bullet, id, number, location, words)| {
            Box::new(InverseAlphaPerturbation {
                meta: Meta::new(Paper::LargeWeights, id, number, STATEMENT)
                    .quote(location, words)
                    .reading("as-written", r"$\|b\|_\infty = \max_i |b_i|$, $\alpha(x) = \sum_i \exp(x_i)$ (Definition 3.1).")
                    .symbols(perturbed_pair::SYMBOLS)
                    .cites(&["Lemma 4.2"])
                            .proved_in_coq()
                    .expect(Expected::NotRefuted),
                bullet,
            }) as Box<dyn Check>
        })
        .collect()
}

impl Claim for InverseAlphaPerturbation {
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
        let inv_a = S::one() / alpha(&a);
        let inv_ab = S::one() / alpha(&ab);
        let lhs = (inv_ab.clone() - inv_a.clone()).abs();
        let reference = if self.bullet == 1 { inv_a } else { inv_ab };
        vec![Inequality::new(lhs, (eps.exp_m1()) * reference)]
    }

    fn equivalent_forms<S: Scalar>(&self, x: &Inputs) -> Vec<(usize, Vec<S>)> {
        let (a, b, _, eps) = perturbed_pair::lifted::<S>(x);
        let reference = if self.bullet == 1 { Reference::AtAPlusB } else { Reference::AtA };
        vec![(0, perturbed_pair::sum_forms(&a, &b, &eps, reference))]
    }
}
