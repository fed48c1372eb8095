//! The targeted phase: maximise lhs/rhs inside the hypothesis set.
//!
//! Random generation misses violations that live in a thin region of the input space.
//! After the random phase, the targeted phase starts from the closest cases it saw and
//! climbs: each step perturbs the *choices* of a case (entries moved by a Gaussian step in
//! value space and written back on their dyadic grid, occasionally a scale or structure
//! choice changed) and rebuilds the inputs with the claim's generator. Every step is
//! therefore inside the hypotheses by construction, like every random case. The objective
//! is the case's closeness (lhs/rhs, or lhs − rhs where the ratio is undefined).
//!
//! Two optimisers are implemented and compared by `lemmacheck bench --optimisers`:
//!
//! * [`Optimiser::HillClimb`]: a (1+1) evolution strategy, accepting a step when it is at
//!   least as close, with the 1/5-success rule adapting the step size;
//! * [`Optimiser::Anneal`]: simulated annealing on log(lhs/rhs) with a geometric schedule.
//!
//! A climb that has not improved for a while restarts from a fresh random case.
//! Steps move entries, or change one or two discrete choices: a structure, a scale (one
//! step of its exponent) or a dimension (one up or down), so a climb that starts at
//! dimensions where no violation exists can leave them. Discrete steps are taken in
//! proportion to the share of discrete choices in the layout (between 10% and 60%).

use crate::generate::choice::{unit_code, unit_value};
use crate::generate::Slot;

use super::case::Layout;
use super::evaluate::Closeness;
use super::choices::random_case;
use super::rng::SplitMix;

/// Which optimiser to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Optimiser {
    /// (1+1)-ES with the 1/5-success rule.
    HillClimb,
    /// Simulated annealing.
    Anneal,
}

/// The default optimiser (see the README's comparison).
pub const DEFAULT_OPTIMISER: Optimiser = Optimiser::HillClimb;

/// Initial step, in units of the entries' range [−1, 1].
const INITIAL_STEP: f64 = 0.25;
/// Smallest step: below the finest grid a step changes nothing.
const MIN_STEP: f64 = 1.0 / (1u64 << 21) as f64;
/// Smallest and largest probability that a step changes discrete (structure, scale,
/// dimension) choices; in between, the share of discrete choices among all choices, so a
/// generator whose cases are mostly discrete (network weights built from templates by
/// structure, sign and scale) is searched mostly by discrete moves.
const DISCRETE_MOVE: (f64, f64) = (0.1, 0.6);
/// Steps without strict improvement after which a climb restarts from a fresh random case
/// (a plateau, e.g. an equality case built from structured matrices, cannot be left by
/// small steps).
const PATIENCE: u64 = 150;

/// What evaluating one case tells the optimiser.
pub enum Probe {
    /// The case's closeness (hypotheses held, conclusion evaluated).
    Seen(Closeness),
    /// A certified violation: stop.
    Violation,
    /// Not evaluable (rejected or an error); treated as worst.
    Unusable,
}

/// The result of a targeted run.
#[derive(Clone, Debug)]
pub struct Climb {
    /// The closest case reached and its closeness.
    pub best: Option<(Closeness, Vec<u32>)>,
    /// A case whose violation was certified, if any.
    pub violation: Option<Vec<u32>>,
    /// Cases evaluated.
    pub evaluations: u64,
}

fn score(c: &Closeness) -> f64 {
    match c.ratio {
        Some(r) if r > 0.0 => r.ln(),
        Some(_) => f64::NEG_INFINITY,
        None => c.margin,
    }
}

/// Share of entry moves whose forced entry is a number outside every block (see [`mutate`]).
const SCALAR_MOVE: f64 = 0.5;

/// Share of discrete moves that move a dimension, when dimensions may move (see [`mutate`]).
const DIM_MOVE: f64 = 0.25;

/// Whether position `i` is an entry of one of the layout's blocks.
fn in_block(layout: &Layout, i: usize) -> bool {
    layout.blocks.iter().any(|b| i >= b.start && i < b.start + b.axes.iter().map(|a| a.len).product::<usize>())
}

