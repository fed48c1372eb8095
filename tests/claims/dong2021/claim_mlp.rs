//! MLPs (seed 002): "more powerful MLPs, slower collapse" on generated networks.

use crate::harness::check;

#[test]
fn as_written() {
    check("dong2021/claim-mlp", "as-written");
}

#[test]
fn relative_residual() {
    check("dong2021/claim-mlp", "relative-residual");
}
