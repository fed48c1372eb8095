//! The displayed steps of the proof of Lemma 5.1 (large-weights §5.1), each a claim with
//! Lemma 5.1's hypotheses in its `as-written` reading ([`lemma_5_1::reading`]: β = 1/√d in
//! E and in the attention scores, Res with the midrange minimiser, the weights free, E
//! θ-balanced) and the step's relation as printed (see [`crate::claims::proof_step`]).
//! Each step compares the right-hand side of the display before it with its own (a chain's
//! first display compares its two sides).
//!
//! # The proof's objects, and the choices the text leaves open
//!
//! The proof uses symbols the statement does not define. Each is read as follows, the same
//! way in every step:
//! * **The biases.** The proof's first display has query and key biases b_q, b_k, and sets
//!   b := W_k b_q. The statement's SAtt (Definition 1.1, to which it points) has none, and
//!   Lemma 5.1's readings draw none: b_q = b_k = 0, so b = 0 in every step. (With biases the
//!   steps would be about another attention layer than the statement's; they are not drawn
//!   as an alternative reading.)
//! * **x and R.** "we will use the definition of R": R = Res(X) (the proof's "R = Res(X)")
//!   and x is Definition 3.4's minimiser y, so that X = 1xᵀ + R. Res takes the midrange
//!   minimiser, as Lemma 5.1's reading does (`crate::math::res::midrange`): x is that
//!   vector and R = X − 1xᵀ.
//! * **A.** The letter changes meaning three times: "the unscaled attention scores"
//!   (XW_q + 1b_qᵀ)(XW_k + 1b_kᵀ)ᵀ, then (by softmax shift invariance) XWXᵀ + 1bᵀXᵀ, then
//!   "the attention matrix" β(…) of Eq. (5), whose softm is P. Lemma 5.1's as-written
//!   reading already takes the proof's A = β(…) as the attention scores (β in the scores):
//!   here A = βXWXᵀ (+ β1bᵀXᵀ, which is 0), the scores of the reading's SAtt, computed from
//!   X as the reading computes them. The first display (a definition: "are computed as
//!   follows") and the inline "A = XWXᵀ + 1bᵀXᵀ" are not displayed relations.
//! * **β, P, r, E.** β = 1/√d (one β: the reading's β of the scores, which is its β of E);
//!   P = softm(A) row-wise, the reading's attention matrix; r = βR(Wᵀx + b) ("the first
//!   step follows from r = βR(Wᵀx + b)"); E = βRWRᵀ, the statement's E ("setting
//!   E = βRWRᵀ").
//! * **D, e^D.** Definition 3.5's diagonal matrix of E, D_ii = max_{j,l} |E_ij − E_il|
//!   (`crate::math::balance::balance_diagonal`), and "e^D is diagonal matrix where the
//!   i,i-th entry on diagonal is e^{D_{i,i}}"; (I + e^D − I) = e^D.
//! * **r̃.** "r̃ = (x + Rᵀsoftm(r))W_v" multiplies a d-vector (a d × 1 column) by the
//!   d × d matrix W_v on its right, which is not defined; the nearest well-typed form is
//!   read: r̃ᵀ = (x + Rᵀsoftm(r))ᵀW_v, i.e. r̃ = W_vᵀ(x + Rᵀsoftm(r)), so that
//!   1r̃ᵀ = (1xᵀ + 1softm(r)ᵀR)W_v, the value part of the display (7) bound.
//! * **r′.** Never defined. The proof names Res(SAtt(X)) both R̃ ("We define
//!   R̃ := Res(X̃)") and R′ ("Note that R′ = Res(SAtt(X))"): its tilde and prime name the
//!   same object, and the ‖·‖_∞ chain opens with "Now we bound the right hand side of the
//!   above inequality", the entrywise chain in r̃. So r′ := r̃.
//! * **The citations.** "Eq. (5.1)" is no equation of the paper. It justifies the third
//!   step of display (7) (which is P = softm(1rᵀ + E), Eq. (6)) and the second step of
//!   the entrywise chain (which uses display (7)'s bound): they are recorded as citing
//!   Eq. (6) and Eq. (7).
//! * **Norms.** ‖·‖_∞ is the entrywise maximum (§3.1); ‖D1‖_∞ = maxᵢ D_ii and
//!   ‖softm(r)ᵀRW_v‖_∞ the largest entry of that row in absolute value.
//!
//! # The steps
//!
//! | id | place | relation |
//! |---|---|---|
//! | `proof-lemma-5.1.step-1` | step 1 | A = β(1xᵀ + R)W(1xᵀ + R)ᵀ + β1bᵀ(1xᵀ + R)ᵀ, entrywise |
//! | `eq-5` | Eq. (5) | … = β(xᵀWx1 + RWx + 1bᵀx)1ᵀ + β(RWRᵀ + 1xᵀWRᵀ + 1bᵀRᵀ), entrywise |
//! | `proof-lemma-5.1.step-3` | step 3 | P = softm(A) = softm(βRWRᵀ + 1rᵀ), entrywise |
//! | `eq-6` | Eq. (6) | … = softm(E + 1rᵀ), entrywise |
//! | `proof-lemma-5.1.step-5` | step 5 | PX = P(1xᵀ + R), entrywise |
//! | `proof-lemma-5.1.step-6` | step 6 | … = 1xᵀ + PR, entrywise |
//! | `proof-lemma-5.1.step-7` | step 7 | … = 1xᵀ + softm(1rᵀ + E)R, entrywise |
//! | `proof-lemma-5.1.step-8` | Eq. (7) | … ≤ 1xᵀ + (I + e^D − I)1softm(r)ᵀR, entrywise |
//! | `proof-lemma-5.1.step-9` | step 9 | \|[SAtt(X) − 1r̃ᵀ]ᵢⱼ\| = \|[PXW_v − 1r̃ᵀ]ᵢⱼ\| |
//! | `proof-lemma-5.1.step-10` | step 10 | … ≤ (e^θ − 1)\|[D1softm(r)ᵀRW_v]ᵢⱼ\| |
//! | `proof-lemma-5.1.step-11` | step 11 | ‖SAtt(X) − 1r′ᵀ‖_∞ ≤ (e^θ − 1)‖D1‖_∞‖softm(r)ᵀRW_v‖_∞ |
//! | `proof-lemma-5.1.step-12` | step 12 | … ≤ (e^θ − 1)‖D1‖_∞‖R‖_∞‖W_v‖_∞ |
//! | `eq-8` | Eq. (8) | … ≤ (e^θ − 1)‖R‖_∞‖W_v‖_∞ |
//!
//! **Names.** A display with a tag is a chain whose tagged line is its last: the tag names
//! that line's relation (with the line before it), and the chain's other links are steps
//! numbered by their order in the proof. Display (5)'s first line is `step-1`, its tagged
//! line `eq-5`; display (6)'s first line is `step-3`, its tagged line `eq-6`.
//!
//! **Display (7).** Its links before the inequality are `step-5` … `step-7`. Its
//! inequality is `step-8`, in place "Eq. (7)": the claim `large-weights/eq-7` checks the
//! same relation with inputs of its own (x, R, E and r free), while this step has Lemma
//! 5.1's hypotheses (R = Res(X), E the statement's θ-balanced E, r = βRWᵀx). The tagged
//! last line, "= 1(xᵀsoftm(r)ᵀR) + (e^D − I)1softm(r)ᵀR", is not well typed (xᵀsoftm(r)ᵀ
//! multiplies a 1 × d by a 1 × n matrix) and is not encoded.
//!
//! **The final display**, ‖Res(SAtt(X))‖_∞ ≤ K‖Res(X)‖_∞, is the statement's own
//! conclusion under the statement's hypotheses: it is the claim `large-weights/lemma-5.1`
//! (reading `as-written`), not a step of its own.

