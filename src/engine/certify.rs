//! Certificates: deciding a case in outward-rounded arithmetic, with three answers.
//!
//! **The exact tier.** Every case is first evaluated in [`Exact`]
//! arithmetic: `f64` values that are exactly the reals they stand for, each operation
//! checked for exactness with error-free transformations, and "unknown" where one is not
//! (anything rounded or transcendental, unless an exact 0 multiplies it). Exact ties on
//! dyadic grids (ε = 0 forcing B = A; W_v = 0 or equal tokens in an attention layer) are
//! typically known on both sides. When every side is known and every relation holds, the
//! case holds, decided exactly. Everything else (a violation, a failing hypothesis,
//! anything unknown) goes to the intervals, so every certificate of a violation is an
//! interval certificate. `cargo test` checks, for every reading and its controls, that
//! the intervals decide each case the tier decides the same way ([`exact_tier_agrees`]).
//!
//! A case is recomputed from its exact inputs with [`Interval`]s at 64 bits of
//! significand, then, while anything is undecided, at 256, 1024 and 4096 bits
//! ([`PRECISIONS`]). At each precision:
//!
//! * every hypothesis must *certainly* hold; one that certainly fails puts the case
//!   outside the claim ([`Certification::OutsideHypotheses`]: the `f64` screen let it in
//!   by rounding, which is the generator's fault and is counted as a rejection). Once
//!   every hypothesis certainly holds at one precision, that is proved, and the
//!   hypotheses are not computed again at the higher ones;
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
use crate::math::exact::{exactly, Exact};
use crate::math::interval::{with_exponent_range, with_precision};
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

/// The exact tier: [`Certification::Holds`] when every side of every hypothesis (but
/// `dropped`) and of the conclusion is known in exact `f64` arithmetic
/// ([`crate::math::exact`]: exactly the real it stands for) and every relation holds;
/// `None` otherwise, and always for a box of inputs.
///
/// The known values are the exact reals, so the relations between them are decided
/// exactly; `exact` holds them as [`midpoints`] shows the intervals' enclosures (sides
/// whose difference is 0 shown equal). The intervals may enclose them more widely, and
/// an exact 0 may carry another sign in them; the search reads these values only through
/// [`closeness`](super::evaluate::closeness), which shows no zero's sign. A violation, a
/// failing hypothesis, and anything unknown or undefined are left to the ladder, so
/// certificates of violations are always interval certificates.
fn holds_exactly(claim: &dyn Check, x: &Inputs, dropped: Option<&'static str>) -> Option<Certification> {
    if x.is_box() {
        return None;
    }
    let known = |lhs: Exact, rhs: Exact| lhs.is_known() && rhs.is_known();
    let hypotheses = exactly(|| claim.hypotheses_exact(x))?;
    if !hypotheses.iter().filter(|h| Some(h.name) != dropped).all(|h| known(h.lhs, h.rhs) && h.relation.holds_f64(h.lhs.value(), h.rhs.value())) {
        return None;
    }
    let conclusion = exactly(|| claim.conclusion_exact(x))?;
    if !conclusion.iter().all(|q| known(q.lhs, q.rhs) && q.relation.holds_f64(q.lhs.value(), q.rhs.value())) {
        return None;
    }
    let point = |v: f64| Enclosure { lo: v, hi: v }.midpoint();
    let exact = conclusion
        .iter()
        .map(|q| {
            let (lhs, rhs) = (q.lhs.value(), q.rhs.value());
            // as `midpoints`: sides whose difference is 0 are shown equal
            let rhs = point(rhs);
            Inequality { lhs: if lhs == q.rhs.value() { rhs } else { point(lhs) }, rhs, place: q.place, relation: q.relation }
        })
        .collect();
    Some(Certification::Holds { exact, identity_bits: None })
}

/// Decides the case `x` (see the module documentation), trying precisions up to
/// `max_bits`; the hypothesis `dropped` (a negative control's) is not checked.
pub fn certify_up_to(claim: &dyn Check, x: &Inputs, dropped: Option<&'static str>, max_bits: usize) -> Certification {
    holds_exactly(claim, x, dropped).unwrap_or_else(|| ladder(claim, x, dropped, max_bits))
}

/// The interval ladder of [`certify_up_to`], without the exact tier.
fn ladder(claim: &dyn Check, x: &Inputs, dropped: Option<&'static str>, max_bits: usize) -> Certification {
    let mut open = String::new();
    let mut tie = false;
    let mut open_midpoints: Option<Vec<Inequality<f64>>> = None;
    let mut last = PRECISIONS[0];
    // the hypotheses' names once all of them certainly held, at some precision
    let mut hypotheses_hold: Option<Vec<&'static str>> = None;
    for &bits in PRECISIONS.iter().filter(|&&b| b <= max_bits.max(PRECISIONS[0])) {
        last = bits;
        let outcome = with_exponent_range(|| with_precision(bits, || -> Option<Certification> {
            let certified = match &hypotheses_hold {
                Some(names) => names.clone(),
                None => {
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
                    hypotheses_hold = Some(certified.clone());
                    certified
                }
            };
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
        }));
        match outcome {
            Ok(Some(c)) => return c,
            Ok(None) => {}
            Err(beyond) => {
                // no finite enclosure at this precision: open here, as an undecided relation
                open = beyond.to_string();
                tie = false;
                open_midpoints = None;
            }
        }
    }
    Certification::Undecided(Undecided { precision: last, reason: open, tie, exact: open_midpoints })
}

