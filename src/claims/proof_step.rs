//! A displayed step of a proof as a claim of its own.
//!
//! A proof is a chain of displayed relations, each with a stated justification. Each
//! relation becomes a claim ([`ProofStep`]) whose
//!
//! * **hypotheses** are those of the statement the proof proves, in the reading the steps
//!   are read in: the reading's own generator and checks, called (never copied), so that a
//!   step is searched over exactly the inputs its statement is;
//! * **conclusion** is the step's relation as printed, evaluated on the objects the proof
//!   has defined by then (computed from the inputs by the step's [`StepRelation`]); an `=`
//!   is an identity ([`Inequality::equal`]).
//!
//! A step is checked under the statement's hypotheses alone, not under the earlier steps it
//! cites: adding a step as a hypothesis would make the generator filter (a case violating
//! it would be a rejection). For the first refuted step of a proof this is the same check
//! (every earlier step holds wherever the search looked); a later step that follows from a
//! refuted one is refuted with it, and its `cites` (the step's stated justification) say
//! which steps it inherits from.
//!
//! Ids: `<paper>/eq-<number>` where the paper numbers the relation, else
//! `<paper>/proof-<statement>.step-<k>`; the reading is `as-written` (the step as printed),
//! and [`Meta::step`] records the statement, the reading its hypotheses are taken from, the
//! place and the order, from which the first refuted step of each proof is found
//! ([`crate::review::steps`]).

use crate::claim::{Claim, Condition, Derived, Inequality, Inputs, Meta};
use crate::generate::Draw;
use crate::math::Scalar;

/// The relation of one displayed step, over the inputs of the statement's reading `P`.
pub trait StepRelation<P>: Send + Sync {
    /// The step's relation at `x` (one per instance of a "for all").
    fn conclusion<S: Scalar>(&self, parent: &P, x: &Inputs) -> Vec<Inequality<S>>;
    /// Objects the proof defines by this step, for a reader of a counterexample file.
    fn derived<S: Scalar>(&self, _parent: &P, _x: &Inputs) -> Derived<S> {
        Derived::new()
    }
    /// Equivalent forms of the step's relations at `x`, for deciding exact ties
    /// ([`Claim::equivalent_forms`], argued in the proof's module); none by default.
    fn equivalent_forms<S: Scalar>(&self, _parent: &P, _x: &Inputs) -> Vec<(usize, Vec<S>)> {
        Vec::new()
    }
}

/// A displayed step of the proof of `parent`'s statement (see the module documentation).
pub struct ProofStep<P, R> {
    meta: Meta,
    parent: P,
    relation: R,
}

impl<P: Claim, R: StepRelation<P>> ProofStep<P, R> {
    /// The step `relation` of the proof of `parent`'s statement, described by `meta`
    /// (which must carry [`Meta::step`] and `parent`'s symbols).
    pub fn new(meta: Meta, parent: P, relation: R) -> ProofStep<P, R> {
        assert!(meta.step.is_some(), "{}: a proof step's meta names its proof and place (Meta::step)", meta.id);
        let mut meta = meta.symbols(parent.meta().symbols);
        // the hypotheses' provenance (implied words, domain conditions) is the statement's
        meta.implied = parent.meta().implied.clone();
        meta.domain = parent.meta().domain.clone();
        if let Some(step) = meta.step.as_mut() {
            step.hypotheses_from = [parent.meta().quote.words, parent.meta().statement];
        }
        ProofStep { meta, parent, relation }
    }
}

impl<P: Claim, R: StepRelation<P>> Claim for ProofStep<P, R> {
    fn meta(&self) -> &Meta {
        &self.meta
    }

    fn generate(&self, g: &mut Draw) -> Inputs {
        self.parent.generate(g)
    }

    fn hypotheses<S: Scalar>(&self, x: &Inputs) -> Vec<Condition<S>> {
        self.parent.hypotheses(x)
    }

    fn conclusion<S: Scalar>(&self, x: &Inputs) -> Vec<Inequality<S>> {
        self.relation.conclusion(&self.parent, x)
    }

    fn derived<S: Scalar>(&self, x: &Inputs) -> Derived<S> {
        self.relation.derived(&self.parent, x)
    }

    fn equivalent_forms<S: Scalar>(&self, x: &Inputs) -> Vec<(usize, Vec<S>)> {
        self.relation.equivalent_forms(&self.parent, x)
    }
}