use ndarray::{Array1, Array2};

use crate::claim::{Check, Derived, Expected, Inequality, Inputs, Meta, Paper, Place};
use crate::claims::large_weights::eq_7;
use crate::claims::large_weights::lemma_5_1::{self, e_matrix, ResOfAttention};
use crate::claims::proof_step::{ProofStep, StepRelation};
use crate::math::attention::{convex_rows, scores, softmv, Head};
use crate::math::balance::balance_diagonal;
use crate::math::matrix::{add, lift, matmul, outer, ones, scale, transpose, vecmat};
use crate::math::norms::max_abs_entry;
use crate::math::res::{midrange, res_with};
use crate::math::softmax::{softm, softm_rows};
use crate::math::Scalar;

/// Where the steps are.
const LOCATION: &str = "§5.1, proof of Lemma 5.1";

/// The objects of the proof at inputs `x` of Lemma 5.1's reading `parent` (see the module
/// documentation).
struct Objects<S> {
    /// X.
    big_x: Array2<S>,
    /// x, Definition 3.4's minimiser (the midrange).
    x: Array1<S>,
    /// R = Res(X) = X − 1xᵀ.
    r_mat: Array2<S>,
    /// W = W_q W_kᵀ.
    w: Array2<S>,
    /// b = W_k b_q = 0.
    b: Array1<S>,
    /// β (of the scores; the reading's β of E is the same).
    beta: S,
    /// A = βXWXᵀ, the reading's attention scores.
    a: Array2<S>,
    /// P = softm(A), row-wise.
    p: Array2<S>,
    /// r = βR(Wᵀx + b).
    r: Array1<S>,
    /// E, the statement's.
    e: Array2<S>,
    /// The diagonal of D (Definition 3.5, of E).
    d_diag: Array1<S>,
    /// softm(r).
    s: Array1<S>,
    /// The head's weights.
    head: Head<S>,
    /// θ.
    theta: S,
}

