//! The composite ‖·‖_{1,∞} of Dong et al. (2021), used like a norm (seed 002, Theorem 2.2).
//!
//! Dong et al. measure residuals with ‖A‖_{1,∞} := √(‖A‖₁ ‖A‖_∞) (induced norms: ‖·‖₁ the
//! largest column sum, ‖·‖_∞ the largest row sum; seeds README) and chain bounds through
//! it as one does with a norm. The text never states the two properties this needs, so
//! both are claims here, id `dong2021/claim-norm-1-inf-p<k>`:
//!
//! * p1, triangle inequality: ‖A + B‖_{1,∞} ≤ ‖A‖_{1,∞} + ‖B‖_{1,∞} for A, B ∈ ℝⁿˣᵈ;
//! * p2, submultiplicativity: ‖AB‖_{1,∞} ≤ ‖A‖_{1,∞} ‖B‖_{1,∞} for A ∈ ℝⁿˣᵏ, B ∈ ℝᵏˣᵈ.
//!
//! **What is printed.** Neither property is stated in the sources; they are what using
//! ‖·‖_{1,∞} as a norm takes for granted (seed 002 bounds the weights in it: "β ≥
//! ‖W_QK‖₁‖W_V‖₁,∞"). Both readings are therefore `reconstructed`, named for the property.
//!
//! No hypotheses. Readings of p1: `triangle-inequality`, and the repair `constant-quarter-root`:
//! the right-hand side times κ(n, d) = ((nd)^{1/4} + (nd)^{−1/4})/2. The repair study
//! (`cargo run --release -- repair claim-norm-1-inf-p1`) finds a supremum of lhs/rhs that
//! grows with n and d (1.0588 at n = 4, d = 2 in its budget), so no constant repairs the
//! claim. The factor κ is the one that the two induced triangle inequalities give
//! (‖A+B‖₁ ≤ a₁ + a₂, ‖A+B‖_∞ ≤ b₁ + b₂, and aᵢ/bᵢ ∈ [1/d, n]), and it is attained:
//! A = a column of ones, B = a row of entries √(n/d) give lhs/rhs = κ(n, d) exactly
//! (checked in the claim's test), so it cannot be lowered. Since κ grows with nd, the
//! repair is searched far beyond the other readings' sizes ([`MAX_DIM_REPAIR`]), on dense
//! matrices and on that attaining family with drawn entries ([`column_plus_row_or_dense`]).
//!
//! **Argument for `constant-quarter-root`.** Write aᵢ, bᵢ for the largest column and row
//! sums of A (i = 1) and B (i = 2), and drop a zero matrix (its terms are 0). An entry is
//! at most a row sum and at most a column sum, so aᵢ ≤ n·bᵢ and bᵢ ≤ d·aᵢ: uᵢ = √(aᵢ/bᵢ)
//! lies in [1/√d, √n]. With xᵢ = √(aᵢbᵢ), the triangle inequalities of the two induced
//! norms give lhs² ≤ (a₁ + a₂)(b₁ + b₂) = (Σ xᵢuᵢ)(Σ xᵢ/uᵢ), and Kantorovich's inequality
//! for uᵢ ∈ [V, U] bounds this by (U + V)²/(4UV)·(Σ xᵢ)²; with U = √n, V = 1/√d its square
//! root is κ(n, d), and Σ xᵢ is the right-hand side.

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, ReadingClass, Symbol};
use crate::generate::{Draw, Entries};
use crate::math::matrix::{add, lift, matmul};
use crate::math::norms::{dong_one_infinity, max_column_sum, max_row_sum};
use crate::math::Scalar;

const MAX_DIM: usize = 4;
/// The largest n and d of the repair `constant-quarter-root`, whose factor grows with nd.
const MAX_DIM_REPAIR: usize = 64;

const SYMBOLS_SUM: &[Symbol] = &[Symbol::matrix("A", &["n", "d"], "any matrix"), Symbol::matrix("B", &["n", "d"], "any matrix")];
const SYMBOLS_PRODUCT: &[Symbol] = &[Symbol::matrix("A", &["n", "k"], "any matrix"), Symbol::matrix("B", &["k", "d"], "any matrix")];


/// Which property.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Property {
    Triangle,
    Submultiplicative,
}

