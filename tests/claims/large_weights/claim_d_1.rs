//! large-weights, the bound derived in the proof of Theorem 5.3 (Appendix D.1): ‖softmv_L(B⁰_L) − softmv_L(B^L_L)‖_∞ ≤ (C^L + … + 1)δ.

use crate::harness::check;

#[test]
fn as_written() {
    check("large-weights/claim-d.1", "as-written");
}

#[test]
fn attention_removed() {
    check("large-weights/claim-d.1", "attention-removed");
}

#[test]
fn d_h_eta() {
    check("large-weights/claim-d.1", "d-h-eta");
}

#[test]
fn attention_removed_d_h_eta() {
    check("large-weights/claim-d.1", "attention-removed-d-h-eta");
}