impl<S: Scalar> Objects<S> {
    fn of(parent: &ResOfAttention, inputs: &Inputs) -> Objects<S> {
        let big_x = lift::<S>(inputs.matrix("X"));
        let (n, d) = big_x.dim();
        let (beta_e, beta) = parent.beta().values::<S>(inputs, d);
        let head = Head { w_q: lift::<S>(inputs.matrix("W_q")), w_k: lift(inputs.matrix("W_k")), w_v: lift(inputs.matrix("W_v")) };
        let x = midrange(&big_x);
        let r_mat = res_with(&big_x, &x);
        let w = matmul(&head.w_q, &transpose(&head.w_k));
        let b = Array1::from_elem(d, S::zero());
        let a = scale(&beta, &scores(&big_x, &head.w_q, &head.w_k));
        let p = softm_rows(&a);
        // r = βR(Wᵀx + b)
        let wtx_b: Array1<S> = vecmat(&x, &w).iter().zip(b.iter()).map(|(u, v)| u.clone() + v.clone()).collect();
        let r: Array1<S> = (0..n).map(|i| beta.clone() * (0..d).fold(S::zero(), |acc, l| acc + r_mat[(i, l)].clone() * wtx_b[l].clone())).collect();
        let e = e_matrix(&r_mat, &head.w_q, &head.w_k, &beta_e);
        let d_diag = balance_diagonal(&e);
        let s = softm(&r.to_vec());
        Objects { big_x, x, r_mat, w, b, beta, a, p, r, e, d_diag, s, head, theta: inputs.lift_number::<S>("theta") }
    }

    fn n(&self) -> usize {
        self.big_x.nrows()
    }

    /// 1xᵀ + R.
    fn x_rebuilt(&self) -> Array2<S> {
        add(&outer(&ones(self.n()), &self.x), &self.r_mat)
    }

    /// 1xᵀ (n × d).
    fn one_xt(&self) -> Array2<S> {
        outer(&ones(self.n()), &self.x)
    }

    /// M + 1vᵀ for an n × n matrix M and v ∈ ℝⁿ.
    fn plus_one_vt(m: &Array2<S>, v: &Array1<S>) -> Array2<S> {
        Array2::from_shape_fn(m.dim(), |(i, j)| m[(i, j)].clone() + v[j].clone())
    }

    /// β R W Rᵀ.
    fn beta_rwrt(&self) -> Array2<S> {
        scale(&self.beta, &matmul(&matmul(&self.r_mat, &self.w), &transpose(&self.r_mat)))
    }

    /// softm(1rᵀ + E), row-wise.
    fn p_from_e(&self) -> Array2<S> {
        let one_rt = outer(&ones(self.n()), &self.r);
        softm_rows(&add(&one_rt, &self.e))
    }

    /// The rows of softm(r)ᵀ R W_v (a 1 × d row, as a vector).
    fn s_r_wv(&self) -> Array1<S> {
        vecmat(&vecmat(&self.s, &self.r_mat), &self.head.w_v)
    }

    /// r̃ = W_vᵀ(x + Rᵀsoftm(r)) (the module documentation's reading of the printed
    /// "(x + Rᵀsoftm(r))W_v"); also r′.
    fn r_tilde(&self) -> Array1<S> {
        let inner: Array1<S> = self.x.iter().zip(vecmat(&self.s, &self.r_mat).iter()).map(|(u, v)| u.clone() + v.clone()).collect();
        vecmat(&inner, &self.head.w_v)
    }

    /// SAtt(X), the reading's.
    fn satt(&self) -> Array2<S> {
        softmv(&self.big_x, &self.head, &self.beta)
    }

    /// PXW_v.
    fn pxwv(&self) -> Array2<S> {
        matmul(&convex_rows(&self.p, &self.big_x), &self.head.w_v)
    }

    /// (e^θ − 1).
    fn growth(&self) -> S {
        self.theta.exp_m1()
    }

    /// ‖D1‖_∞ = maxᵢ |D_ii|.
    fn norm_d1(&self) -> S {
        max_abs_entry(self.d_diag.iter())
    }
}

