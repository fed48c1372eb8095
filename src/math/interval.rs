//! Outward-rounded interval arithmetic, the arithmetic of certificates.
//!
//! An [`Interval`] `[lo, hi]` is a pair of binary floating-point numbers of a chosen
//! precision (64 bits of significand by default, see [`with_precision`]). Every operation
//! rounds `lo` toward −∞ and `hi` toward +∞ (directed rounding), so the result contains
//! the exact real result for every real in the operands. `exp`, `ln` and `sqrt` come from
//! `dashu-float`, whose transcendental functions are correctly rounded in the requested
//! direction; `+ − × ÷` are exact-then-rounded. No step uses the host's `libm`.
//!
//! Conversions from `f64` are exact: inputs of a counterexample are the exact `f64`
//! values written in its file, and their enclosure is a single point.
//!
//! **The same real twice.** Interval arithmetic forgets that two operands are the same
//! real: for an enclosure Z = [l, h] of some x, Z − Z is [l − h, h − l], never 0, so a
//! statement that compares a quantity with itself (softm(a + 0) against softm(a), Y = X in
//! a Lipschitz bound) could never be decided. Each interval therefore carries a *tag*
//! naming the real it encloses: an exact point is tagged by its value, an input box by a
//! fresh tag of its own, and the result of an operation by the operation and its operands'
//! tags (a deterministic 128-bit mix). Two intervals with equal tags **and** identical
//! endpoints are results of the same computation on the same reals, hence the same real,
//! and x − x = 0, x / x = 1, |x| − |x| = 0, max(x, x) = x exactly. Adding an exact 0 or
//! multiplying by an exact 1 returns the operand itself, so a + 0 keeps a's tag. This is
//! exact reasoning, not a tolerance; its only assumption is that two different
//! computation trees do not collide in 128 bits of tag *and* give identical enclosures.

use std::cell::Cell;
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Div, Mul, Neg, Sub};
use std::str::FromStr;

use dashu_float::round::mode::{Down, Up};
use dashu_float::{ConstCache, Context, FBig, Repr};

use super::scalar::Scalar;

/// Significand bits used when no [`with_precision`] scope is active.
pub const DEFAULT_PRECISION: usize = 64;

thread_local! {
    static PRECISION: Cell<usize> = const { Cell::new(DEFAULT_PRECISION) };
    static CONSTS: std::cell::RefCell<ConstCache> = std::cell::RefCell::new(ConstCache::default());
}

/// An interval operation whose exact result lies beyond the exponent range of the
/// arithmetic (exp of an argument above about 2⁶², a quotient or product above about
/// 2^(2⁶²)), so that no finite endpoint encloses it.
///
/// The operation does not return: it unwinds with this value as the payload (through
/// [`std::panic::resume_unwind`], which prints nothing), and [`with_exponent_range`] turns it
/// back into an `Err`. A wide enclosure at low precision is the usual cause (scores of size
/// 2¹³⁰ enclose x − max(x) only to within 2⁶⁶ at 64 bits), so a certificate treats it as
/// "open at this precision" and tries the next one; it never decides a relation.
#[derive(Clone, Debug, PartialEq)]
pub struct ExponentRange {
    /// The operation.
    pub what: &'static str,
    /// The argument's endpoint, as an `f64` (infinite where it is beyond `f64` too).
    pub argument: f64,
    /// The precision (significand bits) in force.
    pub bits: usize,
}

impl fmt::Display for ExponentRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.argument.is_finite() {
            write!(f, "{} of an argument near {:e} exceeds the exponent range at {} bits", self.what, self.argument, self.bits)
        } else {
            write!(f, "{} has a result above the exponent range at {} bits", self.what, self.bits)
        }
    }
}

impl ExponentRange {
    fn raise(what: &'static str, argument: &Repr<2>) -> ! {
        let argument = FBig::<Down>::from_repr(argument.clone(), Context::new(argument.digits().max(1))).to_f64().value();
        std::panic::resume_unwind(Box::new(ExponentRange { what, argument, bits: precision() }))
    }

    /// An operation of two arguments (a quotient by a number near the bottom of the
    /// range, a product of two near its top) whose result is above the range.
    fn beyond(what: &'static str) -> ! {
        std::panic::resume_unwind(Box::new(ExponentRange { what, argument: f64::INFINITY, bits: precision() }))
    }
}

/// Runs `f`, turning an [`ExponentRange`] raised inside it into `Err`; any other panic
/// continues to unwind.
pub fn with_exponent_range<T>(f: impl FnOnce() -> T) -> Result<T, ExponentRange> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(v) => Ok(v),
        Err(payload) => match payload.downcast::<ExponentRange>() {
            Ok(e) => Err(*e),
            Err(other) => std::panic::resume_unwind(other),
        },
    }
}

