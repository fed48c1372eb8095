//! Eq. (12) in the proof of Lemma A.1 of Dong et al. (2021), as quoted in seed 003.
//!
//! > ‖D 1 softmax(r)ᵀ R W_V‖₁ ≤ ‖D 1‖_∞ ‖R‖₁ ‖W_V‖₁
//!
//! with D the diagonal matrix of Definition 3.5-style spreads (non-negative), 1 the
//! all-ones vector, r any vector, R = res(X) and W_V any matrices (seed 003: "E, r, R,
//! W_V can be any matrices"). Norms are the induced ones: ‖·‖₁ = max column sum,
//! ‖·‖_∞ = max row sum; D1 is an n × 1 column, so ‖D1‖_∞ = maxᵢ Dᵢᵢ.
//!
//! * Hypotheses: D ∈ ℝⁿˣⁿ diagonal with Dᵢᵢ ≥ 0; s = softmax(r), i.e. sᵢ > 0 and
//!   Σᵢ sᵢ = 1 (the inputs name s `softmax_r`); R ∈ ℝⁿˣᵈ; W_V ∈ ℝᵈˣᵈᵛ.
//! * Conclusion: max column sum of D1sᵀRW_V ≤ maxᵢ Dᵢᵢ · (max column sum of R) ·
//!   (max column sum of W_V).
//!
//! Seed 003 publishes a counterexample: D = diag(2, 3), softmax(r) = [0.8, 0.2]ᵀ,
//! R = W_V = I, with lhs = 4 and rhs = 3. The search must find such a case by itself.
//!
//! **What is printed.** The sources do not print Eq. (12) as a formula. Seed 003 prints
//! its two sides, evaluated at the counterexample ("‖D1 softmax(r)ᵀRW_V‖₁ = 4 while
//! ‖D1‖_∞‖R‖₁‖W_V‖₁ = 3, which disproves the claim"): the claim those values disprove is
//! lhs ≤ rhs, so the `as-written` reading is the two printed sides joined by ≤, nothing
//! added; the norms are Dong et al.'s induced ones (seeds README).
//!
//! Readings: `as-written`; `times-n` (repair), the repair the repair study points to
//! (lhs/rhs grows with n and stays below n). **Argument for `times-n`.** The induced
//! ‖·‖₁ is submultiplicative for any compatible shapes, so
//! ‖D1·sᵀ·R·W_V‖₁ ≤ ‖D1‖₁‖sᵀ‖₁‖R‖₁‖W_V‖₁, where ‖D1‖₁ = Σᵢ|Dᵢᵢ| ≤ n maxᵢ|Dᵢᵢ| = n‖D1‖_∞
//! and ‖sᵀ‖₁ = maxᵢ sᵢ ≤ 1 (s = softmax(r) is a probability vector).
//!
//! # In Coq
//!
//! Each reading's Coq statement is `coq/Statements/<Paper>/<name>.v` (`<name>` the reading's
//! Coq name, `coq::coq_name`): its header quotes the words, says how each hypothesis is
//! encoded and classifies every premise (printed, stated by the reading, or shown in the
//! verdict row). A reading proved for every size has its proof in `coq/Proofs/` and its
//! non-vacuity theorem in `coq/Satisfiable/`; `lemmacheck show <id>` prints the statement.

use ndarray::{Array1, Array2};

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Symbol};
use crate::generate::choice::LEVELS;
use crate::generate::{Dim, Draw, Entries, UnitRange};
use crate::math::matrix::{column, matmul, ones, outer};
use crate::math::norms::{max_column_sum, max_row_sum};
use crate::math::scalar::sum;
use crate::math::Scalar;
use crate::claim::Lifted;
use crate::prove::{Domain, Outcome, Reparametrisation};

const MAX_N: usize = 4;
const MAX_D: usize = 4;

const SYMBOLS: &[Symbol] = &[
    Symbol::matrix("D", &["n", "n"], "diagonal, non-negative"),
    Symbol::vector("softmax_r", &["n"], "softmax(r): positive entries summing to 1"),
    Symbol::matrix("R", &["n", "d"], "res(X), any matrix"),
    Symbol::matrix("W_V", &["d", "d_v"], "value weights, any matrix"),
];

