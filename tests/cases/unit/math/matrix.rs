use ndarray::Array2;

use lemmacheck::engine::rng::SplitMix;
use lemmacheck::math::matrix::{matmul, transpose};
use lemmacheck::math::scalar::sum;

/// The generic product, entry by entry, as `matmul` computes it for other scalars.
fn generic(a: &Array2<f64>, b: &Array2<f64>) -> Array2<f64> {
    Array2::from_shape_fn((a.nrows(), b.ncols()), |(i, j)| sum((0..a.ncols()).map(|l| a[(i, l)] * b[(l, j)])))
}

#[test]
fn the_f64_product_is_the_generic_one_bit_for_bit_up_to_nan_payloads() {
    let mut rng = SplitMix::new(0x2545_f491_4f6c_dd1du64);
    let mut next = move || rng.next_u64();
    let special = [0.0, -0.0, 1.0, -1.0, 1e308, -1e308, 1e-320, f64::INFINITY, f64::NAN];
    // every width up to 8 (each its own loop) and wider ones, and empty factors
    let widths = (1..=10).map(|p| (3, 5, p)).chain((1..=8).map(|p| (8, 8, p)));
    for (m, k, p) in [(1, 1, 1), (3, 5, 2), (7, 32, 9), (4, 0, 3), (0, 3, 2), (2, 3, 0), (5, 1, 33)].into_iter().chain(widths) {
        let mut draw = |n: usize, c: usize| {
            Array2::from_shape_fn((n, c), |_| {
                let r = next();
                if r % 7 == 0 {
                    special[(r >> 8) as usize % special.len()]
                } else if r % 7 < 4 {
                    // entries of one magnitude, whose sums round differently in another order
                    (r >> 11) as f64 / 2f64.powi(53) - 0.5
                } else {
                    f64::from_bits(r >> 2) * if r & 1 == 0 { 1.0 } else { -1.0 } * 1e-300
                }
            })
        };
        let (a, b) = (draw(m, k), draw(k, p));
        // every NaN as one (the compiler may swap the operands of a sum, which changes
        // only which NaN's payload a NaN result carries)
        let bits = |x: &Array2<f64>| x.iter().map(|v| if v.is_nan() { f64::NAN.to_bits() } else { v.to_bits() }).collect::<Vec<_>>();
        assert_eq!(bits(&matmul(&a, &b)), bits(&generic(&a, &b)), "{m}x{k} by {k}x{p}");
        // a column-major operand as well, and a transpose's (row-major) copy
        let b_columns = column_major(&b);
        assert!(b_columns.as_slice().is_none() || k <= 1 || p <= 1, "a column-major copy");
        assert_eq!(bits(&matmul(&a, &b_columns)), bits(&generic(&a, &b)));
        let bt = transpose(&b_columns.t().to_owned());
        assert!(bt.is_standard_layout() && bt.dim() == b.dim());
        assert_eq!(bits(&matmul(&a, &bt)), bits(&generic(&a, &b)));
    }
}

/// A product of enclosures asked again gives the enclosures computing it gives, and is
/// recalled only for the same factors (endpoints and tags) at the same precision.
#[test]
fn a_remembered_product_is_returned_only_for_identical_factors_at_the_same_precision() {
    use lemmacheck::math::interval::with_precision;
    use lemmacheck::math::matrix::lift;
    use lemmacheck::math::{Interval, Scalar};
    let same = |a: &Array2<Interval>, b: &Array2<Interval>| a.dim() == b.dim() && a.iter().zip(b.iter()).all(|(x, y)| x.same_real(y) && x.lo() == y.lo() && x.hi() == y.hi());
    let a = lift::<Interval>(&ndarray::array![[0.1, 2.0, -1.0], [3.0, 0.3, 0.7]]);
    let b = lift::<Interval>(&ndarray::array![[1.0, -0.2], [0.5, 0.25], [0.3, 4.0]]);
    // the entries as the generic product computes them, without any kept copy
    let computed = with_precision(64, || Array2::from_shape_fn((2, 2), |(i, j)| sum((0..3).map(|l| a[(i, l)].clone() * b[(l, j)].clone()))));
    let first = with_precision(64, || matmul(&a, &b));
    let again = with_precision(64, || matmul(&a, &b));
    assert!(same(&first, &computed) && same(&again, &computed));
    // another factor: computed, not recalled
    let mut moved = b.clone();
    moved[(2, 1)] = Interval::exact(4.5);
    assert!(!same(&first, &with_precision(64, || matmul(&a, &moved))));
    // the same endpoints under another tag are another real
    let wide = || a.mapv(|v| Interval::new(v.lo(), v.hi() + 0.25));
    let (one, two) = (wide(), wide());
    let from_one = with_precision(64, || matmul(&one, &b));
    let from_two = with_precision(64, || matmul(&two, &b));
    assert!(from_one.iter().zip(from_two.iter()).all(|(x, y)| x.tag() != y.tag() && x.lo() == y.lo() && x.hi() == y.hi()));
    // at another precision: the narrower enclosure computed there
    let finer = with_precision(256, || matmul(&a, &b));
    assert!(first.iter().zip(finer.iter()).all(|(x, y)| x.encloses(y)) && !same(&first, &finer));
}