/// The sentence in which the sources use ‖·‖_{1,∞} as a norm.
const STATEMENT: &str = "The convergence condition is never evaluated. 4γβ < √d_qk bounds quantities — β ≥ ‖W_QK‖₁‖W_V‖₁,∞ and a γ depending on attention entries — that no trained model is checked against here.";
/// The words that use it.
const QUOTE: &str = "β ≥ ‖W_QK‖₁‖W_V‖₁,∞";
const LOCATION: &str = "seed 002, Why Proposed, third paragraph";

/// One property of ‖·‖_{1,∞} in one reading.
pub struct CompositeNorm {
    meta: Meta,
    property: Property,
    /// Multiply the right-hand side by κ(n, d) = ((nd)^{1/4} + (nd)^{-1/4})/2.
    quarter_root: bool,
}

/// The claims in their readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    let triangle = |reading, note, expected| {
        Meta::new(Paper::Dong2021, "dong2021/claim-norm-1-inf-p1", r"$\|\cdot\|_{1,\infty}$ used as a norm: triangle inequality (not stated in the sources)", STATEMENT)
            .quote(LOCATION, QUOTE)
            .reading(reading, note)
            .symbols(SYMBOLS_SUM)
            .cases(500)
            .expect(expected)
    };
    vec![
        Box::new(CompositeNorm {
            meta: triangle(
                "triangle-inequality",
                r"Rebuilt: a norm satisfies $\|A + B\| \le \|A\| + \|B\|$; $\|A\|_{1,\infty} = \sqrt{\text{max column sum} \cdot \text{max row sum}}$ (Dong et al.'s code, as the description of the sources records it); $A$, $B$ any real $n \times d$ matrices.",
                Expected::Refuted,
            )
            .class(ReadingClass::Reconstructed),
            property: Property::Triangle,
            quarter_root: false,
        }),
        Box::new(CompositeNorm {
            meta: triangle(
                "constant-quarter-root",
                r"Repair: the right-hand side times $((nd)^{1/4} + (nd)^{-1/4})/2$ (no constant works: the supremum of lhs/rhs grows with $nd$; this factor is attained by a column of ones plus a row of $\sqrt{n/d}$).",
                Expected::NotRefuted,
            )
            .class(ReadingClass::Repair)
            .proved_in_coq(),
            property: Property::Triangle,
            quarter_root: true,
        }),
        Box::new(CompositeNorm {
            meta: Meta::new(
                Paper::Dong2021,
                "dong2021/claim-norm-1-inf-p2",
                r"$\|\cdot\|_{1,\infty}$ used as a norm: submultiplicativity (not stated in the sources)",
                STATEMENT,
            )
            .quote(LOCATION, QUOTE)
            .reading("submultiplicativity", r"Rebuilt: a matrix norm used to chain bounds satisfies $\|AB\| \le \|A\|\,\|B\|$; $\|A\|_{1,\infty} = \sqrt{\text{max column sum} \cdot \text{max row sum}}$; $A$ ($n \times k$) and $B$ ($k \times d$) any real matrices.")
            .class(ReadingClass::Reconstructed)
            .symbols(SYMBOLS_PRODUCT)
            .cases(500)
            .expect(Expected::NotRefuted)
            .proved_in_coq(),
            property: Property::Submultiplicative,
            quarter_root: false,
        }),
    ]
}

/// κ(n, d) = ((nd)^{1/4} + (nd)^{−1/4})/2.
pub fn quarter_root_factor<S: Scalar>(n: usize, d: usize) -> S {
    let q = S::int(n * d).sqrt().sqrt();
    (q.clone() + S::one() / q) / S::exact(2.0)
}

