//! Self-attention, Definitions 1.1, 3.6, 3.7 and A.1 of large-weights.
//!
//! One head with weights W_q, W_k, W_v ∈ ℝᵈˣᵈ and scale β acting on X ∈ ℝⁿˣᵈ:
//!
//! * attention matrix  softm(X) := softm(β X W_q W_kᵀ Xᵀ) ∈ ℝⁿˣⁿ (rows sum to 1);
//!   this is D⁻¹ g(X Q Kᵀ Xᵀ) of Definition 1.1 with Q = W_q, K = W_k and β = 1;
//! * softmv(X) := softm(X) X W_v (Definition A.1), i.e. SAtt(X, W_q, W_k, W_v).
//!
//! H heads: SAtt_H(X) := Σₕ softmvₕ(X) (Definition 3.6). The residual network of
//! Definition 3.7: X_{ℓ+1} = SAtt_H(X_ℓ) + X_ℓ for ℓ = 0, …, L−1.
//!
//! Definition 1.1 has no scale; later statements use β (Lemma 5.1: β = 1/√d₀, Lemma B.2:
//! a bound on β). Every function here takes β explicitly so each claim states its own.

use ndarray::Array2;

use super::matrix::{add, matmul, scale, transpose};
use super::remembered::{same_head, same_matrix};
use super::scalar::{is_f64, Scalar};
use super::softmax::softm_rows;

/// The weights of one attention head.
#[derive(Clone, Debug)]
pub struct Head<S> {
    /// Query weights W_q (d × d).
    pub w_q: Array2<S>,
    /// Key weights W_k (d × d).
    pub w_k: Array2<S>,
    /// Value weights W_v (d × d).
    pub w_v: Array2<S>,
}

/// The scores X W_q W_kᵀ Xᵀ (n × n), before the scale β and softm.
///
/// Where the scalars' exact zeros absorb products ([`Scalar::ZERO_ABSORBS`], intervals),
/// row l of W_q W_kᵀ is computed only if column l of X has an entry other than the exact
/// 0: every product X[i, l]·(W_q W_kᵀ)[l, j] is otherwise the exact 0 whatever that row
/// holds, so the scores are the same values (an input X₀ = 0 costs no d³ product).
pub fn scores<S: Scalar>(x: &Array2<S>, w_q: &Array2<S>, w_k: &Array2<S>) -> Array2<S> {
    let w_k_t = transpose(w_k);
    let read = |l: usize| x.column(l).iter().any(|v| !v.is_exactly_zero());
    let w = if S::ZERO_ABSORBS && x.nrows() > 0 && !(0..x.ncols()).all(read) {
        let mut w = Array2::from_elem((w_q.nrows(), w_k_t.ncols()), S::zero());
        for l in (0..x.ncols()).filter(|&l| read(l)) {
            let row = matmul(&w_q.slice(ndarray::s![l..l + 1, ..]).to_owned(), &w_k_t);
            w.row_mut(l).assign(&row.row(0));
        }
        w
    } else {
        matmul(w_q, &w_k_t)
    };
    matmul(&matmul(x, &w), &transpose(x))
}

/// [`scores`] for a claim that computes the same scores more than once per case (in its
/// generator, hypotheses and conclusion: Lemma 5.1's E = β Res(X) W_q W_kᵀ Res(X)ᵀ, the
/// attention matrices of Lemmas 5.2 and C.1): in `f64` they are remembered
/// ([`super::remembered::scores`]), and scores asked again on the same bits are the kept
/// copy, which is what computing them again gives. Other scalars compute them
/// ([`scores`]; their products are remembered by [`matmul`]).
pub fn scores_shared<S: Scalar>(x: &Array2<S>, w_q: &Array2<S>, w_k: &Array2<S>) -> Array2<S> {
    if super::remembered::shares_f64::<S>() {
        return super::remembered::scores(x, w_q, w_k, || scores(x, w_q, w_k));
    }
    scores(x, w_q, w_k)
}

/// [`attention_matrix`] from [`scores_shared`]: the same numbers.
pub fn attention_matrix_shared<S: Scalar>(x: &Array2<S>, w_q: &Array2<S>, w_k: &Array2<S>, beta: &S) -> Array2<S> {
    softm_rows(&scale(beta, &scores_shared(x, w_q, w_k)))
}

