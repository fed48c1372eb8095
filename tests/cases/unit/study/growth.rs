use lemmacheck::study::growth::{Point, Profile};

fn profile(points: &[(usize, f64)]) -> Profile {
    Profile { name: "d".into(), points: points.iter().map(|&(value, r)| Point { value, ratio: Some(r), at: Vec::new() }).collect() }
}

#[test]
fn a_power_law_has_its_power_as_exponent() {
    let p = profile(&[(1, 1.0), (2, 4.0), (4, 16.0), (8, 64.0)]);
    assert!((p.exponent().unwrap() - 2.0).abs() < 1e-12);
    assert!(p.still_grows());
    let flat = profile(&[(1, 0.1), (2, 0.15), (4, 0.16), (8, 0.16)]);
    assert!(flat.exponent().unwrap().abs() < 0.05);
    assert!(!flat.still_grows());
}
