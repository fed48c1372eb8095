//! Remark D.2's "final bound" in each case: `remark-d.2-p4` (Case 1) and `remark-d.2-p8`
//! (Case 2).
//!
//! > Case 1 … Thus the final bound is ≤ δ(1 + 10C) = O(1)·(1 + O(η)).
//! > Case 2 … Then the final bound is ≤ O(1)·(1 + O(η)).
//!
//! **What is checkable.** "The final bound" is the bound the proof of Theorem 5.3 ends with,
//! (C^L + ⋯ + C + 1)δ (checked as a bound on the networks by `large-weights/claim-d.1`).
//! "≤ δ(1 + 10C)" is then an inequality between numbers of φ₀, η, H, L, checked here:
//! (C^L + ⋯ + C + 1)δ ≤ δ(1 + 10C), with C and δ as in [`super::regime`]. Since δ > 0
//! (ε_ℓ > 0), it says Σ_{k=1}^L C^k ≤ 10C, i.e. Σ_{k=0}^{L−1} C^k ≤ 10: it holds when
//! C ≤ 9/10 and fails once C ≥ 1 and L ≥ 11, or C ≥ 3 and L ≥ 3 — C ≤ 6η leaves C up to 6
//! at η = 1. "= O(1)·(1 + O(η))" then only restates δ = O(1) and C ≤ 6η (see
//! [`super::constants`]) and adds nothing to check. Reading "the final bound" as the
//! networks' deviation itself, ‖softmv_L(B⁰_L) − softmv_L(B^L_L)‖_∞ ≤ δ(1 + 10C), would be a
//! second network claim; it is not a separate reading, because the remark's "Thus" derives
//! it from the bound, and the bound is what this inequality is about.
//!
//! * `remark-d.2-p4`, `as-written`: Case 1's hypotheses (η ∈ (0, 1],
//!   φ₀ ≤ 0.5η/(1 + Hη)^L) and the recalled 0 < ε_ℓ < 1.
//! * `remark-d.2-p4`, `eta-at-most-3-20` (repair): η ∈ (0, 3/20] instead, so that
//!   C < 6η ≤ 9/10 and Σ_{k<L} C^k < 1/(1 − C) < 10.
//! * `remark-d.2-p8`, `as-in-case-1` (reconstructed): Case 2 prints no δ(1 + 10C); the
//!   reading takes Case 1's inequality under Case 2's hypotheses (φ₀ > 1, η ≤ 1/(φ₀HL)),
//!   η > 0 (η bounds the weights' norms; at L = 1 the recalled 0 < ε₁ alone admits
//!   η < −1/H) and the recalled 0 < ε_ℓ < 1. There C < 6η ≤ 6/(φ₀HL) < 6/L, and
//!   Σ_{k<L} (6/L)^k < 10 for every L.
//!
//! **Without Case 2's condition** (why its negative control does not refute): with
//! φ₀ > 1, η > 0, H ≥ 1 and ε_L < 1, 2η(1 + η)^L < 1, so η < x_L, the root of
//! 2x(1 + x)^L = 1, and C < 6η < 6x_L. For L ≥ 9, x_L < 3/20 (2·(3/20)·(23/20)⁹ > 1), so
//! C < 9/10 and the sum is below 10; for L ≤ 8, Σ_{k<L}(6x_L)^k < 10 (checked by this
//! module's unit test, in `tests/cases/unit/claims/large_weights/remark_d_2/final_bound.rs`).
//!
//! **Equivalent form** (to certify ties only): lhs − rhs = δ(Σ_{k=1}^L C^k − 10C) with
//! δ > 0, so the inequality holds iff Σ_{k=1}^L C^k − 10C ≤ 0.

use crate::claim::{Check, Claim, Condition, Derived, Expected, Inequality, Inputs, Meta, Paper, ReadingClass};
use crate::generate::Draw;
use crate::math::layer_collapse::geometric_sum;
use crate::math::Scalar;

use super::regime::{self, EtaRange, Params, Regime, CASE_1, CASE_2, SYMBOLS};
use super::{CASE_1_FINAL, CASE_2_FINAL, LOCATION_CASE_1, LOCATION_CASE_2, STATEMENT};

/// The inequality (C^L + ⋯ + 1)δ ≤ δ(1 + 10C) in one regime.
pub struct FinalBound {
    meta: Meta,
    regime: Regime,
}

