//! large-weights Lemma C.2: the conditions of Lemma C.1 hold in every layer of a network with small weights.

use crate::harness::check;

#[test]
fn p1_as_written() {
    check("large-weights/lemma-c.2-p1", "as-written");
}

#[test]
fn p2_as_written() {
    check("large-weights/lemma-c.2-p2", "as-written");
}

#[test]
fn p3_as_written() {
    check("large-weights/lemma-c.2-p3", "as-written");
}

#[test]
fn p1_d_h_eta() {
    check("large-weights/lemma-c.2-p1", "d-h-eta");
}

#[test]
fn p2_d_h_eta_times_d_squared() {
    check("large-weights/lemma-c.2-p2", "d-h-eta-times-d-squared");
}

#[test]
fn p3_d_h_eta_times_d() {
    check("large-weights/lemma-c.2-p3", "d-h-eta-times-d");
}
