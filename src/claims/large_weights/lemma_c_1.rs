//! Lemma C.1 (multiple-heads version of Lemma 5.2), large-weights Appendix C.1.
//!
//! > If the following conditions hold,
//! > • Let H denote the number of heads.
//! > • Note that softm₁ and softm₂ are two different instantiations with different W_k,
//! >   W_q, W_v weights.
//! > • Let X ∈ ℝⁿˣᵈ.
//! > • A_i = softmv_{1,i}(X) ∈ ℝⁿˣᵈ for i ∈ [H]. (Let softmv be defined as Definition A.1)
//! > • B = X + Σᵢ A_i ∈ ℝⁿˣᵈ.
//! > • ‖Res(A_i)‖_∞ ≤ K·‖Res(X)‖_∞ ≤ ε for all i ∈ [H]. (… K is as defined in Lemma 5.1)
//! > • Let g(ε) := 2(e^ε − 1).
//! > • Let W_v satisfy that ‖(B − X)W_v‖_∞ ≤ H·ε and ‖XW_v‖_∞ ≤ 1
//! > • Let ε₀ = 3g(2Hε)
//! > Then we can show
//! > • Part 1. ‖softm₂(B) − softm₂(X)‖_∞ ≤ ε₀
//! > • Part 2. ‖softmv₂(B) − softmv₂(X)‖_∞ ≤ ε₀
//!
//! Instance 1 is a layer of H heads (W_q₁ᵢ, W_k₁ᵢ, W_v₁ᵢ), instance 2 one head
//! (W_q₂, W_k₂, W_v₂ = the W_v of the bullet). softmᵢ is the instance's attention matrix
//! softm(β X W_q W_kᵀ Xᵀ) and softmv = softm(X) X W_v (Definition A.1), with β = 1/√d as
//! in Lemma 5.1's `as-written` reading (d₀ := d); K is per head, (e^θᵢ − 1)‖W_v₁ᵢ‖_∞ with
//! E₁ᵢ = β Res(X) W_q₁ᵢ W_k₁ᵢᵀ Res(X)ᵀ θᵢ-balanced (Lemma 5.1 for head i).
//!
//! * Hypotheses: X ∈ ℝⁿˣᵈ (n, d ≤ 8), H ≤ 4, weights free; the chain for every head
//!   (built as in [`super::skip_layer`]; W_q₁ᵢ halved while E₁ᵢ's balance exceeds 32, and
//!   all W_v₁ᵢ halved while ε would exceed 1/2, where 3g(2Hε) exceeds every possible
//!   left-hand side: ‖Δsoftm‖ ≤ 1, and Part 2's is at most Hε + 2‖XW_v‖_∞); W_v₂ = c·U
//!   with c the largest short dyadic meeting ‖(B − X)W_v₂‖_∞ ≤ Hε and ‖XW_v₂‖_∞ ≤ 1.
//! * Conclusion: the part's inequality, ‖·‖_∞ entrywise, ε₀ = 3g(2Hε) = 6(e^{2Hε} − 1).
//!
//! Readings: `as-written` (Res of Definition 3.4, midrange); `row-res` (alternative: the
//! proof's X = R_X + y_X 1_dᵀ, y_X ∈ ℝⁿ, in the hypotheses and in E₁ᵢ);
//! `extra-hypothesis-scores`, the repair: the proof's step for attention matrices, ‖β(BW₂Bᵀ − XW₂Xᵀ)‖_∞ ≤ 2Hε
//! (W₂ = W_q₂W_k₂ᵀ), added as a hypothesis (built by scaling W_q₂ down). As in Lemma 5.2,
//! the printed argument replaces X by R_X inside softm₂ (Fact 3.2), which is not a shift of
//! the attention scores.
//!
//! **Proof outline of the repair,** proved in Coq for every size (both parts:
//! `coq/Proofs/LargeWeights/lemma_c_1_p1__extra_hypothesis_scores.v` and `..._p2__...`).
//! The scores move by at most δ = 2Hε, so by the argument in
//! [`super::lemma_5_2`] each entry of softm₂ moves by at most 2δ = 4Hε ≤ 6(e^{2Hε} − 1) = ε₀
//! (Part 1), and each row's absolute sum by at most min(2, e^{4Hε} − 1). Part 2:
//! softmv₂(B) − softmv₂(X) = softm₂(B)(B − X)W_v + (softm₂(B) − softm₂(X))XW_v; the first
//! term's entries are convex combinations of entries of (B − X)W_v, at most Hε, and the
//! second's are at most the row sum times ‖XW_v‖_∞ ≤ 1. With y = e^{2Hε} − 1 ≥ 2Hε:
//! Hε + min(2, y(y + 2)) ≤ y/2 + 5.5y = 6y when y ≤ 3.5, and ≤ y/2 + 2 < 6y when y > 3.5.

