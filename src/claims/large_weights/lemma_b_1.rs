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

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, Symbol};
use crate::generate::{Draw, Entries};
use crate::math::balance::balance_diagonal;
use crate::math::matrix::sub;
use crate::math::softmax::softm_rows;
use crate::math::Scalar;
use crate::prove::domain::{EntryMap, Part};
use crate::prove::{Domain, Outcome};

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

/// Half-width of the ranges of A_ij − A_in and E_ij − E_in in the proof domains.
pub const RANGE: f64 = 2.0;

/// The domain of the proof at size n.
pub fn domain(n: usize, expected: Outcome, budget: u64) -> Domain {
    let map = EntryMap(vec![Part::Matrix("A", n, n), Part::Matrix("E", n, n)]);
    let last: Vec<String> = (1..=n).flat_map(|i| [format!("A_{i}{n}"), format!("E_{i}{n}")]).collect();
    let fixed: Vec<(&str, f64)> = last.iter().map(|s| (s.as_str(), 0.0)).collect();
    let root = map.cube(-RANGE, RANGE, &fixed);
    Domain {
        reading: "large-weights/lemma-b.1",
        label: format!("n = {n}"),
        dims: vec![("n", n)],
        set: format!(r"$n = {n}$; every $A$ and $E$ in $\mathbb{{R}}^{{n\times n}}$ with $|A_{{ij}} - A_{{in}}| \le {RANGE}$ and $|E_{{ij}} - E_{{in}}| \le {RANGE}$ for all $i, j$"),
        restricts: format!(r"$|A_{{ij}} - A_{{in}}| \le {RANGE}$ and $|E_{{ij}} - E_{{in}}| \le {RANGE}$ for all $i, j$"),
        parameters: map.names(),
        roots: vec![root],
        inputs: r"$A$ and $E$ with their last columns 0".into(),
        argument: r"Adding $c_i$ to row $i$ of $A$ leaves $P = \mathrm{softm}(A)$ and $\tilde{P} = \mathrm{softm}(A - E)$ unchanged (Fact 3.2, row by row); adding $c_i$ to row $i$ of $E$ leaves $\tilde{P}$ and $D_{ii} = \max_{j,l} |E_{ij} - E_{il}|$ unchanged. So $A_{in} = E_{in} = 0$ for every row loses nothing, and the box covers every $(A, E)$ whose rows differ from their last entries by at most the range.",
        map: Box::new(map),
        expected,
        budget,
    }
}

/// The smallest D_ii in the domain away from the equality cases, 2⁻⁶.
pub const D_MIN: f64 = 1.0 / 64.0;

/// The domain of the proof at n = 2 away from the equality cases: every row of E has
/// D_ii = 0 or D_ii ≥ [`D_MIN`]; rows with 0 < D_ii < 2⁻⁶ are excluded and stated.
pub fn domain_away(expected: Outcome, budget: u64) -> Domain {
    let n = 2;
    let map = EntryMap(vec![Part::Matrix("A", n, n), Part::Matrix("E", n, n)]);
    let fixed = [("A_12", 0.0), ("A_22", 0.0), ("E_12", 0.0), ("E_22", 0.0)];
    let names = map.names();
    let sides = [(-RANGE, -D_MIN), (D_MIN, RANGE)];
    let mut roots = Vec::new();
    for first in sides {
        for second in sides {
            let mut root = map.cube(-RANGE, RANGE, &fixed);
            root[names.iter().position(|x| x == "E_11").expect("E_11")] = first;
            root[names.iter().position(|x| x == "E_21").expect("E_21")] = second;
            roots.push(root);
        }
    }
    Domain {
        reading: "large-weights/lemma-b.1",
        label: "n = 2, every D_ii = 0 or ≥ 2⁻⁶".into(),
        dims: vec![("n", n)],
        set: format!(r"$n = 2$; every $A$ and $E$ in $\mathbb{{R}}^{{2\times 2}}$ with $|A_{{i1}} - A_{{i2}}| \le {RANGE}$, $|E_{{i1}} - E_{{i2}}| \le {RANGE}$ and, in every row, $D_{{ii}} = 0$ or $D_{{ii}} \ge 2^{{-6}}$ (excluded: a row with $0 < D_{{ii}} < 2^{{-6}}$)"),
        restricts: format!(r"$|A_{{i1}} - A_{{i2}}| \le {RANGE}$, $|E_{{i1}} - E_{{i2}}| \le {RANGE}$, and in every row $D_{{ii}} = 0$ or $D_{{ii}} \ge 2^{{-6}}$"),
        parameters: names,
        roots,
        inputs: r"$A$ and $E$ with their last columns 0; $E_{11}$ and $E_{21}$ in $[-2, -2^{-6}]$ or $[2^{-6}, 2]$ (one root box per pair of signs)".into(),
        argument: r"Adding $c_i$ to row $i$ of $A$ leaves $P = \mathrm{softm}(A)$ and $\tilde{P} = \mathrm{softm}(A - E)$ unchanged (Fact 3.2, row by row); adding $c_i$ to row $i$ of $E$ leaves $\tilde{P}$ and $D_{ii}$ unchanged; so $A_{i2} = E_{i2} = 0$ loses nothing, and then $D_{ii} = |E_{i1}|$. Row $i$'s two inequalities involve row $i$ of $A$ and $E$ only. A row with $D_{ii} = 0$ ($E_{i1} = E_{i2}$) has $\tilde{P}_i = P_i$ (Fact 3.2) and $e^0 = 1$, so both of its inequalities hold with equality; a row with $D_{ii} \ge 2^{-6}$ is proved by the boxes, whatever the other row is (pair it with any row of the boxes). The root boxes cover $|E_{i1}| \in [2^{-6}, 2]$ for both rows, each sign.",
        map: Box::new(map),
        expected,
        budget,
    }
}

/// Why the whole domains stay open.
pub const EQUALITY: &str = concat!(
    r"equality cases are attained in D: a row of $E$ with equal entries ($D_{ii} = 0$) makes $\tilde{P}_i = P_i$, ",
    r"so both inequalities of row $i$ hold with equality for every $A$, and the boxes that contain such a row cannot be closed; ",
    r"away from them, too, the budget runs out with boxes open (see the domain away from them)"
);

/// Why the domain away from the equality cases stays open.
pub const WIDE: &str = concat!(
    r"no equality case is in D, but the budget runs out with most boxes open, the worst far from $D_{ii} = 0$: ",
    r"the enclosures of $e^{\pm D_{ii}} \tilde{P}_{ij}$ and $P_{ij}$ (softmax rows, and $D_{ii}$ a maximum over pairs) ",
    r"stay too wide at the depth the budget reaches"
);

/// The domains the prover is run on.
pub fn domains() -> Vec<Domain> {
    vec![domain(2, Outcome::Open(EQUALITY), 5_000), domain(3, Outcome::Open(EQUALITY), 1_000), domain_away(Outcome::Open(WIDE), 5_000)]
}
