//! [`Draw`]: the source a generator reads its choices from.

use super::choice::{exponent_value, unit_value, Slot, UnitRange, LEVELS};

/// A dimension: its value, its largest possible value, and the choice it was drawn from.
///
/// Passing a `Dim` (rather than a bare number) to [`Draw::matrix`] or [`Draw::vector`] ties
/// that axis of the drawn block to the dimension, which lets the shrinker delete one
/// index (a row, a column, a token) from every block that uses it.
///
/// A **tiled** dimension ([`Draw::dim_tiled`]) has the value t·b: a drawn *base* b ≤ `max`
/// and a drawn number of tiles t = 2ʳ. Blocks are drawn at the base size, and index i of a tiled
/// axis reads the block at i mod b: a matrix with a tiled column dimension is t copies of
/// its base side by side. Sums over a tiled axis are t times the base sums while every
/// entry, and so every entrywise maximum, stays the same: the cheap way to search the
/// dimensions beyond the blocks' size at which a factor of the dimension is at stake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dim {
    value: usize,
    base: usize,
    max: usize,
    slot: Option<usize>,
}

impl Dim {
    /// A dimension that is not drawn (e.g. H = 1 for a single head).
    pub const fn fixed(value: usize) -> Dim {
        Dim { value, base: value, max: value, slot: None }
    }
    /// Its value (for a tiled dimension, base times tiles).
    pub const fn get(self) -> usize {
        self.value
    }
    /// The drawn part of its value: index i of the dimension reads block index i mod base
    /// (equal to the value unless the dimension is tiled).
    pub const fn base(self) -> usize {
        self.base
    }
    /// The largest possible base value: the length of a block's axis along it.
    pub const fn max(self) -> usize {
        self.max
    }
}

/// One axis of a drawn block of unit choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Axis {
    /// Number of positions along the axis (the dimension's largest value).
    pub len: usize,
    /// The choice position of the dimension it follows, if drawn.
    pub dim_slot: Option<usize>,
}

/// A row-major block of unit choices (the entries of a drawn matrix or vector).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// Position of the first choice.
    pub start: usize,
    /// Its axes, outermost first.
    pub axes: Vec<Axis>,
}

/// `raw` modulo `modulus`, without a division when it is already in range (a choice the
/// engine drew for this slot always is).
fn reduce(raw: u32, modulus: u32) -> u32 {
    if raw < modulus {
        raw
    } else {
        raw % modulus
    }
}

/// A block of units drawn by [`Draw::units`], row-major, each decoded when read.
#[derive(Clone, Copy, Debug)]
pub struct Units<'a> {
    given: &'a [u32],
    range: UnitRange,
    modulus: u32,
    count: usize,
}

impl Units<'_> {
    /// The number of units in the block.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether the block has no units.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Unit `k` (row-major), the value [`Draw::unit_with_levels`] would have read there.
    pub fn get(&self, k: usize) -> f64 {
        assert!(k < self.count, "unit {k} of a block of {}", self.count);
        unit_value(self.range, reduce(self.given.get(k).copied().unwrap_or(0), self.modulus))
    }
}

/// Reads choices in order and records the [`Slot`] of each one.
///
/// Contract for generators: the sequence of slots a generator reads must not depend on
/// the values drawn (a fixed *footprint*). Draw the largest shapes a claim allows and use
/// the leading part: shrinking a dimension then keeps the other entries where they were.
/// The engine checks the footprint of every case and reports a generator that breaks it.
pub struct Draw<'a> {
    choices: &'a [u32],
    /// Choices read so far.
    read: usize,
    /// Recording: the slot of every choice read. Replaying: empty.
    slots: Vec<Slot>,
    blocks: Vec<Block>,
    dims: Vec<(&'static str, usize)>,
    dropped: Option<&'static str>,
    constructed: Vec<&'static str>,
    /// Replaying a known footprint: its slots, and for each position the length of the
    /// run of equal slots that starts there ([`Draw::replaying`]).
    footprint: Option<(&'a [Slot], &'a [u32])>,
    /// Replaying: whether a choice was read with another slot than the footprint's.
    strayed: bool,
}

/// For each position of `slots`, the number of consecutive positions from it that hold
/// the same slot: what [`Draw::replaying`] checks a block of units against in one step.
pub fn slot_runs(slots: &[Slot]) -> Vec<u32> {
    let mut runs = vec![0u32; slots.len()];
    for k in (0..slots.len()).rev() {
        runs[k] = if k + 1 < slots.len() && slots[k + 1] == slots[k] { runs[k + 1] + 1 } else { 1 };
    }
    runs
}