/// The repair `constant-quarter-root`'s inputs: n, d up to [`MAX_DIM_REPAIR`], where the
/// factor κ(n, d) has grown far beyond its value at [`MAX_DIM`], and one of two families
/// picked per case: dense matrices (any structure of [`Draw::matrix`]), or the family at
/// which κ is attained, A zero but for its first column and B zero but for its first row,
/// with those drawn as vectors (their ratio a/b of column to row sum then spans the
/// whole range [1/d, n] of the module's argument, which a dense draw never reaches at
/// large n and d).
fn column_plus_row_or_dense(g: &mut Draw) -> Inputs {
    let n = g.dim("n", 1, MAX_DIM_REPAIR);
    let d = g.dim("d", 1, MAX_DIM_REPAIR);
    // both families are drawn, so that the footprint does not depend on the pick (the
    // one not picked is passed over when replaying)
    let dense = g.pick(2) == 0;
    let e = Entries::signed(3);
    let (a, b) = (g.matrix_if_used(dense, n, d, e), g.matrix_if_used(dense, n, d, e));
    let (column, row) = (g.vector_if_used(!dense, n, e), g.vector_if_used(!dense, d, e));
    let drawn = "drawn: its family is picked";
    if dense {
        return Inputs::new().with("A", a.expect(drawn)).with("B", b.expect(drawn));
    }
    let (column, row) = (column.expect(drawn), row.expect(drawn));
    let mut a = ndarray::Array2::zeros((n.get(), d.get()));
    let mut b = ndarray::Array2::zeros((n.get(), d.get()));
    for (i, x) in column.iter().enumerate() {
        a[[i, 0]] = *x;
    }
    for (j, x) in row.iter().enumerate() {
        b[[0, j]] = *x;
    }
    Inputs::new().with("A", a).with("B", b)
}

impl Claim for CompositeNorm {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        if self.quarter_root {
            return column_plus_row_or_dense(g);
        }
        let n = g.dim("n", 1, MAX_DIM);
        match self.property {
            Property::Triangle => {
                let d = g.dim("d", 1, MAX_DIM);
                let a = g.matrix(n, d, Entries::signed(3));
                let b = g.matrix(n, d, Entries::signed(3));
                Inputs::new().with("A", a).with("B", b)
            }
            Property::Submultiplicative => {
                let k = g.dim("k", 1, MAX_DIM);
                let d = g.dim("d", 1, MAX_DIM);
                let a = g.matrix(n, k, Entries::signed(3));
                let b = g.matrix(k, d, Entries::signed(3));
                Inputs::new().with("A", a).with("B", b)
            }
        }
    }

    fn hypotheses<S: Scalar>(&self, _x: &Inputs) -> Vec<Condition<S>> {
        Vec::new()
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let a = lift::<S>(x.matrix("A"));
        let b = lift::<S>(x.matrix("B"));
        match self.property {
            Property::Triangle => {
                let rhs = dong_one_infinity(&a) + dong_one_infinity(&b);
                let factor = if self.quarter_root { quarter_root_factor(a.nrows(), a.ncols()) } else { S::one() };
                vec![Inequality::new(dong_one_infinity(&add(&a, &b)), factor * rhs)]
            }
            Property::Submultiplicative => {
                vec![Inequality::new(dong_one_infinity(&matmul(&a, &b)), dong_one_infinity(&a) * dong_one_infinity(&b))]
            }
        }
    }

    /// Submultiplicativity, squared: both sides are square roots of non-negative numbers,
    /// so √(‖AB‖₁‖AB‖_∞) ≤ √(‖A‖₁‖A‖_∞)·√(‖B‖₁‖B‖_∞) iff
    /// ‖AB‖₁‖AB‖_∞ − ‖A‖₁‖A‖_∞‖B‖₁‖B‖_∞ ≤ 0, which has no square root and is computed exactly
    /// from dyadic inputs: its equality cases (A = I, say) are decided.
    fn equivalent_forms<S: Scalar>(&self, x: &Inputs) -> Vec<(usize, Vec<S>)> {
        if self.property != Property::Submultiplicative {
            return Vec::new();
        }
        let a = lift::<S>(x.matrix("A"));
        let b = lift::<S>(x.matrix("B"));
        let ab = matmul(&a, &b);
        let square = |m: &ndarray::Array2<S>| max_column_sum(m) * max_row_sum(m);
        vec![(0, vec![square(&ab) - square(&a) * square(&b)])]
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let a = lift::<S>(x.matrix("A"));
        let b = lift::<S>(x.matrix("B"));
        let z = match self.property {
            Property::Triangle => add(&a, &b),
            Property::Submultiplicative => matmul(&a, &b),
        };
        let name = if self.property == Property::Triangle { "A + B" } else { "AB" };
        let norms = |m: &ndarray::Array2<S>| [max_column_sum(m), max_row_sum(m), dong_one_infinity(m)];
        let result = norms(&z);
        Derived::new()
            .matrix(name, z)
            .vector("||A||_1, ||A||_inf, ||A||_{1,inf}", norms(&a))
            .vector("||B||_1, ||B||_inf, ||B||_{1,inf}", norms(&b))
            .vector("||result||_1, ||result||_inf, ||result||_{1,inf}", result)
    }
}