/// The claims in their readings.
pub fn claims() -> Vec<Box<dyn Check>> {
    let p4 = |reading, note, class, expected| {
        Meta::new(Paper::LargeWeights, "large-weights/remark-d.2-p4", "Remark D.2, Case 1: the final bound", STATEMENT)
            .quote(LOCATION_CASE_1, CASE_1_FINAL)
            .reading(reading, note)
            .class(class)
            .symbols(SYMBOLS)
            .cites(&["Definition A.2", "Proof of Theorem 5.3"])
            .expect(expected)
    };
    let small_eta = r"with $0 < \eta \le 3/20$ and the recalled $0 < \epsilon_\ell < 1$, $C < 6\eta \le 9/10$, so $C^{L-1} + \dots + 1 < 10$, and $\delta > 0$; Case 1's condition is not used";
    let all: Vec<FinalBound> = vec![
        FinalBound {
            meta: p4(
                "as-written",
                r"The final bound $(C^L + \cdots + C + 1)\delta$ of the proof of Theorem 5.3 is at most $\delta(1 + 10C)$; Case 1's hypotheses ($\eta \in (0, 1]$, $\phi_0 \le 0.5\eta/(1 + H\eta)^L$) and the recalled $0 < \varepsilon_\ell < 1$ for every layer $\ell \in [L]$.",
                ReadingClass::AsWritten,
                Expected::Refuted,
            ),
            regime: Regime::CASE_1_RECALLED,
        },
        FinalBound {
            meta: p4(
                "eta-at-most-3-20",
                r"Repair of as-written: $\eta \in (0, 3/20]$ instead of $(0, 1]$, so that $C < 6\eta \le 9/10$ and $C^{L-1} + \cdots + 1 < 10$.",
                ReadingClass::Repair,
                Expected::NotRefuted,
            )
            .unneeded(CASE_1, small_eta)
            .proved_in_coq(),
            regime: Regime::CASE_1_RECALLED.with_eta(EtaRange::UpToThreeTwentieths),
        },
        FinalBound {
            meta: Meta::new(Paper::LargeWeights, "large-weights/remark-d.2-p8", "Remark D.2, Case 2: the final bound", STATEMENT)
                .quote(LOCATION_CASE_2, CASE_2_FINAL)
                .reading(
                    "as-in-case-1",
                    r"Case 2 prints no $\delta(1 + 10C)$: Case 1's inequality $(C^L + \cdots + C + 1)\delta \le \delta(1 + 10C)$ under Case 2's hypotheses ($\phi_0 > 1$, $\eta \le 1/(\phi_0 H L)$), $\eta > 0$ ($\eta$ bounds the weights' norms, Definition A.2) and the recalled $0 < \varepsilon_\ell < 1$ for every layer $\ell \in [L]$.",
                )
                .class(ReadingClass::Reconstructed)
                .symbols(SYMBOLS)
                .cites(&["Definition A.2", "Proof of Theorem 5.3"])
                .unneeded(
                    CASE_2,
                    r"$\phi_0 > 1$, $\eta > 0$, $H \ge 1$ and $\epsilon_L < 1$ give $2\eta(1 + \eta)^L < 1$, so $\eta < x_L$, the root of $2x(1 + x)^L = 1$, and $C < 6\eta < 6x_L$, for which $C^{L-1} + \dots + 1 < 10$ for every $L$ (module documentation and unit test)",
                )
                .expect(Expected::NotRefuted)
                .proved_in_coq(),
            regime: Regime::CASE_2_RECALLED,
        },
    ];
    all.into_iter()
        .map(|mut c| {
            c.meta = regime::with_implied(c.meta, c.regime);
            Box::new(c) as Box<dyn Check>
        })
        .collect()
}

impl Claim for FinalBound {
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
        let (c, delta) = (p.c(), p.delta());
        let lhs = geometric_sum(&c, p.l as u32) * delta.clone();
        let rhs = delta * (S::one() + S::exact(10.0) * c);
        vec![Inequality::new(lhs, rhs)]
    }

    fn equivalent_forms<S: Scalar>(&self, x: &Inputs) -> Vec<(usize, Vec<S>)> {
        let p = Params::<S>::of(x);
        let c = p.c();
        let sum = (1..=p.l as u32).fold(S::zero(), |acc, k| acc + c.powi(k));
        vec![(0, vec![sum - S::exact(10.0) * c])]
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        let p = Params::<S>::of(x);
        let c = p.c();
        Derived::new()
            .vector("eps_l for l = 1..L", p.epsilons())
            .number("C", c.clone())
            .number("delta", p.delta())
            .number("C^L + ... + C + 1", geometric_sum(&c, p.l as u32))
    }
}