/// M − 1vᵀ for an n × d matrix M and v ∈ ℝᵈ.
fn minus_one_vt<S: Scalar>(m: &Array2<S>, v: &Array1<S>) -> Array2<S> {
    Array2::from_shape_fn(m.dim(), |(i, j)| m[(i, j)].clone() - v[j].clone())
}

/// One identity per entry of two matrices of the same shape.
fn entrywise_equal<S: Scalar>(left: &Array2<S>, right: &Array2<S>) -> Vec<Inequality<S>> {
    left.indexed_iter().map(|((i, j), l)| Inequality::equal(Place::ij("entry", i, j), l.clone(), right[(i, j)].clone())).collect()
}

/// One inequality left ≤ right per entry.
fn entrywise_at_most<S: Scalar>(left: &Array2<S>, right: &Array2<S>) -> Vec<Inequality<S>> {
    left.indexed_iter().map(|((i, j), l)| Inequality::at(Place::ij("entry", i, j), l.clone(), right[(i, j)].clone())).collect()
}

/// The displayed steps, in order.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// A = β(1xᵀ + R)W(1xᵀ + R)ᵀ + β1bᵀ(1xᵀ + R)ᵀ.
    ScoresRewritten,
    /// … = β(xᵀWx1 + RWx + 1bᵀx)1ᵀ + β(RWRᵀ + 1xᵀWRᵀ + 1bᵀRᵀ) (Eq. (5)).
    Eq5,
    /// P = softm(A) = softm(βRWRᵀ + 1rᵀ).
    ShiftedSoftmax,
    /// … = softm(E + 1rᵀ) (Eq. (6)).
    Eq6,
    /// PX = P(1xᵀ + R).
    PxSplit,
    /// … = 1xᵀ + PR.
    PxRowSums,
    /// … = 1xᵀ + softm(1rᵀ + E)R.
    PxFromE,
    /// … ≤ 1xᵀ + (I + e^D − I)1softm(r)ᵀR.
    PxBound,
    /// |[SAtt(X) − 1r̃ᵀ]ᵢⱼ| = |[PXW_v − 1r̃ᵀ]ᵢⱼ|.
    EntryDefinition,
    /// … ≤ (e^θ − 1)|[D1softm(r)ᵀRW_v]ᵢⱼ|.
    EntryBound,
    /// ‖SAtt(X) − 1r′ᵀ‖_∞ ≤ (e^θ − 1)‖D1‖_∞‖softm(r)ᵀRW_v‖_∞.
    NormFirst,
    /// … ≤ (e^θ − 1)‖D1‖_∞‖R‖_∞‖W_v‖_∞.
    NormSecond,
    /// … ≤ (e^θ − 1)‖R‖_∞‖W_v‖_∞ (Eq. (8)).
    Eq8,
}

impl Step {
    /// β(1xᵀ + R)W(1xᵀ + R)ᵀ + β1bᵀ(1xᵀ + R)ᵀ: the first line of display (5).
    fn eq5_first<S: Scalar>(o: &Objects<S>) -> Array2<S> {
        let xr = o.x_rebuilt();
        let quadratic = matmul(&matmul(&xr, &o.w), &transpose(&xr));
        let bias = matmul(&outer(&ones(o.n()), &o.b), &transpose(&xr));
        add(&scale(&o.beta, &quadratic), &scale(&o.beta, &bias))
    }

    /// β(xᵀWx1 + RWx + 1bᵀx)1ᵀ + β(RWRᵀ + 1xᵀWRᵀ + 1bᵀRᵀ): display (5)'s tagged line.
    fn eq5_second<S: Scalar>(o: &Objects<S>) -> Array2<S> {
        let n = o.n();
        let xtwx = o.x.iter().zip(vecmat(&o.x, &o.w).iter()).fold(S::zero(), |acc, (u, v)| acc + u.clone() * v.clone());
        let wx: Array1<S> = (0..o.w.nrows()).map(|i| (0..o.w.ncols()).fold(S::zero(), |acc, l| acc + o.w[(i, l)].clone() * o.x[l].clone())).collect();
        let rwx: Array1<S> = (0..n).map(|i| (0..o.r_mat.ncols()).fold(S::zero(), |acc, l| acc + o.r_mat[(i, l)].clone() * wx[l].clone())).collect();
        let btx = o.b.iter().zip(o.x.iter()).fold(S::zero(), |acc, (u, v)| acc + u.clone() * v.clone());
        let column: Array1<S> = (0..n).map(|i| xtwx.clone() + rwx[i].clone() + btx.clone()).collect();
        let first = outer(&column, &ones(n));
        let rt = transpose(&o.r_mat);
        let second = add(
            &add(&matmul(&matmul(&o.r_mat, &o.w), &rt), &matmul(&matmul(&o.one_xt(), &o.w), &rt)),
            &matmul(&outer(&ones(n), &o.b), &rt),
        );
        add(&scale(&o.beta, &first), &scale(&o.beta, &second))
    }

