//! Skip connections (seed 002): two infinite families keep the residual at every depth
//! with beta = 0; the cited reading (every small-beta network) is refuted.

use crate::harness::check;

#[test]
fn family_values_zero() {
    check("dong2021/claim-skip", "family-values-zero");
}

#[test]
fn family_uniform_attention() {
    check("dong2021/claim-skip", "family-uniform-attention");
}

#[test]
fn every_small_beta_network() {
    check("dong2021/claim-skip", "every-small-beta-network");
}
