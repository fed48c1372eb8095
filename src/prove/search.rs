//! The branch and bound: examine boxes, close or discard them, split the open ones, look
//! for a counterexample inside them, until every box is settled or the budget is spent.
//!
//! Boxes are examined in batches (in parallel), most suspicious first: the priority of a
//! box is its parent's worst upper bound of lhs − rhs, so a region where the conclusion
//! may fail is refined before the rest. At every open box the claim is also evaluated in
//! `f64` at the box's midpoint; a violation there goes to the certificate
//! ([`crate::engine::certify`], up to [`CANDIDATE_BITS`] bits) and a certified one ends the
//! run with a counterexample inside D. The decision about each box depends on the box
//! alone, so the tree of a completed proof is the same whatever the order.
//!
//! What stays open when the budget runs out is reported as open, never as proved.

use std::collections::BinaryHeap;
use std::time::{Duration, Instant};

use rayon::prelude::*;

use crate::claim::{Check, Inputs};
use crate::engine::certify::{certify_up_to, Certificate, Certification};

use super::domain::{Cube, Domain};
use super::examine::{examine, halves, midpoint, Verdict};
use super::tree::Tree;

/// Highest precision tried when certifying a candidate found at a box's midpoint
/// (an equality case certifies at no precision; more bits would only cost time).
pub const CANDIDATE_BITS: usize = 256;

/// Boxes examined per batch.
const BATCH: usize = 64;

/// When to stop.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Boxes examined at most (faces not counted).
    pub boxes: u64,
    /// Wall time at most (`None`: no limit; a time limit makes the outcome depend on the
    /// machine, so committed proofs use the box budget only).
    pub time: Option<Duration>,
}

/// A certified counterexample found inside D.
#[derive(Clone, Debug)]
pub struct Found {
    /// The parameters of the point.
    pub point: Vec<f64>,
    /// The inputs there.
    pub inputs: Inputs,
    /// The certificate of the violation.
    pub certificate: Certificate,
}

/// How a run ended.
#[derive(Clone, Debug)]
pub enum Ending {
    /// Every box closed or discarded: one tree per root box.
    Proved(Vec<Tree>),
    /// A certified counterexample inside D.
    Refuted(Box<Found>),
    /// The budget ran out (or a box could not be split any further).
    Open {
        /// Boxes still open.
        open: usize,
        /// The open box with the largest upper bound of lhs − rhs, and that bound.
        worst: Option<(Cube, f64)>,
        /// Why the run stopped.
        reason: String,
    },
}

/// A run of the prover on one domain.
#[derive(Clone, Debug)]
pub struct Run {
    /// How it ended.
    pub ending: Ending,
    /// Boxes examined.
    pub boxes: u64,
    /// Faces evaluated besides them.
    pub faces: u64,
    /// The deepest box examined (root boxes at depth 0).
    pub max_depth: u32,
    /// Candidates (`f64` violations at midpoints) sent to the certificate.
    pub candidates: u64,
    /// Boxes whose evaluation panicked (split further, never closed).
    pub failed_evaluations: u64,
    /// Wall time.
    pub elapsed: Duration,
}

impl Run {
    /// Boxes examined per second.
    pub fn boxes_per_second(&self) -> f64 {
        self.boxes as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

#[derive(Clone, Debug)]
enum State {
    Pending,
    Closed,
    Outside,
    Split(usize, usize, usize),
    Stuck,
}

struct Node {
    cube: Cube,
    depth: u32,
    state: State,
}

#[derive(PartialEq)]
struct Queued {
    priority: f64,
    order: u64,
    node: usize,
}

impl Eq for Queued {}

impl PartialOrd for Queued {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Queued {
    // the largest priority first, then the earliest queued
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.priority.total_cmp(&other.priority).then(other.order.cmp(&self.order))
    }
}

/// The `f64` screen at a box's midpoint: inputs that violate the conclusion in `f64`
/// while meeting the hypotheses in `f64`.
fn candidate(claim: &dyn Check, domain: &Domain, cube: &Cube) -> Option<(Vec<f64>, Inputs)> {
    let point: Vec<f64> = cube.iter().map(|&(lo, hi)| midpoint(lo, hi)).collect();
    let inputs = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| domain.map.at_point(&point))).ok()?;
    if inputs.first_non_finite().is_some() || !claim.hypotheses_f64(&inputs).iter().all(|h| h.holds()) {
        return None;
    }
    claim.conclusion_f64(&inputs).iter().any(|q| q.violated_f64()).then_some((point, inputs))
}

