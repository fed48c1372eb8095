//! Lemma 4.1 (perturbation of Res), large-weights §4.1.
//!
//! > Let Res() be defined as Definition 3.4. If ‖A − B‖_∞ ≤ ε, then
//! > ‖Res(A) − Res(B)‖_∞ ≤ ε.
//!
//! * Hypotheses: A, B ∈ ℝⁿˣᵈ with maxᵢⱼ |Aᵢⱼ − Bᵢⱼ| ≤ ε; every reading adds ε > 0
//!   (ε ≥ 0 follows from the printed hypothesis; ε = 0 forces B = A).
//! * Conclusion: maxᵢⱼ |Res(A)ᵢⱼ − Res(B)ᵢⱼ| ≤ ε.
//!
//! Res needs a minimiser y of ‖Z − 1yᵀ‖_∞, which is unique only when all columns of Z
//! have the same range (always when d = 1); see [`crate::math::res`]. Readings:
//! * `as-written`: Res with the midrange minimiser (the unique one when it is unique);
//! * `any-minimiser` (alternative: the argmin is not unique): y_A and y_B are any
//!   minimisers for A and B, chosen by the search.
//!   A counterexample with d = 1 refutes both readings, since there the minimiser is unique;
//! * `constant-2` (repair) of `as-written`, the bound 2ε (the repair study's supremum of
//!   lhs/rhs was 2). **Argument.** Res(Z) = Z − 1c(Z)ᵀ with cⱼ the midrange of column j;
//!   a column's maximum and minimum each move by at most ε when every entry does, so
//!   |cⱼ(A) − cⱼ(B)| ≤ ε and |Res(A)ᵢⱼ − Res(B)ᵢⱼ| ≤ |Aᵢⱼ − Bᵢⱼ| + |cⱼ(A) − cⱼ(B)| ≤ 2ε. `any-minimiser` has no constant repair: lhs/rhs is unbounded there
//!   (two minimisers of the same matrix can differ by more than any multiple of ε).
//!
//! # In Coq
//!
//! Each reading's Coq statement is `coq/Statements/<Paper>/<name>.v` (`<name>` the reading's
//! Coq name, `coq::coq_name`): its header quotes the words, says how each hypothesis is
//! encoded and classifies every premise (printed, stated by the reading, or shown in the
//! verdict row). A reading proved for every size has its proof in `coq/Proofs/` and its
//! non-vacuity theorem in `coq/Satisfiable/`; `lemmacheck show <id>` prints the statement.

use ndarray::{Array1, Array2};

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, ReadingClass, Symbol};
use crate::generate::{Draw, Entries, UnitRange};
use crate::math::matrix::sub;
use crate::math::norms::max_abs_entry;
use crate::math::res::{midrange, minimiser_box, minimum_distance, res, res_with};
use crate::math::Scalar;
use crate::claim::Lifted;
use crate::prove::domain::names;
use crate::prove::{Domain, Outcome, Reparametrisation};

const MAX_N: usize = 5;
const MAX_D: usize = 4;
/// Units on a grid of 2⁻⁸ keep B = A + εU, the midranges and the minimiser boxes exact.
const LEVELS: u32 = 8;

const SYMBOLS: &[Symbol] = &[
    Symbol::matrix("A", &["n", "d"], "the unperturbed matrix"),
    Symbol::matrix("B", &["n", "d"], "entrywise within eps of A"),
    Symbol::number("eps", "the perturbation bound"),
];

const SYMBOLS_ANY: &[Symbol] = &[
    Symbol::matrix("A", &["n", "d"], "the unperturbed matrix"),
    Symbol::matrix("B", &["n", "d"], "entrywise within eps of A"),
    Symbol::number("eps", "the perturbation bound"),
    Symbol::vector("y_A", &["d"], "a minimiser of ||A - 1 y^T||_inf"),
    Symbol::vector("y_B", &["d"], "a minimiser of ||B - 1 y^T||_inf"),
];

