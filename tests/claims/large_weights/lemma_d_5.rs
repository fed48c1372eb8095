//! large-weights Lemma D.5: Lipschitz bounds for one head's softm (Part 1) and softmv (Part 2).

use crate::harness::check;

#[test]
fn p1_as_written() {
    check("large-weights/lemma-d.5-p1", "as-written");
}

#[test]
fn p2_as_written() {
    check("large-weights/lemma-d.5-p2", "as-written");
}

#[test]
fn p1_times_d_squared() {
    check("large-weights/lemma-d.5-p1", "times-d-squared");
}

#[test]
fn p2_times_d_cubed() {
    check("large-weights/lemma-d.5-p2", "times-d-cubed");
}

#[test]
fn p1_times_d() {
    check("large-weights/lemma-d.5-p1", "times-d");
}
