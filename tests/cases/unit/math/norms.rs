use ndarray::array;

use lemmacheck::math::norms::{abs_entry_sum, dong_one_infinity, max_abs_entry, max_column_sum, max_row_sum};

#[test]
fn the_four_norms_of_one_matrix_differ() {
    let a = array![[1.0, -2.0], [3.0, 0.5]];
    assert_eq!(max_abs_entry(a.iter()), 3.0);
    assert_eq!(abs_entry_sum(a.iter()), 6.5);
    assert_eq!(max_column_sum(&a), 4.0);
    assert_eq!(max_row_sum(&a), 3.5);
    assert_eq!(dong_one_infinity(&a), 14.0f64.sqrt());
}