/// Definition 3.4's minimiser, which need not be unique (the `any-minimiser` reading).
const ARGMIN: &str = r"where $y:=\arg\min_{y\in\mathbb{R}^{d}}\|Z-{\bf 1}_{n}y^{\top}\|_{\infty}$";

/// The printed conclusion (what the repair `constant-2` changes).
const CONCLUSION: &str = r"$$\|\operatorname{\mathsf{Res}}(A)-\operatorname{\mathsf{Res}}(B)\|_{\infty}\leq\epsilon.$$";

/// The hypotheses, by name.
const CLOSE: &str = "||A - B||_inf <= eps";
/// Added by every reading: ε ≥ 0 follows from ‖A − B‖_∞ ≤ ε, and ε = 0 (B = A) is left out.
const EPS_POSITIVE: &str = "eps > 0";
const Y_A: &str = "y_A minimises ||A - 1 y^T||_inf";
const Y_B: &str = "y_B minimises ||B - 1 y^T||_inf";

/// Which minimiser Res uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Minimiser {
    Midrange,
    Any,
}

/// Lemma 4.1 in one reading.
pub struct ResPerturbation {
    meta: Meta,
    minimiser: Minimiser,
    /// The constant multiplying ε (1 as printed).
    constant: f64,
}

const STATEMENT: &str = r"Let $\operatorname{\mathsf{Res}}()$ be defined as Definition 3.4. If $\|A-B\|_{\infty}\leq\epsilon$, then $$\|\operatorname{\mathsf{Res}}(A)-\operatorname{\mathsf{Res}}(B)\|_{\infty}\leq\epsilon.$$";

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    let meta = |reading, reading_note, symbols, expected, (location, words), class| {
        Meta::new(Paper::LargeWeights, "large-weights/lemma-4.1", "Lemma 4.1", STATEMENT)
            .quote(location, words)
            .reading(reading, reading_note)
            .class(class)
            .symbols(symbols)
            .expect(expected)
    };
    vec![
        Box::new(ResPerturbation {
            meta: meta(
                "as-written",
                r"$\mathrm{Res}(Z) = Z - \mathbf{1} y^\top$ with $y$ the per-column midrange, the minimiser of Definition 3.4 whenever it is unique; norms entrywise (Section 3.1). The reading adds $\varepsilon > 0$ ($\varepsilon = 0$ forces $B = A$).",
                SYMBOLS,
                Expected::Refuted,
                ("§4.1, Lemma 4.1", STATEMENT),
                ReadingClass::AsWritten,
            )
            .unneeded(EPS_POSITIVE, EPS_ZERO)
            .unreachable_sides(EPS_POSITIVE, EPS_NEGATIVE)
            .proved_in_coq_on("n-2-d-1", r"for every input at $n = 2$, $d = 1$")
            .fails_at(r"the proof's first step, $\|\mathrm{Res}(A) - \mathrm{Res}(B)\|_\infty \le \|A - \mathbf{1} y^\top - \mathrm{Res}(B)\|_\infty$ with $y$ the minimiser of $B$: $\mathrm{Res}(A)$ subtracts the minimiser of $A$, not that of $B$, and $A - \mathbf{1} y^\top$ need not be within $\varepsilon$ of $\mathrm{Res}(A)$"),
            minimiser: Minimiser::Midrange,
            constant: 1.0,
        }),
        Box::new(ResPerturbation {
            meta: meta(
                "constant-2",
                r"Repair of as-written (midrange minimiser): the bound $2\varepsilon$ instead of $\varepsilon$; the reading adds $\varepsilon > 0$.",
                SYMBOLS,
                Expected::NotRefuted,
                ("§4.1, Lemma 4.1", CONCLUSION),
                ReadingClass::Repair,
            )
            .unneeded(EPS_POSITIVE, EPS_ZERO)
            .unreachable_sides(EPS_POSITIVE, EPS_NEGATIVE)
            .proved_in_coq()
            .coq_given(r"for the midrange minimiser of Definition 3.4 (with any minimiser it fails: reading `constant-2-any-minimiser`, refuted)"),
            minimiser: Minimiser::Midrange,
            constant: 2.0,
        }),
        Box::new(ResPerturbation {
            meta: meta(
                "any-minimiser",
                r"Definition 3.4's argmin need not be unique: $\mathrm{Res}(A)$ and $\mathrm{Res}(B)$ may use any minimisers $y_A$, $y_B$ (inputs chosen by the search). The reading adds $\varepsilon > 0$.",
                SYMBOLS_ANY,
                Expected::Refuted,
                ("§3.2, Definition 3.4", ARGMIN),
                ReadingClass::Alternative,
            ),
            minimiser: Minimiser::Any,
            constant: 1.0,
        }),
        Box::new(ResPerturbation {
            meta: meta(
                "constant-2-any-minimiser",
                r"Definition 3.4's argmin need not be unique: $\mathrm{Res}(A)$ and $\mathrm{Res}(B)$ may use any minimisers $y_A$, $y_B$ (inputs chosen by the search), with the bound $2\varepsilon$ of the repair constant-2 in place of $\varepsilon$. The reading adds $\varepsilon > 0$.",
                SYMBOLS_ANY,
                Expected::Refuted,
                ("§3.2, Definition 3.4", ARGMIN),
                ReadingClass::Alternative,
            ),
            minimiser: Minimiser::Any,
            constant: 2.0,
        }),
    ]
}

