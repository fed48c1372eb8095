//! Dong et al. (2021) Eqs. (8)-(9): the entrywise step PRW_V <= e^D 1 softmax(r)^T R W_V,
//! as used (any signs) and with R, W_V >= 0.

use crate::harness::check;

#[test]
fn as_written() {
    check("dong2021/eq-8-9", "as-written");
}

#[test]
fn with_r_and_w_v_nonnegative() {
    check("dong2021/eq-8-9", "extra-hypothesis-r-w-v-nonnegative");
}
