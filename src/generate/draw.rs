//! [`Draw`]: the source a generator reads its choices from.

use super::choice::{exponent_value, unit_value, Slot, UnitRange, LEVELS};

/// A dimension: its value, its largest possible value, and the choice it was drawn from.
///
/// Passing a `Dim` (rather than a bare number) to [`Draw::matrix`] or [`Draw::vector`] ties
/// that axis of the drawn block to the dimension, which lets the shrinker delete one
/// index (a row, a column, a token) from every block that uses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dim {
    value: usize,
    max: usize,
    slot: Option<usize>,
}

impl Dim {
    /// A dimension that is not drawn (e.g. H = 1 for a single head).
    pub const fn fixed(value: usize) -> Dim {
        Dim { value, max: value, slot: None }
    }
    /// Its value.
    pub const fn get(self) -> usize {
        self.value
    }
    /// Its largest possible value.
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

/// Reads choices in order and records the [`Slot`] of each one.
///
/// Contract for generators: the sequence of slots a generator reads must not depend on
/// the values drawn (a fixed *footprint*). Draw the largest shapes a claim allows and use
/// the leading part: shrinking a dimension then keeps the other entries where they were.
/// The engine checks the footprint of every case and reports a generator that breaks it.
pub struct Draw<'a> {
    choices: &'a [u32],
    slots: Vec<Slot>,
    blocks: Vec<Block>,
    dims: Vec<(&'static str, usize)>,
    dropped: Option<&'static str>,
    constructed: Vec<&'static str>,
}

impl<'a> Draw<'a> {
    /// A draw over `choices`; positions past the end read as 0 (the simplest value).
    pub fn new(choices: &'a [u32]) -> Self {
        Draw {
            choices,
            slots: Vec::with_capacity(choices.len()),
            blocks: Vec::new(),
            dims: Vec::new(),
            dropped: None,
            constructed: Vec::new(),
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
        if !self.constructed.contains(&name) {
            self.constructed.push(name);
        }
        self.dropped != Some(name)
    }

    /// The hypotheses the generator constructs (the names it passed to [`Draw::keeps`]).
    pub fn constructed(&self) -> &[&'static str] {
        &self.constructed
    }

    fn next(&mut self, slot: Slot) -> u32 {
        let raw = self.choices.get(self.slots.len()).copied().unwrap_or(0) % slot.modulus();
        self.slots.push(slot);
        raw
    }

    /// A dimension called `name` in `lo..=hi` (reported as the case's dimensions).
    pub fn dim(&mut self, name: &'static str, lo: usize, hi: usize) -> Dim {
        assert!(1 <= lo && lo <= hi, "dimension {name} in {lo}..={hi}");
        let slot = self.slots.len();
        let value = lo + self.next(Slot::Dim { lo, hi }) as usize;
        self.dims.push((name, value));
        Dim { value, max: hi, slot: Some(slot) }
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
        2f64.powi(exponent_value(self.next(Slot::Exponent { max })))
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
        let start = self.slots.len();
        let count: usize = axes.iter().map(|a| a.max).product();
        let values = (0..count).map(|_| self.unit_with_levels(range, levels)).collect();
        self.blocks.push(Block { start, axes: axes.iter().map(|a| Axis { len: a.max, dim_slot: a.slot }).collect() });
        values
    }

    /// The slots read so far.
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
