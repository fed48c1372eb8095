//! Lemma 5.2 (single head), large-weights §5.2.
//!
//! > Let X ∈ ℝⁿˣᵈ. Let A = softm₁(X) (Recall that softm() function is defined as Definition
//! > 3.1. Note that softm₁ and softm₂ are two different instantiations with different
//! > W_k, W_q, W_v weights). Let B = X + A. Suppose ‖Res(A)‖_∞ ≤ K·‖Res(X)‖_∞ ≤ ε. (We
//! > remark that this condition will hold due to Lemma 5.1; here K is as defined in Lemma
//! > 5.1). Let g(ε) := 2(e^ε − 1) and let ε₀ = 2g(2ε). Then we can show
//! > ‖softm₂(B) − softm₂(X)‖_∞ ≤ ε₀.
//!
//! Appendix C says this lemma "ignor[es] the effects of XW_v, and thus automatically
//! assum[es] n = d": softm₁(X) is n × n and is added to X.
//!
//! Readings (what softmᵢ is, and which Res):
//! * `as-written`: softmᵢ(X) is instance i's attention matrix softm(β X W_qᵢ W_kᵢᵀ Xᵀ)
//!   (n = d), β = 1/√d as in Lemma 5.1's `as-written` reading (d₀ := d), Res of
//!   Definition 3.4 (midrange), and K = (e^θ − 1)‖W_v₁‖_∞ with θ such that
//!   E₁ = β Res(X) W_q₁ W_k₁ᵀ Res(X)ᵀ is θ-balanced (Lemma 5.1 for instance 1);
//! * `row-res` (alternative): the same with the proof's row-wise Res (X = R_X + y_X 1_dᵀ,
//!   y_X ∈ ℝⁿ);
//! * `softm-of-matrix` (alternative): softm₁ = softm₂ = softm of Definition 3.1 applied
//!   to the matrix itself, row by row (the statement's "Recall …"); no weights, so K is a
//!   free number with the checked hypothesis K ≥ 0 (Lemma 5.1's K = (e^θ − 1)‖W_v‖_∞ is
//!   never negative) and n, d are independent; Res of Definition 3.4;
//! * `softm-of-matrix-row-res` (alternative): the same with the row-wise Res — the reading
//!   in which every step of the proof is valid (softm(Z + y1ᵀ) = softm(Z), Fact 3.2).
//! * `extra-hypothesis-scores` (repair of `as-written`): the step the proof needs for
//!   attention matrices, ‖β(BW₂Bᵀ − XW₂Xᵀ)‖_∞ ≤ 2ε (W₂ = W_q₂W_k₂ᵀ), added as a hypothesis
//!   (built by scaling W_q₂ down). The printed argument replaces B and X by R_B and R_X
//!   inside softm₂ (Fact 3.2), which is not a shift of the attention scores when softm₂
//!   is an attention matrix: X + 1yᵀ changes the scores by β(1yᵀW₂Xᵀ + …).
//!
//!   **Proof outline (scores that move by at most δ),** proved in Coq for every size
//!   (`coq/Proofs/LargeWeights/lemma_5_2__extra_hypothesis_scores.v`, with the softmax
//!   facts of `coq/Library/SoftmaxPerturbation.v`). If every score of a row moves by at
//!   most δ, each entry p of its softmax becomes p′ with e^{−2δ}p ≤ p′ ≤ e^{2δ}p (numerator
//!   and denominator each move by a factor within e^{±δ}). So p′ − p ≤ min((e^{2δ} − 1)p,
//!   1 − p) ≤ 1 − e^{−2δ} (the two meet at p = e^{−2δ}) and p − p′ ≤ (1 − e^{−2δ})p, hence
//!   |p′ − p| ≤ 1 − e^{−2δ} ≤ 2δ. With δ = 2ε this gives the repair:
//!   ‖softm₂(B) − softm₂(X)‖_∞ ≤ 4ε ≤ 4(e^{2ε} − 1) = 2g(2ε). The argument uses neither
//!   the chain nor Lemma 4.4. For a row's absolute sum (which Lemma C.1 Part 2 uses), the
//!   per-entry |p′ − p| ≤ (e^{2δ} − 1)p summed gives Σ|p′ − p| ≤ e^{2δ} − 1; the sharp
//!   bound is Σ|p′ − p| ≤ 2 tanh(δ/2) ≤ δ when the scores differ by at most δ in spread
//!   (attained at n = 2); the Coq library proves both (`softm_close_l1`,
//!   `softm_close_l1_tanh`).
//!
//! * Hypotheses (attention readings): X ∈ ℝⁿˣⁿ (n ≤ 8); instance weights free (W_q₁ halved
//!   while E₁'s balance exceeds 32, see [`super::lemma_5_1::tame`]; W_v₁, which enters
//!   only K, halved while ε would exceed 1/2, where 2g(2ε) > 1 and the lemma cannot
//!   fail); E₁ is θ-balanced; ‖Res(A)‖_∞ ≤ K‖Res(X)‖_∞; K‖Res(X)‖_∞ ≤ ε (built as in
//!   [`super::skip_layer`]).
//! * Conclusion: ‖softm₂(B) − softm₂(X)‖_∞ ≤ 2g(2ε) = 4(e^{2ε} − 1), ‖·‖_∞ entrywise.

