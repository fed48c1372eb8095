//! Dong et al.'s composite ‖·‖_{1,∞} used as a norm: triangle inequality (refuted, with
//! the repaired factor) and submultiplicativity.

use ndarray::Array2;

use lemmacheck::claims::dong2021::claim_norm::quarter_root_factor;
use lemmacheck::math::matrix::{add, lift};
use lemmacheck::math::norms::dong_one_infinity;
use lemmacheck::math::Interval;

/// The repaired factor cannot be lowered: at n = d = 4 a column of ones plus a row of ones
/// gives ‖A + B‖_{1,∞} = 5 = κ(4, 4)(‖A‖_{1,∞} + ‖B‖_{1,∞}) = 1.25 · (2 + 2), exactly.
#[test]
fn quarter_root_factor_is_attained() {
    let a = Array2::from_shape_fn((4, 4), |(_, j)| if j == 0 { 1.0 } else { 0.0 });
    let b = Array2::from_shape_fn((4, 4), |(i, _)| if i == 0 { 1.0 } else { 0.0 });
    let (ai, bi) = (lift::<Interval>(&a), lift::<Interval>(&b));
    let lhs = dong_one_infinity(&add(&ai, &bi));
    let rhs = quarter_root_factor::<Interval>(4, 4) * (dong_one_infinity(&ai) + dong_one_infinity(&bi));
    // every quantity here is a dyadic rational computed exactly (sqrt(sqrt(16)) = 2), so
    // the equality is certified as the single point 0, not up to a width
    let gap = lhs - rhs;
    assert!(gap.is_zero(), "{gap:?}");
    assert_eq!(dong_one_infinity(&add(&a, &b)), 5.0);
}
