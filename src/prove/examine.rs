//! The test of one box: is the reading's conclusion certain on it, does a hypothesis
//! certainly fail on it, or is it open (and then which coordinate matters most)?
//!
//! The prover ([`super::search`]) and the replay of a committed proof
//! ([`super::tree::replay`]) run exactly this test, so a proof file is re-verified by the
//! same mathematics that found it, box by box, from the box alone.
//!
//! **On a box X** (m coordinates, midpoint c) the claim's hypotheses, conclusion and
//! equivalent forms are evaluated in [`Slope`] arithmetic, and once more at the point c.
//! For a quantity t (lhs − rhs of a relation, or an equivalent-form quantity) this gives
//! two enclosures of t(X), and their intersection is used:
//!
//! * the value enclosure V_t (naive interval evaluation);
//! * the mean-value form t(c) + Σₖ Gₖ·[lₖ − cₖ, hₖ − cₖ] (see [`crate::math::slope`]).
//!
//! Then, in order:
//!
//! 1. a hypothesis lhs ≤ rhs (or <, =) that certainly fails everywhere on X discards the
//!    box: no input of X is an instance of the claim (leaf `H`);
//! 2. a relation lhs ≤ rhs holds on X when sup t(X) ≤ 0 (< 0 for a strict relation; an
//!    identity only when lhs − rhs is exactly 0); or when the claim records equivalent
//!    forms of it and every form quantity q has sup q(X) ≤ 0;
//! 3. **monotone faces**: where the slopes of t show t monotone in coordinate k on X
//!    (Gₖ ≥ 0, resp. ≤ 0), the maximum of t over X is attained on the face xₖ = hₖ
//!    (resp. lₖ); every such coordinate is fixed at once, the face (a box of lower
//!    dimension) is evaluated afresh, and step 2 is tried there, recursively. This is what
//!    closes boxes that touch a degenerate limit where both sides vanish (ε = 0 in Lemma
//!    4.4: on the face ε = 0 both sides are the same computation, hence exactly 0);
//! 4. the box is closed (leaf `C`) when every relation holds; otherwise it is open and is
//!    split at the midpoint of the coordinate that matters most: the one with the largest
//!    Σ |Gₖ|·(hₖ − lₖ) over the open relations (its share of the mean-value form's
//!    width), not merely the widest.
//!
//! Everything is outward-rounded interval arithmetic at 64 bits (the certificate's
//! arithmetic) and `f64` slope bounds rounded outward (IEEE 754 `+ − × ÷` only): the test
//! depends on no `libm` and gives the same answer on every platform.

use std::collections::HashMap;

use crate::claim::{Check, Condition, Inequality, Relation};
use crate::math::interval::with_precision;
use crate::math::slope::{Bound, Slope};
use crate::math::Interval;

use super::domain::{Cube, Domain};

/// Significand bits of the box evaluations.
pub const PRECISION: usize = 64;

/// The method, as files name it.
pub const METHOD: &str = "interval branch and bound: on each box, outward-rounded interval arithmetic (dashu-float 0.6, 64 bits) \
    and interval slopes (f64 bounds rounded outward), the mean-value form, and monotone faces; a box is closed when every \
    relation of the conclusion certainly holds on it, discarded when a hypothesis certainly fails on all of it";

/// The midpoint a box is split at and its mean-value form is centred on: lo + (hi − lo)/2
/// in `f64`, kept inside [lo, hi].
pub fn midpoint(lo: f64, hi: f64) -> f64 {
    (lo + (hi - lo) * 0.5).clamp(lo, hi)
}

/// Whether the coordinate can be split: its midpoint lies strictly inside.
pub fn splittable(lo: f64, hi: f64) -> bool {
    let m = midpoint(lo, hi);
    lo < m && m < hi
}

/// The two halves of `cube` split at the midpoint of coordinate `k`.
pub fn halves(cube: &Cube, k: usize) -> (Cube, Cube) {
    let (lo, hi) = cube[k];
    let m = midpoint(lo, hi);
    let mut left = cube.clone();
    let mut right = cube.clone();
    left[k] = (lo, m);
    right[k] = (m, hi);
    (left, right)
}

