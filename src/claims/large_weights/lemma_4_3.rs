//! Lemma 4.3 (perturbation of α⁻¹), large-weights §4.2, its two bullets.
//!
//! > Let a, b ∈ ℝⁿ. Let ‖b‖_∞ ≤ ε. Then we can show
//! > • |α(a + b)⁻¹ − α(a)⁻¹| ≤ (e^ε − 1)·α(a)⁻¹
//! > • |α(a + b)⁻¹ − α(a)⁻¹| ≤ (e^ε − 1)·α(a + b)⁻¹
//!
//! * Hypotheses: ‖b‖_∞ ≤ ε, and ε > 0, which the reading adds (see
//!   [`super::perturbed_pair`]).
//! * Conclusion: the bullet's inequality.
//!
//! Multiplying by α(a)α(a + b) > 0, bullet 1 is |α(a) − α(a + b)| ≤ (e^ε − 1)α(a + b) and
//! bullet 2 is |α(a) − α(a + b)| ≤ (e^ε − 1)α(a): Lemma 4.2's bullets 4 and 3. Their
//! equality cases (every bᵢ = ±ε) are decided through the equivalent forms of
//! [`perturbed_pair::sum_forms`].
//!
//! # In Coq
//!
//! `large-weights/lemma-4.3-p1` is proved for every size: `lemma_4_3_p1_holds`
//! (`coq/Proofs/LargeWeights/lemma_4_3_p1.v`) proves the statement of
//! `coq/Statements/LargeWeights/lemma_4_3_p1.v`, which encodes the hypotheses so:
//!
//! - "Let $a,b\in\mathbb{R}^{n}$": `n : nat` with `(1 <= n)%nat` ("for an arbitrary
//!   positive integer n", §3.1; the search draws n ≥ 1), and `a b : vec` read at
//!   0, ..., n−1. With n ≥ 1, α(a) and α(a + b) are positive, so their inverses are the
//!   paper's α(·)⁻¹ (Coq's `/ x` is defined for every x).
//! - "$\|b\|_{\infty}\leq\epsilon$": `vmax_abs n b <= eps`, the ℓ_∞ norm of §3.1,
//!   "‖x‖_∞ := max_{i=1}^n |x_i|".
//! - ε > 0 (`0 < eps`): added by the reading, as in the search (ε ≥ 0 follows from
//!   ‖b‖_∞ ≤ ε, and ε = 0 forces b = 0).
//! - α(x) := ⟨exp(x), 1ₙ⟩ = Σᵢ exp(xᵢ) (Definition 3.1): `alpha n x`; a + b: `vadd a b`;
//!   α(x)⁻¹: `/ alpha n x`.
//! No other hypothesis.
//!
//! `large-weights/lemma-4.3-p2` is proved for every size: `lemma_4_3_p2_holds`
//! (`coq/Proofs/LargeWeights/lemma_4_3_p2.v`) proves the statement of
//! `coq/Statements/LargeWeights/lemma_4_3_p2.v`, which encodes the hypotheses so:
//!
//! - "Let $a,b\in\mathbb{R}^{n}$": `n : nat` with `(1 <= n)%nat` ("for an arbitrary
//!   positive integer n", §3.1; the search draws n ≥ 1), and `a b : vec` read at
//!   0, ..., n−1. With n ≥ 1, α(a) and α(a + b) are positive, so their inverses are the
//!   paper's α(·)⁻¹ (Coq's `/ x` is defined for every x).
//! - "$\|b\|_{\infty}\leq\epsilon$": `vmax_abs n b <= eps`, the ℓ_∞ norm of §3.1,
//!   "‖x‖_∞ := max_{i=1}^n |x_i|".
//! - ε > 0 (`0 < eps`): added by the reading, as in the search (ε ≥ 0 follows from
//!   ‖b‖_∞ ≤ ε, and ε = 0 forces b = 0).
//! - α(x) := ⟨exp(x), 1ₙ⟩ = Σᵢ exp(xᵢ) (Definition 3.1): `alpha n x`; a + b: `vadd a b`;
//!   α(x)⁻¹: `/ alpha n x`.
//! No other hypothesis.

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
                    .reading("as-written", r"$\|b\|_\infty = \max_i |b_i|$, $\alpha(x) = \sum_i \exp(x_i)$ (Definition 3.1). The reading adds $\varepsilon > 0$ ($\varepsilon = 0$ forces $b = 0$).")
                    .symbols(perturbed_pair::SYMBOLS)
                    .cites(&["Lemma 4.2"])
                    .unneeded(perturbed_pair::EPS_POSITIVE, perturbed_pair::EPS_ZERO)
                    .unreachable_sides(perturbed_pair::EPS_POSITIVE, perturbed_pair::EPS_NEGATIVE)
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
