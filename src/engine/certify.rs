//! Certificates: deciding a case in outward-rounded arithmetic, with three answers.
//!
//! A case is recomputed from its exact inputs with [`Interval`]s at 64 bits of
//! significand, then, while anything is undecided, at 256, 1024 and 4096 bits
//! ([`PRECISIONS`]). At each precision:
//!
//! * every hypothesis must *certainly* hold; one that certainly fails puts the case
//!   outside the claim ([`Certification::OutsideHypotheses`]: the `f64` screen let it in
//!   by rounding, which is the generator's fault and is counted as a rejection);
//! * an inequality lhs ≤ rhs is *violated* when the enclosure of lhs − rhs lies strictly
//!   above 0, and *holds* when it lies at or below 0; an identity lhs = rhs is violated
//!   when the enclosure excludes 0 and holds when it is exactly the point 0.
//!
//! The answer is [`Certification::Violated`] as soon as one relation is certainly violated
//! (with every hypothesis certainly holding), [`Certification::Holds`] when every relation
//! certainly holds, and otherwise the next precision is tried. What is still open at the
//! last precision is [`Certification::Undecided`], counted, and never read as "no
//! violation": a claim with an undecided case and no certified violation is
//! `inconclusive`. An exact tie lhs = rhs between transcendental numbers (e.g.
//! (e^ε − 1)·exp(a) against exp(a + ε) − exp(a)) is undecided at every precision.
//!
//! **Equality cases.** Where a claim records an equivalent form of a relation
//! ([`crate::claim::Claim::equivalent_forms`], argued in its module), a relation left open
//! by the printed form is certified to hold when every quantity of the equivalent form is
//! certainly ≤ 0. Such forms compute the parts the two sides share once, so an equality
//! case of the inequality (b = ε in Lemma 4.2) is decided exactly. They never certify a
//! violation: that is always done on the printed form.
//!
//! Identities are the one place where a bound replaces a sign: interval arithmetic
//! cannot show that two different computations of the same transcendental number are
//! equal, so an identity whose enclosure of lhs − rhs contains 0 is certified as
//! |lhs − rhs| ≤ 2⁻ᵏ·max(1, |lhs|, |rhs|) once k ≥ [`IDENTITY_BITS`], and k is
//! reported with the verdict (DESIGN.md: "an identity is certified exactly, or as
//! |lhs − rhs| ≤ 2⁻ᵏ·scale with k stated"). No tolerance decides an inequality.

use crate::claim::{Check, Decided, Inequality, Inputs, Place, Relation};
use crate::math::interval::with_precision;
use crate::math::{Interval, Scalar};

/// Significand bits tried in turn.
pub const PRECISIONS: [usize; 4] = [64, 256, 1024, 4096];

/// The resolution at which an identity counts as certified: |lhs − rhs| ≤ 2⁻ᵏ·scale with
/// k at least this.
pub const IDENTITY_BITS: i64 = 192;

/// The method string written into certificates.
pub const METHOD: &str = "outward-rounded interval arithmetic on the exact inputs (dashu-float 0.6: \
    directed rounding; exp, ln, sqrt correctly rounded toward -inf / +inf), precision raised \
    64 -> 256 -> 1024 -> 4096 bits until decided";

/// An enclosure [lo, hi] of a real, with `f64` endpoints rounded outward.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Enclosure {
    /// Lower bound.
    pub lo: f64,
    /// Upper bound.
    pub hi: f64,
}

impl From<&Interval> for Enclosure {
    fn from(x: &Interval) -> Self {
        Enclosure { lo: x.lo(), hi: x.hi() }
    }
}

impl Enclosure {
    /// The midpoint of the `f64` endpoints: the value files record for a side.
    pub fn midpoint(&self) -> f64 {
        0.5 * self.lo + 0.5 * self.hi
    }
}

/// A certified violation.
#[derive(Clone, Debug)]
pub struct Certificate {
    /// Significand bits used.
    pub precision: usize,
    /// Which relation of the conclusion is violated.
    pub place: Place,
    /// Its index in the conclusion.
    pub index: usize,
    /// The relation the conclusion asserts there.
    pub relation: Relation,
    /// Enclosure of the lhs.
    pub lhs: Enclosure,
    /// Enclosure of the rhs.
    pub rhs: Enclosure,
    /// Enclosure of lhs − rhs; above 0 (or, for a violated identity, excluding 0).
    pub lhs_minus_rhs: Enclosure,
    /// The hypotheses, each certified to hold.
    pub hypotheses: Vec<&'static str>,
}

