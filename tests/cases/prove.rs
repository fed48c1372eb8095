//! Proofs on stated domains: a tampered certificate is rejected with an error naming the
//! file and the field (a box removed, a leaf relabelled, a root box's bound changed, a
//! domain dropped, a recorded figure changed), and the negative controls: on the domains
//! where the catalogue records a printed reading as refuted, the prover returns a
//! certified counterexample, never a proof. (Every committed proof is replayed, leaf by
//! leaf, by the `claims` test binary.)

use std::path::PathBuf;

use rstest::rstest;
use serde_json::{json, Value};

use lemmacheck::artifact::replay::verify;
use lemmacheck::prove::{prove, targets, Budget, Ending, Outcome};

/// The committed proof edited here: small trees, so that each case replays in milliseconds.
const PROOF: &str = "large-weights/lemma-4.1.json";

/// A copy of a committed proof, edited, in a temporary folder that is not a checkout.
struct Scratch {
    _dir: tempfile::TempDir,
    file: PathBuf,
}

impl Scratch {
    fn of(edit: impl FnOnce(&mut Value)) -> Scratch {
        let source = lemmacheck::root::for_tests().join("proofs").join(PROOF);
        let mut doc: Value = serde_json::from_str(&std::fs::read_to_string(&source).unwrap()).unwrap();
        edit(&mut doc);
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("proof-sent-by-an-author.json");
        std::fs::write(&file, serde_json::to_string_pretty(&doc).unwrap()).unwrap();
        Scratch { _dir: dir, file }
    }
}

/// The last tree of the document's domain `d`, as one string.
fn tree(doc: &Value, d: usize) -> String {
    let trees = doc["domains"][d]["certificate"]["trees"].as_array().unwrap();
    trees.last().unwrap().as_array().unwrap().iter().map(|l| l.as_str().unwrap()).collect()
}

fn set_tree(doc: &mut Value, d: usize, code: &str) {
    let trees = doc["domains"][d]["certificate"]["trees"].as_array_mut().unwrap();
    *trees.last_mut().unwrap() = json!([code]);
}

/// The index of the domain with the deepest tree (one that has splits to tamper with).
fn deepest(doc: &Value) -> usize {
    let ds = doc["domains"].as_array().unwrap();
    (0..ds.len()).max_by_key(|&i| ds[i]["certificate"]["max_depth"].as_u64().unwrap()).unwrap()
}

#[test]
fn an_unedited_proof_replays_outside_the_repository() {
    let scratch = Scratch::of(|_| {});
    let v = verify(&scratch.file).unwrap_or_else(|e| panic!("{e}"));
    assert!(!v.proved_on.is_empty());
}

fn remove_a_box(doc: &mut Value) {
    let d = deepest(doc);
    let code = tree(doc, d);
    let at = code.rfind('C').unwrap();
    let cut = format!("{}{}", &code[..at], &code[at + 1..]);
    set_tree(doc, d, &cut);
}

fn relabel_a_leaf(doc: &mut Value) {
    let d = deepest(doc);
    let code = tree(doc, d).replacen('C', "H", 1);
    set_tree(doc, d, &code);
}

fn split_another_coordinate(doc: &mut Value) {
    // the first split of the deepest tree, moved to another free coordinate: the leaves are
    // other boxes, and the recorded letters no longer describe them (or the tree no longer
    // covers the root box as recorded)
    let d = deepest(doc);
    let code = tree(doc, d);
    let first = code.chars().position(|c| c.is_ascii_digit()).unwrap();
    let k = code[first..].chars().next().unwrap().to_digit(36).unwrap();
    let roots = doc["domains"][d]["root_boxes"].as_array().unwrap().clone();
    let root = roots.last().unwrap().as_array().unwrap();
    let free: Vec<u32> = (0..root.len() as u32).filter(|&j| j != k && root[j as usize][0] != root[j as usize][1]).collect();
    let other = std::char::from_digit(free[0], 36).unwrap();
    let edited = format!("{}{}{}", &code[..first], other, &code[first + 1..]);
    set_tree(doc, d, &edited);
}

fn lower_the_depth(doc: &mut Value) {
    let d = deepest(doc);
    let depth = doc["domains"][d]["certificate"]["max_depth"].as_u64().unwrap();
    doc["domains"][d]["certificate"]["max_depth"] = json!(depth - 1);
}

