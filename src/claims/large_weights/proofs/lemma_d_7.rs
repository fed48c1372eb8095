//! The displayed steps of the proof of Lemma D.7 (large-weights Appendix D.4), each a claim
//! with the hypotheses of its part's `as-written` reading ([`lemma_d_7::reading`]: the
//! residual network of Definition 3.7 with no scale, ‖W_v‖_∞ ≤ η for every head of every
//! layer, W_q and W_k free, ‖X₀‖_∞ ≤ φ₀, η ∈ (0, 1] added) and the step's relation as
//! printed (see [`crate::claims::proof_step`]), at every layer its part is checked at. Each
//! step compares the right-hand side of the display before it (the first display of each
//! part has a left-hand side of its own) with its own.
//!
//! Budgets: 400 random cases for steps 1 and 2 of Part 1, 600 for its step 3, 1500 for its
//! step 5 and Part 2's step 4, 200 for the others, each with three times as many targeted
//! evaluations; the 50-seed sweep (`docs/figures/sweep.md`) reproduces every verdict below
//! on every seed.
//!
//! The proof's objects, from the inputs: X_ℓ the ℓ-th layer's output (X₀ the input),
//! softmᵢ(X_ℓ) and softmvᵢ(X_ℓ) = softmᵢ(X_ℓ)X_ℓW_{v,i} head i's attention matrix and
//! output at layer ℓ + 1 (Definition A.1, no scale), W_{v,i} its value weights, H the
//! number of heads, ‖·‖_∞ the entrywise maximum (§3.1).
//!
//! **The free index i.** Part 1's second display prints ‖X_ℓ‖_∞ + H·‖softmvᵢ(X_ℓ)‖_∞ with
//! i free (the sum over i of the display before it is gone), and the next three displays
//! keep it. It is read as the largest head: ‖X_ℓ‖_∞ + H·maxᵢ‖softmvᵢ(X_ℓ)‖_∞, and the same
//! in displays 3 to 5 (H·maxᵢ of the head's term). This is the reading under which the
//! display is what its stated justification, the triangle inequality, gives (Σᵢ‖softmvᵢ‖ ≤
//! H·maxᵢ‖softmvᵢ‖). Read "for every i", the second display would fail whenever two heads
//! differ (H = 2, one value matrix 0), a failure of the notation rather than of the
//! argument; the last display bounds every head by the same ‖X_ℓ‖_∞η, so both readings
//! give the same part.
//!
//! **The last step's justification** prints "‖W_{v,i}‖_∞ ≤ 1", which is not the lemma's
//! hypothesis ‖W_v‖_∞ ≤ η (with ‖W_{v,i}‖_∞ ≤ 1 alone the bound would be ‖X_ℓ‖_∞(1 + H),
//! not (1 + Hη)). The step is checked under the lemma's hypotheses, ‖W_{v,i}‖_∞ ≤ η (and
//! η ≤ 1, which the reading adds).
//!
//! **Part 2's "≤ ⋯".** The proof of Part 2 prints the chain ‖X_ℓ‖_∞ ≤ ‖X_{ℓ−1}‖_∞(1 + Hη) ≤ ⋯
//! ≤ ‖X₀‖_∞(1 + Hη)^ℓ ≤ φ₀(1 + Hη)^ℓ, and its justification counts "≤ ⋯" as the second
//! step ("the third step follows from recursively applying Part 1"). The elided terms are
//! read as ‖X_{ℓ−k}‖_∞(1 + Hη)^k, k = 1, …, ℓ, the terms recursively applying Part 1 gives:
//! * step 2 ("≤ ⋯") is every link of that chain, ‖X_{ℓ−k}‖_∞(1 + Hη)^k ≤
//!   ‖X_{ℓ−k−1}‖_∞(1 + Hη)^{k+1} for k = 1, …, ℓ − 1 (one relation per layer ℓ and link k;
//!   none at ℓ = 1, where the chain has no elided term);
//! * step 3 ("≤ ‖X₀‖_∞(1 + Hη)^ℓ") compares the last printed right-hand side with its own,
//!   ‖X_{ℓ−1}‖_∞(1 + Hη) ≤ ‖X₀‖_∞(1 + Hη)^ℓ (at ℓ = 1 both sides are ‖X₀‖_∞(1 + Hη)).
//!
//! Powers of 1 + Hη are computed as (1 + Hη)^k throughout (so (1 + Hη)¹ is 1 + Hη).
//!
//! | id | place | relation |
//! |---|---|---|
//! | `proof-lemma-d.7-p1.step-1` | Part 1, the first display | ‖X_{ℓ+1}‖ = ‖X_ℓ + Σᵢ softmvᵢ(X_ℓ)‖ (definition of X_{ℓ+1}) |
//! | `proof-lemma-d.7-p1.step-2` | Part 1, the second | … ≤ ‖X_ℓ‖ + H·maxᵢ‖softmvᵢ(X_ℓ)‖ (triangle inequality) |
//! | `proof-lemma-d.7-p1.step-3` | Part 1, the third | … = ‖X_ℓ‖ + H·maxᵢ‖softmᵢ(X_ℓ)X_ℓW_{v,i}‖ (definition of softmv) |
//! | `proof-lemma-d.7-p1.step-4` | Part 1, the fourth | … ≤ ‖X_ℓ‖ + H·maxᵢ‖softmᵢ(X_ℓ)‖‖X_ℓ‖‖W_{v,i}‖ (Fact 3.3) |
//! | `proof-lemma-d.7-p1.step-5` | Part 1, the fifth | … ≤ ‖X_ℓ‖(1 + Hη) (‖softm‖ ≤ 1, ‖W_{v,i}‖ ≤ 1) |
//! | `proof-lemma-d.7-p2.step-1` | Part 2, the first | ‖X_ℓ‖ ≤ ‖X_{ℓ−1}‖(1 + Hη) (Part 1) |
//! | `proof-lemma-d.7-p2.step-2` | Part 2, the second | ≤ ⋯: every link ‖X_{ℓ−k}‖(1 + Hη)^k ≤ ‖X_{ℓ−k−1}‖(1 + Hη)^{k+1} |
//! | `proof-lemma-d.7-p2.step-3` | Part 2, the third | … ≤ ‖X₀‖(1 + Hη)^ℓ (recursively applying Part 1) |
//! | `proof-lemma-d.7-p2.step-4` | Part 2, the fourth | … ≤ φ₀(1 + Hη)^ℓ (‖X₀‖ ≤ φ₀) |
//!
//! Part 1 is checked for ℓ = 0, …, L − 1 and Part 2 for ℓ = 1, …, L, as the parts are.
//!
//! **Exact ties** (equivalent forms of Part 1's steps 2 and 5 and Part 2's step 4).
//! Part 2's step 4, ‖X₀‖_∞(1 + Hη)^ℓ ≤ φ₀(1 + Hη)^ℓ, has equal sides wherever ‖X₀‖_∞ = φ₀,
//! the hypothesis's boundary, which the generator draws: the two products are one
//! enclosure of (1 + Hη)^ℓ times one number, and no precision separates them. Since
//! (1 + Hη)^ℓ > 0, the step holds if and only if ‖X₀‖_∞ − φ₀ ≤ 0, the form, computed
//! from the exact inputs (0 at the boundary).
//!
//! Part 1's step 5: with x = ‖X_ℓ‖_∞,
//! sᵢ = ‖softmᵢ(X_ℓ)‖_∞ and wᵢ = ‖W_{v,i}‖_∞, the step is x + H·maxᵢ(sᵢ x wᵢ) ≤ x(1 + Hη);
//! since x(1 + Hη) = x + Hηx and H > 0, it holds if and only if sᵢ x wᵢ − ηx = x(sᵢwᵢ − η) ≤ 0
//! for every head i. At n = 1 (sᵢ = 1 exactly) with a value matrix on the bound (wᵢ = η)
//! the two sides are one real computed two ways, which no precision separates; the form
//! computes sᵢwᵢ − η, exactly 0 there.
//!
//! Step 2 is the triangle inequality, tight wherever an entry of largest modulus of X_ℓ
//! and, in the same place and with the same sign, an entry of largest modulus of every
//! head's output add up (identical heads, rows of X_ℓ that are equal or opposite). With
//! Vᵢ = softmvᵢ(X_ℓ) and M = maxⱼ‖Vⱼ‖_∞, the right-hand side is ‖X_ℓ‖_∞ + Σᵢ‖Vᵢ‖_∞ +
//! Σᵢ(M − ‖Vᵢ‖_∞), so the step holds if and only if, for every entry (r, c) and sign σ,
//! q_{rcσ} − Σᵢ(M − ‖Vᵢ‖_∞) ≤ 0, where q_{rcσ} is the triangle inequality's form over the
//! terms X_ℓ, V₁, …, V_H ([`triangle_inequality_forms`], whose summands' enclosures never
//! lie above 0). Each M − ‖Vᵢ‖_∞ ≥ 0 is subtracted as max(0, M − ‖Vᵢ‖_∞), the same real, so
//! the form's enclosure never lies above 0 either: a tie between sides that are one real
//! reached by two computations (X₀ = (−4, 0, 4)ᵀ, whose two outer outputs are opposite) is
//! decided, where comparing each entry with the maximum it was taken from left it open.
//!
use crate::claim::{Check, Claim, Derived, Expected, Inequality, Inputs, Meta, Paper, Place};
use crate::claims::large_weights::layer_network as net;
use crate::claims::large_weights::lemma_d_7::{self, LayerNormGrowth, Part};
use crate::claims::proof_step::{ProofStep, StepRelation};
use crate::math::attention::{attention_matrix, convex_rows, multi_head, softmv};
use crate::math::matrix::{add, matmul};
use crate::math::norms::{max_abs_entry, triangle_inequality_forms};
use crate::math::Scalar;

