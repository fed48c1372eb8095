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
//! * `induced-norms` (alternative): the same symbols read as operator norms, ‖A‖₁ = max
//!   column sum and ‖A‖_∞ = max row sum (the convention of Dong et al., whom the paper
//!   builds on), under which Fact 3.3 is the standard submultiplicativity;
//! * repairs of the refuted bullets, the right-hand side multiplied by the dimension the
//!   repair study found lhs/rhs to grow with: `times-inner-dimension` (k, the columns of
//!   A), `times-columns-of-b` (p) and `induced-norms-times-inner-dimension`.
//!
//! Repairs, argued (each is attained with equality by all-ones matrices):
//! * `times-inner-dimension`: ‖AB‖_∞ = maxᵢⱼ |Σₗ AᵢₗBₗⱼ| ≤ Σₗ |Aᵢₗ||Bₗⱼ| ≤ k‖A‖_∞‖B‖_∞.
//! * `times-columns-of-b`: ‖AB‖₁ = Σᵢⱼ |Σₗ AᵢₗBₗⱼ| ≤ Σᵢⱼ Σₗ |Aᵢₗ|‖B‖_∞ = p‖A‖₁‖B‖_∞.
//! * `induced-norms-times-inner-dimension`: with the induced norms, ‖AB‖₁ ≤ ‖A‖₁‖B‖₁
//!   (submultiplicativity), and ‖B‖₁, a column sum of k entries, is at most k maxₗⱼ |Bₗⱼ|
//!   ≤ k‖B‖_∞ (a row sum is at least its largest entry).
//!
//! Every reading quotes its bullet; the statement is the whole of Fact 3.3.
//!
//! # In Coq
//!
//! Each reading's Coq statement is `coq/Statements/<Paper>/<name>.v` (`<name>` the reading's
//! Coq name, `coq::coq_name`): its header quotes the words, says how each hypothesis is
//! encoded and classifies every premise (printed, stated by the reading, or shown in the
//! verdict row). A reading proved for every size has its proof in `coq/Proofs/` and its
//! non-vacuity theorem in `coq/Satisfiable/`; `lemmacheck show <id>` prints the statement.

use ndarray::Array2;

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, ReadingClass, Symbol};
use crate::generate::{Draw, Entries};
use crate::math::matrix::matmul;
use crate::math::norms::{abs_entry_sum, max_abs_entry, max_column_sum, max_row_sum};
use crate::math::Scalar;
use crate::prove::domain::{EntryMap, Part};
use crate::prove::{Domain, Outcome};

const MAX_DIM: usize = 4;

const SYMBOLS: &[Symbol] = &[Symbol::matrix("A", &["m", "k"], "left factor"), Symbol::matrix("B", &["k", "p"], "right factor")];

/// Fact 3.3 as printed (all three bullets).
const STATEMENT: &str = r"For any matrices $A,B$ we have • $\|AB\|_{1}\leq\|A\|_{1}\cdot\|B\|_{1}$. • $\|AB\|_{\infty}\leq\|A\|_{\infty}\cdot\|B\|_{\infty}$. • $\|AB\|_{1}\leq\|A\|_{1}\cdot\|B\|_{\infty}$.";

/// The three bullets as printed.
const BULLETS: [&str; 3] = [
    r"• $\|AB\|_{1}\leq\|A\|_{1}\cdot\|B\|_{1}$.",
    r"• $\|AB\|_{\infty}\leq\|A\|_{\infty}\cdot\|B\|_{\infty}$.",
    r"• $\|AB\|_{1}\leq\|A\|_{1}\cdot\|B\|_{\infty}$.",
];

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

/// A factor multiplying the right-hand side (1 as printed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Factor {
    /// As printed.
    One,
    /// k, the inner dimension (columns of A, rows of B).
    InnerDimension,
    /// p, the columns of B.
    ColumnsOfB,
}

