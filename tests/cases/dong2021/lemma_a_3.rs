//! Dong et al. (2021) Lemma A.3: P <= (I + 2D) 1 softmax(r)^T, without and with the
//! missed assumption, and the largest threshold on max (E_ij - E_ij').
//!
//! Thresholds of the study test: every certified counterexample must have spread above
//! x* ≈ 1.25643 (below it e^D <= 1 + 2D and P_ij <= e^{D_ii} softmax(r)_j make the bound
//! true), so the smallest failing threshold is above x*; the search must find one within
//! 2^-6 of x*, and must not refute the authors' threshold 1.

use lemmacheck::claims::dong2021::lemma_a_3::{scalar_threshold, threshold_report, threshold_study};

use lemmacheck::engine::Settings;

#[test]
fn largest_threshold() {
    let x_star = scalar_threshold();
    assert!((x_star.exp() - 1.0 - 2.0 * x_star).abs() < 1e-12 && (1.2564..1.2565).contains(&x_star));
    let s = Settings::from_env().unwrap_or_else(|e| panic!("{e}"));
    let study = threshold_study(1.0, 2.0, 8, 1000, 4000, &s).expect("the end points behave");
    assert!(study.holds_up_to >= 1.0);
    assert!(study.fails_from > x_star, "a certified counterexample below x*: {study:?}");
    assert!(study.counterexample_spread > x_star && study.counterexample_spread <= study.fails_from);
    assert!(study.fails_from - x_star < 2f64.powi(-6), "the search stopped at {} (x* = {x_star})", study.fails_from);
    let report = threshold_report(&study);
    assert!(report.contains("fails"), "{report}");
}
