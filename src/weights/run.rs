//! One audit: read the files, tokenise the texts, run the passes, collect the figures.

use std::path::{Path, PathBuf};

use ndarray::Array2;

use crate::artifact::sha256;
use crate::curves::ARCHITECTURES;
use crate::math::token_mean::relative_residual;

use super::audit::{distances_from_input, head_input, layer_weights, HeadInputAudit, HeadWeightsAudit};
use super::checkpoint::Checkpoint;
use super::config::Config;
use super::forward::{embed, forward, theorem_network};
use super::model::{Encoder, Layer};
use super::paper::PaperLayer;
use super::wordpiece::{encode, tokenize, Vocabulary};

/// Real text the audit reads when none is given: a sentence of each source and a pangram.
pub const DEFAULT_TEXTS: [&str; 3] = [
    "Attention mechanisms lie at the heart of modern large language models (LLMs).",
    "Read through the decomposition, a deep transformer is closer to an ensemble of shallow single-head networks than to a deep one, because the long paths have had their residual destroyed and the short ones have not.",
    "The quick brown fox jumps over the lazy dog.",
];

/// What to audit.
#[derive(Clone, Debug)]
pub struct Request {
    /// The checkpoint (`model.safetensors`).
    pub model: PathBuf,
    /// Its `config.json`.
    pub config: PathBuf,
    /// Its `vocab.txt`.
    pub vocab: PathBuf,
    /// The texts (at least one).
    pub texts: Vec<String>,
    /// The model's name in the report (default: the checkpoint's file name).
    pub name: Option<String>,
}

impl Request {
    /// The request for `model` with `config.json` and `vocab.txt` beside it unless given,
    /// and [`DEFAULT_TEXTS`] unless texts are given.
    pub fn new(model: &Path, config: Option<&Path>, vocab: Option<&Path>, texts: &[String]) -> Request {
        let beside = |name: &str| model.parent().unwrap_or(Path::new(".")).join(name);
        Request {
            model: model.to_path_buf(),
            config: config.map_or_else(|| beside("config.json"), Path::to_path_buf),
            vocab: vocab.map_or_else(|| beside("vocab.txt"), Path::to_path_buf),
            texts: if texts.is_empty() { DEFAULT_TEXTS.iter().map(|t| t.to_string()).collect() } else { texts.to_vec() },
            name: None,
        }
    }
}

/// Which files the figures come from.
#[derive(Clone, Debug, PartialEq)]
pub struct Stamp {
    /// The model's name, if given.
    pub name: Option<String>,
    /// The checkpoint's file name (not its path, which differs between machines).
    pub model_name: String,
    /// Its size in bytes.
    pub model_bytes: usize,
    /// Its SHA-256.
    pub model_sha256: String,
    /// SHA-256 of the configuration file.
    pub config_sha256: String,
    /// SHA-256 of the vocabulary file.
    pub vocab_sha256: String,
}

/// The figures of one text.
#[derive(Clone, Debug)]
pub struct TextAudit {
    /// The text.
    pub text: String,
    /// Its tokens, `[CLS]` … `[SEP]`.
    pub tokens: Vec<String>,
    /// `heads[l][h]`: head h of layer l + 1 at that layer's input X_l of the encoder.
    pub heads: Vec<Vec<HeadInputAudit>>,
    /// Per architecture of [`ARCHITECTURES`] (same order), the relative residual
    /// ‖X_l − 1x̄_lᵀ‖_{1,∞}/‖X_l‖_{1,∞} for l = 0, …, L.
    pub curves: Vec<Vec<f64>>,
    /// φ₀ = ‖X₀‖_∞ (entrywise maximum).
    pub phi0: f64,
    /// ρ_ℓ = ‖X_ℓ − X₀‖_∞/‖X₀‖_∞, ℓ = 1, …, L, of Theorem 5.3's network S.
    pub theorem_distances: Vec<f64>,
}

/// An audit's figures.
#[derive(Clone, Debug)]
pub struct Audit {
    /// The files.
    pub stamp: Stamp,
    /// The encoder's sizes.
    pub config: Config,
    /// β = 1/√d_h.
    pub beta: f64,
    /// `weights[l][h]`: head h of layer l + 1.
    pub weights: Vec<Vec<HeadWeightsAudit>>,
    /// One per text.
    pub texts: Vec<TextAudit>,
}

impl Audit {
    /// η_ℓ = max_h η_{ℓ,h}, per layer.
    pub fn layer_etas(&self) -> Vec<f64> {
        self.weights.iter().map(|hs| hs.iter().map(|h| h.eta).fold(0.0, f64::max)).collect()
    }

    /// η = max_ℓ η_ℓ.
    pub fn eta(&self) -> f64 {
        self.layer_etas().into_iter().fold(0.0, f64::max)
    }

    /// η with β folded into W_q (see [`HeadWeightsAudit::eta_folded`]).
    pub fn eta_folded(&self) -> f64 {
        self.weights.iter().flatten().map(|h| h.eta_folded).fold(0.0, f64::max)
    }

