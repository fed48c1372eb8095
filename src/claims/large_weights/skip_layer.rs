//! What Lemmas 5.2 and C.1 share: the hypothesis chain
//!
//!   ‖Res(A)‖_∞ ≤ K·‖Res(X)‖_∞ ≤ ε,   K = (e^θ − 1)‖W_v‖_∞ "as defined in Lemma 5.1",
//!
//! built by construction, and the two meanings of Res the text uses.
//!
//! **Res.** Definition 3.4 subtracts a vector from every row (y ∈ ℝᵈ, [`ResKind::Columns`]);
//! the proofs write X = R_X + y_X 1_dᵀ with y_X ∈ ℝⁿ, a number subtracted from each row
//! ([`ResKind::Rows`], [`crate::math::row_res`]). Both use the midrange minimiser.
//!
//! **The chain.** A is determined by X and the first instance's weights, so the chain
//! cannot be drawn; it is solved for θ: Lemma 5.1's θ is any number for which
//! E = β Res(X) W Res(X)ᵀ is θ-balanced, and K grows with θ, so the generator takes
//! θ = max(balance(E), ln(1 + ‖Res(A)‖/(‖W_v‖‖Res(X)‖))) (rounded up to a short dyadic;
//! at least 2⁻³⁰), the smallest θ meeting both, and ε = K‖Res(X)‖ rounded up, the
//! smallest ε. This needs ‖W_v‖‖Res(X)‖ > 0 whenever ‖Res(A)‖ > 0; the generator
//! ensures ‖Res(X)‖ > 0 by adding 1 to X₁₁ when Res(X) = 0 and it can be made nonzero
//! ([`ensure_residual`]). A zero W_v makes A = 0 (Lemma C.1) or does not enter A (Lemma
//! 5.2, where it is then replaced by the identity).
//!
//! **Exact zeros.** Res of a matrix with one row (Columns) or one column (Rows) is 0; its
//! interval enclosure computed entrywise is not a single point (an interval minus itself),
//! which would keep hypotheses such as ‖Res(A)‖_∞ ≤ K·0 from being certified. [`res_norm`]
//! returns the exact 0 in those cases.

use ndarray::Array2;

use crate::generate::bounds::dyadic_at_least;
use crate::math::norms::max_abs_entry;
use crate::math::res::{res, res_entrywise_max};
use crate::math::row_res::res_rows;
use crate::math::Scalar;

/// Which Res.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResKind {
    /// Definition 3.4: Z − 1ₙyᵀ, y ∈ ℝᵈ (midrange of each column).
    Columns,
    /// The proofs' Z − y1_dᵀ, y ∈ ℝⁿ (midrange of each row).
    Rows,
}

impl ResKind {
    /// Res(z) of this kind.
    pub fn apply<S: Scalar>(self, z: &Array2<S>) -> Array2<S> {
        match self {
            ResKind::Columns => res(z),
            ResKind::Rows => res_rows(z),
        }
    }
}

/// ‖Res(z)‖_∞, exactly 0 when Res(z) is 0 for every z of that shape.
pub fn res_norm<S: Scalar>(kind: ResKind, z: &Array2<S>) -> S {
    let trivial = match kind {
        ResKind::Columns => z.nrows() == 1,
        ResKind::Rows => z.ncols() == 1,
    };
    if trivial {
        S::zero()
    } else if kind == ResKind::Columns {
        res_entrywise_max(z)
    } else {
        max_abs_entry(kind.apply(z).iter())
    }
}

/// Adds 1 to X₁₁ if Res(X) = 0 but need not be (the matrix has two rows, resp. columns).
pub fn ensure_residual(x: &mut Array2<f64>, kind: ResKind) {
    let can = match kind {
        ResKind::Columns => x.nrows() > 1,
        ResKind::Rows => x.ncols() > 1,
    };
    if can && res_norm(kind, x) == 0.0 {
        x[(0, 0)] += 1.0;
    }
}

/// The smallest θ (rounded up, at least 2⁻³⁰) with θ ≥ `balance` (if `balanced` is kept)
/// and (e^θ − 1)·v·r ≥ a (if `chain` is kept); see the module documentation.
pub fn theta(balance: f64, a: f64, v: f64, r: f64, balanced: bool, chain: bool) -> f64 {
    theta_of_ratio(balance, chain_ratio(a, v, r), balanced, chain)
}

/// The ratio a/(v·r) that [`theta`]'s second condition reads: `None` where a ≤ 0 or
/// v·r ≤ 0, which that condition ignores.
pub fn chain_ratio(a: f64, v: f64, r: f64) -> Option<f64> {
    (a > 0.0 && v * r > 0.0).then(|| a / (v * r))
}

/// [`theta`] from the [`chain_ratio`] of its a, v and r: all it reads of them, so a
/// generator that halves a and v together can keep θ while the ratio keeps its bits.
pub fn theta_of_ratio(balance: f64, ratio: Option<f64>, balanced: bool, chain: bool) -> f64 {
    let mut t = 1.0 / (1u64 << 30) as f64;
    if balanced {
        t = t.max(balance);
    }
    if let (true, Some(q)) = (chain, ratio) {
        t = t.max(q.ln_1p());
    }
    dyadic_at_least(t, 20)
}

/// ε = K·r rounded up (K = (e^θ − 1)v).
pub fn epsilon(theta: f64, v: f64, r: f64) -> f64 {
    epsilon_of_growth(theta.exp_m1(), v, r)
}

/// [`epsilon`] from e^θ − 1 (`growth`), for a generator that keeps it while θ is kept.
pub fn epsilon_of_growth(growth: f64, v: f64, r: f64) -> f64 {
    dyadic_at_least(growth * v * r, 20)
}
