//! The short-operand path of interval arithmetic against dashu itself: on random operands
//! of every kind (signs, lengths up to 64 bits and exactly 64, near and far exponents, exact
//! cancellations, quotients exact and inexact), wherever the short path answers, its answer
//! is the `Repr` dashu computes, at every precision certificates use and at a few others.

use dashu_float::round::mode::{Down, Up};
use dashu_float::{Context, FBig, Repr};
use dashu_int::IBig;

use lemmacheck::engine::rng::SplitMix;
use lemmacheck::math::interval_fast::{add, digits_ub, digits_ub_dashu, div, mul};

fn dashu_add(a: &Repr<2>, b: &Repr<2>, subtract: bool, p: usize, up: bool) -> Repr<2> {
    let value = |r: dashu_float::FpResult<FBig<Down>>| r.expect("finite").value().into_repr();
    let value_up = |r: dashu_float::FpResult<FBig<Up>>| r.expect("finite").value().into_repr();
    match (subtract, up) {
        (false, false) => value(Context::<Down>::new(p).add(a, b)),
        (false, true) => value_up(Context::<Up>::new(p).add(a, b)),
        (true, false) => value(Context::<Down>::new(p).sub(a, b)),
        (true, true) => value_up(Context::<Up>::new(p).sub(a, b)),
    }
}

fn dashu_mul(a: &Repr<2>, b: &Repr<2>, p: usize, up: bool) -> Repr<2> {
    if up {
        Context::<Up>::new(p).mul(a, b).expect("finite").value().into_repr()
    } else {
        Context::<Down>::new(p).mul(a, b).expect("finite").value().into_repr()
    }
}

fn dashu_div(a: &Repr<2>, b: &Repr<2>, p: usize, up: bool) -> Repr<2> {
    if up {
        Context::<Up>::new(p).div(a, b).expect("finite").value().into_repr()
    } else {
        Context::<Down>::new(p).div(a, b).expect("finite").value().into_repr()
    }
}

/// A random operand: significand of 1 to 64 bits (or a few special shapes), either sign,
/// exponent in a narrow or a wide range.
fn operand(rng: &mut SplitMix) -> Repr<2> {
    let r = rng.next_u64();
    let bits = 1 + (r % 64) as u32;
    let raw = rng.next_u64();
    let mut s: i128 = match (r >> 8) % 8 {
        0 => 1,
        1 => (1i128 << (bits - 1)) | 1,
        2 => (1i128 << bits) - 1,
        _ => i128::from(raw >> (64 - bits)) | 1,
    };
    if (r >> 12) & 1 == 1 {
        s = -s;
    }
    let e = if (r >> 13) % 4 == 0 { ((r >> 16) % 400) as isize - 200 } else { ((r >> 16) % 20) as isize - 10 };
    Repr::new(IBig::from(s), e)
}

/// Compares every short-path operation on `a` and `b` (both orders, both directions, sum
/// and difference) with dashu at `p` bits, counting in `answered` (add, mul, div) how often
/// the short path gave an answer.
fn agrees_with_dashu(a: &Repr<2>, b: &Repr<2>, p: usize, answered: &mut [u32; 3]) {
    for up in [false, true] {
        for (x, y) in [(a, b), (b, a)] {
            for subtract in [false, true] {
                if let Some(r) = add(x, y, subtract, p, up) {
                    answered[0] += 1;
                    assert_eq!(r, dashu_add(x, y, subtract, p, up), "{x:?} {} {y:?} at {p} bits, up {up}", if subtract { "-" } else { "+" });
                }
            }
            if let Some(r) = div(x, y, p, up) {
                answered[2] += 1;
                assert_eq!(r, dashu_div(x, y, p, up), "{x:?} / {y:?} at {p} bits, up {up}");
            }
        }
        if let Some(r) = mul(a, b, p, up) {
            answered[1] += 1;
            assert_eq!(r, dashu_mul(a, b, p, up), "{a:?} * {b:?} at {p} bits, up {up}");
        }
    }
}

#[test]
fn short_operations_are_what_dashu_computes() {
    let mut rng = SplitMix::new(0x5eed);
    let precisions = [53usize, 64, 65, 100, 127, 128, 256];
    let mut answered = [0u32; 3];
    for k in 0..60_000 {
        let a = operand(&mut rng);
        // exact cancellations and equal magnitudes, one case in eight
        let b = match k % 8 {
            0 => -a.clone(),
            1 => a.clone(),
            _ => operand(&mut rng),
        };
        agrees_with_dashu(&a, &b, precisions[k % precisions.len()], &mut answered);
    }
    // the path must actually have answered: a test of nothing would pass too
    assert!(answered.iter().all(|&n| n > 10_000), "answered {answered:?}");
}