use ndarray::Array2;

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Symbol};
use crate::generate::bounds::dyadic_at_most;
use crate::generate::network::{self, Bound, Bounds, Pool};
use crate::generate::Draw;
use crate::math::attention::{attention_matrix, attention_matrix_shared, convex_rows, multi_head, remember_head, scores, scores_shared, softmv, softmv_shared, sum_of_heads, Head};
use crate::math::balance::balance;
use crate::math::layer_collapse::g as g_fn;
use crate::math::matrix::{add, lift, matmul, scale, sub};
use crate::math::norms::max_abs_entry;
use crate::math::softmax::softm_rows;
use crate::math::Scalar;

use super::lemma_5_1::{draw_input, e_matrix, smallest_magnitude, tame_balance};
use super::lemma_5_2::ROW_RES;
use super::skip_layer::{chain_ratio, ensure_residual, epsilon_of_growth, res_norm, theta, theta_of_ratio, ResKind};

const MAX_N: usize = 8;
const MAX_D: usize = 8;
const MAX_H: usize = 4;

const BALANCED: &str = "E_1i = beta Res(X) W_q1i W_k1i^T Res(X)^T is theta_i-balanced (every head i)";
const RES_A: &str = "||Res(A_i)||_inf <= K_i ||Res(X)||_inf (every head i)";
const K_EPS: &str = "K_i ||Res(X)||_inf <= eps (every head i)";
const VALUE_DIFF: &str = "||(B - X) W_v||_inf <= H eps";
const VALUE_X: &str = "||X W_v||_inf <= 1";
const SCORES: &str = "||beta (B W_2 B^T - X W_2 X^T)||_inf <= 2 H eps";

/// Why the chain is not needed once the score hypothesis is added.
const SCORES_SUFFICE: &str = r"with the score hypothesis every row of $\mathsf{softm}_2$'s scores moves by at most $2H\varepsilon$, and the module's argument bounds both parts by $3g(2H\varepsilon)$ from that alone, whatever the dropped hypothesis' sides are; the chain only fixes $\varepsilon$";

const SYMBOLS: &[Symbol] = &[
    Symbol::matrix("X", &["n", "d"], "the input"),
    Symbol::matrix_list("W_q_1", &["H", "d", "d"], "query weights of the heads of instance 1"),
    Symbol::matrix_list("W_k_1", &["H", "d", "d"], "key weights of the heads of instance 1"),
    Symbol::matrix_list("W_v_1", &["H", "d", "d"], "value weights of the heads of instance 1"),
    Symbol::matrix("W_q_2", &["d", "d"], "query weights of instance 2"),
    Symbol::matrix("W_k_2", &["d", "d"], "key weights of instance 2"),
    Symbol::matrix("W_v", &["d", "d"], "value weights of instance 2 (the bullet's W_v)"),
    Symbol::vector("theta", &["H"], "E_1i is theta_i-balanced; K_i = (e^theta_i - 1)||W_v1i||_inf"),
    Symbol::number("eps", "the bound of the hypothesis chain"),
];

/// Which part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// Part 1: softm₂.
    One,
    /// Part 2: softmv₂.
    Two,
}

/// Lemma C.1, one part in one reading.
pub struct MultiHeadSkip {
    meta: Meta,
    part: Part,
    res: ResKind,
    scores: bool,
}

