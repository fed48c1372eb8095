//! A domain D on which a reading is to be proved: a finite union of boxes of parameters
//! and a map from parameters to the claim's inputs, with the argument that the map covers
//! D (every input of D, up to the stated reductions, is the image of a parameter point).
//!
//! A claim module states its domains (dimensions, ranges, reparametrisations and their
//! argument, excluded sets) next to its statement; [`super::targets`] lists them.

use crate::claim::{Inputs, Lifted};
use crate::math::slope::Slope;
use crate::math::Scalar;

/// A closed box: one `[lo, hi]` per parameter (`lo == hi` fixes the parameter).
pub type Cube = Vec<(f64, f64)>;

/// How the claim's inputs are built from the parameters, generic over the scalar (the
/// prover runs it in `f64` at candidate points and in [`Slope`] arithmetic on boxes).
pub trait Reparametrisation: Send + Sync + 'static {
    /// The inputs, by symbol, at parameters `p` (one scalar per parameter).
    fn inputs<S: Scalar>(&self, p: &[S]) -> Vec<(&'static str, Lifted<S>)>;
}

/// [`Reparametrisation`] with its scalar types fixed, so domains of different claims
/// share a list.
pub trait Map: Send + Sync {
    /// The inputs at a point, as exact `f64` values (a candidate counterexample).
    fn at_point(&self, p: &[f64]) -> Inputs;
    /// The inputs on a box, as enclosures of values and slopes.
    fn on_box(&self, p: &[Slope]) -> Inputs;
}

impl<R: Reparametrisation> Map for R {
    fn at_point(&self, p: &[f64]) -> Inputs {
        self.inputs::<f64>(p).into_iter().fold(Inputs::new(), |acc, (name, v)| acc.with(name, v.to_value(&|x| *x)))
    }
    fn on_box(&self, p: &[Slope]) -> Inputs {
        Inputs::enclosing(self.inputs::<Slope>(p))
    }
}

/// What the prover established on a domain, recorded beside it so that a change is
/// noticed (like [`crate::claim::Expected`], never a target).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every box closed within the budget: the reading holds on D (committed under
    /// `proofs/`).
    Proved,
    /// A certified counterexample inside D (negative controls: the refuted printed
    /// readings).
    Refuted,
    /// The budget ran out with boxes still open; the string says why they stay open.
    Open(&'static str),
}

impl Outcome {
    /// The outcome's name in tables.
    pub fn name(&self) -> &'static str {
        match self {
            Outcome::Proved => "proved",
            Outcome::Refuted => "refuted",
            Outcome::Open(_) => "open",
        }
    }
}

/// One domain of one reading.
pub struct Domain {
    /// The reading key (`id` or `id.reading`) of the claim proved.
    pub reading: &'static str,
    /// A short label, unique within the reading (e.g. `n = 2`).
    pub label: String,
    /// The dimensions of every input in D.
    pub dims: Vec<(&'static str, usize)>,
    /// D itself, exactly: which inputs the proof covers (and what it leaves out).
    pub set: String,
    /// The parameters' names, one per box coordinate.
    pub parameters: Vec<String>,
    /// The root boxes; their union is the parameter set.
    pub roots: Vec<Cube>,
    /// How the inputs are built from the parameters, in words.
    pub inputs: String,
    /// Why the map covers D (reparametrisations, symmetries, excluded sets).
    pub argument: &'static str,
    /// The map itself.
    pub map: Box<dyn Map>,
    /// The outcome the prover established at `budget`.
    pub expected: Outcome,
    /// Boxes the prover may examine.
    pub budget: u64,
}

impl std::fmt::Debug for Domain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Domain({} {})", self.reading, self.label)
    }
}

impl Domain {
    /// The number of box coordinates.
    pub fn coordinates(&self) -> usize {
        self.parameters.len()
    }

    /// Checks the domain's own consistency: root boxes of the right length with
    /// `lo ≤ hi`, finite endpoints, a non-empty label. An error names the domain.
    pub fn check(&self) -> Result<(), String> {
        let who = format!("{} ({})", self.reading, self.label);
        if self.label.is_empty() || self.roots.is_empty() {
            return Err(format!("{who}: a domain needs a label and at least one root box"));
        }
        for (i, root) in self.roots.iter().enumerate() {
            if root.len() != self.parameters.len() {
                return Err(format!("{who}: root box {i} has {} ranges for {} parameters", root.len(), self.parameters.len()));
            }
            if let Some((k, (lo, hi))) = root.iter().enumerate().find(|(_, (lo, hi))| !(lo.is_finite() && hi.is_finite() && lo <= hi)) {
                return Err(format!("{who}: root box {i}, parameter {}: range [{lo}, {hi}] is not a closed finite interval", self.parameters[k]));
            }
        }
        if self.parameters.len() > 36 {
            return Err(format!("{who}: at most 36 parameters (the tree names a coordinate by one base-36 digit)"));
        }
        Ok(())
    }
}

/// Helpers for writing maps: `k` names.
pub fn names(prefix: &str, count: usize) -> Vec<String> {
    (1..=count).map(|i| format!("{prefix}_{i}")).collect()
}
