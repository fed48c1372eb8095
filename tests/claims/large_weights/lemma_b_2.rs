//! large-weights Lemma B.2: E = βRes(X)WRes(X)ᵀ is 1-balanced when β ≤ 1/(‖Res(X)‖²_∞η²).

use crate::harness::check;

#[test]
fn as_written() {
    check("large-weights/lemma-b.2", "as-written");
}

#[test]
fn beta_1_over_sqrt_d() {
    check("large-weights/lemma-b.2", "beta-1-over-sqrt-d");
}

#[test]
fn theta_2d_cubed() {
    check("large-weights/lemma-b.2", "theta-2d-cubed");
}
