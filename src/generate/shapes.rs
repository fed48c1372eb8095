//! Matrices, vectors and numbers with structure that breaks inequalities.
//!
//! A drawn matrix is `s · U` with s = 2ᵏ a scale and U built from unit entries in one of
//! these structures (picked by one choice, `Dense` being the simplest):
//!
//! | structure | U |
//! |---|---|
//! | `Dense` | independent entries uᵢⱼ |
//! | `RankOne` | uᵢ₁ u₁ⱼ (first column times first row) |
//! | `EqualRows` | every row equal to the first |
//! | `SignAligned` | \|uᵢⱼ\| (all entries of one sign) |
//! | `OneDominant` | one entry ±1, all others divided by 16 |
//! | `Zero` | 0 |
//! | `RowSigns` | sign(uᵢ₁) in every column: each row constant ±1 (tokens pointing one way or the opposite) |
//! | `SignRankOne` | sign(uᵢ₁)·sign(u₁ⱼ): a sign pattern of rank one |
//! | `Constant` | sign(u₁₁) everywhere: all entries equal, on the boundary \|uᵢⱼ\| = 1 |
//! | `TokenSigns` | sign₀(uᵢ₁) in every column, with sign₀(0) = 0: each row constant −1, 0 or +1 (tokens pointing one way, the opposite way, or zero; a zero token's attention scores tie exactly, and a tiny move breaks the tie) |
//! | `Antipodal` | rows in opposite pairs, u₁, −u₁, u₂, −u₂, …, and a last row 0 when the number of rows is odd: the mean row is 0, so a layer whose heads are all equal keeps a zero token at 0 and its scores tied, by symmetry (signed entries only; otherwise `Dense`, so that every entry stays in its range) |
//!
//! One more structure is drawn only on request ([`Draw::matrix_among`] with [`TIES`]), so
//! that it changes no other generator's draws:
//!
//! | structure | U |
//! |---|---|
//! | `AntipodalSigns` | `Antipodal` of `RowSigns`: rows ±1 in opposite pairs, s₁𝟙ᵀ, −s₁𝟙ᵀ, s₂𝟙ᵀ, −s₂𝟙ᵀ, …, and a last row 0 when the number of rows is odd: the zero token's scores tie while every other token is on the boundary, where a layer of equal heads η·11ᵀ grows it by the full factor (signed entries only; otherwise `RowSigns`) |
//!
//! (sign(0) counts as + except in `TokenSigns`.) Every structure keeps each entry of U in the unit range, so a
//! generator that needs ‖W‖_∞ ≤ η can draw U and multiply by η. `RowSigns`, `SignRankOne`
//! and `Constant` put every entry on the boundary of the unit range; with a scale they are the all-equal and
//! sign-pattern rank-one matrices at which bounds built from entrywise maxima are tight.
//!
//! **Extreme scales** ([`Entries::extremes`], opt-in): one more choice multiplies the
//! scale by 2^−[`EXTREME`] (far below) or, for entries that may grow, by 2^[`EXTREME`] (far
//! above), one case in four each, exactly representable and still short dyadics; for
//! statements whose behaviour changes between tiny and huge arguments (attention scores
//! far below and far above 1). Claims whose formulas overflow at such scales do not opt in.
//!
//! The footprint is fixed: a structure choice, a scale choice (and an extreme choice when
//! opted in), a position choice, and a block of `rows.max() × cols.max()` unit choices, of
//! which the leading `rows × cols` part is used; along a tiled dimension (see
//! [`Dim`](super::Dim)) the base part is used and repeated.

use ndarray::Array2;

use super::choice::{UnitRange, LEVELS};
use super::draw::{Dim, Draw};