/// Why ε > 0 is not needed where the minimiser is fixed.
const EPS_ZERO: &str = r"$\varepsilon \ge 0$ follows from $\|A - B\|_\infty \le \varepsilon$, and at $\varepsilon = 0$ that hypothesis forces $B = A$, so $\mathsf{Res}(A) = \mathsf{Res}(B)$ and both sides are 0";
/// Why a negative control of ε > 0 draws only ε = 0.
const EPS_NEGATIVE: &str = r"$\varepsilon < 0$ cannot meet $\|A - B\|_\infty \le \varepsilon$";

/// A point of the minimiser box of `z`, at relative positions `t` ∈ [0, 1]ᵈ.
fn minimiser_at(z: &Array2<f64>, t: &[f64]) -> Vec<f64> {
    minimiser_box(z)
        .into_iter()
        .zip(t)
        .map(|((lo, hi), &tj)| (lo + tj * (hi - lo)).max(lo).min(hi))
        .collect()
}

impl Claim for ResPerturbation {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let n = g.dim("n", 1, MAX_N);
        let d = g.dim("d", 1, MAX_D);
        let a = g.matrix(n, d, Entries::signed(4).coarse(LEVELS));
        let positive = g.power_of_two(4) * g.unit_with_levels(UnitRange::Positive, LEVELS);
        // without ε > 0: ε = 0, the only other value ‖A − B‖_∞ ≤ ε admits
        let eps = if g.keeps(EPS_POSITIVE) { positive } else { 0.0 };
        // B = A + eps U with |U_ij| <= 1, exact on this grid.
        let u = g.matrix(n, d, Entries::signed_bounded(0).coarse(LEVELS));
        // (eps U) + A: the sum A + eps U entry by entry, in the buffer eps U already has
        let b = if g.keeps(CLOSE) { u * eps + &a } else { g.matrix(n, d, Entries::signed(4).coarse(LEVELS)) };
        match self.minimiser {
            Minimiser::Midrange => Inputs::new().with("A", a).with("B", b).with("eps", eps),
            Minimiser::Any => {
                let t_a = g.vector(d, Entries::nonnegative_bounded(0).coarse(LEVELS));
                let t_b = g.vector(d, Entries::nonnegative_bounded(0).coarse(LEVELS));
                let y_a = if g.keeps(Y_A) { minimiser_at(&a, &t_a) } else { g.vector(d, Entries::signed(4).coarse(LEVELS)) };
                let y_b = if g.keeps(Y_B) { minimiser_at(&b, &t_b) } else { g.vector(d, Entries::signed(4).coarse(LEVELS)) };
                Inputs::new().with("A", a).with("B", b).with("eps", eps).with("y_A", y_a).with("y_B", y_b)
            }
        }
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        let a = x.lift_matrix::<S>("A");
        let b = x.lift_matrix::<S>("B");
        let eps = x.lift_number::<S>("eps");
        let mut h = vec![Condition::less(EPS_POSITIVE, S::zero(), eps.clone()), Condition::at_most(CLOSE, max_abs_entry(sub(&a, &b).iter()), eps)];
        if self.minimiser == Minimiser::Any {
            for (name, z, y) in [(Y_A, &a, "y_A"), (Y_B, &b, "y_B")] {
                let y = x.lift_vector::<S>(y);
                h.push(Condition::at_most(name, max_abs_entry(res_with(z, &y).iter()), minimum_distance(z)));
            }
        }
        h
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let a = x.lift_matrix::<S>("A");
        let b = x.lift_matrix::<S>("B");
        let (res_a, res_b) = match self.minimiser {
            Minimiser::Midrange => (res(&a), res(&b)),
            Minimiser::Any => (
                res_with(&a, &x.lift_vector("y_A")),
                res_with(&b, &x.lift_vector("y_B")),
            ),
        };
        vec![Inequality::new(max_abs_entry(sub(&res_a, &res_b).iter()), S::exact(self.constant) * x.lift_number::<S>("eps"))]
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let a = x.lift_matrix::<S>("A");
        let b = x.lift_matrix::<S>("B");
        let (y_a, y_b): (Array1<S>, Array1<S>) = match self.minimiser {
            Minimiser::Midrange => (midrange(&a), midrange(&b)),
            Minimiser::Any => (x.lift_vector("y_A"), x.lift_vector("y_B")),
        };
        let (res_a, res_b) = (res_with(&a, &y_a), res_with(&b, &y_b));
        let out = match self.minimiser {
            Minimiser::Midrange => Derived::new().vector("y_A (midrange)", y_a).vector("y_B (midrange)", y_b),
            Minimiser::Any => Derived::new(),
        };
        out.matrix("Res(A)", res_a).matrix("Res(B)", res_b)
    }
}