/// Where the steps are.
const LOCATION: &str = "Appendix D.4, proof of Lemma D.7";

/// A displayed step of the proof of one part.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// ‖X_{ℓ+1}‖ = ‖X_ℓ + Σᵢ softmvᵢ(X_ℓ)‖.
    Definition,
    /// … ≤ ‖X_ℓ‖ + H·maxᵢ‖softmvᵢ(X_ℓ)‖.
    Triangle,
    /// … = ‖X_ℓ‖ + H·maxᵢ‖softmᵢ(X_ℓ)X_ℓW_{v,i}‖.
    Expanded,
    /// … ≤ ‖X_ℓ‖ + H·maxᵢ‖softmᵢ(X_ℓ)‖‖X_ℓ‖‖W_{v,i}‖.
    Factored,
    /// … ≤ ‖X_ℓ‖(1 + Hη).
    Bounded,
    /// ‖X_ℓ‖ ≤ ‖X_{ℓ−1}‖(1 + Hη).
    PartOne,
    /// ≤ ⋯: ‖X_{ℓ−k}‖(1 + Hη)^k ≤ ‖X_{ℓ−k−1}‖(1 + Hη)^{k+1}, k = 1, …, ℓ − 1.
    Elided,
    /// ‖X_{ℓ−1}‖(1 + Hη) ≤ ‖X₀‖(1 + Hη)^ℓ.
    Recursive,
    /// ‖X₀‖(1 + Hη)^ℓ ≤ φ₀(1 + Hη)^ℓ.
    InputBound,
}

