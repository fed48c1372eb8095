//! Remark D.2's constants in each case: "C ≤ 6η" (`remark-d.2-p2` in Case 1,
//! `remark-d.2-p6` in Case 2) and "δ = O(1)" (`remark-d.2-p3`, `remark-d.2-p7`).
//!
//! > Case 1 … i.e., φ₀ ≤ 0.5η/(1 + Hη)^L. We have δ = O(1) and C ≤ 6η.
//! > Case 2 … we need to choose η ≤ 1/(φ₀HL). We will have δ = O(1) and C ≤ 6η.
//!
//! with C = max_ℓ 3η(ε_ℓ² + 1), δ = max_ℓ 2g(2Hε_ℓ), ε_ℓ = 2φ₀η(1 + Hη)^ℓ (ℓ ∈ [L]).
//!
//! **g.** The remark uses g without defining it. The paper defines two functions named g:
//! the entrywise exponential of Definitions 1.1 and 3.6, and g(ε) := 2(e^ε − 1) in Lemma 5.2
//! and Lemma C.1. The remark recalls δ from the proof of Theorem 5.3 ("above"), where
//! δ := max_ℓ 2g(2Hε_ℓ) bounds what Lemma C.1 gives, whose g is 2(e^ε − 1); that is the g
//! used here ([`crate::math::layer_collapse::g`]). (With g = exp the arguments below go
//! through unchanged, since they use only that g is increasing and unbounded: the least constants would
//! be the same expressions with exp in place of g, and δ unbounded in H all the same.)
//!
//! **C ≤ 6η** (`as-written`: the case's hypotheses, η > 0 and the recalled 0 < ε_ℓ < 1;
//! see [`super::regime`]). With η > 0 and ε_ℓ < 1, C < 3η·2 = 6η, so the statement holds
//! whatever the case (at L = 1 the recalled 0 < ε₁ alone admits η < −1/H in Case 2, where
//! C > 6η: η bounds the weights' norms, and the readings state η > 0); `case-condition-only` (alternative) drops the recalled ε_ℓ < 1 and asks whether
//! the case's own condition gives C ≤ 6η. In Case 1 it does (ε_ℓ ≤ η² ≤ 1, see
//! [`super::conditions`]); in Case 2 it does not (ε_ℓ can exceed 1, and C ≤ 6η is
//! ε_ℓ ≤ 1 at the largest ℓ); `case-condition-only-quarter` (repair) takes Case 2's bound
//! η ≤ 1/(4φ₀HL) of `remark-d.2-p5.quarter`, under which ε_ℓ < 1.
//!
//! **δ = O(1).** "O(1)" names no constant, so no reading is `as-written`; the readings
//! state one. The remark's O(1) is as H and L grow with the case's fixed constant held (η
//! in Case 1, φ₀ in Case 2: each "doesn't depend on H or L"). The readings' constant is
//! the least one that does not depend on the parameters the reading lets grow, so that a
//! refutation says that no constant of that kind exists:
//! * Case 1, `uniform-in-l` (alternative): δ ≤ 2g(2Hη²), uniform in L and φ₀ for fixed η
//!   and H. It holds: ε_ℓ ≤ η² (Case 1's condition), and it is the least such constant:
//!   φ₀ on the bound gives ε_L = η², δ = 2g(2Hη²).
//! * Case 1, `uniform-in-h-and-l` (alternative): a constant depending on η only. None
//!   exists: with φ₀ on the bound δ = 2g(2Hη²) = 4(e^{2Hη²} − 1), unbounded in H. The
//!   reading states the least constant at H = 1, 2g(2η²), which every H ≥ 2 exceeds
//!   (and any other constant K(η) is exceeded from H > ln(1 + K/4)/(2η²) on).
//! * Case 2, `uniform-in-h-and-l` (alternative): δ ≤ 2g(4(1 + 1/φ₀)), depending on φ₀
//!   only. It holds: Hη ≤ 1/(φ₀L) gives 2Hε_L = 4Hφ₀η(1 + Hη)^L ≤ (4/L)(1 + 1/(φ₀L))^L,
//!   largest at L = 1, where it is 4(1 + 1/φ₀); and it is the least: L = 1, η = 1/(φ₀H)
//!   attains it.
//!
//! These readings drop the recalled ε_ℓ ∈ (0, 1): O(1) is about the case's own regime,
//! and the least constants above are the same with it.
//!
//! **Equivalent forms** (to certify ties only): g is strictly increasing and H > 0, so
//! δ ≤ 2g(2Hx) ⇔ ε_ℓ − x ≤ 0 for every ℓ; with x = η² (uniform in L), x = η²/H (uniform in
//! H and L, Case 1) and, for Case 2 and φ₀ > 0, 2Hφ₀ε_ℓ − 4(φ₀ + 1) ≤ 0 for every ℓ.
//!
//! # In Coq
//!
//! Each reading's Coq statement is `coq/Statements/<Paper>/<name>.v` (`<name>` the reading's
//! Coq name, `coq::coq_name`): its header quotes the words, says how each hypothesis is
//! encoded and classifies every premise (printed, stated by the reading, or shown in the
//! verdict row). A reading proved for every size has its proof in `coq/Proofs/` and its
//! non-vacuity theorem in `coq/Satisfiable/`; `lemmacheck show <id>` prints the statement.

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, ReadingClass};
use crate::generate::Draw;
use crate::math::layer_collapse::g;
use crate::math::Scalar;

