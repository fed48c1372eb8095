//! large-weights Corollary D.3: ‖softm(a + b) − softm(a)‖_∞ ≤ 2(e^{‖b‖_∞} − 1).

use crate::harness::check;

#[test]
fn as_written() {
    check("large-weights/corollary-d.3", "as-written");
}
