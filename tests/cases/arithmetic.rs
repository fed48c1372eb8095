//! The interval arithmetic against reference values: a regression in the arbitrary-precision
//! dependency (a wrong rounding direction, a too-wide or shifted enclosure) fails here.
//!
//! For e = exp(1), ln 2 and √2 at 64, 256, 1024 and 4096 bits, the enclosure must contain
//! the reference value (1300 digits from an independent implementation, see
//! `tests/data/reference_constants.txt`) and be no wider than a few units in the last
//! place. Exact cases must come out as single points, and quotients whose value is not a
//! binary fraction must be enclosed, not rounded to nearest.

use lemmacheck::math::interval::with_precision;
use lemmacheck::math::{Interval, Scalar};

const PRECISIONS: [usize; 4] = [64, 256, 1024, 4096];

fn references() -> Vec<String> {
    include_str!("../data/reference_constants.txt").lines().filter(|l| !l.starts_with('#')).map(str::to_string).collect()
}

/// Checks that `computed` (at `bits`) encloses the decimal `reference` (itself enclosed at
/// a much higher precision) and is at most 2⁻⁽ᵇⁱᵗˢ⁻⁴⁾ wide relative to it.
fn check(name: &str, bits: usize, computed: &Interval, reference: &str) {
    let r = with_precision(bits + 128, || Interval::from_decimal(reference).unwrap());
    assert!(computed.encloses(&r), "{name} at {bits} bits: {computed:?} does not contain the reference value");
    let width = with_precision(bits + 128, || computed.clone() - computed.clone());
    let e = width.magnitude_log2_upper().unwrap_or(i64::MIN);
    let scale = r.mignitude_log2_lower().expect("a positive reference");
    assert!(e <= scale - bits as i64 + 4, "{name} at {bits} bits: enclosure too wide (2^{e} against a value near 2^{scale})");
}

#[test]
fn exp_ln_sqrt_enclose_reference_values_at_every_precision() {
    let refs = references();
    assert_eq!(refs.len(), 3);
    for bits in PRECISIONS {
        let (e, ln2, sqrt2) = with_precision(bits, || (Interval::exact(1.0).exp(), Interval::exact(2.0).ln(), Interval::exact(2.0).sqrt()));
        check("e", bits, &e, &refs[0]);
        check("ln 2", bits, &ln2, &refs[1]);
        check("sqrt 2", bits, &sqrt2, &refs[2]);
    }
}

#[test]
fn exact_cases_are_single_points() {
    for bits in PRECISIONS {
        with_precision(bits, || {
            assert!(Interval::exact(0.0).exp().certainly_eq(&Interval::exact(1.0)), "exp(0) = 1 at {bits} bits");
            assert!(Interval::exact(1.0).ln().is_zero(), "ln(1) = 0 at {bits} bits");
            assert!(Interval::exact(6.25).sqrt().certainly_eq(&Interval::exact(2.5)), "sqrt(6.25) = 2.5 at {bits} bits");
            assert!((Interval::exact(3.0) / Interval::exact(8.0)).certainly_eq(&Interval::exact(0.375)));
            assert!((Interval::exact(0.1) * Interval::exact(4.0)).certainly_eq(&Interval::exact(0.4000000000000000222044604925031308084726333618164062500)));
        });
    }
}

#[test]
fn results_that_are_not_binary_fractions_are_enclosed_strictly() {
    for bits in PRECISIONS {
        with_precision(bits, || {
            let third = Interval::exact(1.0) / Interval::exact(3.0);
            assert!(third.lo() < third.hi(), "1/3 is not a point");
            assert!(!(third.clone() * Interval::exact(3.0)).is_zero());
            // 3 * (1/3) encloses 1 but is not the point 1
            let one = third * Interval::exact(3.0);
            assert!(one.encloses(&Interval::exact(1.0)) && !one.certainly_eq(&Interval::exact(1.0)));
            // (sqrt 2)^2 encloses 2 and is not the point 2; its distance to 2 shrinks with the precision
            let s = Interval::exact(2.0).sqrt();
            let two = s.clone() * s;
            assert!(two.encloses(&Interval::exact(2.0)) && !two.certainly_eq(&Interval::exact(2.0)));
            let gap = (two - Interval::exact(2.0)).magnitude_log2_upper().unwrap();
            assert!(gap <= 4 - bits as i64, "(sqrt 2)^2 - 2 within 2^{gap} at {bits} bits");
        });
    }
}

#[test]
fn products_and_quotients_round_outward_in_the_right_direction() {
    // 0.1 (the f64) times 3: exact product 0.3000000000000000166533453693773481063544750213623046875
    let p = Interval::exact(0.1) * Interval::exact(3.0);
    let exact = with_precision(256, || Interval::from_decimal("0.3000000000000000166533453693773481063544750213623046875").unwrap());
    assert!(p.encloses(&exact));
    // 1/10 at 64 bits: the enclosure contains the real 0.1, which no binary float equals
    let tenth = Interval::exact(1.0) / Interval::exact(10.0);
    let real = with_precision(256, || Interval::from_decimal("0.1").unwrap());
    assert!(tenth.encloses(&real) && tenth.lo() < tenth.hi());
    // negative quotient: -1/3
    let q = Interval::exact(-1.0) / Interval::exact(3.0);
    assert!(q.hi() < 0.0 && q.lo() <= -1.0 / 3.0 && -1.0 / 3.0 <= q.hi());
}
