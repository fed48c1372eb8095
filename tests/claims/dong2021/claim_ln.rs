//! Layer normalisation (seed 002): the rewrite as a right multiplication, its rank and
//! residual consequences, and their repairs.

use crate::harness::check;

#[test]
fn rewrite_as_written() {
    check("dong2021/claim-ln-p1", "as-written");
}

#[test]
fn rewrite_left_token_scaling() {
    check("dong2021/claim-ln-p1", "left-token-scaling");
}

#[test]
fn rank_as_written() {
    check("dong2021/claim-ln-p2", "as-written");
}

#[test]
fn rank_linear_part() {
    check("dong2021/claim-ln-p2", "linear-part");
}

#[test]
fn rank_plus_one() {
    check("dong2021/claim-ln-p2", "plus-one");
}

#[test]
fn residual_as_written() {
    check("dong2021/claim-ln-p3", "as-written");
}

#[test]
fn residual_times_centring_norm() {
    check("dong2021/claim-ln-p3", "times-centring-norm");
}
