//! large-weights Lemma D.6: ‖softmv(X_ℓ) − softmv(Y)‖_∞ ≤ 3η(ε_ℓ² + 1) for a layer output X_ℓ.

use crate::harness::check;

#[test]
fn as_written() {
    check("large-weights/lemma-d.6", "as-written");
}

#[test]
fn times_distance() {
    check("large-weights/lemma-d.6", "times-distance");
}

#[test]
fn times_distance_d_h_eta_times_d_squared() {
    check("large-weights/lemma-d.6", "times-distance-d-h-eta-times-d-squared");
}
