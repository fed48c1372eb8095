//! The exact tier's arithmetic: every value it calls known is the exact real result, the
//! point 64-bit interval arithmetic computes; what it cannot carry out exactly is unknown,
//! and what might be undefined marks the evaluation.

use lemmacheck::engine::rng::SplitMix;
use lemmacheck::math::exact::{exactly, Exact};
use lemmacheck::math::interval::with_precision;
use lemmacheck::math::{Interval, Scalar};

/// Operands of every kind: dyadic grid values, random bit patterns, subnormals, powers of
/// two near the ends of the range, zeros.
fn operands() -> Vec<f64> {
    let mut rng = SplitMix::new(0xe7ac7);
    let mut v = vec![0.0, -0.0, 1.0, -1.0, 0.5, 3.0, 0.1, f64::MAX, f64::MIN_POSITIVE, 5e-324, -5e-324, 1.0 + f64::EPSILON];
    for e in [-1074, -1060, -1022, -970, -910, -900, -890, -600, -540, -60, 52, 53, 511, 512, 600, 1000, 1023] {
        v.push(2f64.powi(e));
        v.push(-(2f64.powi(e)) * 3.0);
    }
    v.extend((0..120).map(|_| f64::from_bits(rng.next_u64())).filter(|x| x.is_finite()));
    v.extend((0..120).map(|_| ((rng.next_u64() % 2001) as f64 - 1000.0) / 256.0));
    v.extend((0..40).map(|_| f64::from_bits(rng.next_u64() >> 12)));
    v
}

/// The value of `f` when the evaluation is defined and the value known.
fn known(f: impl FnOnce() -> Exact) -> Option<f64> {
    exactly(f).filter(|v| v.is_known()).map(Exact::value)
}

