//! Directed rounding of sums, differences, products and quotients of short binary floats,
//! bit for bit what `dashu-float` computes, without its general machinery.
//!
//! An endpoint of an [`Interval`](super::Interval) is a `dashu_float::Repr<2>`, a
//! significand `s` and an exponent `e` for the number s·2ᵉ, normalised (s odd, or 0). At the
//! precisions certificates start at (64 bits) and for exact `f64` inputs (53 bits), both
//! significands fit in 64 bits, so the exact sum or difference of two endpoints fits in an
//! `i128`, the magnitude of their product in a `u128`, and the quotient to 64 bits and
//! more in a `u128` with its remainder.
//! Rounding that exact result to `p` significant bits toward −∞ (`Down`) or +∞ (`Up`) has
//! exactly one answer: dashu's operations are correctly rounded in the direction asked,
//! so they give the same number, and a normalised `Repr` is unique, so the same
//! representation. One rule of dashu's is followed to the letter: a sum of operands of
//! opposite signs is rounded to p + 1 digits (a guard digit against cancellation, which
//! dashu keeps in the result). Signed zeros follow dashu (IEEE 754 §6.3): an exact cancellation of
//! two non-zero operands is −0 when rounding down and +0 when rounding up.
//!
//! Every function returns `None` where it does not apply (an operand 0, ±0 or with a
//! longer significand, exponents too far apart for one `i128`, an exponent near the
//! limits), and the caller then asks dashu. `tests/cases/unit/math/interval_fast.rs`
//! compares each function with dashu on random operands of every kind.

use dashu_float::Repr;
use dashu_int::IBig;

/// The significand of `r` as an `i128` when it is non-zero and fits in one machine word: at
/// most 64 bits on a 64-bit platform (every endpoint at 64 bits of precision), so that
/// aligned sums stay inside `i128` and products' magnitudes inside `u128`. A longer one is
/// left to dashu.
fn short(r: &Repr<2>) -> Option<i128> {
    // read off its words: the value `i128::try_from` gives, without the generic conversion
    match r.significand().as_sign_words() {
        (sign, &[w]) if w != 0 => {
            let v = i128::from(w);
            Some(if sign == dashu_base::Sign::Negative { -v } else { v })
        }
        _ => None,
    }
}

/// The normalised `Repr` of v·2ᵉ (what `Repr::new` gives), built on machine words.
fn repr_of(v: i128, e: isize) -> Repr<2> {
    signed_repr(v < 0, v.unsigned_abs(), e)
}

/// The normalised `Repr` of ±m·2ᵉ (negative when `negative`).
fn signed_repr(negative: bool, m: u128, e: isize) -> Repr<2> {
    let sign = if negative { dashu_base::Sign::Negative } else { dashu_base::Sign::Positive };
    match dashu_int::DoubleWord::try_from(m) {
        Ok(magnitude) => Repr::new_const(sign, magnitude, e),
        Err(_) => {
            let v = IBig::from(m);
            Repr::new(if negative { -v } else { v }, e)
        }
    }
}

/// v·2ᵉ (v ≠ 0) rounded to `bits` significant bits, toward +∞ if `up`, else toward −∞.
fn round(v: i128, e: isize, bits: usize, up: bool) -> Option<Repr<2>> {
    let n = 128 - v.unsigned_abs().leading_zeros() as usize;
    if n <= bits {
        return Some(repr_of(v, e));
    }
    let k = n - bits;
    // an arithmetic shift is the floor, for negative v too
    let q = v >> k;
    let q = if up && v != (q << k) { q + 1 } else { q };
    Some(repr_of(q, e.checked_add(k as isize)?))
}

/// The number of binary digits of v (0 for 0).
fn bit_len(v: i128) -> usize {
    128 - v.unsigned_abs().leading_zeros() as usize
}

/// v·2ᵏ, when it fits comfortably in an `i128`.
fn shl(v: i128, k: usize) -> Option<i128> {
    if v == 0 {
        return Some(0);
    }
    (bit_len(v) + k <= 126).then(|| v << k)
}

/// v split at binary digit `pos`: (v truncated toward 0 by 2^pos, the rest), both with the
/// sign of v (dashu's `split_digits`).
fn split(v: i128, pos: usize) -> (i128, i128) {
    if pos >= 127 {
        return (0, v);
    }
    let hi = v / (1i128 << pos);
    (hi, v - hi * (1i128 << pos))
}