use ndarray::Array2;

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Symbol};
use crate::generate::bounds::{dyadic_at_least, dyadic_at_most};
use crate::generate::network::{self, Bounds, Pool};
use crate::generate::{Draw, Entries};
use crate::math::attention::attention_matrix_shared;
use crate::math::balance::balance;
use crate::math::layer_collapse::g as g_fn;
use crate::math::matrix::{add, lift, matmul, scale, sub, transpose};
use crate::math::norms::max_abs_entry;
use crate::math::powers_of_two::halved;
use crate::math::softmax::softm_rows;
use crate::math::Scalar;

use super::lemma_5_1::{draw_input, e_matrix, tame_balance};
use super::skip_layer::{ensure_residual, epsilon, res_norm, theta, ResKind};

const MAX_N: usize = 8;

const BALANCED: &str = "E_1 = beta Res(X) W_q1 W_k1^T Res(X)^T is theta-balanced";
const RES_A: &str = "||Res(A)||_inf <= K ||Res(X)||_inf";
const K_EPS: &str = "K ||Res(X)||_inf <= eps";
const SCORES: &str = "||beta (B W_2 B^T - X W_2 X^T)||_inf <= 2 eps";
/// K ≥ 0 (softm-of-matrix readings, where K is an input): Lemma 5.1's K = (e^θ − 1)‖W_v‖_∞
/// is never negative.
const K_NONNEGATIVE: &str = "K >= 0";

/// Why K ≥ 0 is not needed in `softm-of-matrix-row-res`.
const K_SIGN: &str = r"$K$ enters only through $K\|\mathsf{Res}(X)\|_\infty$: the chain $\|\mathsf{Res}(A)\|_\infty \le K\|\mathsf{Res}(X)\|_\infty$ forces $K \ge 0$ whenever $\|\mathsf{Res}(X)\|_\infty > 0$, and where $\|\mathsf{Res}(X)\|_\infty = 0$ a negative $K$ gives $K\|\mathsf{Res}(X)\|_\infty = 0$ as $K = 0$ does";

/// The proof's row-wise Res.
pub const ROW_RES: &str = r"Let $R_{X}=\operatorname{\mathsf{Res}}(X)$ so that $X=R_{X}+y_{X}{\bf 1}_{d}^{\top}$ for some vector $y_{X}\in\mathbb{R}^{n}$.";
/// What softm₁, softm₂ are: softm of Definition 3.1, or two instantiations with weights.
const INSTANTIATIONS: &str = r"(Recall that $\operatorname{\mathsf{softm}}()$ function is defined as Definition 3.1. Note that $\operatorname{\mathsf{softm}}_{1}$ and $\operatorname{\mathsf{softm}}_{2}$ are two different instantiations with different $W_{k},W_{q},W_{v}$ weights)";
/// The hypothesis chain the repair strengthens.
const CHAIN: &str = r"Suppose $\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$.";

