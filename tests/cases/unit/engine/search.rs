use lemmacheck::claim::{Claim, Condition, Expected, Inequality, Inputs, Meta, Paper, Symbol};
use lemmacheck::engine::case::Subject;
use lemmacheck::engine::report::Verdict;
use lemmacheck::engine::search::{search, search_subject};
use lemmacheck::engine::settings::Settings;
use lemmacheck::engine::targeted::Optimiser;
use lemmacheck::generate::{Draw, UnitRange};
use lemmacheck::math::Scalar;
use lemmacheck::math::scalar::sum;

/// A synthetic claim false only in a thin region: Σᵢ xᵢ ≤ 5.9 for x ∈ [−1, 1]⁶, which
/// fails only when every xᵢ is within about 0.1 of 1 (probability ~10⁻⁸ per random case).
struct ThinRegion(Meta);

impl Claim for ThinRegion {
    fn meta(&self) -> &Meta {
        &self.0
    }
    fn generate(&self, g: &mut Draw) -> Inputs {
        let n = g.dim("n", 6, 6);
        Inputs::new().with("x", g.block(&[n], UnitRange::Signed, 20))
    }
    fn hypotheses<S: Scalar>(&self, _x: &Inputs) -> Vec<Condition<S>> {
        Vec::new()
    }
    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        vec![Inequality::new(sum(x.vector("x").iter().map(|&v| S::exact(v))), S::exact(5.9))]
    }
}

fn thin() -> ThinRegion {
    const SYMBOLS: &[Symbol] = &[Symbol::vector("x", &["n"], "six entries in [-1, 1]")];
    ThinRegion(Meta::new(Paper::LargeWeights, "test/thin", "synthetic", "sum x <= 5.9").symbols(SYMBOLS).expect(Expected::Refuted))
}

#[test]
fn random_phase_alone_misses_a_thin_region() {
    let settings = Settings { targeted: Some(0), cases: Some(2000), ..Settings::default() };
    assert_eq!(search(&thin(), &settings).verdict, Verdict::NotRefuted);
}

#[test]
fn targeted_phase_finds_and_shrinks_it() {
    let settings = Settings { cases: Some(2000), ..Settings::default() };
    let report = search(&thin(), &settings);
    assert_eq!(report.verdict, Verdict::Refuted);
    let cx = report.counterexample.expect("a counterexample");
    assert!(cx.found_by_targeted);
    // shrinking rounds each entry to the coarsest grid that still violates: all ones
    assert_eq!(cx.inputs.vector("x"), &[1.0; 6]);
}

#[test]
fn both_optimisers_find_it() {
    for optimiser in [Optimiser::HillClimb, Optimiser::Anneal] {
        let settings = Settings { cases: Some(500), ..Settings::default() };
        let report = search_subject(&Subject::new(&thin()), &settings, optimiser);
        assert_eq!(report.verdict, Verdict::Refuted, "{optimiser:?}");
    }
}