/// softm(β X W_q W_kᵀ Xᵀ): the n × n attention matrix of one head.
pub fn attention_matrix<S: Scalar>(x: &Array2<S>, w_q: &Array2<S>, w_k: &Array2<S>, beta: &S) -> Array2<S> {
    softm_rows(&scale(beta, &scores(x, w_q, w_k)))
}

/// softmv(X) = softm(β X W_q W_kᵀ Xᵀ) X W_v: one head's output (Definition A.1).
pub fn softmv<S: Scalar>(x: &Array2<S>, head: &Head<S>, beta: &S) -> Array2<S> {
    softmv_with_scores(x, head, beta).1
}

/// The scores X W_q W_kᵀ Xᵀ of one head ([`scores`]) and its output softmv(X), computed
/// once for callers that need both.
///
/// Where the scalars are [`Scalar::REUSABLE`] (intervals), the heads computed last on this
/// thread are remembered with their inputs, as networks are ([`residual_network`]).
pub fn softmv_with_scores<S: Scalar>(x: &Array2<S>, head: &Head<S>, beta: &S) -> (Array2<S>, Array2<S>) {
    if !S::REUSABLE {
        return computed_head(x, head, beta);
    }
    super::remembered::head(x, head, beta, || computed_head(x, head, beta))
}

/// [`softmv`] for a claim whose generator, hypotheses and conclusion compute the same
/// heads' outputs (Lemma C.1's Aᵢ = softmv₁ᵢ(X)): in `f64` as well as for
/// [`Scalar::REUSABLE`] scalars, the output is remembered ([`super::remembered::head`]),
/// and a head asked again on the same bits is the kept copy, which is what computing it
/// again gives. Not for every head of every network ([`head_outputs`]): there a lookup
/// that finds nothing costs more than the hits save.
pub fn softmv_shared<S: Scalar>(x: &Array2<S>, head: &Head<S>, beta: &S) -> Array2<S> {
    if super::remembered::shares_f64::<S>() {
        return super::remembered::head(x, head, beta, || computed_head(x, head, beta)).1;
    }
    softmv(x, head, beta)
}

/// Remembers `scores` and `output` as the scores and output of `head` on X with scale β
/// in `f64`, for [`softmv_shared`] to return: for a generator that computed them as
/// [`softmv_with_scores`] does (the scores, softm of β times them, the convex combination
/// of X's rows, times W_v). Debug builds (`cargo test`) compute them again and compare
/// every bit.
pub fn remember_head(x: &Array2<f64>, head: &Head<f64>, beta: f64, scores: Array2<f64>, output: Array2<f64>) {
    debug_assert!(
        {
            let (s, out) = computed_head(x, head, &beta);
            same_matrix(&s, &scores) && same_matrix(&out, &output)
        },
        "a remembered head differs from the one softmv computes"
    );
    if super::remembered::sharing_f64() {
        super::remembered::head(x, head, &beta, || (scores, output));
    }
}

fn computed_head<S: Scalar>(x: &Array2<S>, head: &Head<S>, beta: &S) -> (Array2<S>, Array2<S>) {
    let s = scores(x, &head.w_q, &head.w_k);
    let p = softm_rows(&scale(beta, &s));
    let out = matmul(&convex_rows(&p, x), &head.w_v);
    (s, out)
}

/// The product P X of a row-stochastic P (an attention matrix, whose rows sum to 1) and X.
///
/// Where every row of X is one and the same point ([`Scalar::same_point`], intervals), the
/// product is X itself: row i of P X is Σⱼ pᵢⱼ xⱼ = x·Σⱼ pᵢⱼ = x, since the true rows of P
/// sum to exactly 1. Interval arithmetic alone encloses x·Σⱼ pᵢⱼ with the width of P's
/// enclosure, so a network whose tokens are all equal, and whose later layer cancels them
/// exactly (X_ℓ = 0), would never enclose its output as the exact 0 it is.
pub fn convex_rows<S: Scalar>(p: &Array2<S>, x: &Array2<S>) -> Array2<S> {
    if x.nrows() > 0 && p.ncols() == x.nrows() {
        let first = x.row(0);
        if x.rows().into_iter().all(|row| row.iter().zip(first.iter()).all(|(a, b)| a.same_point(b))) {
            return Array2::from_shape_fn((p.nrows(), x.ncols()), |(_, j)| first[j].clone());
        }
    }
    matmul(p, x)
}