    /// softm(βRWRᵀ + 1rᵀ).
    fn eq6_first<S: Scalar>(o: &Objects<S>) -> Array2<S> {
        softm_rows(&Objects::plus_one_vt(&o.beta_rwrt(), &o.r))
    }

    /// 1xᵀ + PR.
    fn px_row_sums<S: Scalar>(o: &Objects<S>) -> Array2<S> {
        add(&o.one_xt(), &matmul(&o.p, &o.r_mat))
    }

    /// 1xᵀ + softm(1rᵀ + E)R.
    fn px_from_e<S: Scalar>(o: &Objects<S>) -> Array2<S> {
        add(&o.one_xt(), &matmul(&o.p_from_e(), &o.r_mat))
    }

    /// |[PXW_v − 1r̃ᵀ]ᵢⱼ|.
    fn entry_pxwv<S: Scalar>(o: &Objects<S>) -> Array2<S> {
        minus_one_vt(&o.pxwv(), &o.r_tilde()).mapv(|v| v.abs())
    }

    /// (e^θ − 1)‖D1‖_∞‖softm(r)ᵀRW_v‖_∞.
    fn norm_first_rhs<S: Scalar>(o: &Objects<S>) -> S {
        o.growth() * o.norm_d1() * max_abs_entry(o.s_r_wv().iter())
    }

    /// (e^θ − 1)‖D1‖_∞‖R‖_∞‖W_v‖_∞.
    fn norm_second_rhs<S: Scalar>(o: &Objects<S>) -> S {
        o.growth() * o.norm_d1() * max_abs_entry(o.r_mat.iter()) * max_abs_entry(o.head.w_v.iter())
    }
}

impl StepRelation<ResOfAttention> for Step {
    fn conclusion<S: Scalar>(&self, parent: &ResOfAttention, inputs: &Inputs) -> Vec<Inequality<S>> {
        let o = Objects::<S>::of(parent, inputs);
        match self {
            Step::ScoresRewritten => entrywise_equal(&o.a, &Step::eq5_first(&o)),
            Step::Eq5 => entrywise_equal(&Step::eq5_first(&o), &Step::eq5_second(&o)),
            Step::ShiftedSoftmax => entrywise_equal(&o.p, &Step::eq6_first(&o)),
            Step::Eq6 => entrywise_equal(&Step::eq6_first(&o), &softm_rows(&Objects::plus_one_vt(&o.e, &o.r))),
            Step::PxSplit => entrywise_equal(&matmul(&o.p, &o.big_x), &matmul(&o.p, &o.x_rebuilt())),
            Step::PxRowSums => entrywise_equal(&matmul(&o.p, &o.x_rebuilt()), &Step::px_row_sums(&o)),
            Step::PxFromE => entrywise_equal(&Step::px_row_sums(&o), &Step::px_from_e(&o)),
            Step::PxBound => {
                // the right-hand side of display (7)'s inequality, as the claim eq-7 computes it
                let (_, rhs) = eq_7::sides(&o.x, &o.r_mat, &o.e, &o.r);
                entrywise_at_most(&Step::px_from_e(&o), &rhs)
            }
            Step::EntryDefinition => {
                let left = minus_one_vt(&o.satt(), &o.r_tilde()).mapv(|v| v.abs());
                entrywise_equal(&left, &Step::entry_pxwv(&o))
            }
            Step::EntryBound => {
                let row = o.s_r_wv();
                let growth = o.growth();
                let rhs = Array2::from_shape_fn(o.big_x.dim(), |(i, j)| growth.clone() * (o.d_diag[i].clone() * row[j].clone()).abs());
                entrywise_at_most(&Step::entry_pxwv(&o), &rhs)
            }
            Step::NormFirst => {
                // r′ := r̃ (see the module documentation)
                let lhs = max_abs_entry(minus_one_vt(&o.satt(), &o.r_tilde()).iter());
                vec![Inequality::new(lhs, Step::norm_first_rhs(&o))]
            }
            Step::NormSecond => vec![Inequality::new(Step::norm_first_rhs(&o), Step::norm_second_rhs(&o))],
            Step::Eq8 => {
                let rhs = o.growth() * max_abs_entry(o.r_mat.iter()) * max_abs_entry(o.head.w_v.iter());
                vec![Inequality::new(Step::norm_second_rhs(&o), rhs)]
            }
        }
    }

