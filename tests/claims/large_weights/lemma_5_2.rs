//! large-weights Lemma 5.2: one layer's attention barely moves the next softmax, ‖softm₂(B) − softm₂(X)‖_∞ ≤ 2g(2ε).

use crate::harness::check;

#[test]
fn as_written() {
    check("large-weights/lemma-5.2", "as-written");
}

#[test]
fn row_res() {
    check("large-weights/lemma-5.2", "row-res");
}

#[test]
fn softm_of_matrix() {
    check("large-weights/lemma-5.2", "softm-of-matrix");
}

#[test]
fn softm_of_matrix_row_res() {
    check("large-weights/lemma-5.2", "softm-of-matrix-row-res");
}

#[test]
fn extra_hypothesis_scores() {
    check("large-weights/lemma-5.2", "extra-hypothesis-scores");
}
