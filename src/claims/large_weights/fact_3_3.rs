//! Fact 3.3 (Norm inequality), large-weights §3.1, its three bullets.
//!
//! > For any matrices A, B we have
//! > • ‖AB‖₁ ≤ ‖A‖₁·‖B‖₁.   • ‖AB‖_∞ ≤ ‖A‖_∞·‖B‖_∞.   • ‖AB‖₁ ≤ ‖A‖₁·‖B‖_∞.
//!
//! * Hypotheses: A ∈ ℝᵐˣᵏ, B ∈ ℝᵏˣᵖ (conformable), otherwise arbitrary.
//! * Conclusion: the bullet's inequality.
//!
//! Readings:
//! * `as-written`: the norms of §3.1, ‖A‖_∞ = maxᵢⱼ|Aᵢⱼ| and ‖A‖₁ = Σᵢⱼ|Aᵢⱼ| (entrywise);
//! * `induced-norms`: the same symbols read as operator norms, ‖A‖₁ = max column sum and
//!   ‖A‖_∞ = max row sum (the convention of Dong et al., whom the paper builds on).

use ndarray::Array2;

use crate::claim::{Check, Claim, Condition, Expected, Inequality, Inputs, Meta, Paper, Symbol};
use crate::generate::{Draw, Entries};
use crate::math::matrix::{lift, matmul};
use crate::math::norms::{abs_entry_sum, max_abs_entry, max_column_sum, max_row_sum};
use crate::math::Scalar;

const MAX_DIM: usize = 4;

const SYMBOLS: &[Symbol] = &[Symbol::matrix("A", "left factor, m x k"), Symbol::matrix("B", "right factor, k x p")];

/// Which bullet of Fact 3.3.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bullet {
    /// ‖AB‖₁ ≤ ‖A‖₁‖B‖₁.
    One,
    /// ‖AB‖_∞ ≤ ‖A‖_∞‖B‖_∞.
    Two,
    /// ‖AB‖₁ ≤ ‖A‖₁‖B‖_∞.
    Three,
}

/// Which matrix norms the symbols ‖·‖₁, ‖·‖_∞ denote.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Norms {
    /// §3.1: entrywise sum and entrywise maximum.
    Entrywise,
    /// Operator norms: max column sum and max row sum.
    Induced,
}

/// One bullet of Fact 3.3 in one reading.
pub struct NormInequality {
    meta: Meta,
    bullet: Bullet,
    norms: Norms,
}

fn one_norm<S: Scalar>(norms: Norms, a: &Array2<S>) -> S {
    match norms {
        Norms::Entrywise => abs_entry_sum(a.iter()),
        Norms::Induced => max_column_sum(a),
    }
}

fn infinity_norm<S: Scalar>(norms: Norms, a: &Array2<S>) -> S {
    match norms {
        Norms::Entrywise => max_abs_entry(a.iter()),
        Norms::Induced => max_row_sum(a),
    }
}

/// The verdicts the search established (default seed and budget), per bullet and reading.
const EXPECTED: [(Bullet, Norms, Expected); 6] = [
    (Bullet::One, Norms::Entrywise, Expected::NotRefuted),
    (Bullet::One, Norms::Induced, Expected::NotRefuted),
    (Bullet::Two, Norms::Entrywise, Expected::Refuted),
    (Bullet::Two, Norms::Induced, Expected::NotRefuted),
    (Bullet::Three, Norms::Entrywise, Expected::Refuted),
    (Bullet::Three, Norms::Induced, Expected::Refuted),
];

/// The three bullets in both readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    EXPECTED
        .iter()
        .map(|&(bullet, norms, expected)| {
            let (id, number, statement) = match bullet {
                Bullet::One => ("large-weights/fact-3.3-p1", "Fact 3.3, first bullet", r"For any matrices $A,B$ we have $\|AB\|_{1}\leq\|A\|_{1}\cdot\|B\|_{1}$."),
                Bullet::Two => ("large-weights/fact-3.3-p2", "Fact 3.3, second bullet", r"For any matrices $A,B$ we have $\|AB\|_{\infty}\leq\|A\|_{\infty}\cdot\|B\|_{\infty}$."),
                Bullet::Three => ("large-weights/fact-3.3-p3", "Fact 3.3, third bullet", r"For any matrices $A,B$ we have $\|AB\|_{1}\leq\|A\|_{1}\cdot\|B\|_{\infty}$."),
            };
            let (reading, reading_note) = match norms {
                Norms::Entrywise => ("as-written", "The norms of Section 3.1: ||A||_inf = max_ij |A_ij| and ||A||_1 = sum_ij |A_ij| (entrywise)."),
                Norms::Induced => ("induced-norms", "The symbols read as operator norms: ||A||_1 = max column sum, ||A||_inf = max row sum."),
            };
            Box::new(NormInequality {
                meta: Meta { paper: Paper::LargeWeights, id, number, statement, reading, reading_note, symbols: SYMBOLS, expected, cases: 1000 },
                bullet,
                norms,
            }) as Box<dyn Check>
        })
        .collect()
}

impl Claim for NormInequality {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let m = g.dim("m", 1, MAX_DIM);
        let k = g.dim("k", 1, MAX_DIM);
        let p = g.dim("p", 1, MAX_DIM);
        let a = g.matrix(m, k, Entries::signed(4));
        let b = g.matrix(k, p, Entries::signed(4));
        Inputs::new().with("A", a).with("B", b)
    }

    fn hypotheses<S: Scalar>(&self, _x: &Inputs) -> Vec<Condition<S>> {
        Vec::new()
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let a = lift::<S>(x.matrix("A"));
        let b = lift::<S>(x.matrix("B"));
        let ab = matmul(&a, &b);
        let n = self.norms;
        let (lhs, rhs) = match self.bullet {
            Bullet::One => (one_norm(n, &ab), one_norm(n, &a) * one_norm(n, &b)),
            Bullet::Two => (infinity_norm(n, &ab), infinity_norm(n, &a) * infinity_norm(n, &b)),
            Bullet::Three => (one_norm(n, &ab), one_norm(n, &a) * infinity_norm(n, &b)),
        };
        vec![Inequality::new(lhs, rhs)]
    }

    fn derived(&self, x: &Inputs) -> Inputs {
        Inputs::new().with("AB", matmul(x.matrix("A"), x.matrix("B")))
    }
}
