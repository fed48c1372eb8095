//! Lemma 4.4 (perturbation of softmax), large-weights §4.3.
//!
//! > Let a, b ∈ ℝⁿ. If |bᵢ| ≤ ε for all i ∈ [n], then, we can show that
//! > ‖softm(a + b) − softm(a)‖_∞ ≤ 2(e^ε − 1).
//!
//! * Hypotheses: |bᵢ| ≤ ε for all i, and ε > 0, which the reading adds (see
//!   [`super::perturbed_pair`]).
//! * Conclusion: maxᵢ |softm(a + b)ᵢ − softm(a)ᵢ| ≤ 2(e^ε − 1).

use crate::claim::{Check, Claim, Condition, Expected, Inequality, Inputs, Meta, Paper};
use crate::generate::Draw;
use crate::math::matrix::vec_sub;
use crate::math::norms::max_abs_entry;
use crate::math::softmax::softm;
use crate::math::Scalar;

use crate::prove::{Domain, Outcome};

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

/// Half-width of the range of aᵢ − aₙ in the proof domains.
pub const A_RANGE: f64 = 4.0;
/// Largest ε in the proof domains.
pub const EPS_MAX: f64 = 0.5;

/// The domain of the proof at length n.
pub fn domain(n: usize, expected: Outcome, budget: u64) -> Domain {
    let (parameters, root) = perturbed_pair::pair_box(n, A_RANGE, EPS_MAX);
    Domain {
        reading: "large-weights/lemma-4.4",
        label: format!("n = {n}"),
        dims: vec![("n", n)],
        set: format!(r"$n = {n}$; every $a \in \mathbb{{R}}^n$ with $|a_i - a_n| \le {A_RANGE}$ for all $i$; every $b$ with $\|b\|_\infty \le \varepsilon$; $0 < \varepsilon \le {EPS_MAX}$"),
        restricts: format!(r"$|a_i - a_n| \le {A_RANGE}$ for all $i$"),
        parameters,
        roots: vec![root],
        inputs: r"$a = (a_1, \ldots, a_{n-1}, 0)$, $b = \varepsilon u$, $\varepsilon$".into(),
        argument: r"Both sides depend on $a$ only through $\mathrm{softm}(a)$ and $\mathrm{softm}(a + b)$, which $a \to a - a_n \mathbf{1}$ leaves unchanged (Fact 3.2), so $a_n = 0$ loses nothing; $u = b/\varepsilon$ ranges over $[-1, 1]^n$ exactly when $\|b\|_\infty \le \varepsilon$. The box includes $\varepsilon = 0$ (where $b = 0$ and both sides are 0), which only proves more. For $\varepsilon > 1/2$ the statement needs no proof: $2(e^\varepsilon - 1) > 2(e^{1/2} - 1) > 1 \ge |\mathrm{softm}(a+b)_i - \mathrm{softm}(a)_i|$.",
        map: Box::new(perturbed_pair::PairBox { n }),
        expected,
        budget,
    }
}

/// Why n = 4 stays open.
pub const MINUTE: &str = "a budget of about a minute's boxes runs out with most boxes open, none of them near an equality \
    case: at $n = 4$ (eight parameters) the boxes must be smaller than that budget reaches";

/// The domains the prover is run on (`lemmacheck prove lemma-4.4`).
pub fn domains() -> Vec<Domain> {
    vec![domain(2, Outcome::Proved, 200_000), domain(3, Outcome::Proved, 2_000_000), domain(4, Outcome::Open(MINUTE), 60_000)]
}
