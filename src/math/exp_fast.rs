//! exp of a binary float rounded to p bits toward −∞ or +∞, bit for bit what `dashu-float`
//! computes, by a fixed-point series whose every step is bounded from below and above.
//!
//! For x ≠ 0 rational, eˣ is irrational, so it is never a p-bit float and its rounding
//! toward −∞ (or +∞) is the one p-bit float just below (above) it. dashu's `exp` is
//! correctly rounded (it retries with more guard digits until its error ball rounds one
//! way), so any enclosure [lo, hi] of eˣ whose two ends round to the same p-bit float gives
//! dashu's answer. This module computes such an enclosure with integers only:
//!
//! * x·2ᴳ is enclosed in integers [X_lo, X_hi], and ln 2·2ᴳ in [L_lo, L_hi] (dashu's ln 2
//!   rounded down and up, computed once per G);
//! * k = ⌊X_lo / L_hi⌋, and r = x − k·ln 2 ∈ [0, ln 2 + ε] is enclosed from the same
//!   bounds (a negative lower end, possible only for x < 0 with x/ln 2 within about
//!   |k|·2⁻ᴳ⁺¹ of an integer, is left to dashu);
//! * r′ = r/2ᵐ is rounded to F fractional bits, outward, and e^{r′} = Σ r′ⁱ/i! is summed
//!   twice: with r′'s lower end and every product and quotient truncated (each partial sum
//!   of non-negative terms is below the series), and with its upper end and every step
//!   rounded up, plus the last term again for the tail (the terms after the N-th shrink by
//!   r′/(N + 1) ≤ ½, so their sum is at most the N-th);
//! * squaring m times, truncated below and rounded up above, gives e^r, and eˣ = 2ᵏ·e^r.
//!
//! Each step is monotone on non-negative numbers, so lo ≤ eˣ ≤ hi holds by construction,
//! without an error analysis. Where lo and hi round apart (eˣ within the fixed-point error
//! of a p-bit float), or the argument is 0, tiny, or large (|x| ≥ 2²⁰), the function returns
//! `None` and the caller asks dashu. `tests/cases/unit/math/exp_fast.rs` compares it with
//! dashu on random arguments at the precisions certificates use.

use std::cell::RefCell;

use dashu_float::round::mode::{Down, Up};
use dashu_float::{Context, Repr};
use dashu_base::{BitTest, UnsignedAbs};
use dashu_int::{IBig, UBig};

/// Halvings of the reduced argument before the series (and squarings after it).
const HALVINGS: usize = 8;
/// Fractional bits beyond the target precision carried by the series and the squarings.
const GUARD: usize = 32;
/// Extra bits of x·2ᴳ and ln 2·2ᴳ beyond the series' F: k·ln 2 with |k| < 2²¹ loses fewer.
const REDUCTION_GUARD: usize = 24;
/// The largest |x| handled is below 2 to this power.
const MAX_LOG2_ARGUMENT: isize = 20;

thread_local! {
    /// ln 2 enclosed at scale 2ᴳ, per G: (⌊ln 2·2ᴳ⌋ from below, ⌈ln 2·2ᴳ⌉ from above).
    static LN2: RefCell<Vec<(usize, UBig, UBig)>> = const { RefCell::new(Vec::new()) };
}

/// Integers [lo, hi] with lo ≤ ln 2·2ᵍ ≤ hi, from dashu's ln 2 rounded down and up.
fn ln2_scaled(g: usize) -> (UBig, UBig) {
    LN2.with(|cache| {
        if let Some((_, lo, hi)) = cache.borrow().iter().find(|(k, _, _)| *k == g) {
            return (lo.clone(), hi.clone());
        }
        let two = Repr::<2>::new(IBig::from(2u8), 0);
        let lo = Context::<Down>::new(g + 8).ln(&two, None).expect("ln 2").value().into_repr();
        let hi = Context::<Up>::new(g + 8).ln(&two, None).expect("ln 2").value().into_repr();
        let lo = scaled(&lo, g, false);
        let hi = scaled(&hi, g, true);
        let mut cache = cache.borrow_mut();
        if cache.len() >= 16 {
            cache.clear();
        }
        cache.push((g, lo.clone(), hi.clone()));
        (lo, hi)
    })
}

/// ⌊v·2ᵍ⌋ (or ⌈v·2ᵍ⌉ when `up`) for a positive v.
fn scaled(v: &Repr<2>, g: usize, up: bool) -> UBig {
    let s = v.significand().unsigned_abs();
    shift(s, v.exponent() + g as isize, up)
}

