//! Lemma 5.1 (Res of an attention layer versus Res of its input), large-weights §5.1.
//!
//! > Let X ∈ ℝⁿˣᵈ denote the input of attention layer. Let X̃ = SAtt(X) (see Definition 1.1
//! > for function SAtt). Let W_q, W_k, W_v ∈ ℝᵈˣᵈ be the weight matrices of SAtt. Let
//! > W = W_q W_kᵀ. Let E = β Res(X) W Res(X)ᵀ. Suppose that E is a θ-balanced matrix (see
//! > Definition 3.5). Let β := 1/√d₀ denote the normalization factor. Let
//! > K := (e^θ − 1)‖W_v‖_∞. Then, we have ‖Res(SAtt(X))‖_∞ ≤ K·‖Res(X)‖_∞.
//!
//! * Hypotheses: X ∈ ℝⁿˣᵈ, W_q, W_k, W_v ∈ ℝᵈˣᵈ (n, d ≤ 8, weights not bounded); E is
//!   θ-balanced, i.e. maxᵢ max_{j,l} |E_ij − E_il| ≤ θ (θ is drawn at the smallest value
//!   allowed, rounded up to a short dyadic). W_q is halved while E's balance exceeds 32
//!   (see [`tame`]): the lemma cannot fail there.
//! * Conclusion: ‖Res(SAtt(X))‖_∞ ≤ (e^θ − 1)‖W_v‖_∞‖Res(X)‖_∞, with SAtt(X) =
//!   softm(β_att X W Xᵀ) X W_v, ‖·‖_∞ entrywise, Res with the midrange minimiser.
//!
//! **β.** d₀ is not defined anywhere in the paper; β is called "the normalization factor",
//! the factor the proof puts in front of the attention scores (A = β(…)), while Definition
//! 1.1, which the statement points to, has no factor. Readings:
//! * `as-written`: d₀ := d (the only dimension of the statement, as in the usual 1/√d_k
//!   scaling), β = 1/√d in E **and** in the attention scores (the proof's A);
//! * `unscaled-attention` (alternative): SAtt exactly as Definition 1.1 (no factor in the
//!   scores), β = 1/√d only in E;
//! * `any-beta` (alternative): d₀ left free: β is an input, used in E and in the scores,
//!   with the checked hypothesis β > 0 (β = 1/√d₀ is positive whatever d₀ is).
//!
//! For d = 1 the first two coincide (β = 1).
//!
//! * `times-half-d` (repair) of `as-written`, the bound times d/2. The proof's last
//!   steps bound ‖softm(r)ᵀRW_v‖_∞ by ‖R‖_∞‖W_v‖_∞ (Fact 3.3's refuted second bullet);
//!   each entry of RW_v is a sum of d products. **Argument.** With X = R + 1yᵀ
//!   (R = Res(X)) the scores βXWXᵀ are E + 1rᵀ (r = βRWᵀy) plus terms constant along each
//!   row, which softm ignores, and SAtt(X) = PRW_v + 1yᵀW_v, whose last term Res removes.
//!   With P = softm(E + 1rᵀ) and E θ-balanced,
//!   the entries of a row Pᵢ are sⱼe^{Eᵢⱼ} normalised (s = softm(r)), their ratios to s
//!   within a factor e^θ of each other (Lemma B.1); for a column c of RW_v with |cⱼ| ≤ M,
//!   Pᵢ·c then lies in an interval of length at most 2M·tanh(θ/2) whatever i is (the
//!   extremes put the mass e^θ on the positive cⱼ, resp. the negative ones: the difference
//!   of two such averages is linear in c, so cⱼ = ±M is the worst case, and it is largest
//!   when the two signs carry equal weight of s, where it is 2M·tanh(θ/2)), so half the
//!   range of every column of SAtt(X) is at most M·tanh(θ/2) ≤ M(e^θ − 1)/2, and
//!   M ≤ d‖Res(X)‖_∞‖W_v‖_∞. Two tokens and all-equal weights approach it as θ → 0
//!   (the search's best lhs/rhs is 1.0000, over 10⁴ random and 3·10⁴ targeted cases and
//!   two seeds, never above).
//!
//! **Res.** The conclusion involves Res only through ‖Res(·)‖_∞, which is the same for
//! every minimiser; E, in the hypothesis, depends on the minimiser (the midrange one here).
//!
//! # In Coq
//!
//! Each reading's Coq statement is `coq/Statements/<Paper>/<name>.v` (`<name>` the reading's
//! Coq name, `coq::coq_name`): its header quotes the words, says how each hypothesis is
//! encoded and classifies every premise (printed, stated by the reading, or shown in the
//! verdict row). A reading proved for every size has its proof in `coq/Proofs/` and its
//! non-vacuity theorem in `coq/Satisfiable/`; `lemmacheck show <id>` prints the statement.