/// Why the chain is not needed once the score hypothesis is added.
const SCORES_SUFFICE: &str = r"with the score hypothesis every row of $\mathsf{softm}_2$'s scores moves by at most $2\varepsilon$, so the module's argument alone bounds the left-hand side by $4\varepsilon \le 2g(2\varepsilon)$, whatever the dropped hypothesis' sides are; the chain only fixes $\varepsilon$";

const SYMBOLS_ATTENTION: &[Symbol] = &[
    Symbol::matrix("X", &["n", "n"], "the input (n = d)"),
    Symbol::matrix("W_q_1", &["n", "n"], "query weights of softm_1"),
    Symbol::matrix("W_k_1", &["n", "n"], "key weights of softm_1"),
    Symbol::matrix("W_v_1", &["n", "n"], "value weights of instance 1 (enter K only)"),
    Symbol::matrix("W_q_2", &["n", "n"], "query weights of softm_2"),
    Symbol::matrix("W_k_2", &["n", "n"], "key weights of softm_2"),
    Symbol::number("theta", "E_1 is theta-balanced; K = (e^theta - 1)||W_v_1||_inf"),
    Symbol::number("eps", "the bound of the hypothesis chain"),
];

const SYMBOLS_ITSELF: &[Symbol] = &[
    Symbol::matrix("X", &["n", "d"], "the input"),
    Symbol::number("K", "the constant of the hypothesis chain, K >= 0"),
    Symbol::number("eps", "the bound of the hypothesis chain"),
];

const STATEMENT: &str = r"Let $X\in\mathbb{R}^{n\times d}$. Let $A=\operatorname{\mathsf{softm}}_{1}(X)$ (Recall that $\operatorname{\mathsf{softm}}()$ function is defined as Definition 3.1. Note that $\operatorname{\mathsf{softm}}_{1}$ and $\operatorname{\mathsf{softm}}_{2}$ are two different instantiations with different $W_{k},W_{q},W_{v}$ weights). Let $B=X+A$. Suppose $\|\operatorname{\mathsf{Res}}(A)\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1). Let $g(\epsilon):=2(e^{\epsilon}-1)$ and let $\epsilon_{0}=2g(2\epsilon)$. Then we can show $$\|\operatorname{\mathsf{softm}}_{2}(B)-\operatorname{\mathsf{softm}}_{2}(X)\|_{\infty}\leq\epsilon_{0}.$$";

/// What softmᵢ is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Softm {
    /// Instance i's attention matrix.
    Attention,
    /// softm of the matrix itself (Definition 3.1).
    Itself,
}

/// Lemma 5.2 in one reading.
pub struct SingleHeadSkip {
    meta: Meta,
    softm: Softm,
    res: ResKind,
    /// Whether the score hypothesis of the repair is added.
    scores: bool,
}

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    readings().into_iter().map(|r| Box::new(r) as Box<dyn Check>).collect()
}

/// The reading `name` of Lemma 5.2 (its hypotheses are those of the steps of its proof,
/// [`crate::claims::large_weights::proofs::lemma_5_2`]); panics on an unknown name.
pub fn reading(name: &str) -> SingleHeadSkip {
    readings().into_iter().find(|r| r.meta.reading == name).unwrap_or_else(|| panic!("Lemma 5.2 has no reading {name}"))
}