use super::regime::{self, Params, Regime, CASE_1, CASE_2, PHI_ABOVE_1, PHI_POSITIVE, SYMBOLS};
use super::{CASE_1_CONSTANTS, CASE_2_CONSTANTS, LOCATION_CASE_1, LOCATION_CASE_2, STATEMENT};

/// Which bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    /// C ≤ 6η.
    CAtMostSixEta,
    /// δ ≤ 2g(2Hη²).
    DeltaUniformInL,
    /// δ ≤ 2g(2η²).
    DeltaCase1UniformInHAndL,
    /// δ ≤ 2g(4(1 + 1/φ₀)).
    DeltaCase2UniformInHAndL,
}

/// One reading of "C ≤ 6η" or "δ = O(1)".
pub struct CaseConstant {
    meta: Meta,
    regime: Regime,
    bound: Bound,
}

/// The claims in their readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    let meta = |id, number, location, words, reading, note, class, expected| {
        Meta::new(Paper::LargeWeights, id, number, STATEMENT)
            .quote(location, words)
            .reading(reading, note)
            .class(class)
            .symbols(SYMBOLS)
            .cites(&["Definition A.2"])
            .expect(expected)
    };
    let c1 = |reading, note, class, expected| {
        meta("large-weights/remark-d.2-p2", r"Remark D.2, Case 1: $C \le 6\eta$", LOCATION_CASE_1, CASE_1_CONSTANTS, reading, note, class, expected)
    };
    let c2 = |reading, note, class, expected| {
        meta("large-weights/remark-d.2-p6", r"Remark D.2, Case 2: $C \le 6\eta$", LOCATION_CASE_2, CASE_2_CONSTANTS, reading, note, class, expected)
    };
    let d1 = |reading, note| {
        meta("large-weights/remark-d.2-p3", r"Remark D.2, Case 1: $\delta = O(1)$", LOCATION_CASE_1, CASE_1_CONSTANTS, reading, note, ReadingClass::Alternative, Expected::NotRefuted)
    };
    let d2 = |reading, note| {
        meta("large-weights/remark-d.2-p7", r"Remark D.2, Case 2: $\delta = O(1)$", LOCATION_CASE_2, CASE_2_CONSTANTS, reading, note, ReadingClass::Alternative, Expected::NotRefuted)
    };
    let recalled_enough = r"the kept $\eta > 0$ and the recalled $0 < \epsilon_\ell < 1$ alone give $C = \max_\ell 3\eta(\epsilon_\ell^2 + 1) < 6\eta$, whatever the case's condition";
    let phi_not_positive = r"for $\phi_0 \le 0$ and $\eta > 0$ every $\epsilon_\ell = 2\phi_0\eta(1 + H\eta)^\ell \le 0$, so $\delta = \max_\ell 2g(2H\epsilon_\ell) \le 0 < 2g(2H\eta^2)$ ($g$ is increasing with $g(0) = 0$)";
    let all: Vec<CaseConstant> = vec![
        CaseConstant {
            meta: c1(
                "as-written",
                r"Case 1's condition $\phi_0 \le 0.5\eta/(1 + H\eta)^L$, $\eta > 0$ ($\eta$ bounds the weights' norms, Definition A.2) and the recalled $0 < \varepsilon_\ell < 1$ for every layer $\ell \in [L]$ imply $C = \max_\ell 3\eta(\varepsilon_\ell^2 + 1) \le 6\eta$.",
                ReadingClass::AsWritten,
                Expected::NotRefuted,
            )
            .proved_in_coq()
            .coq_given(r"given $\varepsilon_\ell \in (0, 1)$ recalled from the proof (Case 1's condition alone, with $\eta \le 1$, also gives $C \le 6\eta$: reading `case-condition-only`, proved in Coq)")
            .unneeded(CASE_1, recalled_enough),
            regime: Regime::CASE_1_PRINTED_RECALLED,
            bound: Bound::CAtMostSixEta,
        },
        CaseConstant {
            meta: c1(
                "case-condition-only",
                r"Case 1's hypotheses alone ($\eta \in (0, 1]$, $\phi_0 > 0$, $\phi_0 \le 0.5\eta/(1 + H\eta)^L$), without the recalled $\varepsilon_\ell < 1$, imply $C \le 6\eta$.",
                ReadingClass::Alternative,
                Expected::NotRefuted,
            )
            .proved_in_coq(),
            regime: Regime::CASE_1,
            bound: Bound::CAtMostSixEta,
        },
        CaseConstant {
            meta: d1(
                "uniform-in-l",
                r"$O(1)$ as a constant independent of $L$ and $\phi_0$ for fixed $\eta$ and $H$: $\delta \le 2g(2H\eta^2)$, the least such constant, $g(e) = 2(e^e - 1)$ (Lemma C.1); Case 1's hypotheses ($\eta \in (0, 1]$, $\phi_0 > 0$, $\phi_0 \le 0.5\eta/(1 + H\eta)^L$).",
            )
            .unneeded(PHI_POSITIVE, phi_not_positive)
            .proved_in_coq(),
            regime: Regime::CASE_1,
            bound: Bound::DeltaUniformInL,
        },
        CaseConstant {
            meta: d1(
                "uniform-in-h-and-l",
                r"$O(1)$ as a constant depending on $\eta$ only ($\eta$ 'doesn't depend on $H$ or $L$'): stated as $\delta \le 2g(2\eta^2)$, the least constant at $H = 1$; no constant exists ($\delta = 2g(2H\eta^2)$ with $\phi_0$ on the bound); Case 1's hypotheses.",
            )
            .expect(Expected::Refuted),
            regime: Regime::CASE_1,
            bound: Bound::DeltaCase1UniformInHAndL,
        },
        CaseConstant {
            meta: c2(
                "as-written",
                r"Case 2's hypotheses ($\phi_0 > 1$, $\eta \le 1/(\phi_0 H L)$), $\eta > 0$ ($\eta$ bounds the weights' norms, Definition A.2) and the recalled $0 < \varepsilon_\ell < 1$ for every layer $\ell \in [L]$ imply $C = \max_\ell 3\eta(\varepsilon_\ell^2 + 1) \le 6\eta$.",
                ReadingClass::AsWritten,
                Expected::NotRefuted,
            )
            .proved_in_coq()
            .coq_given(r"given $\varepsilon_\ell \in (0, 1)$ recalled from the proof; Case 2's own condition does not imply it (reading `case-condition-only`, refuted, and `remark-d.2-p5`, refuted)")
            .unneeded(PHI_ABOVE_1, recalled_enough)
            .unneeded(CASE_2, recalled_enough),
            regime: Regime::CASE_2_RECALLED,
            bound: Bound::CAtMostSixEta,
        },
        CaseConstant {
            meta: c2(
                "case-condition-only",
                r"Case 2's hypotheses alone ($\phi_0 > 1$, $\eta > 0$, $\eta \le 1/(\phi_0 H L)$), without the recalled $\varepsilon_\ell < 1$, imply $C \le 6\eta$.",
                ReadingClass::Alternative,
                Expected::Refuted,
            ),
            regime: Regime::CASE_2,
            bound: Bound::CAtMostSixEta,
        },
        CaseConstant {
            meta: c2(
                "case-condition-only-quarter",
                r"Repair of case-condition-only: $\eta \le 1/(4\phi_0 H L)$ (`remark-d.2-p5.quarter`) instead of $1/(\phi_0 H L)$; then $\varepsilon_\ell < 1$ and $C < 6\eta$.",
                ReadingClass::Repair,
                Expected::NotRefuted,
            )
            .proved_in_coq(),
            regime: Regime::CASE_2.with_c(4),
            bound: Bound::CAtMostSixEta,
        },
        CaseConstant {
            meta: d2(
                "uniform-in-h-and-l",
                r"$O(1)$ as a constant depending on $\phi_0$ only ($\phi_0$ 'doesn't depend on $H$ or $L$'): $\delta \le 2g(4(1 + 1/\phi_0))$, the least such constant, $g(e) = 2(e^e - 1)$ (Lemma C.1); Case 2's hypotheses ($\phi_0 > 1$, $\eta > 0$, $\eta \le 1/(\phi_0 H L)$).",
            )
            .proved_in_coq(),
            regime: Regime::CASE_2.dividing_by_phi(),
            bound: Bound::DeltaCase2UniformInHAndL,
        },
    ];
    all.into_iter()
        .map(|mut c| {
            c.meta = regime::with_implied(c.meta, c.regime);
            Box::new(c) as Box<dyn Check>
        })
        .collect()
}