/// Runs `f` with interval operations carried out at `bits` bits of significand.
pub fn with_precision<T>(bits: usize, f: impl FnOnce() -> T) -> T {
    super::scoped::with_setting(&PRECISION, bits, f)
}

/// The precision (significand bits) interval operations currently use.
pub fn precision() -> usize {
    PRECISION.with(|p| p.get())
}

#[doc(hidden)]
pub fn down() -> Context<Down> {
    Context::new(precision())
}

#[doc(hidden)]
pub fn up() -> Context<Up> {
    Context::new(precision())
}

/// A closed interval `[lo, hi]` of reals with binary floating-point endpoints, tagged with
/// the real it encloses (see the module documentation).
#[derive(Clone)]
pub struct Interval {
    lo: Repr<2>,
    hi: Repr<2>,
    /// The real enclosed; only this module sets it (a tag copied onto another interval
    /// would make two different reals equal).
    tag: u128,
}

/// Operation codes mixed into tags.
mod op {
    pub const POINT: u64 = 1;
    pub const FRESH: u64 = 2;
    pub const DECIMAL: u64 = 3;
    pub const ADD: u64 = 4;
    pub const SUB: u64 = 5;
    pub const MUL: u64 = 6;
    pub const DIV: u64 = 7;
    pub const NEG: u64 = 8;
    pub const EXP: u64 = 9;
    pub const LN: u64 = 10;
    pub const SQRT: u64 = 11;
    pub const ABS: u64 = 12;
    pub const MAX: u64 = 13;
    pub const MIN: u64 = 14;
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A deterministic 128-bit mix of an operation code and operand tags.
fn mix(code: u64, parts: &[u128]) -> u128 {
    let (mut a, mut b) = (splitmix(code ^ 0x243f_6a88_85a3_08d3), splitmix(code ^ 0x1319_8a2e_0370_7344));
    for &p in parts {
        let (hi, lo) = ((p >> 64) as u64, p as u64);
        a = splitmix(a ^ hi).rotate_left(17) ^ splitmix(b.wrapping_add(lo));
        b = splitmix(b ^ lo).rotate_left(29) ^ splitmix(a.wrapping_add(hi));
    }
    (u128::from(a) << 64) | u128::from(b)
}

/// The tag of the exact real `r`: a function of its value (of its canonical
/// significand and exponent). A significand that fits in 128 bits (every endpoint at up
/// to 127 bits of precision) is mixed in directly; a longer one is hashed first.
fn point_tag(r: &Repr<2>) -> u128 {
    if let Some(significand) = short_significand(r) {
        return mix(op::POINT, &[significand as u128, r.exponent() as u128]);
    }
    use std::hash::{Hash, Hasher};
    let mut h1 = std::collections::hash_map::DefaultHasher::new();
    let mut h2 = std::collections::hash_map::DefaultHasher::new();
    0u8.hash(&mut h2);
    for h in [&mut h1, &mut h2] {
        r.significand().hash(h);
        r.exponent().hash(h);
    }
    mix(op::POINT, &[(u128::from(h1.finish()) << 64) | u128::from(h2.finish())])
}

/// The significand of `r` as an `i128` when it fits in one, read off its words: the value
/// `i128::try_from` gives, without the generic conversion (a tag is computed for every
/// exact result, and the conversion was most of its cost). Public for the unit test that
/// compares the two.
#[doc(hidden)]
pub fn short_significand(r: &Repr<2>) -> Option<i128> {
    let (sign, words) = r.significand().as_sign_words();
    let mut magnitude = 0u128;
    for (k, &w) in words.iter().enumerate() {
        let shift = k * dashu_int::Word::BITS as usize;
        if shift >= 128 {
            return None;
        }
        magnitude |= u128::from(w) << shift;
    }
    match sign {
        dashu_base::Sign::Positive => i128::try_from(magnitude).ok(),
        dashu_base::Sign::Negative => 0i128.checked_sub_unsigned(magnitude),
    }
}

static FRESH: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// The exact `Repr` of a finite `f64`, the endpoint [`Interval::exact`] builds (public for
/// the unit tests, which compare it with dashu's conversion).
#[doc(hidden)]
pub fn exact_repr(x: f64) -> Repr<2> {
    assert!(x.is_finite(), "interval from a non-finite f64 ({x}): inputs must be finite");
    if x == 0.0 {
        // ±0: dashu's own conversion says which zero
        return FBig::<Down>::try_from(x).expect("a finite f64 converts exactly").into_repr();
    }
    // x = ±m·2ᵉ read off its bits (m < 2⁵³); `new_const` normalises (m odd), so this is
    // the one `Repr` of the value, the one dashu's conversion gives (a unit test compares)
    let bits = x.to_bits();
    let field = ((bits >> 52) & 0x7ff) as isize;
    let fraction = bits & ((1u64 << 52) - 1);
    let (m, e) = if field == 0 { (fraction, -1074) } else { (fraction | (1u64 << 52), field - 1075) };
    let sign = if x < 0.0 { dashu_base::Sign::Negative } else { dashu_base::Sign::Positive };
    Repr::new_const(sign, dashu_int::DoubleWord::from(m), e)
}

/// The endpoint of a result rounded down. A result below dashu's exponent range (about
/// 2^(−2⁶²): a quotient or product of numbers near that limit, such as softmax weights
/// from exp of an argument below about −2⁶²) saturates to its directed endpoint, as exp's
/// does ([`exp_computed`]): +0 for a positive result, the negative number of least
/// magnitude below a negative one; both are lower bounds. A result above the range has
/// no finite enclosure: the evaluation at this precision is abandoned ([`ExponentRange`]),
/// as for exp. Every other error panics.
fn unwrap_down(r: dashu_float::FpResult<FBig<Down>>, what: &'static str) -> Repr<2> {
    match r {
        Ok(v) => v.value().into_repr(),
        Err(e @ dashu_float::FpError::Underflow(_)) => down().unwrap_fp(Err(e)).into_repr(),
        Err(dashu_float::FpError::Overflow(_)) => ExponentRange::beyond(what),
        Err(e) => panic!("interval {what} failed (rounding down): {e:?}"),
    }
}

/// The endpoint of a result rounded up; an underflow saturates as in [`unwrap_down`]
/// (the positive number of least magnitude above a positive result, −0 above a negative
/// one).
fn unwrap_up(r: dashu_float::FpResult<FBig<Up>>, what: &'static str) -> Repr<2> {
    match r {
        Ok(v) => v.value().into_repr(),
        Err(e @ dashu_float::FpError::Underflow(_)) => up().unwrap_fp(Err(e)).into_repr(),
        Err(dashu_float::FpError::Overflow(_)) => ExponentRange::beyond(what),
        Err(e) => panic!("interval {what} failed (rounding up): {e:?}"),
    }
}

/// The order of two endpoints, as dashu's own comparison gives it (−0 equals +0), from
/// their signs, their leading bits' positions and, only where those tie, their aligned
/// significands: dashu's comparison first estimates each side's length through a float
/// logarithm, which profiles of the proof steps' certificates showed among the costliest
/// operations.
#[doc(hidden)]
pub fn compare_endpoints(a: &Repr<2>, b: &Repr<2>) -> Ordering {
    let signum = |r: &Repr<2>| i8::from(is_positive(r)) - i8::from(is_negative(r));
    let (sa, sb) = (signum(a), signum(b));
    if sa != sb || sa == 0 {
        return sa.cmp(&sb);
    }
    // the position just above the leading bit, as a wide integer (no overflow)
    let top = |r: &Repr<2>| r.exponent() as i128 + r.digits() as i128;
    let magnitude = match top(a).cmp(&top(b)) {
        Ordering::Equal => {
            let low = a.exponent().min(b.exponent());
            let aligned = |r: &Repr<2>| dashu_base::UnsignedAbs::unsigned_abs(r.significand().clone()) << (r.exponent() - low) as usize;
            aligned(a).cmp(&aligned(b))
        }
        order => order,
    };
    if sa > 0 {
        magnitude
    } else {
        magnitude.reverse()
    }
}

fn le(a: &Repr<2>, b: &Repr<2>) -> bool {
    compare_endpoints(a, b) != Ordering::Greater
}

fn min_repr(a: Repr<2>, b: Repr<2>) -> Repr<2> {
    if compare_endpoints(&b, &a) == Ordering::Less {
        b
    } else {
        a
    }
}

fn max_repr(a: Repr<2>, b: Repr<2>) -> Repr<2> {
    if compare_endpoints(&b, &a) == Ordering::Greater {
        b
    } else {
        a
    }
}

fn neg_repr(r: &Repr<2>) -> Repr<2> {
    -r.clone()
}

fn is_negative(r: &Repr<2>) -> bool {
    !r.significand().is_zero() && r.sign() == dashu_base::Sign::Negative
}

fn is_positive(r: &Repr<2>) -> bool {
    !r.significand().is_zero() && r.sign() == dashu_base::Sign::Positive
}

/// a + b (a − b when `subtract`) rounded toward −∞ (`up` false) or +∞: the short-operand
/// path of [`super::interval_fast`] where it applies, dashu otherwise (the same number).
fn add_directed(a: &Repr<2>, b: &Repr<2>, subtract: bool, up: bool) -> Repr<2> {
    let p = precision();
    if let Some(r) = super::interval_fast::add(a, b, subtract, p, up) {
        return r;
    }
    let what = if subtract { "subtraction" } else { "addition" };
    match (subtract, up) {
        (false, false) => unwrap_down(Context::<Down>::new(p).add(a, b), what),
        (false, true) => unwrap_up(Context::<Up>::new(p).add(a, b), what),
        (true, false) => unwrap_down(Context::<Down>::new(p).sub(a, b), what),
        (true, true) => unwrap_up(Context::<Up>::new(p).sub(a, b), what),
    }
}

/// a · b rounded in the direction `up` (see [`add_directed`]).
fn mul_directed(a: &Repr<2>, b: &Repr<2>, up: bool) -> Repr<2> {
    let p = precision();
    if let Some(r) = super::interval_fast::mul(a, b, p, up) {
        return r;
    }
    if up {
        unwrap_up(Context::<Up>::new(p).mul(a, b), "multiplication")
    } else {
        unwrap_down(Context::<Down>::new(p).mul(a, b), "multiplication")
    }
}

/// a / b rounded in the direction `up` (see [`add_directed`]).
fn div_directed(a: &Repr<2>, b: &Repr<2>, up: bool) -> Repr<2> {
    let p = precision();
    if let Some(r) = super::interval_fast::div(a, b, p, up) {
        return r;
    }
    if up {
        unwrap_up(Context::<Up>::new(p).div(a, b), "division")
    } else {
        unwrap_down(Context::<Down>::new(p).div(a, b), "division")
    }
}

impl Interval {
    /// The tag of the real enclosed (read by the unit tests: equal for equal reals).
    #[doc(hidden)]
    pub fn tag(&self) -> u128 {
        self.tag
    }