/// The box parametrisation of (A, B, ε) at d = 1 for proofs on a domain: parameters
/// (A₁, …, A_{n−1}, U₁, …, Uₙ), inputs A = (A₁, …, A_{n−1}, 0)ᵀ, B = A + U, ε = 1.
pub struct UnitPerturbation {
    /// n, the rows of A and B.
    pub n: usize,
}

impl Reparametrisation for UnitPerturbation {
    fn inputs<S: Scalar>(&self, p: &[S]) -> Vec<(&'static str, Lifted<S>)> {
        let n = self.n;
        let mut a: Vec<S> = p[..n - 1].to_vec();
        a.push(S::zero());
        let b: Vec<S> = a.iter().zip(&p[n - 1..2 * n - 1]).map(|(x, u)| x.clone() + u.clone()).collect();
        let column = |v: Vec<S>| Lifted::Matrix(ndarray::Array2::from_shape_vec((n, 1), v).expect("n entries"));
        vec![("A", column(a)), ("B", column(b)), ("eps", Lifted::Number(S::one()))]
    }
}

/// Half-width of the range of (A_i − A_n)/ε in the proof domains.
pub const A_RANGE: f64 = 4.0;

/// The domain at n rows and d = 1 with |Aᵢ − Aₙ| ≤ 4ε, for the reading `reading` (the
/// printed statement's negative control at n = 3; `lemmacheck prove --size N` explores it).
pub fn domain(reading: &'static str, n: usize, expected: Outcome, budget: u64) -> Domain {
    let mut parameters = names("A", n - 1);
    parameters.extend(names("U", n));
    let mut root = vec![(-A_RANGE, A_RANGE); n - 1];
    root.extend(vec![(-1.0, 1.0); n]);
    Domain {
        reading,
        label: format!("n = {n}, d = 1"),
        dims: vec![("n", n), ("d", 1)],
        set: format!(r"$n = {n}$, $d = 1$; every $\varepsilon > 0$, every $A \in \mathbb{{R}}^{{{n}\times 1}}$ with $|A_i - A_n| \le {A_RANGE}\varepsilon$ for all $i$, every $B$ with $\|A - B\|_\infty \le \varepsilon$"),
        restricts: format!(r"$|A_i - A_n| \le {A_RANGE}\varepsilon$ for all $i$"),
        parameters,
        roots: vec![root],
        inputs: r"$A = (A_1, \ldots, A_{n-1}, 0)^\top$, $B = A + U$, $\varepsilon = 1$".into(),
        argument: r"$\mathrm{Res}(Z + c\mathbf{1}) = \mathrm{Res}(Z)$ (the midrange moves with $Z$), so adding $-A_n$ to $A$ and to $B$ changes neither side: $A_n = 0$. $\mathrm{Res}(sZ) = s\,\mathrm{Res}(Z)$ for $s > 0$ (the midrange scales), so both sides are homogeneous of degree 1 in $(A, B, \varepsilon)$ and $\varepsilon = 1$ loses nothing. $B = A + U$ with $U = B - A$ ranges over $[-1, 1]^n$ exactly when $\|A - B\|_\infty \le 1$.",
        map: Box::new(UnitPerturbation { n }),
        expected,
        budget,
    }
}

