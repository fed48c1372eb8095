use lemmacheck::claim::{Claim, Condition, Expected, Inequality, Inputs, Meta, Paper, Symbol};
use lemmacheck::engine::quickcheck_engine::quickcheck_search;
use lemmacheck::engine::settings::Settings;
use lemmacheck::generate::{Draw, Entries};
use lemmacheck::math::Scalar;

/// "n <= 2" over a vector of n entries: every case with n >= 3 violates it, so the one
/// minimal counterexample has n = 3 and every entry at its simplest choice (0).
struct AtMostTwo(Meta);

const SYMBOLS: &[Symbol] = &[Symbol::vector("v", &["n"], "a vector of n entries")];

impl Claim for AtMostTwo {
    fn meta(&self) -> &Meta {
        &self.0
    }
    fn generate(&self, g: &mut Draw) -> Inputs {
        let n = g.dim("n", 1, 8);
        Inputs::new().with("v", g.vector(n, Entries::signed(4)))
    }
    fn hypotheses<S: Scalar>(&self, _x: &Inputs) -> Vec<Condition<S>> {
        Vec::new()
    }
    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        vec![Inequality::new(S::exact(x.vector("v").len() as f64), S::exact(2.0))]
    }
}

#[test]
fn quickcheck_shrinks_to_the_known_minimal_case() {
    let meta = Meta::new(Paper::LargeWeights, "test/at-most-two", "synthetic", "n <= 2").symbols(SYMBOLS).cases(50).targeted(0).expect(Expected::Refuted);
    let claim: &'static AtMostTwo = Box::leak(Box::new(AtMostTwo(meta)));
    let out = quickcheck_search(claim, &Settings::default());
    assert!(out.refuted && out.error.is_none(), "{out:?}");
    // the first failure and every shrink step tried are property evaluations
    assert!(out.calls > out.choices.len() as u64, "calls counted: {}", out.calls);
    assert_eq!(out.dims, vec![("n", 3)], "shrinking stops at the smallest failing dimension");
    // slot 0 is n's, drawn first; every entry shrinks to its simplest choice
    assert!(out.choices.len() > 1 && out.choices[1..].iter().all(|&c| c == 0), "{:?}", out.choices);
}
