//! Building a case from choices, with the generator's footprint checked.

use crate::claim::{Check, Inputs};
use crate::generate::{Block, Draw, Slot};

/// What a claim's generator reads: its slots and its blocks of entries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The slot of every choice position.
    pub slots: Vec<Slot>,
    /// The blocks of unit choices, with the dimensions their axes follow.
    pub blocks: Vec<Block>,
}

/// The layout of a claim's generator, found by running it once on no choices.
pub fn layout(claim: &dyn Check) -> Layout {
    let mut g = Draw::new(&[]);
    claim.generate(&mut g);
    Layout { slots: g.slots().to_vec(), blocks: g.blocks().to_vec() }
}

/// One case: inputs and their named dimensions.
#[derive(Clone, Debug)]
pub struct Case {
    /// The inputs.
    pub inputs: Inputs,
    /// Named dimensions, as drawn.
    pub dims: Vec<(&'static str, usize)>,
}

/// Builds the case for `choices`; an error if the generator read a different sequence of
/// slots than `slots` (its footprint depends on the values drawn).
pub fn build(claim: &dyn Check, slots: &[Slot], choices: &[u32]) -> Result<Case, String> {
    let mut g = Draw::new(choices);
    let inputs = claim.generate(&mut g);
    if g.slots() != slots {
        return Err(format!(
            "generator of {} ({}) read {} choices where its layout has {}: its footprint depends on the values drawn",
            claim.meta().id,
            claim.meta().reading,
            g.slots().len(),
            slots.len()
        ));
    }
    Ok(Case { inputs, dims: g.dims().to_vec() })
}