/// The positions a step may move, by kind: fixed by the layout, computed once per climb.
#[doc(hidden)]
pub struct Moves {
    /// Every numeric (unit) position.
    numeric: Vec<usize>,
    /// The numeric positions outside every block (a bound, a scale's fraction): few, and
    /// each moves the whole case, so half of the entry moves go to one of them.
    scalars: Vec<usize>,
    /// Structure, scale and (if they may move) dimension positions with more than one value.
    discrete: Vec<usize>,
    /// The dimension positions among `discrete`.
    dims: Vec<usize>,
}

impl Moves {
    pub fn new(layout: &Layout, move_dims: bool) -> Moves {
        let slots = &layout.slots;
        let numeric: Vec<usize> = (0..slots.len()).filter(|&i| slots[i].is_numeric()).collect();
        let scalars = numeric.iter().copied().filter(|&i| !in_block(layout, i)).collect();
        let discrete: Vec<usize> = (0..slots.len())
            .filter(|&i| match slots[i] {
                Slot::Pick { .. } | Slot::Exponent { .. } => true,
                Slot::Dim { .. } => move_dims,
                Slot::Unit(..) => false,
            })
            .filter(|&i| slots[i].modulus() > 1)
            .collect();
        let dims = discrete.iter().copied().filter(|&i| matches!(slots[i], Slot::Dim { .. })).collect();
        Moves { numeric, scalars, discrete, dims }
    }
}

/// One Gaussian-step mutation of `base` over the positions of `moves`.
#[doc(hidden)]
pub fn mutate(layout: &Layout, moves: &Moves, base: &[u32], step: f64, rng: &mut SplitMix) -> Vec<u32> {
    let mut out = base.to_vec();
    let Moves { numeric, scalars, discrete, dims } = moves;
    let p_discrete = (discrete.len() as f64 / (discrete.len() + numeric.len()).max(1) as f64)
        .clamp(DISCRETE_MOVE.0, DISCRETE_MOVE.1);
    let discrete_move = !discrete.is_empty() && (numeric.is_empty() || rng.uniform() < p_discrete);
    if !numeric.is_empty() && (!discrete_move || rng.uniform() < 0.5) {
        // move about two entries on average, at least one
        let p = (2.0 / numeric.len() as f64).min(1.0);
        let forced = if !scalars.is_empty() && rng.uniform() < SCALAR_MOVE {
            scalars[rng.below(scalars.len() as u32) as usize]
        } else {
            numeric[rng.below(numeric.len() as u32) as usize]
        };
        for &i in numeric {
            if i != forced && rng.uniform() >= p {
                continue;
            }
            if let Slot::Unit(range, levels) = layout.slots[i] {
                let x = unit_value(range, out[i]) + step * rng.normal();
                out[i] = unit_code(range, levels, x);
            }
        }
    }
    // one discrete choice, sometimes two
    let discrete_moves = if discrete_move { 1 + usize::from(rng.uniform() < 0.3) } else { 0 };
    for _ in 0..discrete_moves {
        // the dimensions, few among many structure choices, get a fixed share of the moves
        let i = if !dims.is_empty() && rng.uniform() < DIM_MOVE {
            dims[rng.below(dims.len() as u32) as usize]
        } else {
            discrete[rng.below(discrete.len() as u32) as usize]
        };
        let m = layout.slots[i].modulus();
        out[i] = match layout.slots[i] {
            // exponents move by one step of |k| either way: raw 2|k| and 2|k|−1 neighbours
            Slot::Exponent { .. } => {
                let r = out[i] as i64 + if rng.uniform() < 0.5 { -2 } else { 2 };
                r.clamp(0, i64::from(m) - 1) as u32
            }
            Slot::Dim { .. } => {
                let r = out[i] as i64 + if rng.uniform() < 0.5 { -1 } else { 1 };
                r.clamp(0, i64::from(m) - 1) as u32
            }
            _ => rng.below(m),
        };
    }
    out
}