/// Number of matrix structures.
const MATRIX_STRUCTURES: usize = 11;
/// The structure `TokenSigns` (see the table above).
pub const TOKEN_SIGNS: usize = 9;
/// The structure `Antipodal` (see the table above).
pub const ANTIPODAL: usize = 10;
/// The structure `AntipodalSigns` (see the table above), drawn only by [`Draw::matrix_among`].
pub const ANTIPODAL_SIGNS: usize = MATRIX_STRUCTURES;
/// The structures whose tokens tie exactly in attention scores (a zero token, or opposite
/// pairs around one): [`Draw::matrix_among`] draws only these where a claim's violations
/// live at a tie that a tiny move breaks.
pub const TIES: &[usize] = &[ANTIPODAL_SIGNS, ANTIPODAL, TOKEN_SIGNS];
/// Number of vector structures (dense, constant, sign-aligned, one dominant, zero, signs).
const VECTOR_STRUCTURES: usize = 6;
/// The exponent of an extreme scale: 2^±EXTREME (see the module documentation).
pub const EXTREME: i32 = 12;
/// One choice in this many is an extreme scale far below, one more far above.
const EXTREME_CHOICES: usize = 4;
/// How much smaller the non-dominant entries of `OneDominant` are.
const DOMINANCE: f64 = 1.0 / 16.0;

/// How entries are drawn.
#[derive(Clone, Copy, Debug)]
pub struct Entries {
    /// The range of U's entries.
    pub range: UnitRange,
    /// Scales are 2ᵏ with |k| ≤ max_exponent.
    pub max_exponent: u32,
    /// If false, the scale is never above 1 (k ≤ 0), so every entry is in `range`.
    pub may_grow: bool,
    /// Units are multiples of 2^-levels.
    pub levels: u32,
    /// Whether the scale may also be extreme (2^±[`EXTREME`] more; see the module
    /// documentation).
    pub extremes: bool,
}

impl Entries {
    /// Entries in [−2ᵐ, 2ᵐ] with scales 2⁻ᵐ … 2ᵐ.
    pub const fn signed(max_exponent: u32) -> Self {
        Entries { range: UnitRange::Signed, max_exponent, may_grow: true, levels: LEVELS, extremes: false }
    }
    /// Entries in [0, 2ᵐ] with scales 2⁻ᵐ … 2ᵐ.
    pub const fn nonnegative(max_exponent: u32) -> Self {
        Entries { range: UnitRange::NonNegative, max_exponent, may_grow: true, levels: LEVELS, extremes: false }
    }
    /// Entries in [−1, 1], scales 2⁻ᵐ … 1: for inputs that a hypothesis bounds by 1.
    pub const fn signed_bounded(max_exponent: u32) -> Self {
        Entries { range: UnitRange::Signed, max_exponent, may_grow: false, levels: LEVELS, extremes: false }
    }
    /// Entries in [0, 1], scales 2⁻ᵐ … 1.
    pub const fn nonnegative_bounded(max_exponent: u32) -> Self {
        Entries { range: UnitRange::NonNegative, max_exponent, may_grow: false, levels: LEVELS, extremes: false }
    }
    /// The same entries on the coarser grid of multiples of 2^-levels (units only), for
    /// generators whose constructions must stay exact in `f64`.
    pub const fn coarse(self, levels: u32) -> Self {
        Entries { levels, ..self }
    }
    /// The same entries with extreme scales as well (one more choice per draw).
    pub const fn extremes(self) -> Self {
        Entries { extremes: true, ..self }
    }
}

/// sign(u) with sign(0) = +1: the boundary value ±1 on u's side.
pub fn dominant(u: f64) -> f64 {
    if u < 0.0 {
        -1.0
    } else {
        1.0
    }
}

/// Row `i` of `rows` rows in opposite pairs (row 2k = u_k, row 2k+1 = −u_k) with a last
/// row 0 when `rows` is odd; `u(r)` is row r's drawn entry in the current column.
fn antipodal(i: usize, rows: usize, u: impl Fn(usize) -> f64) -> f64 {
    if rows % 2 == 1 && i + 1 == rows {
        0.0
    } else if i % 2 == 0 {
        u(i / 2)
    } else {
        -u(i / 2)
    }
}