impl Step {
    fn part(self) -> Part {
        use Step::*;
        match self {
            Definition | Triangle | Expanded | Factored | Bounded => Part::One,
            PartOne | Elided | Recursive | InputBound => Part::Two,
        }
    }
}

/// Part 1's place: layer ℓ + 1 maps X_ℓ to X_{ℓ+1} (as the part's own relations).
fn layer(l: usize) -> Place {
    Place::i("layer i maps X_(i-1) to X_i", l)
}

/// Part 2's place: X_ℓ, ℓ ≥ 1 (as the part's own relations).
fn output(l: usize) -> Place {
    Place::i("X_i", l - 1)
}

impl StepRelation<LayerNormGrowth> for Step {
    fn conclusion<S: Scalar>(&self, _parent: &LayerNormGrowth, x: &Inputs) -> Vec<Inequality<S>> {
        let (x0, layers, eta, phi0, h) = net::lifted::<S>(x);
        let hh = S::int(h);
        let factor = S::one() + hh.clone() * eta.clone();
        let growth = |k: usize| factor.powi(k as u32);
        if matches!(self, Step::InputBound) {
            // the one step that needs no layer's output: ‖X₀‖(1 + Hη)^ℓ ≤ φ₀(1 + Hη)^ℓ
            let n0 = max_abs_entry(x0.iter());
            return (1..=layers.len()).map(|l| Inequality::at(output(l), n0.clone() * growth(l), phi0.clone() * growth(l))).collect();
        }
        let xs = net::outputs(&x0, &layers);
        let norms: Vec<S> = xs.iter().map(|m| max_abs_entry(m.iter())).collect();
        let largest = |terms: Vec<S>| terms.into_iter().reduce(|a, b| a.max(&b)).expect("a layer has at least one head");
        let mut out = Vec::new();
        match self.part() {
            Part::One => {
                for (l, heads) in layers.iter().enumerate() {
                    let xl = &xs[l];
                    let nx = norms[l].clone();
                    // ‖X_ℓ‖ + H·maxᵢ(term of head i)
                    let plus = |terms: Vec<S>| nx.clone() + hh.clone() * largest(terms);
                    let outputs = || plus(heads.iter().map(|hd| max_abs_entry(softmv(xl, hd, &S::one()).iter())).collect());
                    let expanded = || plus(heads.iter().map(|hd| max_abs_entry(matmul(&convex_rows(&attention_matrix(xl, &hd.w_q, &hd.w_k, &S::one()), xl), &hd.w_v).iter())).collect());
                    let factored = || {
                        plus(
                            heads
                                .iter()
                                .map(|hd| max_abs_entry(attention_matrix(xl, &hd.w_q, &hd.w_k, &S::one()).iter()) * nx.clone() * max_abs_entry(hd.w_v.iter()))
                                .collect(),
                        )
                    };
                    // Σᵢ softmvᵢ(X_ℓ) + X_ℓ, the order Definition 3.7's layer adds them in
                    // (`residual_layer`): step 1's sides are then one computation, which the
                    // enclosures' tags show equal at the first precision
                    let summed = || max_abs_entry(add(&multi_head(xl, heads, &S::one()), xl).iter());
                    out.push(match self {
                        Step::Definition => Inequality::equal(layer(l), norms[l + 1].clone(), summed()),
                        Step::Triangle => Inequality::at(layer(l), summed(), outputs()),
                        Step::Expanded => Inequality::equal(layer(l), outputs(), expanded()),
                        Step::Factored => Inequality::at(layer(l), expanded(), factored()),
                        _ => Inequality::at(layer(l), factored(), nx.clone() * factor.clone()),
                    });
                }
            }
            Part::Two => {
                for l in 1..=layers.len() {
                    match self {
                        Step::PartOne => out.push(Inequality::at(output(l), norms[l].clone(), norms[l - 1].clone() * growth(1))),
                        Step::Elided => {
                            for k in 1..l {
                                let place = Place::ij("X_i, link j of the elided chain", l - 1, k - 1);
                                out.push(Inequality::at(place, norms[l - k].clone() * growth(k), norms[l - k - 1].clone() * growth(k + 1)));
                            }
                        }
                        _ => out.push(Inequality::at(output(l), norms[l - 1].clone() * growth(1), norms[0].clone() * growth(l))),
                    }
                }
            }
        }
        out
    }

