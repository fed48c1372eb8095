//! `verify` rejects each kind of hand edit of a counterexample file, one test per field
//! family, and works on a file outside the repository. (Every committed file is replayed by
//! the `claims` test binary, one trial per file.)

use std::path::PathBuf;

use rstest::rstest;
use serde_json::{json, Value};

use lemmacheck::artifact::replay::verify;

/// A copy of a committed counterexample, edited, in a temporary folder that is not a
/// checkout (so `verify` is exercised on a file that lives anywhere).
struct Scratch {
    _dir: tempfile::TempDir,
    file: PathBuf,
}

impl Scratch {
    fn of(relative: &str, edit: impl FnOnce(&mut Value)) -> Scratch {
        let source = lemmacheck::root::for_tests().join("counterexamples").join(relative);
        let mut doc: Value = serde_json::from_str(&std::fs::read_to_string(&source).unwrap()).unwrap();
        edit(&mut doc);
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("sent-by-an-author.json");
        std::fs::write(&file, serde_json::to_string_pretty(&doc).unwrap()).unwrap();
        Scratch { _dir: dir, file }
    }
}

fn verify_error(relative: &str, edit: impl FnOnce(&mut Value)) -> String {
    let scratch = Scratch::of(relative, edit);
    let err = verify(&scratch.file).expect_err("the edited file must be rejected").to_string();
    assert!(err.contains(&scratch.file.display().to_string()), "the error must name the file: {err}");
    err
}

#[test]
fn verify_accepts_an_unedited_file_outside_the_repository() {
    let scratch = Scratch::of("large-weights/fact-3.3-p2.json", |_| {});
    let v = verify(&scratch.file).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((v.claim.as_str(), v.reading.as_str()), ("large-weights/fact-3.3-p2", "as-written"));
}

#[rstest]
// the file as a whole
#[case::missing_field(|d: &mut Value| { d.as_object_mut().unwrap().remove("lhs"); }, "`lhs`")]
#[case::unknown_field(|d: &mut Value| d["comment"] = json!("added by hand"), "`comment`")]
#[case::wrong_schema(|d: &mut Value| d["schema"] = "lemma-counterexample/1".into(), "`schema`")]
#[case::unknown_claim(|d: &mut Value| d["claim"] = "large-weights/fact-9.9".into(), "`claim`")]
// header: what the reading is and what the source says
#[case::reading_class(|d: &mut Value| d["reading_class"] = "alternative".into(), "`reading_class`")]
#[case::reading_note(|d: &mut Value| d["reading_note"] = "something else".into(), "`reading_note`")]
#[case::statement(|d: &mut Value| d["statement"] = "For any matrices A, B we have nothing.".into(), "`statement`")]
#[case::quote(|d: &mut Value| d["source"]["quote"] = "a quote never printed".into(), "`source.quote`")]
#[case::location(|d: &mut Value| d["source"]["location"] = "§9".into(), "`source.location`")]
// inputs
#[case::matrix_entry_not_a_number(|d: &mut Value| d["inputs"]["A"][0][0] = "one".into(), "inputs.A[0][0]")]
#[case::ragged_matrix(|d: &mut Value| d["inputs"]["B"][1] = json!([1.0, 2.0]), "inputs.B[1]")]
#[case::unknown_symbol(|d: &mut Value| d["inputs"]["C"] = json!(1.0), "inputs.C")]
#[case::no_longer_violates(|d: &mut Value| d["inputs"]["A"] = json!([[0.5, 0.0]]), "not a counterexample")]
#[case::inputs_exact(|d: &mut Value| d["inputs_exact"]["A"][0][0] = "0.5".into(), "`inputs_exact.A[0][0]`")]
// what is computed from the inputs
#[case::derived(|d: &mut Value| d["derived"]["AB"][0][0] = json!(123.0), "`derived.AB[0][0]`")]
#[case::recorded_lhs(|d: &mut Value| d["lhs"] = json!(0.75), "`lhs`")]
#[case::recorded_rhs(|d: &mut Value| d["rhs"] = json!(0.75), "`rhs`")]
// the certificate
#[case::precision(|d: &mut Value| d["certificate"]["precision_bits"] = json!(4096), "`certificate.precision_bits`")]
#[case::enclosure(|d: &mut Value| d["certificate"]["lhs_minus_rhs"] = json!([0.001, 1.0]), "`certificate.lhs_minus_rhs")]
#[case::side_enclosure(|d: &mut Value| d["certificate"]["lhs"][1] = json!(99.0), "`certificate.lhs[1]`")]
#[case::relation(|d: &mut Value| d["certificate"]["relation"] = "<".into(), "`certificate.relation`")]
#[case::hypotheses(|d: &mut Value| d["certificate"]["hypotheses_certified"] = json!(["none needed"]), "`certificate.hypotheses_certified")]
#[case::method(|d: &mut Value| d["certificate"]["method"] = "trust me".into(), "`certificate.method`")]
// the search record
#[case::dimensions(|d: &mut Value| d["search"]["dimensions"]["k"] = json!(5), "`search.dimensions.k`")]
fn verify_names_each_hand_edited_field(#[case] edit: fn(&mut Value), #[case] names: &str) {
    let err = verify_error("large-weights/fact-3.3-p2.json", edit);
    assert!(err.contains(names), "the error should mention {names}: {err}");
}

