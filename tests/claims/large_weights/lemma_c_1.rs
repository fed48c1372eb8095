//! large-weights Lemma C.1: the multi-head version of Lemma 5.2, Parts 1 (softm₂) and 2 (softmv₂).

use crate::harness::check;

#[test]
fn p1_as_written() {
    check("large-weights/lemma-c.1-p1", "as-written");
}

#[test]
fn p1_row_res() {
    check("large-weights/lemma-c.1-p1", "row-res");
}

#[test]
fn p2_as_written() {
    check("large-weights/lemma-c.1-p2", "as-written");
}

#[test]
fn p2_row_res() {
    check("large-weights/lemma-c.1-p2", "row-res");
}

#[test]
fn p1_extra_hypothesis_scores() {
    check("large-weights/lemma-c.1-p1", "extra-hypothesis-scores");
}

#[test]
fn p2_extra_hypothesis_scores() {
    check("large-weights/lemma-c.1-p2", "extra-hypothesis-scores");
}