impl<'a> Draw<'a> {
    /// A draw over `choices`; positions past the end read as 0 (the simplest value).
    pub fn new(choices: &'a [u32]) -> Self {
        Draw {
            choices,
            read: 0,
            slots: Vec::with_capacity(choices.len()),
            blocks: Vec::new(),
            dims: Vec::new(),
            dropped: None,
            constructed: Vec::new(),
            footprint: None,
            strayed: false,
        }
    }

    /// A draw that checks the generator's reads against a known footprint (`slots`, with
    /// `runs` = [`slot_runs`] of them) instead of recording them: the generator gives the
    /// same values as under [`Draw::new`], and [`Draw::matches_footprint`] says whether it
    /// read exactly those slots. [`Draw::slots`], [`Draw::blocks`] and
    /// [`Draw::constructed`] are then left empty. The engine builds every case this way,
    /// from the layout recorded once per search.
    pub fn replaying(choices: &'a [u32], slots: &'a [Slot], runs: &'a [u32], dropped: Option<&'static str>) -> Self {
        assert_eq!(slots.len(), runs.len(), "a footprint's runs are one per slot");
        Draw { slots: Vec::new(), footprint: Some((slots, runs)), dropped, ..Draw::new(choices) }
    }

    /// How many choices the generator has read.
    pub fn read(&self) -> usize {
        self.read
    }

    /// Whether this draw replays a known footprint ([`Draw::replaying`]), where a generator
    /// may [`Draw::pass_over`] choices it reads only to keep the footprint fixed.
    pub fn is_replaying(&self) -> bool {
        self.footprint.is_some()
    }

    /// Replaying: moves past the next `count` choices without reading them, for choices
    /// the generator would read and then not use (the heads of a network beyond its drawn
    /// size: the footprint draws the largest). Their values cannot change what the
    /// generator builds, and reading them would only check them against the footprint.
    ///
    /// Contract: `count` is exactly the number of choices the skipped reads make, which
    /// must not depend on the values drawn (recording, where nothing is skipped, records
    /// them; a unit test builds every reading both ways and compares). Moving past the
    /// footprint's end counts as leaving it, as a read there does. Panics when recording:
    /// a slot must be read to be recorded.
    pub fn pass_over(&mut self, count: usize) {
        let Some((slots, _)) = self.footprint else { panic!("pass_over while recording: every choice must be read") };
        self.strayed |= self.read + count > slots.len();
        self.read += count;
    }

    /// Replaying: whether the generator read exactly the footprint's slots, in order.
    /// Recording: always true.
    pub fn matches_footprint(&self) -> bool {
        match self.footprint {
            Some((slots, _)) => !self.strayed && self.read == slots.len(),
            None => true,
        }
    }

    /// A draw for a *negative control*: the generator must not enforce the hypothesis
    /// named `dropped` (see [`Draw::keeps`]).
    pub fn without(choices: &'a [u32], dropped: &'static str) -> Self {
        Draw { dropped: Some(dropped), ..Draw::new(choices) }
    }

    /// Whether the generator must construct the hypothesis `name` in this draw. Generators
    /// ask this for every hypothesis they build, and build an input that ignores it when
    /// the answer is no; the names asked are the hypotheses a negative control can drop,
    /// and must be the names of the claim's [`Condition`](crate::claim::Condition)s.
    pub fn keeps(&mut self, name: &'static str) -> bool {
        if self.footprint.is_none() && !self.constructed.contains(&name) {
            self.constructed.push(name);
        }
        self.dropped != Some(name)
    }

    /// The hypotheses the generator constructs (the names it passed to [`Draw::keeps`]).
    pub fn constructed(&self) -> &[&'static str] {
        &self.constructed
    }

    fn next(&mut self, slot: Slot) -> u32 {
        let raw = reduce(self.choices.get(self.read).copied().unwrap_or(0), slot.modulus());
        match self.footprint {
            Some((slots, _)) => self.strayed |= slots.get(self.read) != Some(&slot),
            None => self.slots.push(slot),
        }
        self.read += 1;
        raw
    }

    /// A dimension called `name` in `lo..=hi` (reported as the case's dimensions).
    pub fn dim(&mut self, name: &'static str, lo: usize, hi: usize) -> Dim {
        assert!(1 <= lo && lo <= hi, "dimension {name} in {lo}..={hi}");
        let slot = self.read;
        let value = lo + self.next(Slot::Dim { lo, hi }) as usize;
        self.dims.push((name, value));
        Dim { value, base: value, max: hi, slot: Some(slot) }
    }

