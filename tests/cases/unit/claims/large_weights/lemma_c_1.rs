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
