//! large-weights Lemma 5.1: ‖Res(SAtt(X))‖_∞ ≤ (e^θ − 1)‖W_v‖_∞‖Res(X)‖_∞ when E is θ-balanced.

use crate::harness::check;

#[test]
fn as_written() {
    check("large-weights/lemma-5.1", "as-written");
}

#[test]
fn unscaled_attention() {
    check("large-weights/lemma-5.1", "unscaled-attention");
}

#[test]
fn any_beta() {
    check("large-weights/lemma-5.1", "any-beta");
}

#[test]
fn times_half_d() {
    check("large-weights/lemma-5.1", "times-half-d");
}
