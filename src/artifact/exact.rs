//! The exact decimal value of an `f64`, for `inputs_exact`.
//!
//! Every finite `f64` is m·2ᵉ with m an integer, so its value has a finite decimal
//! expansion: m·2ᵉ when e ≥ 0, and m·5⁻ᵉ / 10⁻ᵉ when e < 0. The string is that
//! expansion without trailing zeros (`"0.1000000000000000055511151231257827021181583404541015625"`
//! for the `f64` nearest 0.1), so a reader in any language recomputes from the real
//! number the search used, not from a shortest decimal that merely rounds to it.

use dashu_int::UBig;

/// The exact decimal expansion of a finite `x` (`"0"` for ±0).
pub fn exact_decimal(x: f64) -> String {
    assert!(x.is_finite(), "exact_decimal of a non-finite f64 ({x})");
    if x == 0.0 {
        return "0".to_string();
    }
    let bits = x.to_bits();
    let negative = bits >> 63 == 1;
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1u64 << 52) - 1);
    let (mantissa, exponent) =
        if biased == 0 { (fraction, -1074) } else { (fraction | (1u64 << 52), biased - 1075) };
    let digits = if exponent >= 0 {
        (UBig::from(mantissa) << exponent as usize).to_string()
    } else {
        let scale = (-exponent) as usize;
        let scaled = (UBig::from(mantissa) * UBig::from(5u8).pow(scale)).to_string();
        let padded = if scaled.len() <= scale { format!("{}{scaled}", "0".repeat(scale + 1 - scaled.len())) } else { scaled };
        let (int, frac) = padded.split_at(padded.len() - scale);
        let frac = frac.trim_end_matches('0');
        if frac.is_empty() {
            int.to_string()
        } else {
            format!("{int}.{frac}")
        }
    };
    if negative {
        format!("-{digits}")
    } else {
        digits
    }
}
