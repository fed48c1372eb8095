//! Eq. (7) in the proof of Lemma 5.1 of large-weights (§5.1): the step Dong et al. take
//! in their Eqs. (8)–(9) (see [`crate::claims::dong2021::eq_8_9`]).
//!
//! > PX = P(1ₙxᵀ + R) = 1ₙxᵀ + PR = 1ₙxᵀ + softm(1ₙrᵀ + E)R
//! >    ≤ 1ₙxᵀ + (I + e^D − I) 1ₙ softm(r)ᵀ R = …      (7)
//! > where … the forth step follows from Lemma B.1 and e^D is diagonal matrix where the
//! > i,i-th entry on diagonal is e^{D_{i,i}}.
//!
//! "The input reweighted by the attention probabilities PX will be entry-wisely upper
//! bounded as follows": the inequality is entrywise. D is Definition 3.5's, Dᵢᵢ =
//! max_{j,l} |Eᵢⱼ − Eᵢₗ|, and P = softm(E + 1rᵀ) row-wise (Eq. (6)).
//!
//! * Inputs: x ∈ ℝᵈ, R ∈ ℝⁿˣᵈ (X = 1xᵀ + R), E ∈ ℝⁿˣⁿ, r ∈ ℝⁿ.
//! * Conclusion, for every (i, j): (PX)ᵢⱼ ≤ (1xᵀ + e^D 1 softm(r)ᵀ R)ᵢⱼ.
//!
//! Lemma B.1 gives Pᵢⱼ ≤ e^{Dᵢᵢ} softm(r)ⱼ; multiplying it into R keeps the direction
//! only for R ≥ 0. Readings: `as-written` (the step as printed: R of any signs) and the
//! repair `extra-hypothesis-r-nonnegative` (R ≥ 0 entrywise, the assumption seed 003
//! finds implicit in Dong et al.'s version of the step). The statement is the printed
//! sentence, the display (7) and its step-by-step justification. The last equality of (7) as printed,
//! "= 1ₙ(xᵀ softm(r)ᵀ R) + (e^D − I) 1ₙ softm(r)ᵀ R", is not well-typed (xᵀ softm(r)ᵀ
//! multiplies a 1 × d by a 1 × n matrix) and is not checked.
//!
//! **Argument for the repair.** Pᵢⱼ = e^{Eᵢⱼ + rⱼ}/Σₖ e^{Eᵢₖ + rₖ} ≤ e^{Eᵢⱼ − minₖ Eᵢₖ}softm(r)ⱼ
//! ≤ e^{Dᵢᵢ}softm(r)ⱼ (Lemma B.1's bound, proved by this line), and P is row-stochastic,
//! so (PX)ᵢⱼ = xⱼ + Σₖ PᵢₖRₖⱼ ≤ xⱼ + e^{Dᵢᵢ}Σₖ softm(r)ₖRₖⱼ when every Rₖⱼ ≥ 0, which is
//! the right-hand side's (i, j) entry.
//!
//! In the proof R = Res(X) with the midrange minimiser, whose widest column has entries
//! of both signs: R ≥ 0 forces that column, and so ‖Res(X)‖_∞, to be 0 there.

use ndarray::{Array1, Array2};

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Symbol};
use crate::generate::{Draw, Entries};
use crate::math::balance::balance_diagonal;
use crate::math::matrix::{lift, lift_vector, matmul};
use crate::math::softmax::{softm, softm_rows};
use crate::math::Scalar;

const MAX_N: usize = 4;
const MAX_D: usize = 3;

const SYMBOLS: &[Symbol] = &[
    Symbol::vector("x", &["d"], "the token-common part of X = 1 x^T + R"),
    Symbol::matrix("R", &["n", "d"], "Res(X)"),
    Symbol::matrix("E", &["n", "n"], "E = beta R W R^T in the proof (any matrix here)"),
    Symbol::vector("r", &["n"], "the column-constant score part r"),
];

/// The hypothesis of the repaired reading.
pub const R_NONNEGATIVE: &str = "R >= 0 entrywise";

const STATEMENT: &str = r"the input reweighted by the attention probabilities $PX$ will be entry-wisely upper bounded as follows $$PX= ~{}P({\bf 1}_{n}x^{\top}+R)$$ $$= ~{}{\bf 1}_{n}x^{\top}+PR$$ $$= ~{}{\bf 1}_{n}x^{\top}+\operatorname{\mathsf{softm}}({\bf 1}_{n}r^{\top}+E)R$$ $$\leq ~{}{\bf 1}_{n}x^{\top}+(I+e^{D}-I){\bf 1}_{n}\operatorname{\mathsf{softm}}(r)^{\top}R$$ $$= ~{}{\bf 1}_{n}(x^{\top}\operatorname{\mathsf{softm}}(r)^{\top}R)+(e^{D}-I){\bf 1}_{n}\operatorname{\mathsf{softm}}(r)^{\top}R$$ (7) where the first step follows from definition of $R$, the second step follows from $P{\bf 1}_{n}={\bf 1}_{n}$, the third step follows from Eq. (5.1), the forth step follows from Lemma B.1 and $e^{D}$ is diagonal matrix where the $i,i$-th entry on diagonal is $e^{D_{i,i}}$.";

/// The chain of Eq. (7) up to its inequality, the step this claim checks.
const CHAIN: &str = r"$$PX= ~{}P({\bf 1}_{n}x^{\top}+R)$$ $$= ~{}{\bf 1}_{n}x^{\top}+PR$$ $$= ~{}{\bf 1}_{n}x^{\top}+\operatorname{\mathsf{softm}}({\bf 1}_{n}r^{\top}+E)R$$ $$\leq ~{}{\bf 1}_{n}x^{\top}+(I+e^{D}-I){\bf 1}_{n}\operatorname{\mathsf{softm}}(r)^{\top}R$$";

