//! The audit's figures on the tiny model of [`super::synthetic`], against values computed
//! by hand (d = 2, H = 2, d_h = 1, so β = 1/√d_h = 1).
//!
//! Per head (W_v = W_V^h W_O^h, see the table in [`super::synthetic`]):
//!
//! | | W_q | W_k | W_v | η_h | W_q W_kᵀ | Dong β = ‖W_q W_kᵀ‖₁ √(‖W_v‖₁‖W_v‖_∞) |
//! |---|---|---|---|---|---|---|
//! | head 0 | (1, 0)ᵀ | (0.5, 0.25)ᵀ | [[1, 2], [1, 2]] | max(1, 0.5, 2) = 2 | [[0.5, 0.25], [0, 0]] | 0.5 · √(4 · 3) = √3 |
//! | head 1 | (0, 2)ᵀ | (0, 1)ᵀ | [[0, 0], [0, −3]] | max(2, 1, 3) = 3 | [[0, 0], [0, 2]] | 2 · √(3 · 3) = 6 |
//!
//! On X = [[1, 0], [3, 2]]: Res(X) = [[−1, −1], [1, 1]] (midrange of each column (2, 1)),
//! ‖Res(X)‖_∞ = 1, and the token mean equals the midrange for two tokens.
//! E = β Res(X) W_q W_kᵀ Res(X)ᵀ is [[0.75, −0.75], [−0.75, 0.75]] for head 0 (θ = 1.5)
//! and [[2, −2], [−2, 2]] for head 1 (θ = 4). For head 0 the scores X W_q W_kᵀ Xᵀ are
//! [[0.5, 2], [1.5, 6]], so row i of softm puts σ(1.5), resp. σ(4.5), on token 2
//! (σ the logistic function); X W_v = [[1, 2], [5, 10]], so SAtt(X) = [[1 + 4p₀, 2 + 8p₀],
//! [1 + 4p₁, 2 + 8p₁]] and ‖Res(SAtt(X))‖_∞ = 4(σ(4.5) − σ(1.5)), against Lemma 5.1's
//! (e^1.5 − 1) · 2 · 1. Lemma B.2's factor β‖Res(X)‖_∞²η² is 4 and 9.

use lemmacheck::weights::audit::{distances_from_input, growth_constant, head_input, layer_weights};
use lemmacheck::weights::checkpoint::Checkpoint;
use lemmacheck::weights::config::Config;
use lemmacheck::weights::model::Encoder;
use lemmacheck::weights::paper::PaperLayer;
use ndarray::array;

use super::synthetic;

fn tiny_layer() -> PaperLayer {
    let dir = tempfile::tempdir().unwrap();
    let path = synthetic::write(dir.path(), &synthetic::serialize(&synthetic::tensors()));
    let encoder = Encoder::load(&Checkpoint::open(&path).unwrap(), &Config::parse(synthetic::CONFIG).unwrap()).unwrap();
    PaperLayer::new(&encoder.layers[0])
}

fn sigma(t: f64) -> f64 {
    1.0 / (1.0 + (-t).exp())
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-14 * b.abs().max(1.0)
}

#[test]
fn value_and_output_projections_fold_into_w_v_and_a_constant_row() {
    let layer = tiny_layer();
    assert_eq!(layer.heads[0].w_v, array![[1.0, 2.0], [1.0, 2.0]]);
    assert_eq!(layer.heads[1].w_v, array![[0.0, 0.0], [0.0, -3.0]]);
    // b̃ = b_O + Σ_h W_O^hᵀ b_V^h = (0.5, 0) + 1 · (1, 2) + 0 · (0, 3)
    assert_eq!(layer.bias, array![1.5, 2.0]);
}

#[test]
fn eta_and_dong_beta_from_the_weights() {
    let figures = layer_weights(&tiny_layer(), 1.0);
    let (h0, h1) = (&figures[0], &figures[1]);
    assert_eq!((h0.w_q, h0.w_k, h0.w_v, h0.eta), (1.0, 0.5, 2.0, 2.0));
    assert_eq!((h1.w_q, h1.w_k, h1.w_v, h1.eta), (2.0, 1.0, 3.0, 3.0));
    // β = 1: folding it into W_q changes nothing
    assert_eq!((h0.eta_folded, h1.eta_folded), (2.0, 3.0));
    assert!(close(h0.dong_beta, 3f64.sqrt()), "{}", h0.dong_beta);
    assert_eq!(h1.dong_beta, 6.0);
    // √d_h/(4β) with d_h = 1
    assert!(close(h0.gamma_limit, 1.0 / (4.0 * 3f64.sqrt())));
    assert_eq!(h1.gamma_limit, 1.0 / 24.0);
    // with a score factor β = 1/2, only W_q is scaled in the folded η
    let halved = layer_weights(&tiny_layer(), 0.5);
    assert_eq!((halved[0].eta_folded, halved[1].eta_folded), (2.0, 3.0));
    assert_eq!((halved[0].eta, halved[1].eta), (2.0, 3.0));
}

#[test]
fn theta_lemma_5_1_lemma_b_2_and_dong_on_an_input() {
    let layer = tiny_layer();
    let weights = layer_weights(&layer, 1.0);
    let x = array![[1.0, 0.0], [3.0, 2.0]];
    let h0 = head_input(&x, &layer.heads[0], &weights[0], 1.0);
    let h1 = head_input(&x, &layer.heads[1], &weights[1], 1.0);
    assert_eq!((h0.theta, h1.theta), (1.5, 4.0));
    assert_eq!((h0.dong_spread, h1.dong_spread), (1.5, 4.0));
    assert_eq!((h0.lemma_b_2_factor, h1.lemma_b_2_factor), (4.0, 9.0));
    assert!(close(h0.lemma_5_1_lhs, 4.0 * (sigma(4.5) - sigma(1.5))), "{}", h0.lemma_5_1_lhs);
    assert!(close(h0.lemma_5_1_rhs, 1.5f64.exp_m1() * 2.0), "{}", h0.lemma_5_1_rhs);
}

#[test]
fn theorem_5_3_constants_and_distances() {
    // (1 + Hη)^L − 1 with H = 2, η = 3: 6 for L = 1, 48 for L = 2; (1 + dHη)^L − 1 with d = 2: 12, 168
    assert!(close(growth_constant(2.0, 3.0, 1), 6.0));
    assert!(close(growth_constant(2.0, 3.0, 2), 48.0));
    assert!(close(growth_constant(4.0, 3.0, 1), 12.0));
    assert!(close(growth_constant(4.0, 3.0, 2), 168.0));
    // ρ_ℓ = ‖X_ℓ − X₀‖_∞/‖X₀‖_∞ (entrywise maxima)
    let xs = [array![[1.0, -2.0]], array![[1.5, -2.0]], array![[1.0, 1.0]]];
    assert_eq!(distances_from_input(&xs), vec![0.25, 1.5]);
}
