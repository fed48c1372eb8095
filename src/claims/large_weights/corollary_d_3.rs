//! Corollary D.3 (Lipschitz property of softmax), large-weights Appendix D.2.
//!
//! > Let a, b ∈ ℝⁿ. Then, we can show that
//! > ‖softm(a + b) − softm(a)‖_∞ ≤ 2(e^{‖b‖_∞} − 1).
//!
//! * Hypotheses: none.
//! * Conclusion: maxᵢ |softm(a + b)ᵢ − softm(a)ᵢ| ≤ 2(e^{maxᵢ|bᵢ|} − 1).
//!
//! # In Coq
//!
//! Each reading's Coq statement is `coq/Statements/<Paper>/<name>.v` (`<name>` the reading's
//! Coq name, `coq::coq_name`): its header quotes the words, says how each hypothesis is
//! encoded and classifies every premise (printed, stated by the reading, or shown in the
//! verdict row). A reading proved for every size has its proof in `coq/Proofs/` and its
//! non-vacuity theorem in `coq/Satisfiable/`; `lemmacheck show <id>` prints the statement.

use crate::claim::{Check, Claim, Condition, Expected, Inequality, Inputs, Lifted, Meta, Paper, Symbol};
use crate::prove::domain::names;
use crate::prove::Reparametrisation;
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
            .reading("as-written", r"$\mathrm{softm}$ of Definition 3.1; $\|v\|_\infty = \max_i |v_i|$.")
            .symbols(SYMBOLS)
            .cites(&["Lemma 4.4"])
            .proved_in_coq()
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

/// The box parametrisation of (a, b) for proofs on a domain (Lemma D.4's negative
/// control, `super::lemma_d_4::domain`; Corollary D.3 itself is proved in Coq for every
/// size, `coq/Proofs/LargeWeights/corollary_d_3.v`): parameters
/// (a₁, …, a_{n−1}, v₁, …, vₙ, ε), inputs a = (a₁, …, a_{n−1}, 0) and b = ε·v, with
/// vₙ = ±1 fixed by the root boxes, so that ε = ‖b‖_∞ (see [`COVER`] for why this loses
/// nothing).
pub struct ShiftedPair {
    /// n, the length of a and b.
    pub n: usize,
}

impl Reparametrisation for ShiftedPair {
    fn inputs<S: Scalar>(&self, p: &[S]) -> Vec<(&'static str, Lifted<S>)> {
        let n = self.n;
        let mut a: Vec<S> = p[..n - 1].to_vec();
        a.push(S::zero());
        let eps = p[2 * n - 1].clone();
        let b = p[n - 1..2 * n - 1].iter().map(|v| eps.clone() * v.clone()).collect();
        vec![("a", Lifted::Vector(a)), ("b", Lifted::Vector(b))]
    }
}

/// Half-width of the range of aᵢ − aₙ in the proof domains.
pub const A_RANGE: f64 = 4.0;
/// The smallest ‖b‖_∞ in the proof domains, 2⁻⁶: 0 < ‖b‖_∞ < 2⁻⁶ is excluded (both
/// sides vanish as b → 0; at b = 0 the slope of ‖b‖_∞ has no sign, so the box test cannot
/// close the boxes that touch it).
pub const B_MIN: f64 = 1.0 / 64.0;

/// Parameters and root boxes for (a, b) with |aᵢ − aₙ| ≤ `a_range` and
/// `b_min` ≤ ‖b‖_∞ ≤ `b_max`, up to a permutation of the coordinates: two root boxes,
/// vₙ = +1 and vₙ = −1.
pub fn shifted_pair_boxes(n: usize, a_range: f64, b_min: f64, b_max: f64) -> (Vec<String>, Vec<crate::prove::Cube>) {
    let mut parameters = names("a", n - 1);
    parameters.extend(names("v", n));
    parameters.push("eps".into());
    let roots = [1.0, -1.0]
        .into_iter()
        .map(|side| {
            let mut root = vec![(-a_range, a_range); n - 1];
            root.extend((0..n).map(|j| if j == n - 1 { (side, side) } else { (-1.0, 1.0) }));
            root.push((b_min, b_max));
            root
        })
        .collect();
    (parameters, roots)
}

/// How the root boxes of [`shifted_pair_boxes`] cover the pairs (a, b), for a domain's
/// argument.
pub const COVER: &str = r"Permuting the coordinates of $a$ and $b$ together permutes the entries of $\mathrm{softm}(a)$, $\mathrm{softm}(a + b)$ (and $\mathrm{softm}(b)$) and changes neither side, so the coordinate with $|b_n| = \|b\|_\infty$ can be put last; then $a \to a - a_n \mathbf{1}$ changes no softmax (Fact 3.2), so $a_n = 0$. With $\varepsilon = \|b\|_\infty > 0$, $b = \varepsilon v$ where $v = b/\varepsilon$ has $|v_i| \le 1$ and $v_n = \pm 1$ (one root box each).";
