//! Remark D.2's two conditions: Case 1's bound on φ₀ (`remark-d.2-p1`) and Case 2's bound
//! on η (`remark-d.2-p5`), each read as sufficient and as necessary for ε_ℓ to stay below 1.
//!
//! > Case 1, the η can be some fixed constant which doesn't depend on H or L. In this
//! > case, we need φ₀ to exponentially small in L, i.e., φ₀ ≤ 0.5η/(1 + Hη)^L.
//!
//! > Case 2. we can choose φ₀ to some fixed constant (bigger than 1) which doesn't depend
//! > on H or L. In this case, in order to make ε_ℓ ≤ 1, we need to choose η ≤ 1/(φ₀HL).
//!
//! "Need" can say that the condition is enough (it is what the remark's reader must choose
//! so that the proof's hypothesis ε_ℓ ∈ (0, 1) holds) or that it is necessary (what any
//! admissible choice must satisfy). The `as-written` readings take the first, the remark's
//! purpose: Case 2 says "in order to make ε_ℓ ≤ 1, we need to choose", a choice that
//! achieves something. The `necessary` readings (alternative) take the second, the
//! literal sense of "need". Case 1 does not say what its condition is for; the remark's
//! first sentence recalls ε_ℓ ∈ (0, 1), which the readings take as its aim. Hypotheses are
//! those of [`super::regime`].
//!
//! **Case 1** (ε_ℓ ≤ ε_L for η, φ₀ > 0). On φ₀ ≤ 0.5η/(1 + Hη)^L,
//! ε_ℓ = 2φ₀η(1 + Hη)^ℓ ≤ η²(1 + Hη)^{ℓ−L} ≤ η², so the condition gives ε_ℓ < 1 exactly
//! when η < 1; at η = 1 and φ₀ on the bound, ε_L = 1.
//! * `as-written` (sufficient): η ∈ (0, 1], φ₀ > 0, φ₀ ≤ 0.5η/(1 + Hη)^L ⇒ 0 < ε_ℓ < 1
//!   for every ℓ ∈ [L].
//! * `eta-below-1` (repair): the same with η ∈ (0, 1) — then ε_ℓ ≤ η² < 1.
//! * `necessary` (alternative): η ∈ (0, 1], 0 < ε_ℓ < 1 for every ℓ ⇒ φ₀ ≤ 0.5η/(1 + Hη)^L.
//!   ε_L < 1 says φ₀ < 0.5/(η(1 + Hη)^L), a bound 1/η² times the printed one.
//! * `necessary-half-over-eta` (repair): the conclusion φ₀ ≤ 0.5/(η(1 + Hη)^L), the printed
//!   bound with η moved to the denominator; it is ε_L ≤ 1 rewritten, so it is necessary
//!   (and, with ε_ℓ increasing in ℓ, sufficient for ε_ℓ ≤ 1).
//!
//! **Case 2.** On η ≤ 1/(φ₀HL), Hη ≤ 1/(φ₀L) and (1 + Hη)^L ≤ e^{1/φ₀}, so
//! ε_L ≤ (2/(HL))e^{1/φ₀} — at most about 2e, not 1: at H = L = 1 and η = 1/φ₀,
//! ε_1 = 2(1 + 1/φ₀) > 2.
//! * `as-written` (sufficient): φ₀ > 1, η > 0, η ≤ 1/(φ₀HL) ⇒ ε_ℓ ≤ 1 for every ℓ.
//! * `quarter` (repair): η ≤ 1/(4φ₀HL) instead; then (1 + Hη)^L ≤ (1 + 1/(4φ₀L))^L ≤ e^{1/4}
//!   and ε_ℓ ≤ 2φ₀η e^{1/4} ≤ e^{1/4}/(2HL) < 1.
//! * `necessary` (alternative): φ₀ > 1, η > 0, ε_ℓ ≤ 1 for every ℓ ⇒ η ≤ 1/(φ₀HL). No
//!   constant c makes η ≤ c/(φ₀HL) necessary: at L = 1 the largest admissible η has
//!   Hη(1 + Hη) = H/(2φ₀), so ηφ₀HL grows like √H, and for fixed H like log L.
//! * `necessary-half-over-phi0` (repair): the conclusion η ≤ 1/(2φ₀), which ε_L ≥ 2φ₀η
//!   makes necessary, and which is the sharpest necessary bound of the form c/φ₀ (at
//!   H = L = 1 the largest admissible η tends to 1/(2φ₀) as φ₀ grows).
//!
//! **Equivalent forms** (used only to certify that a relation holds at an exact tie): for
//! η > 0 and φ₀ > 0, φ₀ ≤ 0.5η/(1 + Hη)^L ⇔ φ₀(1 + Hη)^L − 0.5η ≤ 0;
//! φ₀ ≤ 0.5/(η(1 + Hη)^L) ⇔ 2φ₀η(1 + Hη)^L − 1 ≤ 0; η ≤ 1/(φ₀HL) ⇔ ηφ₀HL − 1 ≤ 0;
//! η ≤ 1/(2φ₀) ⇔ 2φ₀η − 1 ≤ 0 (multiply by the positive denominators).

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, Place, ReadingClass, Relation};
use crate::generate::Draw;
use crate::math::Scalar;

