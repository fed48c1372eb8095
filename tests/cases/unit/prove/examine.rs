use lemmacheck::prove::examine::{halves, splittable};

#[test]
fn halves_meet_at_an_inner_midpoint() {
    let cube = vec![(0.0, 1.0), (2.0, 2.0)];
    let (l, r) = halves(&cube, 0);
    assert_eq!(l, vec![(0.0, 0.5), (2.0, 2.0)]);
    assert_eq!(r, vec![(0.5, 1.0), (2.0, 2.0)]);
    assert!(!splittable(2.0, 2.0));
    assert!(!splittable(1.0, f64::from_bits(1.0f64.to_bits() + 1)));
}
