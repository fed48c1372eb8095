//! The displayed relation of the proof of Lemma 4.2 (large-weights §4.2) that is not one of
//! its bullets: Eq. (2), a claim with Lemma 4.2's hypotheses in its `as-written` reading
//! ([`lemma_4_2::reading`]: a, b ∈ ℝⁿ, ‖b‖_∞ ≤ ε, drawn by [`super::super::perturbed_pair`])
//! and the relation as printed (see [`crate::claims::proof_step`]).
//!
//! | id | place | relation |
//! |---|---|---|
//! | `eq-2` | Eq. (2) | max{\|exp(−bᵢ) − 1\|, \|exp(bᵢ) − 1\|} ≤ e^ε − 1, for every i ∈ [n] |
//!
//! The proof's other displays are the bullets themselves or end in them: Eq. (3) and Eq. (4)
//! are the first and second bullets (large-weights/lemma-4.2-p1, -p2), and the two chains
//! for α end in the third and fourth. Eq. (2) is the proof's first display, cited by the
//! steps ending in Eq. (3) and Eq. (4) (and, through "Eq. (4.2)", by the chains for α); it is
//! recorded as a step of the proof of the first bullet, where it is first used, and checked
//! under the hypotheses every bullet shares (the first bullet's reading is called for them).
//!
//! **Exact ties.** At bᵢ = ±ε one of the two terms is e^ε − 1 itself, computed another way,
//! which no precision separates. The equivalent form: max{u, v} ≤ r if and only if u ≤ r and
//! v ≤ r, and for t = ±bᵢ, |e^t − 1| ≤ e^ε − 1 if and only if e^t − e^ε ≤ 0 and
//! 2 − e^t − e^ε ≤ 0 (the forms of Lemma 4.2's first and second bullets divided by e^{aᵢ}
//! and e^{aᵢ+bᵢ}, [`perturbed_pair::entry_forms`]), four quantities per i in which e^t and
//! e^ε at t = ε are the same real, so their difference is exactly 0.
//!
//! # In Coq
//!
//! The statement is `coq/Statements/LargeWeights/eq_2.v`; it is proved for every n in
//! `coq/Proofs/LargeWeights/eq_2.v` (|bᵢ| ≤ ‖b‖_∞ ≤ ε, and |e^t − 1| ≤ e^ε − 1 for |t| ≤ ε,
//! the library's `exp_minus_one_abs`), its premises shown satisfiable in
//! `coq/Satisfiable/LargeWeights/eq_2.v`.

use crate::claim::{Check, Expected, Inequality, Inputs, Meta, Paper, Place};
use crate::claims::large_weights::lemma_4_2::{self, ExpPerturbation};
use crate::claims::large_weights::perturbed_pair::{self, Reference};
use crate::claims::proof_step::{ProofStep, StepRelation};
use crate::math::Scalar;

/// Eq. (2): max{|exp(−bᵢ) − 1|, |exp(bᵢ) − 1|} ≤ e^ε − 1 for every i.
struct Eq2;

impl StepRelation<ExpPerturbation> for Eq2 {
    fn conclusion<S: Scalar>(&self, _parent: &ExpPerturbation, x: &Inputs) -> Vec<Inequality<S>> {
        let (_, b, _, eps) = perturbed_pair::lifted::<S>(x);
        let bound = eps.exp_m1();
        b.iter()
            .enumerate()
            .map(|(i, bi)| {
                let lhs = ((-bi.clone()).exp() - S::one()).abs().max(&(bi.exp() - S::one()).abs());
                Inequality::at(Place::i("", i), lhs, bound.clone())
            })
            .collect()
    }

    /// For each i, the forms of |e^{bᵢ} − 1| ≤ e^ε − 1 and |e^{−bᵢ} − 1| ≤ e^ε − 1 (see the
    /// module documentation, *Exact ties*).
    fn equivalent_forms<S: Scalar>(&self, _parent: &ExpPerturbation, x: &Inputs) -> Vec<(usize, Vec<S>)> {
        let (_, b, _, eps) = perturbed_pair::lifted::<S>(x);
        b.iter()
            .enumerate()
            .map(|(i, bi)| {
                let mut forms = perturbed_pair::entry_forms(bi, &eps, Reference::AtA);
                forms.extend(perturbed_pair::entry_forms(bi, &eps, Reference::AtAPlusB));
                (i, forms)
            })
            .collect()
    }
}

/// The display as printed.
const WORDS: &str = r"$$\max\{|\exp(-b_{i})-1|,|\exp(b_{i})-1|\}\leq e^{\epsilon}-1$$";

/// Eq. (2) of the proof of Lemma 4.2.
pub fn claims() -> Vec<Box<dyn Check>> {
    let meta = Meta::new(Paper::LargeWeights, "large-weights/eq-2", "Eq. (2), proof of Lemma 4.2", WORDS)
        .quote("§4.2, proof of Lemma 4.2", WORDS)
        .reading(
            "as-written",
            r"A displayed step of the proof of Lemma 4.2 (its first, cited by the steps ending in its first and second bullets), with Lemma 4.2's hypotheses in its as-written reading ($a, b \in \mathbb{R}^n$, $\|b\|_\infty = \max_i |b_i| \le \epsilon$); checked for every $i$.",
        )
        .step("Lemma 4.2, first bullet", "as-written", "Eq. (2)", 1)
        .cases(2000)
        .targeted(4000)
        .proved_in_coq()
        .expect(Expected::NotRefuted);
    vec![Box::new(ProofStep::new(meta, lemma_4_2::reading(1, "as-written"), Eq2))]
}
