//! Synthetic claims with known answers: the certificate must say "violated" only when
//! the violation is proven, "holds" only when the holding is proven, and otherwise
//! "undecided", whatever `f64` says.

use lemmacheck::claim::{Claim, Condition, Expected, Inequality, Inputs, Meta, Paper, Place, Symbol};
use lemmacheck::engine::certify::{certify, Certification, IDENTITY_BITS, PRECISIONS};
use lemmacheck::engine::{search, Settings, Verdict};
use lemmacheck::generate::Draw;
use lemmacheck::math::Scalar;

/// Which synthetic statement.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    /// (√2·√2 − 2) + 2⁻³⁰⁰ ≤ 0: false by 2⁻³⁰⁰, which 64 and 256 bits cannot see.
    TinyExcess,
    /// (√2·√2 − 2)·2³⁰⁰ + 10¹³ ≤ 0: false by exactly 10¹³.
    ScaledExcess,
    /// √2·√2 ≤ 2: an exact tie of two computations of an irrational number.
    Tie,
    /// Hypothesis a·b ≤ 1 + 2⁻⁵¹ with a = b = 1 + 2⁻⁵² (true in f64 only), conclusion 1 ≤ 0.
    HypothesisByRounding,
    /// (a + b)·c = a·c + b·c with dyadic a, b, c: exact.
    ExactIdentity,
    /// exp(a)·exp(b) = exp(a + b): true, but only certifiable to a resolution.
    TranscendentalIdentity,
    /// exp(1) = 2.718281828459045 (the f64 nearest e): false.
    FalseIdentity,
    /// √2·√2 ≤ 2 (open) and 1 ≤ 0, the latter with a (wrong) "equivalent form" −1 ≤ 0: a
    /// form decides only what the intervals leave open, never a decided violation.
    WrongForm,
    /// (√2·√2 − 2)·2⁸⁰ + 1 ≤ 0 (false by 1: open at 64 bits, decided at 256) with a wrong
    /// "equivalent form" −1 ≤ 0.
    WrongFormAt256,
    /// exp((√2·√2 − 2)·2²⁰⁰) ≤ 1/2: false (the left side is exp(0) = 1), but at 64 bits
    /// the argument is enclosed only to within about 2¹³⁶, whose exp no finite endpoint
    /// encloses.
    WideExponent,
}

struct Synthetic(Meta, Kind);

const SYMBOLS: &[Symbol] = &[Symbol::number("a", "a number")];

fn synthetic(kind: Kind) -> Synthetic {
    Synthetic(Meta::new(Paper::LargeWeights, "test/synthetic", "synthetic", "synthetic").symbols(SYMBOLS).cases(4).targeted(0).expect(Expected::Refuted), kind)
}

impl Claim for Synthetic {
    fn meta(&self) -> &Meta {
        &self.0
    }
    fn equivalent_forms<S: Scalar>(&self, _x: &Inputs) -> Vec<(usize, Vec<S>)> {
        match self.1 {
            Kind::WrongForm => vec![(1, vec![-S::one()])],
            Kind::WrongFormAt256 => vec![(0, vec![-S::one()])],
            _ => Vec::new(),
        }
    }
    fn generate(&self, _g: &mut Draw) -> Inputs {
        let a = if self.1 == Kind::HypothesisByRounding { 1.0 + f64::EPSILON } else { 2.0 };
        Inputs::new().with("a", a)
    }
    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        let a = S::exact(x.number("a"));
        match self.1 {
            Kind::HypothesisByRounding => vec![Condition::at_most("a b <= 1 + 2^-51", a.clone() * a, S::exact(1.0 + 2.0 * f64::EPSILON))],
            Kind::TinyExcess => vec![Condition::at_most("1 <= a", S::one(), a)],
            _ => Vec::new(),
        }
    }
    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        let a = S::exact(x.number("a"));
        let root = a.sqrt();
        let sq = root.clone() * root;
        match self.1 {
            Kind::TinyExcess => vec![Inequality::new(sq - a + S::exact(2f64.powi(-300)), S::zero())],
            Kind::ScaledExcess => vec![Inequality::new((sq - a) * S::exact(2f64.powi(300)) + S::exact(1e13), S::zero())],
            Kind::Tie => vec![Inequality::new(sq, a)],
            Kind::HypothesisByRounding => vec![Inequality::new(S::one(), S::zero())],
            Kind::WrongForm => vec![Inequality::new(sq, a), Inequality::new(S::one(), S::zero())],
            Kind::WrongFormAt256 => vec![Inequality::new((sq - a) * S::exact(2f64.powi(80)) + S::one(), S::zero())],
            Kind::ExactIdentity => {
                let (b, c) = (S::exact(0.375), S::exact(-1.25));
                vec![Inequality::equal(Place::WHOLE, (a.clone() + b.clone()) * c.clone(), a * c.clone() + b * c)]
            }
            Kind::TranscendentalIdentity => {
                let b = S::exact(0.375);
                vec![Inequality::equal(Place::WHOLE, a.exp() * b.exp(), (a + b).exp())]
            }
            Kind::FalseIdentity => vec![Inequality::equal(Place::WHOLE, S::one().exp(), S::exact(std::f64::consts::E))],
            Kind::WideExponent => vec![Inequality::new(((sq - a) * S::exact(2f64.powi(200))).exp(), S::exact(0.5))],
        }
    }
}

fn decide(kind: Kind) -> Certification {
    let c = synthetic(kind);
    let x = Claim::generate(&c, &mut Draw::new(&[]));
    certify(&c, &x, None)
}

