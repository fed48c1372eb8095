//! The displayed steps of the proof of Lemma B.2 (large-weights Appendix B), each a claim
//! with Lemma B.2's hypotheses in its `as-written` reading ([`lemma_b_2::reading`]: β > 0
//! free under the printed bound β ≤ 1/(‖Res(X)‖²_∞η²), Res with the midrange minimiser)
//! and the step's relation as printed (see [`crate::claims::proof_step`]).
//!
//! The proof's objects, from the inputs: Res(X) (Definition 3.4), W = W_q W_kᵀ,
//! E = β Res(X) W Res(X)ᵀ (the statement's), ‖·‖_∞ the entrywise maximum (§3.1).
//!
//! | id | place | relation |
//! |---|---|---|
//! | `proof-lemma-b.2.step-1` | the chain's first step | ‖E‖_∞ ≤ β‖Res(X)‖²_∞‖W‖_∞ |
//! | `proof-lemma-b.2.step-2` | the chain's second step | β‖Res(X)‖²_∞‖W‖_∞ ≤ β‖Res(X)‖²_∞η² |
//! | `proof-lemma-b.2.step-3` | the chain's last step | β‖Res(X)‖²_∞η² ≤ 1 |
//!
//! The proof's inline sentence "‖W‖_∞ ≤ ‖W_q‖_∞‖W_k‖_∞ ≤ η²" is not a display; the second
//! display rests on it (its justification), and Fact 3.3's second bullet is its claim.

use ndarray::Array2;

use crate::claim::{Check, Derived, Expected, Inequality, Inputs, Meta, Paper};
use crate::claims::large_weights::lemma_5_1::e_matrix;
use crate::claims::large_weights::lemma_b_2::{self, BalanceFromBeta};
use crate::claims::proof_step::{ProofStep, StepRelation};
use crate::math::matrix::{lift, matmul, transpose};
use crate::math::norms::max_abs_entry;
use crate::math::res::res;
use crate::math::Scalar;

/// Where the steps are.
const LOCATION: &str = "Appendix B, proof of Lemma B.2";

/// The objects of the proof at inputs `x` (the as-written reading: β is an input).
struct Objects<S> {
    res_x: Array2<S>,
    w: Array2<S>,
    e: Array2<S>,
    beta: S,
    eta: S,
}

impl<S: Scalar> Objects<S> {
    fn of(x: &Inputs) -> Objects<S> {
        let res_x = res(&lift::<S>(x.matrix("X")));
        let (w_q, w_k) = (lift::<S>(x.matrix("W_q")), lift::<S>(x.matrix("W_k")));
        let beta = S::exact(x.number("beta"));
        let e = e_matrix(&res_x, &w_q, &w_k, &beta);
        Objects { w: matmul(&w_q, &transpose(&w_k)), e, res_x, beta, eta: S::exact(x.number("eta")) }
    }

    /// β‖Res(X)‖²_∞.
    fn beta_r2(&self) -> S {
        let r = max_abs_entry(self.res_x.iter());
        self.beta.clone() * r.clone() * r
    }
}

/// The displayed steps, in order.
#[derive(Clone, Copy, Debug)]
enum Step {
    First,
    Second,
    Last,
}

impl StepRelation<BalanceFromBeta> for Step {
    fn conclusion<S: Scalar>(&self, _r: &BalanceFromBeta, x: &Inputs) -> Vec<Inequality<S>> {
        let o = Objects::<S>::of(x);
        let w = max_abs_entry(o.w.iter());
        let eta2 = o.eta.clone() * o.eta.clone();
        match self {
            Step::First => vec![Inequality::new(max_abs_entry(o.e.iter()), o.beta_r2() * w)],
            Step::Second => vec![Inequality::new(o.beta_r2() * w, o.beta_r2() * eta2)],
            Step::Last => vec![Inequality::new(o.beta_r2() * eta2, S::one())],
        }
    }

    fn derived<S: Scalar>(&self, _r: &BalanceFromBeta, x: &Inputs) -> Derived<S> {
        let o = Objects::<S>::of(x);
        Derived::new().matrix("Res(X)", o.res_x.clone()).matrix("W = W_q W_k^T", o.w.clone()).matrix("E", o.e.clone())
    }
}

/// A step's meta: its id, the display quoted, its place and order, what its stated
/// justification cites, and its budget and recorded verdict.
fn meta(id: &'static str, number: &'static str, words: &'static str, place: &'static str, order: usize, cites: &'static [&'static str], expected: Expected) -> Meta {
    Meta::new(Paper::LargeWeights, id, number, words)
        .quote(LOCATION, words)
        .reading("as-written", NOTE)
        .cites(cites)
        .step("Lemma B.2", "as-written", place, order)
        .cases(300)
        .targeted(1000)
        .expect(expected)
}

/// The note every step carries.
const NOTE: &str = r"A displayed step of the proof of Lemma B.2, with Lemma B.2's hypotheses in its as-written reading ($\beta > 0$ free under $\beta \le 1/(\|\mathrm{Res}(X)\|_\infty^2 \eta^2)$, $\mathrm{Res}$ with the midrange minimiser); $W = W_q W_k^\top$, $E = \beta\,\mathrm{Res}(X) W \mathrm{Res}(X)^\top$, $\|\cdot\|_\infty$ entrywise.";

/// The displayed steps of the proof of Lemma B.2, in order.
pub fn claims() -> Vec<Box<dyn Check>> {
    let with = |m: Meta, s: Step| -> Box<dyn Check> { Box::new(ProofStep::new(m, lemma_b_2::reading("as-written"), s)) };
    vec![
        with(
            meta(
                "large-weights/proof-lemma-b.2.step-1",
                "Proof of Lemma B.2, the chain's first step",
                r"$$\|E\|_{\infty}\leq ~{}\beta\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}^{2}\cdot\|W\|_{\infty}$$",
                "step 1",
                1,
                &[],
                Expected::Refuted,
            ),
            Step::First,
        ),
        with(
            meta(
                "large-weights/proof-lemma-b.2.step-2",
                "Proof of Lemma B.2, the chain's second step",
                r"$$\leq ~{}\beta\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}^{2}\cdot\eta^{2}$$",
                "step 2",
                2,
                &[],
                Expected::Refuted,
            ),
            Step::Second,
        ),
        with(
            meta("large-weights/proof-lemma-b.2.step-3", "Proof of Lemma B.2, the chain's last step", r"$$\leq ~{}1$$", "step 3", 3, &[], Expected::NotRefuted),
            Step::Last,
        ),
    ]
}
