use lemmacheck::math::Scalar;
use lemmacheck::math::interval::Interval;
use lemmacheck::math::slope::{Bound, Slope};

fn coordinate(lo: f64, hi: f64, k: usize) -> Slope {
    Slope::coordinate(Interval::new(lo, hi), k, 2)
}

#[test]
fn bounds_round_outward_only_when_inexact() {
    let third = Bound::point(1.0) / Bound::point(3.0);
    assert!(third.lo < third.hi && third.lo <= 1.0 / 3.0 && 1.0 / 3.0 <= third.hi);
    assert_eq!(Bound::point(0.5) + Bound::point(0.25), Bound::point(0.75));
    let s = Bound::point(1.0) + Bound::point(1e-30);
    assert!(s.lo == 1.0 && s.hi > 1.0);
    assert_eq!(Bound::point(3.0) * Bound::point(0.5), Bound::point(1.5));
}

#[test]
fn the_same_quantity_minus_itself_has_no_slope() {
    let x = coordinate(0.0, 1.0, 0);
    let e = x.exp();
    let d = e.clone() - e;
    assert!(d.value().is_zero() && d.slopes().is_some_and(|s| s.is_empty()));
}

#[test]
fn slopes_enclose_the_derivative_and_the_mean_value_form_is_tight() {
    // q(x, y) = x·e^y on [1, 1.1] × [0, 0.1]: ∂q/∂x = e^y ∈ [1, e^0.1], ∂q/∂y = x e^y
    let q = coordinate(1.0, 1.1, 0) * coordinate(0.0, 0.1, 1).exp();
    let gx = q.slope(0).unwrap();
    let gy = q.slope(1).unwrap();
    assert!(gx.lo <= 1.0 && gx.hi >= 0.1f64.exp() && gx.hi < 1.2);
    assert!(gy.lo <= 1.0 && gy.hi >= 1.1 * 0.1f64.exp() && gy.hi < 1.3);
}

#[test]
fn abs_and_max_keep_a_slope_hull() {
    let x = coordinate(-1.0, 1.0, 0);
    let a = x.abs();
    assert_eq!(a.slope(0), Some(Bound::new(-1.0, 1.0)));
    let m = x.max(&Slope::exact(0.0));
    assert_eq!(m.slope(0), Some(Bound::new(0.0, 1.0)));
}

#[test]
fn a_square_root_at_zero_has_unknown_slopes() {
    let x = coordinate(0.0, 1.0, 0);
    assert!(x.sqrt().slopes().is_none());
    assert!(coordinate(1.0, 4.0, 0).sqrt().slopes().is_some());
}
