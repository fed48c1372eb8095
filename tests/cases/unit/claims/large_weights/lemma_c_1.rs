//! Lemma C.1's generator halves each W_v1i until ε ≤ 1/2 and, instead of recomputing
//! ‖Res(P_i X W_v1i)‖ and max |W_v1i| from the halved weights, scales the unhalved ones:
//! exact while nothing underflows, which this checks on the scales the generator draws.

use lemmacheck::claims::large_weights::skip_layer::{res_norm, ResKind};
use lemmacheck::engine::rng::SplitMix;
use lemmacheck::math::matrix::matmul;
use lemmacheck::math::norms::max_abs_entry;
use ndarray::Array2;

#[test]
fn halving_the_value_weights_halves_res_of_the_product_exactly() {
    let mut rng = SplitMix::new(3);
    let mut unit = move || (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
    for trial in 0..300 {
        let (n, d) = (1 + trial % 4, 1 + (trial / 4) % 4);
        // P X: rows of arbitrary doubles at a random scale; W: dyadic entries at a random scale
        let px_scale = 2f64.powi((unit() * 40.0) as i32 - 20);
        let px = Array2::from_shape_fn((n, d), |_| (unit() - 0.5) * px_scale);
        let w_scale = 2f64.powi((unit() * 16.0) as i32 - 8);
        let w = Array2::from_shape_fn((d, d), |_| ((unit() * 33.0).floor() - 16.0) / 16.0 * w_scale);
        for kind in [ResKind::Columns, ResKind::Rows] {
            let (a, v) = (res_norm(kind, &matmul(&px, &w)), max_abs_entry(w.iter()));
            let (mut halved, mut scale) = (w.clone(), 1.0);
            for k in 1..=64 {
                halved.mapv_inplace(|x| x / 2.0);
                scale /= 2.0;
                assert_eq!(res_norm(kind, &matmul(&px, &halved)).to_bits(), (a * scale).to_bits(), "{kind:?}, trial {trial}, {k} halvings");
                assert_eq!(max_abs_entry(halved.iter()).to_bits(), (v * scale).to_bits(), "trial {trial}, {k} halvings");
            }
        }
    }
}

/// θ and ε as the generator keeps them (θ from the ratio a/(v r), ε from e^θ − 1) are
/// the θ and ε of the module's formulas, written out here as they stood before: at
/// zeros, negative and subnormal parts, huge and tiny ratios, and with either condition
/// dropped.
#[test]
fn theta_from_the_ratio_and_epsilon_from_the_growth_are_the_formulas() {
    use lemmacheck::claims::large_weights::skip_layer::{chain_ratio, epsilon, epsilon_of_growth, theta, theta_of_ratio};
    use lemmacheck::generate::bounds::dyadic_at_least;
    let formula_theta = |balance: f64, a: f64, v: f64, r: f64, balanced: bool, chain: bool| {
        let mut t = 1.0 / (1u64 << 30) as f64;
        if balanced {
            t = t.max(balance);
        }
        if chain && a > 0.0 && v * r > 0.0 {
            t = t.max((a / (v * r)).ln_1p());
        }
        dyadic_at_least(t, 20)
    };
    let values = [0.0, -0.0, -1.5, 5e-324, 1e-300, 2f64.powi(-30), 0.3, 1.0, 3.75, 1e12, 1e300];
    for &balance in &[0.0, 0.5, 40.0] {
        for &a in &values {
            for &v in &values {
                for &r in &values {
                    for (balanced, chain) in [(true, true), (true, false), (false, true), (false, false)] {
                        if chain && a > 0.0 && v * r > 0.0 && !(a / (v * r)).is_finite() {
                            continue; // θ = ∞, which neither form rounds (the generator never meets it)
                        }
                        let th = formula_theta(balance, a, v, r, balanced, chain);
                        assert_eq!(theta(balance, a, v, r, balanced, chain).to_bits(), th.to_bits(), "theta({balance}, {a}, {v}, {r})");
                        assert_eq!(theta_of_ratio(balance, chain_ratio(a, v, r), balanced, chain).to_bits(), th.to_bits());
                        if v >= 0.0 && r >= 0.0 && (th.exp_m1() * v * r).is_finite() {
                            let eps = dyadic_at_least(th.exp_m1() * v * r, 20);
                            assert_eq!(epsilon(th, v, r).to_bits(), eps.to_bits());
                            assert_eq!(epsilon_of_growth(th.exp_m1(), v, r).to_bits(), eps.to_bits());
                        }
                    }
                }
            }
        }
    }
}