/// −1, 0 or +1: the sign of u, with 0 for 0 (unlike [`dominant`]).
fn signum_or_zero(u: f64) -> f64 {
    if u == 0.0 {
        0.0
    } else {
        dominant(u)
    }
}

/// The `rows × cols` matrix whose entry (i, j) is `tile`'s entry (i mod rb, j mod cb),
/// `tile` being an `rb × cb` block in row-major order: each row of the block copied
/// across (not computed again entry by entry).
pub fn tiled(tile: Vec<f64>, (rb, cb): (usize, usize), (rows, cols): (usize, usize)) -> Array2<f64> {
    assert_eq!(tile.len(), rb * cb, "a {rb} × {cb} tile");
    if (rows, cols) == (rb, cb) {
        return Array2::from_shape_vec((rows, cols), tile).expect("rows × cols entries");
    }
    let mut entries = Vec::with_capacity(rows * cols);
    for i in 0..rows {
        let row = &tile[(i % rb) * cb..][..cb];
        for _ in 0..cols / cb {
            entries.extend_from_slice(row);
        }
        entries.extend_from_slice(&row[..cols % cb]);
    }
    Array2::from_shape_vec((rows, cols), entries).expect("rows × cols entries")
}

/// The choices a scale reads: its exponent, and with extremes whether it is extreme.
const fn scale_choices(e: Entries) -> usize {
    if e.extremes {
        2
    } else {
        1
    }
}

/// The choices [`Draw::matrix`] and [`Draw::matrix_among`] read for a `rows × cols`
/// matrix of entries `e`, whatever they draw: structure, scale, position and the block of
/// `rows.max() × cols.max()` units (for [`Draw::pass_over`]).
pub const fn matrix_choices(rows: Dim, cols: Dim, e: Entries) -> usize {
    2 + scale_choices(e) + rows.max() * cols.max()
}

/// The choices [`Draw::vector`] reads for a vector of length `len` and entries `e`:
/// structure, scale, position and the block of `len.max()` units.
pub const fn vector_choices(len: Dim, e: Entries) -> usize {
    2 + scale_choices(e) + len.max()
}