/// ⌊m·2ᵗ⌋ (or ⌈m·2ᵗ⌉ when `up`).
fn shift(m: UBig, t: isize, up: bool) -> UBig {
    if t >= 0 {
        m << t as usize
    } else {
        floor_or_ceil_shr(m, t.unsigned_abs(), up)
    }
}

/// ⌊m/2ᵏ⌋ (or ⌈m/2ᵏ⌉ when `up`).
fn floor_or_ceil_shr(m: UBig, k: usize, up: bool) -> UBig {
    if !up {
        return m >> k;
    }
    let q = &m >> k;
    if (&q << k) == m {
        q
    } else {
        q + UBig::ONE
    }
}

/// ⌊a·b/2ᶠ⌋ (or ⌈a·b/2ᶠ⌉ when `up`).
fn mul_shift(a: &UBig, b: &UBig, f: usize, up: bool) -> UBig {
    floor_or_ceil_shr(a * b, f, up)
}

/// ⌊a/d⌋ (or ⌈a/d⌉ when `up`) for a small divisor d.
fn div_small(a: UBig, d: u32, up: bool) -> UBig {
    let (q, r) = (&a / d, &a % d);
    if up && r != 0 {
        q + UBig::ONE
    } else {
        q
    }
}

/// e^{r′}·2ᶠ enclosed for r′·2ᶠ = `r` ≥ 0 (r′ < 1): the truncated series and its bound from
/// above (see the module documentation).
fn series(r: &UBig, f: usize, up: bool) -> UBig {
    let one = UBig::ONE << f;
    let mut sum = &one + r;
    let mut term = r.clone();
    let mut i = 2u32;
    loop {
        term = div_small(mul_shift(&term, r, f, up), i, up);
        if term.is_zero() {
            return sum;
        }
        sum += &term;
        if up && term == UBig::ONE {
            // the exact terms after this one shrink by r′/(i + 1) ≤ ½ each, so they sum to at
            // most this one (and, rounded up, each would be 1 again)
            return sum + term;
        }
        i += 1;
    }
}

/// e^r·2ᶠ bounded below (above when `up`) for r·2^(f + m) = `r` ≥ 0: the series at
/// r′ = r/2ᵐ, then m squarings (public for the unit test that compares it with
/// [`exp_r_words`]).
#[doc(hidden)]
pub fn exp_r(r: &UBig, f: usize, up: bool) -> UBig {
    let mut v = series(r, f, up);
    for _ in 0..HALVINGS {
        v = mul_shift(&v, &v, f, up);
    }
    v
}

/// [`exp_r`] on `u128`s, for f + 2 < 128 and r < 2^(f − m): the same numbers, each step
/// rounded the same way.
#[doc(hidden)]
pub use words::exp_r as exp_r_words;

mod words {
    use super::HALVINGS;

    /// ⌊a·b/2ᶠ⌋ (or ⌈a·b/2ᶠ⌉ when `up`), for a·b/2ᶠ < 2¹²⁸ and f < 128.
    fn mul_shift(a: u128, b: u128, f: usize, up: bool) -> u128 {
        let (a1, a0, b1, b0) = (a >> 64, a & u128::from(u64::MAX), b >> 64, b & u128::from(u64::MAX));
        // the 256-bit product hi·2¹²⁸ + lo
        let (p00, p01, p10, p11) = (a0 * b0, a0 * b1, a1 * b0, a1 * b1);
        let (mid, carry_mid) = p01.overflowing_add(p10);
        let (lo, carry_lo) = p00.overflowing_add(mid << 64);
        let hi = p11 + (mid >> 64) + (u128::from(carry_mid) << 64) + u128::from(carry_lo);
        let q = if f == 0 { lo } else { (hi << (128 - f)) | (lo >> f) };
        let exact = f == 0 || lo & ((1u128 << f) - 1) == 0;
        if up && !exact {
            q + 1
        } else {
            q
        }
    }

    fn series(r: u128, f: usize, up: bool) -> u128 {
        let mut sum = (1u128 << f) + r;
        let mut term = r;
        let mut i = 2u128;
        loop {
            let t = mul_shift(term, r, f, up);
            term = if up { t.div_ceil(i) } else { t / i };
            if term == 0 {
                return sum;
            }
            sum += term;
            if up && term == 1 {
                return sum + term;
            }
            i += 1;
        }
    }

