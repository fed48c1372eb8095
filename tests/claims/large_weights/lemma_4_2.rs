//! large-weights Lemma 4.2: perturbation of exp and α, four bullets.

use crate::harness::check;

#[test]
fn p1() {
    check("large-weights/lemma-4.2-p1", "as-written");
}

#[test]
fn p2() {
    check("large-weights/lemma-4.2-p2", "as-written");
}

#[test]
fn p3() {
    check("large-weights/lemma-4.2-p3", "as-written");
}

#[test]
fn p4() {
    check("large-weights/lemma-4.2-p4", "as-written");
}
