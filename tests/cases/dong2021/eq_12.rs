//! Dong et al. (2021) Eq. (12): the published counterexample and the search.

use approx::assert_relative_eq;
use ndarray::{Array1, Array2};
use rstest::rstest;

use lemmacheck::claims::dong2021::eq_12::sides;
use lemmacheck::math::Interval;

fn decimals(values: &[&str]) -> Array1<Interval> {
    values.iter().map(|v| Interval::from_decimal(v).expect("a decimal")).collect()
}

fn identity<S: lemmacheck::math::Scalar>(n: usize) -> Array2<S> {
    Array2::from_shape_fn((n, n), |(i, j)| S::exact(if i == j { 1.0 } else { 0.0 }))
}

/// Recomputes both sides for D = diag(`d`), softmax(r) = `s`, R = W_V = I, from the
/// decimal values in outward-rounded arithmetic, and checks them against the published
/// (or hand-computed) values and the expected direction.
#[rstest]
#[case::published_by_seed_003(&["2", "3"], &["0.8", "0.2"], 4.0, 3.0, true)]
#[case::one_token_is_an_equality(&["2"], &["1"], 2.0, 2.0, false)]
#[case::equal_spreads_still_violate(&["3", "3"], &["0.5", "0.5"], 3.0, 3.0, false)]
fn eq12_recomputed_from_decimals(
    #[case] d: &[&str],
    #[case] s: &[&str],
    #[case] lhs: f64,
    #[case] rhs: f64,
    #[case] violated: bool,
) {
    let n = d.len();
    let (l, r) = sides(&decimals(d), &decimals(s), &identity(n), &identity(n));
    assert!(l.lo() <= lhs && lhs <= l.hi(), "lhs {l:?} should enclose {lhs}");
    assert!(r.lo() <= rhs && rhs <= r.hi(), "rhs {r:?} should enclose {rhs}");
    let gap = l - r;
    assert_eq!(gap.certainly_positive(), violated, "lhs - rhs = {gap:?}");

    let to_f64 = |v: &[&str]| -> Array1<f64> { v.iter().map(|x| x.parse::<f64>().unwrap()).collect() };
    let (lf, rf) = sides(&to_f64(d), &to_f64(s), &identity(n), &identity(n));
    assert_relative_eq!(lf, lhs, max_relative = 1e-15);
    assert_relative_eq!(rf, rhs, max_relative = 1e-15);
}