/// What one box is.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Every relation of the conclusion certainly holds on the box.
    Closed,
    /// The named hypothesis certainly fails on all of the box.
    Outside(&'static str),
    /// Neither: split it at coordinate `split` (`None`: no coordinate can be split, the
    /// box is a point the arithmetic cannot decide). `worst` is the largest upper bound
    /// of lhs − rhs over the open relations (a priority for the search).
    Open {
        /// The coordinate to split.
        split: Option<usize>,
        /// sup (lhs − rhs) over the box for the worst open relation.
        worst: f64,
    },
}

/// The result of [`examine`].
#[derive(Clone, Debug)]
pub struct Examined {
    /// What the box is.
    pub verdict: Verdict,
    /// Faces evaluated besides the box itself.
    pub faces: u64,
}

/// The claim's quantities on one box (or face), and at its midpoint once needed.
struct Evaluation {
    cube: Cube,
    hypotheses: Vec<Condition<Slope>>,
    relations: Vec<Inequality<Slope>>,
    forms: Vec<(usize, Vec<Slope>)>,
    centre: Option<Centre>,
}

struct Centre {
    point: Vec<f64>,
    hypotheses: Vec<Condition<Slope>>,
    relations: Vec<Inequality<Slope>>,
    forms: Vec<(usize, Vec<Slope>)>,
}

/// Which quantity must be ≤ 0: relation k's lhs − rhs, or its j-th equivalent form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Target {
    Printed(usize),
    Form(usize, usize),
    Hypothesis(usize),
}

fn inputs_on(domain: &Domain, cube: &Cube) -> crate::claim::Inputs {
    let m = cube.len();
    let p: Vec<Slope> = cube.iter().enumerate().map(|(k, &(lo, hi))| Slope::coordinate(Interval::new(lo, hi), k, m)).collect();
    domain.map.on_box(&p)
}

impl Evaluation {
    fn new(claim: &dyn Check, domain: &Domain, cube: &Cube) -> Evaluation {
        let x = inputs_on(domain, cube);
        Evaluation {
            cube: cube.clone(),
            hypotheses: claim.hypotheses_slope(&x),
            relations: claim.conclusion_slope(&x),
            forms: claim.equivalent_forms_slope(&x),
            centre: None,
        }
    }

    fn centre(&mut self, claim: &dyn Check, domain: &Domain) -> &Centre {
        if self.centre.is_none() {
            let point: Vec<f64> = self.cube.iter().map(|&(lo, hi)| midpoint(lo, hi)).collect();
            let at: Cube = point.iter().map(|&c| (c, c)).collect();
            let x = inputs_on(domain, &at);
            self.centre = Some(Centre {
                point,
                hypotheses: claim.hypotheses_slope(&x),
                relations: claim.conclusion_slope(&x),
                forms: claim.equivalent_forms_slope(&x),
            });
        }
        self.centre.as_ref().expect("just set")
    }
}

/// The quantity `target` stands for (lhs − rhs, or a form) in `relations`/`forms`, and
/// the relation it must satisfy against 0.
fn quantity(
    target: Target,
    hypotheses: &[Condition<Slope>],
    relations: &[Inequality<Slope>],
    forms: &[(usize, Vec<Slope>)],
) -> Option<(Slope, Relation)> {
    match target {
        Target::Printed(k) => relations.get(k).map(|q| (q.lhs.clone() - q.rhs.clone(), q.relation)),
        Target::Form(k, j) => {
            forms.iter().filter(|(r, _)| *r == k).flat_map(|(_, qs)| qs.iter()).nth(j).map(|q| (q.clone(), Relation::AtMost))
        }
        // a hypothesis fails when rhs − lhs < 0 (≤ 0 for a strict one): the target is rhs − lhs
        Target::Hypothesis(i) => hypotheses.get(i).map(|h| (h.rhs.clone() - h.lhs.clone(), h.relation)),
    }
}

