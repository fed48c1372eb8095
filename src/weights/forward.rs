//! Forward passes with a checkpoint's weights: the real encoder, its ablations, and the
//! residual attention network of large-weights' Theorem 5.3.
//!
//! * **Input.** For token ids t₁, …, tₙ (a WordPiece tokenisation, [`super::wordpiece`]),
//!   X₀ = LN_emb(E_word[tᵢ] + E_pos[i] + E_type[0])ᵢ, the rows the encoder's first layer
//!   reads ([`embed`]).
//! * **Attention**, SA(X) = Σ_h P_h X W_v^h + 1b̃ᵀ ([`attention`], the papers' notation of
//!   [`super::paper`]).
//! * **A block** in one of the architectures of the depth curves
//!   ([`crate::math::san::Architecture`]), post-LN as in BERT and as
//!   [`crate::math::san::block_forward`]:
//!
//!   A = SA(X) [+ X if skip],  A ← LN₁(A) [if LayerNorm],
//!   F = MLP_σ(A) [+ A if skip],  F ← LN₂(F) [if LayerNorm and MLP]
//!
//!   ([`block`]); the full block (skip + MLP + LayerNorm) is the encoder itself. It is
//!   written out here, not taken from `block_forward`, because BERT's scores carry the
//!   query and key biases (through X̃, [`super::paper`]) and its MLP uses GELU; every
//!   operation in it is the library's (`multi_head`, `layer_norm`, `mlp_with`, `add`).
//! * **Theorem 5.3's network** S: X_{ℓ+1} = SAtt_H(X_ℓ) + X_ℓ (Definition 3.7) with the
//!   model's heads, SAtt_H(X) = Σ_h P_h X W_v^h, without the constant row b̃ that
//!   Definition 3.6 does not have ([`theorem_network`]).

use ndarray::Array2;

use crate::math::attention::multi_head;
use crate::math::layer_norm::layer_norm;
use crate::math::matrix::add;
use crate::math::mlp::{gelu, mlp, mlp_with};
use crate::math::san::Architecture;

use super::config::Activation;
use super::model::{Embeddings, Layer};
use super::paper::{augment, PaperLayer};

/// X₀ = LN_emb(E_word[tᵢ] + E_pos[i] + E_type[0]) for the token ids `ids`; an error for an
/// id outside the vocabulary or more tokens than positions.
pub fn embed(e: &Embeddings, ids: &[usize]) -> Result<Array2<f64>, String> {
    let (vocab, d) = e.word.dim();
    if ids.len() > e.position.nrows() {
        return Err(format!("{} tokens, but the model has only {} positions", ids.len(), e.position.nrows()));
    }
    if let Some(bad) = ids.iter().find(|&&t| t >= vocab) {
        return Err(format!("token id {bad} is outside the vocabulary of {vocab} embeddings"));
    }
    let sum = Array2::from_shape_fn((ids.len(), d), |(i, j)| e.word[(ids[i], j)] + e.position[(i, j)] + e.token_type[(0, j)]);
    Ok(layer_norm(&sum, &e.norm))
}

/// SA(X) = Σ_h P_h X W_v^h + 1b̃ᵀ, the layer's attention output (no skip connection).
pub fn attention(x: &Array2<f64>, paper: &PaperLayer, beta: f64) -> Array2<f64> {
    let mut out = multi_head(&augment(x), &paper.augmented_heads(), &beta);
    for mut row in out.rows_mut() {
        row += &paper.bias;
    }
    out
}

/// SAtt_H(X) = Σ_h P_h X W_v^h, Definition 3.6 with the model's heads (no constant row).
pub fn satt(x: &Array2<f64>, paper: &PaperLayer, beta: f64) -> Array2<f64> {
    multi_head(&augment(x), &paper.augmented_heads(), &beta)
}

/// One block of architecture `arch` (see the module documentation).
pub fn block(x: &Array2<f64>, layer: &Layer, paper: &PaperLayer, beta: f64, arch: Architecture, activation: Activation) -> Array2<f64> {
    let sa = attention(x, paper, beta);
    let mut h = if arch.skip { add(&sa, x) } else { sa };
    if arch.layer_norm {
        h = layer_norm(&h, &layer.norm_attention);
    }
    if arch.mlp {
        let f = match activation {
            Activation::Gelu => mlp_with(&h, &layer.mlp, gelu),
            Activation::Relu => mlp(&h, &layer.mlp),
        };
        h = if arch.skip { add(&f, &h) } else { f };
        if arch.layer_norm {
            h = layer_norm(&h, &layer.norm_output);
        }
    }
    h
}

/// X₀, X₁, …, X_L through the blocks of architecture `arch`.
pub fn forward(x0: &Array2<f64>, layers: &[(Layer, PaperLayer)], beta: f64, arch: Architecture, activation: Activation) -> Vec<Array2<f64>> {
    let mut xs = vec![x0.clone()];
    for (layer, paper) in layers {
        let next = block(xs.last().expect("non-empty"), layer, paper, beta, arch, activation);
        xs.push(next);
    }
    xs
}

/// X₀, X₁, …, X_L of Theorem 5.3's network S: X_{ℓ+1} = SAtt_H(X_ℓ) + X_ℓ.
pub fn theorem_network(x0: &Array2<f64>, layers: &[(Layer, PaperLayer)], beta: f64) -> Vec<Array2<f64>> {
    let mut xs = vec![x0.clone()];
    for (_, paper) in layers {
        let prev = xs.last().expect("non-empty");
        let next = add(&satt(prev, paper, beta), prev);
        xs.push(next);
    }
    xs
}