/// The hypotheses, by name.
const DIAGONAL: &str = "D is diagonal";
const NONNEGATIVE: &str = "D_ii >= 0";
const POSITIVE: &str = "softmax(r)_i > 0";
const SUMS_TO_ONE: &str = "sum_i softmax(r)_i = 1";

const STATEMENT: &str = "In the proof of Lemma A.1, we find Eqn. (12) may not be satisfied in general. We can raise the following counterexample: Since E , r , R , W V can be any matrices, we simply let D = diag(2 , 3) , softmax( r ) = [0 . 8 0 . 2] T , R = W V = I . Then ‖ D 1 softmax( r ) T RW V ‖ 1 = 4 while ‖ D 1 ‖ ∞ ‖ R ‖ 1 ‖ W V ‖ 1 = 3 , which disproves the claim.";

/// The printed sides of Eq. (12).
const SIDES: &str = "‖ D 1 softmax( r ) T RW V ‖ 1 = 4 while ‖ D 1 ‖ ∞ ‖ R ‖ 1 ‖ W V ‖ 1 = 3 , which disproves the claim.";

/// Where the sides are printed.
const LOCATION: &str = "seed 003, remark on Eqn. (12) in the proof of Lemma A.1";

/// Eq. (12) in one reading.
pub struct Eq12 {
    meta: Meta,
    /// Whether the right-hand side is multiplied by n (the `times-n` repair).
    times_n: bool,
}

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    vec![Box::new(Eq12 {
        meta: Meta::new(Paper::Dong2021, "dong2021/eq-12", "Eq. (12), proof of Lemma A.1", STATEMENT)
            .quote(LOCATION, SIDES)
            .reading(
                "as-written",
                r"The two printed sides joined by $\le$ (the claim their values disprove): $\|D\mathbf{1}\,\mathrm{softmax}(r)^\top R W_V\|_1 \le \|D\mathbf{1}\|_\infty \|R\|_1 \|W_V\|_1$, induced norms ($\|\cdot\|_1$ max column sum, $\|\cdot\|_\infty$ max row sum), $D$ non-negative diagonal, $\mathrm{softmax}(r)$ any probability vector with positive entries; $R$ and $W_V$ arbitrary.",
            )
            .symbols(SYMBOLS)
            .expect(Expected::Refuted),
        times_n: false,
    }), Box::new(Eq12 {
        meta: Meta::new(Paper::Dong2021, "dong2021/eq-12", "Eq. (12), proof of Lemma A.1", STATEMENT)
            .quote(LOCATION, SIDES)
            .reading("times-n", r"Repair: the right-hand side times $n$, the number of tokens (rows of $R$); otherwise as-written.")
            .class(ReadingClass::Repair)
            .symbols(SYMBOLS)
            .unneeded(DIAGONAL, r"only the vector $D\mathbf{1}$ enters either side, and $\sum_i |(D\mathbf{1})_i| \le n\max_i |(D\mathbf{1})_i| = n\|D\mathbf{1}\|_\infty$ whatever $D$ is")
            .unneeded(NONNEGATIVE, r"the column sums of $D\mathbf{1}\,\mathrm{softmax}(r)^\top R W_V$ are $|\sum_i D_{ii}|\,|(\mathrm{softmax}(r)^\top R W_V)_j|$ and $|\sum_i D_{ii}| \le n\max_i |D_{ii}| = n\|D\mathbf{1}\|_\infty$ for $D_{ii}$ of any sign")
            .proved_in_coq()
            .expect(Expected::NotRefuted),
        times_n: true,
    })]
}

/// The matrix D1 softmax(r)ᵀ R W_V.
pub fn product<S: Scalar>(d: &Array1<S>, s: &Array1<S>, r: &Array2<S>, w_v: &Array2<S>) -> Array2<S> {
    let d1: Array1<S> = d.iter().zip(ones::<S>(d.len()).iter()).map(|(di, one)| di.clone() * one.clone()).collect();
    matmul(&matmul(&outer(&d1, s), r), w_v)
}

