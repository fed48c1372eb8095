//! The displayed steps of the proof of Lemma C.2 (large-weights Appendix C.2), each a claim
//! with the hypotheses of its part's `as-written` reading ([`lemma_c_2::reading`]: the
//! residual network of Definition 3.7 with no scale, every weight bounded by η, ‖X₀‖_∞ ≤ φ₀,
//! η ∈ (0, 1], ε_ℓ ∈ (0, 1)) and the step's relation as printed (see
//! [`crate::claims::proof_step`]), for every layer the part's conclusion is checked at.
//!
//! The proof's objects, from the inputs: X_ℓ the ℓ-th layer's output, B = X_{ℓ+1} (Lemma
//! C.1's B), softmᵢ and softmvᵢ head i's attention matrix and output at layer ℓ (Definition
//! A.1, β = 1), W_{v,i} its value weights, K = (e − 1)‖W_v‖_∞ with θ = 1 ("Here θ = 1 due to
//! Lemma B.2") and W_v the largest value matrix of the network, as in the statement's
//! reading; a W_v in a step's left-hand side ranges over every value matrix of the network
//! (the largest left-hand side is checked), as in the statement; ε_ℓ = 2ηφ₀(1 + Hη)^ℓ
//! (Definition A.2), ‖·‖_∞ the entrywise maximum (§3.1).
//!
//! | id | part | relation |
//! |---|---|---|
//! | `proof-lemma-c.2-p1.step-1` … `step-4` | Part 1 | K‖Res(X_ℓ)‖ ≤ 2η‖Res(X_ℓ)‖ ≤ 2η‖X_ℓ‖ ≤ 2ηφ₀(1 + Hη)^ℓ = ε_ℓ |
//! | `proof-lemma-c.2-p2.step-1` … `step-7` | Part 2 | ‖(B − X_ℓ)W_v‖ ≤ η‖B − X_ℓ‖ = η Σᵢ‖softmvᵢ(X_ℓ)‖ ≤ η Σᵢ‖softmᵢ(X_ℓ)X_ℓW_{v,i}‖ ≤ η Σᵢ‖softmᵢ(X_ℓ)‖‖X_ℓ‖‖W_{v,i}‖ ≤ η²H‖X_ℓ‖ ≤ 0.5ηHε_ℓ ≤ Hε_ℓ |
//! | `proof-lemma-c.2-p3.step-1` … `step-4` | Part 3 | ‖X_ℓW_v‖ ≤ η‖X_ℓ‖ ≤ ηφ₀(1 + Hη)^ℓ ≤ ε_ℓ ≤ 1 |
//!
//! **Exact ties** (equivalent forms of Part 1's steps 1 and 2 and Part 2's step 5).
//! Step 1, K‖Res(X_ℓ)‖ ≤ 2η‖Res(X_ℓ)‖, has equal sides wherever Res(X_ℓ) = 0 (X_ℓ with equal rows, n = 1 among
//! them), where the computed Res(X_ℓ) is an enclosure of 0 and not 0 itself. With r =
//! ‖Res(X_ℓ)‖ the step is (K − 2η)r ≤ 0, the form; since K = (e − 1)‖W_v‖_∞ ≤ (e − 1)η <
//! 2η under the hypothesis ‖W_v‖_∞ ≤ η and η > 0, its first factor is certainly negative
//! and r's enclosure lies at or above 0, so the form decides the tie.
//!
//! Step 2, 2η‖Res(X_ℓ)‖ ≤ 2η‖X_ℓ‖, has equal sides wherever a column whose range is the
//! largest is symmetric about 0 (Mⱼ = −mⱼ, Mⱼ and mⱼ the column's largest and smallest
//! entries), where Res(X_ℓ) = X_ℓ as reals. Res subtracts the midrange
//! ([`crate::math::res`]), so ‖Res(X_ℓ)‖ = maxⱼ(Mⱼ − mⱼ)/2 and, as η > 0, the step holds
//! if and only if (Mⱼ − mⱼ)/2 − ‖X_ℓ‖ ≤ 0 for every column j. Since max(Mⱼ, −mⱼ) =
//! (Mⱼ − mⱼ)/2 + |Mⱼ + mⱼ|/2, that quantity is −|Mⱼ + mⱼ|/2 − (‖X_ℓ‖ − max(Mⱼ, −mⱼ)),
//! and the second bracket, at least 0, is computed as max(0, ·): the form's enclosure
//! never lies above 0.
//!
//! Part 2's step 5, ηΣᵢ sᵢ‖X_ℓ‖wᵢ ≤ η²H‖X_ℓ‖ (sᵢ = ‖softmᵢ(X_ℓ)‖_∞, wᵢ = ‖W_{v,i}‖_∞), has
//! equal sides wherever every head has a one-hot attention row (sᵢ = 1) and a value
//! matrix on the bound (wᵢ = η). Its lhs − rhs is η‖X_ℓ‖Σᵢ(sᵢwᵢ − η) = η‖X_ℓ‖Σᵢ[sᵢ(wᵢ −
//! η) + η(sᵢ − 1)], the form: wᵢ and η are exact, wᵢ − η ≤ 0 by the hypothesis, and sᵢ ≤
//! 1 certainly (softmax divides the largest weight, exp(0) = 1 exactly, by a sum that
//! contains it), so every factor has a sign and the form's enclosure never lies above 0.

