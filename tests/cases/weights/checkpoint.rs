//! Reading a checkpoint: the tiny model of [`super::synthetic`] loads into the papers'
//! orientation, and each kind of bad file gives an error naming the file and the tensor or
//! field.

use lemmacheck::weights::checkpoint::Checkpoint;
use lemmacheck::weights::config::{Activation, Config};
use lemmacheck::weights::model::Encoder;
use lemmacheck::weights::run::{self, Request};
use ndarray::array;

use super::synthetic::{self, Tensor, CONFIG};

fn config() -> Config {
    Config::parse(CONFIG).expect("the tiny configuration parses")
}

/// Loads `tensors` written to a scratch file; the error message, or the encoder.
fn load(tensors: &[Tensor]) -> (tempfile::TempDir, std::path::PathBuf, Result<Encoder, String>) {
    let dir = tempfile::tempdir().unwrap();
    let path = synthetic::write(dir.path(), &synthetic::serialize(tensors));
    let result = Checkpoint::open(&path).and_then(|file| Encoder::load(&file, &config()));
    (dir, path, result)
}

fn error_of(tensors: &[Tensor]) -> (String, String) {
    let (_dir, path, result) = load(tensors);
    let message = result.expect_err("an error");
    (path.display().to_string(), message)
}

#[test]
fn the_configuration_gives_the_sizes() {
    let c = config();
    assert_eq!((c.hidden, c.heads, c.layers, c.intermediate, c.head_width()), (2, 2, 1, 3, 1));
    assert_eq!((c.vocab, c.positions, c.token_types, c.activation), (8, 4, 1, Activation::Gelu));
}

#[test]
fn heads_are_column_slices_of_the_transposed_weights() {
    let (_dir, _path, result) = load(&synthetic::tensors());
    let encoder = result.expect("the tiny model loads");
    let layer = &encoder.layers[0];
    assert_eq!(layer.heads.len(), 2);
    let (h0, h1) = (&layer.heads[0], &layer.heads[1]);
    assert_eq!(h0.query, array![[1.0], [0.0]]);
    assert_eq!(h1.query, array![[0.0], [2.0]]);
    assert_eq!(h0.key, array![[0.5], [0.25]]);
    assert_eq!(h1.key, array![[0.0], [1.0]]);
    assert_eq!(h0.value, array![[1.0], [1.0]]);
    assert_eq!(h1.value, array![[0.0], [-1.0]]);
    assert_eq!(h0.output, array![[1.0, 2.0]]);
    assert_eq!(h1.output, array![[0.0, 3.0]]);
    assert_eq!(h0.value_bias, array![1.0]);
    assert_eq!(layer.output_bias, array![0.5, 0.0]);
    // intermediate.dense.weight is [3, 2] = [out, in]: W₁ is its transpose
    assert_eq!(layer.mlp.w1, array![[1.0, 0.5, -0.25], [-1.0, 0.5, 1.0]]);
    assert_eq!(layer.mlp.w2, array![[1.0, 0.5], [0.0, 1.0], [-1.0, 0.0]]);
    assert_eq!(encoder.embeddings.word.dim(), (8, 2));
}

#[test]
fn a_bert_prefix_is_accepted() {
    let tensors: Vec<Tensor> = synthetic::tensors().into_iter().map(|t| Tensor { name: format!("bert.{}", t.name), ..t }).collect();
    let (_dir, _path, result) = load(&tensors);
    assert_eq!(result.expect("loads with the bert. prefix").layers[0].heads[1].query, array![[0.0], [2.0]]);
}

#[test]
fn a_missing_tensor_is_named() {
    let name = "encoder.layer.0.attention.self.key.weight";
    let tensors: Vec<Tensor> = synthetic::tensors().into_iter().filter(|t| t.name != name).collect();
    let (path, message) = error_of(&tensors);
    assert!(message.contains(&path), "{message}");
    assert!(message.contains(&format!("tensor `{name}` is missing")), "{message}");
}