/// Lemma C.1 as printed (both parts).
const STATEMENT: &str = r"If the following conditions hold, • Let $H$ denote the number of heads. • Note that $\operatorname{\mathsf{softm}}_{1}$ and $\operatorname{\mathsf{softm}}_{2}$ are two different instantiations with different $W_{k},W_{q},W_{v}$ weights. • Let $X\in\mathbb{R}^{n\times d}$. • $A_{i}=\operatorname{\mathsf{softmv}}_{1,i}(X)\in\mathbb{R}^{n\times d}$ for $i\in[H]$. (Let $\operatorname{\mathsf{softmv}}$ be defined as Definition A.1) • $B=X+\sum_{i=1}^{H}A_{i}\in\mathbb{R}^{n\times d}$. • $\|\operatorname{\mathsf{Res}}(A_{i})\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$ for all $i\in[H]$. (We remark that this condition will hold due to Lemma 5.1; here $K$ is as defined in Lemma 5.1) • Let $g(\epsilon):=2(e^{\epsilon}-1)$. • Let $W_{v}$ satisfy that $\|(B-X)W_{v}\|_{\infty}\leq H\cdot\epsilon$ and $\|XW_{v}\|_{\infty}\leq 1$ • Let $\epsilon_{0}=3g(2H\epsilon)$ Then we can show • Part 1. $\|\operatorname{\mathsf{softm}}_{2}(B)-\operatorname{\mathsf{softm}}_{2}(X)\|_{\infty}\leq\epsilon_{0}$ • Part 2. $\|\operatorname{\mathsf{softmv}}_{2}(B)-\operatorname{\mathsf{softmv}}_{2}(X)\|_{\infty}\leq\epsilon_{0}$";

/// The part's bullet.
fn part_words(part: Part) -> &'static str {
    match part {
        Part::One => r"• Part 1. $\|\operatorname{\mathsf{softm}}_{2}(B)-\operatorname{\mathsf{softm}}_{2}(X)\|_{\infty}\leq\epsilon_{0}$",
        Part::Two => r"• Part 2. $\|\operatorname{\mathsf{softmv}}_{2}(B)-\operatorname{\mathsf{softmv}}_{2}(X)\|_{\infty}\leq\epsilon_{0}$",
    }
}

/// The hypothesis chain the repair strengthens.
const CHAIN: &str = r"• $\|\operatorname{\mathsf{Res}}(A_{i})\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}\leq\epsilon$ for all $i\in[H]$.";

/// The claims in their readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    readings().into_iter().map(|r| Box::new(r) as Box<dyn Check>).collect()
}

/// Part `part` of Lemma C.1 in its reading `name`: its hypotheses are a generator that the
/// steps of its proof call ([`crate::claims::large_weights::proofs::lemma_c_1`]); panics on
/// an unknown name.
pub fn reading(part: Part, name: &str) -> MultiHeadSkip {
    readings().into_iter().find(|r| r.part == part && r.meta.reading == name).unwrap_or_else(|| panic!("Lemma C.1 {part:?} has no reading {name}"))
}

