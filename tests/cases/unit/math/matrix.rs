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
    for (m, k, p) in [(1, 1, 1), (3, 5, 2), (7, 32, 9), (4, 0, 3), (0, 3, 2), (2, 3, 0)] {
        let mut draw = |n: usize, c: usize| {
            Array2::from_shape_fn((n, c), |_| {
                let r = next();
                if r % 7 == 0 {
                    special[(r >> 8) as usize % special.len()]
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
        // a transposed (column-major) operand as well
        let bt = transpose(&b.t().to_owned());
        assert_eq!(bits(&matmul(&a, &bt)), bits(&generic(&a, &b)));
    }
}
