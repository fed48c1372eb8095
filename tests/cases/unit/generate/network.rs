use lemmacheck::generate::draw::Draw;
use lemmacheck::generate::network::{bounded_input, eta, layers, Bounds, Limits, Pool, Shape};
use lemmacheck::math::norms::max_abs_entry;

#[test]
fn drawn_networks_meet_their_bounds_at_every_size() {
    let limits = Limits { n: (1, 8), d: (1, 8), heads: (1, 4), layers: (1, 6), d_doublings: 0 };
    let mut rng = lemmacheck::engine::rng::SplitMix::new(7);
    for case in 0..200 {
        let choices: Vec<u32> = (0..4000).map(|_| rng.next_u64() as u32).collect();
        let mut g = Draw::new(&choices);
        let shape = Shape::draw(&mut g, &limits);
        let eta = eta(&mut g, 6);
        let pool = Pool::draw(&mut g, shape.d);
        let net = layers(&mut g, &pool, &shape, eta, &Bounds::all("||W||_inf <= eta"));
        assert!(eta > 0.0 && eta <= 1.0);
        assert_eq!(net.len(), shape.layers.get(), "case {case}");
        for layer in &net {
            assert_eq!(layer.len(), shape.heads.get());
            for h in layer {
                for w in [&h.w_q, &h.w_k, &h.w_v] {
                    assert_eq!(w.dim(), (shape.d.get(), shape.d.get()));
                    assert!(max_abs_entry(w.iter()) <= eta);
                }
            }
        }
        let x0 = bounded_input(&mut g, &shape, 0.375, "||X_0||_inf <= phi_0");
        assert!(max_abs_entry(x0.iter()) <= 0.375);
    }
}

/// `layers` computes only the weight matrices a network uses (the leading L × H heads, or
/// the first head once when all are shared), while drawing the choices of all of them: it
/// must build what drawing every head in full and then keeping the used ones builds, and
/// read the same choices.
#[test]
fn layers_builds_what_drawing_every_head_builds() {
    use lemmacheck::generate::network::{head, Bound};
    let bounds = [
        Bounds::all("||W||_inf <= eta"),
        Bounds { w_q: Bound::Free, w_k: Bound::Free, w_v: Bound::Eta("||W_v||_inf <= eta"), extremes: true },
    ];
    let mut rng = lemmacheck::engine::rng::SplitMix::new(11);
    for case in 0..300 {
        let limits = Limits { n: (1, 8), d: (1, 8), heads: (1, 4), layers: (1, 6), d_doublings: case % 3 };
        let bounds = &bounds[case as usize % 2];
        let choices: Vec<u32> = (0..6000).map(|_| rng.next_u64() as u32).collect();
        let (mut lazy, mut eager) = (Draw::new(&choices), Draw::new(&choices));
        let (shape, _) = (Shape::draw(&mut lazy, &limits), Shape::draw(&mut eager, &limits));
        let (pool, pool_e) = (Pool::draw(&mut lazy, shape.d), Pool::draw(&mut eager, shape.d));
        let built = layers(&mut lazy, &pool, &shape, 0.5, bounds);

        let coherence = eager.pick(3);
        let all: Vec<Vec<_>> =
            (0..shape.layers.max()).map(|_| (0..shape.heads.max()).map(|_| head(&mut eager, &pool_e, 0.5, bounds)).collect()).collect();
        let first = all[0][0].clone();
        let expected: Vec<Vec<_>> = all
            .into_iter()
            .take(shape.layers.get())
            .map(|layer| {
                layer
                    .into_iter()
                    .take(shape.heads.get())
                    .map(|h| match coherence {
                        0 => lemmacheck::math::attention::Head {
                            w_k: if bounds.w_k == bounds.w_q { first.w_q.clone() } else { first.w_k.clone() },
                            w_v: if bounds.w_v == bounds.w_q { first.w_q.clone() } else { first.w_v.clone() },
                            w_q: first.w_q.clone(),
                        },
                        1 => first.clone(),
                        _ => h,
                    })
                    .collect()
            })
            .collect();
        assert_eq!(built.len(), expected.len(), "case {case}");
        for (a, b) in built.iter().flatten().zip(expected.iter().flatten()) {
            assert_eq!((&a.w_q, &a.w_k, &a.w_v), (&b.w_q, &b.w_k, &b.w_v), "case {case}");
        }
        assert_eq!(lazy.slots(), eager.slots(), "case {case}: the same choices read");
    }
}