/// One bullet of Fact 3.3 in one reading.
pub struct NormInequality {
    meta: Meta,
    bullet: Bullet,
    norms: Norms,
    factor: Factor,
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

/// Whether a reading is proved in Coq for every size (`coq/Proofs/LargeWeights/`).
const COQ: bool = true;

/// The readings, with the verdicts the search established (default seed and budget), and
/// whether each is proved in Coq.
const READINGS: [(Bullet, Norms, Factor, Expected, bool); 9] = [
    (Bullet::One, Norms::Entrywise, Factor::One, Expected::NotRefuted, COQ),
    (Bullet::One, Norms::Induced, Factor::One, Expected::NotRefuted, COQ),
    (Bullet::Two, Norms::Entrywise, Factor::One, Expected::Refuted, false),
    (Bullet::Two, Norms::Entrywise, Factor::InnerDimension, Expected::NotRefuted, COQ),
    (Bullet::Two, Norms::Induced, Factor::One, Expected::NotRefuted, COQ),
    (Bullet::Three, Norms::Entrywise, Factor::One, Expected::Refuted, false),
    (Bullet::Three, Norms::Entrywise, Factor::ColumnsOfB, Expected::NotRefuted, COQ),
    (Bullet::Three, Norms::Induced, Factor::One, Expected::Refuted, false),
    (Bullet::Three, Norms::Induced, Factor::InnerDimension, Expected::NotRefuted, COQ),
];

/// The three bullets in both readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    READINGS
        .iter()
        .map(|&(bullet, norms, factor, expected, coq)| {
            let (id, number, bullet_words) = match bullet {
                Bullet::One => ("large-weights/fact-3.3-p1", "Fact 3.3, first bullet", BULLETS[0]),
                Bullet::Two => ("large-weights/fact-3.3-p2", "Fact 3.3, second bullet", BULLETS[1]),
                Bullet::Three => ("large-weights/fact-3.3-p3", "Fact 3.3, third bullet", BULLETS[2]),
            };
            let location = match bullet {
                Bullet::One => "§3.1, Fact 3.3, first bullet",
                Bullet::Two => "§3.1, Fact 3.3, second bullet",
                Bullet::Three => "§3.1, Fact 3.3, third bullet",
            };
            let (reading, class, reading_note) = match (norms, factor) {
                (Norms::Entrywise, Factor::One) => ("as-written", ReadingClass::AsWritten, r"The norms of Section 3.1: $\|A\|_\infty = \max_{ij} |A_{ij}|$ and $\|A\|_1 = \sum_{ij} |A_{ij}|$ (entrywise)."),
                (Norms::Induced, Factor::One) => ("induced-norms", ReadingClass::Alternative, r"Section 3.1 defines the matrix norms entrywise; this reading takes $\|A\|_1$ and $\|A\|_\infty$ as the induced norms (max column sum, max row sum), the reading under which Fact 3.3 is the standard submultiplicativity."),
                (Norms::Entrywise, Factor::InnerDimension) => ("times-inner-dimension", ReadingClass::Repair, r"Repair: the right-hand side times $k$, the inner dimension of $AB$; entrywise norms as in Section 3.1."),
                (Norms::Entrywise, Factor::ColumnsOfB) => ("times-columns-of-b", ReadingClass::Repair, r"Repair: the right-hand side times $p$, the number of columns of $B$; entrywise norms as in Section 3.1."),
                (Norms::Induced, _) => ("induced-norms-times-inner-dimension", ReadingClass::Repair, r"Repair of the induced-norms reading: the right-hand side times $k$, the inner dimension of $AB$."),
            };
            Box::new(NormInequality {
                meta: Meta::new(Paper::LargeWeights, id, number, STATEMENT)
                    .quote(location, bullet_words)
                    .reading(reading, reading_note)
                    .class(class)
                    .symbols(SYMBOLS)
                    .expect(expected)
                    .argued_if(class == ReadingClass::Repair && !coq, "module documentation of `fact_3_3` (Repairs, argued)")
                    .proved_in_coq_if(coq),
                bullet,
                norms,
                factor,
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
        let a = x.lift_matrix::<S>("A");
        let b = x.lift_matrix::<S>("B");
        let ab = matmul(&a, &b);
        let n = self.norms;
        let (lhs, rhs) = match self.bullet {
            Bullet::One => (one_norm(n, &ab), one_norm(n, &a) * one_norm(n, &b)),
            Bullet::Two => (infinity_norm(n, &ab), infinity_norm(n, &a) * infinity_norm(n, &b)),
            Bullet::Three => (one_norm(n, &ab), one_norm(n, &a) * infinity_norm(n, &b)),
        };
        let factor = match self.factor {
            Factor::One => S::one(),
            Factor::InnerDimension => S::int(a.ncols()),
            Factor::ColumnsOfB => S::int(b.ncols()),
        };
        vec![Inequality::new(lhs, factor * rhs)]
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        Derived::new().matrix("AB", matmul(&x.lift_matrix::<S>("A"), &x.lift_matrix::<S>("B")))
    }
}

/// The domain of the proofs at A ∈ ℝᵐˣᵏ, B ∈ ℝᵏˣᵖ, for the reading `reading` (the first
/// bullet, proved where the prover reaches; the second, the negative control).
pub fn domain(reading: &'static str, (m, k, p): (usize, usize, usize), expected: Outcome, budget: u64) -> Domain {
    let map = EntryMap(vec![Part::Matrix("A", m, k), Part::Matrix("B", k, p)]);
    let roots = (1..=k).map(|l| map.cube(-1.0, 1.0, &[("A_11", 1.0), (&format!("B_{l}1"), 1.0)])).collect();
    Domain {
        reading,
        label: format!("m = {m}, k = {k}, p = {p}"),
        dims: vec![("m", m), ("k", k), ("p", p)],
        set: format!(r"every $A \in \mathbb{{R}}^{{{m}\times {k}}}$ and $B \in \mathbb{{R}}^{{{k}\times {p}}}$"),
        restricts: String::new(),
        parameters: map.names(),
        roots,
        inputs: r"$A$ and $B$, entries in $[-1, 1]$ with $A_{11} = 1$ and one entry $B_{l1} = 1$ (one root box per $l$)".into(),
        argument: r"Both sides of every bullet are unchanged by permuting the rows of $A$, the columns of $B$, and the columns of $A$ together with the rows of $B$ ($AB$ is then permuted or unchanged, and every norm here is a sum or maximum over all entries), by $A \to -A$ and $B \to -B$, and are multiplied by $s > 0$ when $A$ (or $B$) is. So for $A, B \ne 0$ one may take $A_{11} = \max |A_{ij}| = 1$ (a row and a column permutation, a sign, a scale), then $B_{l1} = \max |B_{lj}| = 1$ for some $l$ (a column permutation of $B$, a sign, a scale); $A = 0$ or $B = 0$ makes both sides 0.",
        map: Box::new(map),
        expected,
        budget,
    }
}

/// The domains the prover is run on: the second bullet as a negative control on the
/// smallest domain where it fails (the first bullet and the repairs are proved in Coq for
/// every size, `coq/Proofs/LargeWeights/fact_3_3_*.v`).
pub fn domains() -> Vec<Domain> {
    vec![domain("large-weights/fact-3.3-p2", (1, 2, 1), Outcome::Refuted, 100_000)]
}
