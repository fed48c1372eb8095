use lemmacheck::claim::Condition;
use lemmacheck::claims::large_weights::layer_network::{EPS_RANGE as RECALLED, ETA_RANGE};
use lemmacheck::claims::large_weights::remark_d_2::regime::{eta_root, Bound, Params, ETA_POSITIVE, PHI_ABOVE_1, PHI_POSITIVE};

#[test]
fn exact_bounds_are_used_as_they_are_and_inexact_ones_fall_strictly_below() {
    let b = Bound::quotient(0.5, &[2.0]);
    assert!(b.exact && b.value == 0.25);
    assert_eq!(b.below(1.0, false), 0.25);
    assert_eq!(b.below(1.0, true), 0.125);
    let third = Bound::quotient(1.0, &[3.0]);
    assert!(!third.exact && third.value < 1.0 / 3.0);
}

/// The negative controls draw every side of the bounds they drop (η's range, φ₀ > 0,
/// 0 < ε_ℓ < 1, η > 0, φ₀ > 1), in cases that meet every kept hypothesis.
#[test]
fn controls_draw_every_side_of_the_dropped_bound() {
    use lemmacheck::engine::case::Subject;
    use lemmacheck::engine::choices::random_case;
    use lemmacheck::engine::rng::SplitMix;
    let all = lemmacheck::claims::large_weights::remark_d_2::claims();
    let find = |id: &str, reading: &str| all.iter().find(|c| c.meta().id == id && c.meta().reading == reading).expect("reading").as_ref();
    let drawn = |claim: &dyn lemmacheck::claim::Check, dropped: &'static str| -> Vec<(f64, f64, f64, usize)> {
        let subject = Subject::with_dropped(claim, Some(dropped));
        let mut rng = SplitMix::new(7);
        (0..4000)
            .filter_map(|_| {
                let case = subject.build(&random_case(&subject.layout.slots, || rng.next_u64())).expect("builds");
                let kept = claim.hypotheses_f64(&case.inputs).iter().filter(|h| h.name != dropped).all(Condition::holds);
                let p = Params::<f64>::of(&case.inputs);
                let eps = p.epsilons();
                kept.then_some((p.eta, p.phi0, eps[eps.len() - 1], p.l))
            })
            .collect()
    };
    let p2 = find("large-weights/remark-d.2-p2", "case-condition-only");
    let eta = drawn(p2, ETA_RANGE);
    assert!(eta.iter().any(|c| c.0 < 0.0) && eta.iter().any(|c| c.0 > 1.0) && eta.iter().any(|c| c.0 == 1.0), "eta's range");
    // as printed, Case 1's C <= 6 eta has eta > 0 only: its control draws eta < 0 (eta = 0
    // would make every eps_l = 0, outside the recalled 0 < eps_l)
    let printed = find("large-weights/remark-d.2-p2", "as-written");
    let eta = drawn(printed, ETA_POSITIVE);
    assert!(eta.iter().any(|c| c.0 < 0.0 && c.3 == 1), "eta < 0 in Case 1 as printed, at L = 1 with 0 < eps_1 < 1");
    let p2 = printed;
    let eps = drawn(p2, RECALLED);
    assert!(eps.iter().any(|c| c.2 < 0.0) && eps.iter().any(|c| c.2 == 0.0), "eps_l <= 0");
    let p3 = find("large-weights/remark-d.2-p3", "uniform-in-l");
    let phi = drawn(p3, PHI_POSITIVE);
    assert!(phi.iter().any(|c| c.1 < 0.0) && phi.iter().any(|c| c.1 == 0.0), "phi_0 <= 0");
    let p7 = find("large-weights/remark-d.2-p7", "uniform-in-h-and-l");
    let eta = drawn(p7, ETA_POSITIVE);
    assert!(eta.iter().any(|c| c.0 == 0.0) && eta.iter().any(|c| c.0 < 0.0 && 1.0 + c.0 * 8.0 < 0.0) && eta.iter().any(|c| c.0 < 0.0 && c.0 > -0.125), "eta <= 0, 1 + H eta of both signs");
    let p5 = find("large-weights/remark-d.2-p5", "necessary-half-over-phi0");
    let phi = drawn(p5, PHI_ABOVE_1);
    assert!(phi.iter().any(|c| c.1 == 1.0) && phi.iter().any(|c| c.1 > 0.0 && c.1 < 1.0) && phi.iter().any(|c| c.1 < 0.0), "phi_0 <= 1");
    assert!(phi.iter().all(|c| c.1 != 0.0), "never phi_0 = 0 where the conclusion divides by it");
    let p6 = find("large-weights/remark-d.2-p6", "as-written");
    let eta = drawn(p6, ETA_POSITIVE);
    assert!(eta.iter().any(|c| c.0 < 0.0 && c.3 == 1), "eta < -1/H at L = 1 with 0 < eps_1 < 1");
}

#[test]
fn the_root_is_just_below_eps_l_equal_to_one() {
    let (phi0, h, l) = (2.0, 3, 2);
    let eta = eta_root(phi0, h, l);
    let eps = |e: f64| 2.0 * phi0 * e * (1.0 + h as f64 * e).powi(l as i32);
    assert!(eps(eta) < 1.0 && eps(eta * (1.0 + 1e-6)) > 1.0);
}

/// The bisection stops at its fixed point: the root is the one 200 full steps give, over
/// φ₀ from 2⁻¹⁰ to 2⁴⁰ (so that 1 + Hη rounds to 1 at the top) and every H, L drawn.
#[test]
fn the_root_stops_at_the_bisection_fixed_point() {
    use lemmacheck::generate::bounds::dyadic_at_most;
    let full = |phi0: f64, h: usize, l: usize| {
        let f = |eta: f64| 2.0 * phi0 * eta * (1.0 + h as f64 * eta).powi(l as i32) - 1.0;
        let (mut lo, mut hi) = (0.0, 1.0 / (2.0 * phi0));
        for _ in 0..200 {
            let mid = 0.5 * (lo + hi);
            if f(mid) < 0.0 {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        dyadic_at_most(lo, 20).unwrap_or(0.0)
    };
    for k in -10..=40 {
        for frac in [1.0, 1.1, 1.37, 1.5, 1.999] {
            let phi0 = frac * 2f64.powi(k);
            for h in 1..=8 {
                for l in 1..=8 {
                    assert_eq!(eta_root(phi0, h, l).to_bits(), full(phi0, h, l).to_bits(), "φ₀ = {phi0}, H = {h}, L = {l}");
                }
            }
        }
    }
}
