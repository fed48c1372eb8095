//! Corollary D.3 (Lipschitz property of softmax), large-weights Appendix D.2.
//!
//! > Let a, b ∈ ℝⁿ. Then, we can show that
//! > ‖softm(a + b) − softm(a)‖_∞ ≤ 2(e^{‖b‖_∞} − 1).
//!
//! * Hypotheses: none.
//! * Conclusion: maxᵢ |softm(a + b)ᵢ − softm(a)ᵢ| ≤ 2(e^{maxᵢ|bᵢ|} − 1).

use crate::claim::{Check, Claim, Condition, Expected, Inequality, Inputs, Meta, Paper, Symbol};
use crate::generate::{Draw, Entries};
use crate::math::matrix::{vec_add, vec_sub};
use crate::math::norms::max_abs_entry;
use crate::math::softmax::softm;
use crate::math::Scalar;

const MAX_N: usize = 6;

const SYMBOLS: &[Symbol] = &[Symbol::vector("a", &["n"], "the base point"), Symbol::vector("b", &["n"], "the perturbation")];

const STATEMENT: &str = r"Let $a,b\in\mathbb{R}^{n}$. Then, we can show that $$\|\operatorname{\mathsf{softm}}(a+b)-\operatorname{\mathsf{softm}}(a)\|_{\infty}\leq 2(e^{\|b\|_{\infty}}-1)$$";

/// Corollary D.3 as printed.
pub struct SoftmaxLipschitz {
    meta: Meta,
}

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    vec![Box::new(SoftmaxLipschitz {
        meta: Meta::new(Paper::LargeWeights, "large-weights/corollary-d.3", "Corollary D.3", STATEMENT)
            .quote("Appendix D.2, Corollary D.3", STATEMENT)
            .reading("as-written", "softm of Definition 3.1; ||v||_inf = max_i |v_i|.")
            .symbols(SYMBOLS)
            .cites(&["Lemma 4.4"])
            .expect(Expected::NotRefuted),
    })]
}

impl Claim for SoftmaxLipschitz {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let n = g.dim("n", 1, MAX_N);
        let a = g.vector(n, Entries::signed(4));
        let b = g.vector(n, Entries::signed(3));
        Inputs::new().with("a", a).with("b", b)
    }

    fn hypotheses<S: Scalar>(&self, _x: &Inputs) -> Vec<Condition<S>> {
        Vec::new()
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let a = x.lift_vector::<S>("a");
        let b = x.lift_vector::<S>("b");
        let lhs = max_abs_entry(vec_sub(&softm(&vec_add(&a, &b).to_vec()), &softm(&a.to_vec())).iter());
        let rhs = S::exact(2.0) * max_abs_entry(b.iter()).exp_m1();
        vec![Inequality::new(lhs, rhs)]
    }
}