use ndarray::Array2;

use crate::claim::{Check, Expected, Inequality, Inputs, Meta, Paper, Place};
use crate::claims::large_weights::layer_network::{self as net, Growth};
use crate::claims::large_weights::lemma_c_2::{self, ConditionsHold, Part};
use crate::claims::proof_step::{ProofStep, StepRelation};
use crate::math::attention::{attention_matrix, convex_rows, softmv};
use crate::math::matrix::{matmul, sub};
use crate::math::norms::max_abs_entry;
use crate::math::res::{column_extremes, res_entrywise_max};
use crate::math::Scalar;

/// Where the steps are.
const LOCATION: &str = "Appendix C.2, proof of Lemma C.2";

/// A displayed step of the proof of one part.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// K‖Res(X_ℓ)‖ ≤ 2η‖Res(X_ℓ)‖.
    KBound,
    /// 2η‖Res(X_ℓ)‖ ≤ 2η‖X_ℓ‖.
    ResBelowNorm,
    /// 2η‖X_ℓ‖ ≤ 2ηφ₀(1 + Hη)^ℓ.
    TwiceGrowth,
    /// 2ηφ₀(1 + Hη)^ℓ = ε_ℓ.
    EpsilonDefinition,
    /// ‖(B − X_ℓ)W_v‖ ≤ η‖B − X_ℓ‖.
    DiffValue,
    /// η‖B − X_ℓ‖ = η Σᵢ‖softmvᵢ(X_ℓ)‖.
    DiffHeads,
    /// η Σᵢ‖softmvᵢ(X_ℓ)‖ ≤ η Σᵢ‖softmᵢ(X_ℓ)X_ℓW_{v,i}‖.
    HeadsExpanded,
    /// η Σᵢ‖softmᵢ(X_ℓ)X_ℓW_{v,i}‖ ≤ η Σᵢ‖softmᵢ(X_ℓ)‖‖X_ℓ‖‖W_{v,i}‖.
    HeadsFactored,
    /// η Σᵢ‖softmᵢ(X_ℓ)‖‖X_ℓ‖‖W_{v,i}‖ ≤ η²H‖X_ℓ‖.
    HeadsBounded,
    /// η²H‖X_ℓ‖ ≤ 0.5ηHε_ℓ.
    HalfEpsilon,
    /// 0.5ηHε_ℓ ≤ Hε_ℓ.
    EtaAtMostOne,
    /// ‖X_ℓW_v‖ ≤ η‖X_ℓ‖.
    OutputValue,
    /// η‖X_ℓ‖ ≤ ηφ₀(1 + Hη)^ℓ.
    Growth,
    /// ηφ₀(1 + Hη)^ℓ ≤ ε_ℓ.
    BelowEpsilon,
    /// ε_ℓ ≤ 1.
    EpsilonBelowOne,
}