/// (lhs, rhs) of Eq. (12) for the diagonal `d` of D and s = softmax(r).
pub fn sides<S: Scalar>(d: &Array1<S>, s: &Array1<S>, r: &Array2<S>, w_v: &Array2<S>) -> (S, S) {
    let d1: Array1<S> = d.iter().zip(ones::<S>(d.len()).iter()).map(|(di, one)| di.clone() * one.clone()).collect();
    let lhs = max_column_sum(&product(d, s, r, w_v));
    let rhs = max_row_sum(&column(&d1)) * max_column_sum(r) * max_column_sum(w_v);
    (lhs, rhs)
}

/// A probability vector with positive dyadic entries summing to exactly 1: kᵢ/T for
/// i < n with kᵢ ≥ 1 drawn, and the rest (T − Σkᵢ)/T, T the next power of two above
/// |Σkᵢ|. Without positivity the first weight is negated; without the sum, the last entry
/// is a free positive number (up to 8).
fn probability_vector(g: &mut Draw, n: Dim) -> Vec<f64> {
    let scale = (1u64 << LEVELS) as f64;
    let mut k: Vec<f64> = g.block(&[n], UnitRange::Positive, LEVELS).iter().map(|u| u * scale).collect();
    if !g.keeps(POSITIVE) {
        k[0] = -k[0];
    }
    let free_last = g.positive(3);
    let k = &k[..n.get() - 1];
    let total: f64 = k.iter().sum();
    let t = 2f64.powi((total.abs() + 1.0).log2().ceil() as i32);
    let last = if g.keeps(SUMS_TO_ONE) { (t - total) / t } else { free_last };
    k.iter().map(|ki| ki / t).chain(std::iter::once(last)).collect()
}

impl Claim for Eq12 {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let n = g.dim("n", 1, MAX_N);
        let d = g.dim("d", 1, MAX_D);
        let d_v = g.dim("d_v", 1, MAX_D);
        let diag = if g.keeps(NONNEGATIVE) { g.vector(n, Entries::nonnegative(3)) } else { g.vector(n, Entries::signed(3)) };
        let off_diagonal = if g.keeps(DIAGONAL) { None } else { Some(g.matrix(n, n, Entries::nonnegative(3))) };
        let s = probability_vector(g, n);
        let r = g.matrix(n, d, Entries::signed(3));
        let w_v = g.matrix(d, d_v, Entries::signed(3));
        let dm = Array2::from_shape_fn((n.get(), n.get()), |(i, j)| match (i == j, &off_diagonal) {
            (true, _) => diag[i],
            (false, Some(m)) => m[(i, j)],
            (false, None) => 0.0,
        });
        Inputs::new().with("D", dm).with("softmax_r", s).with("R", r).with("W_V", w_v)
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        let dm = x.lift_matrix::<S>("D");
        let s = x.lift_vector::<S>("softmax_r");
        let mut h = Vec::new();
        for ((i, j), v) in dm.indexed_iter() {
            if i == j {
                h.push(Condition::at_most(NONNEGATIVE, S::zero(), v.clone()));
            } else {
                h.push(Condition::equal(DIAGONAL, v.clone(), S::zero()));
            }
        }
        for si in s.iter() {
            h.push(Condition::less(POSITIVE, S::zero(), si.clone()));
        }
        h.push(Condition::equal(SUMS_TO_ONE, sum(s.iter().cloned()), S::one()));
        h
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let dm = x.lift_matrix::<S>("D");
        let d: Array1<S> = (0..dm.nrows()).map(|i| dm[(i, i)].clone()).collect();
        let (lhs, rhs) = sides(&d, &x.lift_vector("softmax_r"), &x.lift_matrix("R"), &x.lift_matrix("W_V"));
        let factor = if self.times_n { S::int(d.len()) } else { S::one() };
        vec![Inequality::at(Place::WHOLE, lhs, factor * rhs)]
    }

    /// `r` (one preimage of softmax_r) is only recorded when every softmax_rᵢ > 0 (decided
    /// on the input itself): ln is undefined otherwise, and negative controls without
    /// "softmax(r)_i > 0" draw a negative entry.
    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let dm = x.lift_matrix::<S>("D");
        let d: Array1<S> = (0..dm.nrows()).map(|i| dm[(i, i)].clone()).collect();
        let s = x.lift_vector::<S>("softmax_r");
        let out = if x.vector("softmax_r").iter().all(|&v| v > 0.0) {
            Derived::new().vector("r (one preimage: ln softmax_r)", s.iter().map(|v| v.ln()))
        } else {
            Derived::new()
        };
        let p = product(&d, &s, &x.lift_matrix("R"), &x.lift_matrix("W_V"));
        out.vector("D1", d).matrix("D1 softmax(r)^T R W_V", p)
    }
}

