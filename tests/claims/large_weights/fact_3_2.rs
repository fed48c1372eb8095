//! large-weights Fact 3.2: softm(x) = softm(x + a·1ₙ).

use crate::harness::check;

#[test]
fn as_written() {
    let report = check("large-weights/fact-3.2", "as-written");
    // every f64 discrepancy of the identity is rounding error, and is classified so
    assert_eq!(report.tally.undecided, 0);
}
