use dashu_float::Repr;

use lemmacheck::engine::rng::SplitMix;
use lemmacheck::math::Scalar;
use lemmacheck::math::interval::{compare_endpoints, down, endpoint_hull, exact_repr, exp_computed, product_endpoints, quotient_endpoints, short_significand, up, with_exponent_range, with_precision, Interval};

#[test]
fn a_tag_names_one_real() {
    // x - x = 0 rests on tags: distinct points must never share one
    let values = [0.0, 1.0, -1.0, 2.0, 0.5, 1.0 + f64::EPSILON, 3.0e300, f64::MIN_POSITIVE];
    for (i, a) in values.iter().enumerate() {
        for b in &values[i + 1..] {
            assert_ne!(Interval::new(*a, *a).tag(), Interval::new(*b, *b).tag(), "{a} and {b}");
        }
        assert_eq!(Interval::new(*a, *a).tag(), Interval::new(*a, *a).tag());
    }
}

#[test]
fn encloses_one_third() {
    let third = Interval::exact(1.0) / Interval::exact(3.0);
    assert!(third.lo() < third.hi());
    assert!(third.lo() <= 1.0 / 3.0 && 1.0 / 3.0 <= third.hi());
}

#[test]
fn exp_of_one_encloses_e() {
    let e = Interval::exact(1.0).exp();
    assert!(e.lo() <= std::f64::consts::E && std::f64::consts::E <= e.hi());
    assert!(e.hi() - e.lo() < 1e-15);
}

#[test]
fn decimal_point_eight_is_enclosed_not_equal() {
    let x = Interval::from_decimal("0.8").unwrap();
    assert!(x.lo() <= 0.8 && 0.8 <= x.hi());
    assert!(!x.certainly_eq(&Interval::exact(0.8)));
    assert!(Interval::from_decimal("zero").is_err());
}

#[test]
fn abs_of_straddling_interval_starts_at_zero() {
    let x = Interval::new(-2.0, 1.0).abs();
    assert_eq!((x.lo(), x.hi()), (0.0, 2.0));
}

#[test]
fn products_and_quotients_by_sign_are_the_four_pair_hull_bit_for_bit() {
    let mut rng = SplitMix::new(0x9e37_79b9_7f4a_7c15u64);
    let mut next = move || rng.next_u64();
    // endpoints: 0, -0, ±1, or random 53-bit numbers of various sizes and signs; one
    // interval in four a point; one in two multiplied by an inexact point so that its
    // endpoints carry the working precision's bits
    let mut draw = move || -> Interval {
        let mut value = || {
            let r = next();
            match r % 13 {
                0 => 0.0,
                1 => -0.0,
                2 => 1.0,
                3 => -1.0,
                _ => f64::from_bits(0x3ff0_0000_0000_0000 | (r >> 12)) * (1u64 << (r % 9)) as f64 * if r & 1 == 0 { 1.0 } else { -1.0 },
            }
        };
        let (x, y) = (value(), value());
        let form = next() % 4;
        let x = if form == 0 { Interval::exact(x) } else { Interval::new(x.min(y), x.max(y)) };
        if form >= 2 {
            x * Interval::exact(1.0 + f64::EPSILON)
        } else {
            x
        }
    };
    let mut quotients = 0;
    for bits in [64, 256] {
        with_precision(bits, || {
            for _ in 0..20_000 {
                let (a, b) = (draw(), draw());
                let (d, u) = (down(), up());
                let want = endpoint_hull(&a, &b, |x, y| d.mul(x, y), |x, y| u.mul(x, y), "multiplication");
                let got = product_endpoints(&a, &b);
                let same = |p: &Repr<2>, q: &Repr<2>| p.significand() == q.significand() && p.exponent() == q.exponent();
                assert!(same(&got.0, &want.0) && same(&got.1, &want.1), "{a:?} x {b:?}");
                // the quotient's case table against the four-pair hull, b of one sign
                if b.certainly_positive() || b.certainly_negative() {
                    let want = endpoint_hull(&a, &b, |x, y| d.div(x, y), |x, y| u.div(x, y), "division");
                    let got = quotient_endpoints(&a, &b);
                    assert!(same(&got.0, &want.0) && same(&got.1, &want.1), "{a:?} / {b:?}");
                    quotients += 1;
                }
            }
        });
    }
    assert!(quotients > 10_000, "only {quotients} quotients drawn");
}

#[test]
fn products_take_all_endpoint_pairs() {
    let x = Interval::new(-2.0, 3.0) * Interval::new(-5.0, 1.0);
    assert_eq!((x.lo(), x.hi()), (-15.0, 10.0));
}

