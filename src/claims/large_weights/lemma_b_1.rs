//! Lemma B.1 (perturbation of the softmax matrix), large-weights Appendix B.
//!
//! > If the following conditions hold
//! > • Let P = softm(A). • Let Ã = A − E. • Let P̃ = softm(Ã).
//! > • Let D be defined as Definition 3.5, i.e., D_{i,i} := max_{j,l∈[n]} |E_{i,j} − E_{i,l}|
//! > Then we can show, for all i ∈ [n], j ∈ [n]
//! > e^{−D_{i,i}} P̃_{i,j} ≤ P_{i,j} ≤ e^{D_{i,i}} P̃_{i,j}.
//!
//! * Hypotheses: A, E ∈ ℝⁿˣⁿ (E square as in Definition 3.5; A of the same shape).
//! * Conclusion: for every i, j, two inequalities, `lower`: e^{−Dᵢᵢ} P̃ᵢⱼ ≤ Pᵢⱼ and
//!   `upper`: Pᵢⱼ ≤ e^{Dᵢᵢ} P̃ᵢⱼ.
//!
//! # In Coq
//!
//! Each reading's Coq statement is `coq/Statements/<Paper>/<name>.v` (`<name>` the reading's
//! Coq name, `coq::coq_name`): its header quotes the words, says how each hypothesis is
//! encoded and classifies every premise (printed, stated by the reading, or shown in the
//! verdict row). A reading proved for every size has its proof in `coq/Proofs/` and its
//! non-vacuity theorem in `coq/Satisfiable/`; `lemmacheck show <id>` prints the statement.

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, Symbol};
use crate::generate::{Draw, Entries};
use crate::math::balance::balance_diagonal;
use crate::math::matrix::sub;
use crate::math::softmax::softm_rows;
use crate::math::Scalar;

const MAX_N: usize = 5;

const SYMBOLS: &[Symbol] = &[Symbol::matrix("A", &["n", "n"], "scores"), Symbol::matrix("E", &["n", "n"], "perturbation")];

const STATEMENT: &str = r"If the following conditions hold • Let $P=\operatorname{\mathsf{softm}}(A)$ (see Definition 3.1 for function $\operatorname{\mathsf{softm}}()$). • Let $\widetilde{A}=A-E$. • Let $\widetilde{P}=\operatorname{\mathsf{softm}}(\widetilde{A})$. • Let $D$ be defined as Definition 3.5, i.e., $D_{i,i}:=\max_{j,l\in[n]}|E_{i,j}-E_{i,l}|$ Then we can show, for all $i\in[n],j\in[n]$ $$e^{-D_{i,i}}\widetilde{P}_{i,j}\leq P_{i,j}\leq e^{D_{i,i}}\widetilde{P}_{i,j}.$$";

/// Lemma B.1 as printed.
pub struct SoftmaxMatrixPerturbation {
    meta: Meta,
}

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    vec![Box::new(SoftmaxMatrixPerturbation {
        meta: Meta::new(Paper::LargeWeights, "large-weights/lemma-b.1", "Lemma B.1", STATEMENT)
            .quote("Appendix B, Lemma B.1", STATEMENT)
            .reading("as-written", r"$\mathrm{softm}$ row-wise (Definition 3.1), $D$ from $E$ as in Definition 3.5; both inequalities checked for every $i, j$.")
            .symbols(SYMBOLS)
            .proved_in_coq()
            .expect(Expected::NotRefuted),
    })]
}

impl Claim for SoftmaxMatrixPerturbation {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let n = g.dim("n", 1, MAX_N);
        let a = g.matrix(n, n, Entries::signed(4));
        let e = g.matrix(n, n, Entries::signed(3));
        Inputs::new().with("A", a).with("E", e)
    }

    fn hypotheses<S: Scalar>(&self, _x: &Inputs) -> Vec<Condition<S>> {
        Vec::new()
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let a = x.lift_matrix::<S>("A");
        let e = x.lift_matrix::<S>("E");
        let p = softm_rows(&a);
        let p_tilde = softm_rows(&sub(&a, &e));
        let d = balance_diagonal(&e);
        let n = a.nrows();
        let mut out = Vec::with_capacity(2 * n * n);
        for i in 0..n {
            let grow = d[i].exp();
            let shrink = (-d[i].clone()).exp();
            for j in 0..n {
                out.push(Inequality::at(Place::ij("lower", i, j), shrink.clone() * p_tilde[(i, j)].clone(), p[(i, j)].clone()));
                out.push(Inequality::at(Place::ij("upper", i, j), p[(i, j)].clone(), grow.clone() * p_tilde[(i, j)].clone()));
            }
        }
        out
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let a = x.lift_matrix::<S>("A");
        let e = x.lift_matrix::<S>("E");
        let a_tilde = sub(&a, &e);
        Derived::new()
            .matrix("P", softm_rows(&a))
            .matrix("P_tilde", softm_rows(&a_tilde))
            .vector("D (diagonal)", balance_diagonal(&e))
    }
}