#[rstest]
#[case::a_box_removed(remove_a_box, "certificate.trees[")]
#[case::a_leaf_relabelled(relabel_a_leaf, "does not check")]
#[case::a_split_moved(split_another_coordinate, "certificate.trees[")]
#[case::a_bound_of_a_root_box(|d: &mut Value| d["domains"][0]["root_boxes"][0][1] = json!([-2.0, 2.0]), "root_boxes[0][1]")]
#[case::a_domain_dropped(|d: &mut Value| { d["domains"].as_array_mut().unwrap().remove(0); }, "has no tree for it")]
#[case::an_unknown_domain(|d: &mut Value| d["domains"][0]["label"] = "m = 9, k = 9, p = 9".into(), "domains[0].label")]
#[case::the_boxes_recorded(|d: &mut Value| d["domains"][0]["certificate"]["boxes"] = json!(1000), "certificate.boxes")]
#[case::the_depth_recorded(lower_the_depth, "certificate.max_depth")]
#[case::the_domain_in_words(|d: &mut Value| d["domains"][0]["domain"] = "every A and B".into(), "domains[0].domain")]
fn a_tampered_certificate_is_rejected_naming_file_and_field(#[case] edit: fn(&mut Value), #[case] names: &str) {
    let scratch = Scratch::of(edit);
    let err = verify(&scratch.file).expect_err("the tampered proof must be rejected").to_string();
    assert!(err.contains(&scratch.file.display().to_string()), "the error must name the file: {err}");
    assert!(err.contains(names), "the error should mention {names}: {err}");
}

#[test]
fn the_prover_returns_a_certified_counterexample_on_every_refuted_domain() {
    let refuted: Vec<_> = targets::all().into_iter().filter(|d| d.expected == Outcome::Refuted).collect();
    assert!(!refuted.is_empty(), "the catalogue states negative controls");
    for d in &refuted {
        let claim = lemmacheck::claims::resolve(d.reading).unwrap();
        let run = prove(claim, d, Budget { boxes: d.budget, time: None });
        match run.ending {
            Ending::Refuted(found) => {
                assert!(found.certificate.lhs_minus_rhs.lo > 0.0, "{} ({}): the violation must be certified", d.reading, d.label)
            }
            other => panic!("{} ({}): the prover must return a counterexample, not {other:?}", d.reading, d.label),
        }
    }
}

#[test]
fn prove_write_with_a_filter_measures_only_its_domains_and_keeps_the_others() {
    use super::cli::{copied_checkout, lemmacheck, run};
    let copy = copied_checkout();
    let figure = copy.path().join("docs/figures/prove.md");
    let before = std::fs::read_to_string(&figure).unwrap();
    let rows = |text: &str, of: &str| -> Vec<String> { text.lines().filter(|l| l.starts_with(&format!("| {of} |"))).map(str::to_string).collect() };
    // a row of another reading, marked so that a rewrite of it would show
    let kept = rows(&before, "dong2021/eq-12")[0].clone();
    let marked = kept.replace("2 cores |", "2 cores (kept) |");
    assert_ne!(marked, kept, "the row says where it was measured: {kept}");
    std::fs::write(&figure, before.replace(&kept, &marked)).unwrap();
    let (code, out, err) = run(lemmacheck().arg("--root").arg(copy.path()).args(["prove", "--write", "lemma-4.1"]));
    assert_eq!(code, 0, "{out}{err}");
    let after = std::fs::read_to_string(&figure).unwrap();
    assert!(after.contains(&marked), "the other reading's row is kept as it was: {after}");
    assert_eq!(rows(&after, "large-weights/lemma-4.1").len(), rows(&before, "large-weights/lemma-4.1").len(), "{after}");
    assert!(rows(&after, "large-weights/lemma-4.1").iter().all(|l| l.trim_end().ends_with("cores |")), "the selected rows say where they were measured: {after}");
    let (code, _, err) = run(lemmacheck().arg("--root").arg(copy.path()).args(["prove", "--write", "--boxes", "3", "lemma-4.1"]));
    assert_eq!(code, 2, "a budget other than the recorded one writes nothing: {err}");
}
