use ndarray::array;

use lemmacheck::math::rank::{cofactor_null_vector, det, minors, subsets};

#[test]
fn determinants_and_minors() {
    let a = array![[2.0, 0.0, 1.0], [1.0, 3.0, 0.0], [0.0, 1.0, 4.0]];
    assert_eq!(det(&a), 25.0);
    let rank_one = array![[1.0, 2.0], [2.0, 4.0], [3.0, 6.0]];
    assert!(minors(&rank_one, 2).iter().all(|(_, _, m)| *m == 0.0));
    assert_eq!(minors(&rank_one, 3).len(), 0);
    assert_eq!(subsets(4, 2).len(), 6);
}

#[test]
fn cofactor_vector_is_a_left_null_vector() {
    let b = array![[1.0, 2.0], [0.0, 1.0], [3.0, -1.0]];
    let u = cofactor_null_vector(&b);
    for j in 0..2 {
        let s: f64 = (0..3).map(|i| u[i] * b[(i, j)]).sum();
        assert_eq!(s, 0.0);
    }
    assert!(u.iter().any(|&x| x != 0.0));
}