fn readings() -> Vec<SingleHeadSkip> {
    let meta = |reading, note, symbols, expected, (location, words), class| {
        Meta::new(Paper::LargeWeights, "large-weights/lemma-5.2", "Lemma 5.2", STATEMENT)
            .quote(location, words)
            .reading(reading, note)
            .class(class)
            .symbols(symbols)
            .cites(&["Fact 3.2", "Lemma 4.4", "Lemma 5.1"])
            .cases(300)
            .targeted(600)
            .expect(expected)
    };
    vec![
        SingleHeadSkip {
            meta: meta(
                "as-written",
                r"$\mathrm{softm}_i(X) = \mathrm{softm}(\beta X W_{q,i} W_{k,i}^\top X^\top)$, $n = d$, $\beta = 1/\sqrt{d}$; $\mathrm{Res}$ of Definition 3.4 (midrange); $K = (e^\theta - 1)\|W_{v,1}\|_\infty$ with $E_1$ $\theta$-balanced (Lemma 5.1); instance weights free.",
                SYMBOLS_ATTENTION,
                Expected::Refuted,
                ("§5.2, Lemma 5.2", STATEMENT),
                ReadingClass::AsWritten,
            ),
            softm: Softm::Attention,
            res: ResKind::Columns,
            scores: false,
        },
        SingleHeadSkip {
            meta: meta(
                "row-res",
                r"$\mathrm{Res}$ means Definition 3.4 in the statement and a row-wise residual in the proof: here the proof's $X = R_X + y_X \mathbf{1}_d^\top$, $y_X \in \mathbb{R}^n$ (row midranges), in the hypotheses and in $E_1$; otherwise as-written.",
                SYMBOLS_ATTENTION,
                Expected::Refuted,
                ("§5.2, proof of Lemma 5.2", ROW_RES),
                ReadingClass::Alternative,
            ),
            softm: Softm::Attention,
            res: ResKind::Rows,
            scores: false,
        },
        SingleHeadSkip {
            meta: meta(
                "softm-of-matrix",
                r"The statement recalls Definition 3.1 for $\mathrm{softm}$ and also calls $\mathrm{softm}_1$, $\mathrm{softm}_2$ instantiations with weights: here $\mathrm{softm}_1 = \mathrm{softm}_2$ = Definition 3.1's $\mathrm{softm}$ applied to the matrix itself, row by row (no weights); $K$ a free number $\ge 0$ (Lemma 5.1's $K$ is never negative); $\mathrm{Res}$ of Definition 3.4 (midrange).",
                SYMBOLS_ITSELF,
                Expected::Refuted,
                ("§5.2, Lemma 5.2", INSTANTIATIONS),
                ReadingClass::Alternative,
            ),
            softm: Softm::Itself,
            res: ResKind::Columns,
            scores: false,
        },
        SingleHeadSkip {
            meta: meta(
                "softm-of-matrix-row-res",
                r"$\mathrm{softm}$ of the matrix itself (as softm-of-matrix, $K \ge 0$ free) and the proof's row-wise $\mathrm{Res}$, $X = R_X + y_X \mathbf{1}_d^\top$ with $y_X \in \mathbb{R}^n$: the reading in which the proof's steps are valid.",
                SYMBOLS_ITSELF,
                Expected::NotRefuted,
                ("§5.2, Lemma 5.2", INSTANTIATIONS),
                ReadingClass::Alternative,
            )
            .unneeded(K_NONNEGATIVE, K_SIGN)
            .proved_in_coq(),
            softm: Softm::Itself,
            res: ResKind::Rows,
            scores: false,
        },
        SingleHeadSkip {
            meta: meta(
                "extra-hypothesis-scores",
                r"Repair of as-written: the extra hypothesis $\|\beta (B W_2 B^\top - X W_2 X^\top)\|_\infty \le 2\varepsilon$ ($W_2 = W_{q,2} W_{k,2}^\top$), the step the proof takes for granted when it replaces $X$ by $\mathrm{Res}(X)$ inside $\mathrm{softm}_2$; otherwise as-written.",
                SYMBOLS_ATTENTION,
                Expected::NotRefuted,
                ("§5.2, Lemma 5.2", CHAIN),
                ReadingClass::Repair,
            )
            .unneeded(BALANCED, SCORES_SUFFICE)
            .unneeded(RES_A, SCORES_SUFFICE)
            .unneeded(K_EPS, SCORES_SUFFICE)
            .proved_in_coq(),
            softm: Softm::Attention,
            res: ResKind::Columns,
            scores: true,
        },
    ]
}

/// (β in E₁ and the scores) = 1/√n for n = d.
fn beta<S: Scalar>(n: usize) -> S {
    S::one() / S::int(n).sqrt()
}

impl SingleHeadSkip {
    /// softm₂(Z) in this reading.
    pub fn softm_2<S: Scalar>(&self, z: &Array2<S>, x: &Inputs) -> Array2<S> {
        match self.softm {
            Softm::Attention => attention_matrix_shared(z, &lift(x.matrix("W_q_2")), &lift(x.matrix("W_k_2")), &beta(z.ncols())),
            Softm::Itself => softm_rows(z),
        }
    }

