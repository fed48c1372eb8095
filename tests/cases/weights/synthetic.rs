//! A tiny BERT-family checkpoint written by the tests (d = 2, H = 2 heads of width 1,
//! L = 1, MLP width 3, 8 tokens, 4 positions), with attention weights small enough to
//! check every figure by hand, and its `config.json` and `vocab.txt`.
//!
//! Linear weights are stored as Hugging Face stores them, `[out, in]`; the matrices the
//! papers write (`in × out`) are their transposes:
//!
//! | tensor (stored) | in × out | head 0 | head 1 |
//! |---|---|---|---|
//! | query `[[1, 0], [0, 2]]` | W_Q = [[1, 0], [0, 2]] | W_q = (1, 0)ᵀ | W_q = (0, 2)ᵀ |
//! | key `[[0.5, 0.25], [0, 1]]` | W_K = [[0.5, 0], [0.25, 1]] | W_k = (0.5, 0.25)ᵀ | W_k = (0, 1)ᵀ |
//! | value `[[1, 1], [0, −1]]` | W_V = [[1, 0], [1, −1]] | (1, 1)ᵀ | (0, −1)ᵀ |
//! | output `[[1, 0], [2, 3]]` | W_O = [[1, 2], [0, 3]] | row (1, 2) | row (0, 3) |
//!
//! so W_v = W_V^h W_O^h is [[1, 2], [1, 2]] for head 0 and [[0, 0], [0, −3]] for head 1.
//! Biases: value (1, 0), output (0.5, 0), the others 0.

use std::path::{Path, PathBuf};

use safetensors::tensor::{Dtype, TensorView};

/// A tensor to write: name, shape, values (row-major), written as F32.
pub struct Tensor {
    pub name: String,
    pub shape: Vec<usize>,
    pub values: Vec<f32>,
}

fn t(name: &str, shape: &[usize], values: &[f32]) -> Tensor {
    assert_eq!(shape.iter().product::<usize>(), values.len(), "{name}");
    Tensor { name: name.to_string(), shape: shape.to_vec(), values: values.to_vec() }
}

/// The tensors of the tiny model.
pub fn tensors() -> Vec<Tensor> {
    let l = "encoder.layer.0.";
    let word: Vec<f32> = (0..16).map(|k| ((k * 5 % 7) as f32 - 3.0) / 4.0).collect();
    let position: Vec<f32> = (0..8).map(|k| ((k * 3 % 5) as f32 - 2.0) / 8.0).collect();
    vec![
        t("embeddings.word_embeddings.weight", &[8, 2], &word),
        t("embeddings.position_embeddings.weight", &[4, 2], &position),
        t("embeddings.token_type_embeddings.weight", &[1, 2], &[0.0, 0.0]),
        t("embeddings.LayerNorm.weight", &[2], &[1.0, 1.0]),
        t("embeddings.LayerNorm.bias", &[2], &[0.0, 0.0]),
        t(&format!("{l}attention.self.query.weight"), &[2, 2], &[1.0, 0.0, 0.0, 2.0]),
        t(&format!("{l}attention.self.query.bias"), &[2], &[0.0, 0.0]),
        t(&format!("{l}attention.self.key.weight"), &[2, 2], &[0.5, 0.25, 0.0, 1.0]),
        t(&format!("{l}attention.self.key.bias"), &[2], &[0.0, 0.0]),
        t(&format!("{l}attention.self.value.weight"), &[2, 2], &[1.0, 1.0, 0.0, -1.0]),
        t(&format!("{l}attention.self.value.bias"), &[2], &[1.0, 0.0]),
        t(&format!("{l}attention.output.dense.weight"), &[2, 2], &[1.0, 0.0, 2.0, 3.0]),
        t(&format!("{l}attention.output.dense.bias"), &[2], &[0.5, 0.0]),
        t(&format!("{l}attention.output.LayerNorm.weight"), &[2], &[1.0, 1.0]),
        t(&format!("{l}attention.output.LayerNorm.bias"), &[2], &[0.0, 0.0]),
        t(&format!("{l}intermediate.dense.weight"), &[3, 2], &[1.0, -1.0, 0.5, 0.5, -0.25, 1.0]),
        t(&format!("{l}intermediate.dense.bias"), &[3], &[0.0, 0.1, -0.1]),
        t(&format!("{l}output.dense.weight"), &[2, 3], &[1.0, 0.0, -1.0, 0.5, 1.0, 0.0]),
        t(&format!("{l}output.dense.bias"), &[2], &[0.0, 0.0]),
        t(&format!("{l}output.LayerNorm.weight"), &[2], &[1.0, 1.0]),
        t(&format!("{l}output.LayerNorm.bias"), &[2], &[0.0, 0.0]),
    ]
}

/// The safetensors bytes of `tensors` (written by the `safetensors` crate).
pub fn serialize(tensors: &[Tensor]) -> Vec<u8> {
    let bytes: Vec<Vec<u8>> = tensors.iter().map(|t| t.values.iter().flat_map(|v| v.to_le_bytes()).collect()).collect();
    let views: Vec<(String, TensorView<'_>)> = tensors
        .iter()
        .zip(&bytes)
        .map(|(t, b)| (t.name.clone(), TensorView::new(Dtype::F32, t.shape.clone(), b).expect("shape and bytes agree")))
        .collect();
    safetensors::serialize(views, None).expect("serializable")
}

/// The tiny model's `config.json`.
pub const CONFIG: &str = r#"{
  "hidden_size": 2,
  "num_attention_heads": 2,
  "num_hidden_layers": 1,
  "intermediate_size": 3,
  "layer_norm_eps": 1e-12,
  "hidden_act": "gelu",
  "vocab_size": 8,
  "max_position_embeddings": 4,
  "type_vocab_size": 1,
  "position_embedding_type": "absolute"
}
"#;

/// The tiny model's `vocab.txt` (token k on line k).
pub const VOCAB: &str = "[PAD]\n[UNK]\n[CLS]\n[SEP]\nthe\nfox\n##es\n.\n";

/// Writes `model.safetensors` (the bytes given), `config.json` and `vocab.txt` into `dir`;
/// returns the checkpoint's path.
pub fn write(dir: &Path, model: &[u8]) -> PathBuf {
    std::fs::write(dir.join("config.json"), CONFIG).unwrap();
    std::fs::write(dir.join("vocab.txt"), VOCAB).unwrap();
    let path = dir.join("model.safetensors");
    std::fs::write(&path, model).unwrap();
    path
}
