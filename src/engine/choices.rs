//! The proptest side of choices: a [`Strategy`] that draws them and a [`ValueTree`] that
//! shrinks them.
//!
//! proptest's own collection shrinking would shrink every position of a case, used or not,
//! in storage order. This tree knows each position's [`Slot`] and the blocks of entries
//! each dimension indexes ([`Layout`]), and makes these moves, in rounds, until a round
//! changes nothing:
//!
//! 1. each dimension toward its smallest value (drops trailing rows/columns/tokens);
//! 2. **delete one index** of a dimension from every block that follows it (drops, say,
//!    column 1 of A and of B and moves the later columns up), last index first;
//! 3. structure and scale choices toward 0 (dense, scale 1);
//! 4. every entry toward simpler dyadics: 0, then the entry rounded (and truncated) to
//!    the grids 1, 1/2, 1/4, … in that order, keeping the first that still fails.
//!
//! A move is kept only if the case still fails (is still a *certified* violation), so the
//! result has dimensions no single deletion can reduce and entries no rounding can
//! simplify.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use proptest::prelude::Rng;
use proptest::strategy::{NewTree, Strategy, ValueTree};
use proptest::test_runner::TestRunner;

use crate::generate::choice::{unit_code, unit_value};
use crate::generate::Slot;

use super::case::Layout;
use super::decode::{self, Columns};
use super::stream::{pairs, CaseStream};

/// Extra rounds after the first, while a round still changes something.
#[doc(hidden)]
pub const EXTRA_ROUNDS: u8 = 4;
/// One entry in this many is drawn from the simplest values (0, ±1, ±1/2, ±1/4, ±3/4).
const SIMPLE_ONE_IN: u32 = 4;

/// A case as raw choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choices(pub Vec<u32>);

/// Draws a raw choice for `slot` from 32 random bits `bits` and 32 more `coin`.
pub fn random_choice(slot: Slot, bits: u32, coin: u32) -> u32 {
    let m = slot.modulus();
    if slot.is_numeric() && coin % SIMPLE_ONE_IN == 0 {
        bits % m.min(9)
    } else {
        bits % m
    }
}

/// How many cases in [`CORNER_ONE_IN`] are corner cases (see [`random_case`]).
const CORNER_ONE_IN: u64 = 2;

/// A random case for `slots`, drawing 64 random bits at a time from `next` (see
/// [`DrawTable::case`], which this builds a table for on every call).
pub fn random_case(slots: &[Slot], next: impl FnMut() -> u64) -> Vec<u32> {
    DrawTable::with_columns(slots, false).case(next)
}

/// `n mod d` for 32-bit `n` and `d ≥ 1`, by one multiplication with `c = ⌈2⁶⁴/d⌉`
/// precomputed ([`Remainder::new`]) instead of a division: Lemire, Kaser and Kurz,
/// "Faster remainder by direct computation" (2019), which shows it exact for every
/// 32-bit `n` and `d`. A unit test compares it with `%`.
#[derive(Clone, Copy, Debug)]
pub struct Remainder {
    c: u64,
    d: u32,
}

impl Remainder {
    /// The remainder by `d` (at least 1).
    pub fn new(d: u32) -> Self {
        assert!(d >= 1, "remainder by 0");
        // ⌈2⁶⁴/d⌉ = ⌊(2⁶⁴ − 1)/d⌋ + 1, which wraps to 0 for d = 1, where every n mod 1
        // is 0, as `of` gives with c = 0
        Remainder { c: (u64::MAX / u64::from(d)).wrapping_add(1), d }
    }

    /// The multiplier c = ⌈2⁶⁴/d⌉ (0 for d = 1).
    pub fn multiplier(self) -> u64 {
        self.c
    }

    /// The divisor d.
    pub fn divisor(self) -> u32 {
        self.d
    }

    /// `n mod d`.
    #[inline]
    pub fn of(self, n: u32) -> u32 {
        let low = self.c.wrapping_mul(u64::from(n));
        ((u128::from(low) * u128::from(self.d)) >> 64) as u32
    }
}

