use ndarray::{array, Array2};

use lemmacheck::math::attention::{attention_matrix, residual_network, scores, softmv, Head};
use lemmacheck::math::matrix::{matmul, transpose};

fn head() -> Head<f64> {
    Head { w_q: array![[1.0, 0.0], [0.0, 2.0]], w_k: array![[0.5, 1.0], [0.0, 1.0]], w_v: array![[1.0, -1.0], [0.5, 0.25]] }
}

#[test]
fn interval_scores_skip_only_rows_that_meet_exact_zeros() {
    use lemmacheck::math::matrix::lift;
    use lemmacheck::math::Interval;
    let w_q = lift::<Interval>(&array![[1.0, 0.1, -3.0], [0.0, 2.0, 0.7], [0.3, -0.2, 1.1]]);
    let w_k = lift::<Interval>(&array![[0.5, 1.0, 0.0], [0.0, 1.0, -0.9], [0.25, 0.6, 0.3]]);
    for x in [array![[0.0, 1.5, 0.0], [0.0, -0.25, 0.0]], array![[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], array![[1.0, 0.3, 0.0], [0.0, 0.0, 0.0]]] {
        let x = lift::<Interval>(&x);
        let full = matmul(&matmul(&x, &matmul(&w_q, &transpose(&w_k))), &transpose(&x));
        let got = scores(&x, &w_q, &w_k);
        assert!(full.iter().zip(got.iter()).all(|(a, b)| a.same_real(b)), "{full:?} vs {got:?}");
    }
}

#[test]
fn attention_rows_are_probability_vectors() {
    let x = array![[1.0, 2.0], [-1.0, 0.5], [0.0, 3.0]];
    let p = attention_matrix(&x, &head().w_q, &head().w_k, &0.7);
    assert_eq!(p.dim(), (3, 3));
    for row in p.rows() {
        assert!((row.sum() - 1.0).abs() < 1e-12 && row.iter().all(|&v| v > 0.0));
    }
}

#[test]
fn zero_value_weights_make_the_residual_network_the_identity() {
    let x = array![[1.0, 2.0], [-1.0, 0.5]];
    let mut h = head();
    h.w_v = Array2::zeros((2, 2));
    let xs = residual_network(&x, &[vec![h.clone(), h.clone()], vec![h]], &1.0);
    assert_eq!(xs.len(), 3);
    assert!(xs.iter().all(|xl| *xl == x));
}

#[test]
fn constant_tokens_stay_constant_through_a_head() {
    // equal rows attend uniformly and produce equal rows (rank collapse's fixed point)
    let x = array![[1.0, -2.0], [1.0, -2.0], [1.0, -2.0]];
    let y = softmv(&x, &head(), &1.0);
    assert!(y.rows().into_iter().all(|r| r == y.row(0)));
}
