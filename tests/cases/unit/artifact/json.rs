use serde_json::{json, Value as Json};

use lemmacheck::artifact::json::{parse, to_text};

#[test]
fn parse_reads_what_serde_json_reads() {
    let text = to_text(&json!({"A": [[1.0, 2.5], [-0.25, 3.0]], "eps": 0.5, "n": 3, "s": "x", "z": null, "t": true}));
    assert_eq!(parse(&text).unwrap(), serde_json::from_str::<Json>(&text).unwrap());
    let keys: Vec<String> = parse(&text).unwrap().as_object().unwrap().keys().cloned().collect();
    assert_eq!(keys, ["A", "eps", "n", "s", "z", "t"], "the order of the keys is kept");
}

#[test]
fn a_duplicate_key_is_an_error_naming_it() {
    let err = parse("{\"a\": {\"b\": [1, {\"c\": 1, \"c\": 2}]}}").unwrap_err();
    assert!(err.contains("`a.b[1].c`") && err.contains("twice"), "{err}");
}

#[test]
fn numbers_that_are_not_finite_are_errors_naming_the_field() {
    let err = parse("{\"certificate\": {\"lhs\": [0.5, 1e999]}}").unwrap_err();
    assert!(err.contains("`certificate.lhs[1]`") && err.contains("finite"), "{err}");
    for word in ["NaN", "Infinity", "-Infinity"] {
        let err = parse(&format!("{{\n  \"search\": {{\n    \"seed\": {word}\n  }}\n}}")).unwrap_err();
        assert!(err.contains("`search.seed`") && err.contains("NaN and Infinity"), "{word}: {err}");
    }
    let err = parse("{\"x\": [1, 2,]}").unwrap_err();
    assert!(err.contains("not valid JSON") && err.contains("`x[2]`"), "{err}");
    assert!(parse("{} x").unwrap_err().contains("trailing characters"));
}

#[test]
fn a_matrix_is_one_row_per_line() {
    let text = to_text(&json!({"A": [[1.0, 2.5], [-0.25, 3.0]], "eps": 0.5}));
    assert_eq!(text, "{\n  \"A\": [\n    [1.0, 2.5],\n    [-0.25, 3.0]\n  ],\n  \"eps\": 0.5\n}\n");
    assert_eq!(serde_json::from_str::<Json>(&text).unwrap(), json!({"A": [[1.0, 2.5], [-0.25, 3.0]], "eps": 0.5}));
}