/// What [`random_choice`] needs of a slot, computed once per layout.
#[derive(Clone, Copy, Debug)]
struct SlotDraw {
    /// The remainder by the slot's modulus.
    modulus: Remainder,
    /// The remainder a simple draw takes: by min(modulus, 9) for a numeric slot (its
    /// simplest values), by the modulus itself for the others (which have no simple draw).
    simple: Remainder,
    /// 8 for a dimension, which a corner case keeps (above every threshold); 0 otherwise.
    /// A choice is kept when its 3 random bits plus this reach the case's threshold.
    keep_bonus: u32,
}

impl SlotDraw {
    /// The slot's choice from its random word `r` in a case whose threshold is
    /// `zero_below` ([`DrawTable::case`]).
    ///
    /// Every choice is made the same way, without a branch on its random bits: the
    /// remainder is picked (the simple one for a quarter of the coins) and the choice
    /// masked, rather than branched on, which a processor mispredicts for a quarter and a
    /// half of the choices respectively.
    #[inline]
    fn choice(&self, r: u64, zero_below: u32) -> u32 {
        let (bits, coin) = ((r >> 32) as u32, r as u32);
        let by = if coin % SIMPLE_ONE_IN == 0 { self.simple } else { self.modulus };
        let keep = ((r >> 20) & 7) as u32 + self.keep_bonus >= zero_below;
        by.of(bits) & 0u32.wrapping_sub(u32::from(keep))
    }
}

/// The threshold of a case whose own word is `mode`: p = 0 (plain), 1/2 or 7/8 of its
/// choices reset, as a threshold on 3 random bits ([`DrawTable::case`]).
fn threshold(mode: u64) -> u32 {
    if mode % CORNER_ONE_IN != 0 {
        0
    } else if (mode >> 8) % 2 == 0 {
        4
    } else {
        7
    }
}

/// The slots of a layout prepared for drawing random cases ([`DrawTable::case`]): the
/// same choices as [`random_choice`] slot by slot, without a division per choice.
#[derive(Clone, Debug)]
pub struct DrawTable {
    slots: Vec<SlotDraw>,
    /// The slots as columns for [`DrawTable::case_of_words`], where the processor can
    /// make eight choices at a time ([`super::decode`]); `None` where it cannot, and in a
    /// table made for one case.
    columns: Option<Columns>,
}

impl DrawTable {
    /// The table of `slots`.
    pub fn new(slots: &[Slot]) -> Self {
        Self::with_columns(slots, decode::available())
    }

    /// The table of `slots`, with the columns [`DrawTable::case_of_words`] reads where
    /// `columns` (a table for one case, [`random_case`], makes none).
    fn with_columns(slots: &[Slot], columns: bool) -> Self {
        let slots = slots
            .iter()
            .map(|&s| {
                let m = s.modulus();
                let simple = if s.is_numeric() { m.min(9) } else { m };
                SlotDraw { modulus: Remainder::new(m), simple: Remainder::new(simple), keep_bonus: if matches!(s, Slot::Dim { .. }) { 8 } else { 0 } }
            })
            .collect::<Vec<SlotDraw>>();
        let columns = columns.then(|| Columns::new(slots.iter().map(|s| (s.modulus, s.simple, s.keep_bonus))));
        DrawTable { slots, columns }
    }

    /// The random 64-bit words a case takes: one for the case and one per slot.
    pub fn words(&self) -> usize {
        self.slots.len() + 1
    }

    /// A random case, drawing 64 random bits at a time from `next`: one word for the
    /// case, then one per slot, of which [`random_choice`] makes the slot's choice.
    ///
    /// One case in [`CORNER_ONE_IN`] is a **corner case**: every choice but the dimensions
    /// is reset to its simplest value (raw 0) with a probability drawn for the case, one
    /// half or seven eighths. Generators put the simplest value of a choice at a corner of
    /// the input space (an all-ones or sign-pattern structure, scale 1 on the boundary of
    /// a bound, an entry 0 or 1, every head equal), so a corner case combines several
    /// corners with random values elsewhere; plain random draws meet such a conjunction
    /// only once in thousands, while bounds built from norms are often tight exactly there
    /// (all-equal weights and inputs, exact ties in the scores). Dimensions stay random: a
    /// corner at the largest dimensions is where a factor of d is at stake.
    pub fn case(&self, mut next: impl FnMut() -> u64) -> Vec<u32> {
        let zero_below = threshold(next());
        self.slots.iter().map(|s| s.choice(next(), zero_below)).collect()
    }

