use ndarray::{array, Array2};

use lemmacheck::math::attention::Head;
use lemmacheck::math::layer_collapse::{attention_network, delta, epsilon, g, geometric_sum, hybrid, lipschitz_constant, residual, Skips};

fn net() -> (Array2<f64>, Vec<Vec<Head<f64>>>) {
    let h = Head { w_q: array![[0.5, 0.0], [0.25, 1.0]], w_k: array![[1.0, -0.5], [0.0, 0.5]], w_v: array![[0.5, 0.25], [0.0, -1.0]] };
    (array![[1.0, 0.0], [0.5, -1.0], [0.0, 2.0]], vec![vec![h.clone()], vec![h.clone(), h]])
}

#[test]
fn hybrids_at_the_ends_are_the_named_networks() {
    let (x0, layers) = net();
    let res = residual(&x0, &layers, &1.0);
    let pure = attention_network(&x0, &layers, &1.0);
    assert_eq!(hybrid(&x0, &layers, 2, Skips::Printed, &1.0), res);
    assert_eq!(hybrid(&x0, &layers, 0, Skips::Printed, &1.0), pure);
    assert_eq!(hybrid(&x0, &layers, 0, Skips::AttentionRemoved, &1.0), res);
    assert_eq!(hybrid(&x0, &layers, 2, Skips::AttentionRemoved, &1.0)[2], x0);
}

#[test]
fn parameters_match_their_definitions() {
    let (eta, phi0) = (0.5, 0.25);
    assert_eq!(epsilon(&eta, &phi0, 2, 1), 2.0 * 0.5 * 0.25 * 2.0);
    assert_eq!(g(&0.0), 0.0);
    let e2 = epsilon(&eta, &phi0, 2, 2);
    assert_eq!(delta(&eta, &phi0, 2, 2), 2.0 * 2.0 * (4.0 * e2).exp_m1());
    assert_eq!(lipschitz_constant(&eta, &phi0, 2, 2), 1.5 * (e2 * e2 + 1.0));
    assert_eq!(geometric_sum(&2.0, 3), 15.0);
}