/// exp of an argument so negative that the arbitrary-precision exp reports an underflow
/// (met certifying softmax rows with very large score differences) is still enclosed:
/// 0 is a sound lower bound, and exp at a less negative point a sound upper one.
#[test]
fn exp_of_a_very_negative_interval_is_enclosed_not_a_panic() {
    for x in [-1e6, -1e12, -1e300, -f64::MAX] {
        let e = Interval::exact(x).exp();
        let (lo, hi) = (e.lo(), e.hi());
        assert!(lo >= 0.0 && hi >= lo && hi <= 1e-300, "exp({x}) enclosed in [{lo:e}, {hi:e}]");
    }
    // an interval whose upper end is an ordinary number keeps its upper bound
    let mixed = Interval::new(-1e300, 0.0).exp();
    assert!(mixed.lo() >= 0.0 && mixed.hi() >= 1.0, "{mixed:?}");
}

/// A quotient or product of such an exp (a softmax weight whose exp underflowed, divided
/// by its row's sum) falls below the exponent range too; it is enclosed by its directed
/// endpoints, not a panic (met certifying Lemma D.7's step 4 of Part 2 on seed 16), at
/// every precision.
#[test]
fn a_quotient_or_product_below_the_exponent_range_is_enclosed_not_a_panic() {
    for bits in [64, 256, 4096] {
        with_precision(bits, || {
            let tiny = Interval::exact(-f64::MAX).exp();
            for (what, v) in [
                ("tiny / 3", tiny.clone() / Interval::exact(3.0)),
                ("tiny / -3", tiny.clone() / Interval::exact(-3.0)),
                ("tiny * tiny", tiny.clone() * tiny.clone()),
                ("tiny * 0.25", tiny.clone() * Interval::exact(0.25)),
            ] {
                let (lo, hi) = (v.lo(), v.hi());
                assert!(lo <= 0.0 && hi >= 0.0 && hi <= 1e-300 && lo >= -1e-300, "{what} at {bits} bits enclosed in [{lo:e}, {hi:e}]");
            }
            let positive = tiny / Interval::exact(3.0);
            assert!(positive.lo() >= 0.0 && !positive.certainly_negative(), "{positive:?}");
        });
    }
}

/// A product above the exponent range has no finite enclosure: it abandons the
/// evaluation at this precision (`ExponentRange`, which a certificate reads as open), not
/// a panic.
#[test]
fn a_product_above_the_exponent_range_is_open_not_a_panic() {
    let beyond = with_exponent_range(|| {
        let big = Interval::exact(4e18).exp();
        big.clone() * big
    });
    let err = beyond.expect_err("exp(4e18)² is above the range");
    assert_eq!(err.what, "multiplication");
    assert!(err.to_string().contains("above the exponent range"), "{err}");
}

/// exp of an argument of magnitude 2⁶⁴ or more is answered without asking dashu (which
/// would first compute ln 2 to about log₂|x| bits): the answer is dashu's own, an
/// overflow (open) above and the underflow's directed endpoints below.
#[test]
fn exp_beyond_the_range_is_dashus_answer() {
    use dashu_float::FBig;
    for bits in [64, 4096] {
        with_precision(bits, || {
            for x in [18446744073709551616.0, 1e300, f64::MAX] {
                assert!(with_exponent_range(|| Interval::exact(x).exp()).is_err(), "exp({x:e}) is above the range at {bits} bits");
                let negative = exp_computed(&Interval::exact(-x));
                let at = |v: f64| FBig::<dashu_float::round::mode::Down>::try_from(v).expect("finite").into_repr();
                let (d, u) = (down(), up());
                let lo = d.unwrap_fp(d.exp(&at(-x), None)).to_f64().value();
                let hi = u.unwrap_fp(u.exp(&at(-x), None)).to_f64().value();
                assert_eq!((negative.lo(), negative.hi()), (lo, hi), "exp({:e}) at {bits} bits", -x);
                assert!(lo == 0.0 && hi > 0.0, "exp({:e}) in [{lo:e}, {hi:e}]", -x);
            }
        });
    }
}