/// An enclosure [lo, hi] (as `f64`, outward) of t over the box: the value enclosure,
/// intersected with the mean-value form when the slopes are known.
fn range(t: &Slope, centre: &Slope, cube: &Cube, point: &[f64]) -> Bound {
    let value = Bound::of(t.value());
    let Some(slopes) = t.slopes() else { return value };
    let mut mvf = Bound::of(centre.value());
    for (k, g) in slopes.iter().enumerate() {
        if g.is_zero() {
            continue;
        }
        let (lo, hi) = cube[k];
        let deviation = Bound::new(lo, hi) - Bound::point(point[k]);
        mvf = mvf + *g * deviation;
    }
    Bound { lo: value.lo.max(mvf.lo), hi: value.hi.min(mvf.hi) }
}

/// Whether t satisfies `relation` against 0 everywhere on the box, by its range alone.
fn certain(t: &Slope, range: Bound, relation: Relation) -> bool {
    match relation {
        Relation::AtMost => range.hi <= 0.0,
        Relation::Less => range.hi < 0.0,
        Relation::Equal => t.value().is_zero(),
    }
}

/// The box evaluations of one call of [`examine`], faces included, by box.
struct Faces<'a> {
    claim: &'a dyn Check,
    domain: &'a Domain,
    cache: HashMap<Vec<(u64, u64)>, Evaluation>,
    evaluated: u64,
}

fn key(cube: &Cube) -> Vec<(u64, u64)> {
    cube.iter().map(|(lo, hi)| (lo.to_bits(), hi.to_bits())).collect()
}

impl Faces<'_> {
    fn evaluation(&mut self, cube: &Cube) -> &mut Evaluation {
        let k = key(cube);
        if !self.cache.contains_key(&k) {
            self.evaluated += 1;
            self.cache.insert(k.clone(), Evaluation::new(self.claim, self.domain, cube));
        }
        self.cache.get_mut(&k).expect("just inserted")
    }

    /// The range of `target` on `cube` (and the quantity itself), or `None` when the
    /// claim does not have it there.
    fn target_range(&mut self, cube: &Cube, target: Target) -> Option<(Slope, Relation, Bound)> {
        let (claim, domain) = (self.claim, self.domain);
        let ev = self.evaluation(cube);
        let (t, relation) = quantity(target, &ev.hypotheses, &ev.relations, &ev.forms)?;
        let value = Bound::of(t.value());
        let decided_by_value = match relation {
            Relation::AtMost => value.hi <= 0.0,
            Relation::Less => value.hi < 0.0,
            Relation::Equal => true,
        };
        if decided_by_value || t.slopes().is_none() {
            return Some((t, relation, value));
        }
        let centre = ev.centre(claim, domain);
        let (c, _) = quantity(target, &centre.hypotheses, &centre.relations, &centre.forms)?;
        let point = centre.point.clone();
        let r = range(&t, &c, cube, &point);
        Some((t, relation, r))
    }

    /// Whether `target` certainly satisfies its relation against 0 on `cube`, trying
    /// monotone faces; `depth` faces deep at most the number of coordinates.
    fn holds(&mut self, cube: &Cube, target: Target, depth: usize) -> bool {
        let Some((t, relation, r)) = self.target_range(cube, target) else { return false };
        if certain(&t, r, relation) {
            return true;
        }
        if relation == Relation::Equal || depth >= cube.len() {
            return false;
        }
        let Some(slopes) = t.slopes() else { return false };
        let mut face = cube.clone();
        let mut moved = false;
        for (k, g) in slopes.iter().enumerate() {
            let (lo, hi) = cube[k];
            if lo == hi {
                continue;
            }
            if g.nonnegative() {
                face[k] = (hi, hi);
                moved = true;
            } else if g.nonpositive() {
                face[k] = (lo, lo);
                moved = true;
            }
        }
        moved && self.holds(&face, target, depth + 1)
    }
}

