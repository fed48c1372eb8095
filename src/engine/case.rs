//! Building a case from choices, with the generator's footprint checked.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;

use crate::claim::{Check, Inputs};
use crate::generate::draw::slot_runs;
use crate::generate::{Block, Draw, Slot};

use super::certify::{certify_up_to, Certification, PRECISIONS};

/// How many certifications a subject remembers (see [`Subject::certify`]).
const REMEMBERED: usize = 8;

/// Cases left undecided at the highest precision after which a subject stops raising the
/// precision past [`CAPPED_PRECISION`] (see [`Subject::certify`]).
pub const FULL_LADDER_UNDECIDED: u32 = 8;
/// The highest precision tried once [`FULL_LADDER_UNDECIDED`] cases were left undecided.
pub const CAPPED_PRECISION: usize = 256;

/// What a claim's generator reads: its slots and its blocks of entries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The slot of every choice position.
    pub slots: Vec<Slot>,
    /// The blocks of unit choices, with the dimensions their axes follow.
    pub blocks: Vec<Block>,
    /// The hypotheses the generator constructs (and a negative control may drop).
    pub constructed: Vec<&'static str>,
}

/// One case: inputs and their named dimensions.
#[derive(Clone, Debug)]
pub struct Case {
    /// The inputs.
    pub inputs: Inputs,
    /// Named dimensions, as drawn.
    pub dims: Vec<(&'static str, usize)>,
}

/// What a search runs on: a claim, optionally with one hypothesis dropped (a negative
/// control), and the layout of its generator in that mode.
#[derive(Clone)]
pub struct Subject<'a> {
    /// The claim.
    pub claim: &'a dyn Check,
    /// The hypothesis a negative control drops, if any.
    pub dropped: Option<&'static str>,
    /// The generator's layout.
    pub layout: Layout,
    /// The last certifications, by inputs.
    certified: RefCell<VecDeque<(Inputs, Certification)>>,
    /// Cases left undecided at the highest precision so far.
    undecided_at_top: Cell<u32>,
    /// The layout's runs of equal slots ([`slot_runs`]), for replaying its footprint.
    runs: Vec<u32>,
}

impl<'a> Subject<'a> {
    /// The claim itself, all hypotheses constructed.
    pub fn new(claim: &'a dyn Check) -> Self {
        Subject::with_dropped(claim, None)
    }

    /// The claim with the hypothesis `dropped` neither constructed nor checked.
    pub fn with_dropped(claim: &'a dyn Check, dropped: Option<&'static str>) -> Self {
        let mut g = Subject::draw(&[], dropped);
        claim.generate(&mut g);
        let layout = Layout { slots: g.slots().to_vec(), blocks: g.blocks().to_vec(), constructed: g.constructed().to_vec() };
        let runs = slot_runs(&layout.slots);
        Subject { claim, dropped, layout, certified: RefCell::new(VecDeque::new()), undecided_at_top: Cell::new(0), runs }
    }

    /// Certifies a candidate (see [`crate::engine::certify`]), remembering the last few
    /// results.
    ///
    /// Shrinking proposes many cases whose choices differ but whose inputs do not (a choice
    /// the generator ignores at the current dimensions), and a network claim's certificate
    /// costs far more than the rest of a case. A certification is a deterministic function
    /// of the inputs, so a remembered result is the result.
    ///
    /// Precision is raised up to 4096 bits until a case is decided. After
    /// [`FULL_LADDER_UNDECIDED`] cases stayed open at 4096 bits (exact ties, typically), the
    /// claim can no longer be called "not refuted" by this search, and later candidates
    /// are tried only up to [`CAPPED_PRECISION`] bits: a violation is still certified if
    /// its margin shows at that precision, and a case still open is counted as undecided
    /// (at the capped precision; the report says how many).
    pub fn certify(&self, inputs: &Inputs) -> Certification {
        if let Some((_, c)) = self.certified.borrow().iter().find(|(x, _)| x == inputs) {
            return c.clone();
        }
        let top = *PRECISIONS.last().expect("precisions");
        let max_bits = if self.undecided_at_top.get() >= FULL_LADDER_UNDECIDED { CAPPED_PRECISION } else { top };
        let c = certify_up_to(self.claim, inputs, self.dropped, max_bits);
        if let Certification::Undecided(u) = &c {
            if u.precision == top {
                self.undecided_at_top.set(self.undecided_at_top.get() + 1);
            }
        }
        let mut memory = self.certified.borrow_mut();
        if memory.len() == REMEMBERED {
            memory.pop_front();
        }
        memory.push_back((inputs.clone(), c.clone()));
        c
    }

    fn draw<'c>(choices: &'c [u32], dropped: Option<&'static str>) -> Draw<'c> {
        match dropped {
            Some(name) => Draw::without(choices, name),
            None => Draw::new(choices),
        }
    }

    /// Builds the case for `choices`; an error if the generator read a different sequence
    /// of slots than its layout (its footprint depends on the values drawn). The `f64`
    /// results kept from earlier cases are forgotten first
    /// ([`crate::math::remembered::forget_f64`]); the case's own are kept for its
    /// hypotheses and conclusion.
    pub fn build(&self, choices: &[u32]) -> Result<Case, String> {
        crate::math::remembered::forget_f64();
        let mut g = Draw::replaying(choices, &self.layout.slots, &self.runs, self.dropped);
        let inputs = self.claim.generate(&mut g);
        if !g.matches_footprint() {
            let meta = self.claim.meta();
            return Err(format!(
                "generator of {} ({}) read {} choices where its layout has {}, or read them in other slots: its footprint depends on the values drawn",
                meta.id,
                meta.reading,
                g.read(),
                self.layout.slots.len()
            ));
        }
        Ok(Case { inputs, dims: g.dims().to_vec() })
    }
}
