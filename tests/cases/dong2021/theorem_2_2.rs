//! Dong et al. (2021) Theorem 2.2: the study of the undefined γ on a small instance.
//!
//! Thresholds: for L = 1, n = 2, d = d_qk = 1 the smallest γ consistent with every case is
//! sup γ_needed = 1/8, approached but not attained as the residual shrinks (there
//! Δ(X₁) = v (σ(w x₁δ) − σ(w x₂δ)) δ with σ′ ≤ 1/4, which gives γ_needed < 1/8; and two
//! layers need no more, since each layer then contracts cubically with the same constant).
//! The test asks the search's certified figure to be within 4 % of 1/8 and never above
//! it, and each `f64` figure to agree with its certified enclosure to 1e-6.

use lemmacheck::claims::dong2021::theorem_2_2::{gamma_report, gamma_study};

#[test]
fn gamma_on_a_small_instance() {
    let rows = gamma_study(2, 2, 1, 8, 1500, 2021);
    assert_eq!(rows.len(), 2);
    let one = &rows[0];
    assert_eq!((one.layers, one.n, one.d), (1, 2, 1));
    assert!(one.resolved);
    // the certified lower end can never exceed the supremum 1/8; the f64 value may, by its
    // rounding error (relative residuals down to 1e-8 cost up to ~1e-8 relative accuracy)
    assert!(one.certified.0 >= 0.12 && one.certified.0 <= 0.125, "gamma for L = 1, n = 2, d = 1: {one:?}");
    assert!(one.gamma <= 0.125 * (1.0 + 1e-6), "gamma for L = 1, n = 2, d = 1: {one:?}");
    for r in &rows {
        assert!(r.resolved, "no resolvable case at L = {}", r.layers);
        assert!(r.certified.0 > 0.0 && (r.certified.0 - r.gamma).abs() <= 1e-6 * r.gamma, "{r:?}");
    }
    // two layers need no larger gamma than one at this size
    assert!(rows[1].certified.0 <= 0.125, "gamma for L = 2: {:?}", rows[1]);
    let report = gamma_report(&rows);
    assert!(report.contains("| 1 | 2 | 1 | 0.12"), "{report}");
}