/// SAtt_H(X) = Σₕ softmvₕ(X) (Definition 3.6); panics on an empty list of heads.
pub fn multi_head<S: Scalar>(x: &Array2<S>, heads: &[Head<S>], beta: &S) -> Array2<S> {
    sum_of_heads(head_outputs(x, heads, beta, |_| {}))
}

/// Each head's output softmvₕ(X), in order, passing each computed head's scores
/// X W_q W_kᵀ Xᵀ ([`scores`], before β) to `seen`, for callers that need both.
///
/// In `f64`, a head with the same weights, bit for bit, as the head before it (every head
/// of a layer whose heads are shared) has the same output and scores: its output is the
/// one before, and its scores are not computed or passed again.
pub fn head_outputs<S: Scalar>(x: &Array2<S>, heads: &[Head<S>], beta: &S, mut seen: impl FnMut(&Array2<S>)) -> Vec<Array2<S>> {
    let mut outputs: Vec<Array2<S>> = Vec::with_capacity(heads.len());
    for (k, h) in heads.iter().enumerate() {
        let out = match outputs.last() {
            Some(previous) if is_f64::<S>() && same_head(&heads[k - 1], h) => previous.clone(),
            _ => {
                let (s, out) = softmv_with_scores(x, h, beta);
                seen(&s);
                out
            }
        };
        outputs.push(out);
    }
    outputs
}

/// Σₕ softmvₕ(X) from the heads' outputs, added in [`multi_head`]'s order (so the same
/// numbers, for a caller that has the outputs already); panics on no outputs.
pub fn sum_of_heads<S: Scalar>(outputs: impl IntoIterator<Item = Array2<S>>) -> Array2<S> {
    outputs.into_iter().reduce(|a, b| add(&a, &b)).expect("a layer needs at least one head")
}

/// One layer with a skip connection: X ↦ SAtt_H(X) + X (Definition 3.7).
pub fn residual_layer<S: Scalar>(x: &Array2<S>, heads: &[Head<S>], beta: &S) -> Array2<S> {
    add(&multi_head(x, heads, beta), x)
}

/// The layer inputs X₀, X₁, …, X_L of the residual network of Definition 3.7, where
/// `layers[ℓ]` holds the heads of layer ℓ+1.
///
/// The networks computed last on this thread are remembered with their inputs
/// ([`super::remembered`]), and a network whose inputs are identical, in the same context
/// (precision), is returned from memory: a claim's generator, hypotheses and conclusion
/// often compute the same X_ℓ (Lemma D.6's X_ℓ; a network as [`remember`]ed by the
/// generator that tamed it), and so does a certificate in interval arithmetic. For
/// intervals ([`Scalar::REUSABLE`]) and for `f64`, whose operations give the same bits for
/// the same bits in one process; identical means the same bits, entry by entry.
pub fn residual_network<S: Scalar>(x0: &Array2<S>, layers: &[Vec<Head<S>>], beta: &S) -> Vec<Array2<S>> {
    if !S::REUSABLE && !super::remembered::shares_f64::<S>() {
        return computed_network(x0, layers, beta);
    }
    super::remembered::network(x0, layers, beta, || computed_network(x0, layers, beta))
}

/// Remembers `network` as the residual network (X₀, `layers`, β = 1) in `f64`, for
/// [`residual_network`] to return: for a caller that computed X₀, …, X_L in the same
/// operations (debug builds recompute it and check every bit).
pub fn remember(x0: &Array2<f64>, layers: &[Vec<Head<f64>>], network: Vec<Array2<f64>>) {
    debug_assert!(
        {
            let direct = computed_network(x0, layers, &1.0);
            direct.len() == network.len() && direct.iter().zip(&network).all(|(a, b)| same_matrix(a, b))
        },
        "a remembered network differs from the one residual_network computes"
    );
    if super::remembered::sharing_f64() {
        super::remembered::network(x0, layers, &1.0, || network);
    }
}

fn computed_network<S: Scalar>(x0: &Array2<S>, layers: &[Vec<Head<S>>], beta: &S) -> Vec<Array2<S>> {
    let mut xs = vec![x0.clone()];
    for heads in layers {
        let next = residual_layer(xs.last().expect("non-empty"), heads, beta);
        xs.push(next);
    }
    xs
}
