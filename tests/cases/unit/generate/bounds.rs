use lemmacheck::generate::bounds::{dyadic_at_least, dyadic_at_most};

#[test]
fn bounds_are_on_the_right_side_and_short() {
    for &x in &[1.0 / 3.0, 1.0, 2.0, 7.25, 1e-9, 12345.678] {
        let lo = dyadic_at_most(x, 12).unwrap();
        let hi = dyadic_at_least(x, 12);
        assert!(lo < x && hi > x, "{lo} < {x} < {hi}");
        assert!(lo > x * 0.999 && hi < x * 1.001, "{lo} {x} {hi}");
        for v in [lo, hi] {
            let e = v.log2().floor() as i32 - 11;
            assert_eq!((v / 2f64.powi(e)).fract(), 0.0, "{v} has more than 12 bits");
        }
    }
    assert_eq!(dyadic_at_most(0.0, 8), None);
    assert!(dyadic_at_least(0.0, 8) > 0.0);
}
