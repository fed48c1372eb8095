use ndarray::array;

use lemmacheck::math::norms::max_abs_entry;
use lemmacheck::math::res::{midrange, minimiser_box, minimum_distance, res, res_with};

#[test]
fn res_subtracts_the_midrange_not_the_mean() {
    // column 0 = (0, 0, 3): mean 1, midrange 1.5; column 1 = (1, 2, 6): mean 3, midrange 3.5
    let z = array![[0.0, 1.0], [0.0, 2.0], [3.0, 6.0]];
    assert_eq!(midrange(&z), array![1.5, 3.5]);
    assert_eq!(res(&z), array![[-1.5, -2.5], [-1.5, -1.5], [1.5, 2.5]]);
    assert_eq!(minimum_distance(&z), 2.5);
    // the mean would leave a larger entry: 6 - 3 = 3 > 2.5
    assert!(res_with(&z, &array![1.0, 3.0]).iter().any(|v| v.abs() > 2.5));
}

#[test]
fn midrange_attains_the_minimum() {
    let z = array![[0.0, 5.0], [2.0, 5.5], [1.0, 4.0]];
    let r = res(&z);
    assert_eq!(max_abs_entry(r.iter()), minimum_distance(&z));
    assert_eq!(minimum_distance(&z), 1.0);
    // column 1 has range 1.5 < 2, so its minimiser is an interval, not a point
    let b = minimiser_box(&z);
    assert_eq!(b[0], (1.0, 1.0));
    assert_eq!(b[1], (4.5, 5.0));
}

/// In `f64`, the column extremes (taken a row at a time) are each column's fold of
/// `f64::max` and `f64::min` from its first row down, Res subtracts the midrange entry by
/// entry, and ‖Res(Z)‖_∞ without forming Res(Z) is the fold of |Res(Z)ᵢⱼ| in row-major
/// order, all bit for bit: on signed zeros (which `max` and `min` may return either of),
/// NaNs, infinities, subnormals, one row, no columns, and matrices stored column by column.
#[test]
fn f64_res_is_the_columns_folds_bit_for_bit() {
    use lemmacheck::math::res::{column_extremes, res_entrywise_max};
    use ndarray::{Array1, Array2, ShapeBuilder};
    let values = [0.0, -0.0, 1.5, -2.25, f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 3.0e-310, 7.0, -1.0e300];
    let mut rng = lemmacheck::engine::rng::SplitMix::new(3);
    let mut next = move || rng.next_u64();
    for case in 0..2000 {
        let (n, d) = (1 + (case % 4), case % 5);
        let entries: Vec<f64> = (0..n * d).map(|_| values[(next() % values.len() as u64) as usize]).collect();
        let z = if case % 3 == 0 {
            Array2::from_shape_vec((n, d).f(), entries).expect("shape")
        } else {
            Array2::from_shape_vec((n, d), entries).expect("shape")
        };
        let fold = |j: usize, f: fn(f64, f64) -> f64| z.column(j).iter().copied().reduce(f).expect("a row").to_bits();
        let extremes = column_extremes(&z);
        assert_eq!(extremes.len(), d);
        for (j, &(hi, lo)) in extremes.iter().enumerate() {
            assert_eq!((hi.to_bits(), lo.to_bits()), (fold(j, f64::max), fold(j, f64::min)), "column {j} of {z}");
        }
        let c: Array1<f64> = midrange(&z);
        let by_entry = Array2::from_shape_fn((n, d), |(i, j)| z[(i, j)] - c[j]);
        let r = res(&z);
        assert!(r.is_standard_layout());
        assert!(r.iter().zip(&by_entry).all(|(a, b)| a.to_bits() == b.to_bits()), "Res of {z}: {r} against {by_entry}");
        let largest = by_entry.iter().map(|v| v.abs()).reduce(f64::max).unwrap_or(0.0);
        assert_eq!(res_entrywise_max(&z).to_bits(), largest.to_bits(), "||Res(Z)|| of {z}");
    }
}