    /// Part 1's steps 2 and 5, for each layer (see the module documentation, *Exact
    /// ties*): step 2, for every entry (r, c) and sign σ, the triangle inequality's form
    /// over X_ℓ, softmv₁(X_ℓ), …, softmv_H(X_ℓ) less Σᵢ max(0, maxⱼ‖softmvⱼ(X_ℓ)‖ −
    /// ‖softmvᵢ(X_ℓ)‖); step 5, for every head, x(sᵢwᵢ − η); Part 2's step 4, for
    /// each ℓ, ‖X₀‖ − φ₀. No form for the other steps.
    fn equivalent_forms<S: Scalar>(&self, _parent: &LayerNormGrowth, x: &Inputs) -> Vec<(usize, Vec<S>)> {
        let (x0, layers, eta, phi0, _) = net::lifted::<S>(x);
        if matches!(self, Step::InputBound) {
            // (‖X₀‖ − φ₀)·(1 + Hη)^ℓ ≤ 0 with (1 + Hη)^ℓ > 0: ‖X₀‖ − φ₀, the same at every ℓ
            let gap = max_abs_entry(x0.iter()) - phi0;
            return (0..layers.len()).map(|l| (l, vec![gap.clone()])).collect();
        }
        if !matches!(self, Step::Triangle | Step::Bounded) {
            return Vec::new();
        }
        let xs = net::outputs(&x0, &layers);
        if matches!(self, Step::Triangle) {
            return layers
                .iter()
                .enumerate()
                .map(|(l, heads)| {
                    let xl = &xs[l];
                    let mut terms = vec![xl.clone()];
                    terms.extend(heads.iter().map(|hd| softmv(xl, hd, &S::one())));
                    let norms: Vec<S> = terms[1..].iter().map(|v| max_abs_entry(v.iter())).collect();
                    let m = norms.iter().cloned().reduce(|a, b| a.max(&b)).expect("a layer has at least one head");
                    // H·M − Σᵢ‖Vᵢ‖ = Σᵢ (M − ‖Vᵢ‖), each at least 0: subtracted as max(0, ·)
                    let shortfall = norms.iter().fold(S::zero(), |acc, n| acc - (m.clone() - n.clone()).max(&S::zero()));
                    (l, triangle_inequality_forms(&terms).into_iter().map(|q| q + shortfall.clone()).collect())
                })
                .collect();
        }
        layers
            .iter()
            .enumerate()
            .map(|(l, heads)| {
                let xl = &xs[l];
                let nx = max_abs_entry(xl.iter());
                let forms = heads
                    .iter()
                    .map(|hd| {
                        let s = max_abs_entry(attention_matrix(xl, &hd.w_q, &hd.w_k, &S::one()).iter());
                        nx.clone() * (s * max_abs_entry(hd.w_v.iter()) - eta.clone())
                    })
                    .collect();
                (l, forms)
            })
            .collect()
    }