/// exp remembers its results: a remembered exp is exactly what computing it again gives
/// (endpoints and tag), at every precision, for points and proper intervals alike.
#[test]
fn a_remembered_exp_is_the_computed_one() {
    for bits in [64, 256, 1024] {
        with_precision(bits, || {
            for (lo, hi) in [(0.5, 0.5), (-3.25, 1.0), (-1e-9, 2e-9), (7.0, 7.0)] {
                let x = Interval::new(lo, hi);
                let (first, again, computed) = (x.exp(), x.exp(), exp_computed(&x));
                for e in [&first, &again] {
                    assert!(e.same_real(&computed) && e.lo() == computed.lo() && e.hi() == computed.hi(), "exp of [{lo}, {hi}] at {bits} bits");
                }
            }
        });
    }
}

#[test]
fn endpoints_compare_as_dashu_compares_them() {
    use dashu_int::IBig;
    let mut rng = SplitMix::new(0x2545_f491_4f6c_dd1du64);
    let mut next = move || rng.next_u64();
    let value = |next: &mut dyn FnMut() -> u64| -> Repr<2> {
        let r = next();
        match r % 11 {
            0 => Repr::zero(),
            1 => Repr::neg_zero(),
            2 => Repr::one(),
            3 => -Repr::one(),
            // significands of up to 128 bits, both signs, exponents close together
            _ => {
                let long = if r % 3 == 0 { IBig::from(next()) } else { IBig::ONE };
                let sig = IBig::from(next() >> (r % 60)) * long;
                Repr::new(if r & 1 == 0 { sig } else { -sig }, (r % 9) as isize - 4)
            }
        }
    };
    let mut unequal = 0;
    for k in 0..60_000 {
        let a = value(&mut next);
        // b: another draw, a itself, a neighbour at a's own exponent (leading positions
        // tie), or a's value written with a longer significand
        let b = match k % 5 {
            0 => a.clone(),
            1 => Repr::new(a.significand() + IBig::from(1 - 2 * (k % 2) as i64), a.exponent()),
            2 => Repr::new(a.significand() * IBig::from(8u8), a.exponent() - 3),
            _ => value(&mut next),
        };
        assert_eq!(compare_endpoints(&a, &b), a.partial_cmp(&b).unwrap(), "{a:?} vs {b:?}");
        assert_eq!(compare_endpoints(&b, &a), b.partial_cmp(&a).unwrap(), "{b:?} vs {a:?}");
        unequal += usize::from(a.partial_cmp(&b) != Some(std::cmp::Ordering::Equal));
    }
    assert!(unequal > 30_000, "{unequal}");
}

#[test]
fn an_f64_becomes_the_repr_dashu_converts_it_to() {
    let dashu = |x: f64| dashu_float::FBig::<dashu_float::round::mode::Down>::try_from(x).expect("finite").into_repr();
    let mut rng = SplitMix::new(0xf64);
    let mut special = vec![0.0, -0.0, 1.0, -1.0, 0.5, 3.0, f64::MAX, f64::MIN, f64::MIN_POSITIVE, -f64::MIN_POSITIVE, 5e-324, -5e-324, 2.2250738585072009e-308, 1e300, 0.1];
    special.extend((0..20_000).map(|_| f64::from_bits(rng.next_u64())).filter(|x| x.is_finite()));
    // subnormals and small integers, where the significand is short
    special.extend((0..2_000).map(|_| f64::from_bits(rng.next_u64() >> 12)));
    special.extend((0..2_000).map(|k| f64::from(k as i32 - 1000)));
    for x in special {
        let (mine, theirs) = (exact_repr(x), dashu(x));
        assert_eq!(mine, theirs, "{x:e}");
        assert_eq!(mine.sign(), theirs.sign(), "the sign of {x:e}");
    }
}

#[test]
fn a_significand_read_off_its_words_is_the_one_the_conversion_gives() {
    use dashu_int::IBig;
    let mut rng = SplitMix::new(0x5167);
    let mut values: Vec<IBig> = Vec::new();
    for k in [0u32, 1, 31, 32, 62, 63, 64, 65, 126, 127, 128, 129, 200] {
        let p = IBig::from(1u8) << k as usize;
        for v in [p.clone() - 1u8, p.clone(), p + 1u8] {
            values.push(v.clone());
            values.push(-v);
        }
    }
    for _ in 0..5_000 {
        let words = 1 + (rng.next_u64() % 3) as usize;
        let mut v = IBig::from(0u8);
        for _ in 0..words {
            v = (v << 64usize) + IBig::from(rng.next_u64() >> (rng.next_u64() % 64));
        }
        values.push(if rng.next_u64() % 2 == 0 { v.clone() } else { -v });
    }
    for v in values {
        let r = dashu_float::Repr::<2>::new(v.clone(), -3);
        assert_eq!(short_significand(&r), i128::try_from(r.significand()).ok(), "{v}");
    }
}