    fn derived<S: Scalar>(&self, parent: &ResOfAttention, inputs: &Inputs) -> Derived<S> {
        let o = Objects::<S>::of(parent, inputs);
        Derived::new()
            .number("beta", o.beta.clone())
            .vector("x (the midrange minimiser of Res(X))", o.x.clone())
            .matrix("R = Res(X)", o.r_mat.clone())
            .matrix("W = W_q W_k^T", o.w.clone())
            .matrix("A = beta X W X^T", o.a.clone())
            .matrix("P = softm(A)", o.p.clone())
            .vector("r = beta R W^T x", o.r.clone())
            .matrix("E", o.e.clone())
            .vector("D (diagonal)", o.d_diag.clone())
            .vector("softm(r)", o.s.clone())
            .vector("r~ = W_v^T (x + R^T softm(r))", o.r_tilde())
            .matrix("SAtt(X)", o.satt())
            .vector("softm(r)^T R W_v", o.s_r_wv())
    }
}

/// A step's meta: its id, the display quoted, its place and order, what its stated
/// justification cites, and its recorded verdict.
#[allow(clippy::too_many_arguments)]
fn meta(id: &'static str, number: &'static str, words: &'static str, place: &'static str, order: usize, cites: &'static [&'static str], note: &'static str, expected: Expected) -> Meta {
    Meta::new(Paper::LargeWeights, id, number, words)
        .quote(LOCATION, words)
        .reading("as-written", note)
        .cites(cites)
        .step("Lemma 5.1", "as-written", place, order)
        .cases(300)
        .targeted(1000)
        .expect(expected)
}

/// The note of a step: what every step reads, then the step's own words.
macro_rules! note {
    ($own:literal) => {
        concat!(
            r"A displayed step of the proof of Lemma 5.1, with Lemma 5.1's hypotheses in its as-written reading ($\beta = 1/\sqrt{d}$ in $E$ and in the attention scores, $\mathrm{Res}$ with the midrange minimiser, $E$ $\theta$-balanced, weights free). The proof's symbols: $x$ the midrange minimiser of Definition 3.4 and $R = \mathrm{Res}(X)$, so $X = \mathbf{1} x^\top + R$; the biases $b_q = b_k = 0$ (the statement's $\mathrm{SAtt}$ has none), so $b = W_k b_q = 0$; $A = \beta X W X^\top$, the scores of the reading's $\mathrm{SAtt}$; $P = \mathrm{softm}(A)$ row-wise; $r = \beta R (W^\top x + b)$; $E$ the statement's; $D$ Definition 3.5's diagonal matrix of $E$; $\|\cdot\|_\infty$ entrywise. ",
            $own
        )
    };
}