/// The domain of the printed statement at n = 2, d = 1: its whole hypothesis set there.
/// At two rows the midrange of a column is its mean, so Res is linear and Res(A) − Res(B)
/// depends on U = (B − A)/ε alone: the parameters are U ∈ [−1, 1]², with A = 0 and ε = 1.
pub fn domain_two_rows(expected: Outcome, budget: u64) -> Domain {
    let mut parameters = names("A", 1);
    parameters.extend(names("U", 2));
    Domain {
        reading: "large-weights/lemma-4.1",
        label: "n = 2, d = 1".into(),
        dims: vec![("n", 2), ("d", 1)],
        set: r"$n = 2$, $d = 1$; every $\varepsilon > 0$, every $A, B \in \mathbb{R}^{2\times 1}$ with $\|A - B\|_\infty \le \varepsilon$ (the whole hypothesis set at these sizes)".into(),
        restricts: String::new(),
        parameters,
        roots: vec![vec![(0.0, 0.0), (-1.0, 1.0), (-1.0, 1.0)]],
        inputs: r"$A = 0$, $B = U$, $\varepsilon = 1$".into(),
        argument: r"At $n = 2$ the midrange of a column is its mean, so $\mathrm{Res}(Z) = ((Z_1 - Z_2)/2, (Z_2 - Z_1)/2)^\top$ is linear in $Z$ and $\mathrm{Res}(A) - \mathrm{Res}(B) = \mathrm{Res}(A - B)$: the left-hand side depends on $A$ and $B$ only through $B - A$, and $A = 0$ loses nothing. $\mathrm{Res}(sZ) = s\,\mathrm{Res}(Z)$ for $s > 0$, so both sides are homogeneous of degree 1 in $(A, B, \varepsilon)$ and $\varepsilon = 1$ loses nothing. $U = B - A$ ranges over $[-1, 1]^2$ exactly when $\|A - B\|_\infty \le 1$. Nothing is left out.",
        map: Box::new(UnitPerturbation { n: 2 }),
        expected,
        budget,
    }
}

/// The domains the prover is run on. The printed statement holds at n = 2, d = 1 (there
/// ‖Res(A) − Res(B)‖_∞ = |U₁ − U₂|/2 ≤ ε), which the prover certifies on the whole
/// hypothesis set; from n = 3 on it fails, and on the n = 3 domain the prover returns a
/// certified counterexample (the negative control). The repair `constant-2` is proved in
/// Coq for every size (`coq/Proofs/LargeWeights/lemma_4_1__constant_2.v`), which makes its
/// former proofs on domains redundant.
pub fn domains() -> Vec<Domain> {
    vec![domain_two_rows(Outcome::Proved, 100_000), domain("large-weights/lemma-4.1", 3, Outcome::Refuted, 100_000)]
}
