//! A BERT layer's attention in the papers' notation.
//!
//! Head h of a BERT layer acting on X ∈ ℝⁿˣᵈ (weights of [`super::model::HeadWeights`],
//! d_h = d/H, β = 1/√d_h the model's normalisation factor) computes
//!
//!   P_h = softm(β (X W_Q^h + 1 b_Q^hᵀ)(X W_K^h + 1 b_K^hᵀ)ᵀ),
//!   head_h(X) = P_h (X W_V^h + 1 b_V^hᵀ) W_O^h = P_h X W_V^h W_O^h + 1 (W_O^hᵀ b_V^h)ᵀ
//!
//! (P_h is row-stochastic, so the value bias passes through as a constant row), and the
//! attention output is SA(X) = Σ_h head_h(X) + 1 b_Oᵀ. In the papers' notation head h has
//!
//!   W_q = W_Q^h,  W_k = W_K^h  (d × d_h),   W_v = W_V^h W_O^h  (d × d),
//!
//! and the layer adds the constant row 1 b̃ᵀ, b̃ = b_O + Σ_h W_O^hᵀ b_V^h. This is
//! large-weights' SAtt_H (Definition 3.6, with the factor β and the biases b_q, b_k that
//! the proof of Lemma 5.1 puts into the scores A) and Dong et al.'s SA (value and output
//! projection folded into one matrix, [`crate::math::san`]). W_q and W_k are d × d_h
//! rather than d × d: padding them with zero columns to d × d changes neither W_q W_kᵀ
//! nor any norm used here.
//!
//! **The biases in the scores** are carried exactly by the augmented input
//! X̃ = [X 1ₙ] ∈ ℝⁿˣ⁽ᵈ⁺¹⁾ and the augmented weights W̃_q = [W_q; b_Qᵀ],
//! W̃_k = [W_k; b_Kᵀ], W̃_v = [W_v; 0]: X̃W̃_q = XW_q + 1b_Qᵀ and X̃W̃_v = XW_v, so the
//! library's softmv(X̃, (W̃_q, W̃_k, W̃_v), β) ([`crate::math::attention::softmv`]) is
//! P_h X W_v, and Σ_h of it is [`crate::math::attention::multi_head`]. No formula of
//! attention is written here.

use ndarray::{concatenate, Array1, Array2, Axis};

use crate::math::attention::Head;
use crate::math::matrix::{matmul, vecmat};

use super::model::{HeadWeights, Layer};

/// One head in the papers' notation.
#[derive(Clone, Debug)]
pub struct PaperHead {
    /// W_q = W_Q^h (d × d_h).
    pub w_q: Array2<f64>,
    /// W_k = W_K^h (d × d_h).
    pub w_k: Array2<f64>,
    /// W_v = W_V^h W_O^h (d × d).
    pub w_v: Array2<f64>,
    /// The augmented head (W̃_q, W̃_k, W̃_v) acting on X̃ = [X 1].
    pub augmented: Head<f64>,
}

/// One layer's attention in the papers' notation.
#[derive(Clone, Debug)]
pub struct PaperLayer {
    /// The heads.
    pub heads: Vec<PaperHead>,
    /// b̃ = b_O + Σ_h W_O^hᵀ b_V^h, the constant row the layer adds.
    pub bias: Array1<f64>,
}

/// [M; vᵀ]: `m` with the row `v` appended.
fn with_row(m: &Array2<f64>, v: &Array1<f64>) -> Array2<f64> {
    concatenate(Axis(0), &[m.view(), v.view().insert_axis(Axis(0))]).expect("a row of the matrix's width")
}

/// X̃ = [X 1ₙ].
pub fn augment(x: &Array2<f64>) -> Array2<f64> {
    concatenate(Axis(1), &[x.view(), Array2::ones((x.nrows(), 1)).view()]).expect("same number of rows")
}

impl PaperHead {
    /// The head of `h` in the papers' notation.
    pub fn new(h: &HeadWeights) -> PaperHead {
        let w_v = matmul(&h.value, &h.output);
        let d = w_v.ncols();
        let augmented = Head {
            w_q: with_row(&h.query, &h.query_bias),
            w_k: with_row(&h.key, &h.key_bias),
            w_v: with_row(&w_v, &Array1::zeros(d)),
        };
        PaperHead { w_q: h.query.clone(), w_k: h.key.clone(), w_v, augmented }
    }
}

impl PaperLayer {
    /// The attention of `layer` in the papers' notation.
    pub fn new(layer: &Layer) -> PaperLayer {
        let bias = layer.heads.iter().fold(layer.output_bias.clone(), |acc, h| acc + vecmat(&h.value_bias, &h.output));
        PaperLayer { heads: layer.heads.iter().map(PaperHead::new).collect(), bias }
    }

    /// The augmented heads, for [`crate::math::attention::multi_head`] on X̃.
    pub fn augmented_heads(&self) -> Vec<Head<f64>> {
        self.heads.iter().map(|h| h.augmented.clone()).collect()
    }
}
