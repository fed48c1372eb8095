use lemmacheck::artifact::table::{counterexample_ratio_text, ratio_text, stem_of};

#[test]
fn printed_numbers_map_to_claim_stems() {
    assert_eq!(stem_of("Lemma 4.2"), "lemma-4.2");
    assert_eq!(stem_of("Corollary D.3"), "corollary-d.3");
    assert_eq!(stem_of("Eq. (7)"), "eq-7");
    assert_eq!(stem_of("Fact 3.3"), "fact-3.3");
}

#[test]
fn a_refuted_row_shows_its_own_sides() {
    let doc = |l: f64, r: f64| serde_json::json!({"lhs": l, "rhs": r, "certificate": {"relation": "<="}});
    assert_eq!(counterexample_ratio_text(&doc(3.0, 2.0)), "1.5000");
    assert_eq!(counterexample_ratio_text(&doc(1.0, 0.0)), "∞");
    assert_eq!(counterexample_ratio_text(&doc(-1.0, -2.0)), "lhs − rhs = 1.0000e0");
}

/// −∞ is the searches' "no ratio" (no relation with a ratio at those inputs): it must not
/// read as the +∞ of lhs > 0 = rhs (the repair study once listed "∞ at L=1" for Part 2 of
/// Lemma C.2, which has no relation at L = 1).
#[test]
fn no_ratio_is_not_an_infinite_one() {
    assert_eq!(ratio_text(Some(f64::NEG_INFINITY)), "—");
    assert_eq!(ratio_text(None), "—");
    assert_eq!(ratio_text(Some(f64::INFINITY)), "∞");
    assert_eq!(ratio_text(Some(1.5)), "1.5000");
}