    /// [`DrawTable::case`] of the words a case is given as 32-bit keystream words (its
    /// 64-bit words are their pairs, [`pairs`]; 2·[`DrawTable::words`] of them): the same
    /// choices, eight slots at a time where the processor can ([`super::decode`]).
    pub fn case_of_words(&self, words: &[u32]) -> Vec<u32> {
        assert_eq!(words.len(), 2 * self.words(), "a case's words: two 32-bit words per 64-bit word");
        let mut pairs = pairs(words);
        let zero_below = threshold(pairs.next().expect("the case's own word"));
        let mut out = vec![0; self.slots.len()];
        let done = self.columns.as_ref().map_or(0, |columns| decode::choices(columns, words, zero_below, &mut out));
        for ((choice, s), r) in out.iter_mut().zip(&self.slots).zip(pairs).skip(done) {
            *choice = s.choice(r, zero_below);
        }
        out
    }
}

/// The codes of simpler values to try for a unit at `raw`: 0, then rounded and truncated
/// to coarser grids, simplest first; only codes below `raw` (strictly simpler).
pub fn simpler_units(slot: Slot, raw: u32) -> Vec<u32> {
    let Slot::Unit(range, levels) = slot else { return Vec::new() };
    let x = unit_value(range, raw);
    let mut out = vec![0];
    for j in 0..=levels {
        let grid = (1u64 << j) as f64;
        for y in [(x * grid).round() / grid, (x * grid).trunc() / grid] {
            out.push(unit_code(range, levels, y));
        }
    }
    let mut seen = Vec::new();
    out.retain(|&c| c < raw && !seen.contains(&c) && {
        seen.push(c);
        true
    });
    out
}

/// `choices` with index `k` of the dimension at position `dim` deleted from every block
/// whose axis follows it, later indices moved down and the freed last index set to 0.
pub fn delete_index(layout: &Layout, choices: &[u32], dim: usize, k: usize) -> Vec<u32> {
    let mut out = choices.to_vec();
    out[dim] -= 1;
    for block in &layout.blocks {
        let lens: Vec<usize> = block.axes.iter().map(|a| a.len).collect();
        let total: usize = lens.iter().product();
        for (axis, a) in block.axes.iter().enumerate() {
            if a.dim_slot != Some(dim) {
                continue;
            }
            let stride: usize = lens[axis + 1..].iter().product();
            let snapshot: Vec<u32> = out[block.start..block.start + total].to_vec();
            for flat in 0..total {
                let idx = (flat / stride) % a.len;
                if idx < k {
                    continue;
                }
                let v = if idx + 1 < a.len { snapshot[flat + stride] } else { 0 };
                out[block.start + flat] = v;
            }
        }
    }
    out
}

/// One move of a shrink round.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Shrink the choice at this position.
    Position(usize),
    /// Delete indices of the dimension at this position.
    Delete(usize),
}

/// What every tree of a layout shares, behind one reference count: the layout, the order
/// of shrink tasks and the table random cases are drawn with.
#[derive(Debug)]
pub struct Plan {
    /// The layout the choices fill.
    pub layout: Layout,
    /// The shrink tasks, in order (see the module documentation).
    pub tasks: Vec<Task>,
    table: DrawTable,
}

/// Draws choices for a fixed layout.
#[derive(Clone, Debug)]
pub struct ChoiceStrategy {
    #[doc(hidden)]
    pub plan: Arc<Plan>,
    shrink_budget: u32,
    /// Where the random words come from: the runner's generator, or a stream of its own
    /// ([`ChoiceStrategy::drawing_from`]), shared by the strategy's clones.
    stream: Option<Rc<RefCell<CaseStream>>>,
}

