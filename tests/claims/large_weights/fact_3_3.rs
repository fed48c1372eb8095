//! large-weights Fact 3.3: the three norm inequalities, with the paper's entrywise norms
//! (as written) and with induced norms.

use crate::harness::check;

#[test]
fn p1_as_written() {
    check("large-weights/fact-3.3-p1", "as-written");
}

#[test]
fn p1_induced_norms() {
    check("large-weights/fact-3.3-p1", "induced-norms");
}

#[test]
fn p2_as_written() {
    check("large-weights/fact-3.3-p2", "as-written");
}

#[test]
fn p2_induced_norms() {
    check("large-weights/fact-3.3-p2", "induced-norms");
}

#[test]
fn p3_as_written() {
    check("large-weights/fact-3.3-p3", "as-written");
}

#[test]
fn p3_induced_norms() {
    check("large-weights/fact-3.3-p3", "induced-norms");
}

#[test]
fn p2_times_inner_dimension() {
    check("large-weights/fact-3.3-p2", "times-inner-dimension");
}

#[test]
fn p3_times_columns_of_b() {
    check("large-weights/fact-3.3-p3", "times-columns-of-b");
}

#[test]
fn p3_induced_norms_times_inner_dimension() {
    check("large-weights/fact-3.3-p3", "induced-norms-times-inner-dimension");
}
