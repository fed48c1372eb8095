use ndarray::{array, Array2};

use lemmacheck::math::token_mean::{relative_residual, res_mean, residual_norm};

#[test]
fn constant_rows_have_no_residual() {
    let h = array![[1.0, 2.0], [1.0, 2.0], [1.0, 2.0]];
    assert_eq!(res_mean(&h), Array2::<f64>::zeros((3, 2)));
    assert_eq!(relative_residual(&h), 0.0);
}

#[test]
fn residual_of_two_tokens() {
    let h = array![[1.0, 0.0], [3.0, 4.0]];
    assert_eq!(res_mean(&h), array![[-1.0, -2.0], [1.0, 2.0]]);
    // ‖·‖₁ = max column sum = 4, ‖·‖_∞ = max row sum = 3
    assert_eq!(residual_norm(&h), 12.0f64.sqrt());
    // ‖H‖₁ = 4, ‖H‖_∞ = 7: the relative residual is √(12/28)
    approx::assert_relative_eq!(relative_residual(&h), (3.0f64 / 7.0).sqrt(), max_relative = 4.0 * f64::EPSILON);
}

/// The `f64` path performs the generic code's operations in its order: the same bits for
/// random matrices with ties, both zeros, huge and tiny entries, NaN and infinities.
#[test]
fn res_mean_in_f64_is_the_generic_evaluation_bit_for_bit() {
    use lemmacheck::engine::rng::SplitMix;
    use lemmacheck::math::token_mean::res_mean_f64;
    let special = [0.0, -0.0, 1.0, -0.5, 0.1, 1e308, -1e308, 5e-324, f64::NAN, f64::INFINITY, f64::NEG_INFINITY];
    let mut rng = SplitMix::new(3);
    for _ in 0..5000 {
        let (n, d) = (1 + rng.below(6) as usize, 1 + rng.below(5) as usize);
        let h = ndarray::Array2::from_shape_fn((n, d), |_| match rng.below(3) {
            0 => special[rng.below(special.len() as u32) as usize],
            1 => f64::from(rng.below(9) as i32 - 4) / 8.0,
            _ => rng.normal() * 2f64.powi(rng.below(200) as i32 - 100),
        });
        // as printed: (1/n) Σₖ (Hᵢⱼ − Hₖⱼ), the sum starting at 0
        let generic = ndarray::Array2::from_shape_fn((n, d), |(i, j)| (0..n).fold(0.0, |t, k| t + (h[(i, j)] - h[(k, j)])) / n as f64);
        let bits = |m: &ndarray::Array2<f64>| m.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
        assert_eq!(bits(&res_mean_f64(&h)), bits(&generic), "{h}");
    }
}