/// Checks a claim's equivalent forms against its printed relations on `cases` random
/// cases (seeded): wherever both are decided, a relation holds exactly when all its forms
/// are ≤ 0. A case is computed at 64 bits, and again at 256 where a hypothesis or a side
/// of a comparison is undecided at 64 (a decision at either precision is a proof, so this
/// compares every relation that 256 bits alone would decide). An error names the case; a
/// claim without forms passes. This is the test that an argued equivalence (which only
/// ever certifies *holding*) was encoded right.
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
        for bits in [64, 256] {
            // Ok(true): every comparison of this case was made (or there is none to make)
            let settled = with_precision(bits, || -> Result<bool, String> {
                let forms = claim.equivalent_forms_interval(&case.inputs);
                if forms.is_empty() {
                    return Ok(true);
                }
                let hypotheses: Vec<Decided> = claim.hypotheses_interval(&case.inputs).iter().map(|h| h.decide()).collect();
                if hypotheses.contains(&Decided::Fails) {
                    return Ok(true);
                }
                if hypotheses.contains(&Decided::Undecided) {
                    return Ok(false);
                }
                let conclusion = claim.conclusion_interval(&case.inputs);
                let mut settled = true;
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
                            "the equivalent form of relation {k} ({}) says {form:?} where the printed form says {printed:?}, at inputs {} ({bits} bits)",
                            q.place,
                            case.inputs.to_json()
                        ));
                    }
                    settled &= printed != Decided::Undecided && form != Decided::Undecided;
                }
                Ok(settled)
            })?;
            if settled {
                break;
            }
        }
    }
    Ok(())
}

/// Checks the exact tier against the interval ladder on `cases` random cases (seeded) of
/// `claim` and of each of its negative controls, and on their simplest cases: wherever
/// the tier decides a case, the ladder must decide it the same way, with the same
/// recomputed conclusion (equal values; a zero's sign may differ). Returns how many cases the tier decided; an error
/// names the first case where the two differ. This is the test that the tier's
/// exactness checks and its reading of a decision are right for every formula of the
/// catalogue.
pub fn exact_tier_agrees(claim: &dyn Check, cases: u32, seed: u64) -> Result<u32, String> {
    use crate::engine::case::Subject;
    use crate::engine::choices::random_choice;
    use crate::engine::rng::SplitMix;
    let mut decided = 0;
    let dropped = crate::engine::controls::constructed(claim).into_iter().map(Some);
    for dropped in std::iter::once(None).chain(dropped) {
        let subject = Subject::with_dropped(claim, dropped);
        let mut rng = SplitMix::new(seed ^ 0xe7_u64);
        for k in 0..=cases {
            let choices: Vec<u32> = if k == 0 {
                vec![0; subject.layout.slots.len()]
            } else {
                subject.layout.slots.iter().map(|&s| random_choice(s, rng.next_u64() as u32, (rng.next_u64() >> 32) as u32)).collect()
            };
            let case = subject.build(&choices)?;
            let Some(Certification::Holds { exact, .. }) = holds_exactly(claim, &case.inputs, dropped) else { continue };
            decided += 1;
            let same = |a: &[Inequality<f64>], b: &[Inequality<f64>]| {
                a.len() == b.len()
                    && a.iter().zip(b).all(|(p, q)| {
                        // equal values (a zero's sign aside), and NaN is never equal
                        p.lhs == q.lhs && p.rhs == q.rhs && p.place == q.place && p.relation == q.relation
                    })
            };
            match ladder(claim, &case.inputs, dropped, *PRECISIONS.last().expect("precisions")) {
                Certification::Holds { exact: by_intervals, identity_bits: None } if same(&exact, &by_intervals) => {}
                other => {
                    return Err(format!(
                        "the exact tier says the case holds (conclusion {exact:?}) where the interval ladder says {other:?}, at inputs {}{}",
                        case.inputs.to_json(),
                        dropped.map_or(String::new(), |h| format!(" (without '{h}')"))
                    ))
                }
            }
        }
    }
    Ok(decided)
}

/// Whether every hypothesis certainly holds at `x`, raising the precision as
/// [`certify`] does: `Ok(true)` if so, `Err(name)` if one certainly fails, `Ok(false)` if
/// one stays undecided.
pub fn hypotheses_hold(claim: &dyn Check, x: &Inputs) -> Result<bool, &'static str> {
    for &bits in &PRECISIONS {
        let decided = with_exponent_range(|| with_precision(bits, || {
            let mut all = true;
            for h in claim.hypotheses_interval(x) {
                match h.decide() {
                    Decided::Fails => return Err(h.name),
                    Decided::Undecided => all = false,
                    Decided::Holds => {}
                }
            }
            Ok(all)
        }))
        // beyond the exponent range at this precision: undecided here
        .unwrap_or(Ok(false))?;
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
        with_exponent_range(|| {
            with_precision(bits, || {
                claim.hypotheses_interval(x).into_iter().filter(|h| h.name == hypothesis).find(|h| h.decide() == Decided::Fails).map(|h| Outside {
                    precision: bits,
                    relation: h.relation,
                    lhs: Enclosure::from(&h.lhs),
                    rhs: Enclosure::from(&h.rhs),
                })
            })
        })
        // beyond the exponent range at this precision: nothing certified here
        .unwrap_or(None)
    })
}

/// [`certify_up_to`] with every precision of [`PRECISIONS`].
pub fn certify(claim: &dyn Check, x: &Inputs, dropped: Option<&'static str>) -> Certification {
    certify_up_to(claim, x, dropped, *PRECISIONS.last().expect("precisions"))
}
