//! Eqs. (8)–(9) in the proof of Lemma A.1 of Dong et al. (2021), as discussed in seed 003.
//!
//! > In the proof of Lemma A.1, to let Eqn. (8)-(9) hold, the authors may have assumed
//! > R, W_V ≥ 0, where ≥ denotes entry-wise inequality.
//!
//! The step (the printed equations are not in our sources; the large-weights paper
//! repeats it as its Eq. (7), see [`crate::claims::large_weights::eq_7`]): with
//! X = 1xᵀ + R, the attention matrix P = softmax(E + 1rᵀ) (row-wise) and D the diagonal
//! matrix with Dᵢᵢ = max_{j,l} |Eᵢⱼ − Eᵢₗ| (the spreads of E's rows, as in Eq. (12)),
//! Lemma B.1-type bounds Pᵢⱼ ≤ e^{Dᵢᵢ} softmax(r)ⱼ are multiplied into R W_V:
//!
//!   P X W_V = 1xᵀW_V + P R W_V  ≤  1xᵀW_V + e^D 1 softmax(r)ᵀ R W_V   (entrywise).
//!
//! The common term 1xᵀW_V cancels, so the claim checked is, for every (i, j),
//!
//!   (P R W_V)ᵢⱼ ≤ (e^D 1 softmax(r)ᵀ R W_V)ᵢⱼ.
//!
//! Multiplying an entrywise inequality by R W_V preserves it only where the factors are
//! non-negative. The sources do not print Eqs. (8)–(9), so the step is rebuilt (from
//! seed 003's remark and the large-weights paper's Eq. (7)): the readings are not
//! `as-written`.
//! * `reconstructed`: the step as used, E ∈ ℝⁿˣⁿ, r ∈ ℝⁿ, R ∈ ℝⁿˣᵈ, W_V ∈ ℝᵈˣᵈᵛ of any
//!   signs (seed 003 on this proof: "E, r, R, W_V can be any matrices");
//! * `extra-hypothesis-r-w-v-nonnegative` (repair): with seed 003's assumption R, W_V ≥ 0.
//!   **Argument.** Pᵢₖ = e^{Eᵢₖ + rₖ}/Σₗ e^{Eᵢₗ + rₗ} ≤ e^{Eᵢₖ − minₗ Eᵢₗ}softmax(r)ₖ
//!   ≤ e^{Dᵢᵢ}softmax(r)ₖ, and R W_V ≥ 0 when R, W_V ≥ 0, so
//!   (P R W_V)ᵢⱼ = Σₖ Pᵢₖ(R W_V)ₖⱼ ≤ e^{Dᵢᵢ}Σₖ softmax(r)ₖ(R W_V)ₖⱼ, the right-hand side.
//!
//! Note: in the lemma R = res(X) = X − 1xᵀ. If x is a minimiser of a norm of X − 1xᵀ or
//! the token mean, every non-zero column of R has entries of both signs, so R ≥ 0 forces
//! R = 0 there: the assumption rescues the step only by making the lemma's R trivial.
//! The step in isolation is what is checked here.

use ndarray::{Array1, Array2};

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Symbol};
use crate::generate::{Draw, Entries};
use crate::math::balance::balance_diagonal;
use crate::math::matrix::{lift, lift_vector, matmul, ones, outer};
use crate::math::softmax::{softm, softm_rows};
use crate::math::Scalar;

const MAX_N: usize = 4;
const MAX_D: usize = 3;

const SYMBOLS: &[Symbol] = &[
    Symbol::matrix("E", &["n", "n"], "the score part E (any matrix)"),
    Symbol::vector("r", &["n"], "the column-constant score part r"),
    Symbol::matrix("R", &["n", "d"], "res(X)"),
    Symbol::matrix("W_V", &["d", "d_v"], "value weights"),
];

/// The hypotheses of the repaired reading, by name.
pub const R_NONNEGATIVE: &str = "R >= 0 entrywise";
/// See [`R_NONNEGATIVE`].
pub const W_V_NONNEGATIVE: &str = "W_V >= 0 entrywise";

const STATEMENT: &str = "In the proof of Lemma A.1, to let Eqn. (8)-(9) hold, the authors may have assumed R , W V ≥ 0 , where ≥ denotes entry-wise inequality.";
const LOCATION: &str = "seed 003, remark on Eqn. (8)-(9) in the proof of Lemma A.1";
/// The words naming the step (the equations themselves are not printed).
const QUOTE_STEP: &str = "In the proof of Lemma A.1, to let Eqn. (8)-(9) hold,";
/// The words naming the assumption.
const QUOTE_ASSUMPTION: &str = "the authors may have assumed R , W V ≥ 0 , where ≥ denotes entry-wise inequality.";

