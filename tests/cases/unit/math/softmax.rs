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

/// softm of each row in `f64` (one buffer) is, bit for bit, `softm` applied row by row,
/// on random matrices of many shapes with ties, both zeros, infinities, NaN, huge and tiny
/// entries, in row-major and column-major layout; a matrix without rows has none.
#[test]
fn softm_of_rows_in_f64_is_softm_row_by_row_bit_for_bit() {
    use lemmacheck::engine::rng::SplitMix;
    use lemmacheck::math::softmax::{softm_rows, softm_rows_f64};
    use ndarray::{Array2, ShapeBuilder};
    let mut rng = SplitMix::new(0x50f7_3a11);
    let special = [0.0, -0.0, 1.0, -1.0, 700.0, -745.0, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, 1e308, -1e308, 5e-324];
    let bits = |m: &Array2<f64>| m.iter().map(|v| if v.is_nan() { f64::NAN.to_bits() } else { v.to_bits() }).collect::<Vec<_>>();
    for _ in 0..3000 {
        let (n, d) = (1 + (rng.next_u64() % 9) as usize, 1 + (rng.next_u64() % 10) as usize);
        let a = Array2::from_shape_fn((n, d), |_| {
            let r = rng.next_u64();
            match r % 4 {
                0 => special[(r >> 8) as usize % special.len()],
                1 => ((r >> 12) % 5) as f64 - 2.0,
                _ => ((r >> 11) as f64 / 2f64.powi(53) - 0.5) * 2f64.powi((r % 61) as i32 - 30),
            }
        });
        let row_by_row = Array2::from_shape_fn((n, d), |(i, j)| softm(&a.row(i).to_vec())[j]);
        assert_eq!(bits(&softm_rows_f64(&a)), bits(&row_by_row), "{a:?}");
        assert_eq!(bits(&softm_rows(&a)), bits(&row_by_row));
        let mut columns = Array2::zeros(a.dim().f());
        columns.assign(&a);
        assert_eq!(bits(&softm_rows_f64(&columns)), bits(&row_by_row), "column-major {a:?}");
    }
    assert_eq!(softm_rows_f64(&Array2::zeros((0, 3))).dim(), (0, 3));
}
