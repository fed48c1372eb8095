//! Studies: statements that a search for counterexamples cannot decide by itself, such as
//! existence statements ("there is a one-layer network S′ with …"), examined through
//! explicit witnesses and reported as markdown.

pub mod growth;
pub mod theorem_5_3;