use ndarray::Array2;

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Symbol};
use crate::generate::bounds::dyadic_at_least;
use crate::generate::network::{self, Bounds, Pool};
use crate::generate::{Dim, Draw, Entries};
use crate::math::attention::{scores_shared, softmv, Head};
use crate::math::balance::balance;
use crate::math::matrix::scale;
use crate::math::norms::max_abs_entry;
use crate::math::res::{res, res_entrywise_max};
use crate::math::Scalar;

const MAX_N: usize = 8;
const MAX_D: usize = 8;

/// The hypotheses, by name.
const BALANCED: &str = "E = beta Res(X) W Res(X)^T is theta-balanced";
/// β = 1/√d₀ is positive whatever d₀ is (`any-beta`, where β is an input).
const BETA_POSITIVE: &str = "beta > 0";

/// Where the statement points SAtt to Definition 1.1, which has no factor in the scores.
const SATT: &str = r"Let $\widetilde{X}=\operatorname{\mathsf{SAtt}}(X)$ (see Definition 1.1 for function $\operatorname{\mathsf{SAtt}}$).";
/// The normalization factor, with d₀ defined nowhere.
const BETA: &str = r"Let $\beta:=1/\sqrt{d_{0}}$ denote the normalization factor.";
/// The printed conclusion (what `times-half-d` changes).
const CONCLUSION: &str = r"Then, we have $\|\operatorname{\mathsf{Res}}(\operatorname{\mathsf{SAtt}}(X))\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}$.";

/// The symbols of the reading with β a free input.
const SYMBOLS_BETA: &[Symbol] = &[
    Symbol::matrix("X", &["n", "d"], "the input of the attention layer"),
    Symbol::matrix("W_q", &["d", "d"], "query weights"),
    Symbol::matrix("W_k", &["d", "d"], "key weights"),
    Symbol::matrix("W_v", &["d", "d"], "value weights"),
    Symbol::number("theta", "E is theta-balanced"),
    Symbol::number("beta", "the normalization factor 1/sqrt(d_0), d_0 free"),
];

/// The symbols of the readings that fix β: all but the last.
const SYMBOLS: &[Symbol] = SYMBOLS_BETA.split_at(SYMBOLS_BETA.len() - 1).0;

const STATEMENT: &str = r"If the following conditions hold: Let $X\in\mathbb{R}^{n\times d}$ denote the input of attention layer. Let $\widetilde{X}=\operatorname{\mathsf{SAtt}}(X)$ (see Definition 1.1 for function $\operatorname{\mathsf{SAtt}}$). Let $W_{q},W_{k},W_{v}\in\mathbb{R}^{d\times d}$ be the weight matrices of $\operatorname{\mathsf{SAtt}}$. Let $W=W_{q}W_{k}^{\top}$. Let $E=\beta\operatorname{\mathsf{Res}}(X)W\operatorname{\mathsf{Res}}(X)^{\top}$. Suppose that $E$ is a $\theta$-balanced matrix (see Definition 3.5). Let $\beta:=1/\sqrt{d_{0}}$ denote the normalization factor. Let $K:=(e^{\theta}-1)\|W_{v}\|_{\infty}$. Then, we have $\|\operatorname{\mathsf{Res}}(\operatorname{\mathsf{SAtt}}(X))\|_{\infty}\leq K\cdot\|\operatorname{\mathsf{Res}}(X)\|_{\infty}$.";

/// Where β comes from and where it is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Beta {
    /// β = 1/√d in E and in the scores.
    InvSqrtD,
    /// β = 1/√d in E only; scores unscaled (Definition 1.1).
    InvSqrtDUnscaledScores,
    /// β an input, in E and in the scores.
    Free,
}

impl Beta {
    /// (β of E, β of the scores) for inputs `x` with d features.
    pub fn values<S: Scalar>(self, x: &Inputs, d: usize) -> (S, S) {
        let inv_sqrt_d = S::one() / S::int(d).sqrt();
        match self {
            Beta::InvSqrtD => (inv_sqrt_d.clone(), inv_sqrt_d),
            Beta::InvSqrtDUnscaledScores => (inv_sqrt_d, S::one()),
            Beta::Free => (x.lift_number::<S>("beta"), x.lift_number::<S>("beta")),
        }
    }
}