    /// A = softm₁(X) in this reading.
    pub fn a_matrix<S: Scalar>(&self, xm: &Array2<S>, x: &Inputs) -> Array2<S> {
        match self.softm {
            Softm::Attention => attention_matrix_shared(xm, &lift(x.matrix("W_q_1")), &lift(x.matrix("W_k_1")), &beta(xm.ncols())),
            Softm::Itself => softm_rows(xm),
        }
    }

    /// Res of this reading (Definition 3.4's, or the proof's row-wise one).
    pub fn res<S: Scalar>(&self, z: &Array2<S>) -> Array2<S> {
        self.res.apply(z)
    }

    /// K: (e^θ − 1)‖W_v₁‖_∞, or the input K.
    pub fn k<S: Scalar>(&self, x: &Inputs) -> S {
        match self.softm {
            Softm::Attention => S::exact(x.number("theta")).exp_m1() * max_abs_entry(lift::<S>(x.matrix("W_v_1")).iter()),
            Softm::Itself => S::exact(x.number("K")),
        }
    }
}

/// ‖β(B W Bᵀ − X W Xᵀ)‖_∞.
fn score_change<S: Scalar>(b: &Array2<S>, xm: &Array2<S>, w_q: &Array2<S>, w_k: &Array2<S>, beta: &S) -> S {
    let w = matmul(w_q, &transpose(w_k));
    let sb = matmul(&matmul(b, &w), &transpose(b));
    let sx = matmul(&matmul(xm, &w), &transpose(xm));
    max_abs_entry(scale(beta, &sub(&sb, &sx)).iter())
}

