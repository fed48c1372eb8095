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
