//! The hypothesis shared by Lemmas 4.2, 4.3 and 4.4: a, b ∈ ℝⁿ with ‖b‖_∞ ≤ ε.

use crate::claim::{Condition, Inputs, Symbol};
use crate::generate::{Draw, Entries};
use crate::math::matrix::lift_vector;
use crate::math::norms::max_abs_entry;
use crate::math::Scalar;

/// Largest n searched.
pub const MAX_N: usize = 6;

/// The hypothesis, by name.
pub const BOUNDED: &str = "||b||_inf <= eps";

/// The symbols a, b, eps.
pub const SYMBOLS: &[Symbol] = &[
    Symbol::vector("a", &["n"], "the base point"),
    Symbol::vector("b", &["n"], "the perturbation, ||b||_inf <= eps"),
    Symbol::number("eps", "the perturbation bound"),
];

/// Draws a, ε > 0 and b = ε·t with t ∈ [−1, 1]ⁿ, so ‖b‖_∞ ≤ ε exactly (products of two
/// dyadic units are exact in `f64`); t = ±1 entries put b on the boundary. Without the
/// hypothesis, b is drawn independently of ε.
pub fn generate(g: &mut Draw) -> Inputs {
    let n = g.dim("n", 1, MAX_N);
    let a = g.vector(n, Entries::signed(4));
    let eps = g.positive(3);
    let t = g.vector(n, Entries::signed_bounded(0));
    let b: Vec<f64> = if g.keeps(BOUNDED) { t.iter().map(|ti| eps * ti).collect() } else { g.vector(n, Entries::signed(3)) };
    Inputs::new().with("a", a).with("b", b).with("eps", eps)
}

/// The hypothesis ‖b‖_∞ ≤ ε as a check.
pub fn hypotheses<S: Scalar>(x: &Inputs) -> Vec<Condition<S>> {
    let b = lift_vector::<S>(x.vector("b"));
    vec![Condition::at_most(BOUNDED, max_abs_entry(b.iter()), S::exact(x.number("eps")))]
}

/// (a, b, a + b, ε) as scalars.
pub fn lifted<S: Scalar>(x: &Inputs) -> (Vec<S>, Vec<S>, Vec<S>, S) {
    let a = lift_vector::<S>(x.vector("a")).to_vec();
    let b = lift_vector::<S>(x.vector("b")).to_vec();
    let ab = a.iter().zip(&b).map(|(p, q)| p.clone() + q.clone()).collect();
    (a, b, ab, S::exact(x.number("eps")))
}