fn readings() -> Vec<MultiHeadSkip> {
    let mut out: Vec<MultiHeadSkip> = Vec::new();
    for (part, id, number, location, cites) in [
        (Part::One, "large-weights/lemma-c.1-p1", "Lemma C.1, Part 1", "Appendix C.1, Lemma C.1, Part 1", &["Fact 3.2", "Lemma 4.4", "Lemma 5.1"][..]),
        (Part::Two, "large-weights/lemma-c.1-p2", "Lemma C.1, Part 2", "Appendix C.1, Lemma C.1, Part 2", &["Fact 3.3", "Lemma C.1 Part 1"][..]),
    ] {
        let cites: &'static [&'static str] = cites;
        let meta = |reading, note, expected, cases, (location, words), class| {
            Meta::new(Paper::LargeWeights, id, number, STATEMENT)
                .quote(location, words)
                .reading(reading, note)
                .class(class)
                .symbols(SYMBOLS)
                .cites(cites)
                .cases(cases)
                .targeted(u64::from(cases))
                .expect(expected)
        };
        out.push(MultiHeadSkip {
            meta: meta(
                "as-written",
                r"$\mathrm{softm}_i$ the instance's attention matrix $\mathrm{softm}(\beta X W_q W_k^\top X^\top)$, $\beta = 1/\sqrt{d}$; $\mathrm{softmv} = \mathrm{softm}(X) X W_v$; $\mathrm{Res}$ of Definition 3.4 (midrange); $K_i = (e^{\theta_i} - 1)\|W_{v,1,i}\|_\infty$ with $E_{1,i}$ $\theta_i$-balanced (Lemma 5.1, per head); weights free.",
                Expected::Refuted,
                // Part 2 needs a W_v that is large on X but small on B - X: a larger budget
                if part == Part::Two { 1500 } else { 300 },
                (location, part_words(part)),
                ReadingClass::AsWritten,
            ),
            part,
            res: ResKind::Columns,
            scores: false,
        });
        out.push(MultiHeadSkip {
            meta: meta(
                "row-res",
                r"$\mathrm{Res}$ means Definition 3.4 in the statement and a row-wise residual in the proof: here the proof's $X = R_X + y_X \mathbf{1}_d^\top$, $y_X \in \mathbb{R}^n$ (row midranges), in the hypotheses and in $E_{1,i}$; otherwise as-written.",
                Expected::Refuted,
                // Part 2 in this reading needs a finer W_v (one that annihilates the
                // row-constant B - X); about 1500 cases find it
                if part == Part::Two { 1500 } else { 300 },
                ("Appendix C.1, proof of Lemma C.1 (Part 1)", ROW_RES),
                ReadingClass::Alternative,
            ),
            part,
            res: ResKind::Rows,
            scores: false,
        });
        out.push(MultiHeadSkip {
            meta: {
            let repaired = meta(
                "extra-hypothesis-scores",
                r"Repair of as-written: the extra hypothesis $\|\beta (B W_2 B^\top - X W_2 X^\top)\|_\infty \le 2H\varepsilon$ ($W_2 = W_{q,2} W_{k,2}^\top$), the step the proof takes for granted when it replaces $X$ by $\mathrm{Res}(X)$ inside $\mathrm{softm}_2$; otherwise as-written.",
                Expected::NotRefuted,
                300,
                ("Appendix C.1, Lemma C.1", CHAIN),
                ReadingClass::Repair,
            )
            .unneeded(BALANCED, SCORES_SUFFICE)
            .unneeded(RES_A, SCORES_SUFFICE)
            .unneeded(K_EPS, SCORES_SUFFICE)
            .proved_in_coq();
            match part {
                Part::One => repaired
                    .unneeded(VALUE_DIFF, r"Part 1 does not involve $W_v$, so its conclusion holds whatever $W_v$ is")
                    .unneeded(VALUE_X, r"Part 1 does not involve $W_v$, so its conclusion holds whatever $W_v$ is"),
                Part::Two => repaired,
            }
            },
            part,
            res: ResKind::Columns,
            scores: true,
        });
    }
    out
}

/// β = 1/√d.
pub fn beta<S: Scalar>(d: usize) -> S {
    S::one() / S::int(d).sqrt()
}

/// The heads of instance 1, instance 2 (with W_v), over `S`.
pub fn instances<S: Scalar>(x: &Inputs) -> (Vec<Head<S>>, Head<S>) {
    let heads = network::head_list::<S>(x, "W_q_1", "W_k_1", "W_v_1");
    let second = Head { w_q: lift(x.matrix("W_q_2")), w_k: lift(x.matrix("W_k_2")), w_v: lift(x.matrix("W_v")) };
    (heads, second)
}

impl MultiHeadSkip {
    /// Res of this reading (Definition 3.4's, or the proof's row-wise one).
    pub fn res<S: Scalar>(&self, z: &Array2<S>) -> Array2<S> {
        self.res.apply(z)
    }
}