fn ops() -> [(&'static str, fn(Exact, Exact) -> Exact, fn(Interval, Interval) -> Interval); 4] {
    [
        ("+", |a, b| a + b, |a, b| a + b),
        ("-", |a, b| a - b, |a, b| a - b),
        ("*", |a, b| a * b, |a, b| a * b),
        ("/", |a, b| a / b, |a, b| a / b),
    ]
}

#[test]
fn a_result_called_exact_is_the_point_interval_arithmetic_computes() {
    let xs = operands();
    let mut exact = [0u32; 4];
    with_precision(64, || {
        for &a in &xs {
            for &b in &xs {
                for (k, (name, e, i)) in ops().into_iter().enumerate() {
                    let Some(v) = known(|| e(Exact::exact(a), Exact::exact(b))) else { continue };
                    exact[k] += 1;
                    let r = i(Interval::exact(a), Interval::exact(b));
                    assert!(r.lo() == v && r.hi() == v, "{a:e} {name} {b:e}: exact {v:e}, intervals {r:?}");
                }
            }
        }
    });
    // the check above is not vacuous: each operation is often exact on these operands
    assert!(exact.iter().all(|&n| n > 2_000), "{exact:?}");
}

#[test]
fn grid_arithmetic_is_exact() {
    let grid: Vec<f64> = (-64..=64).map(|k| f64::from(k) / 8.0).collect();
    for &a in &grid {
        for &b in &grid {
            assert_eq!(known(|| Exact::exact(a) + Exact::exact(b)), Some(a + b));
            assert_eq!(known(|| Exact::exact(a) - Exact::exact(b)), Some(a - b));
            assert_eq!(known(|| Exact::exact(a) * Exact::exact(b)), Some(a * b));
        }
    }
    assert_eq!(known(|| Exact::exact(3.0) / Exact::exact(4.0)), Some(0.75));
}

#[test]
fn what_is_rounded_or_transcendental_is_unknown() {
    let x = Exact::exact;
    let one_ulp = 1.0 + f64::EPSILON;
    let cases: Vec<(&str, Box<dyn Fn() -> Exact>)> = vec![
        ("a rounded sum", Box::new(move || x(1.0) + x(f64::EPSILON / 2.0))),
        ("a rounded product", Box::new(move || x(one_ulp) * x(one_ulp))),
        // 2⁻¹⁰⁷⁴·(1 + 2⁻⁵²) rounds to 2⁻¹⁰⁷⁴, and its error 2⁻¹¹²⁶ is below the subnormals:
        // the fused multiply-add returns 0 for it, which only the range check catches
        ("a product below the checked range", Box::new(move || x(2f64.powi(-537) * one_ulp) * x(2f64.powi(-537)))),
        ("an overflowing product", Box::new(move || x(f64::MAX) * x(2.0))),
        ("an overflowing sum", Box::new(move || x(f64::MAX) + x(f64::MAX))),
        ("a product that underflows to 0", Box::new(move || x(5e-324) * x(0.5))),
        ("a rounded quotient", Box::new(move || x(1.0) / x(3.0))),
        ("exp", Box::new(move || x(1.0).exp())),
        ("ln", Box::new(move || x(2.0).ln())),
        ("sqrt", Box::new(move || x(4.0).sqrt())),
        ("max with an unknown operand", Box::new(move || (x(1.0) / x(3.0)).max(&x(5.0)))),
        ("min with an unknown operand", Box::new(move || (x(1.0) / x(3.0)).min(&x(-5.0)))),
        ("an unknown plus 0", Box::new(move || x(1.0).exp() + x(0.0))),
        ("an unknown minus itself", Box::new(move || x(1.0).exp() - x(1.0).exp())),
    ];
    for (what, f) in cases {
        let v = exactly(f).unwrap_or_else(|| panic!("{what} was called undefined"));
        assert!(!v.is_known(), "{what} was called known: {v:?}");
    }
}

#[test]
fn an_exact_zero_absorbs_an_unknown_factor() {
    let x = Exact::exact;
    assert_eq!(known(|| x(0.0) * x(1.0).exp()), Some(0.0));
    assert_eq!(known(|| x(2.0).exp() * x(0.0)), Some(0.0));
    assert_eq!(known(|| x(0.0) / (x(1.0).exp() + x(1.0))), Some(0.0));
    assert_eq!(known(|| x(0.0).exp()), Some(1.0));
    assert_eq!(known(|| x(0.0).exp_m1()), Some(0.0));
}

#[test]
fn what_might_be_undefined_marks_the_evaluation() {
    let x = Exact::exact;
    let cases: Vec<(&str, Box<dyn Fn() -> Exact>)> = vec![
        ("a quotient by 0", Box::new(move || x(1.0) / x(0.0))),
        ("a quotient by an unknown that might be 0", Box::new(move || x(1.0) / (x(1.0).exp() - x(2.0)))),
        ("ln of 0", Box::new(move || x(0.0).ln())),
        ("ln of an unknown that might be negative", Box::new(move || (x(1.0).exp() - x(3.0)).ln())),
        ("sqrt of a negative number", Box::new(move || x(-1.0).sqrt())),
        ("sqrt of an unknown that might be negative", Box::new(move || (x(1.0) / x(3.0) - x(1.0).exp()).sqrt())),
        ("a non-finite input", Box::new(move || x(f64::INFINITY))),
        ("an undefined value then discarded", Box::new(move || {
            let _ = x(1.0) / x(0.0);
            x(2.0)
        })),
    ];
    for (what, f) in cases {
        assert!(exactly(f).is_none(), "{what} was not marked undefined");
    }
    // what is certainly positive may divide: softmax's sum of exponentials, a square root
    for (what, f) in [
        ("a sum of exponentials", Box::new(move || x(1.0) / (x(1.0).exp() + x(-3.0).exp())) as Box<dyn Fn() -> Exact>),
        ("a square root of a positive number", Box::new(move || x(1.0) / x(2.0).sqrt())),
        ("a maximum with a positive number", Box::new(move || x(1.0) / (x(1.0) / x(3.0)).max(&x(0.5)))),
        ("a product of positive unknowns", Box::new(move || x(1.0) / (x(1.0).exp() * x(2.0).sqrt()))),
        ("a quotient of positive numbers", Box::new(move || x(1.0) / ((x(1.0) / x(3.0)) / x(2.0)))),
        ("a rounded product of negative numbers", Box::new(move || x(1.0) / (x(-1.0 - f64::EPSILON) * x(-1.0 - f64::EPSILON)))),
    ] {
        assert!(exactly(f).is_some(), "{what} was marked undefined");
    }
    // the mark belongs to one evaluation: the next one starts afresh
    assert!(exactly(|| x(2.0) * x(3.0)).is_some());
}
