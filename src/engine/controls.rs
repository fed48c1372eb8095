//! Negative controls: the claim with one hypothesis dropped.
//!
//! A generator asks [`Draw::keeps`](crate::generate::Draw::keeps) for every hypothesis it
//! constructs. A negative control reruns the search with one of them neither constructed
//! nor checked; the claim should then be refuted. If it is not, either the generator is
//! too weak to find violations (a defect of the suite) or the hypothesis is not needed
//! for the conclusion, which the claim records with the reason
//! ([`Meta::unneeded`](crate::claim::Meta::unneeded)). This tests the generators, not the
//! paper.

use crate::claim::Check;

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
pub fn constructed(claim: &dyn Check) -> Vec<&'static str> {
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

/// Runs one negative control per constructed hypothesis.
pub fn negative_controls(claim: &dyn Check, settings: &Settings) -> Vec<Control> {
    constructed(claim)
        .into_iter()
        .map(|dropped| Control {
            dropped,
            report: search_subject(&Subject::with_dropped(claim, Some(dropped)), settings, DEFAULT_OPTIMISER),
        })
        .collect()
}