    /// The interval from its endpoints and the tag of the real it encloses; a single point
    /// is tagged by its value whatever `tag` says.
    fn tagged(lo: Repr<2>, hi: Repr<2>, tag: u128) -> Interval {
        let tag = if lo == hi { point_tag(&lo) } else { tag };
        Interval { lo, hi, tag }
    }

    /// The result of operation `code` on operands tagged `parts` (a point is tagged by its
    /// value, so the mix is made only for a proper interval).
    fn result(lo: Repr<2>, hi: Repr<2>, code: u64, parts: &[u128]) -> Interval {
        if lo == hi {
            let tag = point_tag(&lo);
            return Interval { lo, hi, tag };
        }
        Interval { lo, hi, tag: mix(code, parts) }
    }

    /// Whether `self` and `other` enclose the same real: the same tag and the same
    /// endpoints (see the module documentation).
    pub fn same_real(&self, other: &Interval) -> bool {
        self.tag == other.tag && self.lo == other.lo && self.hi == other.hi
    }

    fn is_point_of(&self, value: &Repr<2>) -> bool {
        self.lo == *value && self.hi == *value
    }

    /// The interval `[lo, hi]`, an unknown real in it (a fresh tag: it is the same real
    /// only as itself); panics unless `lo ≤ hi`.
    pub fn new(lo: f64, hi: f64) -> Self {
        assert!(lo <= hi, "interval with lo {lo} > hi {hi}");
        let fresh = FRESH.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Interval::result(exact_repr(lo), exact_repr(hi), op::FRESH, &[u128::from(fresh)])
    }

