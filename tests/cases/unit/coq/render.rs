use dashu_int::IBig;
use serde_json::Value as Json;

use lemmacheck::coq::render::{literal, pair, rational};
use lemmacheck::coq::statement::CoqType;

#[test]
fn exact_decimals_become_dyadic_rationals() {
    assert_eq!(rational("0.75").unwrap(), (IBig::from(3), IBig::from(4)));
    assert_eq!(rational("-1").unwrap(), (IBig::from(-1), IBig::from(1)));
    assert_eq!(rational("0").unwrap(), (IBig::from(0), IBig::from(1)));
    assert_eq!(rational("0.000000000931322574615478515625").unwrap(), (IBig::from(1), IBig::from(1u64 << 30)));
    assert_eq!(rational("-2.5").unwrap(), (IBig::from(-5), IBig::from(2)));
    assert!(rational("1e-5").is_err());
    assert!(rational("").is_err());
}

#[test]
fn numbers_are_written_as_a_and_k() {
    assert_eq!(pair("3").unwrap(), "(3, 0)");
    assert_eq!(pair("-0.75").unwrap(), "(-3, 2)");
    assert_eq!(pair("0.000000000931322574615478515625").unwrap(), "(1, 30)");
    assert!(pair("0.2").is_err(), "1/5 is not a dyadic rational");
}

#[test]
fn arrays_follow_the_binder_type() {
    let m: Json = serde_json::json!([["0", "1"], ["0.5", "-2"]]);
    assert_eq!(literal(&m, CoqType::Mat).unwrap().data, "[[(0, 0); (1, 0)];\n   [(1, 1); (-2, 0)]]");
    assert!(literal(&m, CoqType::Vec).is_err());
    let g: Json = serde_json::json!([[[["1"]]]]);
    assert_eq!(literal(&g, CoqType::Grid).unwrap().data, "[[[[(1, 0)]]]]");
}