#[test]
fn no_word_embeddings_is_not_a_bert_checkpoint() {
    let tensors: Vec<Tensor> = synthetic::tensors().into_iter().filter(|t| !t.name.contains("word_embeddings")).collect();
    let (path, message) = error_of(&tensors);
    assert!(message.contains(&path) && message.contains("embeddings.word_embeddings.weight"), "{message}");
    assert!(message.contains("not a BERT-family checkpoint"), "{message}");
}

#[test]
fn a_wrong_shape_is_named_with_both_shapes() {
    let name = "encoder.layer.0.attention.output.dense.weight";
    let tensors: Vec<Tensor> = synthetic::tensors()
        .into_iter()
        .map(|t| if t.name == name { Tensor { shape: vec![1, 4], ..t } } else { t })
        .collect();
    let (path, message) = error_of(&tensors);
    assert!(message.contains(&path), "{message}");
    assert!(message.contains(&format!("tensor `{name}` has shape [1, 4], the configuration needs [2, 2]")), "{message}");
}

#[test]
fn a_wrong_data_type_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let data = [0u8; 16];
    let views = vec![(
        "embeddings.word_embeddings.weight".to_string(),
        safetensors::tensor::TensorView::new(safetensors::tensor::Dtype::I32, vec![2, 2], &data).unwrap(),
    )];
    let path = synthetic::write(dir.path(), &safetensors::serialize(views, None).unwrap());
    let config = Config::parse(&CONFIG.replace("\"vocab_size\": 8", "\"vocab_size\": 2")).unwrap();
    let message = Checkpoint::open(&path).and_then(|f| Encoder::load(&f, &config)).expect_err("an error");
    assert!(message.contains(&path.display().to_string()), "{message}");
    assert!(message.contains("tensor `embeddings.word_embeddings.weight` has data type I32"), "{message}");
}

#[test]
fn a_truncated_file_names_the_first_tensor_cut_off() {
    let bytes = synthetic::serialize(&synthetic::tensors());
    // the tensor whose data ends last, read from the header the crate wrote
    let n = u64::from_le_bytes(bytes[..8].try_into().unwrap()) as usize;
    let header: serde_json::Value = serde_json::from_slice(&bytes[8..8 + n]).unwrap();
    let last = header
        .as_object()
        .unwrap()
        .iter()
        .filter(|(k, _)| *k != "__metadata__")
        .max_by_key(|(_, v)| v["data_offsets"][1].as_u64().unwrap())
        .map(|(k, _)| k.clone())
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = synthetic::write(dir.path(), &bytes[..bytes.len() - 2]);
    let message = Checkpoint::open(&path).err().expect("an error");
    assert!(message.contains(&path.display().to_string()), "{message}");
    assert!(message.contains("truncated") && message.contains(&format!("tensor `{last}`")), "{message}");
}

#[test]
fn bytes_that_are_not_safetensors_are_refused_with_the_file_name() {
    let dir = tempfile::tempdir().unwrap();
    for bytes in [&b"not a checkpoint at all"[..], &[][..], &[255u8; 8][..]] {
        let path = synthetic::write(dir.path(), bytes);
        let message = Checkpoint::open(&path).err().expect("an error");
        assert!(message.starts_with(&format!("{}: not a valid safetensors file", path.display())), "{message}");
    }
}