    fn derived<S: Scalar>(&self, parent: &LayerNormGrowth, x: &Inputs) -> Derived<S> {
        parent.derived(x)
    }
}

/// The note every step carries.
const NOTE: &str = r"A displayed step of the proof of Lemma D.7, with the hypotheses of its part's as-written reading (the residual network of Definition 3.7 with no scale, $\|W_v\|_\infty \le \eta$ for every head of every layer, $W_q$ and $W_k$ free, $\|X_0\|_\infty \le \phi_0$, $\eta \in (0, 1]$), at every layer its part is checked at; $\mathrm{softm}_i$ and $\mathrm{softmv}_i$ head $i$'s attention matrix and output at layer $\ell+1$, $\|\cdot\|_\infty$ entrywise. The free index $i$ of $H \cdot \|\mathrm{softmv}_i(X_\ell)\|_\infty$ and of the displays after it is read as the largest head, $H \max_i$; Part 2's $\le \cdots$ as every link $\|X_{\ell-k}\|_\infty (1+H\eta)^k \le \|X_{\ell-k-1}\|_\infty (1+H\eta)^{k+1}$ of the chain it elides, $k = 1, \ldots, \ell-1$, and its next display compares $\|X_{\ell-1}\|_\infty (1+H\eta)$ with $\|X_0\|_\infty (1+H\eta)^\ell$.";