#[test]
fn verify_lists_every_failing_field_not_only_the_first() {
    let err = verify_error("large-weights/fact-3.3-p2.json", |d| {
        d["reading_note"] = "edited".into();
        d["derived"]["AB"][0][0] = json!(123.0);
        d["certificate"]["precision_bits"] = json!(256);
    });
    for field in ["`reading_note`", "`derived.AB[0][0]`", "`certificate.precision_bits`"] {
        assert!(err.contains(field), "{field} missing from: {err}");
    }
}

#[test]
fn a_hypothesis_violated_in_the_file_is_named() {
    let err = verify_error("large-weights/lemma-4.1.json", |d| {
        d["inputs"]["eps"] = json!(0.001);
        d["inputs_exact"]["eps"] = json!("0.001");
    });
    assert!(err.contains("||A - B||_inf <= eps"), "{err}");
}

#[test]
fn a_network_with_weights_beyond_the_hypothesis_is_no_counterexample() {
    let err = verify_error("dong2021/claim-skip.every-small-beta-network.json", |d| d["inputs"]["beta"] = json!(8.0));
    assert!(err.contains("beta"), "{err}");
}

/// `verify`'s error for the committed file `relative` with its text edited by `edit`.
fn verify_text_error(relative: &str, edit: impl FnOnce(String) -> String) -> String {
    let source = lemmacheck::root::for_tests().join("counterexamples").join(relative);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("sent-by-an-author.json");
    std::fs::write(&file, edit(std::fs::read_to_string(&source).unwrap())).unwrap();
    let err = verify(&file).expect_err("the edited file must be rejected").to_string();
    assert!(err.contains(&file.display().to_string()), "the error must name the file: {err}");
    err
}

#[test]
fn a_key_given_twice_is_an_error_naming_it() {
    // serde_json alone keeps the last value: the file would verify with `lhs` said twice
    let err = verify_text_error("dong2021/eq-12.json", |t| t.replacen("\"lhs\": 1.5,", "\"lhs\": 42, \"lhs\": 1.5,", 1));
    assert!(err.contains("`lhs`") && err.contains("twice"), "{err}");
    let err = verify_text_error("dong2021/eq-12.json", |t| t.replacen("\"precision_bits\": 64,", "\"precision_bits\": 64, \"precision_bits\": 64,", 1));
    assert!(err.contains("`certificate.precision_bits`") && err.contains("twice"), "{err}");
}

#[test]
fn a_number_that_is_not_finite_is_an_error_naming_the_field() {
    let err = verify_text_error("dong2021/eq-12.json", |t| t.replacen("\"lhs\": 1.5,", "\"lhs\": 1e999,", 1));
    assert!(err.contains("`lhs`") && err.contains("finite"), "{err}");
    let err = verify_text_error("dong2021/eq-12.json", |t| t.replacen("\"cases_before_failure\": 14,", "\"cases_before_failure\": NaN,", 1));
    assert!(err.contains("`search.cases_before_failure`") && err.contains("NaN"), "{err}");
    let err = verify_text_error("dong2021/eq-12.json", |t| t.replacen("\"softmax_r\": [0.75, 0.25]", "\"softmax_r\": [-Infinity, 0.25]", 1));
    assert!(err.contains("`inputs.softmax_r[0]`") && err.contains("finite"), "{err}");
}

