//! The check every reading's trial runs.

use lemmacheck::artifact;
use lemmacheck::claim::{Check, Expected, Quantifier};
use lemmacheck::engine::certify::{equivalent_forms_agree, exact_tier_agrees};
use lemmacheck::engine::controls::{constructed, hypotheses_match_generator, with_controls, Expectation};
use lemmacheck::engine::quickcheck_engine::quickcheck_search;
use lemmacheck::engine::{Report, Settings, Verdict};

/// The settings from the environment; a malformed variable fails the test with its name.
pub fn settings() -> Settings {
    Settings::from_env().unwrap_or_else(|e| panic!("{e}"))
}

fn describe(report: &Report) -> String {
    match &report.counterexample {
        Some(cx) => format!(
            "certified counterexample after {} cases, dimensions {:?}, inputs {}",
            cx.cases_before_failure,
            cx.dims,
            cx.inputs.to_json()
        ),
        None => format!(
            "{} cases, {} rejected, {} undecided ({} ties, {} at a capped precision; first: {:?}), best lhs/rhs {:?}",
            report.cases,
            report.tally.rejected,
            report.tally.undecided,
            report.tally.undecided_ties,
            report.tally.undecided_capped,
            report.tally.undecided_note,
            report.best_ratio()
        ),
    }
}

/// The verdict a recorded expectation stands for.
fn verdict_of(expected: Expected) -> Verdict {
    match expected {
        Expected::Refuted => Verdict::Refuted,
        Expected::NotRefuted => Verdict::NotRefuted,
        Expected::Inconclusive => Verdict::Inconclusive,
        Expected::Proved => Verdict::Proved,
    }
}

