//! Lemma 4.2 (perturbation of exp and α), large-weights §4.2, its four bullets.
//!
//! > Let a, b ∈ ℝⁿ. Let ‖b‖_∞ ≤ ε. Then, we can show
//! > • |exp(aᵢ + bᵢ) − exp(aᵢ)| ≤ (e^ε − 1)·exp(aᵢ).
//! > • |exp(aᵢ + bᵢ) − exp(aᵢ)| ≤ (e^ε − 1)·exp(aᵢ + bᵢ).
//! > • |α(a + b) − α(a)| ≤ (e^ε − 1)·α(a).
//! > • |α(a + b) − α(a)| ≤ (e^ε − 1)·α(a + b).
//!
//! * Hypotheses: ‖b‖_∞ = maxᵢ |bᵢ| ≤ ε, and ε > 0, which the reading adds (see
//!   [`super::perturbed_pair`]).
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
//! `large-weights/lemma-4.2-p1` is proved for every size: `lemma_4_2_p1_holds`
//! (`coq/Proofs/LargeWeights/lemma_4_2_p1.v`) proves the statement of
//! `coq/Statements/LargeWeights/lemma_4_2_p1.v`, which encodes the hypotheses so:
//!
//! - "Let $a,b\in\mathbb{R}^{n}$": `n : nat` with `(1 <= n)%nat` ("for an arbitrary
//!   positive integer n", §3.1; the search draws n ≥ 1), and `a b : vec` read at
//!   0, ..., n−1.
//! - "$\|b\|_{\infty}\leq\epsilon$": `vmax_abs n b <= eps`, the ℓ_∞ norm of §3.1,
//!   "‖x‖_∞ := max_{i=1}^n |x_i|".
//! - ε > 0 (`0 < eps`): added by the reading, as in the search (ε ≥ 0 follows from
//!   ‖b‖_∞ ≤ ε, and ε = 0 forces b = 0).
//! - "$|\exp(a_{i}+b_{i})-\exp(a_{i})|$" for i ∈ `n`: every index `i < n` (indices run
//!   from 0 here, from 1 in the paper); `exp` is the standard library's exponential.
//! No other hypothesis.
//!
//! `large-weights/lemma-4.2-p2` is proved for every size: `lemma_4_2_p2_holds`
//! (`coq/Proofs/LargeWeights/lemma_4_2_p2.v`) proves the statement of
//! `coq/Statements/LargeWeights/lemma_4_2_p2.v`, which encodes the hypotheses so:
//!
//! - "Let $a,b\in\mathbb{R}^{n}$": `n : nat` with `(1 <= n)%nat` ("for an arbitrary
//!   positive integer n", §3.1; the search draws n ≥ 1), and `a b : vec` read at
//!   0, ..., n−1.
//! - "$\|b\|_{\infty}\leq\epsilon$": `vmax_abs n b <= eps`, the ℓ_∞ norm of §3.1,
//!   "‖x‖_∞ := max_{i=1}^n |x_i|".
//! - ε > 0 (`0 < eps`): added by the reading, as in the search (ε ≥ 0 follows from
//!   ‖b‖_∞ ≤ ε, and ε = 0 forces b = 0).
//! - "$|\exp(a_{i}+b_{i})-\exp(a_{i})|$" for i ∈ `n`: every index `i < n` (indices run
//!   from 0 here, from 1 in the paper); `exp` is the standard library's exponential.
//! No other hypothesis.
//!
//! `large-weights/lemma-4.2-p3` is proved for every size: `lemma_4_2_p3_holds`
//! (`coq/Proofs/LargeWeights/lemma_4_2_p3.v`) proves the statement of
//! `coq/Statements/LargeWeights/lemma_4_2_p3.v`, which encodes the hypotheses so:
//!
//! - "Let $a,b\in\mathbb{R}^{n}$": `n : nat` with `(1 <= n)%nat` ("for an arbitrary
//!   positive integer n", §3.1; the search draws n ≥ 1), and `a b : vec` read at
//!   0, ..., n−1.
//! - "$\|b\|_{\infty}\leq\epsilon$": `vmax_abs n b <= eps`, the ℓ_∞ norm of §3.1,
//!   "‖x‖_∞ := max_{i=1}^n |x_i|".
//! - ε > 0 (`0 < eps`): added by the reading, as in the search (ε ≥ 0 follows from
//!   ‖b‖_∞ ≤ ε, and ε = 0 forces b = 0).
//! - α(x) := ⟨exp(x), 1ₙ⟩ = Σᵢ exp(xᵢ) (Definition 3.1): `alpha n x`; a + b: `vadd a b`.
//! No other hypothesis.
//!
//! `large-weights/lemma-4.2-p4` is proved for every size: `lemma_4_2_p4_holds`
//! (`coq/Proofs/LargeWeights/lemma_4_2_p4.v`) proves the statement of
//! `coq/Statements/LargeWeights/lemma_4_2_p4.v`, which encodes the hypotheses so:
//!
//! - "Let $a,b\in\mathbb{R}^{n}$": `n : nat` with `(1 <= n)%nat` ("for an arbitrary
//!   positive integer n", §3.1; the search draws n ≥ 1), and `a b : vec` read at
//!   0, ..., n−1.
//! - "$\|b\|_{\infty}\leq\epsilon$": `vmax_abs n b <= eps`, the ℓ_∞ norm of §3.1,
//!   "‖x‖_∞ := max_{i=1}^n |x_i|".
//! - ε > 0 (`0 < eps`): added by the reading, as in the search (ε ≥ 0 follows from
//!   ‖b‖_∞ ≤ ε, and ε = 0 forces b = 0).
//! - α(x) := ⟨exp(x), 1ₙ⟩ = Σᵢ exp(xᵢ) (Definition 3.1): `alpha n x`; a + b: `vadd a b`.
//! No other hypothesis.

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
    let bullets: [(u8, &str, &str, &str, &str); 4] = [
        (1, "large-weights/lemma-4.2-p1", "Lemma 4.2, first bullet", "§4.2, Lemma 4.2, first bullet", r"• $|\exp(a_{i}+b_{i})-\exp(a_{i})|\leq(e^{\epsilon}-1)\cdot\exp(a_{i})$."),
        (2, "large-weights/lemma-4.2-p2", "Lemma 4.2, second bullet", "§4.2, Lemma 4.2, second bullet", r"• $|\exp(a_{i}+b_{i})-\exp(a_{i})|\leq(e^{\epsilon}-1)\cdot\exp(a_{i}+b_{i})$."),
        (3, "large-weights/lemma-4.2-p3", "Lemma 4.2, third bullet", "§4.2, Lemma 4.2, third bullet", r"• $|\alpha(a+b)-\alpha(a)|\leq(e^{\epsilon}-1)\cdot\alpha(a)$."),
        (4, "large-weights/lemma-4.2-p4", "Lemma 4.2, fourth bullet", "§4.2, Lemma 4.2, fourth bullet", r"• $|\alpha(a+b)-\alpha(a)|\leq(e^{\epsilon}-1)\cdot\alpha(a+b)$."),
    ];
    bullets
        .into_iter()
        .map(|(bullet, id, number, location, words)| {
            Box::new(ExpPerturbation {
                meta: Meta::new(Paper::LargeWeights, id, number, STATEMENT)
                    .quote(location, words)
                    .reading("as-written", r"$\|b\|_\infty = \max_i |b_i|$, $\alpha(x) = \sum_i \exp(x_i)$ (Definition 3.1); bullets 1-2 checked for every $i$. The reading adds $\varepsilon > 0$ ($\varepsilon = 0$ forces $b = 0$).")
                    .symbols(perturbed_pair::SYMBOLS)
                    .unneeded(perturbed_pair::EPS_POSITIVE, perturbed_pair::EPS_ZERO)
                    .unreachable_sides(perturbed_pair::EPS_POSITIVE, perturbed_pair::EPS_NEGATIVE)
                    .proved_in_coq()
                    .expect(Expected::NotRefuted),
                bullet,
            }) as Box<dyn Check>
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
