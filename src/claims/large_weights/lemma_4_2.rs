//! Lemma 4.2 (perturbation of exp and α), large-weights §4.2, its four bullets.
//!
//! > Let a, b ∈ ℝⁿ. Let ‖b‖_∞ ≤ ε. Then, we can show
//! > • |exp(aᵢ + bᵢ) − exp(aᵢ)| ≤ (e^ε − 1)·exp(aᵢ).
//! > • |exp(aᵢ + bᵢ) − exp(aᵢ)| ≤ (e^ε − 1)·exp(aᵢ + bᵢ).
//! > • |α(a + b) − α(a)| ≤ (e^ε − 1)·α(a).
//! > • |α(a + b) − α(a)| ≤ (e^ε − 1)·α(a + b).
//!
//! * Hypotheses: ‖b‖_∞ = maxᵢ |bᵢ| ≤ ε (ε ≥ 0 follows; see [`super::perturbed_pair`]).
//! * Conclusion: the bullet's inequality; bullets 1 and 2 for every i ∈ [n].
//! * α(x) = Σᵢ exp(xᵢ) (Definition 3.1).
//!
//! The bullets are attained with equality at bᵢ = ±ε, where the two sides are two
//! computations of one transcendental number that interval arithmetic cannot tell apart.
//! The module records equivalent forms (divide by e^{aᵢ} or e^{aᵢ+bᵢ} > 0; see
//! [`perturbed_pair::entry_forms`] and [`perturbed_pair::sum_forms`] for the algebra) in
//! which the common exponentials are computed once, so those ties are decided exactly.
//!
//! # In Coq
//!
//! Each reading's Coq statement is `coq/Statements/<Paper>/<name>.v` (`<name>` the reading's
//! Coq name, `coq::coq_name`): its header quotes the words, says how each hypothesis is
//! encoded and classifies every premise (printed, stated by the reading, or shown in the
//! verdict row). A reading proved for every size has its proof in `coq/Proofs/` and its
//! non-vacuity theorem in `coq/Satisfiable/`; `lemmacheck show <id>` prints the statement.

use crate::claim::{Check, Claim, Condition, Expected, Inequality, Inputs, Meta, Paper, Place};
use crate::generate::Draw;
use crate::math::softmax::alpha;
use crate::math::Scalar;

use super::perturbed_pair::{self, Reference};

/// One bullet of Lemma 4.2.
pub struct ExpPerturbation {
    meta: Meta,
    bullet: u8,
}

/// Lemma 4.2 as printed (all four bullets).
const STATEMENT: &str = r"If the following conditions hold: Let $a,b\in\mathbb{R}^{n}$. Let $\|b\|_{\infty}\leq\epsilon$. Then, we can show • $|\exp(a_{i}+b_{i})-\exp(a_{i})|\leq(e^{\epsilon}-1)\cdot\exp(a_{i})$. • $|\exp(a_{i}+b_{i})-\exp(a_{i})|\leq(e^{\epsilon}-1)\cdot\exp(a_{i}+b_{i})$. • $|\alpha(a+b)-\alpha(a)|\leq(e^{\epsilon}-1)\cdot\alpha(a)$. • $|\alpha(a+b)-\alpha(a)|\leq(e^{\epsilon}-1)\cdot\alpha(a+b)$.";

/// The four bullets.
pub fn claims() -> Vec<Box<dyn Check>> {
    readings().into_iter().map(|r| Box::new(r) as Box<dyn Check>).collect()
}

/// Bullet `bullet` (1 to 4) of Lemma 4.2 in its reading `name` (the hypotheses Eq. (2) of
/// its proof is checked under, [`crate::claims::large_weights::proofs::lemma_4_2`]).
pub fn reading(bullet: u8, name: &str) -> ExpPerturbation {
    readings().into_iter().find(|r| r.bullet == bullet && r.meta.reading == name).unwrap_or_else(|| panic!("Lemma 4.2 bullet {bullet} has no reading {name}"))
}

fn readings() -> Vec<ExpPerturbation> {
    let bullets: [(u8, &str, &str, &str, &str); 4] = [
        (1, "large-weights/lemma-4.2-p1", "Lemma 4.2, first bullet", "§4.2, Lemma 4.2, first bullet", r"• $|\exp(a_{i}+b_{i})-\exp(a_{i})|\leq(e^{\epsilon}-1)\cdot\exp(a_{i})$."),
        (2, "large-weights/lemma-4.2-p2", "Lemma 4.2, second bullet", "§4.2, Lemma 4.2, second bullet", r"• $|\exp(a_{i}+b_{i})-\exp(a_{i})|\leq(e^{\epsilon}-1)\cdot\exp(a_{i}+b_{i})$."),
        (3, "large-weights/lemma-4.2-p3", "Lemma 4.2, third bullet", "§4.2, Lemma 4.2, third bullet", r"• $|\alpha(a+b)-\alpha(a)|\leq(e^{\epsilon}-1)\cdot\alpha(a)$."),
        (4, "large-weights/lemma-4.2-p4", "Lemma 4.2, fourth bullet", "§4.2, Lemma 4.2, fourth bullet", r"• $|\alpha(a+b)-\alpha(a)|\leq(e^{\epsilon}-1)\cdot\alpha(a+b)$."),
    ];
    bullets
        .into_iter()
        .map(|(bullet, id, number, location, words)| {
            ExpPerturbation {
                meta: Meta::new(Paper::LargeWeights, id, number, STATEMENT)
                    .quote(location, words)
                    .reading("as-written", r"$\|b\|_\infty = \max_i |b_i|$, $\alpha(x) = \sum_i \exp(x_i)$ (Definition 3.1); bullets 1-2 checked for every $i$.")
                    .symbols(perturbed_pair::SYMBOLS)
                            .proved_in_coq()
                    .expect(Expected::NotRefuted),
                bullet,
            }
        })
        .collect()
}

impl Claim for ExpPerturbation {
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
        let factor = eps.exp_m1();
        match self.bullet {
            1 | 2 => (0..a.len())
                .map(|i| {
                    let lhs = (ab[i].exp() - a[i].exp()).abs();
                    let reference = if self.bullet == 1 { a[i].exp() } else { ab[i].exp() };
                    Inequality::at(Place::i("", i), lhs, factor.clone() * reference)
                })
                .collect(),
            _ => {
                let lhs = (alpha(&ab) - alpha(&a)).abs();
                let reference = if self.bullet == 3 { alpha(&a) } else { alpha(&ab) };
                vec![Inequality::new(lhs, factor * reference)]
            }
        }
    }

    fn equivalent_forms<S: Scalar>(&self, x: &Inputs) -> Vec<(usize, Vec<S>)> {
        let (a, b, _, eps) = perturbed_pair::lifted::<S>(x);
        let reference = if self.bullet % 2 == 1 { Reference::AtA } else { Reference::AtAPlusB };
        match self.bullet {
            1 | 2 => b.iter().enumerate().map(|(i, bi)| (i, perturbed_pair::entry_forms(bi, &eps, reference))).collect(),
            _ => vec![(0, perturbed_pair::sum_forms(&a, &b, &eps, reference))],
        }
    }
}