/// Searches `claim` and checks, in order:
/// 1. the search ran (no NaN, no broken generator) and its verdict is the claim's
///    recorded expected verdict, in either direction;
/// 2. no case was rejected (the generator builds only inputs meeting the hypotheses);
/// 3. the independent quickcheck engine reaches the same refuted / not-refuted answer
///    (for statements of the form "for all");
/// 4. the claim's equivalent forms, if any, agree with its printed form wherever both are
///    decided, and the certificate's exact tier agrees with its interval ladder wherever
///    the tier decides (on the claim's cases and its controls');
/// 5. negative controls: exactly the hypotheses the generator constructs are dropped, one
///    at a time; each control drew cases that violate the dropped hypothesis (else it
///    tested nothing), and the search then refutes the claim, unless the claim records the
///    hypothesis as not needed (with its argument) or as not refuted without it (then it
///    must not refute);
/// 6. at the default seed and budget, the committed counterexample, tightness, proof and
///    controls files are exactly what the search produces now (and no stale file is left).
pub fn check(claim: &'static dyn Check) {
    let settings = settings();
    let (id, reading) = (claim.meta().id, claim.meta().reading);
    let report = with_controls(claim, &settings);
    if let Verdict::Error(e) = &report.verdict {
        panic!("{id} ({reading}): the search failed: {e}");
    }
    let expected = claim.meta().expected;
    assert_eq!(
        report.verdict,
        verdict_of(expected),
        "{id} ({reading}): the search says {} but the catalogue records {}: {}",
        report.verdict.name(),
        expected.name(),
        describe(&report)
    );
    assert_eq!(report.tally.rejected, 0, "{id} ({reading}): the generator produced {} cases violating a hypothesis", report.tally.rejected);

    if claim.meta().quantifier == Quantifier::ForAll {
        let qc = quickcheck_search(claim, &settings);
        assert!(qc.error.is_none(), "{id} ({reading}): quickcheck engine error: {:?}", qc.error);
        assert_eq!(
            qc.refuted,
            report.verdict == Verdict::Refuted,
            "{id} ({reading}): quickcheck ({} calls, refuted: {}, dims {:?}) disagrees with proptest ({})",
            qc.calls,
            qc.refuted,
            qc.dims,
            describe(&report)
        );
    }

    if let Err(e) = equivalent_forms_agree(claim, 300, settings.claim_seed(&claim.meta().file_key())) {
        panic!("{id} ({reading}): {e}");
    }

    if let Err(e) = exact_tier_agrees(claim, 40, settings.claim_seed(&claim.meta().file_key())) {
        panic!("{id} ({reading}): {e}");
    }

    if let Err(e) = hypotheses_match_generator(claim) {
        panic!("{id} ({reading}): {e}");
    }
    let controls = report.controls.clone().expect("with_controls runs the controls");
    let ran: Vec<&str> = controls.iter().map(|c| c.dropped).collect();
    assert_eq!(ran, constructed(claim), "{id} ({reading}): the negative controls that ran are not the hypotheses the generator constructs");
    let meta = claim.meta();
    for h in meta.unneeded.iter().map(|(h, _)| *h).chain(meta.not_refuted_without.iter().copied()) {
        assert!(ran.contains(&h), "{id} ({reading}): a control outcome is recorded for '{h}', which the generator does not construct");
        assert!(
            !(meta.unneeded.iter().any(|(n, _)| *n == h) && meta.not_refuted_without.contains(&h)),
            "{id} ({reading}): '{h}' is recorded both as not needed and as not refuted without it"
        );
    }
    for control in controls {
        let v = &control.report.verdict;
        let h = control.dropped;
        if let Verdict::Error(e) = v {
            panic!("{id} ({reading}) without '{h}': the search failed: {e}");
        }
        let outside = &control.report.tally.outside;
        // a reading refuted itself may see its control stop at its own counterexample
        let own = claim.meta().expected == lemmacheck::claim::Expected::Refuted && *v == Verdict::Refuted;
        assert!(
            outside.violating > 0 || own,
            "{id} ({reading}) without '{h}': none of the {} drawn cases violates '{h}': the control tested nothing (the generator must draw the region the hypothesis excludes)",
            outside.drawn
        );
        // a control that does not refute must have looked on every side of the bound
        let uncovered: Vec<String> = outside
            .uncovered()
            .iter()
            .map(|s| format!("condition {} ({}: lhs > rhs {}, lhs < rhs {}, lhs = rhs {})", s.position, s.relation.symbol(), s.above, s.below, s.boundary))
            .collect();
        if *v != Verdict::Refuted && !uncovered.is_empty() && !meta.unreachable_sides.iter().any(|(n, _)| *n == h) {
            panic!(
                "{id} ({reading}) without '{h}': the control does not refute and did not draw every side of the hypothesis: {}; draw them, or record why they cannot be drawn (Meta::unreachable_sides)",
                uncovered.join("; ")
            );
        }
        match Expectation::of(meta, h) {
            Expectation::Refuted => assert_eq!(
                *v,
                Verdict::Refuted,
                "{id} ({reading}): negative control without '{h}' is {} ({} of {} drawn cases outside it): the generator cannot break the claim ({})",
                v.name(),
                outside.violating,
                outside.drawn,
                describe(&control.report)
            ),
            recorded => assert_ne!(
                *v,
                Verdict::Refuted,
                "{id} ({reading}): '{h}' is recorded as {} but dropping it refutes the claim: {}",
                recorded.name(),
                describe(&control.report)
            ),
        }
    }

    if settings.is_default() {
        let root = lemmacheck::root::for_tests();
        let files = artifact::files_for(&root, claim, &report).unwrap_or_else(|e| panic!("{id} ({reading}): {e}"));
        for (path, wanted) in files {
            let existing = std::fs::read_to_string(&path).ok();
            let shown = path.strip_prefix(&root).unwrap_or(&path).display().to_string();
            let key = claim.meta().reading_key();
            match (wanted, existing) {
                (Some(w), Some(e)) if w != e => {
                    let fields = match (serde_json::from_str(&e), serde_json::from_str(&w)) {
                        (Ok(a), Ok(b)) => artifact::differences(&a, &b).join("\n    "),
                        _ => "(not valid JSON)".into(),
                    };
                    panic!("{shown} differs from what the search produces now, in:\n    {fields}\nrun `cargo run --release -- {key}` and review the change")
                }
                (Some(_), None) => panic!("{shown} is missing; run `cargo run --release -- {key}`"),
                (None, Some(_)) => panic!("{shown} is stale: the search no longer produces it; run `cargo run --release -- {key}`"),
                _ => {}
            }
        }
    }
}