use super::regime::{self, Case, EtaRange, Params, Recalled, Regime, ETA_POSITIVE, SYMBOLS};
use super::{CASE_1_WORDS, CASE_2_WORDS, LOCATION_CASE_1, LOCATION_CASE_2, STATEMENT};

/// What the reading concludes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Conclusion {
    /// 0 < ε_ℓ < 1 for every ℓ.
    EpsilonInUnitInterval,
    /// ε_ℓ ≤ 1 for every ℓ.
    EpsilonAtMostOne,
    /// φ₀ ≤ 0.5η/(1 + Hη)^L.
    Case1Bound,
    /// φ₀ ≤ 0.5/(η(1 + Hη)^L).
    HalfOverEta,
    /// η ≤ 1/(φ₀HL).
    Case2Bound,
    /// η ≤ 1/(2φ₀).
    HalfOverPhi,
}

/// One reading of a case's condition.
pub struct CaseCondition {
    meta: Meta,
    regime: Regime,
    conclusion: Conclusion,
}

/// The claims in their readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    let p1 = |reading, note, class, expected, words| {
        Meta::new(Paper::LargeWeights, "large-weights/remark-d.2-p1", r"Remark D.2, Case 1: the condition on $\phi_0$", STATEMENT)
            .quote(LOCATION_CASE_1, words)
            .reading(reading, note)
            .class(class)
            .symbols(SYMBOLS)
            .cites(&["Definition A.2"])
            .expect(expected)
    };
    let p5 = |reading, note, class, expected, words| {
        Meta::new(Paper::LargeWeights, "large-weights/remark-d.2-p5", r"Remark D.2, Case 2: the condition on $\eta$", STATEMENT)
            .quote(LOCATION_CASE_2, words)
            .reading(reading, note)
            .class(class)
            .symbols(SYMBOLS)
            .cites(&["Definition A.2"])
            .expect(expected)
    };
    let eta_not_positive = r"for $\eta \le 0$ and $\phi_0 > 1$ the right-hand side $1/(2\phi_0)$ is positive, so $\eta \le 1/(2\phi_0)$ holds whatever $\epsilon_\ell$ is";
    let all: Vec<CaseCondition> = vec![
        CaseCondition {
            meta: p1(
                "as-written",
                r"Sufficient: $\eta \in (0, 1]$ (the proof's range), $\phi_0 > 0$ and $\phi_0 \le 0.5\eta/(1 + H\eta)^L$ imply $0 < \varepsilon_\ell < 1$ for every layer $\ell \in [L]$ (the remark recalls $\varepsilon_\ell \in (0, 1)$, which the condition is needed for).",
                ReadingClass::AsWritten,
                Expected::Refuted,
                CASE_1_WORDS,
            ),
            regime: Regime::CASE_1,
            conclusion: Conclusion::EpsilonInUnitInterval,
        },
        CaseCondition {
            meta: p1(
                "eta-below-1",
                r"Repair of as-written: $\eta \in (0, 1)$ instead of $(0, 1]$; then $\varepsilon_\ell \le \eta^2 < 1$.",
                ReadingClass::Repair,
                Expected::NotRefuted,
                CASE_1_WORDS,
            )
            .proved_in_coq(),
            regime: Regime::CASE_1.with_eta(EtaRange::BelowOne),
            conclusion: Conclusion::EpsilonInUnitInterval,
        },
        CaseCondition {
            meta: p1(
                "necessary",
                r"Necessary (the literal sense of 'need'): $\eta \in (0, 1]$ and $0 < \varepsilon_\ell < 1$ for every layer $\ell \in [L]$ imply $\phi_0 \le 0.5\eta/(1 + H\eta)^L$.",
                ReadingClass::Alternative,
                Expected::Refuted,
                CASE_1_WORDS,
            ),
            regime: Regime::necessary(Case::One, Recalled::Open),
            conclusion: Conclusion::Case1Bound,
        },
        CaseCondition {
            meta: p1(
                "necessary-half-over-eta",
                r"Repair of necessary: the conclusion $\phi_0 \le 0.5/(\eta (1 + H\eta)^L)$, the printed bound with $\eta$ in the denominator ($\varepsilon_L \le 1$ rewritten).",
                ReadingClass::Repair,
                Expected::NotRefuted,
                CASE_1_WORDS,
            )
            .proved_in_coq(),
            regime: Regime::necessary(Case::One, Recalled::Open),
            conclusion: Conclusion::HalfOverEta,
        },
        CaseCondition {
            meta: p5(
                "as-written",
                r"Sufficient: $\phi_0 > 1$, $\eta > 0$ and $\eta \le 1/(\phi_0 H L)$ imply $\varepsilon_\ell \le 1$ for every layer $\ell \in [L]$.",
                ReadingClass::AsWritten,
                Expected::Refuted,
                CASE_2_WORDS,
            ),
            regime: Regime::CASE_2,
            conclusion: Conclusion::EpsilonAtMostOne,
        },
        CaseCondition {
            meta: p5(
                "quarter",
                r"Repair of as-written: $\eta \le 1/(4\phi_0 H L)$ instead of $1/(\phi_0 H L)$; then $\varepsilon_\ell \le e^{1/4}/(2HL) < 1$.",
                ReadingClass::Repair,
                Expected::NotRefuted,
                CASE_2_WORDS,
            )
            .proved_in_coq(),
            regime: Regime::CASE_2.with_c(4),
            conclusion: Conclusion::EpsilonAtMostOne,
        },
        CaseCondition {
            meta: p5(
                "necessary",
                r"Necessary (the literal sense of 'need'): $\phi_0 > 1$, $\eta > 0$ and $\varepsilon_\ell \le 1$ for every layer $\ell \in [L]$ imply $\eta \le 1/(\phi_0 H L)$.",
                ReadingClass::Alternative,
                Expected::Refuted,
                CASE_2_WORDS,
            )
            .unneeded(
                ETA_POSITIVE,
                r"for $\eta \le 0$ and $\phi_0 > 1$ the right-hand side $1/(\phi_0 HL)$ is positive, so $\eta \le 1/(\phi_0 HL)$ holds: the reading's refutation lies inside the hypothesis",
            ),
            regime: Regime::necessary(Case::Two, Recalled::AtMostOne).dividing_by_phi(),
            conclusion: Conclusion::Case2Bound,
        },
        CaseCondition {
            meta: p5(
                "necessary-half-over-phi0",
                r"Repair of necessary: the conclusion $\eta \le 1/(2\phi_0)$, the sharpest necessary bound of the form $c/\phi_0$ (none of the printed form $c/(\phi_0 H L)$ exists).",
                ReadingClass::Repair,
                Expected::NotRefuted,
                CASE_2_WORDS,
            )
            .unneeded(ETA_POSITIVE, eta_not_positive)
            .proved_in_coq(),
            regime: Regime::necessary(Case::Two, Recalled::AtMostOne).dividing_by_phi(),
            conclusion: Conclusion::HalfOverPhi,
        },
    ];
    all.into_iter()
        .map(|mut c| {
            c.meta = regime::with_implied(c.meta, c.regime);
            Box::new(c) as Box<dyn Check>
        })
        .collect()
}