impl ChoiceStrategy {
    /// A strategy for the given layout.
    pub fn new(layout: &Layout) -> Self {
        let slots = &layout.slots;
        let dims: Vec<usize> = (0..slots.len()).filter(|&i| matches!(slots[i], Slot::Dim { .. })).collect();
        let mut rest: Vec<usize> = (0..slots.len()).filter(|i| !dims.contains(i)).collect();
        rest.sort_by_key(|&i| (slots[i].priority(), i));
        let tasks: Vec<Task> = dims
            .iter()
            .map(|&d| Task::Position(d))
            .chain(dims.iter().map(|&d| Task::Delete(d)))
            .chain(rest.into_iter().map(Task::Position))
            .collect();
        let plan = Plan { layout: layout.clone(), tasks, table: DrawTable::new(slots) };
        ChoiceStrategy { plan: Arc::new(plan), shrink_budget: u32::MAX, stream: None }
    }

    /// The same strategy drawing its cases' words from `stream` and not from the runner's
    /// generator: the cases a runner whose generator is
    /// `TestRng::from_seed(RngAlgorithm::ChaCha, seed)` gives the strategy, for `stream`
    /// made from the same seed ([`CaseStream::new`]), computed faster. The runner's own
    /// generator is then never read: give it a cheap one (proptest still draws a seed from
    /// it before each case).
    pub fn drawing_from(mut self, stream: CaseStream) -> Self {
        self.stream = Some(Rc::new(RefCell::new(stream)));
        self
    }

    /// The random 64-bit words each case drawn takes from the stream ([`DrawTable::words`]).
    pub fn words(&self) -> usize {
        self.plan.table.words()
    }

    /// The same strategy whose trees propose at most `steps` shrink candidates each (the
    /// shrink budget, `LEMMACHECK_SHRINK_ITERS`): the tree, not proptest's own limit, ends
    /// the shrinking, so proptest never advises its `PROPTEST_*` variables.
    pub fn with_shrink_budget(mut self, steps: u32) -> Self {
        self.shrink_budget = steps;
        self
    }
}

impl ChoiceStrategy {
    /// A shrinkable tree starting at given choices (e.g. a targeted-phase violation).
    pub fn tree_for(&self, choices: Vec<u32>) -> ChoiceTree {
        ChoiceTree::new(self.plan.clone(), choices, self.shrink_budget)
    }
}

impl Strategy for ChoiceStrategy {
    type Tree = ChoiceTree;
    type Value = Choices;

    fn new_tree(&self, runner: &mut TestRunner) -> NewTree<Self> {
        let table = &self.plan.table;
        let current = match &self.stream {
            Some(stream) => stream.borrow_mut().case(table.words(), |words| table.case_of_words(words)),
            // the runner's generator, one 64-bit word per call: the reference the stream is
            // tested against (tests/cases/unit/engine/stream.rs)
            None => {
                let rng = runner.rng();
                table.case(|| rng.next_u64())
            }
        };
        Ok(ChoiceTree::new(self.plan.clone(), current, self.shrink_budget))
    }
}

/// Where the current task is.
#[derive(Clone, Debug)]
enum Progress {
    /// Not started.
    Start,
    /// Binary search for the smallest failing raw value in `lo..=hi` (hi known to fail).
    Binary { lo: u32, hi: u32, first: bool },
    /// Trying simpler unit codes in order.
    Candidates { list: Vec<u32>, next: usize },
    /// Deleting index `k` next (counting down).
    Deleting { k: Option<usize> },
}

/// Shrinks a case (see the module documentation).
#[derive(Clone, Debug)]
pub struct ChoiceTree {
    plan: Arc<Plan>,
    /// The last failing case; a copy of `current` taken when shrinking starts (most trees
    /// are drawn, found passing and dropped without ever shrinking).
    accepted: Vec<u32>,
    shrinking: bool,
    current: Vec<u32>,
    pending: bool,
    cursor: usize,
    progress: Progress,
    changed: bool,
    rounds_left: u8,
    /// Shrink candidates the tree may still propose.
    proposals_left: u32,
}

impl ChoiceTree {
    #[doc(hidden)]
    pub fn new(plan: Arc<Plan>, current: Vec<u32>, proposals_left: u32) -> Self {
        ChoiceTree {
            plan,
            accepted: Vec::new(),
            shrinking: false,
            current,
            pending: false,
            cursor: 0,
            progress: Progress::Start,
            changed: false,
            rounds_left: EXTRA_ROUNDS,
            proposals_left,
        }
    }

    /// Takes the drawn case as the accepted one, the first time the tree is asked to move.
    fn start_shrinking(&mut self) {
        if !self.shrinking {
            self.accepted = self.current.clone();
            self.shrinking = true;
        }
    }

