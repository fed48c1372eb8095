//! Lemma 4.4 (perturbation of softmax), large-weights §4.3.
//!
//! > Let a, b ∈ ℝⁿ. If |bᵢ| ≤ ε for all i ∈ [n], then, we can show that
//! > ‖softm(a + b) − softm(a)‖_∞ ≤ 2(e^ε − 1).
//!
//! * Hypotheses: |bᵢ| ≤ ε for all i, and ε > 0, which the reading adds (see
//!   [`super::perturbed_pair`]).
//! * Conclusion: maxᵢ |softm(a + b)ᵢ − softm(a)ᵢ| ≤ 2(e^ε − 1).
//!
//! # In Coq
//!
//! `large-weights/lemma-4.4` is proved for every size: `lemma_4_4_holds`
//! (`coq/Proofs/LargeWeights/lemma_4_4.v`) proves the statement of
//! `coq/Statements/LargeWeights/lemma_4_4.v`, which encodes the hypotheses so:
//!
//! - "Let $a,b\in\mathbb{R}^{n}$": `n : nat` with `(1 <= n)%nat` ("for an arbitrary
//!   positive integer n", §3.1; the search draws n ≥ 1), and `a b : vec` read at
//!   0, ..., n−1.
//! - "$|b_{i}|\leq\epsilon$ for all $i\in[n]$": `forall i, (i < n)%nat -> Rabs (b i) <= eps`
//!   (indices run from 0 here, from 1 in the paper). The search checks the same condition
//!   as ‖b‖_∞ ≤ ε, which is equivalent.
//! - ε > 0 (`0 < eps`): added by the reading, as in the search (ε ≥ 0 follows from the
//!   hypothesis at n ≥ 1, and ε = 0 forces b = 0).
//! - softm(x) := α(x)⁻¹ exp(x) (Definition 3.1): `softm n x`; a + b: `vadd a b`; the
//!   difference of the two vectors: `vsub`.
//! - "$\|\cdot\|_{\infty}$" of a vector, "‖x‖_∞ := max_{i=1}^n |x_i|" (§3.1):
//!   `vmax_abs n`. The conclusion is the printed inequality, nothing added.
//! No other hypothesis.

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
    vec![Box::new(SoftmaxPerturbation {
        meta: Meta::new(Paper::LargeWeights, "large-weights/lemma-4.4", "Lemma 4.4", STATEMENT)
            .quote("§4.3, Lemma 4.4", STATEMENT)
            .reading("as-written", r"$\mathrm{softm}$ of Definition 3.1; $\|v\|_\infty = \max_i |v_i|$. The reading adds $\varepsilon > 0$ ($\varepsilon = 0$ forces $b = 0$).")
            .unneeded(perturbed_pair::EPS_POSITIVE, perturbed_pair::EPS_ZERO)
                    .unreachable_sides(perturbed_pair::EPS_POSITIVE, perturbed_pair::EPS_NEGATIVE)
            .symbols(perturbed_pair::SYMBOLS)
            .cites(&["Lemma 4.2", "Lemma 4.3"])
            .proved_in_coq()
            .expect(Expected::NotRefuted),
    })]
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