/// Eqs. (8)–(9) in one reading.
pub struct Eq89 {
    meta: Meta,
    nonnegative: bool,
}

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    let meta = |reading, note, expected, quote, class| {
        Meta::new(Paper::Dong2021, "dong2021/eq-8-9", "Eqs. (8)-(9), proof of Lemma A.1 (not printed in the sources)", STATEMENT)
            .quote(LOCATION, quote)
            .reading(reading, note)
            .class(class)
            .symbols(SYMBOLS)
            .cases(500)
            .expect(expected)
    };
    vec![
        Box::new(Eq89 {
            meta: meta(
                "reconstructed",
                r"Rebuilt (the equations are not printed; the large-weights paper's Eq. (7) is the same step): $P = \mathrm{softmax}(E + \mathbf{1} r^\top)$ row-wise, $D_{ii} = \max_{j,l} |E_{ij} - E_{il}|$, and $(P R W_V)_{ij} \le (e^D \mathbf{1}\,\mathrm{softmax}(r)^\top R W_V)_{ij}$ for every $i, j$, with $E$, $r$, $R$, $W_V$ of any signs.",
                Expected::Refuted,
                QUOTE_STEP,
                ReadingClass::Reconstructed,
            ),
            nonnegative: false,
        }),
        Box::new(Eq89 {
            meta: meta(
                "extra-hypothesis-r-w-v-nonnegative",
                r"The reconstructed step with the assumption seed 003 attributes to the authors: $R \ge 0$ and $W_V \ge 0$ entrywise.",
                Expected::NotRefuted,
                QUOTE_ASSUMPTION,
                ReadingClass::Repair,
            )
            .proved_in_coq(),
            nonnegative: true,
        }),
    ]
}

/// (P R W_V, e^D 1 softmax(r)ᵀ R W_V) for P = softmax(E + 1rᵀ).
pub fn sides<S: Scalar>(e: &Array2<S>, r: &Array1<S>, rw: &Array2<S>) -> (Array2<S>, Array2<S>) {
    let n = e.nrows();
    let scores = Array2::from_shape_fn((n, n), |(i, j)| e[(i, j)].clone() + r[j].clone());
    let p = softm_rows(&scores);
    let growth: Array1<S> = balance_diagonal(e).iter().map(|di| di.exp()).collect();
    let s = softm(&r.to_vec());
    let rank_one = outer(&ones::<S>(n), &s);
    let scaled = Array2::from_shape_fn((n, n), |(i, j)| growth[i].clone() * rank_one[(i, j)].clone());
    (matmul(&p, rw), matmul(&scaled, rw))
}

impl Claim for Eq89 {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let n = g.dim("n", 1, MAX_N);
        let d = g.dim("d", 1, MAX_D);
        let d_v = g.dim("d_v", 1, MAX_D);
        let e = g.matrix(n, n, Entries::signed(2));
        let r = g.vector(n, Entries::signed(3));
        let nonneg = |g: &mut Draw, name| self.nonnegative && g.keeps(name);
        let r_entries = if nonneg(g, R_NONNEGATIVE) { Entries::nonnegative(2) } else { Entries::signed(2) };
        let res = g.matrix(n, d, r_entries);
        let w_entries = if nonneg(g, W_V_NONNEGATIVE) { Entries::nonnegative(2) } else { Entries::signed(2) };
        let w_v = g.matrix(d, d_v, w_entries);
        Inputs::new().with("E", e).with("r", r).with("R", res).with("W_V", w_v)
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        if !self.nonnegative {
            return Vec::new();
        }
        let mut h: Vec<Condition<S>> = x.matrix("R").iter().map(|&v| Condition::at_most(R_NONNEGATIVE, S::zero(), S::exact(v))).collect();
        h.extend(x.matrix("W_V").iter().map(|&v| Condition::at_most(W_V_NONNEGATIVE, S::zero(), S::exact(v))));
        h
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let rw = matmul(&lift::<S>(x.matrix("R")), &lift::<S>(x.matrix("W_V")));
        let (lhs, rhs) = sides(&lift::<S>(x.matrix("E")), &lift_vector::<S>(x.vector("r")), &rw);
        lhs.indexed_iter().map(|((i, j), l)| Inequality::at(Place::ij("entry", i, j), l.clone(), rhs[(i, j)].clone())).collect()
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let e = lift::<S>(x.matrix("E"));
        let r = lift_vector::<S>(x.vector("r"));
        let rw = matmul(&lift::<S>(x.matrix("R")), &lift::<S>(x.matrix("W_V")));
        let (lhs, rhs) = sides(&e, &r, &rw);
        let n = e.nrows();
        let p = softm_rows(&Array2::from_shape_fn((n, n), |(i, j)| e[(i, j)].clone() + r[j].clone()));
        Derived::new()
            .matrix("P = softmax(E + 1 r^T)", p)
            .vector("softmax(r)", softm(&r.to_vec()))
            .vector("D (diagonal)", balance_diagonal(&e))
            .matrix("P R W_V", lhs)
            .matrix("e^D 1 softmax(r)^T R W_V", rhs)
    }
}