/// A factor on the right-hand side (repairs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Factor {
    /// As printed.
    One,
    /// d/2, d the feature dimension.
    HalfD,
}

/// Lemma 5.1 in one reading.
pub struct ResOfAttention {
    meta: Meta,
    beta: Beta,
    factor: Factor,
}

/// The claim in its readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    readings().into_iter().map(|r| Box::new(r) as Box<dyn Check>).collect()
}

/// The reading `name` of Lemma 5.1 (its hypotheses are those of the steps of its proof,
/// [`crate::claims::large_weights::proofs::lemma_5_1`]); panics on an unknown name.
pub fn reading(name: &str) -> ResOfAttention {
    readings().into_iter().find(|r| r.meta.reading == name).unwrap_or_else(|| panic!("Lemma 5.1 has no reading {name}"))
}

impl ResOfAttention {
    /// Where the reading's β comes from and where it is used.
    pub fn beta(&self) -> Beta {
        self.beta
    }
}

fn readings() -> Vec<ResOfAttention> {
    let meta = |reading, note, symbols, expected, words, class| {
        Meta::new(Paper::LargeWeights, "large-weights/lemma-5.1", "Lemma 5.1", STATEMENT)
            .quote("§5.1, Lemma 5.1", words)
            .reading(reading, note)
            .class(class)
            .symbols(symbols)
            .cites(&["Fact 3.2", "Lemma B.1", "Definition 3.5"])
            .cases(300)
            .targeted(1000)
            .expect(expected)
    };
    vec![
        ResOfAttention {
            meta: meta(
                "as-written",
                r"$d_0 := d$: $\beta = 1/\sqrt{d}$ in $E$ and in the attention scores (the proof's $A$); $\mathrm{Res}$ with the midrange minimiser; weights free; $\|\cdot\|_\infty$ entrywise.",
                SYMBOLS,
                Expected::Refuted,
                STATEMENT,
                ReadingClass::AsWritten,
            )
            .proved_in_coq_on(
                "d-at-most-2",
                r"for every $n$ when $d \le 2$, with the proof's $\beta = 1/\sqrt{d}$ in the attention scores ($d = 1$ under every reading, $\beta$ being 1 there; without $\beta$ it fails at $d = 2$: `counterexamples/large-weights/lemma-5.1.unscaled-attention.json`)",
            ),
            beta: Beta::InvSqrtD,
            factor: Factor::One,
        },
        ResOfAttention {
            meta: meta(
                "unscaled-attention",
                r"The statement points $\mathrm{SAtt}$ to Definition 1.1, which has no factor in the scores, while the proof scales them by $\beta$: $\mathrm{SAtt}$ exactly as Definition 1.1, $\beta = 1/\sqrt{d}$ only in $E$; otherwise as-written.",
                SYMBOLS,
                Expected::Refuted,
                SATT,
                ReadingClass::Alternative,
            ),
            beta: Beta::InvSqrtDUnscaledScores,
            factor: Factor::One,
        },
        ResOfAttention {
            meta: meta(
                "any-beta",
                r"$d_0$ is defined nowhere, so $\beta = 1/\sqrt{d_0}$ is a free input with $\beta > 0$ (a checked hypothesis), used in $E$ and in the attention scores; otherwise as-written.",
                SYMBOLS_BETA,
                Expected::Refuted,
                BETA,
                ReadingClass::Alternative,
            ),
            beta: Beta::Free,
            factor: Factor::One,
        },
        ResOfAttention {
            meta: meta(
                "times-half-d",
                r"Repair of as-written: the bound $\frac{d}{2}(e^\theta - 1)\|W_v\|_\infty \|\mathrm{Res}(X)\|_\infty$ (the proof's $\|\mathrm{softm}(r)^\top R W_v\|_\infty \le \|R\|_\infty \|W_v\|_\infty$ misses the inner dimension $d$, Fact 3.3; the module's argument gives $d/2$: half a column's range is at most $M \tanh(\theta/2)$ with $M \le d\,\|\mathrm{Res}(X)\|_\infty \|W_v\|_\infty$); otherwise as-written.",
                SYMBOLS,
                Expected::NotRefuted,
                CONCLUSION,
                ReadingClass::Repair,
            )
            .proved_in_coq()
            .coq_given(r"with the proof's $\beta = 1/\sqrt{d}$ in the attention scores (Definition 1.1, to which the statement points, has none; without $\beta$ the bound at $d = 2$ is the printed one, which `counterexamples/large-weights/lemma-5.1.unscaled-attention.json` violates)"),
            beta: Beta::InvSqrtD,
            factor: Factor::HalfD,
        },
    ]
}

