//! large-weights Lemma 4.1: ‖Res(A) − Res(B)‖_∞ ≤ ε when ‖A − B‖_∞ ≤ ε.

use crate::harness::check;

#[test]
fn as_written() {
    check("large-weights/lemma-4.1", "as-written");
}

#[test]
fn any_minimiser() {
    check("large-weights/lemma-4.1", "any-minimiser");
}

#[test]
fn constant_2() {
    check("large-weights/lemma-4.1", "constant-2");
}
