//! Choices: the raw integers every generated case is built from.
//!
//! A case is a fixed-length sequence of `u32` choices. Each position has a [`Slot`] that
//! fixes its range and meaning. Smaller raw values mean *simpler* values, so shrinking a
//! case is shrinking integers toward 0, in the order dimensions → structure → scale →
//! entries (see [`Slot::priority`]).
//!
//! Entries are **dyadic rationals**: a [`Slot::Unit`] raw value r decodes to 0, ±1, ±1/2,
//! ±1/4, ±3/4, ±1/8, … in that order, down to odd multiples of 2⁻ˡ (l ≤ 20 levels, fixed
//! per slot). So shrinking ends in readable numbers, and sums and products of a few
//! entries are exact in `f64`; a generator that must meet a hypothesis such as
//! ‖A − B‖_∞ ≤ ε exactly draws coarser units (fewer levels) so that every step of its
//! construction stays exact.

/// How many binary levels a unit has: its values are multiples of 2^-LEVELS.
pub const LEVELS: u32 = 20;

/// The value set of a unit choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnitRange {
    /// [−1, 1]: 0, 1, −1, 1/2, −1/2, 1/4, −1/4, 3/4, …
    Signed,
    /// [0, 1]: 0, 1, 1/2, 1/4, 3/4, …
    NonNegative,
    /// (0, 1]: 1, 1/2, 1/4, 3/4, …
    Positive,
}

/// The role and range of one choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A dimension in `lo..=hi`; raw r means `lo + r`.
    Dim {
        /// Smallest value.
        lo: usize,
        /// Largest value.
        hi: usize,
    },
    /// One of `n` alternatives (e.g. a matrix structure); raw r means alternative r.
    Pick {
        /// Number of alternatives.
        n: usize,
    },
    /// A power of two 2ᵏ with |k| ≤ max; raw 0, 1, 2, 3, 4, … means k = 0, −1, 1, −2, 2, …
    Exponent {
        /// Largest |k|.
        max: u32,
    },
    /// A dyadic number in a unit range, a multiple of 2^-levels (levels ≤ [`LEVELS`]).
    Unit(UnitRange, u32),
}

impl Slot {
    /// Number of raw values: a raw choice is taken modulo this.
    pub fn modulus(self) -> u32 {
        match self {
            Slot::Dim { lo, hi } => (hi - lo + 1) as u32,
            Slot::Pick { n } => n as u32,
            Slot::Exponent { max } => 2 * max + 1,
            Slot::Unit(UnitRange::Signed, levels) => (1 << (levels + 1)) + 1,
            Slot::Unit(UnitRange::NonNegative, levels) => (1 << levels) + 1,
            Slot::Unit(UnitRange::Positive, levels) => 1 << levels,
        }
    }

    /// Shrinking order: lower priorities are shrunk first.
    pub fn priority(self) -> u8 {
        match self {
            Slot::Dim { .. } => 0,
            Slot::Pick { .. } => 1,
            Slot::Exponent { .. } => 2,
            Slot::Unit(..) => 3,
        }
    }

    /// Whether the slot holds a number that a targeted search may move continuously.
    pub fn is_numeric(self) -> bool {
        matches!(self, Slot::Unit(..))
    }
}

/// The magnitude encoded by r ∈ [0, 2^LEVELS): 1, then odd/2ʲ level by level.
///
/// Written without a branch (r = 0 is the level j = 0, whose odd number is 1): a search
/// decodes every unit of every case, and a branch on the drawn bits is mispredicted often.
fn magnitude(r: u32) -> f64 {
    let j = 32 - r.leading_zeros(); // floor(log2 r) + 1, in 0..=32
    let first = ((1u64 << j) >> 1) as u32; // 2^(j-1), the first code of level j; 0 for r = 0
    let odd = 2 * (r - first) + 1;
    odd as f64 * f64::from_bits((1023 - u64::from(j)) << 52) // odd · 2⁻ʲ, exactly
}

/// The r with `magnitude(r) = m`, for m a multiple of 2^-LEVELS in (0, 1]. Codes do not
/// depend on the number of levels: a unit with fewer levels uses a prefix of the codes.
fn magnitude_code(m: f64) -> u32 {
    debug_assert!(m > 0.0 && m <= 1.0);
    if m >= 1.0 {
        return 0;
    }
    let scaled = (m * (1u64 << LEVELS) as f64) as u64; // exact: m is a multiple of 2^-LEVELS
    let tz = scaled.trailing_zeros();
    let odd = (scaled >> tz) as u32;
    let j = LEVELS - tz;
    (1 << (j - 1)) + (odd - 1) / 2
}

/// Decodes a raw unit choice: raw 0 is 0 where the range has it; otherwise a signed
/// unit's raw 1 + 2q + s is (−1)ˢ · magnitude(q), a non-negative unit's raw 1 + q is
/// magnitude(q), and a positive unit's raw q is magnitude(q).
///
/// Each value is computed and then selected rather than branched to (see [`magnitude`]).
pub fn unit_value(range: UnitRange, raw: u32) -> f64 {
    let q = raw.saturating_sub(1);
    let value = match range {
        UnitRange::Positive => return magnitude(raw),
        UnitRange::NonNegative => magnitude(q),
        // the sign bit set from q's lowest bit: exactly −m where it is 1
        UnitRange::Signed => f64::from_bits(magnitude(q >> 1).to_bits() | (u64::from(q & 1) << 63)),
    };
    if raw == 0 {
        0.0
    } else {
        value
    }
}

/// The raw choice whose value is `x` rounded to the nearest multiple of 2^-LEVELS and
/// clamped into the range: the inverse of [`unit_value`], used by targeted search to move
/// a value and write it back as a choice.
pub fn unit_code(range: UnitRange, levels: u32, x: f64) -> u32 {
    let grid = (1u64 << levels) as f64;
    let lo = match range {
        UnitRange::Signed => -1.0,
        UnitRange::NonNegative => 0.0,
        UnitRange::Positive => 1.0 / grid,
    };
    let x = if x.is_nan() { 0.0 } else { ((x * grid).round() / grid).clamp(lo, 1.0) };
    match range {
        UnitRange::Positive => magnitude_code(x),
        UnitRange::NonNegative => {
            if x == 0.0 {
                0
            } else {
                magnitude_code(x) + 1
            }
        }
        UnitRange::Signed => {
            if x == 0.0 {
                0
            } else {
                1 + 2 * magnitude_code(x.abs()) + u32::from(x < 0.0)
            }
        }
    }
}

/// Decodes a raw exponent choice to k.
pub fn exponent_value(raw: u32) -> i32 {
    if raw % 2 == 1 {
        -((raw as i32 + 1) / 2)
    } else {
        raw as i32 / 2
    }
}