/// dashu's fast over-estimate of the number of digits (`Repr::digits_ub` in base 2):
/// ⌊u⌋ + 1 for dashu's upper bound u of log₂|v| ([`digits_ub_dashu`]), which is the bit
/// length n of |v| except where |v| is so close below 2ⁿ that u reaches n (n + 1 then).
/// Below 2ⁿ − 2ⁿ⁻¹⁵ (|v|'s top 15 bits not all ones), log₂|v| < n − 4·10⁻⁵, farther below
/// n than the few units in the last place of an `f32` near 128 that dashu's estimate can
/// add, so the answer is n without computing the estimate and its float logarithm;
/// otherwise the estimate is computed. `cargo test`
/// compares the two on every |v| < 2²⁴ and on random and boundary values above.
#[doc(hidden)]
pub fn digits_ub(v: i128) -> usize {
    if v == 0 {
        return 0;
    }
    let m = v.unsigned_abs();
    let n = 128 - m.leading_zeros();
    let top = if n > 15 { m >> (n - 15) } else { m << (15 - n) };
    if top != 0x7fff {
        return n as usize;
    }
    digits_ub_dashu(v)
}

/// dashu's own estimate, `⌊log2_upper(v)⌋ + 1` (v ≠ 0).
#[doc(hidden)]
pub fn digits_ub_dashu(v: i128) -> usize {
    log2_upper(v) as usize + 1
}

/// dashu's upper bound of log₂|v| (`EstimatedLog2::log2_bounds`), as its add uses it.
fn log2_upper(v: i128) -> f32 {
    use dashu_base::EstimatedLog2;
    // an `IBig` that fits in two words takes its bounds from its `DoubleWord`: the same
    // function, without building the `IBig`
    match dashu_int::DoubleWord::try_from(v.unsigned_abs()) {
        Ok(magnitude) => magnitude.log2_bounds().1,
        Err(_) => IBig::from(v).log2_bounds().1,
    }
}

/// The directed rounding of `integer + fract·2^-precision` (|fract| < 2^precision) by
/// dashu's `Down` and `Up` modes: only the sign of the fraction matters.
fn round_fract(fract: i128, up: bool) -> i128 {
    match (fract.signum(), up) {
        (-1, false) => -1,
        (1, true) => 1,
        _ => 0,
    }
}

/// A significand and exponent made a `Repr`, −0 for a zero from a cancellation rounded down.
fn make_repr(significand: i128, exponent: isize, neg_cancel: bool) -> Repr<2> {
    if significand == 0 && neg_cancel {
        Repr::neg_zero()
    } else {
        repr_of(significand, exponent)
    }
}

/// dashu's `repr_round_sum` in base 2 on `i128`s: the sum `significand·2^exponent` with
/// the low part `low.0·2^(exponent − low.1)` rounded to `bits` digits, one more for a
/// subtraction.
fn round_sum(mut significand: i128, mut exponent: isize, mut low: (i128, usize), is_sub: bool, bits: usize, up: bool) -> Option<Repr<2>> {
    let neg_cancel = is_sub && !up;
    let rnd_precision = bits + usize::from(is_sub);
    let window = rnd_precision + 2;
    if low.0 != 0 && low.1 > window {
        use dashu_base::EstimatedLog2;
        let (b_lb, _) = 2u64.log2_bounds();
        let margin = (low.1 >> 21) + 64;
        let gap = (low.1 - window).saturating_sub(margin);
        if log2_upper(low.0.abs()) < gap as f32 * b_lb {
            low = (low.0.signum(), window);
        }
    }
    let digits = bit_len(significand);
    if digits > rnd_precision {
        let shift = digits - rnd_precision;
        let (hi, lo) = split(significand, shift);
        significand = hi;
        exponent = exponent.checked_add(shift as isize)?;
        low.0 = low.0.checked_add(shl(lo, low.1)?)?;
        low.1 += shift;
    } else if digits < rnd_precision && low.0 != 0 {
        let shift = low.1.min(rnd_precision - digits);
        let (pad, rest) = split(low.0, low.1 - shift);
        significand = shl(significand, shift)?.checked_add(pad)?;
        exponent = exponent.checked_sub(shift as isize)?;
        low = (rest, low.1 - shift);
    }
    if low.0 == 0 {
        Some(make_repr(significand, exponent, neg_cancel))
    } else {
        Some(make_repr(significand.checked_add(round_fract(low.0, up))?, exponent, neg_cancel))
    }
}

