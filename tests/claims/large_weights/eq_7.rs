//! large-weights Eq. (7) in the proof of Lemma 5.1: PX <= 1x^T + e^D 1 softm(r)^T R
//! entrywise, as used (any signs) and with R >= 0.

use crate::harness::check;

#[test]
fn as_written() {
    check("large-weights/eq-7", "as-written");
}

#[test]
fn with_r_nonnegative() {
    check("large-weights/eq-7", "extra-hypothesis-r-nonnegative");
}
