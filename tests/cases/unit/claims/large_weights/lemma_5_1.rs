//! The generators of Lemmas 5.1, 5.2 and C.1 halve W_q until E = β R W_q W_kᵀ Rᵀ is at
//! most 32-balanced. `tame_balance` computes E once and reads the number of halvings off
//! its balance (exact while nothing is subnormal, `exact_halvings`); `tame` computes E
//! at every halving. They must return the same W_q and balance, bit for bit, at every
//! scale, down to the tiny ones where `tame_balance` falls back on the loop.

use lemmacheck::claims::large_weights::lemma_5_1::{e_matrix, exact_halvings, tame, tame_balance};
use lemmacheck::engine::rng::SplitMix;
use lemmacheck::math::balance::balance;
use ndarray::Array2;

/// `tame` and `tame_balance` on R, W_q, W_k: the same W_q and balance, bit for bit; returns
/// how many halvings were made.
fn same_taming(r: &Array2<f64>, w_q: &Array2<f64>, w_k: &Array2<f64>, beta: f64, trial: usize) -> usize {
    let (mut looped, mut read) = (w_q.clone(), w_q.clone());
    let by_loop = tame(&mut looped, |w| balance(&e_matrix(r, w, w_k, &beta)));
    let by_reading = tame_balance(&mut read, w_k, r, beta);
    assert_eq!(by_loop.to_bits(), by_reading.to_bits(), "trial {trial}: balance");
    assert!(looped.iter().zip(read.iter()).all(|(a, b)| a.to_bits() == b.to_bits()), "trial {trial}: W_q");
    let (a, b) = (w_q.iter().map(|x| x.abs()).fold(0.0, f64::max), read.iter().map(|x| x.abs()).fold(0.0, f64::max));
    if b > 0.0 { (a / b).log2().round() as usize } else { 0 }
}

#[test]
fn reading_the_halvings_off_the_first_balance_is_the_loop() {
    let mut rng = SplitMix::new(5);
    let mut unit = move || (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
    let mut halved = 0;
    for trial in 0..2000 {
        let (n, d) = (1 + trial % 5, 1 + (trial / 5) % 5);
        // one scale per matrix, from 2^-60 to 2^40: up to about 150 halvings
        let mut scale = || 2f64.powi((unit() * 100.0) as i32 - 60);
        let (rs, qs, ks) = (scale(), scale(), scale());
        let r = Array2::from_shape_fn((n, d), |_| (unit() - 0.5) * rs);
        let w_q = Array2::from_shape_fn((d, d), |_| ((unit() * 128.0).floor() - 64.0) / 64.0 * qs);
        let w_k = Array2::from_shape_fn((d, d), |_| ((unit() * 128.0).floor() - 64.0) / 64.0 * ks);
        halved += usize::from(same_taming(&r, &w_q, &w_k, 1.0 / (d as f64).sqrt(), trial) > 0);
    }
    assert!(halved > 300, "W_q halved in {halved} trials");
}

/// Tokens of R at 2^300 and at 2^-300: about 800 halvings are needed, beyond what keeps
/// the tiny tokens' products normal, so `tame_balance` takes the loop.
#[test]
fn mixed_scales_beyond_the_exact_halvings_take_the_loop() {
    let mut rng = SplitMix::new(6);
    let mut unit = move || (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
    for trial in 0..100 {
        let d = 1 + trial % 4;
        let r = Array2::from_shape_fn((2, d), |(i, _)| (unit() + 0.5) * if i == 0 { 2f64.powi(300) } else { 2f64.powi(-300) });
        let w_q = Array2::from_shape_fn((d, d), |_| (unit() + 0.5) * 2f64.powi(100));
        let w_k = Array2::from_shape_fn((d, d), |_| (unit() + 0.5) * 2f64.powi(100));
        let halvings = same_taming(&r, &w_q, &w_k, 1.0, trial);
        assert!(halvings > exact_halvings(2f64.powi(-300)), "trial {trial}: {halvings} halvings");
    }
}

/// Entries of E near the largest `f64` whose difference overflows: the balance is infinite
/// at first, and finite only after a halving, so it cannot be scaled.
#[test]
fn an_overflowing_balance_takes_the_loop() {
    let r = ndarray::array![[1.0], [-1.0]];
    let w_q = ndarray::array![[f64::MAX / 2.0]];
    let w_k = ndarray::array![[1.5]];
    let halvings = same_taming(&r, &w_q, &w_k, 1.0, 0);
    assert!(halvings > 1000, "{halvings} halvings");
}

/// E in `f64` (shared scores) is, bit for bit, β times Res(X) W_q W_kᵀ Res(X)ᵀ as the
/// products give it one by one, asked once or twice.
#[test]
fn e_in_f64_is_the_product_of_its_factors() {
    use lemmacheck::math::matrix::{matmul, scale, transpose};
    let mut rng = SplitMix::new(0x51e);
    let mut draw = |n: usize, c: usize| Array2::from_shape_fn((n, c), |_| ((rng.next_u64() >> 11) as f64 / 2f64.powi(53) - 0.5) * 2f64.powi((rng.next_u64() % 9) as i32 - 4));
    for (n, d) in [(1, 1), (3, 2), (5, 4)] {
        let (r, w_q, w_k) = (draw(n, d), draw(d, d), draw(d, d));
        let by_products = scale(&0.75, &matmul(&matmul(&r, &matmul(&w_q, &transpose(&w_k))), &transpose(&r)));
        for _ in 0..2 {
            let e = e_matrix(&r, &w_q, &w_k, &0.75);
            assert!(e.iter().zip(by_products.iter()).all(|(a, b)| a.to_bits() == b.to_bits()), "{n}x{d}: {e} against {by_products}");
        }
    }
}
