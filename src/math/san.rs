//! Self-attention networks (SANs) and transformer blocks in the notation of Dong,
//! Cordonnier and Loukas (2021), as described in seed 002.
//!
//! **One head** h with W_Q, W_K ∈ ℝᵈˣᵈ_qk and value weights Wₕ ∈ ℝᵈˣᵈ (value and output
//! projection folded into one matrix) acting on X ∈ ℝⁿˣᵈ has the attention matrix
//!
//!   Pₕ = softmax(τ · X W_Q W_Kᵀ Xᵀ)   (row-wise; rows sum to 1),  τ the score scale
//!
//! (Dong et al.: τ = 1/√d_qk; every function here takes τ explicitly). With
//! W_QK := W_Q W_Kᵀ, the quantity of their Theorem 2.2 is ‖W_QK‖₁ ‖Wₕ‖_{1,∞}.
//!
//! **One self-attention layer** with heads h = 1, …, H and output bias b ∈ ℝᵈ:
//!
//!   SA(X) = Σₕ Pₕ X Wₕ + 1ₙ bᵀ.
//!
//! **A SAN** of depth L: X₀ = X, X_l = SA_l(X_{l−1}); **with skip connections**,
//! X_l = SA_l(X_{l−1}) + X_{l−1}.
//!
//! **A transformer block** (post-LN, as in BERT) adds to a layer, each optionally:
//!
//!   A = SA(X) [+ X if skip],   A ← LN₁(A) [if LayerNorm],
//!   F = MLP(A) [+ A if skip],  F ← LN₂(F) [if LayerNorm and MLP].
//!
//! See [`super::layer_norm`] and [`super::mlp`] for LN and MLP.

use ndarray::{Array1, Array2};

use super::attention::attention_matrix;
use super::layer_norm::{layer_norm, LayerNorm};
use super::matrix::{add, matmul};
use super::mlp::{mlp, Mlp};
use super::scalar::Scalar;

/// The weights of one head.
#[derive(Clone, Debug)]
pub struct SanHead<S> {
    /// W_Q (d × d_qk).
    pub w_q: Array2<S>,
    /// W_K (d × d_qk).
    pub w_k: Array2<S>,
    /// The value weights Wₕ (d × d), value and output projection folded together.
    pub w_v: Array2<S>,
}

/// One self-attention layer: heads and output bias.
#[derive(Clone, Debug)]
pub struct SanLayer<S> {
    /// The heads (at least one).
    pub heads: Vec<SanHead<S>>,
    /// The output bias b (length d).
    pub bias: Array1<S>,
}

/// Pₕ = softmax(τ X W_Q W_Kᵀ Xᵀ).
pub fn head_attention<S: Scalar>(x: &Array2<S>, head: &SanHead<S>, tau: &S) -> Array2<S> {
    attention_matrix(x, &head.w_q, &head.w_k, tau)
}

/// SA(X) = Σₕ Pₕ X Wₕ + 1bᵀ, and the attention matrices Pₕ.
pub fn self_attention<S: Scalar>(x: &Array2<S>, layer: &SanLayer<S>, tau: &S) -> (Array2<S>, Vec<Array2<S>>) {
    assert!(!layer.heads.is_empty(), "a layer needs at least one head");
    let (n, d) = x.dim();
    assert_eq!(layer.bias.len(), d, "bias of length {} for {d} features", layer.bias.len());
    let mut out = Array2::from_shape_fn((n, d), |(_, j)| layer.bias[j].clone());
    let mut ps = Vec::with_capacity(layer.heads.len());
    for head in &layer.heads {
        let p = head_attention(x, head, tau);
        out = add(&out, &matmul(&matmul(&p, x), &head.w_v));
        ps.push(p);
    }
    (out, ps)
}

/// A forward pass of a SAN: the layer outputs and the attention matrices of every layer.
#[derive(Clone, Debug)]
pub struct SanForward<S> {
    /// X₀ = X, X₁, …, X_L.
    pub outputs: Vec<Array2<S>>,
    /// `attention[l][h]`: the attention matrix of head h in layer l + 1.
    pub attention: Vec<Vec<Array2<S>>>,
}

/// The forward pass X_l = SA_l(X_{l−1}) [+ X_{l−1} if `skip`].
pub fn san_forward<S: Scalar>(x: &Array2<S>, layers: &[SanLayer<S>], tau: &S, skip: bool) -> SanForward<S> {
    let mut outputs = vec![x.clone()];
    let mut attention = Vec::with_capacity(layers.len());
    for layer in layers {
        let prev = outputs.last().expect("non-empty");
        let (sa, ps) = self_attention(prev, layer, tau);
        let next = if skip { add(&sa, prev) } else { sa };
        outputs.push(next);
        attention.push(ps);
    }
    SanForward { outputs, attention }
}

/// Which parts a transformer block has besides self-attention.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Architecture {
    /// Skip connections around attention (and around the MLP, if any).
    pub skip: bool,
    /// A token-wise MLP after attention.
    pub mlp: bool,
    /// LayerNorm after attention (and after the MLP, if any).
    pub layer_norm: bool,
}

/// One transformer block's parameters; the optional parts are used when present.
#[derive(Clone, Debug)]
pub struct Block<S> {
    /// The self-attention layer.
    pub attention: SanLayer<S>,
    /// The MLP, if the block has one.
    pub mlp: Option<Mlp<S>>,
    /// LayerNorm after attention.
    pub norm_attention: Option<LayerNorm<S>>,
    /// LayerNorm after the MLP.
    pub norm_mlp: Option<LayerNorm<S>>,
}

/// One block (see the module documentation) with or without skip connections.
pub fn block_forward<S: Scalar>(x: &Array2<S>, block: &Block<S>, tau: &S, skip: bool) -> Array2<S> {
    let (sa, _) = self_attention(x, &block.attention, tau);
    let mut h = if skip { add(&sa, x) } else { sa };
    if let Some(ln) = &block.norm_attention {
        h = layer_norm(&h, ln);
    }
    if let Some(p) = &block.mlp {
        let f = mlp(&h, p);
        h = if skip { add(&f, &h) } else { f };
        if let Some(ln) = &block.norm_mlp {
            h = layer_norm(&h, ln);
        }
    }
    h
}

/// The outputs X₀ = X, X₁, …, X_L of a stack of blocks.
pub fn network_forward<S: Scalar>(x: &Array2<S>, blocks: &[Block<S>], tau: &S, skip: bool) -> Vec<Array2<S>> {
    let mut outputs = vec![x.clone()];
    for b in blocks {
        let next = block_forward(outputs.last().expect("non-empty"), b, tau, skip);
        outputs.push(next);
    }
    outputs
}
