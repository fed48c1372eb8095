use ndarray::array;

use lemmacheck::math::mlp::{gelu, lipschitz_bound, mlp, Mlp};

#[test]
fn relu_cuts_negative_preactivations() {
    let p = Mlp { w1: array![[1.0, -1.0]], b1: array![0.0, 0.0], w2: array![[1.0], [1.0]], b2: array![0.5], scale: 2.0 };
    let y = mlp(&array![[3.0], [-2.0]], &p);
    assert_eq!(y, array![[7.0], [5.0]]);
    assert_eq!(lipschitz_bound(&p), 4.0);
}

#[test]
fn gelu_is_t_times_the_normal_distribution_function() {
    // Φ(0) = 1/2, Φ(1) = 0.841344746068543 (tables), Φ(−1) = 1 − Φ(1)
    assert_eq!(gelu(0.0), 0.0);
    assert!((gelu(1.0) - 0.841_344_746_068_543).abs() < 1e-15);
    assert!((gelu(-1.0) + (1.0 - 0.841_344_746_068_543)).abs() < 1e-15);
    assert!((gelu(2.0) - 2.0 * 0.977_249_868_051_821).abs() < 1e-15);
}