/// Endpoints rounded to 64 bits have 64-bit significands: the commonest operands of a
/// certificate, so they are drawn here on their own, against each other and against
/// short ones, near and far in exponent.
#[test]
fn sixty_four_bit_operands_are_what_dashu_computes() {
    let mut rng = SplitMix::new(0x64b1);
    let mut answered = [0u32; 3];
    let full = |rng: &mut SplitMix| -> Repr<2> {
        let r = rng.next_u64();
        let raw = rng.next_u64() | (1 << 63);
        let s = match r % 6 {
            0 => i128::from(u64::MAX),
            1 => (1i128 << 63) | 1,
            _ => i128::from(raw | 1),
        };
        let s = if (r >> 8) & 1 == 1 { -s } else { s };
        let e = if (r >> 9) % 3 == 0 { ((r >> 16) % 300) as isize - 150 } else { ((r >> 16) % 140) as isize - 70 };
        Repr::new(IBig::from(s), e)
    };
    for k in 0..40_000 {
        let a = full(&mut rng);
        let b = match k % 4 {
            0 => operand(&mut rng),
            1 => -a.clone(),
            _ => full(&mut rng),
        };
        agrees_with_dashu(&a, &b, [64usize, 53, 65, 128, 256][k % 5], &mut answered);
    }
    assert!(answered.iter().all(|&n| n > 20_000), "answered {answered:?}");
}

#[test]
fn zero_and_long_operands_are_left_to_dashu() {
    let zero = Repr::<2>::zero();
    let one = Repr::<2>::one();
    let long = Repr::<2>::new(IBig::from(1u128 << 100) + IBig::from(1), 0);
    assert!(add(&zero, &one, false, 64, false).is_none());
    assert!(mul(&one, &Repr::neg_zero(), 64, true).is_none());
    assert!(add(&long, &one, false, 64, false).is_none());
    // 65 bits, one more than an endpoint at 64 bits of precision
    let over = Repr::<2>::new(IBig::from((1u128 << 64) + 1), 0);
    assert!(add(&over, &one, false, 64, false).is_none() && mul(&over, &one, 64, false).is_none() && div(&one, &over, 64, false).is_none());
    assert!(div(&one, &one, 65, false).is_none(), "a quotient above 64 bits goes to dashu");
}

#[test]
fn the_digit_estimate_is_dashus() {
    // every magnitude below 2^24, where dashu takes the logarithm of the value itself
    for v in 1..(1i128 << 24) {
        assert_eq!(digits_ub(v), digits_ub_dashu(v), "{v}");
    }
    assert_eq!((digits_ub(0), digits_ub(-5)), (0, digits_ub_dashu(-5)));
    // above: each bit length to 126, the values just below and above the shortcut's boundary
    // 2^n - 2^(n-15), the largest ones, powers of two and random values
    let mut rng = SplitMix::new(0xd161);
    let mut estimated_up = 0;
    for n in 25..=126u32 {
        let top = 1i128 << n;
        let edge = top - (1i128 << (n - 15));
        for v in [edge - 1, edge, edge + 1, top - 1, top - 2, top >> 1, (top >> 1) + 1] {
            assert_eq!(digits_ub(v), digits_ub_dashu(v), "{v}");
            assert_eq!(digits_ub(-v), digits_ub_dashu(-v), "{v}");
            estimated_up += usize::from(digits_ub(v) > n as usize);
        }
        for _ in 0..2000 {
            let r = i128::from(rng.next_u64()) << 64 | i128::from(rng.next_u64());
            let v = (r & (top - 1)) | (top >> 1);
            assert_eq!(digits_ub(v), digits_ub_dashu(v), "{v}");
        }
    }
    // bit length 127, the longest an i128 holds
    let edge = i128::MAX - (1i128 << 112) + 1;
    for v in [i128::MAX, i128::MAX - 1, edge - 1, edge, edge + 1, 1i128 << 126, (1i128 << 126) + 1] {
        assert_eq!(digits_ub(v), digits_ub_dashu(v), "{v}");
        assert_eq!(digits_ub(-v), digits_ub_dashu(-v), "{v}");
    }
    // the estimate does exceed the bit length near powers of two, so the cases above test
    // the branch that asks dashu
    assert!(estimated_up > 0);
}