    /// max over heads of ‖W_v‖_∞, the only weight the bound ‖S(X) − X‖_∞ ≤
    /// ((1 + dHη)^L − 1)‖X‖_∞ uses.
    pub fn eta_value(&self) -> f64 {
        self.weights.iter().flatten().map(|h| h.w_v).fold(0.0, f64::max)
    }
}

fn read_bytes(path: &Path, what: &str, limit: u64) -> Result<Vec<u8>, String> {
    crate::files::read_limited(path, limit).map_err(|e| format!("{}: cannot read the {what}: {e}", path.display()))
}

/// An error for a checkpoint path that does not lead to a file, saying what is wrong
/// with it (before its configuration, looked for beside it, is blamed).
fn check_model_path(model: &Path) -> Result<(), String> {
    if model.is_file() {
        return Ok(());
    }
    let shown = model.display();
    if model.is_dir() {
        return Err(format!("{shown} is a folder: give the checkpoint file in it (e.g. {shown}/model.safetensors)"));
    }
    let folder = model.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    if !folder.is_dir() {
        return Err(format!("{shown}: no such folder {}", folder.display()));
    }
    match std::fs::metadata(model) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(format!("{shown}: no such file in {}", folder.display())),
        Err(e) => Err(format!("{shown}: cannot read the checkpoint: {e}")),
        Ok(_) => Err(format!("{shown} is not a regular file")),
    }
}

/// The figures of an encoder already loaded, on its texts.
#[derive(Clone, Debug)]
pub struct Figures {
    /// β = 1/√d_h.
    pub beta: f64,
    /// `weights[l][h]`: head h of layer l + 1.
    pub weights: Vec<Vec<HeadWeightsAudit>>,
    /// One per text.
    pub texts: Vec<TextAudit>,
}

/// The figures of every text for an encoder already loaded.
pub fn audit_texts(encoder: &Encoder, vocab: &Vocabulary, texts: &[String]) -> Result<Figures, String> {
    let config = &encoder.config;
    let beta = 1.0 / (config.head_width() as f64).sqrt();
    let layers: Vec<(Layer, PaperLayer)> = encoder.layers.iter().map(|l| (l.clone(), PaperLayer::new(l))).collect();
    let weights: Vec<Vec<HeadWeightsAudit>> = layers.iter().map(|(_, p)| layer_weights(p, beta)).collect();
    let mut out = Vec::with_capacity(texts.len());
    for text in texts {
        let shown = crate::excerpt::quoted(text);
        let tokens = tokenize(text, vocab).map_err(|e| format!("text {shown}: {e}"))?;
        let ids = encode(text, vocab).map_err(|e| format!("text {shown}: {e}"))?;
        let x0 = embed(&encoder.embeddings, &ids).map_err(|e| format!("text {shown}: {e}"))?;
        let curves: Vec<Vec<Array2<f64>>> = ARCHITECTURES.iter().map(|(_, arch)| forward(&x0, &layers, beta, *arch, config.activation)).collect();
        let full = ARCHITECTURES.iter().position(|(_, a)| a.skip && a.mlp && a.layer_norm).expect("the full block is drawn");
        let hidden = &curves[full];
        let heads = layers
            .iter()
            .zip(&weights)
            .enumerate()
            .map(|(l, ((_, paper), ws))| paper.heads.iter().zip(ws).map(|(h, w)| head_input(&hidden[l], h, w, beta)).collect())
            .collect();
        let theorem = theorem_network(&x0, &layers, beta);
        out.push(TextAudit {
            text: text.clone(),
            tokens,
            heads,
            curves: curves.iter().map(|xs| xs.iter().map(relative_residual).collect()).collect(),
            phi0: crate::math::norms::max_abs_entry(x0.iter()),
            theorem_distances: distances_from_input(&theorem),
        });
    }
    Ok(Figures { beta, weights, texts: out })
}

/// Runs the audit of `request`.
pub fn run(request: &Request) -> Result<Audit, String> {
    if request.texts.is_empty() {
        return Err("no text to read".into());
    }
    check_model_path(&request.model)?;
    let config = Config::read(&request.config)?;
    let vocab = Vocabulary::read(&request.vocab)?;
    if vocab.len() != config.vocab {
        return Err(format!(
            "{}: {} tokens, but {} says vocab_size = {}",
            request.vocab.display(),
            vocab.len(),
            request.config.display(),
            config.vocab
        ));
    }
    let checkpoint = Checkpoint::open(&request.model)?;
    let encoder = Encoder::load(&checkpoint, &config)?;
    let stamp = Stamp {
        name: request.name.clone(),
        model_name: request.model.file_name().map_or_else(|| request.model.display().to_string(), |n| n.to_string_lossy().into_owned()),
        model_bytes: checkpoint.bytes().len(),
        model_sha256: sha256::hex(checkpoint.bytes()),
        config_sha256: sha256::hex(&read_bytes(&request.config, "configuration", super::config::MAX_BYTES)?),
        vocab_sha256: sha256::hex(&read_bytes(&request.vocab, "vocabulary", super::wordpiece::MAX_BYTES)?),
    };
    drop(checkpoint);
    let Figures { beta, weights, texts } = audit_texts(&encoder, &vocab, &request.texts)?;
    Ok(Audit { stamp, config, beta, weights, texts })
}