/// ‖β(B W Bᵀ − X W Xᵀ)‖_∞.
fn score_change<S: Scalar>(b: &Array2<S>, xm: &Array2<S>, w_q: &Array2<S>, w_k: &Array2<S>, beta: &S) -> S {
    // the two scores shared with the conclusion's attention matrices (kept in f64)
    max_abs_entry(scale(beta, &sub(&scores_shared(b, w_q, w_k), &scores_shared(xm, w_q, w_k))).iter())
}

impl Claim for MultiHeadSkip {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let n = g.dim("n", 1, MAX_N);
        let d = g.dim("d", 1, MAX_D);
        let h = g.dim("H", 1, MAX_H);
        let mut x = draw_input(g, n, d);
        ensure_residual(&mut x, self.res);
        let pool = Pool::draw(g, d);
        let mut heads = network::heads(g, &pool, h, 1.0, &Bounds::free());
        let mut second = network::head(g, &pool, 1.0, &Bounds::free());
        let u = network::weight(g, &pool, 1.0, Bound::Free, false);
        let b = 1.0 / (d.get() as f64).sqrt();
        let rx = self.res.apply(&x);
        let r = res_norm(self.res, &x);
        // each head's balance of E at its final W_q (tame computes it last)
        let balances: Vec<f64> = heads.iter_mut().map(|head| tame_balance(&mut head.w_q, &head.w_k, &rx, b)).collect();
        let (balanced, chain, k_eps) = (g.keeps(BALANCED), g.keeps(RES_A), g.keeps(K_EPS));
        // what does not depend on W_v1i, computed once for every halving below: each head's
        // P_i X (softmv₁ᵢ(X) = (P_i X) W_v1i, the product softmv computes)
        // (with each head's scores, kept for softmv_shared below)
        let (head_scores, px): (Vec<Array2<f64>>, Vec<Array2<f64>>) = heads
            .iter()
            .map(|hd| {
                let s = scores(&x, &hd.w_q, &hd.w_k);
                let px = convex_rows(&softm_rows(&scale(&b, &s)), &x);
                (s, px)
            })
            .unzip();
        // each head's ‖Res(A_i)‖ (A_i = P_i X W_v1i) and max |W_v1i|
        let parts = |heads: &[Head<f64>]| -> Vec<(f64, f64)> {
            heads.iter().zip(&px).map(|(head, px)| (res_norm(self.res, &matmul(px, &head.w_v)), max_abs_entry(head.w_v.iter()))).collect()
        };
        // each head's theta, and eps, from its parts scaled by `scale` (a power of two).
        // theta reads a and v only through a/(v r) (`chain_ratio`), which the halvings below
        // mostly leave as it is: each head's theta and e^theta - 1 are kept with the bits of
        // the ratio they were computed from, and computed again only when those change
        let mut kept: Vec<Option<(Option<u64>, f64, f64)>> = vec![None; balances.len()];
        let mut solve = |parts: &[(f64, f64)], scale: f64| -> (Vec<f64>, f64) {
            let mut thetas = Vec::with_capacity(parts.len());
            let mut eps: f64 = 0.0;
            for ((&(a, v), &balance), kept) in parts.iter().zip(&balances).zip(kept.iter_mut()) {
                let (a, v) = (a * scale, v * scale);
                let ratio = chain_ratio(a, v, r);
                let key = ratio.map(f64::to_bits);
                let (th, growth) = match *kept {
                    Some((k, th, growth)) if k == key => (th, growth),
                    _ => {
                        let th = theta_of_ratio(balance, ratio, balanced, chain);
                        let growth = th.exp_m1();
                        *kept = Some((key, th, growth));
                        (th, growth)
                    }
                };
                debug_assert_eq!(th.to_bits(), theta(balance, a, v, r, balanced, chain).to_bits(), "a kept theta");
                eps = eps.max(epsilon_of_growth(growth, v, r));
                thetas.push(th);
            }
            (thetas, eps)
        };
        let unhalved = parts(&heads);
        let (mut thetas, mut eps) = solve(&unhalved, 1.0);
        // A_i and K_i are both linear in W_v1i: halve them while eps would exceed 1/2.
        // While nothing underflows (`halvings_are_exact`), a halving scales A_i, Res(A_i)
        // and max |W_v1i| by exactly 1/2, so the parts are computed once and scaled: theta
        // and epsilon get, bit for bit, the arguments that recomputing the parts from the
        // halved weights gives.
        let exact = halvings_are_exact(&px, &heads);
        let mut scale = 1.0;
        for _ in 0..64 {
            if eps <= 0.5 {
                break;
            }
            for head in heads.iter_mut() {
                head.w_v.mapv_inplace(|w| w / 2.0);
            }
            scale /= 2.0;
            (thetas, eps) = if exact { solve(&unhalved, scale) } else { solve(&parts(&heads), 1.0) };
        }
        // without the hypothesis: the same eps times 2^k, -8 <= k <= 2
        let shift = g.power_of_two(8).min(4.0);
        let eps = if k_eps { eps } else { eps * shift };
        // B = X + Σᵢ softmv₁ᵢ(X), with softmv₁ᵢ(X) = (P_i X) W_v1i as softmv computes it;
        // each Aᵢ remembered, for the hypotheses and the conclusion to find
        let outputs: Vec<Array2<f64>> = heads.iter().zip(&px).map(|(hd, px)| matmul(px, &hd.w_v)).collect();
        for ((hd, s), a) in heads.iter().zip(head_scores).zip(&outputs) {
            remember_head(&x, hd, b, s, a.clone());
        }
        let bm = add(&x, &sum_of_heads(outputs));
        let diff = sub(&bm, &x);
        let hf = h.get() as f64;
        let (keep_diff, keep_x) = (g.keeps(VALUE_DIFF), g.keeps(VALUE_X));
        let mut c = f64::INFINITY;
        let (nd, nx) = (max_abs_entry(matmul(&diff, &u).iter()), max_abs_entry(matmul(&x, &u).iter()));
        // (B − X)U can cancel to rounding noise (nd about 1e-16 where the exact product is
        // 0 or tiny): scaling the noise up to the bound does not scale the exact product the
        // same way, so there W_v only keeps its drawn scale (c ≤ 1)
        let noise = 2f64.powi(-40) * max_abs_entry(diff.iter()) * max_abs_entry(u.iter()) * d.get() as f64;
        if keep_diff && nd > 0.0 {
            c = c.min(if nd <= noise { 1.0 } else { hf * eps / nd });
        }
        if keep_x && nx > 0.0 {
            c = c.min(1.0 / nx);
        }
        let c = if c.is_finite() { dyadic_at_most(c, 12).unwrap_or(0.0) } else { 1.0 };
        second.w_v = u.mapv(|w| w * c + 0.0);
        if self.scores {
            let change = score_change(&bm, &x, &second.w_q, &second.w_k, &b);
            if g.keeps(SCORES) && change > 0.0 {
                let s = dyadic_at_most(2.0 * hf * eps / change, 12).unwrap_or(0.0).min(1.0);
                second.w_q.mapv_inplace(|w| w * s + 0.0);
            }
        }
        let list = |f: fn(&Head<f64>) -> &Array2<f64>| -> Vec<Array2<f64>> { heads.iter().map(|hd| f(hd).clone()).collect() };
        Inputs::new()
            .with("X", x.clone())
            .with("W_q_1", list(|hd| &hd.w_q))
            .with("W_k_1", list(|hd| &hd.w_k))
            .with("W_v_1", list(|hd| &hd.w_v))
            .with("W_q_2", second.w_q)
            .with("W_k_2", second.w_k)
            .with("W_v", second.w_v)
            .with("theta", thetas)
            .with("eps", eps)
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        let xm = lift::<S>(x.matrix("X"));
        let (heads, second) = instances::<S>(x);
        let b = beta::<S>(xm.ncols());
        let rx = self.res.apply(&xm);
        let r = res_norm(self.res, &xm);
        let eps = S::exact(x.number("eps"));
        let thetas = x.vector("theta");
        let mut out = Vec::new();
        // A_i = softmv₁ᵢ(X), each computed once for its condition and for B
        let outputs: Vec<Array2<S>> = heads.iter().map(|head| softmv_shared(&xm, head, &b)).collect();
        for ((head, &th), a) in heads.iter().zip(thetas).zip(&outputs) {
            let e = e_matrix(&rx, &head.w_q, &head.w_k, &b);
            out.push(Condition::at_most(BALANCED, balance(&e), S::exact(th)));
            let k = S::exact(th).exp_m1() * max_abs_entry(head.w_v.iter());
            let kr = k * r.clone();
            out.push(Condition::at_most(RES_A, res_norm(self.res, a), kr.clone()));
            out.push(Condition::at_most(K_EPS, kr, eps.clone()));
        }
        let bm = add(&xm, &sum_of_heads(outputs));
        let hs = S::int(heads.len());
        out.push(Condition::at_most(VALUE_DIFF, max_abs_entry(matmul(&sub(&bm, &xm), &second.w_v).iter()), hs.clone() * eps.clone()));
        out.push(Condition::at_most(VALUE_X, max_abs_entry(matmul(&xm, &second.w_v).iter()), S::one()));
        if self.scores {
            let change = score_change(&bm, &xm, &second.w_q, &second.w_k, &b);
            out.push(Condition::at_most(SCORES, change, S::exact(2.0) * hs * eps));
        }
        out
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let xm = lift::<S>(x.matrix("X"));
        let (heads, second) = instances::<S>(x);
        let b = beta::<S>(xm.ncols());
        let bm = add(&xm, &sum_of_heads(heads.iter().map(|hd| softmv_shared(&xm, hd, &b))));
        let lhs = match self.part {
            Part::One => max_abs_entry(
                sub(&attention_matrix_shared(&bm, &second.w_q, &second.w_k, &b), &attention_matrix_shared(&xm, &second.w_q, &second.w_k, &b)).iter(),
            ),
            Part::Two => max_abs_entry(sub(&softmv(&bm, &second, &b), &softmv(&xm, &second, &b)).iter()),
        };
        let eps = S::exact(x.number("eps"));
        let rhs = S::exact(3.0) * g_fn(&(S::exact(2.0) * S::int(heads.len()) * eps));
        vec![Inequality::at(Place::WHOLE, lhs, rhs)]
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let xm = lift::<S>(x.matrix("X"));
        let (heads, second) = instances::<S>(x);
        let b = beta::<S>(xm.ncols());
        let a: Vec<Array2<S>> = heads.iter().map(|hd| softmv(&xm, hd, &b)).collect();
        let res_a: Vec<Array2<S>> = a.iter().map(|m| self.res.apply(m)).collect();
        let bm = add(&xm, &multi_head(&xm, &heads, &b));
        let (softm_b, softm_x) = (attention_matrix(&bm, &second.w_q, &second.w_k, &b), attention_matrix(&xm, &second.w_q, &second.w_k, &b));
        Derived::new()
            .number("beta = 1/sqrt(d)", b)
            .matrices("A_i = softmv_1i(X)", a)
            .matrices("Res(A_i)", res_a)
            .matrix("Res(X)", self.res.apply(&xm))
            .matrix("B", bm)
            .matrix("softm_2(B)", softm_b)
            .matrix("softm_2(X)", softm_x)
    }
}

/// Whether halving each W_v1i up to 64 times keeps every value the generator's `solve`
/// computes from it (the products P_i X · W_v1i, their sums, Res and the maxima) in
/// `f64`'s normal range, where a halving scales each exactly: the smallest nonzero
/// product, less 53 bits for a cancelling sum, 53 more for Res and 64 halvings, stays
/// above the smallest normal, 2⁻¹⁰²² (a zero stays zero).
fn halvings_are_exact(px: &[Array2<f64>], heads: &[Head<f64>]) -> bool {
    px.iter().zip(heads).all(|(p, head)| smallest_magnitude(p) * smallest_magnitude(&head.w_v) >= 2f64.powi(-700))
}
