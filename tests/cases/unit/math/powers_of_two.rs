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

/// `halved(x, k)` is x after k halvings in turn, each rounded: exactly x·2⁻ᵏ while that is
/// normal, and where the halvings reach the subnormals it is what the successive roundings
/// give, which one rounding of x·2⁻ᵏ need not be.
#[test]
fn halved_is_the_successive_halvings() {
    use lemmacheck::math::powers_of_two::halved;
    let successive = |x: f64, k: u32| {
        let mut y = x;
        for _ in 0..k {
            y = std::hint::black_box(y) / 2.0;
        }
        y
    };
    let xs = [0.0, -0.0, 1.0, -3.0, 0.1, 1e300, f64::MAX, f64::MIN_POSITIVE, 3.0 * f64::MIN_POSITIVE, f64::from_bits(3), f64::from_bits(5), f64::from_bits(0x000f_ffff_ffff_ffff), f64::INFINITY, f64::NAN];
    for x in xs {
        for k in 0..70 {
            assert_eq!(halved(x, k).to_bits(), successive(x, k).to_bits(), "{x:e} halved {k} times");
        }
    }
    assert_eq!(halved(1.0, 10), 2f64.powi(-10));
    // 5·2⁻¹⁰⁷⁴ halved three times: 2.5 → 2 (ties to even), 1, 0.5 → 0; one rounding of
    // 5/8 = 0.625 gives 1
    let five = f64::from_bits(5);
    assert_eq!((halved(five, 3).to_bits(), (five / 8.0).to_bits()), (0, 1), "5·2⁻¹⁰⁷⁴ halved three times, and divided by 8");
}
