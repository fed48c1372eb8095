//! Dong et al. (2021) Theorem 2.1: the path decomposition, without and with skip
//! connections (identity entrywise, path counts per length).

use crate::harness::check;

#[test]
fn as_written() {
    check("dong2021/theorem-2.1", "as-written");
}

#[test]
fn skip_connections() {
    check("dong2021/theorem-2.1", "skip-connections");
}