#[test]
fn inputs_beyond_the_size_limits_are_refused_before_any_matrix_is_built() {
    use lemmacheck::claim::inputs::{MAX_INPUT_LENGTH, MAX_INPUT_NUMBERS};
    // a vector longer than any array of inputs may be
    let err = verify_error("dong2021/eq-12.json", |d| d["inputs"]["softmax_r"] = json!(vec![0.5; MAX_INPUT_LENGTH + 1]));
    assert!(err.contains("inputs.softmax_r") && err.contains(&format!("{}", MAX_INPUT_LENGTH + 1)), "{err}");
    // two square matrices at the longest length: more numbers than inputs may hold
    let square = json!(vec![vec![0.0; MAX_INPUT_LENGTH]; MAX_INPUT_LENGTH]);
    let err = verify_error("dong2021/eq-12.json", |d| {
        d["inputs"]["R"] = square.clone();
        d["inputs"]["W_V"] = square.clone();
    });
    assert!(err.contains(&format!("more than the {MAX_INPUT_NUMBERS}")), "{err}");
}

#[test]
fn a_file_larger_than_the_limit_is_refused_before_it_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("huge.json");
    // a sparse file: its size is all that is checked
    std::fs::File::create(&file).unwrap().set_len(lemmacheck::artifact::replay::MAX_FILE_BYTES + 1).unwrap();
    let err = verify(&file).expect_err("too large").to_string();
    assert!(err.contains("more than the") && err.contains("huge.json"), "{err}");
}

/// A copy of a committed controls file, edited, outside the repository.
fn controls_error(relative: &str, edit: impl FnOnce(&mut Value)) -> Result<(), String> {
    let source = lemmacheck::root::for_tests().join("controls").join(relative);
    let mut doc: Value = serde_json::from_str(&std::fs::read_to_string(&source).unwrap()).unwrap();
    edit(&mut doc);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("controls-sent-by-an-author.json");
    std::fs::write(&file, serde_json::to_string_pretty(&doc).unwrap()).unwrap();
    verify(&file).map(|_| ()).map_err(|e| e.to_string())
}

/// The position of the control dropping `hypothesis` in a controls document.
fn control_at(doc: &Value, hypothesis: &str) -> usize {
    doc["controls"].as_array().unwrap().iter().position(|c| c["dropped"] == hypothesis).expect("a control of that hypothesis")
}

#[test]
fn a_controls_file_verifies_and_each_edit_of_its_certified_part_is_rejected() {
    let file = "large-weights/remark-d.2-p6.json";
    controls_error(file, |_| {}).unwrap_or_else(|e| panic!("{e}"));
    // the dropped hypothesis' counterexample moved inside the hypothesis (η = 1/8 > 0): it
    // no longer violates what the control dropped
    let err = controls_error(file, |d| {
        let k = control_at(d, "eta > 0");
        d["controls"][k]["counterexample"]["inputs"]["eta"] = json!(0.125);
    })
    .expect_err("a counterexample inside the dropped hypothesis is rejected");
    assert!(err.contains("counterexample"), "{err}");
    // a recomputed field edited
    let err = controls_error(file, |d| {
        let k = control_at(d, "eta > 0");
        d["controls"][k]["counterexample"]["lhs"] = json!(1.0);
    })
    .expect_err("an edited side is rejected");
    assert!(err.contains("lhs"), "{err}");
    // the recorded outcome is the catalogue's
    let err = controls_error(file, |d| {
        let k = control_at(d, "phi_0 > 1");
        d["controls"][k]["recorded"] = json!("refuted");
    })
    .expect_err("a recorded outcome the catalogue does not record is rejected");
    assert!(err.contains("recorded"), "{err}");
    // a hypothesis the generator does not construct
    let err = controls_error(file, |d| d["controls"][0]["dropped"] = json!("eta < 7")).expect_err("an unknown hypothesis is rejected");
    assert!(err.contains("eta < 7"), "{err}");
}