/// The shared network is the network: in `f64` one copy per inputs, the same for every
/// call (and a new one when an input is added, and one per call inside
/// `remembered::unshared`, where bench measures the raw evaluation); in interval
/// arithmetic lifted on each call, with the same enclosures.
#[test]
fn the_shared_network_is_the_network_and_in_f64_one_copy_per_inputs() {
    use lemmacheck::generate::network::{network, shared_network, with_network};
    use lemmacheck::math::remembered::same_head;
    use lemmacheck::math::Interval;
    use std::sync::Arc;
    let mut rng = lemmacheck::engine::rng::SplitMix::new(11);
    let choices: Vec<u32> = (0..4000).map(|_| rng.next_u64() as u32).collect();
    let mut g = Draw::new(&choices);
    let shape = Shape::draw(&mut g, &Limits { n: (2, 3), d: (2, 3), heads: (2, 2), layers: (2, 2), d_doublings: 0 });
    let pool = Pool::draw(&mut g, shape.d);
    let drawn = layers(&mut g, &pool, &shape, 1.0, &Bounds::free());
    let x = with_network(lemmacheck::claim::Inputs::new().with("X_0", ndarray::Array2::<f64>::zeros((shape.n.get(), shape.d.get()))), &drawn);
    let same = |a: &[Vec<lemmacheck::math::attention::Head<f64>>], b: &[Vec<lemmacheck::math::attention::Head<f64>>]| {
        a.len() == b.len() && a.iter().zip(b).all(|(p, q)| p.len() == q.len() && p.iter().zip(q).all(|(h, k)| same_head(h, k)))
    };
    let (first, second) = (shared_network::<f64>(&x), shared_network::<f64>(&x));
    assert!(Arc::ptr_eq(&first, &second), "one copy per inputs");
    assert!(same(&first, &network::<f64>(&x)) && same(&first, &drawn), "the network itself");
    let grown = x.clone().with("eta", 1.0);
    assert!(!Arc::ptr_eq(&shared_network::<f64>(&grown), &first) && same(&shared_network::<f64>(&grown), &drawn), "new inputs, a new copy");
    let (c, d) = lemmacheck::math::remembered::unshared(|| (shared_network::<f64>(&x), shared_network::<f64>(&x)));
    assert!(!Arc::ptr_eq(&c, &d) && !Arc::ptr_eq(&c, &first) && same(&c, &drawn), "not shared where f64 results are not");
    let (a, b) = (shared_network::<Interval>(&x), shared_network::<Interval>(&x));
    assert!(!Arc::ptr_eq(&a, &b), "intervals are lifted on each call");
    assert!(a.iter().flatten().zip(network::<Interval>(&x).iter().flatten()).all(|(h, k)| same_head(h, k)));
}

/// [`tame`]'s decisions as the two networks computed in full make them: the largest score
/// and entry over the residual network and the network without skip connections.
fn taming_by_both_networks(x0: &ndarray::Array2<f64>, layers: &mut [Vec<lemmacheck::math::attention::Head<f64>>]) {
    use lemmacheck::generate::network::{SCORE_LIMIT, VALUE_LIMIT};
    use lemmacheck::math::attention::{head_outputs, sum_of_heads};
    use lemmacheck::math::matrix::add;
    let big = |m: f64, v: f64| if v.is_nan() { f64::INFINITY } else { m.max(v.abs()) };
    for _ in 0..64 {
        let (mut score, mut value) = (0.0f64, 0.0f64);
        for skips in [true, false] {
            let mut x = x0.clone();
            for heads in layers.iter() {
                let sum = sum_of_heads(head_outputs(&x, heads, &1.0, |s| score = s.iter().fold(score, |m, &v| big(m, v))));
                x = if skips { add(&sum, &x) } else { sum };
                value = x.iter().fold(value, |m, &v| big(m, v));
            }
        }
        if value > VALUE_LIMIT {
            layers.iter_mut().flatten().for_each(|h| h.w_v.mapv_inplace(|w| w / 2.0));
        } else if score > SCORE_LIMIT {
            let k = if score.is_finite() { (score / SCORE_LIMIT).log2().ceil().max(1.0) as i32 } else { 64 };
            layers.iter_mut().flatten().for_each(|h| h.w_q.mapv_inplace(|w| w * 2f64.powi(-k)));
        } else {
            return;
        }
    }
}

