use ndarray::array;

use lemmacheck::math::norms::max_abs_entry;
use lemmacheck::math::res::{midrange, minimiser_box, minimum_distance, res, res_with};

#[test]
fn res_subtracts_the_midrange_not_the_mean() {
    // column 0 = (0, 0, 3): mean 1, midrange 1.5; column 1 = (1, 2, 6): mean 3, midrange 3.5
    let z = array![[0.0, 1.0], [0.0, 2.0], [3.0, 6.0]];
    assert_eq!(midrange(&z), array![1.5, 3.5]);
    assert_eq!(res(&z), array![[-1.5, -2.5], [-1.5, -1.5], [1.5, 2.5]]);
    assert_eq!(minimum_distance(&z), 2.5);
    // the mean would leave a larger entry: 6 - 3 = 3 > 2.5
    assert!(res_with(&z, &array![1.0, 3.0]).iter().any(|v| v.abs() > 2.5));
}

#[test]
fn midrange_attains_the_minimum() {
    let z = array![[0.0, 5.0], [2.0, 5.5], [1.0, 4.0]];
    let r = res(&z);
    assert_eq!(max_abs_entry(r.iter()), minimum_distance(&z));
    assert_eq!(minimum_distance(&z), 1.0);
    // column 1 has range 1.5 < 2, so its minimiser is an interval, not a point
    let b = minimiser_box(&z);
    assert_eq!(b[0], (1.0, 1.0));
    assert_eq!(b[1], (4.5, 5.0));
}