impl Step {
    fn part(self) -> Part {
        use Step::*;
        match self {
            KBound | ResBelowNorm | TwiceGrowth | EpsilonDefinition => Part::One,
            DiffValue | DiffHeads | HeadsExpanded | HeadsFactored | HeadsBounded | HalfEpsilon | EtaAtMostOne => Part::Two,
            OutputValue | Growth | BelowEpsilon | EpsilonBelowOne => Part::Three,
        }
    }
}

impl StepRelation<ConditionsHold> for Step {
    fn conclusion<S: Scalar>(&self, _parent: &ConditionsHold, x: &Inputs) -> Vec<Inequality<S>> {
        let (x0, layers, eta, phi0, h) = net::lifted::<S>(x);
        let xs = net::outputs(&x0, &layers);
        let (two, half, hh) = (S::exact(2.0), S::exact(0.5), S::int(h));
        let d = x0.ncols();
        let values: Vec<&Array2<S>> = layers.iter().flatten().map(|hd| &hd.w_v).collect();
        // the largest ‖M W_v‖_∞ over the network's value matrices
        let over_values = |m: &Array2<S>| values.iter().map(|w| max_abs_entry(&matmul(m, w))).reduce(|a, b| a.max(&b)).unwrap_or_else(S::zero);
        let growth = |l: usize| (S::one() + hh.clone() * eta.clone()).powi(l as u32);
        let epsilon = |l: usize| Growth::Printed.epsilon(&eta, &phi0, h, d, l as u32);
        let at = |l: usize, lhs: S, rhs: S| Inequality::at(Place::i("X_l, l = i", l - 1), lhs, rhs);
        let mut out = Vec::new();
        match self.part() {
            // Part 1 and Part 3: every layer ℓ ∈ [L]
            Part::One | Part::Three => {
                let k = S::one().exp_m1() * net::largest_value_weight(&layers);
                for (l, xl) in xs.iter().enumerate().skip(1) {
                    let (r, m) = (res_entrywise_max(xl), max_abs_entry(xl));
                    out.push(match self {
                        Step::KBound => at(l, k.clone() * r.clone(), two.clone() * eta.clone() * r),
                        Step::ResBelowNorm => at(l, two.clone() * eta.clone() * r, two.clone() * eta.clone() * m),
                        Step::TwiceGrowth => at(l, two.clone() * eta.clone() * m, two.clone() * eta.clone() * phi0.clone() * growth(l)),
                        Step::EpsilonDefinition => Inequality::equal(Place::i("X_l, l = i", l - 1), two.clone() * eta.clone() * phi0.clone() * growth(l), epsilon(l)),
                        Step::OutputValue => at(l, over_values(xl), eta.clone() * m),
                        Step::Growth => at(l, eta.clone() * m, eta.clone() * phi0.clone() * growth(l)),
                        Step::BelowEpsilon => at(l, eta.clone() * phi0.clone() * growth(l), epsilon(l)),
                        _ => at(l, epsilon(l), S::one()),
                    });
                }
            }
            // Part 2: every layer ℓ ∈ [L − 1], B = X_{ℓ+1} = X_ℓ + Σᵢ softmvᵢ(X_ℓ)
            Part::Two => {
                for l in 1..layers.len() {
                    let (xl, heads) = (&xs[l], &layers[l]);
                    let diff = sub(&xs[l + 1], xl);
                    let outputs = || heads.iter().map(|hd| max_abs_entry(&softmv(xl, hd, &S::one())));
                    let expanded = || heads.iter().map(|hd| max_abs_entry(&matmul(&convex_rows(&attention_matrix(xl, &hd.w_q, &hd.w_k, &S::one()), xl), &hd.w_v)));
                    let factored = || heads.iter().map(|hd| max_abs_entry(&attention_matrix(xl, &hd.w_q, &hd.w_k, &S::one())) * max_abs_entry(xl) * max_abs_entry(&hd.w_v));
                    let sum = |terms: Vec<S>| terms.into_iter().fold(S::zero(), |a, b| a + b);
                    let eta2_h_x = eta.clone() * eta.clone() * hh.clone() * max_abs_entry(xl);
                    let half_eta_h_eps = half.clone() * eta.clone() * hh.clone() * epsilon(l);
                    out.push(match self {
                        Step::DiffValue => at(l, over_values(&diff), eta.clone() * max_abs_entry(&diff)),
                        Step::DiffHeads => Inequality::equal(Place::i("X_l, l = i", l - 1), eta.clone() * max_abs_entry(&diff), eta.clone() * sum(outputs().collect())),
                        Step::HeadsExpanded => at(l, eta.clone() * sum(outputs().collect()), eta.clone() * sum(expanded().collect())),
                        Step::HeadsFactored => at(l, eta.clone() * sum(expanded().collect()), eta.clone() * sum(factored().collect())),
                        Step::HeadsBounded => at(l, eta.clone() * sum(factored().collect()), eta2_h_x),
                        Step::HalfEpsilon => at(l, eta2_h_x, half_eta_h_eps),
                        _ => at(l, half_eta_h_eps, hh.clone() * epsilon(l)),
                    });
                }
            }
        }
        out
    }