/// The displayed steps of the proof of Lemma 5.1, in order.
pub fn claims() -> Vec<Box<dyn Check>> {
    let with = |m: Meta, s: Step| -> Box<dyn Check> { Box::new(ProofStep::new(m, lemma_5_1::reading("as-written"), s)) };
    vec![
        with(
            meta(
                "large-weights/proof-lemma-5.1.step-1",
                "Proof of Lemma 5.1, the first line of display (5)",
                r"$$A= ~{}\beta\cdot({\bf 1}_{n}x^{\top}+R)W({\bf 1}_{n}x^{\top}+R)^{\top}+\beta\cdot{\bf 1}_{n}b^{\top}({\bf 1}_{n}x^{\top}+R)^{\top}$$",
                "step 1",
                1,
                &["Definition 3.4"],
                note!(r"The step: $A = \beta(\mathbf{1} x^\top + R) W (\mathbf{1} x^\top + R)^\top + \beta \mathbf{1} b^\top (\mathbf{1} x^\top + R)^\top$ for every entry, $A$ ``the attention matrix'' with the factor $\beta$ (read as the earlier unscaled $A = X W X^\top + \mathbf{1} b^\top X^\top$, the two sides would differ by the factor $\beta$)."),
                Expected::NotRefuted,
            ),
            Step::ScoresRewritten,
        ),
        with(
            meta(
                "large-weights/eq-5",
                "Eq. (5), proof of Lemma 5.1",
                r"$$= ~{}\beta\cdot(x^{\top}Wx{\bf 1}_{n}+RWx+{\bf 1}_{n}b^{\top}x){\bf 1}_{n}^{\top}+\beta\cdot(RWR^{\top}+{\bf 1}_{n}x^{\top}WR^{\top}+{\bf 1}_{n}b^{\top}R^{\top})$$",
                "Eq. (5)",
                2,
                &[],
                note!(r"The step: display (5)'s tagged line, the expansion $\beta(\mathbf{1} x^\top + R) W (\mathbf{1} x^\top + R)^\top + \beta \mathbf{1} b^\top (\mathbf{1} x^\top + R)^\top = \beta(x^\top W x \mathbf{1} + R W x + \mathbf{1} b^\top x) \mathbf{1}^\top + \beta(R W R^\top + \mathbf{1} x^\top W R^\top + \mathbf{1} b^\top R^\top)$ for every entry."),
                Expected::NotRefuted,
            ),
            Step::Eq5,
        ),
        with(
            meta(
                "large-weights/proof-lemma-5.1.step-3",
                "Proof of Lemma 5.1, the first line of display (6)",
                r"$$P= ~{}\operatorname{\mathsf{softm}}(\beta RWR^{\top}+{\bf 1}_{n}r^{\top})$$",
                "step 3",
                3,
                &["Fact 3.2", "Eq. (5)"],
                note!(r"The step: $P = \mathrm{softm}(A) = \mathrm{softm}(\beta R W R^\top + \mathbf{1} r^\top)$ for every entry (Fact 3.2 removes the first term of Eq. (5), constant along each row)."),
                Expected::NotRefuted,
            ),
            Step::ShiftedSoftmax,
        ),
        with(
            meta(
                "large-weights/eq-6",
                "Eq. (6), proof of Lemma 5.1",
                r"$$= ~{}\operatorname{\mathsf{softm}}(E+{\bf 1}_{n}r^{\top})$$",
                "Eq. (6)",
                4,
                &[],
                note!(r"The step: display (6)'s tagged line, $\mathrm{softm}(\beta R W R^\top + \mathbf{1} r^\top) = \mathrm{softm}(E + \mathbf{1} r^\top)$ for every entry, with the statement's $E = \beta\,\mathrm{Res}(X) W \mathrm{Res}(X)^\top$ (``setting $E = \beta R W R^\top$'')."),
                Expected::NotRefuted,
            ),
            Step::Eq6,
        ),
        with(
            meta(
                "large-weights/proof-lemma-5.1.step-5",
                "Proof of Lemma 5.1, display (7), first step",
                r"$$PX= ~{}P({\bf 1}_{n}x^{\top}+R)$$",
                "step 5",
                5,
                &["Definition 3.4"],
                note!(r"The step: $P X = P(\mathbf{1} x^\top + R)$ for every entry (``the first step follows from definition of $R$'')."),
                Expected::NotRefuted,
            ),
            Step::PxSplit,
        ),
        with(
            meta(
                "large-weights/proof-lemma-5.1.step-6",
                "Proof of Lemma 5.1, display (7), second step",
                r"$$= ~{}{\bf 1}_{n}x^{\top}+PR$$",
                "step 6",
                6,
                &[],
                note!(r"The step: $P(\mathbf{1} x^\top + R) = \mathbf{1} x^\top + P R$ for every entry (``the second step follows from $P \mathbf{1} = \mathbf{1}$'')."),
                Expected::NotRefuted,
            ),
            Step::PxRowSums,
        ),
        with(
            meta(
                "large-weights/proof-lemma-5.1.step-7",
                "Proof of Lemma 5.1, display (7), third step",
                r"$$= ~{}{\bf 1}_{n}x^{\top}+\operatorname{\mathsf{softm}}({\bf 1}_{n}r^{\top}+E)R$$",
                "step 7",
                7,
                &["Eq. (6)"],
                note!(r"The step: $\mathbf{1} x^\top + P R = \mathbf{1} x^\top + \mathrm{softm}(\mathbf{1} r^\top + E) R$ for every entry; its printed justification, Eq. (5.1), is no equation of the paper and is read as Eq. (6)."),
                Expected::NotRefuted,
            ),
            Step::PxFromE,
        ),
        with(
            meta(
                "large-weights/proof-lemma-5.1.step-8",
                "Proof of Lemma 5.1, display (7), its inequality",
                r"$$\leq ~{}{\bf 1}_{n}x^{\top}+(I+e^{D}-I){\bf 1}_{n}\operatorname{\mathsf{softm}}(r)^{\top}R$$",
                "Eq. (7)",
                8,
                &["Lemma B.1"],
                note!(r"The step: $(\mathbf{1} x^\top + \mathrm{softm}(\mathbf{1} r^\top + E) R)_{ij} \le (\mathbf{1} x^\top + (I + e^D - I) \mathbf{1}\,\mathrm{softm}(r)^\top R)_{ij}$ for every $i, j$ (``entry-wisely''), $e^D$ diagonal with entries $e^{D_{i,i}}$. The claim large-weights/eq-7 checks the same relation with $x$, $R$, $E$, $r$ free; this step has Lemma 5.1's hypotheses."),
                Expected::Refuted,
            ),
            Step::PxBound,
        ),
        with(
            meta(
                "large-weights/proof-lemma-5.1.step-9",
                "Proof of Lemma 5.1, the entrywise chain, first step",
                r"$$|[\operatorname{\mathsf{SAtt}}(X)-{\bf 1}_{n}\widetilde{r}^{\top}]_{i,j}|= ~{}|[PXW_{v}-{\bf 1}_{n}\widetilde{r}^{\top}]_{i,j}|$$",
                "step 9",
                9,
                &[],
                note!(r"The step: $|[\mathrm{SAtt}(X) - \mathbf{1} \tilde r^\top]_{i,j}| = |[P X W_v - \mathbf{1} \tilde r^\top]_{i,j}|$ for every $i, j$, $\mathrm{SAtt}(X)$ the reading's; the printed $\tilde r = (x + R^\top \mathrm{softm}(r)) W_v$ (a $d$-vector times a $d \times d$ matrix on its right) read as $\tilde r = W_v^\top (x + R^\top \mathrm{softm}(r))$."),
                Expected::NotRefuted,
            ),
            Step::EntryDefinition,
        ),
        with(
            meta(
                "large-weights/proof-lemma-5.1.step-10",
                "Proof of Lemma 5.1, the entrywise chain, second step",
                r"$$\leq ~{}(e^{\theta}-1)\cdot|[D{\bf 1}_{n}\operatorname{\mathsf{softm}}(r)^{\top}RW_{v}]_{i,j}|$$",
                "step 10",
                10,
                &["Eq. (7)"],
                note!(r"The step: $|[P X W_v - \mathbf{1} \tilde r^\top]_{i,j}| \le (e^\theta - 1) |[D \mathbf{1}\,\mathrm{softm}(r)^\top R W_v]_{i,j}|$ for every $i, j$, $\tilde r = W_v^\top (x + R^\top \mathrm{softm}(r))$; its printed justification, Eq. (5.1), is read as Eq. (7)."),
                Expected::Refuted,
            ),
            Step::EntryBound,
        ),
        with(
            meta(
                "large-weights/proof-lemma-5.1.step-11",
                "Proof of Lemma 5.1, the norm chain, first step",
                r"$$\|\operatorname{\mathsf{SAtt}}(X)-{\bf 1}_{n}(r^{\prime})^{\top}\|_{\infty}\leq ~{}(e^{\theta}-1)\|D{\bf 1}_{n}\|_{\infty}\cdot\|\operatorname{\mathsf{softm}}(r)^{\top}RW_{v}\|_{\infty}$$",
                "step 11",
                11,
                &[],
                note!(r"The step: $\|\mathrm{SAtt}(X) - \mathbf{1} r'^\top\|_\infty \le (e^\theta - 1) \|D \mathbf{1}\|_\infty \|\mathrm{softm}(r)^\top R W_v\|_\infty$, with $r'$ (defined nowhere) read as $\tilde r = W_v^\top (x + R^\top \mathrm{softm}(r))$: the proof names $\mathrm{Res}(\mathrm{SAtt}(X))$ both $\tilde R$ and $R'$."),
                Expected::Refuted,
            ),
            Step::NormFirst,
        ),
        with(
            meta(
                "large-weights/proof-lemma-5.1.step-12",
                "Proof of Lemma 5.1, the norm chain, second step",
                r"$$\leq ~{}(e^{\theta}-1)\|D{\bf 1}_{n}\|_{\infty}\|R\|_{\infty}\|W_{v}\|_{\infty}$$",
                "step 12",
                12,
                &[],
                note!(r"The step: $(e^\theta - 1) \|D \mathbf{1}\|_\infty \|\mathrm{softm}(r)^\top R W_v\|_\infty \le (e^\theta - 1) \|D \mathbf{1}\|_\infty \|R\|_\infty \|W_v\|_\infty$ (no justification printed)."),
                Expected::Refuted,
            ),
            Step::NormSecond,
        ),
        with(
            meta(
                "large-weights/eq-8",
                "Eq. (8), proof of Lemma 5.1",
                r"$$\leq ~{}(e^{\theta}-1)\|R\|_{\infty}\cdot\|W_{v}\|_{\infty},$$",
                "Eq. (8)",
                13,
                &["Definition 3.5"],
                note!(r"The step: display (8)'s tagged line, $(e^\theta - 1) \|D \mathbf{1}\|_\infty \|R\|_\infty \|W_v\|_\infty \le (e^\theta - 1) \|R\|_\infty \|W_v\|_\infty$ (``the last step follows from Definition 3.5'')."),
                Expected::Refuted,
            ),
            Step::Eq8,
        ),
    ]
}