impl Claim for CaseCondition {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        regime::generate(self.regime, g)
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        regime::hypotheses(self.regime, x)
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let p = Params::<S>::of(x);
        let (h, l) = (S::int(p.h), S::int(p.l));
        match self.conclusion {
            Conclusion::EpsilonInUnitInterval => p
                .epsilons()
                .into_iter()
                .enumerate()
                .flat_map(|(k, e)| {
                    [
                        Inequality { lhs: S::zero(), rhs: e.clone(), place: Place::i("0 < eps_i", k), relation: Relation::Less },
                        Inequality { lhs: e, rhs: S::one(), place: Place::i("eps_i < 1", k), relation: Relation::Less },
                    ]
                })
                .collect(),
            Conclusion::EpsilonAtMostOne => {
                p.epsilons().into_iter().enumerate().map(|(k, e)| Inequality::at(Place::i("eps_i <= 1", k), e, S::one())).collect()
            }
            Conclusion::Case1Bound => vec![Inequality::new(p.phi0.clone(), S::exact(0.5) * p.eta.clone() / p.growth())],
            Conclusion::HalfOverEta => vec![Inequality::new(p.phi0.clone(), S::exact(0.5) / (p.eta.clone() * p.growth()))],
            Conclusion::Case2Bound => vec![Inequality::new(p.eta.clone(), S::one() / (p.phi0.clone() * h * l))],
            Conclusion::HalfOverPhi => vec![Inequality::new(p.eta.clone(), S::one() / (S::exact(2.0) * p.phi0.clone()))],
        }
    }

    fn equivalent_forms<S: Scalar>(&self, x: &Inputs) -> Vec<(usize, Vec<S>)> {
        let p = Params::<S>::of(x);
        let q = match self.conclusion {
            Conclusion::EpsilonInUnitInterval | Conclusion::EpsilonAtMostOne => return Vec::new(),
            Conclusion::Case1Bound => p.phi0.clone() * p.growth() - S::exact(0.5) * p.eta.clone(),
            Conclusion::HalfOverEta => S::exact(2.0) * p.phi0.clone() * p.eta.clone() * p.growth() - S::one(),
            Conclusion::Case2Bound => p.eta.clone() * p.phi0.clone() * S::int(p.h) * S::int(p.l) - S::one(),
            Conclusion::HalfOverPhi => S::exact(2.0) * p.phi0.clone() * p.eta.clone() - S::one(),
        };
        vec![(0, vec![q])]
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let p = Params::<S>::of(x);
        let derived = Derived::new().vector("eps_l for l = 1..L", p.epsilons());
        match self.regime.case {
            Case::One => derived
                .number("0.5 eta/(1 + H eta)^L (Case 1's bound)", S::exact(0.5) * p.eta.clone() / p.growth())
                .number("0.5/(eta (1 + H eta)^L) (eps_L = 1)", S::exact(0.5) / (p.eta.clone() * p.growth())),
            // φ₀ = 0 only in a negative control's excluded region, where the bound is undefined
            Case::Two if p.phi0.is_exactly_zero() => derived,
            Case::Two => derived.number("1/(phi_0 H L) (Case 2's bound)", S::one() / (p.phi0.clone() * S::int(p.h) * S::int(p.l))),
        }
    }
}