    /// The smallest interval of the current precision that contains the decimal number
    /// `text` (e.g. `"0.8"`), for published examples whose inputs are not binary fractions.
    pub fn from_decimal(text: &str) -> Result<Self, String> {
        let parse = |t: &str| {
            FBig::<Down, 10>::from_str(t).map_err(|e| format!("'{t}' is not a decimal number: {e:?}"))
        };
        let lo = parse(text)?.with_base_and_precision::<2>(precision()).value().into_repr();
        let hi = parse(text)?
            .with_rounding::<Up>()
            .with_base_and_precision::<2>(precision())
            .value()
            .into_repr();
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        text.trim().hash(&mut h);
        Ok(Interval::result(lo, hi, op::DECIMAL, &[u128::from(h.finish())]))
    }

    /// Lower endpoint rounded down to an `f64` (so the `f64` is still a lower bound).
    pub fn lo(&self) -> f64 {
        FBig::<Down>::from_repr(self.lo.clone(), Context::new(self.lo.digits().max(1))).to_f64().value()
    }

    /// Upper endpoint rounded up to an `f64` (so the `f64` is still an upper bound).
    pub fn hi(&self) -> f64 {
        FBig::<Up>::from_repr(self.hi.clone(), Context::new(self.hi.digits().max(1))).to_f64().value()
    }

    /// Whether every real in the interval is strictly positive.
    pub fn certainly_positive(&self) -> bool {
        is_positive(&self.lo)
    }

    /// Whether every real in the interval is strictly negative.
    pub fn certainly_negative(&self) -> bool {
        is_negative(&self.hi)
    }

    /// Whether every real in the interval is ≤ 0.
    pub fn certainly_nonpositive(&self) -> bool {
        !is_positive(&self.hi)
    }