/// Climbs from each of `starts` in turn, sharing `budget` evaluations equally; stops at
/// the first certified violation if `evaluate` reports one. With `move_dims` false every
/// climb keeps its start's dimensions.
#[allow(clippy::too_many_arguments)]
pub fn climb(
    layout: &Layout,
    starts: &[(Closeness, Vec<u32>)],
    budget: u64,
    optimiser: Optimiser,
    move_dims: bool,
    rng: &mut SplitMix,
    mut evaluate: impl FnMut(&[u32]) -> Probe,
) -> Climb {
    let mut result = Climb { best: None, violation: None, evaluations: 0 };
    if starts.is_empty() || budget == 0 {
        return result;
    }
    let per_start = (budget / starts.len() as u64).max(1);
    let moves = Moves::new(layout, move_dims);
    for (start_closeness, start) in starts {
        let mut current = start.clone();
        let mut current_score = score(start_closeness);
        let mut step = INITIAL_STEP;
        let mut temperature = 1.0;
        let cooling = (1e-3f64).powf(1.0 / per_start as f64);
        let mut stale = 0u64;
        for _ in 0..per_start {
            if result.evaluations >= budget {
                break;
            }
            let restart = stale >= PATIENCE;
            let candidate = if restart {
                stale = 0;
                step = INITIAL_STEP;
                let mut fresh = random_case(&layout.slots, || rng.next_u64());
                if !move_dims {
                    for (i, s) in layout.slots.iter().enumerate() {
                        if matches!(s, Slot::Dim { .. }) {
                            fresh[i] = start[i];
                        }
                    }
                }
                fresh
            } else {
                mutate(layout, &moves, &current, step, rng)
            };
            result.evaluations += 1;
            let closeness = match evaluate(&candidate) {
                Probe::Violation => {
                    result.violation = Some(candidate);
                    return result;
                }
                Probe::Unusable => None,
                Probe::Seen(c) => Some(c),
            };
            let s = closeness.as_ref().map_or(f64::NEG_INFINITY, score);
            if let Some(c) = closeness {
                if result.best.as_ref().is_none_or(|(b, _)| c.beats(b)) {
                    result.best = Some((c, candidate.clone()));
                }
            }
            let accept = restart
                || match optimiser {
                    Optimiser::HillClimb => s >= current_score,
                    Optimiser::Anneal => {
                        s >= current_score || (s.is_finite() && rng.uniform() < ((s - current_score) / temperature).exp())
                    }
                };
            stale += 1;
            if accept {
                if s > current_score {
                    step = (step * 1.5).min(1.0);
                    stale = 0;
                }
                current = candidate;
                current_score = s;
            } else {
                step = (step * 0.9).max(MIN_STEP);
            }
            temperature *= cooling;
        }
    }
    result
}

/// The closest cases seen, at most one per combination of dimensions, closest first.
///
/// Keeping one start per combination of dimensions matters for claims that are tight at
/// some dimensions: with n = 1, say, many claims hold with equality, and the closest cases
/// would otherwise all be equality cases of n = 1, a plateau no climb can leave.
#[derive(Clone, Debug, Default)]
pub struct Podium {
    entries: Vec<(Closeness, Vec<u32>)>,
    k: usize,
    dims: Vec<usize>,
}

impl Podium {
    /// Keeps the `k` closest cases with distinct values at the dimension positions `dims`.
    pub fn new(k: usize, dims: Vec<usize>) -> Self {
        Podium { entries: Vec::new(), k, dims }
    }

    /// A podium for `layout`'s dimension positions.
    pub fn for_layout(k: usize, layout: &Layout) -> Self {
        let dims = (0..layout.slots.len()).filter(|&i| matches!(layout.slots[i], Slot::Dim { .. })).collect();
        Podium::new(k, dims)
    }

    fn same_dims(&self, a: &[u32], b: &[u32]) -> bool {
        self.dims.iter().all(|&i| a.get(i) == b.get(i))
    }

    /// Offers a case.
    pub fn offer(&mut self, c: Closeness, choices: &[u32]) {
        if let Some(at) = self.entries.iter().position(|(_, ch)| self.same_dims(ch, choices)) {
            if !c.beats(&self.entries[at].0) {
                return;
            }
            self.entries.remove(at);
        } else if self.entries.len() == self.k && !self.entries.last().is_some_and(|(w, _)| c.beats(w)) {
            return;
        }
        let at = self.entries.iter().position(|(e, _)| c.beats(e)).unwrap_or(self.entries.len());
        self.entries.insert(at, (c, choices.to_vec()));
        self.entries.truncate(self.k);
    }

    /// The cases, closest first.
    pub fn entries(&self) -> &[(Closeness, Vec<u32>)] {
        &self.entries
    }

    /// The closest case.
    pub fn best(&self) -> Option<&(Closeness, Vec<u32>)> {
        self.entries.first()
    }
}
