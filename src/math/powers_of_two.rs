//! Powers of two and binary exponents of `f64`, read from and written to the bits.
//!
//! Generators round computed bounds to short dyadic numbers ([`crate::generate::bounds`])
//! once per head and per halving, and draw scales 2ᵏ on every case. Through the standard
//! library each is a call: `powi` multiplies by repeated squaring, `log2` evaluates a
//! polynomial. These functions give the same numbers, bit for bit, from the bits of
//! the `f64` where that is certain (`floor_log2` calls `log2` elsewhere), so a
//! generator that uses them builds the same cases.

/// The significand bits of an `f64` (its 52 stored bits).
const SIGNIFICAND: u64 = (1 << 52) - 1;

/// 2ᵉ as `2f64.powi(e)` gives it at run time.
///
/// For −1022 ≤ e ≤ 1023, 2ᵉ is a normal `f64`, and `powi` computes it exactly: its
/// repeated squaring multiplies powers of two (and for e < 0 divides 1 by 2⁻ᵉ ≤ 2¹⁰²²),
/// each of which is exact in that range. There it is the number whose exponent field is
/// e + 1023 and whose significand is 0. Elsewhere `powi`'s squaring reaches 2¹⁰²⁴ = ∞
/// for |e| ≥ 1024, so it gives ∞ for e ≥ 1024 and 1/∞ = 0 for e ≤ −1024, and for
/// e = −1023 it divides 1 by 2¹⁰²³ exactly, giving the subnormal 2⁻¹⁰²³. Those are
/// written out rather than left to a call of `powi`: with `powi` in one branch, the
/// compiler recognised the bits of the other as 2ᵉ too and made both one call of
/// `powi` (5% of a case of Lemma C.1's proof steps).
pub fn power_of_two(e: i32) -> f64 {
    match e {
        -1022..=1023 => f64::from_bits(((e + 1023) as u64) << 52),
        -1023 => f64::from_bits(1 << 51),
        1024.. => f64::INFINITY,
        _ => 0.0,
    }
}

/// ⌊log₂ y⌋ as `y.log2().floor() as i32` computes it, for any `f64` y.
///
/// A normal y > 0 is m·2ᵉ with 1 ≤ m < 2, so log₂ y = e + log₂ m. Where m is at least
/// 2⁻²⁰ away from 1 and from 2, log₂ m lies in [1.3·10⁻⁶, 1 − 6.8·10⁻⁷]: log₂ y is that
/// far from every integer, far beyond the error of `log2` (below one unit in the last
/// place, at most 2.3·10⁻¹³ for |log₂ y| ≤ 1075), so the floor of what `log2` returns is
/// e, read from the exponent field. Elsewhere (m near 1 or 2, where `log2` may round to
/// an integer; subnormals, 0, negative numbers, ∞ and NaN) this is `log2` itself.
pub fn floor_log2(y: f64) -> i32 {
    let bits = y.to_bits();
    let field = (bits >> 52) as i32; // the sign bit and the biased exponent
    let significand = bits & SIGNIFICAND;
    let margin = 1u64 << 32; // 2⁻²⁰ of the significand's 2⁵²
    if (1..2047).contains(&field) && (margin..=SIGNIFICAND + 1 - margin).contains(&significand) {
        field - 1023
    } else {
        y.log2().floor() as i32
    }
}

/// `x` halved `times` times in turn (`x / 2.0`, each rounded): what `times` passes of
/// halving over a matrix leave in each entry, in one pass. While x/2ᵏ is a normal number
/// every halving is exact; a subnormal result rounds at each step, as successive
/// halvings do (so this is not, in general, one multiplication by 2⁻ᵏ).
pub fn halved(x: f64, times: u32) -> f64 {
    (0..times).fold(x, |x, _| x / 2.0)
}