/// The inequality of Eq. (7), the step the repair adds a hypothesis to.
const STEP: &str = r"$$\leq ~{}{\bf 1}_{n}x^{\top}+(I+e^{D}-I){\bf 1}_{n}\operatorname{\mathsf{softm}}(r)^{\top}R$$";

/// Eq. (7) in one reading.
pub struct Eq7 {
    meta: Meta,
    nonnegative: bool,
}

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    let meta = |reading, note, expected, words, class| {
        Meta::new(Paper::LargeWeights, "large-weights/eq-7", "Eq. (7), proof of Lemma 5.1", STATEMENT)
            .quote("§5.1, proof of Lemma 5.1, Eq. (7)", words)
            .reading(reading, note)
            .class(class)
            .symbols(SYMBOLS)
            .cites(&["Lemma B.1"])
            .cases(500)
            .expect(expected)
    };
    vec![
        Box::new(Eq7 {
            meta: meta(
                "as-written",
                r"The step as used: $X = \mathbf{1} x^\top + R$, $P = \mathrm{softm}(E + \mathbf{1} r^\top)$ row-wise, $D$ from $E$ as in Definition 3.5; $(PX)_{ij} \le (\mathbf{1} x^\top + e^D \mathbf{1}\,\mathrm{softm}(r)^\top R)_{ij}$ for every $i, j$, with $R$ of any signs.",
                Expected::Refuted,
                CHAIN,
                ReadingClass::AsWritten,
            )
            .fails_at(r"the fourth step, from Lemma B.1's entrywise $P \le e^D \mathbf{1}\,\mathrm{softm}(r)^\top$ to $P R \le e^D \mathbf{1}\,\mathrm{softm}(r)^\top R$: multiplying an entrywise inequality by $R$ keeps it only where $R \ge 0$"),
            nonnegative: false,
        }),
        Box::new(Eq7 {
            meta: meta(
                "extra-hypothesis-r-nonnegative",
                r"Repair of as-written: the extra hypothesis $R \ge 0$ entrywise (the assumption seed 003 finds implicit in Dong et al.'s version of the step), under which Lemma B.1's entrywise bound can be multiplied into $R$.",
                Expected::Inconclusive,
                STEP,
                ReadingClass::Repair,
            )
            .proved_in_coq(),
            nonnegative: true,
        }),
    ]
}

/// (PX, 1xᵀ + e^D 1 softm(r)ᵀ R) with X = 1xᵀ + R and P = softm(E + 1rᵀ).
pub fn sides<S: Scalar>(x: &Array1<S>, res: &Array2<S>, e: &Array2<S>, r: &Array1<S>) -> (Array2<S>, Array2<S>) {
    let (n, d) = res.dim();
    let big_x = Array2::from_shape_fn((n, d), |(i, j)| x[j].clone() + res[(i, j)].clone());
    let p = softm_rows(&Array2::from_shape_fn((n, n), |(i, j)| e[(i, j)].clone() + r[j].clone()));
    let s = softm(&r.to_vec());
    let s_r: Vec<S> = (0..d).map(|j| (0..n).fold(S::zero(), |acc, k| acc + s[k].clone() * res[(k, j)].clone())).collect();
    let growth = balance_diagonal(e).map(|di| di.exp());
    let rhs = Array2::from_shape_fn((n, d), |(i, j)| x[j].clone() + growth[i].clone() * s_r[j].clone());
    (matmul(&p, &big_x), rhs)
}

impl Claim for Eq7 {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let n = g.dim("n", 1, MAX_N);
        let d = g.dim("d", 1, MAX_D);
        let x = g.vector(d, Entries::signed(2));
        let r_entries = if self.nonnegative && g.keeps(R_NONNEGATIVE) { Entries::nonnegative(2) } else { Entries::signed(2) };
        let res = g.matrix(n, d, r_entries);
        let e = g.matrix(n, n, Entries::signed(2));
        let r = g.vector(n, Entries::signed(3));
        Inputs::new().with("x", x).with("R", res).with("E", e).with("r", r)
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        if !self.nonnegative {
            return Vec::new();
        }
        x.matrix("R").iter().map(|&v| Condition::at_most(R_NONNEGATIVE, S::zero(), S::exact(v))).collect()
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let (lhs, rhs) = sides(
            &lift_vector::<S>(x.vector("x")),
            &lift::<S>(x.matrix("R")),
            &lift::<S>(x.matrix("E")),
            &lift_vector::<S>(x.vector("r")),
        );
        lhs.indexed_iter().map(|((i, j), l)| Inequality::at(Place::ij("entry", i, j), l.clone(), rhs[(i, j)].clone())).collect()
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let xv = lift_vector::<S>(x.vector("x"));
        let r = lift_vector::<S>(x.vector("r"));
        let e = lift::<S>(x.matrix("E"));
        let (lhs, rhs) = sides(&xv, &lift::<S>(x.matrix("R")), &e, &r);
        let n = e.nrows();
        Derived::new()
            .matrix("P = softm(E + 1 r^T)", softm_rows(&Array2::from_shape_fn((n, n), |(i, j)| e[(i, j)].clone() + r[j].clone())))
            .vector("softm(r)", softm(&r.to_vec()))
            .vector("D (diagonal)", balance_diagonal(&e))
            .matrix("PX", lhs)
            .matrix("1 x^T + e^D 1 softm(r)^T R", rhs)
    }
}