#[test]
fn configuration_errors_name_the_field() {
    // every field's line but the last ends with a comma: dropping one leaves valid JSON
    let without = |field: &str| CONFIG.lines().filter(|l| !l.contains(field)).collect::<Vec<_>>().join("\n");
    let message = Config::parse(&without("num_attention_heads")).unwrap_err();
    assert_eq!(message, "field `num_attention_heads` is missing");
    let message = Config::parse(&CONFIG.replace("\"hidden_size\": 2", "\"hidden_size\": -2")).unwrap_err();
    assert_eq!(message, "field `hidden_size` is -2, not a positive integer");
    let message = Config::parse(&CONFIG.replace("\"num_attention_heads\": 2", "\"num_attention_heads\": 3")).unwrap_err();
    assert!(message.contains("`hidden_size` (2) is not a multiple of `num_attention_heads` (3)"), "{message}");
    let message = Config::parse(&CONFIG.replace("\"gelu\"", "\"swish\"")).unwrap_err();
    assert!(message.starts_with("field `hidden_act` is \"swish\""), "{message}");
    let message = Config::parse(&CONFIG.replace("\"absolute\"", "\"relative_key\"")).unwrap_err();
    assert!(message.starts_with("field `position_embedding_type`"), "{message}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.json");
    std::fs::write(&path, "{").unwrap();
    let message = Config::read(&path).unwrap_err();
    assert!(message.starts_with(&format!("{}: not valid JSON", path.display())), "{message}");
    // a key given twice (serde_json alone keeps the last), and a long bad value quoted by
    // its start only
    let message = Config::parse(&CONFIG.replace("\"num_hidden_layers\": 1,", "\"num_hidden_layers\": 1, \"num_hidden_layers\": 2,")).unwrap_err();
    assert!(message.contains("`num_hidden_layers`") && message.contains("twice"), "{message}");
    let long = format!("\"{}\"", "z".repeat(4_000_000));
    let message = Config::parse(&CONFIG.replace("\"gelu\"", &long)).unwrap_err();
    assert!(message.starts_with("field `hidden_act` is \"zzz") && message.len() < 200, "{} bytes", message.len());
}

#[test]
fn a_tensor_with_a_value_that_is_not_finite_is_named() {
    for (bad, shown) in [(f32::NAN, "NaN"), (f32::INFINITY, "inf"), (f32::NEG_INFINITY, "-inf")] {
        let mut tensors = synthetic::tensors();
        let t = tensors.iter_mut().find(|t| t.name == "embeddings.word_embeddings.weight").unwrap();
        t.values[5] = bad;
        let (path, message) = error_of(&tensors);
        assert_eq!(
            message,
            format!("{path}: tensor `embeddings.word_embeddings.weight` has the value {shown} at index [2, 1]; every weight must be a finite number")
        );
    }
    let mut tensors = synthetic::tensors();
    tensors.iter_mut().find(|t| t.name == "encoder.layer.0.output.dense.bias").unwrap().values[1] = f32::NAN;
    let (_, message) = error_of(&tensors);
    assert!(message.contains("tensor `encoder.layer.0.output.dense.bias` has the value NaN at index [1]"), "{message}");
}

#[test]
fn a_configuration_with_more_layers_than_the_file_is_an_error_not_an_allocation() {
    let dir = tempfile::tempdir().unwrap();
    let path = synthetic::write(dir.path(), &synthetic::serialize(&synthetic::tensors()));
    let file = Checkpoint::open(&path).unwrap();
    for layers in ["1000000000000", "18446744073709551615", "2"] {
        let config = Config::parse(&CONFIG.replace("\"num_hidden_layers\": 1", &format!("\"num_hidden_layers\": {layers}"))).unwrap();
        let message = Encoder::load(&file, &config).unwrap_err();
        assert!(
            message.contains(&format!("num_hidden_layers = {layers}")) && message.contains("is missing"),
            "{layers}: {message}"
        );
    }
}

#[test]
fn a_vocabulary_of_the_wrong_size_names_both_files() {
    let dir = tempfile::tempdir().unwrap();
    let path = synthetic::write(dir.path(), &synthetic::serialize(&synthetic::tensors()));
    std::fs::write(dir.path().join("vocab.txt"), "[UNK]\n[CLS]\n[SEP]\n").unwrap();
    let message = run::run(&Request::new(&path, None, None, &[])).unwrap_err();
    assert!(message.contains("vocab.txt: 3 tokens") && message.contains("config.json says vocab_size = 8"), "{message}");
}
