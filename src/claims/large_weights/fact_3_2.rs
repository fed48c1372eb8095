//! Fact 3.2 (Shift-invariance property of softmax), large-weights §3.1.
//!
//! > For any vector x ∈ ℝⁿ and for any fixed scalar a ∈ ℝ, we have
//! > softm(x) = softm(x + a·1ₙ).
//!
//! * Hypotheses: none; x ∈ ℝⁿ and a ∈ ℝ are arbitrary.
//! * Conclusion: an identity, checked per coordinate: softm(x)ᵢ = softm(x + a·1ₙ)ᵢ
//!   ([`Inequality::equal`]).
//!
//! Floating point cannot witness an identity: every `f64` difference here is rounding
//! error, which the certificate classifies as such. A genuine failure would need an
//! enclosure of the difference that excludes 0; the identity is certified exactly or as
//! |lhs − rhs| ≤ 2⁻ᵏ·scale with k stated (see [`crate::engine::certify`]).
//!
//! # In Coq
//!
//! Each reading's Coq statement is `coq/Statements/<Paper>/<name>.v` (`<name>` the reading's
//! Coq name, `coq::coq_name`): its header quotes the words, says how each hypothesis is
//! encoded and classifies every premise (printed, stated by the reading, or shown in the
//! verdict row). A reading proved for every size has its proof in `coq/Proofs/` and its
//! non-vacuity theorem in `coq/Satisfiable/`; `lemmacheck show <id>` prints the statement.

use crate::claim::{Check, Claim, Condition, Expected, Inequality, Inputs, Meta, Paper, Place, Symbol};
use crate::generate::{Draw, Entries};
use crate::math::matrix::lift_vector;
use crate::math::softmax::softm;
use crate::math::Scalar;

const MAX_N: usize = 8;

const SYMBOLS: &[Symbol] = &[Symbol::vector("x", &["n"], "the argument of softm"), Symbol::number("a", "the shift")];

const STATEMENT: &str = r"For any vector $x\in\mathbb{R}^{n}$ and for any fixed scalar $a\in\mathbb{R}$, we have $\operatorname{\mathsf{softm}}(x)=\operatorname{\mathsf{softm}}(x+a{\bf 1}_{n})$.";

/// Fact 3.2 as printed.
pub struct ShiftInvariance {
    meta: Meta,
}

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    vec![Box::new(ShiftInvariance {
        meta: Meta::new(Paper::LargeWeights, "large-weights/fact-3.2", "Fact 3.2", STATEMENT)
            .quote("§3.1, Fact 3.2", STATEMENT)
            .reading("as-written", r"$\mathrm{softm}$ as in Definition 3.1 applied to a vector; the identity $\mathrm{softm}(x)_i = \mathrm{softm}(x + a\mathbf{1}_n)_i$ is checked for every coordinate $i$.")
            .symbols(SYMBOLS)
            .cases(300)
            .proved_in_coq()
            .expect(Expected::NotRefuted),
    })]
}

impl Claim for ShiftInvariance {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let n = g.dim("n", 1, MAX_N);
        let x = g.vector(n, Entries::signed(6));
        let a = g.number(Entries::signed(10));
        Inputs::new().with("x", x).with("a", a)
    }

    fn hypotheses<S: Scalar>(&self, _x: &Inputs) -> Vec<Condition<S>> {
        Vec::new()
    }

    fn conclusion<S: Scalar>(&self, input: &Inputs) -> Vec<Inequality<S>> {
        let x = lift_vector::<S>(input.vector("x"));
        let a = S::exact(input.number("a"));
        let shifted: Vec<S> = x.iter().map(|xi| xi.clone() + a.clone()).collect();
        let p = softm(&x.to_vec());
        let q = softm(&shifted);
        p.iter()
            .zip(q.iter())
            .enumerate()
            .map(|(i, (pi, qi))| Inequality::equal(Place::i("", i), pi.clone(), qi.clone()))
            .collect()
    }
}
