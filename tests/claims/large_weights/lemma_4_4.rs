//! large-weights Lemma 4.4: ‖softm(a + b) − softm(a)‖_∞ ≤ 2(e^ε − 1) when |bᵢ| ≤ ε.

use crate::harness::check;

#[test]
fn as_written() {
    check("large-weights/lemma-4.4", "as-written");
}