impl Draw<'_> {
    fn scale(&mut self, e: Entries) -> f64 {
        let s = self.power_of_two(e.max_exponent);
        let s = if e.may_grow || s <= 1.0 { s } else { 1.0 / s };
        if !e.extremes {
            return s;
        }
        let far = 2f64.powi(EXTREME);
        match self.pick(EXTREME_CHOICES) {
            1 => s / far,
            2 if e.may_grow => s * far,
            2 => s / far,
            _ => s,
        }
    }

    /// A `rows × cols` matrix (the leading part of a `rows.max() × cols.max()` block,
    /// tiled along a tiled dimension).
    pub fn matrix(&mut self, rows: Dim, cols: Dim, e: Entries) -> Array2<f64> {
        let start = self.read();
        let structure = self.pick(MATRIX_STRUCTURES);
        let m = self.structured(structure, rows, cols, e);
        debug_assert_eq!(self.read() - start, matrix_choices(rows, cols, e), "the choices of one matrix");
        m
    }

    /// [`Draw::matrix`] for a matrix a case uses only when `used` (say, a free input only a
    /// negative control reads): `Some` exactly when used. An unused matrix's choices stay
    /// in the footprint: recording reads them, and replaying a known footprint
    /// ([`Draw::is_replaying`]) passes over them ([`Draw::pass_over`]) without decoding.
    pub fn matrix_if_used(&mut self, used: bool, rows: Dim, cols: Dim, e: Entries) -> Option<Array2<f64>> {
        if used {
            Some(self.matrix(rows, cols, e))
        } else if self.is_replaying() {
            self.pass_over(matrix_choices(rows, cols, e));
            None
        } else {
            self.matrix(rows, cols, e);
            None
        }
    }

    /// [`Draw::matrix`] with the structure among `structures` only (e.g. [`TIES`]), the
    /// first being the simplest. Same footprint as [`Draw::matrix`] (a generator may pick
    /// between the two): the structure choice k picks `structures[k mod len]`.
    pub fn matrix_among(&mut self, structures: &[usize], rows: Dim, cols: Dim, e: Entries) -> Array2<f64> {
        assert!(!structures.is_empty() && structures.iter().all(|&s| s <= ANTIPODAL_SIGNS), "matrix structures up to {ANTIPODAL_SIGNS}");
        let structure = structures[self.pick(MATRIX_STRUCTURES) % structures.len()];
        self.structured(structure, rows, cols, e)
    }

    fn structured(&mut self, structure: usize, rows: Dim, cols: Dim, e: Entries) -> Array2<f64> {
        let s = self.scale(e);
        let position = self.pick(rows.max() * cols.max());
        let u = self.units(&[rows, cols], e.range, e.levels);
        let (rb, cb) = (rows.base(), cols.base());
        let at = |i: usize, j: usize| u.get(i * cols.max() + j);
        let (pi, pj) = ((position / cols.max()) % rb, (position % cols.max()) % cb);
        let entry = |i: usize, j: usize| {
            let x = match structure {
                0 => at(i, j),
                1 => at(i, 0) * at(0, j),
                2 => at(0, j),
                3 => at(i, j).abs(),
                4 if (i, j) == (pi, pj) => dominant(at(i, j)),
                4 => at(i, j) * DOMINANCE,
                6 => dominant(at(i, 0)),
                7 => dominant(at(i, 0)) * dominant(at(0, j)),
                8 => dominant(at(0, 0)),
                TOKEN_SIGNS => signum_or_zero(at(i, 0)),
                ANTIPODAL if e.range == UnitRange::Signed => antipodal(i, rb, |r| at(r, j)),
                ANTIPODAL => at(i, j),
                ANTIPODAL_SIGNS if e.range == UnitRange::Signed => antipodal(i, rb, |r| dominant(at(r, 0))),
                ANTIPODAL_SIGNS => dominant(at(i, 0)),
                _ => 0.0,
            };
            s * x
        };
        // entry (i, j) is entry (i mod rb, j mod cb): the base block, computed once
        let tile: Vec<f64> = (0..rb * cb).map(|k| entry(k / cb, k % cb)).collect();
        tiled(tile, (rb, cb), (rows.get(), cols.get()))
    }

    /// [`Draw::vector`] for a vector a case uses only when `used`, as
    /// [`Draw::matrix_if_used`] does for a matrix.
    pub fn vector_if_used(&mut self, used: bool, len: Dim, e: Entries) -> Option<Vec<f64>> {
        if used {
            Some(self.vector(len, e))
        } else if self.is_replaying() {
            self.pass_over(vector_choices(len, e));
            None
        } else {
            self.vector(len, e);
            None
        }
    }

    /// A vector of length `len` (the leading part of a `len.max()` block, tiled along a
    /// tiled dimension).
    pub fn vector(&mut self, len: Dim, e: Entries) -> Vec<f64> {
        let start = self.read();
        let v = self.structured_vector(len, e);
        debug_assert_eq!(self.read() - start, vector_choices(len, e), "the choices of one vector");
        v
    }

    fn structured_vector(&mut self, len: Dim, e: Entries) -> Vec<f64> {
        let structure = self.pick(VECTOR_STRUCTURES);
        let s = self.scale(e);
        let position = self.pick(len.max());
        let u = self.units(&[len], e.range, e.levels);
        let b = len.base();
        let p = position % b;
        (0..len.get())
            .map(|i| {
                let i = i % b;
                let x = match structure {
                    0 => u.get(i),
                    1 => u.get(0),
                    2 => u.get(i).abs(),
                    3 if i == p => dominant(u.get(i)),
                    3 => u.get(i) * DOMINANCE,
                    5 => dominant(u.get(i)),
                    _ => 0.0,
                };
                s * x
            })
            .collect()
    }

    /// A single number s·u.
    pub fn number(&mut self, e: Entries) -> f64 {
        let s = self.scale(e);
        s * self.unit_with_levels(e.range, e.levels)
    }
}