    /// Whether every real in the interval is ≥ 0.
    pub fn certainly_nonnegative(&self) -> bool {
        !is_negative(&self.lo)
    }

    /// Whether the interval is the single point 0.
    pub fn is_zero(&self) -> bool {
        self.lo == Repr::zero() && self.hi == Repr::zero()
    }

    /// An integer e with |x| ≤ 2ᵉ for every x in the interval (`None` for the point 0).
    /// Exact in the endpoints' exponents, so it works far below `f64`'s range.
    pub fn magnitude_log2_upper(&self) -> Option<i64> {
        let bound = |r: &Repr<2>| (r.digits() > 0).then(|| r.digits() as i64 + r.exponent() as i64);
        match (bound(&self.lo), bound(&self.hi)) {
            (None, None) => None,
            (a, b) => Some(a.unwrap_or(i64::MIN).max(b.unwrap_or(i64::MIN))),
        }
    }

    /// An integer e with |x| ≥ 2ᵉ for every x in the interval, or `None` when the
    /// interval contains 0.
    pub fn mignitude_log2_lower(&self) -> Option<i64> {
        if !(self.certainly_positive() || self.certainly_negative()) {
            return None;
        }
        let lower = |r: &Repr<2>| r.digits() as i64 - 1 + r.exponent() as i64;
        Some(lower(&self.lo).min(lower(&self.hi)))
    }


    /// Whether every real in `self` is ≤ every real in `other`.
    pub fn certainly_le(&self, other: &Interval) -> bool {
        le(&self.hi, &other.lo)
    }

    /// Whether both intervals are the same single point.
    pub fn certainly_eq(&self, other: &Interval) -> bool {
        self.lo == self.hi && other.lo == other.hi && self.lo == other.lo
    }

    /// Whether `self` contains every real of `other`.
    pub fn encloses(&self, other: &Interval) -> bool {
        le(&self.lo, &other.lo) && le(&other.hi, &self.hi)
    }

    /// Whether the interval contains the real `x`.
    pub fn contains(&self, x: f64) -> bool {
        let x = exact_repr(x);
        le(&self.lo, &x) && le(&x, &self.hi)
    }
}

impl fmt::Debug for Interval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{:e}, {:e}]", self.lo(), self.hi())
    }
}

impl Add for Interval {
    type Output = Interval;
    fn add(self, rhs: Interval) -> Interval {
        if rhs.is_point_of(&Repr::zero()) {
            return self;
        }
        if self.is_point_of(&Repr::zero()) {
            return rhs;
        }
        Interval::result(
            add_directed(&self.lo, &rhs.lo, false, false),
            add_directed(&self.hi, &rhs.hi, false, true),
            op::ADD,
            &[self.tag, rhs.tag],
        )
    }
}

impl Sub for Interval {
    type Output = Interval;
    fn sub(self, rhs: Interval) -> Interval {
        if self.same_real(&rhs) {
            return Interval::exact(0.0);
        }
        if rhs.is_point_of(&Repr::zero()) {
            return self;
        }
        Interval::result(
            add_directed(&self.lo, &rhs.hi, true, false),
            add_directed(&self.hi, &rhs.lo, true, true),
            op::SUB,
            &[self.tag, rhs.tag],
        )
    }
}

impl Neg for Interval {
    type Output = Interval;
    fn neg(self) -> Interval {
        Interval::result(neg_repr(&self.hi), neg_repr(&self.lo), op::NEG, &[self.tag])
    }
}

/// The hull of `op` over the four endpoint pairs of `a` and `b`, each rounded outward:
/// the result of a monotone-in-each-argument operation (× and ÷ away from 0).
#[doc(hidden)]
pub fn endpoint_hull(
    a: &Interval,
    b: &Interval,
    down_op: impl Fn(&Repr<2>, &Repr<2>) -> dashu_float::FpResult<FBig<Down>>,
    up_op: impl Fn(&Repr<2>, &Repr<2>) -> dashu_float::FpResult<FBig<Up>>,
    what: &'static str,
) -> (Repr<2>, Repr<2>) {
    hull_of(a, b, |x, y| unwrap_down(down_op(x, y), what), |x, y| unwrap_up(up_op(x, y), what))
}

/// [`endpoint_hull`] with the two directed operations given as rounded endpoints.
fn hull_of(a: &Interval, b: &Interval, down_op: impl Fn(&Repr<2>, &Repr<2>) -> Repr<2>, up_op: impl Fn(&Repr<2>, &Repr<2>) -> Repr<2>) -> (Repr<2>, Repr<2>) {
    let pairs = [(&a.lo, &b.lo), (&a.lo, &b.hi), (&a.hi, &b.lo), (&a.hi, &b.hi)];
    let mut lo: Option<Repr<2>> = None;
    let mut hi: Option<Repr<2>> = None;
    for (x, y) in pairs {
        let l = down_op(x, y);
        let h = up_op(x, y);
        lo = Some(match lo {
            None => l,
            Some(v) => min_repr(v, l),
        });
        hi = Some(match hi {
            None => h,
            Some(v) => max_repr(v, h),
        });
    }
    (lo.expect("four pairs"), hi.expect("four pairs"))
}