/// `extremes` leaves out the later layers without skip connections where
/// `plain_within_limits` bounds them: taming must make the same decisions as the two
/// networks in full, and the bound must hold wherever it says so. Networks with free
/// weights of every scale, which need taming, and small ones, which the bound passes.
#[test]
fn taming_decides_as_both_networks_in_full_and_the_plain_bound_holds() {
    use lemmacheck::generate::network::{extremes, free_input, plain_within_limits, tame, Bound, SCORE_LIMIT, VALUE_LIMIT};
    use lemmacheck::math::attention::{head_outputs, sum_of_heads};
    let limits = Limits { n: (1, 6), d: (1, 6), heads: (1, 3), layers: (1, 4), d_doublings: 0 };
    let bounds = [Bounds { w_q: Bound::Free, w_k: Bound::Free, w_v: Bound::Free, extremes: true }, Bounds::all("||W||_inf <= eta")];
    let mut rng = lemmacheck::engine::rng::SplitMix::new(56);
    let (mut bounded, mut unbounded, mut changed) = (0, 0, 0);
    for case in 0..600 {
        let choices: Vec<u32> = (0..6000).map(|_| rng.next_u64() as u32).collect();
        let mut g = Draw::new(&choices);
        let shape = Shape::draw(&mut g, &limits);
        let eta = eta(&mut g, 6);
        let pool = Pool::draw(&mut g, shape.d);
        let mut net = layers(&mut g, &pool, &shape, eta, &bounds[case % 2]);
        let x0 = free_input(&mut g, &shape);
        let mut reference = net.clone();
        for tamed in [false, true] {
            let first = sum_of_heads(head_outputs(&x0, &net[0], &1.0, |_| {}));
            if plain_within_limits(&first, &net[1..]) {
                bounded += 1;
                let (mut score, mut value, mut x) = (0.0f64, 0.0f64, first);
                for heads in &net[1..] {
                    x = sum_of_heads(head_outputs(&x, heads, &1.0, |s| score = s.iter().fold(score, |m, &v| m.max(v.abs()))));
                    value = x.iter().fold(value, |m, &v| m.max(v.abs()));
                }
                assert!(score <= SCORE_LIMIT / 2.0 && value <= VALUE_LIMIT / 2.0, "case {case}: bounded, yet score {score}, entry {value}");
            } else {
                unbounded += 1;
            }
            if !tamed {
                let bits = |n: &[Vec<lemmacheck::math::attention::Head<f64>>]| -> Vec<u64> { n.iter().flatten().flat_map(|h| [&h.w_q, &h.w_k, &h.w_v]).flat_map(|w| w.iter().map(|v| v.to_bits())).collect() };
                let drawn = bits(&net);
                tame(&x0, &mut net);
                taming_by_both_networks(&x0, &mut reference);
                assert_eq!(bits(&net), bits(&reference), "case {case}: tamed differently");
                changed += usize::from(bits(&net) != drawn);
                let (score, value, _) = extremes(&x0, &net);
                assert!(score <= SCORE_LIMIT && value <= VALUE_LIMIT, "case {case}: tamed, yet {score}, {value}");
            }
        }
    }
    assert!(bounded > 100 && unbounded > 100, "both sides of the bound met: {bounded} bounded, {unbounded} not");
    assert!(changed > 50, "networks that taming changed: {changed}");
}