/// a + b, or a − b when `subtract`, rounded to `bits` bits in the direction `up`, as dashu
/// computes it: an exact sum rounded once where the exponents are equal, else dashu's
/// alignment of the operand with the smaller exponent (`repr_add_large_small`,
/// `repr_add_small_large`) and its rounding of the sum (`repr_round_sum`), which keeps a
/// guard digit for a subtraction and so may return `bits + 1` digits.
pub fn add(a: &Repr<2>, b: &Repr<2>, subtract: bool, bits: usize, up: bool) -> Option<Repr<2>> {
    let (l, r) = (short(a)?, short(b)?);
    let (el, er) = (a.exponent(), b.exponent());
    // the operation's sign, applied to the right operand
    let s: i128 = if subtract { -1 } else { 1 };
    if el == er {
        let sum = l + s * r;
        if sum == 0 {
            return Some(if up { Repr::zero() } else { Repr::neg_zero() });
        }
        return round(sum, el, bits, up);
    }
    let is_sub = (l < 0) != (s * r < 0);
    let rnd_precision = bits + usize::from(is_sub);
    let (significand, exponent, low) = if el > er {
        // lhs + s·rhs with lhs's exponent the larger
        let ediff = usize::try_from(el.checked_sub(er)?).ok()?;
        let (ldigits, rdigits_est) = (bit_len(l), digits_ub(r));
        if is_sub && rdigits_est + bits >= ldigits + ediff {
            (shl(l, ediff)? + s * r, er, (0, 0))
        } else if rdigits_est + 1 < ediff && rdigits_est + 1 + rnd_precision < ldigits + ediff {
            (l, el, (s * r.signum(), ediff))
        } else if ldigits >= bits {
            let (rhs_signif, rest) = split(r, ediff);
            (l + s * rhs_signif, el, (s * rest, ediff))
        } else if ediff + ldigits > bits {
            let lshift = bits - ldigits;
            let rshift = ediff - lshift;
            let (rhs_signif, rest) = split(r, rshift);
            (shl(l, lshift)? + s * rhs_signif, el.checked_sub(lshift as isize)?, (s * rest, rshift))
        } else {
            (shl(l, ediff)? + s * r, er, (0, 0))
        }
    } else {
        // lhs + s·rhs with rhs's exponent the larger
        let ediff = usize::try_from(er.checked_sub(el)?).ok()?;
        let (rdigits, ldigits_est) = (bit_len(r), digits_ub(l));
        if is_sub && ldigits_est + bits >= rdigits + ediff {
            (s * shl(r, ediff)? + l, el, (0, 0))
        } else if ldigits_est + 1 < ediff && ldigits_est + 1 + rnd_precision < rdigits + ediff {
            (s * r, er, (l.signum(), ediff))
        } else if rdigits >= bits {
            let (lhs_signif, rest) = split(l, ediff);
            (lhs_signif + s * r, er, (rest, ediff))
        } else if ediff + rdigits > bits {
            let lshift = bits - rdigits;
            let rshift = ediff - lshift;
            let (lhs_signif, rest) = split(l, rshift);
            (s * shl(r, lshift)? + lhs_signif, er.checked_sub(lshift as isize)?, (rest, rshift))
        } else {
            (s * shl(r, ediff)? + l, el, (0, 0))
        }
    };
    round_sum(significand, exponent, low, is_sub, bits, up)
}

/// a · b rounded to `bits` bits in the direction `up`: the exact product's magnitude (up
/// to 128 bits) rounded toward 0 or away from 0, whichever is the direction asked for the
/// signed product.
pub fn mul(a: &Repr<2>, b: &Repr<2>, bits: usize, up: bool) -> Option<Repr<2>> {
    let (sa, sb) = (short(a)?, short(b)?);
    let negative = (sa < 0) != (sb < 0);
    let m = sa.unsigned_abs() * sb.unsigned_abs();
    let e = a.exponent().checked_add(b.exponent())?;
    let n = 128 - m.leading_zeros() as usize;
    if n <= bits {
        return Some(signed_repr(negative, m, e));
    }
    let k = n - bits;
    let (kept, dropped) = (m >> k, m & ((1u128 << k) - 1));
    let away = dropped != 0 && (up != negative);
    Some(signed_repr(negative, kept + u128::from(away), e.checked_add(k as isize)?))
}

/// a / b rounded to `bits` bits (at most 64) in the direction `up`.
pub fn div(a: &Repr<2>, b: &Repr<2>, bits: usize, up: bool) -> Option<Repr<2>> {
    if bits > 64 {
        return None;
    }
    let (sa, sb) = (short(a)?, short(b)?);
    let negative = (sa < 0) != (sb < 0);
    let (ma, mb) = (sa.unsigned_abs(), sb.unsigned_abs());
    // |a| shifted to 128 bits, |b| at most 64: the quotient has at least 64 bits
    let shift = ma.leading_zeros() as usize;
    let (q, r) = ((ma << shift) / mb, (ma << shift) % mb);
    let e = a.exponent().checked_sub(b.exponent())?.checked_sub(shift as isize)?;
    // |a/b| = (q + r/mb)·2ᵉ with 0 ≤ r < mb: round the magnitude toward 0 or away from 0,
    // which is the direction asked for the signed quotient
    let n = 128 - q.leading_zeros() as usize;
    let k = n - bits;
    let (kept, dropped) = (q >> k, q & ((1u128 << k) - 1));
    let inexact = dropped != 0 || r != 0;
    let away = inexact && (up != negative);
    let magnitude = kept + u128::from(away);
    let signed = if negative { -(magnitude as i128) } else { magnitude as i128 };
    Some(repr_of(signed, e.checked_add(k as isize)?))
}