/// E = β Res(X) W_q W_kᵀ Res(X)ᵀ: β times the attention scores of Res(X)
/// ([`scores_shared`]: a generator, the hypotheses and a proof step's conclusion compute
/// the same E, kept in `f64`).
pub fn e_matrix<S: Scalar>(r: &Array2<S>, w_q: &Array2<S>, w_k: &Array2<S>, beta: &S) -> Array2<S> {
    scale(beta, &scores_shared(r, w_q, w_k))
}

/// X ∈ ℝⁿˣᵈ: a drawn matrix, or (one time in two) its sign pattern times its largest entry.
pub fn draw_input(g: &mut Draw, n: Dim, d: Dim) -> Array2<f64> {
    let saturate = g.pick(2) == 0;
    let u = g.matrix(n, d, Entries::signed(4).coarse(network::LEVELS));
    if saturate {
        let m = max_abs_entry(u.iter());
        u.mapv(|v| if v < 0.0 { -m } else { m })
    } else {
        u
    }
}

/// Largest balance kept: beyond it the lemma cannot fail (PX has the column ranges of
/// a convex combination of X's rows, so ‖Res(SAtt(X))‖_∞ ≤ d‖W_v‖_∞‖Res(X)‖_∞, below the
/// bound once e^θ − 1 ≥ d), and e^θ would leave the range of `f64`.
pub const MAX_BALANCE: f64 = 32.0;

/// Halves `w_q` (exactly) until `spread(w_q)` is at most [`MAX_BALANCE`]: E and the
/// attention scores are linear in W_q, so this only scales them down. Returns the spread
/// of the final `w_q`.
pub fn tame(w_q: &mut Array2<f64>, spread: impl Fn(&Array2<f64>) -> f64) -> f64 {
    loop {
        let s = spread(w_q);
        if s <= MAX_BALANCE || s.is_nan() {
            return s;
        }
        w_q.mapv_inplace(|v| v / 2.0);
    }
}

/// [`tame`] with the spread the generators use, the balance of E = β R W_q W_kᵀ Rᵀ
/// ([`e_matrix`] with R = Res(X)), computed once instead of once per halving.
///
/// E is linear in W_q, and halving a number scales every product and sum computed from
/// it by exactly 1/2 while no value is subnormal: then k halvings scale the balance by
/// exactly 2⁻ᵏ, and the balance of the halved W_q is, bit for bit, the first one's times
/// 2⁻ᵏ, so k is read off the first one. That holds when E is finite and k stays within
/// [`exact_halvings`]; otherwise this is [`tame`]'s loop, which computes E at every halving.
pub fn tame_balance(w_q: &mut Array2<f64>, w_k: &Array2<f64>, r: &Array2<f64>, beta: f64) -> f64 {
    let e = e_matrix(r, w_q, w_k, &beta);
    let mut s = balance(&e);
    if s <= MAX_BALANCE || s.is_nan() {
        return s;
    }
    let mut halvings = 0;
    let mut t = s;
    while t > MAX_BALANCE && t.is_finite() {
        t /= 2.0;
        halvings += 1;
    }
    let smallest = smallest_magnitude([r, &*w_q, w_k].iter().flat_map(|m| m.iter()).chain([&beta]));
    // an infinite balance (a difference of finite entries can overflow) is not scaled
    if !s.is_finite() || !e.iter().all(|x| x.is_finite()) || halvings > exact_halvings(smallest) {
        return tame(w_q, |w_q| balance(&e_matrix(r, w_q, w_k, &beta)));
    }
    for _ in 0..halvings {
        w_q.mapv_inplace(|v| v / 2.0);
        s /= 2.0;
    }
    debug_assert_eq!(s.to_bits(), balance(&e_matrix(r, w_q, w_k, &beta)).to_bits(), "the balance scales exactly");
    s
}

/// The smallest nonzero |v| among `values` (infinite when none is nonzero): how far
/// halvings can go before a value leaves `f64`'s normal range ([`exact_halvings`]).
pub fn smallest_magnitude<'a>(values: impl IntoIterator<Item = &'a f64>) -> f64 {
    values.into_iter().map(|x| x.abs()).filter(|&x| x > 0.0).fold(f64::INFINITY, f64::min)
}

