//! large-weights Lemma B.1: e^{−Dᵢᵢ} P̃ᵢⱼ ≤ Pᵢⱼ ≤ e^{Dᵢᵢ} P̃ᵢⱼ.

use crate::harness::check;

#[test]
fn as_written() {
    check("large-weights/lemma-b.1", "as-written");
}