#[test]
fn a_violation_below_the_f64_margin_is_certified_after_raising_the_precision() {
    match decide(Kind::TinyExcess) {
        Certification::Violated(cert) => {
            assert!(cert.precision > 256, "needs more than 256 bits, got {}", cert.precision);
            // certified at 64 bits and not computed again, the hypothesis is still named
            assert_eq!(cert.hypotheses, vec!["1 <= a"], "{cert:?}");
        }
        other => panic!("(sqrt2 sqrt2 - 2) + 2^-300 <= 0 must be refuted, got {other:?}"),
    }
    match decide(Kind::ScaledExcess) {
        Certification::Violated(cert) => assert!(cert.lhs_minus_rhs.lo > 9e12 && cert.lhs_minus_rhs.hi < 1.1e13, "{cert:?}"),
        other => panic!("(sqrt2 sqrt2 - 2) 2^300 + 10^13 <= 0 must be refuted, got {other:?}"),
    }
}

#[test]
fn the_search_refutes_both_demonstrations() {
    for kind in [Kind::TinyExcess, Kind::ScaledExcess] {
        let report = search(&synthetic(kind), &Settings::default());
        assert_eq!(report.verdict, Verdict::Refuted, "{kind:?}: {:?}", report.tally);
    }
}

#[test]
fn an_exact_tie_of_irrationals_is_undecided_never_holds() {
    match decide(Kind::Tie) {
        Certification::Undecided(u) => {
            assert_eq!(u.precision, *PRECISIONS.last().unwrap());
            assert!(u.tie, "{u:?}");
        }
        other => panic!("sqrt2 sqrt2 <= 2 cannot be decided by intervals, got {other:?}"),
    }
    let report = search(&synthetic(Kind::Tie), &Settings::default());
    assert_eq!(report.verdict, Verdict::Inconclusive, "an undecided case makes the verdict inconclusive");
    assert!(report.tally.undecided > 0 && report.tally.undecided_ties > 0);
}

#[test]
fn a_hypothesis_that_holds_only_by_rounding_puts_the_case_outside_the_claim() {
    let c = synthetic(Kind::HypothesisByRounding);
    let x = Claim::generate(&c, &mut Draw::new(&[]));
    let h = Claim::hypotheses::<f64>(&c, &x);
    assert!(h[0].holds(), "f64 rounds a b down to 1 + 2^-51");
    assert!(matches!(certify(&c, &x, None), Certification::OutsideHypotheses(_)));
    assert_ne!(search(&c, &Settings::default()).verdict, Verdict::Refuted);
}

#[test]
fn an_existence_statement_is_proved_by_a_certified_witness() {
    // "there is an a with (a + 0.375)(-1.25) = a(-1.25) + 0.375(-1.25)": every case is one
    let mut c = synthetic(Kind::ExactIdentity);
    c.0 = c.0.exists("any a is a witness").expect(Expected::Proved);
    let report = search(&c, &Settings::default());
    assert_eq!(report.verdict, Verdict::Proved, "{:?}", report.tally);
    assert!(report.witness.is_some() && report.tally.certifications == 1, "{:?}", report.tally);
}

#[test]
fn an_equivalent_form_never_overturns_a_decided_violation() {
    assert!(matches!(decide(Kind::WrongForm), Certification::Violated(_)), "a form only decides what intervals leave open");
}

#[test]
fn a_wrong_equivalent_form_is_caught_by_the_agreement_check() {
    use lemmacheck::engine::certify::equivalent_forms_agree;
    // decided at 64 bits: 1 ≤ 0 fails where the form says it holds
    let e = equivalent_forms_agree(&synthetic(Kind::WrongForm), 3, 1).expect_err("the form contradicts the printed relation");
    assert!(e.contains("says Holds where the printed form says Fails") && e.contains("64 bits"), "{e}");
    // open at 64 bits, decided at 256: the check goes on to 256 bits
    let e = equivalent_forms_agree(&synthetic(Kind::WrongFormAt256), 3, 1).expect_err("the form contradicts the printed relation at 256 bits");
    assert!(e.contains("256 bits"), "{e}");
    // no form: nothing to compare
    assert_eq!(equivalent_forms_agree(&synthetic(Kind::Tie), 3, 1), Ok(()));
}

#[test]
fn identities_hold_exactly_or_to_a_stated_resolution() {
    match decide(Kind::ExactIdentity) {
        Certification::Holds { identity_bits, .. } => assert_eq!(identity_bits, None, "exact"),
        other => panic!("{other:?}"),
    }
    match decide(Kind::TranscendentalIdentity) {
        Certification::Holds { identity_bits: Some(k), .. } => assert!(k >= IDENTITY_BITS, "k = {k}"),
        other => panic!("{other:?}"),
    }
    assert!(matches!(decide(Kind::FalseIdentity), Certification::Violated(_)));
}

#[test]
fn an_exp_beyond_the_exponent_range_is_open_at_that_precision_and_decided_at_the_next() {
    use lemmacheck::math::interval::{with_exponent_range, with_precision, Interval};
    // the operation itself: no finite upper endpoint, reported, not a panic message
    let wide = with_precision(64, || with_exponent_range(|| Interval::new(-1.0, 1e300).exp()));
    let beyond = wide.expect_err("exp of an argument near 1e300 has no finite enclosure");
    assert_eq!((beyond.what, beyond.bits), ("exp", 64), "{beyond}");
    // another panic still unwinds as itself
    let other = std::panic::catch_unwind(|| with_exponent_range(|| panic!("something else")));
    assert!(other.is_err());
    // a certificate: open at 64 bits, violated at 256
    match decide(Kind::WideExponent) {
        Certification::Violated(cert) => assert_eq!(cert.precision, 256, "{cert:?}"),
        other => panic!("exp((sqrt2 sqrt2 - 2) 2^200) <= 1/2 is false, got {other:?}"),
    }
}