    /// Part 1's steps 1 and 2, for each layer ℓ ∈ [L], and Part 2's step 5, for each
    /// ℓ ∈ [L − 1] (see the module documentation, *Exact ties*): step 1,
    /// (K − 2η)·‖Res(X_ℓ)‖; step 2, for every column j, −|Mⱼ + mⱼ|/2 − max(0, ‖X_ℓ‖ −
    /// max(Mⱼ, −mⱼ)); Part 2's step 5, η‖X_ℓ‖Σᵢ[sᵢ(wᵢ − η) + η(sᵢ − 1)]. No form for the
    /// other steps.
    fn equivalent_forms<S: Scalar>(&self, _parent: &ConditionsHold, x: &Inputs) -> Vec<(usize, Vec<S>)> {
        if !matches!(self, Step::KBound | Step::ResBelowNorm | Step::HeadsBounded) {
            return Vec::new();
        }
        let (x0, layers, eta, _, _) = net::lifted::<S>(x);
        let xs = net::outputs(&x0, &layers);
        if matches!(self, Step::HeadsBounded) {
            // η‖X_ℓ‖ Σᵢ [sᵢ(wᵢ − η) + η(sᵢ − 1)], every ℓ ∈ [L − 1]
            return (1..layers.len())
                .map(|l| {
                    let (xl, heads) = (&xs[l], &layers[l]);
                    let terms = heads.iter().map(|hd| {
                        let s = max_abs_entry(&attention_matrix(xl, &hd.w_q, &hd.w_k, &S::one()));
                        s.clone() * (max_abs_entry(&hd.w_v) - eta.clone()) + eta.clone() * (s - S::one())
                    });
                    (l - 1, vec![eta.clone() * max_abs_entry(xl) * terms.fold(S::zero(), |a, b| a + b)])
                })
                .collect();
        }
        let two = S::exact(2.0);
        let k = S::one().exp_m1() * net::largest_value_weight(&layers);
        xs.iter()
            .skip(1)
            .enumerate()
            .map(|(index, xl)| {
                let forms = match self {
                    Step::KBound => vec![(k.clone() - two.clone() * eta.clone()) * res_entrywise_max(xl)],
                    _ => {
                        let m = max_abs_entry(xl);
                        column_extremes(xl)
                            .into_iter()
                            .map(|(hi, lo)| {
                                let largest = hi.clone().max(&-lo.clone());
                                -((hi + lo).abs() / two.clone()) - (m.clone() - largest).max(&S::zero())
                            })
                            .collect()
                    }
                };
                (index, forms)
            })
            .collect()
    }
}

