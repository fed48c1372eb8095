//! large-weights Lemma 4.3: perturbation of α⁻¹, two bullets.

use crate::harness::check;

#[test]
fn p1() {
    check("large-weights/lemma-4.3-p1", "as-written");
}

#[test]
fn p2() {
    check("large-weights/lemma-4.3-p2", "as-written");
}