/// Why a case stayed open.
#[derive(Clone, Debug)]
pub struct Undecided {
    /// The highest precision tried.
    pub precision: usize,
    /// What stayed open, with its enclosure.
    pub reason: String,
    /// Whether the open relation's enclosure of lhs − rhs was within 2⁻²⁰⁰·scale of 0 (a
    /// tie the arithmetic cannot split, rather than a precision problem).
    pub tie: bool,
    /// The conclusion at the highest precision (enclosure midpoints), when the hypotheses
    /// were decided.
    pub exact: Option<Vec<Inequality<f64>>>,
}

/// The decision about one case.
#[derive(Clone, Debug)]
pub enum Certification {
    /// Some relation is certainly violated and every hypothesis certainly holds.
    Violated(Certificate),
    /// Every relation certainly holds (identities to the stated resolution).
    Holds {
        /// The conclusion recomputed at the deciding precision (enclosure midpoints).
        exact: Vec<Inequality<f64>>,
        /// The smallest k with |lhs − rhs| ≤ 2⁻ᵏ·scale certified for an identity whose
        /// enclosure contained 0, if any.
        identity_bits: Option<i64>,
    },
    /// A hypothesis certainly fails: the case is not an instance of the claim.
    OutsideHypotheses(&'static str),
    /// Still open at the highest precision tried.
    Undecided(Undecided),
}

/// The state of one relation at one precision.
enum State {
    Holds,
    HoldsWithin(i64),
    Fails,
    Open,
}

/// |lhs − rhs| ≤ 2⁻ᵏ·max(1, |lhs|, |rhs|) certified with this k (`None`: unbounded above,
/// i.e. lhs − rhs is exactly 0).
fn identity_resolution(lhs: &Interval, rhs: &Interval, diff: &Interval) -> Option<i64> {
    let scale = [lhs.mignitude_log2_lower(), rhs.mignitude_log2_lower()].into_iter().flatten().fold(0, i64::max);
    diff.magnitude_log2_upper().map(|e| scale - e)
}

fn state(q: &Inequality<Interval>) -> State {
    match q.relation.decide(&q.lhs, &q.rhs) {
        Decided::Holds => State::Holds,
        Decided::Fails => State::Fails,
        Decided::Undecided if q.relation == Relation::Equal => {
            let diff = q.lhs.clone() - q.rhs.clone();
            match identity_resolution(&q.lhs, &q.rhs, &diff) {
                None => State::Holds,
                Some(k) if k >= IDENTITY_BITS => State::HoldsWithin(k),
                Some(_) => State::Open,
            }
        }
        Decided::Undecided => State::Open,
    }
}

/// The relation's sides as enclosure midpoints, for steering the search and for reports
/// (never for a verdict): where the enclosure of lhs − rhs contains 0, the sides are shown
/// equal (lhs := rhs), so that a tie the arithmetic cannot split reads as lhs/rhs = 1 and
/// not as the ratio of two midpoints of rounding noise.
pub fn midpoints(q: &Inequality<Interval>) -> Inequality<f64> {
    let d = q.lhs.clone() - q.rhs.clone();
    let rhs = Enclosure::from(&q.rhs).midpoint();
    let lhs = if d.certainly_positive() || d.certainly_negative() { Enclosure::from(&q.lhs).midpoint() } else { rhs };
    Inequality { lhs, rhs, place: q.place, relation: q.relation }
}

/// Decides the case `x` (see the module documentation), trying precisions up to
/// `max_bits`; the hypothesis `dropped` (a negative control's) is not checked.
pub fn certify_up_to(claim: &dyn Check, x: &Inputs, dropped: Option<&'static str>, max_bits: usize) -> Certification {
    let mut open = String::new();
    let mut tie = false;
    let mut open_midpoints: Option<Vec<Inequality<f64>>> = None;
    let mut last = PRECISIONS[0];
    for &bits in PRECISIONS.iter().filter(|&&b| b <= max_bits.max(PRECISIONS[0])) {
        last = bits;
        let outcome = with_precision(bits, || -> Option<Certification> {
            let hyps: Vec<_> = claim.hypotheses_interval(x).into_iter().filter(|h| Some(h.name) != dropped).collect();
            let mut certified = Vec::with_capacity(hyps.len());
            for h in &hyps {
                match h.decide() {
                    Decided::Holds => certified.push(h.name),
                    Decided::Fails => return Some(Certification::OutsideHypotheses(h.name)),
                    Decided::Undecided => {
                        open = format!("hypothesis '{}' undecided at {bits} bits: {:?} vs {:?}", h.name, h.lhs, h.rhs);
                        tie = false;
                        open_midpoints = None;
                        return None;
                    }
                }
            }
            let conclusion = claim.conclusion_interval(x);
            let mut states: Vec<State> = conclusion.iter().map(state).collect();
            if states.iter().any(|s| matches!(s, State::Open)) {
                for (k, forms) in claim.equivalent_forms_interval(x) {
                    if matches!(states.get(k), Some(State::Open)) && forms.iter().all(Interval::certainly_nonpositive) {
                        states[k] = State::Holds;
                    }
                }
            }
            let violated = states
                .iter()
                .enumerate()
                .filter(|(_, s)| matches!(s, State::Fails))
                .map(|(k, _)| k)
                .max_by(|&a, &b| {
                    let size = |k: usize| (conclusion[k].lhs.clone() - conclusion[k].rhs.clone()).abs().lo();
                    size(a).total_cmp(&size(b)).then(b.cmp(&a))
                });
            if let Some(k) = violated {
                let q = &conclusion[k];
                return Some(Certification::Violated(Certificate {
                    precision: bits,
                    place: q.place,
                    index: k,
                    relation: q.relation,
                    lhs: Enclosure::from(&q.lhs),
                    rhs: Enclosure::from(&q.rhs),
                    lhs_minus_rhs: Enclosure::from(&(q.lhs.clone() - q.rhs.clone())),
                    hypotheses: certified,
                }));
            }
            let exact: Vec<Inequality<f64>> = conclusion.iter().map(midpoints).collect();
            if let Some(k) = states.iter().position(|s| matches!(s, State::Open)) {
                let q = &conclusion[k];
                let diff = q.lhs.clone() - q.rhs.clone();
                tie = identity_resolution(&q.lhs, &q.rhs, &diff).is_none_or(|r| r >= 200);
                open = format!(
                    "at {}: lhs - rhs in [{:e}, {:e}] at {bits} bits ({} {} {})",
                    q.place,
                    diff.lo(),
                    diff.hi(),
                    "lhs",
                    q.relation.symbol(),
                    "rhs"
                );
                open_midpoints = Some(exact);
                return None;
            }
            let identity_bits = states
                .iter()
                .filter_map(|s| match s {
                    State::HoldsWithin(k) => Some(*k),
                    _ => None,
                })
                .min();
            Some(Certification::Holds { exact, identity_bits })
        });
        if let Some(c) = outcome {
            return c;
        }
    }
    Certification::Undecided(Undecided { precision: last, reason: open, tie, exact: open_midpoints })
}

/// Checks a claim's equivalent forms against its printed relations on `cases` random
/// cases (seeded): wherever both are decided at 256 bits, a relation holds exactly when all
/// its forms are ≤ 0. An error names the case; a claim without forms passes. This is the
/// test that an argued equivalence (which only ever certifies *holding*) was encoded right.
pub fn equivalent_forms_agree(claim: &dyn Check, cases: u32, seed: u64) -> Result<(), String> {
    use crate::engine::case::Subject;
    use crate::engine::choices::random_choice;
    use crate::engine::rng::SplitMix;
    let subject = Subject::new(claim);
    let mut rng = SplitMix::new(seed ^ 0xe9_u64);
    for _ in 0..cases {
        let choices: Vec<u32> =
            subject.layout.slots.iter().map(|&s| random_choice(s, rng.next_u64() as u32, (rng.next_u64() >> 32) as u32)).collect();
        let case = subject.build(&choices)?;
        with_precision(256, || -> Result<(), String> {
            let forms = claim.equivalent_forms_interval(&case.inputs);
            if forms.is_empty() || claim.hypotheses_interval(&case.inputs).iter().any(|h| h.decide() != Decided::Holds) {
                return Ok(());
            }
            let conclusion = claim.conclusion_interval(&case.inputs);
            for (k, qs) in forms {
                let q = conclusion.get(k).ok_or_else(|| format!("an equivalent form names relation {k}, which the conclusion does not have"))?;
                let printed = q.relation.decide(&q.lhs, &q.rhs);
                let form = if qs.iter().all(Interval::certainly_nonpositive) {
                    Decided::Holds
                } else if qs.iter().any(Interval::certainly_positive) {
                    Decided::Fails
                } else {
                    Decided::Undecided
                };
                if printed != Decided::Undecided && form != Decided::Undecided && printed != form {
                    return Err(format!(
                        "the equivalent form of relation {k} ({}) says {form:?} where the printed form says {printed:?}, at inputs {}",
                        q.place,
                        case.inputs.to_json()
                    ));
                }
            }
            Ok(())
        })?;
    }
    Ok(())
}

/// Whether every hypothesis certainly holds at `x`, raising the precision as
/// [`certify`] does: `Ok(true)` if so, `Err(name)` if one certainly fails, `Ok(false)` if
/// one stays undecided.
pub fn hypotheses_hold(claim: &dyn Check, x: &Inputs) -> Result<bool, &'static str> {
    for &bits in &PRECISIONS {
        let decided = with_precision(bits, || {
            let mut all = true;
            for h in claim.hypotheses_interval(x) {
                match h.decide() {
                    Decided::Fails => return Err(h.name),
                    Decided::Undecided => all = false,
                    Decided::Holds => {}
                }
            }
            Ok(all)
        })?;
        if decided {
            return Ok(true);
        }
    }
    Ok(false)
}

