use lemmacheck::math::softmax::{alpha, softm, softm_rows};
use lemmacheck::math::{Interval, Scalar};

#[test]
fn softm_matches_known_values() {
    // softm(0, ln 2, ln 5) = (1, 2, 5)/8; softm(1, 2, 3) = e^(i-3) / (e^-2 + e^-1 + 1)
    let p = softm(&[0.0, 2f64.ln(), 5f64.ln()]);
    for (got, want) in p.iter().zip([0.125, 0.25, 0.625]) {
        approx::assert_relative_eq!(*got, want, max_relative = 4.0 * f64::EPSILON);
    }
    let p = softm(&[1.0, 2.0, 3.0]);
    for (got, want) in p.iter().zip([0.09003057317038046, 0.24472847105479764, 0.6652409557748219]) {
        approx::assert_relative_eq!(*got, want, max_relative = 4.0 * f64::EPSILON);
    }
    // a row is normalised on its own: shifting a row changes nothing, scaling it does
    let q = softm(&[2.0, 4.0, 6.0]);
    approx::assert_relative_eq!(q[2], 1.0 / (1.0 + (-2f64).exp() + (-4f64).exp()), max_relative = 4.0 * f64::EPSILON);
    assert!(q[2] > p[2]);
    let rows = softm_rows(&ndarray::array![[1.0, 2.0, 3.0], [3.0, 2.0, 1.0]]);
    approx::assert_relative_eq!(rows[[0, 2]], rows[[1, 0]], max_relative = 0.0);
    approx::assert_relative_eq!(rows[[1, 2]], 0.09003057317038046, max_relative = 4.0 * f64::EPSILON);
}

#[test]
fn alpha_is_the_unshifted_sum_of_exponentials() {
    approx::assert_relative_eq!(alpha(&[0.0, 1.0]), 1.0 + std::f64::consts::E, max_relative = 2.0 * f64::EPSILON);
}

#[test]
fn softm_sums_to_one_and_survives_large_arguments() {
    let p = softm(&[1000.0, 1000.0, 0.0]);
    assert!((p[0] - 0.5).abs() < 1e-15 && p[2] < 1e-300);
}

#[test]
fn interval_softm_encloses_f64_softm() {
    let x = [0.5, -1.25, 2.0];
    let p = softm(&x);
    let q = softm(&x.map(Interval::exact));
    for (a, b) in p.iter().zip(q.iter()) {
        assert!(b.lo() <= *a && *a <= b.hi(), "{a} not in {b:?}");
    }
}