impl CaseConstant {
    /// The right-hand side.
    fn rhs<S: Scalar>(&self, p: &Params<S>) -> S {
        let two = || S::exact(2.0);
        match self.bound {
            Bound::CAtMostSixEta => S::exact(6.0) * p.eta.clone(),
            Bound::DeltaUniformInL => two() * g(&(two() * S::int(p.h) * p.eta.clone() * p.eta.clone())),
            Bound::DeltaCase1UniformInHAndL => two() * g(&(two() * p.eta.clone() * p.eta.clone())),
            Bound::DeltaCase2UniformInHAndL => two() * g(&(S::exact(4.0) * (S::one() + S::one() / p.phi0.clone()))),
        }
    }
}

impl Claim for CaseConstant {
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
        let lhs = match self.bound {
            Bound::CAtMostSixEta => p.c(),
            _ => p.delta(),
        };
        vec![Inequality::new(lhs, self.rhs(&p))]
    }

    fn equivalent_forms<S: Scalar>(&self, x: &Inputs) -> Vec<(usize, Vec<S>)> {
        let p = Params::<S>::of(x);
        let eta2 = p.eta.clone() * p.eta.clone();
        let h = S::int(p.h);
        let q: Vec<S> = match self.bound {
            Bound::CAtMostSixEta => return Vec::new(),
            Bound::DeltaUniformInL => p.epsilons().into_iter().map(|e| e - eta2.clone()).collect(),
            Bound::DeltaCase1UniformInHAndL => p.epsilons().into_iter().map(|e| h.clone() * e - eta2.clone()).collect(),
            Bound::DeltaCase2UniformInHAndL => p
                .epsilons()
                .into_iter()
                .map(|e| S::exact(2.0) * h.clone() * p.phi0.clone() * e - S::exact(4.0) * (p.phi0.clone() + S::one()))
                .collect(),
        };
        vec![(0, q)]
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let p = Params::<S>::of(x);
        Derived::new().vector("eps_l for l = 1..L", p.epsilons()).number("C", p.c()).number("delta", p.delta())
    }
}
