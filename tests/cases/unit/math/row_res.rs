use ndarray::array;

use lemmacheck::math::row_res::res_rows;

#[test]
fn subtracts_each_rows_midrange() {
    let z = array![[0.0, 2.0, 1.0], [5.0, 5.0, 5.0]];
    assert_eq!(res_rows(&z), array![[-1.0, 1.0, 0.0], [0.0, 0.0, 0.0]]);
}
