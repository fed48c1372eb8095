use lemmacheck::math::powers_of_two::{floor_log2, power_of_two};

/// The standard library's results these functions stand in for, computed at run time
/// (`black_box`: a constant exponent could be folded by the compiler, whose `powi` need
/// not round as the run-time one does).
fn by_powi(e: i32) -> f64 {
    2f64.powi(std::hint::black_box(e))
}
fn by_log2(y: f64) -> i32 {
    y.log2().floor() as i32
}

#[test]
fn power_of_two_is_powi_bit_for_bit() {
    for e in (-1200..=1200).chain([i32::MIN, i32::MIN + 1, i32::MAX]) {
        assert_eq!(power_of_two(e).to_bits(), by_powi(e).to_bits(), "2^{e}");
    }
}

/// Every exponent's powers of two and their neighbours, the significands at the edges of
/// the range read from the bits, the special values, and a million random bit patterns.
#[test]
fn floor_log2_is_log2_floor_bit_for_bit() {
    let check = |y: f64| assert_eq!(floor_log2(y), by_log2(y), "floor(log2({y:e})) (bits {:#x})", y.to_bits());
    for field in 0u64..2048 {
        for sign in [0, 1u64 << 63] {
            for significand in [0, 1, 2, (1 << 32) - 1, 1 << 32, (1 << 32) + 1, (1 << 51), (1 << 52) - (1 << 32) - 1, (1 << 52) - (1 << 32), (1 << 52) - (1 << 32) + 1, (1 << 52) - 2, (1 << 52) - 1] {
                check(f64::from_bits(sign | field << 52 | significand));
            }
        }
    }
    for y in [0.0, -0.0, f64::MIN_POSITIVE, 5e-324, f64::MAX, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, 1.0, 0.75, 3.0] {
        check(y);
    }
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..1_000_000 {
        // xorshift64*
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        check(f64::from_bits(state.wrapping_mul(0x2545_f491_4f6c_dd1d)));
    }
}
