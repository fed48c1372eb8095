//! The hypothesis shared by Lemmas 4.2, 4.3 and 4.4: a, b ∈ ℝⁿ with ‖b‖_∞ ≤ ε. Nothing
//! is added: ε ≥ 0 follows from ‖b‖_∞ ≤ ε, and ε = 0 (which forces b = 0) is drawn too.

use crate::claim::{Condition, Inputs, Symbol};
use crate::generate::{Draw, Entries};
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

/// Draws a, ε ≥ 0 (ε = 0, the boundary ‖b‖_∞ ≤ ε admits, in one case of eight) and
/// b = ε·t with t ∈ [−1, 1]ⁿ, so ‖b‖_∞ ≤ ε exactly (products of two dyadic units are
/// exact in `f64`); t = ±1 entries put b on the boundary. Without the hypothesis
/// ‖b‖_∞ ≤ ε, b is drawn independently of ε.
pub fn generate(g: &mut Draw) -> Inputs {
    let n = g.dim("n", 1, MAX_N);
    let a = g.vector(n, Entries::signed(4));
    let positive = g.positive(3);
    let eps = if g.pick(8) == 7 { 0.0 } else { positive };
    let t = g.vector(n, Entries::signed_bounded(0));
    let b: Vec<f64> = if g.keeps(BOUNDED) { t.iter().map(|ti| eps * ti).collect() } else { g.vector(n, Entries::signed(3)) };
    Inputs::new().with("a", a).with("b", b).with("eps", eps)
}

/// The hypothesis ‖b‖_∞ ≤ ε as a check.
pub fn hypotheses<S: Scalar>(x: &Inputs) -> Vec<Condition<S>> {
    let b = x.lift_vector::<S>("b");
    let eps = x.lift_number::<S>("eps");
    vec![Condition::at_most(BOUNDED, max_abs_entry(b.iter()), eps)]
}

/// (a, b, a + b, ε) as scalars.
pub fn lifted<S: Scalar>(x: &Inputs) -> (Vec<S>, Vec<S>, Vec<S>, S) {
    let a = x.lift_vector::<S>("a").to_vec();
    let b = x.lift_vector::<S>("b").to_vec();
    let ab = a.iter().zip(&b).map(|(p, q)| p.clone() + q.clone()).collect();
    (a, b, ab, x.lift_number::<S>("eps"))
}

/// Which ratio a bullet of Lemmas 4.2 and 4.3 compares: the perturbed value with its
/// reference evaluated at a (`AtA`) or at a + b (`AtAPlusB`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reference {
    /// The right-hand side's factor is taken at a.
    AtA,
    /// The right-hand side's factor is taken at a + b.
    AtAPlusB,
}

/// Equivalent forms of the entrywise bullets of Lemma 4.2 (1 and 2), for entry i: two
/// quantities that are both ≤ 0 exactly when the bullet holds at i.
///
/// Bullet 1, |e^{aᵢ+bᵢ} − e^{aᵢ}| ≤ (e^ε − 1)e^{aᵢ}: divide by e^{aᵢ} > 0 and use
/// e^{aᵢ+bᵢ} = e^{aᵢ}e^{bᵢ}: |e^{bᵢ} − 1| ≤ e^ε − 1, i.e. e^{bᵢ} − e^ε ≤ 0 and
/// 2 − e^{bᵢ} − e^ε ≤ 0. Bullet 2 divides by e^{aᵢ+bᵢ} instead: |1 − e^{−bᵢ}| ≤ e^ε − 1,
/// i.e. e^{−bᵢ} − e^ε ≤ 0 and 2 − e^{−bᵢ} − e^ε ≤ 0. At the equality case bᵢ = ±ε the
/// two exponentials are of the same real and their difference is exactly 0.
pub fn entry_forms<S: Scalar>(b: &S, eps: &S, reference: Reference) -> Vec<S> {
    let e = match reference {
        Reference::AtA => b.exp(),
        Reference::AtAPlusB => (-b.clone()).exp(),
    };
    let f = eps.exp();
    vec![e.clone() - f.clone(), S::exact(2.0) - e - f]
}

/// Equivalent forms of |α(a + b) − α(a)| ≤ (e^ε − 1)·α(reference), Lemma 4.2's bullets 3
/// and 4 (and, multiplied by α(a)α(a + b) > 0, Lemma 4.3's: its bullet 1 is this with
/// the reference a + b, its bullet 2 with a): two quantities both ≤ 0 exactly when it
/// holds.
///
/// With S = α(a + b) − α(a) = Σᵢ e^{aᵢ}(e^{bᵢ} − 1) and R the right-hand side, |S| ≤ R iff
/// S − R ≤ 0 and −S − R ≤ 0. Reference a: R = Σᵢ e^{aᵢ}(e^ε − 1), so S − R =
/// Σᵢ e^{aᵢ}(e^{bᵢ} − e^ε) and −S − R = Σᵢ e^{aᵢ}(2 − e^{bᵢ} − e^ε). Reference a + b:
/// R = Σᵢ e^{aᵢ}e^{bᵢ}(e^ε − 1) and S = Σᵢ e^{aᵢ}e^{bᵢ}(1 − e^{−bᵢ}), so S − R =
/// Σᵢ e^{aᵢ}e^{bᵢ}(2 − e^{−bᵢ} − e^ε) and −S − R = Σᵢ e^{aᵢ}e^{bᵢ}(e^{−bᵢ} − e^ε). Every term
/// is a positive factor times one entry form of [`entry_forms`], so an entry at its
/// equality case contributes exactly 0 and the others a certain sign.
pub fn sum_forms<S: Scalar>(a: &[S], b: &[S], eps: &S, reference: Reference) -> Vec<S> {
    let mut upper = S::zero();
    let mut lower = S::zero();
    for (ai, bi) in a.iter().zip(b) {
        let weight = match reference {
            Reference::AtA => ai.exp(),
            Reference::AtAPlusB => ai.exp() * bi.exp(),
        };
        let f = entry_forms(bi, eps, reference);
        // entry_forms gives (e - e^eps, 2 - e - e^eps); for reference a + b, S - R uses the
        // second and -S - R the first
        let (s_minus_r, minus_s_minus_r) = match reference {
            Reference::AtA => (f[0].clone(), f[1].clone()),
            Reference::AtAPlusB => (f[1].clone(), f[0].clone()),
        };
        upper = upper + weight.clone() * s_minus_r;
        lower = lower + weight * minus_s_minus_r;
    }
    vec![upper, lower]
}