/// The sign of an interval whose endpoints are both non-zero.
#[derive(Clone, Copy)]
enum Sign {
    Positive,
    Negative,
    Straddles,
}

fn sign_of(x: &Interval) -> Sign {
    if is_positive(&x.lo) {
        Sign::Positive
    } else if is_negative(&x.hi) {
        Sign::Negative
    } else {
        Sign::Straddles
    }
}

/// The endpoints of the product `a · b`, each rounded outward: exactly what
/// [`endpoint_hull`] gives over the four endpoint pairs, with fewer roundings.
///
/// Each rounded product is the exact product rounded in one direction (dashu rounds the
/// exact product), and rounding is monotone, so the smallest rounded-down product is the
/// rounded-down smallest exact product, and the signs of the endpoints say which pair that
/// is (the usual case table of interval multiplication): one product per endpoint, two
/// where both operands straddle 0. A tie between two pairs is a tie of equal non-zero
/// values, whose rounded representations are equal. Where an endpoint is 0 (whose
/// product's sign of zero the four-pair hull settles by its order), the four-pair hull
/// itself is used.
#[doc(hidden)]
pub fn product_endpoints(a: &Interval, b: &Interval) -> (Repr<2>, Repr<2>) {
    let (d, u) = (down(), up());
    let nonzero = |r: &Repr<2>| !r.significand().is_zero();
    if !(nonzero(&a.lo) && nonzero(&a.hi) && nonzero(&b.lo) && nonzero(&b.hi)) {
        return endpoint_hull(a, b, |x, y| d.mul(x, y), |x, y| u.mul(x, y), "multiplication");
    }
    let lo = |x: &Repr<2>, y: &Repr<2>| mul_directed(x, y, false);
    let hi = |x: &Repr<2>, y: &Repr<2>| mul_directed(x, y, true);
    let (a1, a2, b1, b2) = (&a.lo, &a.hi, &b.lo, &b.hi);
    match (sign_of(a), sign_of(b)) {
        (Sign::Positive, Sign::Positive) => (lo(a1, b1), hi(a2, b2)),
        (Sign::Positive, Sign::Negative) => (lo(a2, b1), hi(a1, b2)),
        (Sign::Positive, Sign::Straddles) => (lo(a2, b1), hi(a2, b2)),
        (Sign::Negative, Sign::Positive) => (lo(a1, b2), hi(a2, b1)),
        (Sign::Negative, Sign::Negative) => (lo(a2, b2), hi(a1, b1)),
        (Sign::Negative, Sign::Straddles) => (lo(a1, b2), hi(a1, b1)),
        (Sign::Straddles, Sign::Positive) => (lo(a1, b2), hi(a2, b2)),
        (Sign::Straddles, Sign::Negative) => (lo(a2, b1), hi(a1, b1)),
        (Sign::Straddles, Sign::Straddles) => (min_repr(lo(a1, b2), lo(a2, b1)), max_repr(hi(a1, b1), hi(a2, b2))),
    }
}

/// The endpoints of the quotient `a / b`, `b` of one sign, each rounded outward: exactly
/// what the four-pair hull ([`hull_of`] with [`div_directed`]) gives, with two roundings
/// instead of eight and no comparison of endpoints (softm divides every entry by its
/// row's sum, so certificates divide more than they do anything else but add and multiply).
///
/// As for [`product_endpoints`]: rounding is monotone, so the smallest rounded-down
/// quotient is the rounded-down smallest exact one, and the signs say which pair that is.
/// Where an endpoint of `a` is 0, the four-pair hull itself is used.
#[doc(hidden)]
pub fn quotient_endpoints(a: &Interval, b: &Interval) -> (Repr<2>, Repr<2>) {
    let lo = |x: &Repr<2>, y: &Repr<2>| div_directed(x, y, false);
    let hi = |x: &Repr<2>, y: &Repr<2>| div_directed(x, y, true);
    let nonzero = |r: &Repr<2>| !r.significand().is_zero();
    let (a1, a2, b1, b2) = (&a.lo, &a.hi, &b.lo, &b.hi);
    match (nonzero(a1) && nonzero(a2), sign_of(a), sign_of(b)) {
        (true, Sign::Positive, Sign::Positive) => (lo(a1, b2), hi(a2, b1)),
        (true, Sign::Negative, Sign::Positive) => (lo(a1, b1), hi(a2, b2)),
        (true, Sign::Straddles, Sign::Positive) => (lo(a1, b1), hi(a2, b1)),
        (true, Sign::Positive, Sign::Negative) => (lo(a2, b2), hi(a1, b1)),
        (true, Sign::Negative, Sign::Negative) => (lo(a2, b1), hi(a1, b2)),
        (true, Sign::Straddles, Sign::Negative) => (lo(a2, b2), hi(a1, b2)),
        _ => hull_of(a, b, lo, hi),
    }
}

