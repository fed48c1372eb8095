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
