//! large-weights Lemma D.4: ‖softm(a + b) − softm(b)‖_∞ ≤ 4‖b‖_∞ when ‖b‖_∞ ≤ 1, as
//! printed and with softm(a) in place of softm(b).

use crate::harness::check;

#[test]
fn as_written() {
    check("large-weights/lemma-d.4", "as-written");
}

#[test]
fn softm_a() {
    check("large-weights/lemma-d.4", "softm-a");
}