/// dashu's answer for exp of an argument of magnitude at least 2⁶⁴, given without asking
/// it: overflow above, underflow below (x/ln 2 is then beyond `isize`, the exponent's
/// type, and dashu's exp returns exactly these errors). Asking would be correct too, but
/// dashu computes ln 2 to about log₂|x| bits before it finds that out, and an enclosure
/// of 2^(10⁶) (deep networks' outputs at 4096 bits, far from the `f64` values that let the
/// case in) would take it minutes.
fn beyond_exp_range(x: &Repr<2>) -> Option<dashu_float::FpError> {
    if x.significand().is_zero() || x.exponent().saturating_add(x.digits() as isize) <= 64 {
        return None;
    }
    Some(if x.sign() == dashu_base::Sign::Positive {
        dashu_float::FpError::Overflow(dashu_base::Sign::Positive)
    } else {
        dashu_float::FpError::Underflow(dashu_base::Sign::Positive)
    })
}

/// exp of `x`, computed (see [`Interval`]'s `Scalar::exp`, which remembers results).
#[doc(hidden)]
pub fn exp_computed(x: &Interval) -> Interval {
    CONSTS.with(|c| {
        let mut c = c.borrow_mut();
        // exp of an argument below about −2⁶² underflows dashu's exponent range: the
        // directed endpoint (+0 rounding down, the smallest positive rounding up) still
        // encloses it. Above about 2⁶² it overflows, and no finite endpoint encloses
        // it: the evaluation at this precision is abandoned (`ExponentRange`), which
        // a certificate reads as "open at this precision". Every other error panics.
        let (d, u) = (down(), up());
        // the fixed-point path gives dashu's correctly rounded answer where it decides one
        let bits = precision();
        let lo = super::exp_fast::exp(&x.lo, bits, false).unwrap_or_else(|| {
            match beyond_exp_range(&x.lo).map_or_else(|| d.exp(&x.lo, Some(&mut c)), Err) {
                Err(e @ dashu_float::FpError::Underflow(_)) => d.unwrap_fp(Err(e)).into_repr(),
                Err(dashu_float::FpError::Overflow(_)) => ExponentRange::raise("exp", &x.lo),
                r => unwrap_down(r, "exp"),
            }
        });
        let hi = super::exp_fast::exp(&x.hi, bits, true).unwrap_or_else(|| {
            match beyond_exp_range(&x.hi).map_or_else(|| u.exp(&x.hi, Some(&mut c)), Err) {
                Err(e @ dashu_float::FpError::Underflow(_)) => u.unwrap_fp(Err(e)).into_repr(),
                Err(dashu_float::FpError::Overflow(_)) => ExponentRange::raise("exp", &x.hi),
                r => unwrap_up(r, "exp"),
            }
        });
        Interval::result(
            lo,
            hi,
            op::EXP,
            &[x.tag],
        )
    })
}

/// How many exp results each thread remembers (the memo is emptied when full).
const EXP_MEMO_ENTRIES: usize = 8192;

/// The arguments of a remembered exp: the precision and both endpoints.
#[derive(Clone, PartialEq, Eq, Hash)]
struct ExpKey {
    bits: usize,
    lo: (dashu_int::IBig, isize),
    hi: (dashu_int::IBig, isize),
}

impl ExpKey {
    fn of(x: &Interval) -> ExpKey {
        ExpKey { bits: precision(), lo: (x.lo.significand().clone(), x.lo.exponent()), hi: (x.hi.significand().clone(), x.hi.exponent()) }
    }
}

thread_local! {
    /// The endpoints of exp already computed on this thread, by argument.
    static EXP_MEMO: std::cell::RefCell<std::collections::HashMap<ExpKey, (Repr<2>, Repr<2>)>> = std::cell::RefCell::new(std::collections::HashMap::new());
}

impl Mul for Interval {
    type Output = Interval;
    fn mul(self, rhs: Interval) -> Interval {
        let one = Repr::one();
        if self.is_point_of(&Repr::zero()) || rhs.is_point_of(&Repr::zero()) {
            return Interval::exact(0.0);
        }
        if rhs.is_point_of(&one) {
            return self;
        }
        if self.is_point_of(&one) {
            return rhs;
        }
        let (lo, hi) = product_endpoints(&self, &rhs);
        Interval::result(lo, hi, op::MUL, &[self.tag, rhs.tag])
    }
}