/// The note every step carries.
const NOTE: &str = r"A displayed step of the proof of Lemma C.2, with the hypotheses of its part's as-written reading (the residual network of Definition 3.7 with no scale, every weight bounded by $\eta$, $\|X_0\|_\infty \le \phi_0$, $\eta \in (0, 1]$, $\epsilon_\ell \in (0, 1)$), at every layer its part is checked at; $B = X_{\ell+1}$, $\mathrm{softm}_i$ and $\mathrm{softmv}_i$ head $i$'s attention matrix and output at layer $\ell$ ($\beta = 1$), $K = (e - 1)\|W_v\|_\infty$ with $\theta = 1$, a $W_v$ on the left every value matrix of the network, $\epsilon_\ell = 2\eta\phi_0(1 + H\eta)^\ell$.";

/// A step's meta: its id, the display quoted, its part, place and order, what its stated
/// justification cites, and its recorded verdict.
fn meta(id: &'static str, number: &'static str, words: &'static str, part: Part, order: usize, cites: &'static [&'static str], expected: Expected) -> Meta {
    let statement = match part {
        Part::One => "Lemma C.2, Part 1",
        Part::Two => "Lemma C.2, Part 2",
        Part::Three => "Lemma C.2, Part 3",
    };
    const PLACES: [&str; 7] = ["step 1", "step 2", "step 3", "step 4", "step 5", "step 6", "step 7"];
    let place = PLACES[order - 1];
    Meta::new(Paper::LargeWeights, id, number, words)
        .quote(LOCATION, words)
        .reading("as-written", NOTE)
        .cites(cites)
        .step(statement, "as-written", place, order)
        .cases(300)
        .targeted(800)
        .expect(expected)
}

/// The displayed steps of the proof of Lemma C.2, part by part, each in its order.
pub fn claims() -> Vec<Box<dyn Check>> {
    let with = |m: Meta, s: Step| -> Box<dyn Check> { Box::new(ProofStep::new(m, lemma_c_2::reading(s.part(), "as-written"), s)) };
    vec![
        // steps 1 and 2 of Part 1 tie (Res(X_ℓ) = 0, e.g. n = 1; Res(X_ℓ) = X_ℓ) where no
        // precision separates the sides: their equivalent forms decide (module documentation)
        with(
            meta("large-weights/proof-lemma-c.2-p1.step-1", "Proof of Lemma C.2, Part 1, step 1", r"$$K\cdot\|\operatorname{\mathsf{Res}}(X_{\ell})\|_{\infty}\leq ~{}2\eta\|\operatorname{\mathsf{Res}}(X_{\ell})\|_{\infty}$$", Part::One, 1, &["Lemma B.2"], Expected::NotRefuted),
            Step::KBound,
        ),
        with(
            meta("large-weights/proof-lemma-c.2-p1.step-2", "Proof of Lemma C.2, Part 1, step 2", r"$$\leq ~{}2\eta\|X_{\ell}\|_{\infty}$$", Part::One, 2, &[], Expected::NotRefuted),
            Step::ResBelowNorm,
        ),
        with(
            meta("large-weights/proof-lemma-c.2-p1.step-3", "Proof of Lemma C.2, Part 1, step 3", r"$$\leq ~{}2\eta\phi_{0}\cdot(1+H\eta)^{\ell}$$", Part::One, 3, &["Lemma D.7"], Expected::Refuted),
            Step::TwiceGrowth,
        ),
        with(
            meta("large-weights/proof-lemma-c.2-p1.step-4", "Proof of Lemma C.2, Part 1, step 4", r"$$= ~{}\epsilon_{\ell}$$", Part::One, 4, &["Definition A.2"], Expected::NotRefuted),
            Step::EpsilonDefinition,
        ),
        with(
            meta("large-weights/proof-lemma-c.2-p2.step-1", "Proof of Lemma C.2, Part 2, step 1", r"$$\|(B-X_{\ell})W_{v}\|_{\infty}\leq ~{}\eta\cdot\|B-X_{\ell}\|_{\infty}$$", Part::Two, 1, &[], Expected::Refuted),
            Step::DiffValue,
        ),
        with(
            meta("large-weights/proof-lemma-c.2-p2.step-2", "Proof of Lemma C.2, Part 2, step 2", r"$$= ~{}\eta\cdot\sum_{i=1}^{H}\|\operatorname{\mathsf{softmv}}_{i}(X_{\ell})\|_{\infty}$$", Part::Two, 2, &[], Expected::Refuted),
            Step::DiffHeads,
        ),
        with(
            meta("large-weights/proof-lemma-c.2-p2.step-3", "Proof of Lemma C.2, Part 2, step 3", r"$$\leq ~{}\eta\cdot\sum_{i=1}^{H}\|\operatorname{\mathsf{softm}}_{i}(X_{\ell})X_{\ell}W_{v,i}\|_{\infty}$$", Part::Two, 3, &["Definition A.1"], Expected::NotRefuted),
            Step::HeadsExpanded,
        ),
        with(
            meta("large-weights/proof-lemma-c.2-p2.step-4", "Proof of Lemma C.2, Part 2, step 4", r"$$\leq ~{}\eta\cdot\sum_{i=1}^{H}\|\operatorname{\mathsf{softm}}_{i}(X_{\ell})\|_{\infty}\cdot\|X_{\ell}\|_{\infty}\cdot\|W_{v,i}\|_{\infty}$$", Part::Two, 4, &["Fact 3.3"], Expected::Refuted),
            Step::HeadsFactored,
        ),
        // ties with one-hot attention rows and every ‖W_{v,i}‖_∞ = η, decided by its form
        with(
            meta("large-weights/proof-lemma-c.2-p2.step-5", "Proof of Lemma C.2, Part 2, step 5", r"$$\leq ~{}\eta^{2}H\cdot\|X_{\ell}\|_{\infty}$$", Part::Two, 5, &[], Expected::NotRefuted),
            Step::HeadsBounded,
        ),
        with(
            meta("large-weights/proof-lemma-c.2-p2.step-6", "Proof of Lemma C.2, Part 2, step 6", r"$$\leq ~{}0.5\eta H\cdot\epsilon_{\ell}$$", Part::Two, 6, &[], Expected::Refuted),
            Step::HalfEpsilon,
        ),
        with(
            meta("large-weights/proof-lemma-c.2-p2.step-7", "Proof of Lemma C.2, Part 2, step 7", r"$$\leq ~{}H\epsilon_{\ell}$$", Part::Two, 7, &[], Expected::NotRefuted),
            Step::EtaAtMostOne,
        ),
        with(
            meta("large-weights/proof-lemma-c.2-p3.step-1", "Proof of Lemma C.2, Part 3, step 1", r"$$\|X_{\ell}W_{v}\|_{\infty}\leq ~{}\eta\|X_{\ell}\|_{\infty}$$", Part::Three, 1, &[], Expected::Refuted),
            Step::OutputValue,
        ),
        with(
            meta("large-weights/proof-lemma-c.2-p3.step-2", "Proof of Lemma C.2, Part 3, step 2", r"$$\leq ~{}\eta\phi_{0}(1+H\eta)^{\ell}$$", Part::Three, 2, &["Lemma D.7"], Expected::Refuted),
            Step::Growth,
        ),
        with(
            meta("large-weights/proof-lemma-c.2-p3.step-3", "Proof of Lemma C.2, Part 3, step 3", r"$$\leq ~{}\epsilon_{\ell}$$", Part::Three, 3, &[], Expected::NotRefuted),
            Step::BelowEpsilon,
        ),
        with(
            meta("large-weights/proof-lemma-c.2-p3.step-4", "Proof of Lemma C.2, Part 3, step 4", r"$$\leq ~{}1$$", Part::Three, 4, &[], Expected::NotRefuted),
            Step::EpsilonBelowOne,
        ),
    ]
}