    pub fn exp_r(r: u128, f: usize, up: bool) -> u128 {
        let mut v = series(r, f, up);
        for _ in 0..HALVINGS {
            v = mul_shift(v, v, f, up);
        }
        v
    }
}

/// eˣ rounded to `bits` significant bits toward +∞ if `up`, else toward −∞, when the
/// fixed-point enclosure decides it (see the module documentation); `None` leaves it to
/// dashu.
pub fn exp(x: &Repr<2>, bits: usize, up: bool) -> Option<Repr<2>> {
    let s = x.significand();
    if s.is_zero() || bits == 0 {
        return None;
    }
    let magnitude_log2 = x.exponent().checked_add(s.unsigned_abs().bit_len() as isize)?;
    // |x| ≥ 2²⁰ is left to dashu, and so is |x| < 2^-(bits + guard), where eˣ is within an
    // ulp of 1
    if magnitude_log2 > MAX_LOG2_ARGUMENT || magnitude_log2 < -((bits + GUARD) as isize) {
        return None;
    }
    // A short x of magnitude 2ᵐ (m < 0) has eˣ = 1 + x + x²/2 + …, within about 2²ᵐ of the
    // p-bit float 1 + x: the second try carries enough bits to see that far.
    let second = GUARD + 2 * magnitude_log2.unsigned_abs();
    enclose_and_round(x, bits, up, GUARD).or_else(|| enclose_and_round(x, bits, up, second))
}

/// [`exp`] with `guard` fractional bits beyond `bits`.
fn enclose_and_round(x: &Repr<2>, bits: usize, up: bool, guard: usize) -> Option<Repr<2>> {
    let s = x.significand();
    let f = bits + guard + HALVINGS;
    let g = f + REDUCTION_GUARD;
    let (l_lo, l_hi) = ln2_scaled(g);
    // x·2ᴳ enclosed in [x_lo, x_hi]
    let t = x.exponent() + g as isize;
    let negative = s.sign() == dashu_base::Sign::Negative;
    let m = s.unsigned_abs();
    let (x_lo, x_hi) = if negative {
        (-IBig::from(shift(m.clone(), t, true)), -IBig::from(shift(m, t, false)))
    } else {
        (IBig::from(shift(m.clone(), t, false)), IBig::from(shift(m, t, true)))
    };
    let (l_lo, l_hi) = (IBig::from(l_lo), IBig::from(l_hi));
    let k = dashu_base::DivEuclid::div_euclid(x_lo.clone(), &l_hi);
    // r = x − k·ln 2, enclosed
    let (r_lo, r_hi) = if k >= IBig::ZERO { (&x_lo - &k * &l_hi, &x_hi - &k * &l_lo) } else { (&x_lo - &k * &l_lo, &x_hi - &k * &l_hi) };
    if r_lo < IBig::ZERO {
        return None;
    }
    let k = isize::try_from(k).ok()?;
    // r′ = r/2ᵐ at scale 2ᶠ, rounded outward
    let drop = REDUCTION_GUARD + HALVINGS;
    let r_lo = floor_or_ceil_shr(r_lo.unsigned_abs(), drop, false);
    let r_hi = floor_or_ceil_shr(r_hi.unsigned_abs(), drop, true);
    let (lo, hi) = match (u128::try_from(&r_lo), u128::try_from(&r_hi)) {
        // the same steps on machine words where every number fits: r′·2ᵐ < 1 gives
        // e^{r′·2ᵐ}·2ᶠ < 2ᶠ⁺² at every squaring
        (Ok(r_lo), Ok(r_hi)) if f + 2 < 128 && r_hi >> (f - HALVINGS) == 0 => (UBig::from(exp_r_words(r_lo, f, false)), UBig::from(exp_r_words(r_hi, f, true))),
        _ => (exp_r(&r_lo, f, false), exp_r(&r_hi, f, true)),
    };
    // eˣ ∈ [lo, hi]·2^(k − f): both ends rounded to `bits` bits the same way, or undecided
    let n = lo.bit_len();
    if hi.bit_len() != n || n <= bits {
        return None;
    }
    let drop = n - bits;
    let (q_lo, q_hi) = (floor_or_ceil_shr(lo, drop, up), floor_or_ceil_shr(hi, drop, up));
    if q_lo != q_hi {
        return None;
    }
    let exponent = k.checked_sub(f as isize)?.checked_add(drop as isize)?;
    Some(Repr::new(IBig::from(q_lo), exponent))
}
