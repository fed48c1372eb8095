//! The reference checkpoint all-MiniLM-L6-v2, when a copy is at hand: its audit must
//! reproduce the committed files under `docs/weights/` byte for byte, and
//! the tokeniser must give BERT's published ids with its vocabulary.
//!
//! The checkpoint (87 MB) is not in the repository; this test is ignored by default and
//! reads its path from `LEMMACHECK_REFERENCE_MODEL` (the `model.safetensors` whose
//! `config.json` and `vocab.txt` lie beside it). Run it with
//! `LEMMACHECK_REFERENCE_MODEL=/path/to/model.safetensors cargo test --release --test cases reference_model -- --ignored`.
//! Asked to run without the variable, it fails and says why, rather than passing.

use std::path::PathBuf;

use lemmacheck::weights::report;
use lemmacheck::weights::run::{self, Request};
use lemmacheck::weights::wordpiece::{encode, Vocabulary};

const VARIABLE: &str = "LEMMACHECK_REFERENCE_MODEL";

fn model() -> PathBuf {
    match std::env::var_os(VARIABLE) {
        Some(path) => PathBuf::from(path),
        None => panic!(
            "NOT RUN: {VARIABLE} is not set; set it to all-MiniLM-L6-v2's model.safetensors (with config.json and vocab.txt beside it) to run this test"
        ),
    }
}

#[test]
#[ignore = "needs the all-MiniLM-L6-v2 checkpoint (87 MB, not in the repository) at $LEMMACHECK_REFERENCE_MODEL; run with --ignored"]
fn reference_model_tokenises_as_bert_does() {
    let vocab = Vocabulary::read(&model().with_file_name("vocab.txt")).unwrap();
    // bert-base-uncased's ids, which all-MiniLM-L6-v2 shares
    assert_eq!(
        encode("The quick brown fox jumps over the lazy dog.", &vocab).unwrap(),
        [101, 1996, 4248, 2829, 4419, 14523, 2058, 1996, 13971, 3899, 1012, 102]
    );
}

#[test]
#[ignore = "needs the all-MiniLM-L6-v2 checkpoint (87 MB, not in the repository) at $LEMMACHECK_REFERENCE_MODEL; run with --ignored"]
fn reference_model_reproduces_the_committed_audit() {
    let model = model();
    let mut request = Request::new(&model, None, None, &[]);
    request.name = Some("all-MiniLM-L6-v2".into());
    let audit = run::run(&request).unwrap();
    let committed = lemmacheck::root::for_tests().join("docs").join("weights");
    let recorded = std::fs::read_to_string(committed.join("weights.csv")).unwrap();
    assert!(
        recorded.starts_with(&format!("# model.safetensors sha256 {}\n", audit.stamp.model_sha256)),
        "{} is not the checkpoint the committed audit was made from (its SHA-256 is {})",
        model.display(),
        audit.stamp.model_sha256
    );
    let random = lemmacheck::curves::depth_curves();
    let out = tempfile::tempdir().unwrap();
    for path in report::write(&audit, &random, out.path()).unwrap() {
        let name = path.file_name().unwrap();
        assert!(std::fs::read(&path).unwrap() == std::fs::read(committed.join(name)).unwrap(), "{name:?} differs from the committed file");
    }
}