    /// A tiled dimension called `name` (see [`Dim`]): a base in `lo..=hi`, then a number
    /// of tiles 2ʳ with r in `0..=doublings` (a dimension choice too, so that shrinking
    /// and the targeted phase move it like one: one step doubles or halves the tiles); its
    /// value, base times tiles, is reported as the case's dimension `name`.
    pub fn dim_tiled(&mut self, name: &'static str, lo: usize, hi: usize, doublings: u32) -> Dim {
        assert!(1 <= lo && lo <= hi && doublings < 16, "dimension {name} in {lo}..={hi}, up to 2^{doublings} tiles");
        let slot = self.read;
        let base = lo + self.next(Slot::Dim { lo, hi }) as usize;
        let tiles = 1usize << self.next(Slot::Dim { lo: 1, hi: doublings as usize + 1 });
        self.dims.push((name, base * tiles));
        Dim { value: base * tiles, base, max: hi, slot: Some(slot) }
    }

    /// Records a dimension that is implied rather than drawn.
    pub fn note_dim(&mut self, name: &'static str, d: Dim) {
        self.dims.push((name, d.get()));
    }

    /// One of `n` alternatives, 0 being the simplest.
    pub fn pick(&mut self, n: usize) -> usize {
        assert!(n >= 1);
        self.next(Slot::Pick { n }) as usize
    }

    /// 2ᵏ with |k| ≤ `max`.
    pub fn power_of_two(&mut self, max: u32) -> f64 {
        crate::math::powers_of_two::power_of_two(exponent_value(self.next(Slot::Exponent { max })))
    }

    /// A dyadic number in `range`, a multiple of 2⁻²⁰.
    pub fn unit(&mut self, range: UnitRange) -> f64 {
        self.unit_with_levels(range, LEVELS)
    }

    /// A dyadic number in `range`, a multiple of 2^-levels.
    pub fn unit_with_levels(&mut self, range: UnitRange, levels: u32) -> f64 {
        assert!(levels <= LEVELS, "at most {LEVELS} levels");
        unit_value(range, self.next(Slot::Unit(range, levels)))
    }

    /// A dyadic number in [−1, 1].
    pub fn signed_unit(&mut self) -> f64 {
        self.unit(UnitRange::Signed)
    }

    /// A dyadic number in (0, 1].
    pub fn positive_unit(&mut self) -> f64 {
        self.unit(UnitRange::Positive)
    }

    /// A dyadic number in [0, 1].
    pub fn nonnegative_unit(&mut self) -> f64 {
        self.unit(UnitRange::NonNegative)
    }

    /// A positive number 2ᵏ·u with |k| ≤ `max_exponent` and u ∈ (0, 1]; simplest value 1.
    pub fn positive(&mut self, max_exponent: u32) -> f64 {
        self.power_of_two(max_exponent) * self.positive_unit()
    }

    /// Draws a row-major block of units with the given axes; returns the values.
    pub fn block(&mut self, axes: &[Dim], range: UnitRange, levels: u32) -> Vec<f64> {
        let units = self.units(axes, range, levels);
        (0..units.len()).map(|k| units.get(k)).collect()
    }

    /// [`Draw::block`], with each value decoded when it is read: a block spans the
    /// largest shape a claim allows (the footprint), and a case often reads only the
    /// leading part of it.
    pub fn units(&mut self, axes: &[Dim], range: UnitRange, levels: u32) -> Units<'a> {
        assert!(levels <= LEVELS, "at most {LEVELS} levels");
        let start = self.read;
        let count: usize = axes.iter().map(|a| a.max).product();
        // the choices `unit_with_levels` would read one by one, read at once
        let slot = Slot::Unit(range, levels);
        let choices: &'a [u32] = self.choices;
        let given = choices.get(start..).unwrap_or(&[]);
        match self.footprint {
            // the footprint holds `slot` at every position of the block: a run from its start
            Some((slots, runs)) => {
                self.strayed |= count > 0 && !(slots.get(start) == Some(&slot) && runs[start] as usize >= count);
            }
            None => {
                self.slots.extend(std::iter::repeat_n(slot, count));
                self.blocks.push(Block { start, axes: axes.iter().map(|a| Axis { len: a.max, dim_slot: a.slot }).collect() });
            }
        }
        self.read += count;
        Units { given, range, modulus: slot.modulus(), count }
    }

    /// The slots read so far (recording; empty when replaying).
    pub fn slots(&self) -> &[Slot] {
        &self.slots
    }

    /// The blocks drawn so far.
    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }

    /// The named dimensions drawn so far.
    pub fn dims(&self) -> &[(&'static str, usize)] {
        &self.dims
    }
}