/// A step's meta: its id, the display quoted, its part and order, what its stated
/// justification cites, and its recorded verdict.
fn meta(id: &'static str, number: &'static str, words: &'static str, part: Part, order: usize, cites: &'static [&'static str], expected: Expected) -> Meta {
    let statement = match part {
        Part::One => "Lemma D.7, Part 1",
        Part::Two => "Lemma D.7, Part 2",
    };
    const PLACES: [&str; 5] = ["step 1", "step 2", "step 3", "step 4", "step 5"];
    Meta::new(Paper::LargeWeights, id, number, words)
        .quote(LOCATION, words)
        .reading("as-written", NOTE)
        .cites(cites)
        .step(statement, "as-written", PLACES[order - 1], order)
        .cases(200)
        .targeted(600)
        .expect(expected)
}

/// The displayed steps of the proof of Lemma D.7, part by part, each in its order.
pub fn claims() -> Vec<Box<dyn Check>> {
    let with = |m: Meta, s: Step| -> Box<dyn Check> { Box::new(ProofStep::new(m, lemma_d_7::reading(s.part(), "as-written"), s)) };
    vec![
        with(
            meta(
                "large-weights/proof-lemma-d.7-p1.step-1",
                "Proof of Lemma D.7, Part 1, step 1",
                r"$$\|X_{\ell+1}\|_{\infty}= ~{}\|X_{\ell}+\sum_{i=1}^{H}\operatorname{\mathsf{softmv}}_{i}(X_{\ell})\|_{\infty}$$",
                Part::One,
                1,
                &["Definition 3.7"],
                Expected::NotRefuted,
            )
            .cases(400)
            .targeted(1200),
            Step::Definition,
        ),
        with(
            meta(
                "large-weights/proof-lemma-d.7-p1.step-2",
                "Proof of Lemma D.7, Part 1, step 2",
                r"$$\leq ~{}\|X_{\ell}\|_{\infty}+H\cdot\|\operatorname{\mathsf{softmv}}_{i}(X_{\ell})\|_{\infty}$$",
                Part::One,
                2,
                &[],
                Expected::NotRefuted,
            )
            .cases(400)
            .targeted(1200),
            Step::Triangle,
        ),
        with(
            meta(
                "large-weights/proof-lemma-d.7-p1.step-3",
                "Proof of Lemma D.7, Part 1, step 3",
                r"$$= ~{}\|X_{\ell}\|_{\infty}+H\cdot\|\operatorname{\mathsf{softm}}_{i}(X_{\ell})X_{\ell}W_{v,i}\|_{\infty}$$",
                Part::One,
                3,
                &["Definition A.1"],
                Expected::NotRefuted,
            )
            .cases(600)
            .targeted(1800),
            Step::Expanded,
        ),
        with(
            meta(
                "large-weights/proof-lemma-d.7-p1.step-4",
                "Proof of Lemma D.7, Part 1, step 4",
                r"$$\leq ~{}\|X_{\ell}\|_{\infty}+H\cdot\|\operatorname{\mathsf{softm}}_{i}(X_{\ell})\|_{\infty}\cdot\|X_{\ell}\|_{\infty}\cdot\|W_{v,i}\|_{\infty}$$",
                Part::One,
                4,
                &["Fact 3.3"],
                Expected::Refuted,
            ),
            Step::Factored,
        ),
        with(
            meta("large-weights/proof-lemma-d.7-p1.step-5", "Proof of Lemma D.7, Part 1, step 5", r"$$\leq ~{}\|X_{\ell}\|_{\infty}(1+H\eta)$$", Part::One, 5, &[], Expected::NotRefuted)
                .cases(1500)
                .targeted(4500),
            Step::Bounded,
        ),
        with(
            meta(
                "large-weights/proof-lemma-d.7-p2.step-1",
                "Proof of Lemma D.7, Part 2, step 1",
                r"$$\|X_{\ell}\|_{\infty}\leq ~{}\|X_{\ell-1}\|_{\infty}(1+H\eta)$$",
                Part::Two,
                1,
                &["Lemma D.7 Part 1"],
                Expected::Refuted,
            ),
            Step::PartOne,
        ),
        with(meta("large-weights/proof-lemma-d.7-p2.step-2", "Proof of Lemma D.7, Part 2, step 2", r"$$\leq ~{}\cdots$$", Part::Two, 2, &[], Expected::Refuted), Step::Elided),
        with(
            meta("large-weights/proof-lemma-d.7-p2.step-3", "Proof of Lemma D.7, Part 2, step 3", r"$$\leq ~{}\|X_{0}\|_{\infty}(1+H\eta)^{\ell}$$", Part::Two, 3, &["Lemma D.7 Part 1"], Expected::Refuted),
            Step::Recursive,
        ),
        with(
            meta("large-weights/proof-lemma-d.7-p2.step-4", "Proof of Lemma D.7, Part 2, step 4", r"$$\leq ~{}\phi_{0}\cdot(1+H\eta)^{\ell}$$", Part::Two, 4, &[], Expected::NotRefuted)
                .cases(1500)
                .targeted(4500),
            Step::InputBound,
        ),
    ]
}
