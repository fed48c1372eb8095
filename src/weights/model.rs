//! A BERT-family encoder's weights, read from a checkpoint by Hugging Face's tensor names.
//!
//! A linear layer stores its weight as `[out, in]` and computes y = x Wᵀ + b for a row
//! vector x; the matrices here are stored the other way round (`in × out`, y = x W + b),
//! as the papers write X W. With d = `hidden_size`, H heads of width d_h = d/H, and
//! `p` = `""` or `"bert."` (whichever the file uses), layer l (from 0) has:
//!
//! | tensor | shape | here |
//! |---|---|---|
//! | `{p}encoder.layer.{l}.attention.self.query.weight` / `.bias` | [d, d] / [d] | W_Q, b_Q: head h has columns h·d_h … (h+1)·d_h − 1 |
//! | `….attention.self.key.weight` / `.bias` | [d, d] / [d] | W_K, b_K, split the same way |
//! | `….attention.self.value.weight` / `.bias` | [d, d] / [d] | W_V, b_V, split the same way |
//! | `….attention.output.dense.weight` / `.bias` | [d, d] / [d] | W_O (head h: rows h·d_h …), b_O |
//! | `….attention.output.LayerNorm.weight` / `.bias` | [d] | LN₁ gain and bias |
//! | `….intermediate.dense.weight` / `.bias` | [m, d] / [m] | W₁, b₁ of the MLP |
//! | `….output.dense.weight` / `.bias` | [d, m] / [d] | W₂, b₂ of the MLP |
//! | `….output.LayerNorm.weight` / `.bias` | [d] | LN₂ gain and bias |
//!
//! and the embeddings `{p}embeddings.{word,position,token_type}_embeddings.weight`
//! ([vocab, d], [positions, d], [types, d]) with `{p}embeddings.LayerNorm.{weight,bias}`.
//! Any other tensor in the file (a pooler, position ids) is not read.

use ndarray::{s, Array1, Array2};

use crate::math::layer_norm::LayerNorm;
use crate::math::mlp::Mlp;

use super::checkpoint::Checkpoint;
use super::config::Config;

/// One head's slices of the attention weights (`in × out` orientation).
#[derive(Clone, Debug)]
pub struct HeadWeights {
    /// W_Q^h (d × d_h).
    pub query: Array2<f64>,
    /// b_Q^h (d_h).
    pub query_bias: Array1<f64>,
    /// W_K^h (d × d_h).
    pub key: Array2<f64>,
    /// b_K^h (d_h).
    pub key_bias: Array1<f64>,
    /// W_V^h (d × d_h).
    pub value: Array2<f64>,
    /// b_V^h (d_h).
    pub value_bias: Array1<f64>,
    /// W_O^h (d_h × d): the rows of the output projection that read this head.
    pub output: Array2<f64>,
}

/// One encoder layer (post-LN BERT block).
#[derive(Clone, Debug)]
pub struct Layer {
    /// The heads.
    pub heads: Vec<HeadWeights>,
    /// b_O, the output projection's bias (d).
    pub output_bias: Array1<f64>,
    /// LN₁, after attention and its skip connection.
    pub norm_attention: LayerNorm<f64>,
    /// The MLP (scale c = 1).
    pub mlp: Mlp<f64>,
    /// LN₂, after the MLP and its skip connection.
    pub norm_output: LayerNorm<f64>,
}

/// The embedding tables and their LayerNorm.
#[derive(Clone, Debug)]
pub struct Embeddings {
    /// Token embeddings (vocab × d).
    pub word: Array2<f64>,
    /// Position embeddings (positions × d).
    pub position: Array2<f64>,
    /// Token-type embeddings (types × d); every input here is of type 0.
    pub token_type: Array2<f64>,
    /// The LayerNorm applied to their sum.
    pub norm: LayerNorm<f64>,
}

/// A whole encoder.
#[derive(Clone, Debug)]
pub struct Encoder {
    /// Its sizes.
    pub config: Config,
    /// Embeddings.
    pub embeddings: Embeddings,
    /// Layers 1, …, L (index 0 is layer 1).
    pub layers: Vec<Layer>,
}