impl Div for Interval {
    type Output = Interval;
    fn div(self, rhs: Interval) -> Interval {
        assert!(
            is_positive(&rhs.lo) || is_negative(&rhs.hi),
            "interval division by {rhs:?}, which contains 0"
        );
        if self.same_real(&rhs) {
            return Interval::exact(1.0);
        }
        if rhs.is_point_of(&Repr::one()) {
            return self;
        }
        let (lo, hi) = quotient_endpoints(&self, &rhs);
        Interval::result(lo, hi, op::DIV, &[self.tag, rhs.tag])
    }
}

/// The point `x`, tagged by its value.
fn exact_point(x: f64) -> Interval {
    let r = exact_repr(x);
    Interval::tagged(r.clone(), r, 0)
}

impl Scalar for Interval {
    // `Mul` returns the point 0 when either operand is the point 0, before reading the other
    const ZERO_ABSORBS: bool = true;

    fn exact(x: f64) -> Self {
        // 0 and 1 start every sum and product: made once per thread, the same value
        thread_local! {
            static ZERO: Interval = exact_point(0.0);
            static ONE: Interval = exact_point(1.0);
        }
        if x == 0.0 && x.is_sign_positive() {
            ZERO.with(Interval::clone)
        } else if x == 1.0 {
            ONE.with(Interval::clone)
        } else {
            exact_point(x)
        }
    }

    fn exp(&self) -> Self {
        // exp is the costliest operation, and certificates meet the same arguments again
        // and again (a softmax row in the hypotheses and in the conclusion, g(ε) on both
        // sides, shrinking's near-identical cases): the endpoints exp gave for these
        // endpoints at this precision are remembered (a deterministic function of them)
        let key = ExpKey::of(self);
        if let Some((lo, hi)) = EXP_MEMO.with(|m| m.borrow().get(&key).cloned()) {
            return Interval::result(lo, hi, op::EXP, &[self.tag]);
        }
        let r = exp_computed(self);
        EXP_MEMO.with(|m| {
            let mut m = m.borrow_mut();
            if m.len() >= EXP_MEMO_ENTRIES {
                m.clear();
            }
            m.insert(key, (r.lo.clone(), r.hi.clone()));
        });
        r
    }

    fn ln(&self) -> Self {
        assert!(is_positive(&self.lo), "interval ln of {self:?}, which is not positive");
        CONSTS.with(|c| {
            let mut c = c.borrow_mut();
            Interval::result(
                unwrap_down(down().ln(&self.lo, Some(&mut c)), "ln"),
                unwrap_up(up().ln(&self.hi, Some(&mut c)), "ln"),
                op::LN,
                &[self.tag],
            )
        })
    }

    fn sqrt(&self) -> Self {
        assert!(!is_negative(&self.hi), "interval sqrt of {self:?}, which is negative");
        // The argument is known to be ≥ 0 (Scalar::sqrt's contract), so a lower endpoint
        // below 0 is rounding slack and is clamped to 0.
        let lo = if is_negative(&self.lo) { Repr::zero() } else { self.lo.clone() };
        Interval::result(unwrap_down(down().sqrt(&lo), "sqrt"), unwrap_up(up().sqrt(&self.hi), "sqrt"), op::SQRT, &[self.tag])
    }

    fn abs(&self) -> Self {
        if !is_negative(&self.lo) {
            self.clone()
        } else if !is_positive(&self.hi) {
            -self.clone()
        } else {
            Interval::result(Repr::zero(), max_repr(neg_repr(&self.lo), self.hi.clone()), op::ABS, &[self.tag])
        }
    }

    fn max(&self, other: &Self) -> Self {
        if self.same_real(other) || le(&other.hi, &self.lo) {
            return self.clone();
        }
        if le(&self.hi, &other.lo) {
            return other.clone();
        }
        Interval::result(
            max_repr(self.lo.clone(), other.lo.clone()),
            max_repr(self.hi.clone(), other.hi.clone()),
            op::MAX,
            &[self.tag, other.tag],
        )
    }

    fn min(&self, other: &Self) -> Self {
        if self.same_real(other) || le(&self.hi, &other.lo) {
            return self.clone();
        }
        if le(&other.hi, &self.lo) {
            return other.clone();
        }
        Interval::result(
            min_repr(self.lo.clone(), other.lo.clone()),
            min_repr(self.hi.clone(), other.hi.clone()),
            op::MIN,
            &[self.tag, other.tag],
        )
    }

    fn to_f64(&self) -> f64 {
        0.5 * self.lo() + 0.5 * self.hi()
    }

    fn is_exactly_zero(&self) -> bool {
        self.is_zero()
    }

    fn same_point(&self, other: &Self) -> bool {
        self.certainly_eq(other)
    }

    const REUSABLE: bool = true;

    fn identical(&self, other: &Self) -> bool {
        self.same_real(other)
    }

    fn context() -> usize {
        precision()
    }
}