/// How many halvings of W_q keep every value E's balance is computed from in `f64`'s
/// normal range, when the smallest nonzero magnitude among R, W_q, W_k and β is
/// `smallest` (infinite when all are 0: then every value is 0, and any number of
/// halvings is exact). A product of five such factors (β, R, W_q,
/// W_k, R) is at least smallest⁵; each of the four sums and differences on the way
/// (W_q W_kᵀ, R·, ·Rᵀ, the balance's differences) can cancel to one unit in the last
/// place of its terms, 53 bits below them, and 20 bits spare the roundings: every nonzero
/// value is at least smallest⁵·2⁻²³², and k halvings keep that above 2⁻¹⁰²² while
/// k ≤ 1022 − 232 + 5·log₂(smallest).
pub fn exact_halvings(smallest: f64) -> usize {
    if !smallest.is_finite() {
        return usize::MAX;
    }
    let exponent = smallest.log2().floor().min(0.0) as i64;
    (1022 - 232 + 5 * exponent).max(0) as usize
}

impl Claim for ResOfAttention {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        let n = g.dim("n", 1, MAX_N);
        let d = g.dim("d", 1, MAX_D);
        let x = draw_input(g, n, d);
        let pool = Pool::draw(g, d);
        let mut head = network::head(g, &pool, 1.0, &Bounds::free());
        let positive = g.positive(4);
        // without β > 0 (any-beta only): −β, the same scores with W_q negated
        let beta = if self.beta == Beta::Free && !g.keeps(BETA_POSITIVE) { -positive } else { positive };
        let beta_e = if self.beta == Beta::Free { beta } else { 1.0 / (d.get() as f64).sqrt() };
        let rx = res(&x);
        let spread = tame_balance(&mut head.w_q, &head.w_k, &rx, beta_e);
        let free_theta = g.number(Entries::nonnegative(2).coarse(network::LEVELS));
        let theta = if g.keeps(BALANCED) { dyadic_at_least(spread, 20) } else { free_theta };
        let out = Inputs::new().with("X", x).with("W_q", head.w_q).with("W_k", head.w_k).with("W_v", head.w_v).with("theta", theta);
        if self.beta == Beta::Free {
            out.with("beta", beta)
        } else {
            out
        }
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        let xm = x.lift_matrix::<S>("X");
        let (beta_e, _) = self.beta.values::<S>(x, xm.ncols());
        let e = e_matrix(&res(&xm), &x.lift_matrix("W_q"), &x.lift_matrix("W_k"), &beta_e);
        let mut h = vec![Condition::at_most(BALANCED, balance(&e), x.lift_number::<S>("theta"))];
        if self.beta == Beta::Free {
            h.push(Condition::less(BETA_POSITIVE, S::zero(), x.lift_number::<S>("beta")));
        }
        h
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let xm = x.lift_matrix::<S>("X");
        let (_, beta_a) = self.beta.values::<S>(x, xm.ncols());
        let head = Head { w_q: x.lift_matrix::<S>("W_q"), w_k: x.lift_matrix("W_k"), w_v: x.lift_matrix("W_v") };
        let lhs = res_entrywise_max(&softmv(&xm, &head, &beta_a));
        let k = x.lift_number::<S>("theta").exp_m1() * max_abs_entry(head.w_v.iter());
        let factor = match self.factor {
            Factor::One => S::one(),
            Factor::HalfD => S::int(xm.ncols()) / S::exact(2.0),
        };
        vec![Inequality::at(Place::WHOLE, lhs, factor * k * res_entrywise_max(&xm))]
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let xm = x.lift_matrix::<S>("X");
        let (beta_e, beta_a) = self.beta.values::<S>(x, xm.ncols());
        let head = Head { w_q: x.lift_matrix::<S>("W_q"), w_k: x.lift_matrix("W_k"), w_v: x.lift_matrix("W_v") };
        let res_x = res(&xm);
        let e = e_matrix(&res_x, &head.w_q, &head.w_k, &beta_e);
        let balance_e = balance(&e);
        let attended = softmv(&xm, &head, &beta_a);
        let res_attended = res(&attended);
        Derived::new()
            .number("beta (in E)", beta_e)
            .number("beta (in the scores)", beta_a)
            .matrix("Res(X)", res_x)
            .matrix("E", e)
            .number("balance of E", balance_e)
            .matrix("SAtt(X)", attended)
            .matrix("Res(SAtt(X))", res_attended)
    }
}
