use ndarray::array;

use lemmacheck::math::layer_norm::{layer_norm, LayerNorm};

#[test]
fn tokens_are_normalised_one_by_one() {
    let z = array![[1.0, 3.0], [0.0, 0.0], [10.0, 30.0]];
    let ln = LayerNorm::plain(2, 0.0);
    let y = layer_norm(&z, &LayerNorm { eps: 1e-300, ..ln });
    assert_eq!(y.row(0).to_vec(), vec![-1.0, 1.0]);
    assert_eq!(y.row(2).to_vec(), vec![-1.0, 1.0]);
    assert_eq!(y.row(1).to_vec(), vec![0.0, 0.0]);
}