/// The same matrix stored column by column.
fn column_major(a: &Array2<f64>) -> Array2<f64> {
    use ndarray::ShapeBuilder;
    let mut m = Array2::zeros(a.dim().f());
    m.assign(a);
    m
}

/// Sums and differences are the entrywise ones for every layout: two row-major operands
/// (read as slices), and a transposed, column-major one (read entry by entry), give the
/// same bits; the result is row-major either way.
#[test]
fn sums_and_differences_are_entrywise_in_every_layout() {
    use lemmacheck::math::matrix::{add, sub};
    let mut rng = SplitMix::new(0x9e37_79b9_7f4a_7c15);
    // entries of both signs and many sizes, none repeated (so that a − b ≠ b − a)
    let mut draw = |n: usize, c: usize| {
        Array2::from_shape_fn((n, c), |_| {
            let r = rng.next_u64();
            ((r >> 11) as f64 / 2f64.powi(53) - 0.5) * 2f64.powi((r % 41) as i32 - 20)
        })
    };
    for (n, c) in [(1, 1), (3, 5), (8, 2), (0, 3)] {
        let (a, b) = (draw(n, c), draw(n, c));
        let bits = |x: &Array2<f64>| x.iter().map(|v| v.to_bits()).collect::<Vec<_>>();
        let by_entry = |f: fn(f64, f64) -> f64| Array2::from_shape_fn((n, c), |ij| f(a[ij], b[ij]));
        let b_columns = column_major(&b);
        assert!(b_columns.as_slice().is_none() || n <= 1 || c <= 1, "a column-major copy");
        for other in [&b, &b_columns] {
            assert_eq!(bits(&add(&a, other)), bits(&by_entry(|x, y| x + y)), "{n}x{c}");
            assert_eq!(bits(&sub(&a, other)), bits(&by_entry(|x, y| x - y)), "{n}x{c}");
            assert!(add(&a, other).is_standard_layout());
        }
    }
}

/// The memory's comparison of matrices reads entries, not layouts: a column-major copy
/// is the same matrix, and one flipped sign of zero is another.
#[test]
fn same_matrix_compares_entries_in_every_layout() {
    use lemmacheck::math::remembered::same_matrix;
    let a = Array2::from_shape_vec((2, 3), vec![1.0, 0.0, -2.5, 3.0, 4.0, 5.0]).expect("2 x 3");
    let columns = column_major(&a);
    assert!(columns.as_slice().is_none());
    assert!(same_matrix(&a, &columns) && same_matrix(&columns, &a) && same_matrix(&a, &a.clone()));
    let mut signed_zero = a.clone();
    signed_zero[(0, 1)] = -0.0;
    assert!(!same_matrix(&a, &signed_zero) && !same_matrix(&columns, &signed_zero));
    assert!(!same_matrix(&a, &Array2::zeros((3, 2))));
}

/// A fast path's `f64` result comes back as the generic type it is, unchanged; asked as
/// another type, it panics rather than converting.
#[test]
fn a_fast_path_result_is_returned_as_its_own_type_only() {
    use lemmacheck::math::scalar::as_generic;
    let m = Array2::from_shape_fn((2, 3), |(i, j)| i as f64 - j as f64 * 0.5);
    assert_eq!(as_generic::<Array2<f64>, Array2<f64>>(m.clone()), m);
    let other = std::panic::catch_unwind(|| as_generic::<Array2<f64>, Array2<f32>>(m.clone()));
    assert!(other.is_err(), "another type is refused");
}
