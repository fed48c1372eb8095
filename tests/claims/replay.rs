//! Replay: every committed file under `counterexamples/` (and `tightness/`) is recomputed on
//! each run.
//!
//! `#[files]` expands at compile time; `build.rs` asks cargo to rebuild when the folder
//! changes, so a new file becomes a new test case without editing code.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use rstest::rstest;

use lemmacheck::artifact::replay::{replay_counterexample, replay_tightest};

#[rstest]
fn counterexample_recertifies(#[files("counterexamples/**/*.json")] path: PathBuf) {
    let replayed = replay_counterexample(&path).unwrap_or_else(|e| panic!("{e}"));
    assert!(replayed.lhs_minus_rhs.0 > 0.0);
}

#[rstest]
fn tightest_recomputes(#[files("tightness/**/*.json")] path: PathBuf) {
    replay_tightest(&path).unwrap_or_else(|e| panic!("{e}"));
}

/// A scratch copy of a committed file under a fresh `counterexamples/<paper>/` folder.
struct Scratch {
    dir: PathBuf,
    file: PathBuf,
}

impl Scratch {
    fn of(relative: &str, edit: impl FnOnce(&mut serde_json::Value)) -> Scratch {
        let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("counterexamples").join(relative);
        let mut doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&source).unwrap()).unwrap();
        edit(&mut doc);
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let unique = format!("lemmacheck-replay-{}-{}", std::process::id(), NEXT.fetch_add(1, Ordering::SeqCst));
        let dir = std::env::temp_dir().join(unique);
        let file = dir.join("counterexamples").join(relative);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(&file, serde_json::to_string_pretty(&doc).unwrap()).unwrap();
        Scratch { dir, file }
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn replay_error(relative: &str, edit: impl FnOnce(&mut serde_json::Value)) -> String {
    let scratch = Scratch::of(relative, edit);
    let err = replay_counterexample(&scratch.file).expect_err("the edited file must be rejected");
    assert!(err.contains(&scratch.file.display().to_string()), "the error must name the file: {err}");
    err
}

#[rstest]
#[case::missing_field(|d: &mut serde_json::Value| { d.as_object_mut().unwrap().remove("lhs"); }, "`lhs`")]
#[case::wrong_schema(|d: &mut serde_json::Value| d["schema"] = "other/1".into(), "`schema`")]
#[case::unknown_claim(|d: &mut serde_json::Value| d["claim"] = "large-weights/fact-9.9".into(), "`claim`")]
#[case::matrix_entry_not_a_number(|d: &mut serde_json::Value| d["inputs"]["A"][0][0] = "one".into(), "inputs.A[0][0]")]
#[case::ragged_matrix(|d: &mut serde_json::Value| d["inputs"]["B"][1] = serde_json::json!([1.0, 2.0]), "inputs.B[1]")]
#[case::unknown_symbol(|d: &mut serde_json::Value| d["inputs"]["C"] = serde_json::json!(1.0), "inputs.C")]
#[case::nonpositive_certificate(|d: &mut serde_json::Value| d["certificate"]["lhs_minus_rhs"] = serde_json::json!([0.0, 1.0]), "lhs_minus_rhs")]
#[case::no_longer_violates(|d: &mut serde_json::Value| d["inputs"]["A"] = serde_json::json!([[0.5, 0.0]]), "no longer violates")]
#[case::recorded_sides_disagree(|d: &mut serde_json::Value| d["rhs"] = serde_json::json!(0.75), "`lhs`/`rhs`")]
fn malformed_or_stale_files_are_rejected_with_the_reason(#[case] edit: fn(&mut serde_json::Value), #[case] names: &str) {
    let err = replay_error("large-weights/fact-3.3-p2.json", edit);
    assert!(err.contains(names), "the error should mention {names}: {err}");
}

#[test]
fn a_hypothesis_violated_in_the_file_is_named() {
    let err = replay_error("large-weights/lemma-4.1.json", |d| d["inputs"]["eps"] = serde_json::json!(0.001));
    assert!(err.contains("||A - B||_inf <= eps"), "{err}");
}
