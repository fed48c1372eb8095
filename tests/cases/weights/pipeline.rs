//! The whole audit on the tiny model of [`super::synthetic`]: text to tokens to figures to
//! files, the hand-checked figures reaching the CSV, the same bytes twice, and the command
//! line's errors for a bad checkpoint.

use std::process::Command;

use lemmacheck::weights::report;
use lemmacheck::weights::run::{self, Request};

use super::synthetic;

fn request(dir: &std::path::Path, texts: &[&str]) -> Request {
    let path = synthetic::write(dir, &synthetic::serialize(&synthetic::tensors()));
    let texts: Vec<String> = texts.iter().map(|t| t.to_string()).collect();
    Request::new(&path, None, None, &texts)
}

#[test]
fn the_audit_writes_its_files_with_the_hand_checked_figures() {
    let dir = tempfile::tempdir().unwrap();
    let audit = run::run(&request(dir.path(), &["The fox", "fox."])).expect("the tiny model is audited");
    assert_eq!(audit.texts[0].tokens, ["[CLS]", "the", "fox", "[SEP]"]);
    assert_eq!(audit.texts[1].tokens, ["[CLS]", "fox", ".", "[SEP]"]);
    assert_eq!(audit.beta, 1.0);
    assert_eq!(audit.layer_etas(), vec![3.0]);
    assert_eq!(audit.stamp.model_name, "model.safetensors");
    assert_eq!(audit.stamp.model_sha256.len(), 64);
    // one layer: ρ₁ per text, five architectures × (L + 1) points per text
    assert!(audit.texts.iter().all(|t| t.theorem_distances.len() == 1 && t.curves.len() == 5 && t.curves.iter().all(|c| c.len() == 2)));
    let out = tempfile::tempdir().unwrap();
    let written = report::write(&audit, &[], out.path()).expect("the files are written");
    assert_eq!(written.len(), 6);
    let csv = std::fs::read_to_string(out.path().join("weights.csv")).unwrap();
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some(format!("# model.safetensors sha256 {}", audit.stamp.model_sha256).as_str()));
    lines.next();
    // layer 1, head 0: ‖W_q‖ = 1, ‖W_k‖ = 0.5, ‖W_v‖ = 2, η = 2, folded 2, β = √3, γ limit 1/(4√3)
    assert_eq!(lines.next(), Some("1,0,1.000000e0,5.000000e-1,2.000000e0,2.000000e0,2.000000e0,1.732051e0,1.443376e-1"));
    assert_eq!(lines.next(), Some("1,1,2.000000e0,1.000000e0,3.000000e0,3.000000e0,3.000000e0,6.000000e0,4.166667e-2"));
    let theorem = std::fs::read_to_string(out.path().join("theorem_5_3.csv")).unwrap();
    // (1 + Hη)^1 − 1 = 6 and (1 + dHη)^1 − 1 = 12 with d = H = 2, η = 3
    assert!(theorem.lines().nth(2).unwrap().ends_with(",6.000000e0,1.200000e1"), "{theorem}");
    let markdown = std::fs::read_to_string(out.path().join("report.md")).unwrap();
    assert!(markdown.contains(&audit.stamp.model_sha256));
    // the same inputs give the same bytes
    let again = tempfile::tempdir().unwrap();
    report::write(&run::run(&request(dir.path(), &["The fox", "fox."])).unwrap(), &[], again.path()).unwrap();
    for path in written {
        let name = path.file_name().unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), std::fs::read(again.path().join(name)).unwrap(), "{name:?}");
    }
}

#[test]
fn a_text_longer_than_the_positions_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let message = run::run(&request(dir.path(), &["the foxes."])).unwrap_err();
    assert_eq!(message, "text \"the foxes.\": 6 tokens, but the model has only 4 positions");
}

fn lemmacheck() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_lemmacheck"));
    for (k, _) in std::env::vars() {
        if k.starts_with("LEMMACHECK_") {
            c.env_remove(k);
        }
    }
    c
}

#[test]
fn the_command_names_the_file_and_tensor_of_a_bad_checkpoint() {
    let dir = tempfile::tempdir().unwrap();
    let name = "encoder.layer.0.output.LayerNorm.bias";
    let tensors: Vec<_> = synthetic::tensors().into_iter().filter(|t| t.name != name).collect();
    let path = synthetic::write(dir.path(), &synthetic::serialize(&tensors));
    let out = dir.path().join("out");
    let output = lemmacheck().arg("weights").arg(&path).arg("--out").arg(&out).output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains(&format!("{}: tensor `{name}` is missing", path.display())), "{stderr}");
    assert!(!out.exists(), "no files for a failed audit");
    // a wrong checkpoint path is reported as what it is, before its configuration (looked
    // for beside it) is blamed
    for (missing, says) in [
        (dir.path().join("elsewhere").join("model.safetensors"), "no such folder"),
        (dir.path().join("other.safetensors"), "no such file"),
        (dir.path().to_path_buf(), "is a folder"),
    ] {
        let output = lemmacheck().arg("weights").arg(&missing).arg("--out").arg(&out).output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{stderr}");
        assert!(stderr.contains(says) && !stderr.contains("config.json"), "{}: {stderr}", missing.display());
    }
    // no checkpoint argument is a usage error
    assert_eq!(lemmacheck().arg("weights").output().unwrap().status.code(), Some(2));
}

#[test]
fn the_command_documents_its_arguments() {
    let output = lemmacheck().args(["weights", "--help"]).output().unwrap();
    let help = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0));
    for word in ["MODEL.safetensors", "--config", "--vocab", "--text", "--name", "--out", "docs/weights"] {
        assert!(help.contains(word), "weights --help lacks {word}: {help}");
    }
}
