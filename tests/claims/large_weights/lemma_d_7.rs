//! large-weights Lemma D.7: ‖X_{ℓ+1}‖_∞ ≤ ‖X_ℓ‖_∞(1 + Hη) and ‖X_ℓ‖_∞ ≤ φ₀(1 + Hη)^ℓ.

use crate::harness::check;

#[test]
fn p1_as_written() {
    check("large-weights/lemma-d.7-p1", "as-written");
}

#[test]
fn p1_d_h_eta() {
    check("large-weights/lemma-d.7-p1", "d-h-eta");
}

#[test]
fn p2_as_written() {
    check("large-weights/lemma-d.7-p2", "as-written");
}

#[test]
fn p2_d_h_eta() {
    check("large-weights/lemma-d.7-p2", "d-h-eta");
}
