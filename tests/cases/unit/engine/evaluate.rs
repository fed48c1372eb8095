use lemmacheck::claim::{Inequality, Place};
use lemmacheck::engine::evaluate::needs_certificate;

#[test]
fn near_misses_and_identities_go_to_the_certificate_and_clear_margins_do_not() {
    let at_most = |lhs: f64, rhs: f64| needs_certificate(&Inequality::new(lhs, rhs));
    assert!(at_most(2.0, 1.0), "a violation");
    assert!(at_most(1.0, 1.0), "a tie");
    assert!(at_most(1.0 - 2f64.powi(-45), 1.0), "within 2^-40 of the boundary");
    assert!(at_most(-1e6 * (1.0 - 2f64.powi(-45)), -1e6), "relative to the sides' size");
    assert!(!at_most(1.0 - 2f64.powi(-30), 1.0), "2^-30 below: f64 is trusted");
    assert!(!at_most(0.5, 1.0));
    assert!(needs_certificate(&Inequality::equal(Place::WHOLE, 1.0, 1.0)), "an identity always");
}