/// Tests one box (see the module documentation). A panic in the claim's arithmetic on
/// the box (a division by an enclosure of 0 on a large box, say) is reported as `Err`.
pub fn examine(claim: &dyn Check, domain: &Domain, cube: &Cube) -> Result<Examined, String> {
    let run = || {
        with_precision(PRECISION, || {
            let mut faces = Faces { claim, domain, cache: HashMap::new(), evaluated: 0 };
            let (hypotheses, relations, forms) = {
                let ev = faces.evaluation(cube);
                let forms: Vec<(usize, usize)> = {
                    let mut count: HashMap<usize, usize> = HashMap::new();
                    let mut out = Vec::new();
                    for (k, qs) in &ev.forms {
                        for _ in qs {
                            let j = count.entry(*k).or_insert(0);
                            out.push((*k, *j));
                            *j += 1;
                        }
                    }
                    out
                };
                (ev.hypotheses.iter().map(|h| h.name).collect::<Vec<_>>(), ev.relations.len(), forms)
            };
            for (i, name) in hypotheses.iter().enumerate() {
                // the hypothesis fails everywhere when rhs − lhs certainly violates it
                if let Some((t, relation, r)) = faces.target_range(cube, Target::Hypothesis(i)) {
                    let fails = match relation {
                        Relation::AtMost => r.hi < 0.0,
                        Relation::Less => r.hi <= 0.0,
                        Relation::Equal => t.value().certainly_positive() || t.value().certainly_negative(),
                    };
                    if fails {
                        return Examined { verdict: Verdict::Outside(name), faces: faces.evaluated - 1 };
                    }
                }
            }
            let mut open = Vec::new();
            for k in 0..relations {
                let by_forms = |faces: &mut Faces, k: usize| {
                    let mine: Vec<Target> = forms.iter().filter(|(r, _)| *r == k).map(|&(r, j)| Target::Form(r, j)).collect();
                    !mine.is_empty() && mine.into_iter().all(|t| faces.holds(cube, t, 0))
                };
                if !(faces.holds(cube, Target::Printed(k), 0) || by_forms(&mut faces, k)) {
                    open.push(k);
                }
            }
            if open.is_empty() {
                return Examined { verdict: Verdict::Closed, faces: faces.evaluated - 1 };
            }
            let (split, worst) = choose_split(&mut faces, cube, &open);
            Examined { verdict: Verdict::Open { split, worst }, faces: faces.evaluated - 1 }
        })
    };
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(run)).map_err(|p| {
        p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_else(|| "unknown panic".into())
    })
}

/// The coordinate that matters most for the open relations: the largest
/// Σ_relations |Gₖ|·(hₖ − lₖ); where slopes are unknown, the widest coordinate relative to
/// its width in the box (ties: the lowest k). Also the worst upper bound of lhs − rhs.
fn choose_split(faces: &mut Faces, cube: &Cube, open: &[usize]) -> (Option<usize>, f64) {
    let m = cube.len();
    let mut smear = vec![0.0f64; m];
    let mut worst = f64::NEG_INFINITY;
    let mut unknown = false;
    for &k in open {
        let Some((t, _, r)) = faces.target_range(cube, Target::Printed(k)) else { continue };
        worst = worst.max(r.hi);
        match t.slopes() {
            Some(slopes) => {
                for (c, g) in slopes.iter().enumerate() {
                    let (lo, hi) = cube[c];
                    smear[c] += g.magnitude() * (hi - lo);
                }
            }
            None => unknown = true,
        }
    }
    let candidates: Vec<usize> = (0..m).filter(|&k| splittable(cube[k].0, cube[k].1)).collect();
    let best = |score: &dyn Fn(usize) -> f64| {
        candidates.iter().copied().fold(None, |acc: Option<usize>, k| match acc {
            Some(b) if score(b) >= score(k) => Some(b),
            _ => Some(k),
        })
    };
    let by_smear = best(&|k| if smear[k].is_nan() { f64::INFINITY } else { smear[k] });
    let split = match by_smear {
        Some(k) if !unknown && smear[k] > 0.0 => Some(k),
        _ => best(&|k| cube[k].1 - cube[k].0),
    };
    (split, worst)
}