impl Claim for SingleHeadSkip {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let n = g.dim("n", 1, MAX_N);
        match self.softm {
            Softm::Attention => {
                let mut x = draw_input(g, n, n);
                ensure_residual(&mut x, self.res);
                let pool = Pool::draw(g, n);
                let mut h1 = network::head(g, &pool, 1.0, &Bounds::free());
                let mut h2 = network::head(g, &pool, 1.0, &Bounds::free());
                let b = 1.0 / (n.get() as f64).sqrt();
                let rx = self.res.apply(&x);
                let spread = tame_balance(&mut h1.w_q, &h1.w_k, &rx, b);
                if max_abs_entry(h1.w_v.iter()) == 0.0 {
                    h1.w_v = Array2::eye(n.get());
                }
                let a = attention_matrix_shared(&x, &h1.w_q, &h1.w_k, &b);
                let (ra, r) = (res_norm(self.res, &a), res_norm(self.res, &x));
                let (balanced, chain) = (g.keeps(BALANCED), g.keeps(RES_A));
                let mut v = max_abs_entry(h1.w_v.iter());
                let mut th = theta(spread, ra, v, r, balanced, chain);
                // W_v_1 enters only K: halve it while eps would exceed 1/2 (there
                // 2g(2 eps) >= 4(e - 1) > 1 >= lhs and the lemma cannot fail). Halving
                // every entry halves their largest magnitude v to v / 2 exactly as
                // computed (rounding is monotone), so the loop halves v and the matrix is
                // halved as many times once it ends
                let mut halvings = 0;
                while halvings < 64 && epsilon(th, v, r) > 0.5 {
                    v /= 2.0;
                    halvings += 1;
                    th = theta(spread, ra, v, r, balanced, chain);
                }
                h1.w_v.mapv_inplace(|w| halved(w, halvings));
                debug_assert_eq!(v.to_bits(), max_abs_entry(h1.w_v.iter()).to_bits(), "the largest entry halved with the matrix");
                // without the hypothesis: the same eps times 2^k, -8 <= k <= 2
                let shift = g.power_of_two(8).min(4.0);
                let eps = if g.keeps(K_EPS) { epsilon(th, v, r) } else { epsilon(th, v, r) * shift };
                if self.scores {
                    let bm = add(&x, &a);
                    let change = score_change(&bm, &x, &h2.w_q, &h2.w_k, &b);
                    if g.keeps(SCORES) && change > 0.0 {
                        let c = dyadic_at_most(2.0 * eps / change, 12).unwrap_or(0.0).min(1.0);
                        h2.w_q.mapv_inplace(|w| w * c + 0.0);
                    }
                }
                Inputs::new()
                    .with("X", x)
                    .with("W_q_1", h1.w_q)
                    .with("W_k_1", h1.w_k)
                    .with("W_v_1", h1.w_v)
                    .with("W_q_2", h2.w_q)
                    .with("W_k_2", h2.w_k)
                    .with("theta", th)
                    .with("eps", eps)
            }
            Softm::Itself => {
                let d = g.dim("d", 1, MAX_N);
                let mut x = draw_input(g, n, d);
                ensure_residual(&mut x, self.res);
                let a = softm_rows(&x);
                let (ra, r) = (res_norm(self.res, &a), res_norm(self.res, &x));
                let drawn_k = g.number(Entries::nonnegative(2).coarse(network::LEVELS));
                // without K >= 0: a negative K (used where the chain leaves K free)
                let free_k = if g.keeps(K_NONNEGATIVE) { drawn_k } else { -1.0 - drawn_k };
                let k = if g.keeps(RES_A) && r > 0.0 { dyadic_at_least(ra / r, 20) } else { free_k };
                let shift = g.power_of_two(8).min(4.0);
                let eps = if g.keeps(K_EPS) { dyadic_at_least(k * r, 20) } else { dyadic_at_least(k * r, 20) * shift };
                Inputs::new().with("X", x).with("K", k).with("eps", eps)
            }
        }
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        let xm = lift::<S>(x.matrix("X"));
        let a = self.a_matrix(&xm, x);
        let r = res_norm(self.res, &xm);
        let kr = self.k::<S>(x) * r;
        let eps = S::exact(x.number("eps"));
        let mut h = Vec::new();
        if self.softm == Softm::Itself {
            h.push(Condition::at_most(K_NONNEGATIVE, S::zero(), S::exact(x.number("K"))));
        }
        if self.softm == Softm::Attention {
            let e = e_matrix(&self.res.apply(&xm), &lift(x.matrix("W_q_1")), &lift(x.matrix("W_k_1")), &beta(xm.ncols()));
            h.push(Condition::at_most(BALANCED, balance(&e), S::exact(x.number("theta"))));
        }
        h.push(Condition::at_most(RES_A, res_norm(self.res, &a), kr.clone()));
        h.push(Condition::at_most(K_EPS, kr, eps.clone()));
        if self.scores {
            let b = add(&xm, &a);
            let change = score_change(&b, &xm, &lift(x.matrix("W_q_2")), &lift(x.matrix("W_k_2")), &beta(xm.ncols()));
            h.push(Condition::at_most(SCORES, change, S::exact(2.0) * eps));
        }
        h
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let xm = lift::<S>(x.matrix("X"));
        let b = add(&xm, &self.a_matrix(&xm, x));
        let lhs = max_abs_entry(sub(&self.softm_2(&b, x), &self.softm_2(&xm, x)).iter());
        let eps = S::exact(x.number("eps"));
        vec![Inequality::at(Place::WHOLE, lhs, S::exact(2.0) * g_fn(&(S::exact(2.0) * eps)))]
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let xm = lift::<S>(x.matrix("X"));
        let a = self.a_matrix(&xm, x);
        let b = add(&xm, &a);
        let out = match self.softm {
            Softm::Attention => Derived::new().number("beta = 1/sqrt(d)", beta::<S>(xm.ncols())).number("K", self.k::<S>(x)),
            Softm::Itself => Derived::new(),
        };
        let (res_a, res_x) = (self.res.apply(&a), self.res.apply(&xm));
        let (softm_b, softm_x) = (self.softm_2(&b, x), self.softm_2(&xm, x));
        out.matrix("A = softm_1(X)", a)
            .matrix("Res(A)", res_a)
            .matrix("Res(X)", res_x)
            .matrix("B = X + A", b)
            .matrix("softm_2(B)", softm_b)
            .matrix("softm_2(X)", softm_x)
    }
}
