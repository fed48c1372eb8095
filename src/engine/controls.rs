//! Negative controls: the claim with one hypothesis dropped.
//!
//! A generator asks [`Draw::keeps`](crate::generate::Draw::keeps) for every hypothesis it
//! constructs. A negative control reruns the search with one of them neither constructed
//! nor checked: the generator then draws the region the hypothesis excluded, on every side
//! of every bound it carried (negative, zero, on the boundary, far outside), and the claim
//! should be refuted. The search counts the drawn cases that violate the dropped
//! hypothesis ([`Outside`](super::report::Outside)); a control that drew none tested
//! nothing, and `cargo test` fails on it.
//!
//! A control the search does not refute is recorded by the claim in one of two ways
//! ([`Expectation`]): "not needed", with a written argument that the conclusion holds on
//! the whole excluded region ([`Meta::unneeded`](crate::claim::Meta::unneeded)), or "not
//! refuted without it", which only reports the ranges searched
//! ([`Meta::not_refuted_without`](crate::claim::Meta::not_refuted_without)). A control
//! that refutes the claim has its certified minimal counterexample written to the
//! reading's controls file (`controls/<paper>/<stem>.json`, see
//! [`crate::artifact::controls`]).

use crate::claim::{Check, Meta};

use super::case::Subject;
use super::report::Report;
use super::search::search_subject;
use super::settings::Settings;
use super::targeted::DEFAULT_OPTIMISER;

/// The search of one negative control.
#[derive(Clone, Debug)]
pub struct Control {
    /// The hypothesis dropped.
    pub dropped: &'static str,
    /// What the search found without it.
    pub report: Report,
}

/// The hypotheses `claim`'s generator constructs.
///
/// A proof step has none of its own: its generator and hypotheses are those of its
/// statement's reading, whose controls run with that reading
/// ([`crate::claims::proof_step`]).
pub fn constructed(claim: &dyn Check) -> Vec<&'static str> {
    if claim.meta().step.is_some() {
        return Vec::new();
    }
    Subject::new(claim).layout.constructed
}

/// Checks that the generator constructs exactly the hypotheses the claim checks: every
/// condition's name is one the generator asks `keeps` about or a recorded domain
/// condition ([`Meta::domain`](crate::claim::Meta::domain)), and every `keeps` name is
/// checked (on the simplest case and on the simplest case of the largest dimensions).
pub fn hypotheses_match_generator(claim: &dyn Check) -> Result<(), String> {
    let subject = Subject::new(claim);
    let largest: Vec<u32> = subject
        .layout
        .slots
        .iter()
        .map(|s| if matches!(s, crate::generate::Slot::Dim { .. }) { s.modulus() - 1 } else { 0 })
        .collect();
    let mut checked: Vec<&'static str> = Vec::new();
    for choices in [&[][..], &largest[..]] {
        let case = subject.build(choices)?;
        for h in claim.hypotheses_f64(&case.inputs) {
            if !checked.contains(&h.name) {
                checked.push(h.name);
            }
        }
    }
    let constructed = &subject.layout.constructed;
    let domain: Vec<&str> = claim.meta().domain.iter().map(|(h, _)| *h).collect();
    if let Some(h) = domain.iter().find(|h| !checked.contains(h)) {
        return Err(format!("domain condition '{h}' is recorded but no hypothesis check has that name"));
    }
    if let Some(h) = checked.iter().find(|h| !constructed.contains(h) && !domain.contains(h)) {
        return Err(format!(
            "hypothesis '{h}' is checked but the generator never asks keeps(\"{h}\") and it is not recorded as a domain condition"
        ));
    }
    if let Some(h) = constructed.iter().find(|h| !checked.contains(h)) {
        return Err(format!("the generator constructs '{h}' but no hypothesis check has that name"));
    }
    Ok(())
}

/// What a reading records about one of its negative controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expectation {
    /// The search refutes the claim without the hypothesis.
    Refuted,
    /// Not needed: the argument (TeX math between `$...$`) covers the whole excluded region.
    NotNeeded(&'static str),
    /// Not refuted without it; no argument covers the whole excluded region.
    NotRefuted,
}

impl Expectation {
    /// What `meta` records about dropping `hypothesis`.
    pub fn of(meta: &Meta, hypothesis: &str) -> Expectation {
        if let Some((_, why)) = meta.unneeded.iter().find(|(h, _)| *h == hypothesis) {
            Expectation::NotNeeded(why)
        } else if meta.not_refuted_without.contains(&hypothesis) {
            Expectation::NotRefuted
        } else {
            Expectation::Refuted
        }
    }

    /// The name recorded in controls files: `refuted`, `not needed`, `not refuted`.
    pub fn name(self) -> &'static str {
        match self {
            Expectation::Refuted => "refuted",
            Expectation::NotNeeded(_) => "not needed",
            Expectation::NotRefuted => "not refuted",
        }
    }
}

/// The search with its negative controls attached ([`Report::controls`]).
pub fn with_controls(claim: &dyn Check, settings: &Settings) -> Report {
    let mut report = super::search(claim, settings);
    report.controls = Some(negative_controls(claim, settings));
    report
}

/// The evaluations [`with_controls`] budgets: the search's and each control's
/// ([`evaluation_budget`](super::search::evaluation_budget)), for progress.
pub fn budget_with_controls(claim: &dyn Check, settings: &Settings) -> u64 {
    let controls = control_settings(claim, settings);
    let each = super::search::evaluation_budget(claim, &controls);
    (constructed(claim).len() as u64).saturating_mul(each).saturating_add(super::search::evaluation_budget(claim, settings))
}

/// The settings of `claim`'s controls: its control budget unless the settings fix the
/// number of cases.
fn control_settings(claim: &dyn Check, settings: &Settings) -> Settings {
    Settings { cases: settings.cases.or(claim.meta().control_cases), ..*settings }
}

/// Runs one negative control per constructed hypothesis, each with the reading's control
/// budget ([`Meta::control_cases`](crate::claim::Meta::control_cases)) unless the settings
/// fix the number of cases.
pub fn negative_controls(claim: &dyn Check, settings: &Settings) -> Vec<Control> {
    let settings = control_settings(claim, settings);
    constructed(claim)
        .into_iter()
        .map(|dropped| Control {
            dropped,
            report: search_subject(&Subject::with_dropped(claim, Some(dropped)), &settings, DEFAULT_OPTIMISER),
        })
        .collect()
}
