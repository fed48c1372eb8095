use lemmacheck::coq::batch::{item, lay_out, Item};
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, TestRng, TestRunner};

/// Each module of a laid-out batch that is not a group, with the sentences that run in it
/// before its own text: those of the groups around it, outermost first, then its own.
fn effective(out: &str) -> Vec<(String, Vec<String>)> {
    let mut stack: Vec<(String, Vec<String>)> = Vec::new();
    let mut done = Vec::new();
    for line in out.lines() {
        if let Some(name) = line.strip_prefix("Module ").and_then(|l| l.strip_suffix('.')) {
            let inherited = stack.last().map(|(_, s)| s.clone()).unwrap_or_default();
            stack.push((name.to_string(), inherited));
        } else if let Some(name) = line.strip_prefix("End ").and_then(|l| l.strip_suffix('.')) {
            let (open, sentences) = stack.pop().expect("an End without a Module");
            assert_eq!(open, name, "modules close in order");
            if !name.starts_with("Lc_group_") {
                done.push((open, sentences));
            }
        } else if let Some(top) = stack.last_mut() {
            top.1.push(line.trim_end_matches('.').to_string());
        }
    }
    assert!(stack.is_empty(), "every module is closed");
    done
}

fn items(leads: &[Vec<&str>]) -> Vec<Item> {
    leads
        .iter()
        .enumerate()
        .map(|(i, lead)| Item {
            name: format!("F_{i}"),
            lead: lead.iter().map(|s| s.to_string()).collect(),
            rest: format!("Definition x{i} := {i}."),
        })
        .collect()
}

/// Files sharing their first import sentence share one group that runs it once, and each
/// file still runs its own sentences in its own order.
#[test]
fn a_shared_first_import_runs_once() {
    let reals = "From Coq Require Import Reals";
    let leads = vec![vec![reals, "From Lemmacheck Require Import Matrices Norms"], vec![reals, "From Lemmacheck Require Import Matrices"], vec!["Import ListNotations"]];
    let mut out = String::new();
    let mut paths = Vec::new();
    lay_out(items(&leads), "", &mut 0, &mut out, &mut paths);
    assert_eq!(out.matches(reals).count(), 1, "{out}");
    assert_eq!(
        paths,
        [("F_0".to_string(), "Lc_group_0.F_0".to_string()), ("F_1".into(), "Lc_group_0.F_1".into()), ("F_2".into(), "F_2".into())]
    );
    let modules = effective(&out);
    assert_eq!(modules[0].1, [reals, "From Lemmacheck Require Import Matrices Norms", "Definition x0 := 0"]);
    assert_eq!(modules[2].1, ["Import ListNotations", "Definition x2 := 2"]);
}

/// A file's leading sentences end at its first command that is not an import, and an
/// `Export` (which changes what the module exports) is never shared; a sentence importing
/// a leaf statement is replaced by the commands given for it.
#[test]
fn leading_imports_end_at_another_command_or_an_export() {
    let code = "From Lemmacheck Require Import Refute.\nFrom Statements.LargeWeights Require Import lemma_4_4.\nOpen Scope R_scope.\nFrom Coq Require Import Lia.\nDefinition y := 1.\n";
    let replaced = |s: &str| s.contains("Statements.").then(|| vec!["Import Lc_statement_0".to_string()]);
    let it = item("Refutation_0", code, replaced);
    assert_eq!(it.lead, ["From Lemmacheck Require Import Refute", "Import Lc_statement_0"]);
    assert_eq!(it.rest.trim(), "Open Scope R_scope.\nFrom Coq Require Import Lia.\nDefinition y := 1.");
    let exported = item("S", "From Coq Require Export Reals.\nFrom Coq Require Import Lia.\n", |_| None);
    assert!(exported.lead.is_empty(), "{exported:?}");
}

/// Whatever the files' leading sentences, every file's module runs exactly its own
/// sentences, in its own order, before its text, and sharing never runs a sentence more
/// often than the files would on their own. Drawn by proptest from a fixed seed, without a
/// regressions file, so that every run tries the same cases.
#[test]
fn every_file_runs_its_own_imports_in_its_own_order() {
    let config = ProptestConfig { cases: 512, failure_persistence: None, ..ProptestConfig::default() };
    let mut runner = TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha));
    let leads = prop::collection::vec(prop::collection::vec(0usize..4, 0..4), 1..8);
    let names = ["Import A", "Import B", "From X Require Import C", "Require Import D"];
    let result = runner.run(&leads, |leads| {
        let leads: Vec<Vec<&str>> = leads.iter().map(|l| l.iter().map(|&k| names[k]).collect()).collect();
        let mut out = String::new();
        let mut paths = Vec::new();
        lay_out(items(&leads), "", &mut 0, &mut out, &mut paths);
        let modules = effective(&out);
        prop_assert_eq!(modules.len(), leads.len());
        for (name, sentences) in modules {
            let i: usize = name.trim_start_matches("F_").parse().unwrap();
            let mut expected: Vec<String> = leads[i].iter().map(|s| s.to_string()).collect();
            expected.push(format!("Definition x{i} := {i}"));
            prop_assert_eq!(sentences, expected);
            let path = &paths.iter().find(|(n, _)| *n == name).unwrap().1;
            prop_assert!(path.ends_with(&name));
        }
        for s in names {
            let runs = out.lines().filter(|l| *l == format!("{s}.")).count();
            let own: usize = leads.iter().map(|l| l.iter().filter(|t| **t == s).count()).sum();
            prop_assert!(runs <= own, "{} runs {} times for {} uses:\n{}", s, runs, own, out);
        }
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}");
    }
}