    fn dim_value(&self, pos: usize) -> usize {
        match self.plan.layout.slots[pos] {
            Slot::Dim { lo, .. } => lo + self.accepted[pos] as usize,
            _ => unreachable!("not a dimension"),
        }
    }

    /// Sets `current` to the next proposal; false when there is none left or the shrink
    /// budget is spent.
    fn propose(&mut self) -> bool {
        if self.proposals_left == 0 {
            return false;
        }
        loop {
            if self.cursor >= self.plan.tasks.len() {
                if self.changed && self.rounds_left > 0 {
                    self.cursor = 0;
                    self.changed = false;
                    self.rounds_left -= 1;
                    self.progress = Progress::Start;
                } else {
                    return false;
                }
            }
            let task = self.plan.tasks[self.cursor];
            let proposal: Option<Vec<u32>> = match (task, &mut self.progress) {
                (Task::Position(pos), Progress::Start) => {
                    let v = self.accepted[pos];
                    self.progress = if v == 0 {
                        Progress::Deleting { k: None }
                    } else if self.plan.layout.slots[pos].is_numeric() {
                        Progress::Candidates { list: simpler_units(self.plan.layout.slots[pos], v), next: 0 }
                    } else {
                        Progress::Binary { lo: 0, hi: v, first: true }
                    };
                    continue;
                }
                (Task::Delete(pos), Progress::Start) => {
                    let k = (self.accepted[pos] > 0).then(|| self.dim_value(pos) - 1);
                    self.progress = Progress::Deleting { k };
                    continue;
                }
                (Task::Position(pos), Progress::Binary { lo, hi, first }) => (*lo < *hi).then(|| {
                    let mid = if *first { *lo } else { *lo + (*hi - *lo) / 2 };
                    *first = false;
                    let mut c = self.accepted.clone();
                    c[pos] = mid;
                    c
                }),
                (Task::Position(pos), Progress::Candidates { list, next }) => list.get(*next).map(|&code| {
                    let mut c = self.accepted.clone();
                    c[pos] = code;
                    c
                }),
                (Task::Delete(pos), Progress::Deleting { k: Some(k) }) if self.accepted[pos] > 0 => {
                    Some(delete_index(&self.plan.layout, &self.accepted, pos, *k))
                }
                _ => None,
            };
            match proposal {
                Some(c) => {
                    self.current = c;
                    self.pending = true;
                    self.proposals_left -= 1;
                    return true;
                }
                None => {
                    self.cursor += 1;
                    self.progress = Progress::Start;
                }
            }
        }
    }

    /// Updates the task's progress after the pending proposal failed (`accepted`) or passed.
    fn settle(&mut self, accepted: bool) {
        let task = self.plan.tasks[self.cursor];
        match (task, &mut self.progress) {
            (Task::Position(pos), Progress::Binary { lo, hi, .. }) => {
                if accepted {
                    *hi = self.current[pos];
                } else {
                    *lo = self.current[pos] + 1;
                }
            }
            (Task::Position(pos), Progress::Candidates { list, next }) => {
                if accepted {
                    *list = simpler_units(self.plan.layout.slots[pos], self.current[pos]);
                    *next = 0;
                } else {
                    *next += 1;
                }
            }
            (Task::Delete(_), Progress::Deleting { k }) => {
                *k = k.and_then(|k| k.checked_sub(1));
            }
            _ => {}
        }
        if accepted {
            self.accepted = self.current.clone();
            self.changed = true;
        } else {
            self.current = self.accepted.clone();
        }
        self.pending = false;
    }
}

impl ValueTree for ChoiceTree {
    type Value = Choices;

    fn current(&self) -> Choices {
        Choices(self.current.clone())
    }

    /// Called after a failing case: the pending proposal (if any) becomes the accepted case.
    fn simplify(&mut self) -> bool {
        self.start_shrinking();
        if self.pending {
            self.settle(true);
        }
        self.propose()
    }

    /// Called after a passing case: the pending proposal is rejected.
    fn complicate(&mut self) -> bool {
        self.start_shrinking();
        if self.pending {
            self.settle(false);
        }
        self.propose()
    }
}
