/// The argument behind `as-in-case-1`'s control without Case 2's condition.
#[test]
fn without_case_2_condition_the_sum_stays_below_ten() {
    let root = |l: i32| {
        let (mut lo, mut hi) = (0.0f64, 0.5f64);
        for _ in 0..200 {
            let mid = 0.5 * (lo + hi);
            if 2.0 * mid * (1.0 + mid).powi(l) < 1.0 {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        hi
    };
    for l in 1..=8 {
        let c = 6.0 * root(l);
        let sum: f64 = (0..l).map(|k| c.powi(k)).sum();
        assert!(sum < 10.0, "L = {l}: {sum}");
    }
    // from L = 9 on, eta < 3/20: 2 (3/20) (23/20)^9 > 1
    assert!(2.0 * 0.15 * 1.15f64.powi(9) > 1.0);
}