/// Runs the prover on `domain` (see the module documentation).
pub fn prove(claim: &dyn Check, domain: &Domain, budget: Budget) -> Run {
    let start = Instant::now();
    let mut nodes: Vec<Node> = domain.roots.iter().map(|r| Node { cube: r.clone(), depth: 0, state: State::Pending }).collect();
    let mut queue: BinaryHeap<Queued> = (0..nodes.len()).map(|i| Queued { priority: f64::INFINITY, order: i as u64, node: i }).collect();
    let mut order = nodes.len() as u64;
    let (mut boxes, mut faces, mut max_depth, mut candidates, mut failed) = (0u64, 0u64, 0u32, 0u64, 0u64);
    let mut stop: Option<String> = None;
    let mut found: Option<Found> = None;
    while !queue.is_empty() {
        if boxes >= budget.boxes {
            stop = Some(format!("the budget of {} boxes ran out", budget.boxes));
            break;
        }
        if budget.time.is_some_and(|t| start.elapsed() >= t) {
            stop = Some(format!("the time limit of {:.0} s ran out", budget.time.map_or(0.0, |t| t.as_secs_f64())));
            break;
        }
        let take = BATCH.min(queue.len()).min((budget.boxes - boxes) as usize);
        let batch: Vec<Queued> = (0..take).filter_map(|_| queue.pop()).collect();
        let results: Vec<_> = batch
            .par_iter()
            .map(|q| {
                let cube = &nodes[q.node].cube;
                let examined = examine(claim, domain, cube);
                let open = !matches!(&examined, Ok(e) if !matches!(e.verdict, Verdict::Open { .. }));
                let cand = if open { candidate(claim, domain, cube) } else { None };
                let certified = cand.map(|(point, inputs)| {
                    let c = certify_up_to(claim, &inputs, None, CANDIDATE_BITS);
                    (point, inputs, c)
                });
                (examined, certified)
            })
            .collect();
        crate::engine::progress::add(batch.len() as u64);
        for (q, (examined, certified)) in batch.iter().zip(results) {
            boxes += 1;
            let depth = nodes[q.node].depth;
            max_depth = max_depth.max(depth);
            if let Some((point, inputs, c)) = certified {
                candidates += 1;
                if let Certification::Violated(certificate) = c {
                    if found.is_none() {
                        found = Some(Found { point, inputs, certificate });
                    }
                }
            }
            let (split, worst) = match examined {
                Ok(e) => {
                    faces += e.faces;
                    match e.verdict {
                        Verdict::Closed => {
                            nodes[q.node].state = State::Closed;
                            continue;
                        }
                        Verdict::Outside(_) => {
                            nodes[q.node].state = State::Outside;
                            continue;
                        }
                        Verdict::Open { split, worst } => (split, worst),
                    }
                }
                Err(_) => {
                    failed += 1;
                    let cube = &nodes[q.node].cube;
                    let widest = (0..cube.len()).filter(|&k| super::examine::splittable(cube[k].0, cube[k].1)).max_by(|&a, &b| {
                        (cube[a].1 - cube[a].0).total_cmp(&(cube[b].1 - cube[b].0)).then(b.cmp(&a))
                    });
                    (widest, f64::INFINITY)
                }
            };
            match split {
                None => nodes[q.node].state = State::Stuck,
                Some(k) => {
                    let (left, right) = halves(&nodes[q.node].cube, k);
                    let (l, r) = (nodes.len(), nodes.len() + 1);
                    nodes.push(Node { cube: left, depth: depth + 1, state: State::Pending });
                    nodes.push(Node { cube: right, depth: depth + 1, state: State::Pending });
                    nodes[q.node].state = State::Split(k, l, r);
                    for child in [l, r] {
                        queue.push(Queued { priority: if worst.is_nan() { f64::INFINITY } else { worst }, order, node: child });
                        order += 1;
                    }
                }
            }
        }
        if found.is_some() {
            break;
        }
    }
    let elapsed = start.elapsed();
    let run = |ending| Run { ending, boxes, faces, max_depth, candidates, failed_evaluations: failed, elapsed };
    if let Some(f) = found {
        return run(Ending::Refuted(Box::new(f)));
    }
    let stuck: Vec<usize> = (0..nodes.len()).filter(|&i| matches!(nodes[i].state, State::Stuck)).collect();
    if stop.is_none() && stuck.is_empty() {
        let trees = (0..domain.roots.len()).map(|r| Tree::from_nodes(r, &|i| match &nodes[i].state {
            State::Closed => super::tree::Shape::Closed,
            State::Outside => super::tree::Shape::Outside,
            State::Split(k, l, r) => super::tree::Shape::Split(*k, *l, *r),
            other => unreachable!("a finished run has no {other:?} box"),
        })).collect();
        return run(Ending::Proved(trees));
    }
    let open_nodes: Vec<usize> = queue.iter().map(|q| q.node).chain(stuck.iter().copied()).collect();
    let worst = queue.peek().map(|q| (nodes[q.node].cube.clone(), q.priority));
    let reason = match stop {
        Some(s) => s,
        None => format!("{} boxes cannot be split further and stay undecided (points the arithmetic cannot decide)", stuck.len()),
    };
    run(Ending::Open { open: open_nodes.len(), worst, reason })
}