/// The prefix the file's tensor names carry: `""` or `"bert."`.
fn prefix(file: &Checkpoint) -> Result<&'static str, String> {
    for p in ["", "bert."] {
        if file.has(&format!("{p}embeddings.word_embeddings.weight")) {
            return Ok(p);
        }
    }
    Err(format!(
        "{}: tensor `embeddings.word_embeddings.weight` (or `bert.embeddings.word_embeddings.weight`) is missing: not a BERT-family checkpoint",
        file.path().display()
    ))
}

/// The `in × out` matrix of a linear layer stored as `[out, in]`.
fn linear(file: &Checkpoint, name: &str, inputs: usize, outputs: usize) -> Result<Array2<f64>, String> {
    Ok(file.matrix(name, outputs, inputs)?.reversed_axes().as_standard_layout().to_owned())
}

fn layer_norm(file: &Checkpoint, name: &str, d: usize, eps: f64) -> Result<LayerNorm<f64>, String> {
    Ok(LayerNorm { gain: file.vector(&format!("{name}.weight"), d)?, bias: file.vector(&format!("{name}.bias"), d)?, eps })
}

impl Encoder {
    /// Reads every tensor the encoder needs from `file`, with the sizes of `config`.
    pub fn load(file: &Checkpoint, config: &Config) -> Result<Encoder, String> {
        let p = prefix(file)?;
        let (d, m, dh) = (config.hidden, config.intermediate, config.head_width());
        let embeddings = Embeddings {
            word: file.matrix(&format!("{p}embeddings.word_embeddings.weight"), config.vocab, d)?,
            position: file.matrix(&format!("{p}embeddings.position_embeddings.weight"), config.positions, d)?,
            token_type: file.matrix(&format!("{p}embeddings.token_type_embeddings.weight"), config.token_types, d)?,
            norm: layer_norm(file, &format!("{p}embeddings.LayerNorm"), d, config.eps)?,
        };
        // the configuration's layer count is checked against the file before anything is
        // sized by it (a config.json may claim 10^12 layers)
        let last = format!("{p}encoder.layer.{}.attention.self.query.weight", config.layers - 1);
        if !file.has(&last) {
            return Err(format!(
                "{}: the configuration says num_hidden_layers = {}, but tensor `{last}` of layer {} is missing",
                file.path().display(),
                config.layers,
                config.layers
            ));
        }
        let mut layers = Vec::new();
        for l in 0..config.layers {
            let at = |part: &str| format!("{p}encoder.layer.{l}.{part}");
            let q = linear(file, &at("attention.self.query.weight"), d, d)?;
            let k = linear(file, &at("attention.self.key.weight"), d, d)?;
            let v = linear(file, &at("attention.self.value.weight"), d, d)?;
            let o = linear(file, &at("attention.output.dense.weight"), d, d)?;
            let bq = file.vector(&at("attention.self.query.bias"), d)?;
            let bk = file.vector(&at("attention.self.key.bias"), d)?;
            let bv = file.vector(&at("attention.self.value.bias"), d)?;
            let heads = (0..config.heads)
                .map(|h| {
                    let cols = h * dh..(h + 1) * dh;
                    HeadWeights {
                        query: q.slice(s![.., cols.clone()]).to_owned(),
                        query_bias: bq.slice(s![cols.clone()]).to_owned(),
                        key: k.slice(s![.., cols.clone()]).to_owned(),
                        key_bias: bk.slice(s![cols.clone()]).to_owned(),
                        value: v.slice(s![.., cols.clone()]).to_owned(),
                        value_bias: bv.slice(s![cols.clone()]).to_owned(),
                        output: o.slice(s![cols, ..]).to_owned(),
                    }
                })
                .collect();
            layers.push(Layer {
                heads,
                output_bias: file.vector(&at("attention.output.dense.bias"), d)?,
                norm_attention: layer_norm(file, &at("attention.output.LayerNorm"), d, config.eps)?,
                mlp: Mlp {
                    w1: linear(file, &at("intermediate.dense.weight"), d, m)?,
                    b1: file.vector(&at("intermediate.dense.bias"), m)?,
                    w2: linear(file, &at("output.dense.weight"), m, d)?,
                    b2: file.vector(&at("output.dense.bias"), d)?,
                    scale: 1.0,
                },
                norm_output: layer_norm(file, &at("output.LayerNorm"), d, config.eps)?,
            });
        }
        Ok(Encoder { config: config.clone(), embeddings, layers })
    }
}
