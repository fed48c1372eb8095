//! The sizes of a BERT-family encoder, from its `config.json` (Hugging Face's field names).
//!
//! | field | symbol | meaning |
//! |---|---|---|
//! | `hidden_size` | d | features per token |
//! | `num_attention_heads` | H | heads per layer; d_head = d/H |
//! | `num_hidden_layers` | L | layers |
//! | `intermediate_size` | m | width of the MLP |
//! | `layer_norm_eps` | ε | LayerNorm's ε |
//! | `hidden_act` | σ | the MLP's activation: `gelu` or `relu` |
//! | `vocab_size`, `max_position_embeddings`, `type_vocab_size` | | embedding tables |
//!
//! A missing or mistyped field, or a key given twice, is an error naming the file and the
//! field (quoting at most the start of a bad value). Only absolute
//! position embeddings are supported (`position_embedding_type`, when present, must be
//! `absolute`).

use std::path::Path;

use serde_json::Value;

/// The largest configuration file read (a configuration is a few hundred bytes).
pub const MAX_BYTES: u64 = 1 << 20;

/// The MLP's activation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Activation {
    /// GELU(t) = t·Φ(t) (`"gelu"`).
    Gelu,
    /// max(t, 0) (`"relu"`).
    Relu,
}

/// The sizes and constants of an encoder.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    /// d.
    pub hidden: usize,
    /// H.
    pub heads: usize,
    /// L.
    pub layers: usize,
    /// m, the MLP's width.
    pub intermediate: usize,
    /// LayerNorm's ε.
    pub eps: f64,
    /// The MLP's activation.
    pub activation: Activation,
    /// Rows of the token embedding table.
    pub vocab: usize,
    /// Rows of the position embedding table (the longest input).
    pub positions: usize,
    /// Rows of the token-type embedding table.
    pub token_types: usize,
}

impl Config {
    /// d_head = d/H, the width of one head's queries, keys and values.
    pub fn head_width(&self) -> usize {
        self.hidden / self.heads
    }

    /// Reads and checks `path` (a configuration is a few hundred bytes; at most
    /// [`MAX_BYTES`] are read).
    pub fn read(path: &Path) -> Result<Config, String> {
        let text = crate::files::read_text_limited(path, MAX_BYTES).map_err(|e| format!("{}: cannot read the configuration: {e}", path.display()))?;
        Config::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Parses the JSON text of a configuration; errors name the field.
    pub fn parse(text: &str) -> Result<Config, String> {
        let json: Value = crate::artifact::json::parse(text)?;
        let short = |v: &Value| crate::excerpt::excerpt(&v.to_string());
        let size = |field: &str| -> Result<usize, String> {
            match json.get(field) {
                None => Err(format!("field `{field}` is missing")),
                Some(v) => v
                    .as_u64()
                    .filter(|&n| n > 0)
                    .and_then(|n| usize::try_from(n).ok())
                    .ok_or_else(|| format!("field `{field}` is {}, not a positive integer", short(v))),
            }
        };
        let eps = match json.get("layer_norm_eps") {
            None => return Err("field `layer_norm_eps` is missing".into()),
            Some(v) => v.as_f64().filter(|e| *e >= 0.0 && e.is_finite()).ok_or_else(|| format!("field `layer_norm_eps` is {}, not a number >= 0", short(v)))?,
        };
        let activation = match json.get("hidden_act").and_then(Value::as_str) {
            Some("gelu") => Activation::Gelu,
            Some("relu") => Activation::Relu,
            Some(other) => return Err(format!("field `hidden_act` is {}; supported: \"gelu\", \"relu\"", crate::excerpt::quoted(other))),
            None => return Err("field `hidden_act` is missing or not a string".into()),
        };
        if let Some(kind) = json.get("position_embedding_type") {
            if kind.as_str() != Some("absolute") {
                return Err(format!("field `position_embedding_type` is {}; only \"absolute\" is supported", short(kind)));
            }
        }
        let config = Config {
            hidden: size("hidden_size")?,
            heads: size("num_attention_heads")?,
            layers: size("num_hidden_layers")?,
            intermediate: size("intermediate_size")?,
            eps,
            activation,
            vocab: size("vocab_size")?,
            positions: size("max_position_embeddings")?,
            token_types: size("type_vocab_size")?,
        };
        if config.hidden % config.heads != 0 {
            return Err(format!(
                "field `hidden_size` ({}) is not a multiple of `num_attention_heads` ({})",
                config.hidden, config.heads
            ));
        }
        Ok(config)
    }
}