/// A certified violation of one hypothesis: a negative control's counterexample lies
/// outside the hypothesis it dropped.
#[derive(Clone, Debug)]
pub struct Outside {
    /// Significand bits used.
    pub precision: usize,
    /// The relation the hypothesis asserts (violated here).
    pub relation: Relation,
    /// Enclosure of the hypothesis' lhs.
    pub lhs: Enclosure,
    /// Enclosure of its rhs.
    pub rhs: Enclosure,
}

/// Certifies that some condition named `hypothesis` certainly fails at `x` (the first
/// such condition at the lowest precision of [`PRECISIONS`] that decides one); `None` if
/// none does at any precision.
pub fn certify_outside(claim: &dyn Check, x: &Inputs, hypothesis: &str) -> Option<Outside> {
    PRECISIONS.iter().find_map(|&bits| {
        with_precision(bits, || {
            claim.hypotheses_interval(x).into_iter().filter(|h| h.name == hypothesis).find(|h| h.decide() == Decided::Fails).map(|h| Outside {
                precision: bits,
                relation: h.relation,
                lhs: Enclosure::from(&h.lhs),
                rhs: Enclosure::from(&h.rhs),
            })
        })
    })
}

/// [`certify_up_to`] with every precision of [`PRECISIONS`].
pub fn certify(claim: &dyn Check, x: &Inputs, dropped: Option<&'static str>) -> Certification {
    certify_up_to(claim, x, dropped, *PRECISIONS.last().expect("precisions"))
}

#[cfg(test)]
mod tests {
    //! Synthetic claims with known answers: the certificate must say "violated" only when
    //! the violation is proven, "holds" only when the holding is proven, and otherwise
    //! "undecided", whatever `f64` says.

    use super::*;
    use crate::claim::{Claim, Condition, Expected, Inequality, Meta, Paper, Symbol};
    use crate::engine::{search, Settings, Verdict};
    use crate::generate::Draw;

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
                Kind::ExactIdentity => {
                    let (b, c) = (S::exact(0.375), S::exact(-1.25));
                    vec![Inequality::equal(Place::WHOLE, (a.clone() + b.clone()) * c.clone(), a * c.clone() + b * c)]
                }
                Kind::TranscendentalIdentity => {
                    let b = S::exact(0.375);
                    vec![Inequality::equal(Place::WHOLE, a.exp() * b.exp(), (a + b).exp())]
                }
                Kind::FalseIdentity => vec![Inequality::equal(Place::WHOLE, S::one().exp(), S::exact(std::f64::consts::E))],
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
            Certification::Violated(cert) => assert!(cert.precision > 256, "needs more than 256 bits, got {}", cert.precision),
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
}