/// The box parametrisation at n = 2, d = d_v = 1 for proofs on a domain: parameters
/// (D₁₁, t, R₁₁, R₂₁), inputs D = diag(D₁₁, 1), softmax(r) = (t, 1 − t), R = (R₁₁, R₂₁)ᵀ,
/// W_V = (1).
pub struct TwoTokens;

impl Reparametrisation for TwoTokens {
    fn inputs<S: Scalar>(&self, p: &[S]) -> Vec<(&'static str, Lifted<S>)> {
        let d = Array2::from_shape_vec((2, 2), vec![p[0].clone(), S::zero(), S::zero(), S::one()]).expect("2 x 2");
        let s = vec![p[1].clone(), S::one() - p[1].clone()];
        let r = Array2::from_shape_vec((2, 1), vec![p[2].clone(), p[3].clone()]).expect("2 x 1");
        vec![
            ("D", Lifted::Matrix(d)),
            ("softmax_r", Lifted::Vector(s)),
            ("R", Lifted::Matrix(r)),
            ("W_V", Lifted::Matrix(Array2::from_elem((1, 1), S::one()))),
        ]
    }
}

/// The domain at n = 2, d = d_v = 1, for the reading `reading` (the printed sides, a
/// negative control; it also covers the repair `times-n`).
pub fn domain(reading: &'static str, expected: Outcome, budget: u64) -> Domain {
    Domain {
        reading,
        label: "n = 2, d = 1, d_v = 1".into(),
        dims: vec![("n", 2), ("d", 1), ("d_v", 1)],
        set: r"$n = 2$, $d = d_v = 1$; every non-negative diagonal $D$, every probability vector $\mathrm{softmax}(r)$ (entries $\ge 0$ summing to 1, a superset of the positive ones), every $R$ and $W_V$".into(),
        restricts: String::new(),
        parameters: vec!["D_11".into(), "t".into(), "R_11".into(), "R_21".into()],
        roots: vec![vec![(0.0, 1.0), (0.0, 1.0), (1.0, 1.0), (-1.0, 1.0)], vec![(0.0, 1.0), (0.0, 1.0), (-1.0, 1.0), (1.0, 1.0)]],
        inputs: r"$D = \mathrm{diag}(D_{11}, 1)$, $\mathrm{softmax}(r) = (t, 1 - t)$, $R = (R_{11}, R_{21})^\top$, $W_V = (1)$".into(),
        argument: r"Both sides are homogeneous of degree 1 in $D$, in $R$ and in $W_V$ separately, and unchanged by $R \to -R$, $W_V \to -W_V$ and by permuting the tokens (the rows of $D\mathbf{1}$, $\mathrm{softmax}(r)$ and $R$ together: the column sums of $D\mathbf{1}\,\mathrm{softmax}(r)^\top R W_V$ and $\|D\mathbf{1}\|_\infty$, $\|R\|_1$ are unchanged). So for $D, R, W_V \ne 0$ (otherwise both sides are 0) one may take $D_{22} = \max_i D_{ii} = 1$, $W_V = 1$ and $\max_i |R_{i1}| = 1$ with $R_{11} = 1$ or $R_{21} = 1$ (one root box each). $\mathrm{softmax}(r) = (t, 1 - t)$ with $t \in [0, 1]$.",
        map: Box::new(TwoTokens),
        expected,
        budget,
    }
}

/// The domains the prover is run on: the printed sides as a negative control (the repair
/// `times-n` is proved in Coq for every size, `coq/Proofs/Dong2021/eq_12__times_n.v`).
pub fn domains() -> Vec<Domain> {
    vec![domain("dong2021/eq-12", Outcome::Refuted, 100_000)]
}
